import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';

/**
 * Where a key may be used: the agent APIs under /api/v1 (ingest, the agent stream, guard), the
 * OpenAI-compatible gateway under /v1, or both. A key handed to a desktop client need not open the
 * gateway, and a key configured in an application need not be able to write events.
 */
export const API_KEY_SCOPES = ['agents', 'gateway', 'both'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;
/** The surfaces a scope names; `both` opens either. */
export type ApiKeySurface = Exclude<ApiKeyScope, 'both'>;
export const scopeAllows = (scope: ApiKeyScope, surface: ApiKeySurface): boolean => scope === 'both' || scope === surface;

/** An agent credential (gateway or endpoint client) as listed: never the key itself. */
export const apiKeySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The key's first characters, so an admin can tell keys apart without seeing them. */
  prefix: z.string(),
  scope: apiKeyScopeSchema,
  createdAt: isoDateTimeSchema,
  createdBy: z.string(),
  lastUsedAt: isoDateTimeSchema.nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export const apiKeyCreateSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(100),
  scope: apiKeyScopeSchema.default('both'),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;
/** The one answer that carries the key: it is stored hashed and cannot be shown again. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
