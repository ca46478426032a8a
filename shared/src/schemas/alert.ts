import { z } from 'zod';
import { ALERT_DISPOSITIONS, ALERT_STATUSES, SEVERITIES } from '../constants.ts';
import { csvEnumSchema, idSchema, isoDateTimeSchema, pageOf, pageQuerySchema, timeBoundSchema } from './common.ts';
import { conversationLogSchema } from './log.ts';
import { severitySchema } from './policy.ts';

export const alertStatusSchema = z.enum(ALERT_STATUSES);
export type AlertStatus = z.infer<typeof alertStatusSchema>;

export const alertTransitionSchema = z.object({
  from: alertStatusSchema.nullable(),
  to: alertStatusSchema,
  at: isoDateTimeSchema,
  by: z.string(),
});
export type AlertTransition = z.infer<typeof alertTransitionSchema>;

export const alertDispositionSchema = z.enum(ALERT_DISPOSITIONS);
export type AlertDisposition = z.infer<typeof alertDispositionSchema>;

/** An analyst's note on an alert. */
export const alertCommentSchema = z.object({ id: idSchema, at: isoDateTimeSchema, by: z.string(), text: z.string() });
export type AlertComment = z.infer<typeof alertCommentSchema>;

export const alertSchema = z.object({
  id: idSchema,
  timestamp: isoDateTimeSchema,
  userId: z.string(),
  user: z.string(),
  inputPreview: z.string(),
  outputPreview: z.string(),
  policyTriggered: z.string(),
  policyId: z.string(),
  actionTaken: z.string(),
  severity: severitySchema,
  status: alertStatusSchema,
  /** The conversation log that raised the alert, when there is one. */
  logId: z.string().nullable(),
  history: z.array(alertTransitionSchema),
  /** The account (by username) the alert is assigned to, if any. */
  assignee: z.string().nullable(),
  disposition: alertDispositionSchema.nullable(),
  comments: z.array(alertCommentSchema),
  /**
   * How many conversations the alert stands for: the one that raised it and those of the same person that
   * triggered the same policies within the grouping window while it was open (Settings › General).
   */
  count: z.number().int().min(1),
  /** When the first and the latest of its conversations happened. */
  firstSeenAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  /** When it is due to be resolved: raised at, plus its severity's hours of the SLA in force then. */
  dueAt: isoDateTimeSchema,
});
export type Alert = z.infer<typeof alertSchema>;

/** The most conversations one alert's detail lists, newest first; `count` says how many there are. */
export const ALERT_CONVERSATIONS_LISTED = 100;

/** GET /alerts/:id: the alert with its conversations (redacted), newest first. */
export const alertDetailSchema = alertSchema.extend({ conversations: z.array(conversationLogSchema) });
export type AlertDetail = z.infer<typeof alertDetailSchema>;

/** An account alerts can be assigned to: enabled, and with a role that may triage. */
export const alertAssigneeSchema = z.object({ username: z.string(), fullName: z.string() });
export type AlertAssignee = z.infer<typeof alertAssigneeSchema>;
export const alertAssigneeListSchema = z.object({ items: z.array(alertAssigneeSchema) });

/** The assignee filter's value for alerts assigned to nobody. */
export const UNASSIGNED = '-';

const filterText = z.string().trim().max(200).optional();
export const alertQuerySchema = pageQuerySchema.extend({
  status: csvEnumSchema(ALERT_STATUSES),
  severity: csvEnumSchema(SEVERITIES),
  disposition: csvEnumSchema(ALERT_DISPOSITIONS),
  from: timeBoundSchema,
  to: timeBoundSchema,
  /** The person whose conversation raised it, exactly. */
  user: filterText,
  /** A policy it names, exactly. */
  policy: filterText,
  /** An account's username, or UNASSIGNED. */
  assignee: filterText,
  /** Text in the previews, the user or the policy, as typed (case-insensitive). */
  q: filterText,
  /** 'true': only unresolved alerts past their due time. */
  overdue: z.enum(['true']).optional(),
});
export type AlertQuery = z.infer<typeof alertQuerySchema>;

export const alertSummarySchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  investigating: z.number().int(),
  resolved: z.number().int(),
  /** Unresolved alerts past their due time. */
  overdue: z.number().int(),
});
export type AlertSummary = z.infer<typeof alertSummarySchema>;

export const alertPageSchema = pageOf(alertSchema).extend({ summary: alertSummarySchema });
export type AlertPage = z.infer<typeof alertPageSchema>;

const alertChangeFields = {
  status: z.enum(['investigating', 'resolved']),
  /** An account's username; null unassigns. */
  assignee: z.string().trim().min(1).max(100).nullable(),
  disposition: alertDispositionSchema.nullable(),
};
const SOME_CHANGE = 'Give at least one of status, assignee and disposition';
const hasChange = (v: Record<string, unknown>) => ['status', 'assignee', 'disposition'].some((k) => v[k] !== undefined);

/** PATCH /alerts/:id: a move along ALERT_TRANSITIONS, an assignee, a disposition, or several at once. */
export const alertUpdateSchema = z.object(alertChangeFields).partial().refine(hasChange, SOME_CHANGE);
export type AlertUpdate = z.infer<typeof alertUpdateSchema>;

export const alertCommentCreateSchema = z.object({ text: z.string().trim().min(1, 'text is required').max(2000) });

/** The same change to many alerts; each is judged on its own. */
export const alertBulkSchema = z
  .object({ ids: z.array(idSchema).min(1).max(500), ...alertChangeFields })
  .partial({ status: true, assignee: true, disposition: true })
  .refine(hasChange, SOME_CHANGE);
export const alertBulkResultSchema = z.object({
  results: z.array(
    z.object({ id: idSchema, ok: z.boolean(), status: z.number().int(), message: z.string().nullable(), alert: alertSchema.nullable() }),
  ),
});
export type AlertBulkResult = z.infer<typeof alertBulkResultSchema>;

/** The transitions the product allows: the alerts screen's two steps, and the bell's direct resolve. */
export const ALERT_TRANSITIONS: Readonly<Record<AlertStatus, readonly AlertStatus[]>> = {
  open: ['investigating', 'resolved'],
  investigating: ['resolved'],
  resolved: [],
};
