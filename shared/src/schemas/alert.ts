import { z } from 'zod';
import { ALERT_STATUSES, SEVERITIES } from '../constants.ts';
import { csvEnumSchema, idSchema, isoDateTimeSchema, pageOf, pageQuerySchema, timeBoundSchema } from './common.ts';
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
});
export type Alert = z.infer<typeof alertSchema>;

export const alertQuerySchema = pageQuerySchema.extend({
  status: csvEnumSchema(ALERT_STATUSES),
  severity: csvEnumSchema(SEVERITIES),
  from: timeBoundSchema,
  to: timeBoundSchema,
});
export type AlertQuery = z.infer<typeof alertQuerySchema>;

export const alertSummarySchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  investigating: z.number().int(),
  resolved: z.number().int(),
});
export type AlertSummary = z.infer<typeof alertSummarySchema>;

export const alertPageSchema = pageOf(alertSchema).extend({ summary: alertSummarySchema });
export type AlertPage = z.infer<typeof alertPageSchema>;

export const alertStatusUpdateSchema = z.object({ status: z.enum(['investigating', 'resolved']) });

/** The transitions the product allows: the alerts screen's two steps, and the bell's direct resolve. */
export const ALERT_TRANSITIONS: Readonly<Record<AlertStatus, readonly AlertStatus[]>> = {
  open: ['investigating', 'resolved'],
  investigating: ['resolved'],
  resolved: [],
};
