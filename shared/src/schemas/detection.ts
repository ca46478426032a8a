import { z } from 'zod';
import { DETECTION_ACTIONS, OPERATING_SYSTEMS } from '../constants.ts';
import { csvEnumSchema, filterTextSchema, idSchema, isoDateTimeSchema, pageOf, pageQuerySchema, timeBoundSchema } from './common.ts';

export const operatingSystemSchema = z.enum(OPERATING_SYSTEMS);
export type OperatingSystem = z.infer<typeof operatingSystemSchema>;

export const detectionActionSchema = z.enum(DETECTION_ACTIONS);
export type DetectionAction = z.infer<typeof detectionActionSchema>;

export const detectionSchema = z.object({
  id: idSchema,
  user: z.string(),
  hostname: z.string(),
  ipAddress: z.string(),
  os: operatingSystemSchema,
  /** The tool as the agent reported it (a name, a web address or a process). */
  aiTool: z.string(),
  /** The catalogued tool that report names (ai-tool-catalog.ts), or null when the catalog does not know it. */
  toolId: z.string().nullable(),
  /** What the endpoint did: let the use happen, let it happen and flag it, or stop it. */
  action: detectionActionSchema,
  timestamp: isoDateTimeSchema,
});
export type Detection = z.infer<typeof detectionSchema>;

/** A detection as written: with the agent's idempotency key when it came through ingest. */
export interface NewDetectionRecord extends Omit<Detection, 'toolId' | 'action'> {
  /** Allowed when not given: the endpoint only saw the use. */
  action?: DetectionAction;
  eventId?: string | null;
}

export const detectionFilterSchema = z.object({
  /** The header text filter: user, hostname, IP address or AI tool. */
  search: filterTextSchema,
  /** Quick Search: any field. */
  q: filterTextSchema,
  os: csvEnumSchema(OPERATING_SYSTEMS),
  from: timeBoundSchema,
  to: timeBoundSchema,
});
export type DetectionFilter = z.infer<typeof detectionFilterSchema>;

export const detectionQuerySchema = pageQuerySchema.extend(detectionFilterSchema.shape);
export type DetectionQuery = z.infer<typeof detectionQuerySchema>;

export const detectionSummarySchema = z.object({
  totalUsers: z.number().int(),
  totalHosts: z.number().int(),
  totalTools: z.number().int(),
});
export type DetectionSummary = z.infer<typeof detectionSummarySchema>;

export const detectionPageSchema = pageOf(detectionSchema).extend({ summary: detectionSummarySchema });
export type DetectionPage = z.infer<typeof detectionPageSchema>;

export const DETECTION_EXPORT_COLUMNS = ['User', 'Hostname', 'IP Address', 'OS', 'AI Tool', 'Timestamp'] as const;
