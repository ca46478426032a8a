import { z } from 'zod';
import { logStatusSchema } from './log.ts';
import { detectorModelSchema, policySchema, severitySchema } from './policy.ts';

/** What produced a finding: one of the detector models, a keyword rule or a user-supplied regex rule. */
export const findingSourceSchema = z.union([detectorModelSchema, z.enum(['keyword', 'regex'])]);
export type FindingSource = z.infer<typeof findingSourceSchema>;

/**
 * One thing the guardrail engine found in a text. The span is in UTF-16 code units (JavaScript string
 * indices), end exclusive. The matched text itself is deliberately absent: a finding may be logged or
 * sent over a socket, and it must not carry what it found.
 */
export const guardrailFindingSchema = z.object({
  /** Presidio-style entity type (EMAIL_ADDRESS, CREDIT_CARD, ...); KEYWORD or CUSTOM_PATTERN for rule matches. */
  entity: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  score: z.number().min(0).max(1),
  detector: findingSourceSchema,
  /** The enabled policies this finding triggers (several when they share a keyword, pattern or detector). */
  policyIds: z.array(z.string()),
});
export type GuardrailFinding = z.infer<typeof guardrailFindingSchema>;

export const triggeredPolicySchema = policySchema.pick({ id: true, name: true, severity: true, action: true, ruleType: true });
export type TriggeredPolicy = z.infer<typeof triggeredPolicySchema>;

/** The verdict on one prompt and its response. Only redacted texts appear: the originals never do. */
export const guardrailEvaluationSchema = z.object({
  status: logStatusSchema,
  triggeredPolicies: z.array(triggeredPolicySchema),
  findings: z.object({ input: z.array(guardrailFindingSchema), output: z.array(guardrailFindingSchema) }),
  inputRedacted: z.string(),
  outputRedacted: z.string(),
  /** Set when the conversation is allowed only because every triggered policy allows it with a warning. */
  warning: z.string().nullable(),
  highestSeverity: severitySchema.nullable(),
  /** The monitored policies that matched: recorded and alerted, never acted on (`status` ignores them). */
  monitoredPolicies: z.array(triggeredPolicySchema),
  /** What the status would be were the monitored policies enforced, when that is stricter than `status`. */
  monitoredStatus: z.enum(['blocked', 'flagged']).nullable(),
});
export type GuardrailEvaluation = z.infer<typeof guardrailEvaluationSchema>;
