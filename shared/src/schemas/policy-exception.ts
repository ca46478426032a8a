import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';

/**
 * What an exception takes out of one policy (the engine's rule: server/src/guardrails/exceptions.ts):
 * `value` a finding whose matched text is that value, `term` a keyword policy's match on that keyword,
 * `person` everything the policy would find in that person's conversations.
 */
export const POLICY_EXCEPTION_KINDS = ['value', 'term', 'person'] as const;
export const policyExceptionKindSchema = z.enum(POLICY_EXCEPTION_KINDS);
export type PolicyExceptionKind = z.infer<typeof policyExceptionKindSchema>;

/**
 * POST /policies/:id/exceptions. `alertId`: the alert it was made from, which must name the policy and be
 * judged a false positive.
 */
export const policyExceptionInputSchema = z.object({
  kind: policyExceptionKindSchema,
  value: z.string().trim().min(1, 'a value is required').max(500),
  reason: z.string().trim().max(500).optional(),
  alertId: idSchema.optional(),
});
export type PolicyExceptionInput = z.infer<typeof policyExceptionInputSchema>;

/**
 * An exception as the console shows it. The value it was made with is never kept nor shown: the server
 * keeps a keyed hash to match with, and `display` is its redacted form (a term, already part of the
 * policy's own keywords, is shown as it is).
 */
export const policyExceptionSchema = z.object({
  id: idSchema,
  policyId: idSchema,
  kind: policyExceptionKindSchema,
  display: z.string(),
  reason: z.string().nullable(),
  alertId: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  /** The account (by username) that made it. */
  createdBy: z.string(),
});
export type PolicyException = z.infer<typeof policyExceptionSchema>;
export const policyExceptionListSchema = z.object({ items: z.array(policyExceptionSchema) });
