import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';
import { severitySchema } from './policy.ts';

/**
 * Where alerts are sent. Each type has its own config; secrets in it are write-only: stored sealed,
 * never sent back (the answer says only that one is set).
 */
export const INTEGRATION_TYPES = ['webhook'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

const nameSchema = z.string().trim().min(1, 'name is required').max(100);

/** http or https only: a webhook is called by the server, and no other scheme is a webhook. */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'url must be an http or https URL without credentials');

/** Signs every body (X-GSG-Signature); long enough that it cannot be guessed. */
const webhookSecretSchema = z.string().min(16, 'secret must be at least 16 characters').max(256);

export const webhookConfigSchema = z.object({ url: webhookUrlSchema, secret: webhookSecretSchema });
export type WebhookConfig = z.infer<typeof webhookConfigSchema>;

export const integrationCreateSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('webhook'),
    name: nameSchema,
    config: webhookConfigSchema,
    /** The least severe alert it is sent; low (every alert) when not given. */
    minSeverity: severitySchema.default('low'),
    enabled: z.boolean().default(true),
  }),
]);
export type IntegrationCreate = z.infer<typeof integrationCreateSchema>;

/** A change to an integration: a config given replaces the old one, but a secret left out is kept. */
export const integrationUpdateSchema = z
  .object({
    name: nameSchema,
    config: z.object({ url: webhookUrlSchema, secret: webhookSecretSchema.optional() }),
    minSeverity: severitySchema,
    enabled: z.boolean(),
  })
  .partial();
export type IntegrationUpdate = z.infer<typeof integrationUpdateSchema>;

/** How an integration's deliveries stand: its delivery log. */
export const deliveryLogSchema = z.object({
  pending: z.number().int(),
  delivered: z.number().int(),
  dead: z.number().int(),
  last: z
    .object({ at: isoDateTimeSchema, status: z.enum(['delivered', 'failed']), error: z.string().nullable() })
    .nullable(),
  nextAttemptAt: isoDateTimeSchema.nullable(),
});
export type DeliveryLogView = z.infer<typeof deliveryLogSchema>;

export const integrationSchema = z.object({
  id: idSchema,
  type: z.enum(INTEGRATION_TYPES),
  name: z.string(),
  /** The config without its secrets. */
  config: z.object({ url: z.string() }),
  secretSet: z.boolean(),
  minSeverity: severitySchema,
  enabled: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  deliveries: deliveryLogSchema,
});
export type Integration = z.infer<typeof integrationSchema>;
export const integrationListSchema = z.object({ items: z.array(integrationSchema) });

/** What a test message met: delivered, or why not. */
export const integrationTestResultSchema = z.object({ ok: z.boolean(), status: z.number().int().nullable(), error: z.string().nullable() });
export type IntegrationTestResult = z.infer<typeof integrationTestResultSchema>;
