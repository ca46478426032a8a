import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';
import { severitySchema } from './policy.ts';

/**
 * Where alerts are sent. Each type has its own config; secrets in it (SECRET_FIELDS) are write-only:
 * stored sealed, never sent back (the answer says only whether one is set).
 */
export const INTEGRATION_TYPES = ['email', 'slack', 'webhook', 'syslog'] as const;
export type IntegrationType = (typeof INTEGRATION_TYPES)[number];

const nameSchema = z.string().trim().min(1, 'name is required').max(100);

/** http or https without credentials in it: the server calls it, and no other scheme is a web hook. */
export const httpUrlSchema = z
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
  }, 'must be an http or https URL without credentials');

/** A host name or address, nothing else (no scheme, path or port). */
const hostSchema = z
  .string()
  .trim()
  .min(1, 'host is required')
  .max(253)
  .regex(/^(?:\[[0-9a-fA-F:.]+\]|[0-9a-fA-F:]*:[0-9a-fA-F:.]+|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)$/, 'must be a host name or address');
const portSchema = z.number().int().min(1).max(65535);

/** One address or several, separated by commas. */
const recipientsSchema = z
  .string()
  .trim()
  .min(1, 'at least one address is required')
  .max(2000)
  .refine((value) => value.split(',').every((a) => z.email().safeParse(a.trim()).success), 'must be e-mail addresses separated by commas');

export const emailConfigSchema = z.object({
  smtpHost: hostSchema,
  smtpPort: portSchema.default(587),
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  secure: z.boolean().default(false),
  username: z.string().max(320).optional(),
  password: z.string().max(1000).optional(),
  from: z.email(),
  to: recipientsSchema,
});

export const slackConfigSchema = z.object({ webhookUrl: httpUrlSchema });

export const webhookConfigSchema = z.object({
  url: httpUrlSchema,
  /** Signs every body (X-GSG-Signature); long enough that it cannot be guessed. */
  secret: z.string().min(16, 'must be at least 16 characters').max(256),
});

/** Room for a chain of a few certificates. */
const MAX_CA_PEM_CHARS = 20_000;
const PEM_CERTIFICATE = /^(-----BEGIN CERTIFICATE-----\r?\n[A-Za-z0-9+/=\r\n]+-----END CERTIFICATE-----\s*)+$/;

export const SYSLOG_PROTOCOLS = ['udp', 'tcp', 'tls'] as const;
export const SYSLOG_FORMATS = ['cef', 'rfc5424'] as const;
export const syslogConfigSchema = z.object({
  host: hostSchema,
  port: portSchema.default(514),
  protocol: z.enum(SYSLOG_PROTOCOLS).default('udp'),
  /** cef: a CEF payload inside RFC 5424 framing; rfc5424: structured data and a plain message. */
  format: z.enum(SYSLOG_FORMATS).default('cef'),
  /**
   * For TLS: the PEM certificate(s) of the authority that signed the collector's certificate, when it is a
   * private one (a SIEM's own CA); without it the system's trusted authorities decide. The server's name
   * is always checked.
   */
  caCertificate: z
    .string()
    .trim()
    .max(MAX_CA_PEM_CHARS)
    .refine((pem) => pem === '' || PEM_CERTIFICATE.test(pem), 'must be a PEM certificate (-----BEGIN CERTIFICATE-----)')
    .optional(),
});

export const INTEGRATION_CONFIG_SCHEMAS = {
  email: emailConfigSchema,
  slack: slackConfigSchema,
  webhook: webhookConfigSchema,
  syslog: syslogConfigSchema,
} as const;
export type IntegrationConfig<T extends IntegrationType = IntegrationType> = z.infer<(typeof INTEGRATION_CONFIG_SCHEMAS)[T]>;
export type EmailConfig = IntegrationConfig<'email'>;
export type SlackConfig = IntegrationConfig<'slack'>;
export type WebhookConfig = IntegrationConfig<'webhook'>;
export type SyslogConfig = IntegrationConfig<'syslog'>;

/** The fields of each type's config that are never sent back (a Slack webhook URL is its own secret). */
export const SECRET_FIELDS: { [T in IntegrationType]: ReadonlyArray<keyof IntegrationConfig<T>> } = {
  email: ['password'],
  slack: ['webhookUrl'],
  webhook: ['secret'],
  syslog: [],
};

const common = {
  name: nameSchema,
  /** The least severe alert it is sent; low (every alert) when not given. */
  minSeverity: severitySchema.default('low'),
  enabled: z.boolean().default(true),
};
export const integrationCreateSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('email'), config: emailConfigSchema, ...common }),
  z.object({ type: z.literal('slack'), config: slackConfigSchema, ...common }),
  z.object({ type: z.literal('webhook'), config: webhookConfigSchema, ...common }),
  z.object({ type: z.literal('syslog'), config: syslogConfigSchema, ...common }),
]);
export type IntegrationCreate = z.infer<typeof integrationCreateSchema>;

/**
 * A change to an integration. `config` holds the fields to change, checked against the integration's
 * type; a secret left out is kept.
 */
export const integrationUpdateSchema = z
  .object({
    name: nameSchema,
    config: z.record(z.string(), z.unknown()),
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
  config: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** Whether each secret field of the type is set. */
  secretsSet: z.record(z.string(), z.boolean()),
  minSeverity: severitySchema,
  enabled: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  deliveries: deliveryLogSchema,
});
export type Integration = z.infer<typeof integrationSchema>;
export const integrationListSchema = z.object({ items: z.array(integrationSchema) });

/** What a test message met: delivered, or why not. `status` is an HTTP answer's, where there was one. */
export const integrationTestResultSchema = z.object({ ok: z.boolean(), status: z.number().int().nullable(), error: z.string().nullable() });
export type IntegrationTestResult = z.infer<typeof integrationTestResultSchema>;
