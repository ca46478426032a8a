/** The audit trail: append-only, each entry chained to the one before by its hash. */
import { z } from 'zod';
import { filterTextSchema, idSchema, isoDateTimeSchema, timeBoundSchema } from './common.ts';

export const auditEntrySchema = z.object({
  id: idSchema,
  /** Its place in the chain, from 1. */
  seq: z.number().int().positive(),
  at: isoDateTimeSchema,
  /** Who acted; null for the server itself. */
  actorId: z.string().nullable(),
  actorName: z.string(),
  /** What was done: the domain event's name, for example `policy.saved` or `log.revealed`. */
  action: z.string(),
  /** What it was done to, as `kind:id` (for example `policy:p-1`, `account:jdoe`). */
  target: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Short facts of the action: the reveal's reason and field, a session's end reason. */
  detail: z.record(z.string(), z.string()),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** SHA-256 over the previous entry's hash and this entry: an edited or removed entry breaks the chain. */
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE_MAX = 200;
export const auditQuerySchema = z.object({
  actor: filterTextSchema,
  action: filterTextSchema,
  target: filterTextSchema,
  from: timeBoundSchema,
  to: timeBoundSchema,
  /** The `seq` the previous page ended at: the next page holds older entries. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null at the first entry. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
