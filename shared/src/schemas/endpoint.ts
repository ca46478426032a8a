import { z } from 'zod';
import {
  CLIENT_VERSION_FILTERS,
  ENDPOINT_QUICK_FILTERS,
  ENDPOINT_SORT_FIELDS,
  ENDPOINT_STATUSES,
  INSTALLER_PLATFORMS,
  SORT_ORDERS,
} from '../constants.ts';
import { filterTextSchema, idSchema, isoDateTimeSchema, pageOf, pageQuerySchema, timeBoundSchema } from './common.ts';
import { operatingSystemSchema } from './detection.ts';

export const endpointStatusSchema = z.enum(ENDPOINT_STATUSES);
export type EndpointStatus = z.infer<typeof endpointStatusSchema>;

export const endpointSchema = z.object({
  id: idSchema,
  hostname: z.string(),
  ipAddress: z.string(),
  os: operatingSystemSchema,
  clientVersion: z.string(),
  lastSeen: isoDateTimeSchema,
  status: endpointStatusSchema,
  user: z.string(),
  /** A client update asked for and not yet reported done by the endpoint's agent. */
  pendingVersion: z.string().nullable(),
});
export type Endpoint = z.infer<typeof endpointSchema>;

export const endpointFilterSchema = z.object({
  search: filterTextSchema,
  status: endpointStatusSchema.optional(),
  os: filterTextSchema,
  ip: filterTextSchema,
  version: z.enum(CLIENT_VERSION_FILTERS).default('all'),
  lastSeenFrom: timeBoundSchema,
  lastSeenTo: timeBoundSchema,
  quick: z.enum(ENDPOINT_QUICK_FILTERS).optional(),
});
export type EndpointFilter = z.infer<typeof endpointFilterSchema>;

export const endpointQuerySchema = pageQuerySchema.extend(endpointFilterSchema.shape).extend({
  sort: z.enum(ENDPOINT_SORT_FIELDS).default('lastSeen'),
  order: z.enum(SORT_ORDERS).default('desc'),
});
export type EndpointQuery = z.infer<typeof endpointQuerySchema>;

export const endpointSummarySchema = z.object({
  total: z.number().int(),
  activeNow: z.number().int(),
  needsUpdate: z.number().int(),
  offline: z.number().int(),
});
export type EndpointSummary = z.infer<typeof endpointSummarySchema>;

export const endpointPageSchema = pageOf(endpointSchema).extend({ summary: endpointSummarySchema });
export type EndpointPage = z.infer<typeof endpointPageSchema>;

export const endpointIdsSchema = z.object({ ids: z.array(idSchema).min(1).max(1000) });

export const clientUpdateResultSchema = z.object({
  updated: z.number().int(),
  total: z.number().int(),
  version: z.string(),
  message: z.string(),
  endpoints: z.array(endpointSchema),
});
export type ClientUpdateResult = z.infer<typeof clientUpdateResultSchema>;

export const bulkRemoveResultSchema = z.object({ removed: z.number().int() });

export const ENDPOINT_EXPORT_COLUMNS = ['Hostname', 'IP Address', 'OS', 'Client Version', 'Last Seen', 'Status', 'User'] as const;

export const installerSchema = z.object({
  platform: z.enum(INSTALLER_PLATFORMS),
  label: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
});
export const releaseSchema = z.object({
  version: z.string(),
  releaseDate: z.iso.date(),
  notesUrl: z.string(),
  installers: z.array(installerSchema),
});
export type Release = z.infer<typeof releaseSchema>;
export const releasesResponseSchema = z.object({ latest: releaseSchema, previous: z.array(releaseSchema) });
export type ReleasesResponse = z.infer<typeof releasesResponseSchema>;
