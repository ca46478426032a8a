import { z } from 'zod';
import {
  DEFAULT_POLICY_MODE,
  DEFAULT_SENSITIVITY,
  DETECTOR_MODELS,
  POLICY_ACTIONS,
  POLICY_MODES,
  POLICY_RULE_TYPES,
  SENSITIVITIES,
  SEVERITIES,
} from '../constants.ts';
import { idSchema, isoDateTimeSchema } from './common.ts';

export const severitySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof severitySchema>;
export const policyActionSchema = z.enum(POLICY_ACTIONS);
export type PolicyAction = z.infer<typeof policyActionSchema>;
export const policyModeSchema = z.enum(POLICY_MODES);
export type PolicyMode = z.infer<typeof policyModeSchema>;
export const sensitivitySchema = z.enum(SENSITIVITIES);
export type Sensitivity = z.infer<typeof sensitivitySchema>;
export const detectorModelSchema = z.enum(DETECTOR_MODELS);
export type DetectorModel = z.infer<typeof detectorModelSchema>;

export const keywordRuleSchema = z.object({
  type: z.literal('keyword'),
  keywords: z.array(z.string().trim().min(1).max(200)).min(1, 'at least one keyword is required').max(10_000),
});
export const regexRuleSchema = z.object({
  type: z.literal('regex'),
  pattern: z.string().min(1, 'a pattern is required').max(2000),
});
export const detectorRuleSchema = z.object({
  type: z.literal('detector'),
  detectorModel: detectorModelSchema,
});
export const policyRulesSchema = z.discriminatedUnion('type', [keywordRuleSchema, regexRuleSchema, detectorRuleSchema]);
export type PolicyRules = z.infer<typeof policyRulesSchema>;

export const policyInputSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(200),
  description: z.string().trim().min(1, 'description is required').max(2000),
  ruleType: z.enum(POLICY_RULE_TYPES),
  severity: severitySchema,
  action: policyActionSchema,
  isEnabled: z.boolean(),
  rules: policyRulesSchema,
  /** How readily a detector rule fires (the lowest finding score it acts on); other rules ignore it. */
  sensitivity: sensitivitySchema.default(DEFAULT_SENSITIVITY),
  /** Enforced (the default) or only monitored: a monitored match is logged and alerted, never acted on. */
  mode: policyModeSchema.default(DEFAULT_POLICY_MODE),
});
export type PolicyInput = z.infer<typeof policyInputSchema>;

export const policySchema = policyInputSchema.extend({
  id: idSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Policy = z.infer<typeof policySchema>;

export const policyListSchema = z.object({ items: z.array(policySchema) });

/**
 * How a policy's judged alerts came out: the dispositions analysts gave the alerts that name it. An alert
 * marked benign (the policy was right, the use was acceptable) counts as neither a true nor a false positive.
 */
export const policyPrecisionSchema = z.object({
  policyId: z.string(),
  truePositives: z.number().int().min(0),
  falsePositives: z.number().int().min(0),
  benign: z.number().int().min(0),
});
export type PolicyPrecision = z.infer<typeof policyPrecisionSchema>;
/** GET /policies/precision: one entry per policy some judged alert names. */
export const policyPrecisionListSchema = z.object({ items: z.array(policyPrecisionSchema) });

/** True positives over judged alerts (true plus false positives); null when none is judged yet. */
export function precisionOf(p: Pick<PolicyPrecision, 'truePositives' | 'falsePositives'>): number | null {
  const judged = p.truePositives + p.falsePositives;
  return judged === 0 ? null : p.truePositives / judged;
}
