import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';

/** An agent credential (gateway or endpoint client) as listed: never the key itself. */
export const apiKeySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The key's first characters, so an admin can tell keys apart without seeing them. */
  prefix: z.string(),
  createdAt: isoDateTimeSchema,
  createdBy: z.string(),
  lastUsedAt: isoDateTimeSchema.nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export const apiKeyCreateSchema = z.object({ name: z.string().trim().min(1, 'name is required').max(100) });
/** The one answer that carries the key: it is stored hashed and cannot be shown again. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
