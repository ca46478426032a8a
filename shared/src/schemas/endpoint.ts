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
import { currentClientVersionsSchema } from '../helpers/client-version.ts';

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
  /** Why the last update asked for was not installed (its agent reported it); cleared by the next request. */
  updateError: z.string().nullable(),
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

/** `currentVersions`: what each operating system's endpoints are compared with (helpers/client-version.ts). */
export const endpointPageSchema = pageOf(endpointSchema).extend({ summary: endpointSummarySchema, currentVersions: currentClientVersionsSchema });
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

export const installerPlatformSchema = z.enum(INSTALLER_PLATFORMS);
export type InstallerPlatform = z.infer<typeof installerPlatformSchema>;

/** A release's version: three numbers, optionally a pre-release tag (2.5.0, 2.5.0-rc.1). */
export const releaseVersionSchema = z
  .string()
  .trim()
  .max(32)
  .regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9A-Za-z.]{1,20})?$/, 'A version is three numbers, like 2.5.0');

/**
 * An installer's file name as people see it and as the download offers it: letters, digits, dots, dashes
 * and underscores, with an extension the platform's installers have. The file is never stored under it.
 */
export const installerFileNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'A file name has letters, digits, dots, dashes and underscores only')
  .refine((name) => !name.includes('..'), 'A file name has letters, digits, dots, dashes and underscores only');

/** An uploaded installer: stored with its size and SHA-256, computed as it arrived. */
export const installerSchema = z.object({
  id: idSchema,
  version: z.string(),
  platform: installerPlatformSchema,
  label: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  /** Hex, lowercase. */
  sha256: z.string(),
  uploadedAt: isoDateTimeSchema,
  uploadedBy: z.string(),
  /** Where signed-in people and agents (with their key) download it. */
  downloadUrl: z.string(),
});
export type Installer = z.infer<typeof installerSchema>;

export const releaseSchema = z.object({
  version: z.string(),
  /** The day its first installer was uploaded. */
  releaseDate: z.iso.date(),
  /** Plain text, shown as written (never as HTML). */
  notes: z.string(),
  notesUrl: z.string(),
  installers: z.array(installerSchema),
});
export type Release = z.infer<typeof releaseSchema>;
/** The newest version (by version number) and the ones before it; latest is null until one is uploaded. */
export const releasesResponseSchema = z.object({ latest: releaseSchema.nullable(), previous: z.array(releaseSchema) });
export type ReleasesResponse = z.infer<typeof releasesResponseSchema>;

/** The upload's description, in the query string: the installer itself is the request body. */
export const installerUploadQuerySchema = z.object({
  version: releaseVersionSchema,
  platform: installerPlatformSchema,
  fileName: installerFileNameSchema,
});
export type InstallerUploadQuery = z.infer<typeof installerUploadQuerySchema>;

export const RELEASE_NOTES_MAX = 20_000;
export const releaseNotesInputSchema = z.object({ notes: z.string().max(RELEASE_NOTES_MAX) });
