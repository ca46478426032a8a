import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';
import { policyActionSchema, policyInputSchema } from './policy.ts';

/** How far back a what-if run may reach, in days, and how far it reaches when not told. */
export const WHAT_IF_MIN_DAYS = 1;
export const WHAT_IF_MAX_DAYS = 90;
export const WHAT_IF_DEFAULT_DAYS = 7;
/** At most this many matching conversations are kept as samples, each in redacted form only. */
export const WHAT_IF_SAMPLE_LIMIT = 20;
/** The users with the most matches, at most this many. */
export const WHAT_IF_TOP_USERS = 10;

/**
 * A what-if run: a policy as drafted in the policy form (the body the create and update routes take), an
 * existing policy by id, or both (an edit of a saved policy: the draft's rules with that policy's
 * exceptions), tried on the last `days` days of stored conversations.
 */
export const policyWhatIfRequestSchema = z
  .object({
    policy: policyInputSchema.optional(),
    policyId: idSchema.optional(),
    days: z.number().int().min(WHAT_IF_MIN_DAYS).max(WHAT_IF_MAX_DAYS).default(WHAT_IF_DEFAULT_DAYS),
  })
  .strict()
  .refine((body) => body.policy !== undefined || body.policyId !== undefined, { message: 'policy or policyId is required', path: ['policy'] });
export type PolicyWhatIfRequest = z.infer<typeof policyWhatIfRequestSchema>;

export const WHAT_IF_STATES = ['running', 'done', 'cancelled', 'failed'] as const;
export type WhatIfState = (typeof WHAT_IF_STATES)[number];

/** What the policy would have done, counted: matched conversations split by the policy's action. */
const whatIfCountsSchema = z.object({
  matched: z.number().int().min(0),
  blocked: z.number().int().min(0),
  flagged: z.number().int().min(0),
  warned: z.number().int().min(0),
});
export type WhatIfCounts = z.infer<typeof whatIfCountsSchema>;

export const whatIfSampleSchema = z.object({
  logId: z.string(),
  timestamp: isoDateTimeSchema,
  user: z.string(),
  /** The prompt and reply redacted: what this policy found and what every current policy finds. Never the original. */
  inputRedacted: z.string(),
  outputRedacted: z.string(),
});
export type WhatIfSample = z.infer<typeof whatIfSampleSchema>;

export const policyWhatIfJobSchema = z.object({
  id: z.string(),
  state: z.enum(WHAT_IF_STATES),
  policyId: z.string().nullable(),
  policyName: z.string(),
  action: policyActionSchema,
  days: z.number().int(),
  /** The range scanned: conversations from `from` up to `to` (when the run started). */
  from: isoDateTimeSchema,
  to: isoDateTimeSchema,
  startedAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
  /** Conversations judged so far, of how many were in the range when the run started. */
  scanned: z.number().int().min(0),
  total: z.number().int().min(0),
  /**
   * Conversations judged on their redacted text because their originals were not kept (Settings › Security
   * › Encryption at rest was off when they were stored): a finding the redaction hid cannot be found again.
   */
  judgedOnRedacted: z.number().int().min(0),
  totals: whatIfCountsSchema,
  /** Per UTC day (YYYY-MM-DD) with at least one match, oldest first. */
  byDay: z.array(whatIfCountsSchema.extend({ day: z.string() })),
  /** The users with the most matches, most first. */
  topUsers: z.array(whatIfCountsSchema.extend({ user: z.string() })),
  /** How many distinct users matched at all. */
  users: z.number().int().min(0),
  samples: z.array(whatIfSampleSchema),
  /** Why a failed run failed, in words that never quote a conversation. */
  error: z.string().nullable(),
});
export type PolicyWhatIfJob = z.infer<typeof policyWhatIfJobSchema>;
