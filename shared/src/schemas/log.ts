import { z } from 'zod';
import { LOG_STATUSES, REVEAL_FIELDS } from '../constants.ts';
import { csvEnumSchema, filterTextSchema, idSchema, isoDateTimeSchema, timeBoundSchema } from './common.ts';

export const logStatusSchema = z.enum(LOG_STATUSES);
export type LogStatus = z.infer<typeof logStatusSchema>;
export const revealFieldSchema = z.enum(REVEAL_FIELDS);
export type RevealField = z.infer<typeof revealFieldSchema>;

/**
 * What a log's monitored policies (mode `monitor`) matched: the policies, and the status they would have
 * given when stricter than the one the log has. Monitoring shows it as "Would block" or "Would flag".
 */
export const monitoredMatchSchema = z.object({
  policies: z.array(z.object({ id: z.string(), name: z.string() })),
  wouldBe: z.enum(['blocked', 'flagged']).nullable(),
});
export type MonitoredMatch = z.infer<typeof monitoredMatchSchema>;

/**
 * A conversation log as the API and the sockets present it: redacted text only. The originals are
 * stored encrypted and leave the store only through reveal.
 */
export const conversationLogSchema = z.object({
  id: idSchema,
  timestamp: isoDateTimeSchema,
  userId: z.string(),
  user: z.string(),
  hostname: z.string(),
  ipAddress: z.string(),
  inputRedacted: z.string(),
  outputRedacted: z.string(),
  status: logStatusSchema,
  policyTriggered: z.string(),
  policyId: z.string(),
  aiModel: z.string(),
  sessionId: z.string(),
  /** Null (or absent, from writers that judge no monitored policy) when no monitored policy matched. */
  monitored: monitoredMatchSchema.nullable().optional(),
});
export type ConversationLog = z.infer<typeof conversationLogSchema>;

/** A log as written: the presented fields plus the originals, already encrypted by the caller. */
export interface NewLogRecord extends ConversationLog {
  inputEncrypted: string;
  outputEncrypted: string;
  /** The agent's idempotency key, when the log came through ingest. */
  eventId?: string | null;
  /** The triggered policies, for the dashboard rollups (names may change later; ids do not). */
  policies: Array<{ id: string; name: string; ruleType: string }>;
}

export const logFilterSchema = z.object({
  status: csvEnumSchema(LOG_STATUSES),
  user: filterTextSchema,
  from: timeBoundSchema,
  to: timeBoundSchema,
  tool: filterTextSchema,
  policy: filterTextSchema,
  hostname: filterTextSchema,
  ip: filterTextSchema,
});
export type LogFilter = z.infer<typeof logFilterSchema>;

export const LOG_PAGE_LIMIT_MAX = 500;
export const logQuerySchema = logFilterSchema.extend({
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LOG_PAGE_LIMIT_MAX).default(100),
});
export type LogQuery = z.infer<typeof logQuerySchema>;

export const logPageSchema = z.object({
  items: z.array(conversationLogSchema),
  nextCursor: z.string().nullable(),
});
export type LogPage = z.infer<typeof logPageSchema>;

export const logSummarySchema = z.object({
  total: z.number().int(),
  allowed: z.number().int(),
  blocked: z.number().int(),
  flagged: z.number().int(),
});
export type LogSummary = z.infer<typeof logSummarySchema>;

/** A reveal names why the original is needed; the audit trail keeps the reason, never the text. */
export const revealRequestSchema = z.object({
  which: revealFieldSchema,
  reason: z.string({ error: 'reason is required' }).trim().min(1, 'reason is required').max(500),
});
export const revealResponseSchema = z.object({ id: idSchema, which: revealFieldSchema, content: z.string() });
export type RevealResponse = z.infer<typeof revealResponseSchema>;

export const LOG_EXPORT_COLUMNS = [
  'Timestamp',
  'User',
  'Hostname',
  'IP Address',
  'Input',
  'Output',
  'Status',
  'Policy Triggered',
  'Tool',
] as const;
