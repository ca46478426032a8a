import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_RELEASE_MAX_BYTES } from '@gsg/shared';
import { parseAllowedOrigins } from './security/allowed-origin.ts';
import { ConfigError } from './config-error.ts';

export interface Config {
  port: number;
  host: string;
  /** Where the SQLite file and the generated secret key live. */
  dataDir: string;
  /** Where retention writes the logs it deletes when General › Auto-archive is on. */
  archiveDir: string;
  /**
   * SQLite only: the most the database file may grow to, in MB (unset: as far as the disk allows). Past it
   * writes are refused with 507, as on a full disk, so the console cannot fill the disk it shares.
   */
  databaseMaxMegabytes: number | undefined;
  /** The largest client installer an admin may upload, in bytes; installers are kept in dataDir/releases. */
  releaseMaxBytes: number;
  /** Set: the MongoDB adapter is used instead of SQLite. */
  mongodbUri: string | undefined;
  /** The first admin's password; generated and printed once when unset. */
  adminPassword: string | undefined;
  /** 32-byte key (hex or base64) for the originals at rest; a key file in dataDir when unset. */
  secretKey: string | undefined;
  /** Seed an empty database with the sample data and 30 days of history. */
  seedSampleData: boolean;
  /** The built web bundle; served with SPA fallback when present. */
  webDistDir: string;
  logLevel: string;
  /** Secure cookies need HTTPS; off by default so http://localhost works. */
  secureCookies: boolean;
  /**
   * Pages besides the console's own origin whose requests may use a console session (for a proxy that
   * rewrites the Host header, say): socket.io handshakes and changes through the REST API.
   */
  allowedOrigins: string[];
  /**
   * When the client's address comes from X-Forwarded-For: never (false, the default), through this many
   * proxy hops, or when the request comes from one of these proxy addresses or ranges.
   */
  trustProxy: false | number | string[];
  /** A bearer token a Prometheus scraper may read GET /metrics with; unset, only a session may. */
  metricsToken: string | undefined;
  /** The console's address as people reach it, for links in what it sends (an alert's e-mail, say). */
  publicUrl: string | undefined;
  /**
   * Where an Entra ID tenant configured by its ID alone is found: `{entraAuthority}/{tenant}/v2.0`. The
   * public cloud unless set (a national cloud such as https://login.microsoftonline.us, or a test provider).
   */
  entraAuthority: string;
  /**
   * How long one attempt holds a message in the outbox: if the server dies mid-attempt, the message is
   * sent again once this has passed. Above the receivers' 10 s timeout, or a slow receiver gets it twice.
   */
  deliveryLeaseSeconds: number;
  /** Requests a minute one API key may send to the ingest and evaluate APIs. */
  rateLimits: { ingestPerMinute: number; evaluatePerMinute: number; scimPerMinute: number };
  /**
   * Where the gateway (/v1) sends what it lets through: an OpenAI-compatible base URL (ending in /v1, no
   * trailing slash) and the key it presents there. No URL: the gateway refuses every call with 503.
   */
  gateway: { upstreamUrl: string | undefined; upstreamKey: string | undefined };
}

/** Entra ID's public cloud, where a tenant configured by its ID alone is found unless GSG_ENTRA_AUTHORITY says otherwise. */
export const ENTRA_AUTHORITY = 'https://login.microsoftonline.com';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const OFF = ['0', 'false', 'no', 'off'];
const ON = ['1', 'true', 'yes', 'on'];

/** An unset variable and an empty one mean the same: take the default. */
const unsetWhenEmpty = (raw: unknown) => (typeof raw === 'string' && raw.trim() === '' ? undefined : raw);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetWhenEmpty, schema.optional());

const flag = optional(
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => OFF.includes(v) || ON.includes(v), 'must be true or false (or on/off, yes/no, 1/0)')
    .transform((v) => ON.includes(v)),
);

const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  optional(
    z
      .string()
      .trim()
      .regex(/^\d+$/, min === 0 ? 'must be a whole number' : `must be a whole number of at least ${min}`)
      .transform(Number)
      .refine((n) => n >= min && n <= max, min === 0 ? `must be a whole number up to ${max}` : `must be a whole number of at least ${min}`),
  );

const isProxyAddress = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/** GSG_TRUST_PROXY: unset or off (X-Forwarded-For is ignored), a hop count, or proxy addresses/ranges. */
const trustProxySchema = optional(
  z
    .string()
    .trim()
    .transform((value, ctx): false | number | string[] => {
      if (OFF.includes(value.toLowerCase())) return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
      if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
      ctx.addIssue({ code: 'custom', message: 'must be a hop count or proxy addresses such as 10.0.0.5,10.1.0.0/16' });
      return z.NEVER;
    }),
);

/** An OpenAI-compatible base URL; a trailing slash is dropped so paths can be appended as they are. */
const upstreamUrl = optional(
  z
    .string()
    .trim()
    .refine((raw) => URL.canParse(raw) && /^https?:$/.test(new URL(raw).protocol), 'must be an http:// or https:// URL such as https://api.openai.com/v1')
    .transform((raw) => raw.replace(/\/+$/, '')),
);

const mongoUri = optional(
  z
    .string()
    .trim()
    .refine((uri) => /^mongodb(\+srv)?:\/\/[^/]/.test(uri), 'must be a mongodb:// or mongodb+srv:// connection string'),
);

const publicUrl = optional(
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'must be the http or https address people open the console at'),
);

/** GSG_ENTRA_AUTHORITY: an address without path, query or fragment; a trailing slash is dropped. */
const entraAuthority = optional(
  z
    .string()
    .trim()
    .refine((raw) => {
      if (!URL.canParse(raw)) return false;
      const url = new URL(raw);
      return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    }, 'must be the http or https address of the Entra ID authority, without a path, such as https://login.microsoftonline.com')
    .transform((raw) => raw.replace(/\/+$/, '')),
);

/**
 * Every variable the server reads, validated in one place: a bad value stops the start with one line
 * naming the variable, what it must be and what it got (never the value of a secret).
 */
const envSchema = z.object({
  PORT: wholeNumber(0, 65535),
  HOST: optional(z.string().trim()),
  GSG_DATA_DIR: optional(z.string()),
  GSG_ARCHIVE_DIR: optional(z.string()),
  GSG_DATABASE_MAX_MB: wholeNumber(1),
  GSG_RELEASE_MAX_BYTES: wholeNumber(1),
  MONGODB_URI: mongoUri,
  GSG_ADMIN_PASSWORD: optional(z.string()),
  GSG_SECRET_KEY: optional(z.string()),
  GSG_SEED: flag,
  GSG_WEB_DIST: optional(z.string()),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  GSG_SECURE_COOKIES: flag,
  GSG_ALLOWED_ORIGINS: optional(z.string()),
  GSG_TRUST_PROXY: trustProxySchema,
  GSG_DELIVERY_LEASE_SECONDS: wholeNumber(1, 3600),
  GSG_PUBLIC_URL: publicUrl,
  GSG_ENTRA_AUTHORITY: entraAuthority,
  GSG_METRICS_TOKEN: optional(z.string().trim().min(16, 'must be at least 16 characters')),
  GSG_INGEST_REQUESTS_PER_MINUTE: wholeNumber(1),
  GSG_EVALUATE_REQUESTS_PER_MINUTE: wholeNumber(1),
  GSG_SCIM_REQUESTS_PER_MINUTE: wholeNumber(1),
  GSG_GATEWAY_UPSTREAM_URL: upstreamUrl,
  GSG_GATEWAY_UPSTREAM_KEY: optional(z.string().trim()),
});

/** Variables whose values must not appear in an error line. */
// The upstream URL too: a proxy in front of the model may take its credentials in the URL.
const SECRETS = new Set([
  'GSG_ADMIN_PASSWORD',
  'GSG_SECRET_KEY',
  'MONGODB_URI',
  'GSG_METRICS_TOKEN',
  'GSG_GATEWAY_UPSTREAM_URL',
  'GSG_GATEWAY_UPSTREAM_KEY',
]);

function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof envSchema> {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0]);
  const got = SECRETS.has(name) ? '' : `, got '${env[name]}'`;
  throw new ConfigError(`${name} ${issue.message}${got}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const vars = parseEnv(env);
  return {
    port: vars.PORT ?? 8080,
    host: vars.HOST ?? '0.0.0.0',
    dataDir: resolve(vars.GSG_DATA_DIR ?? './data'),
    archiveDir: resolve(vars.GSG_ARCHIVE_DIR ?? join(vars.GSG_DATA_DIR ?? './data', 'archive')),
    databaseMaxMegabytes: vars.GSG_DATABASE_MAX_MB,
    releaseMaxBytes: vars.GSG_RELEASE_MAX_BYTES ?? DEFAULT_RELEASE_MAX_BYTES,
    mongodbUri: vars.MONGODB_URI,
    adminPassword: vars.GSG_ADMIN_PASSWORD,
    secretKey: vars.GSG_SECRET_KEY,
    seedSampleData: vars.GSG_SEED ?? true,
    webDistDir: resolve(vars.GSG_WEB_DIST ?? defaultWebDist),
    logLevel: vars.LOG_LEVEL ?? 'info',
    secureCookies: vars.GSG_SECURE_COOKIES ?? false,
    allowedOrigins: parseAllowedOrigins(vars.GSG_ALLOWED_ORIGINS),
    trustProxy: vars.GSG_TRUST_PROXY ?? false,
    deliveryLeaseSeconds: vars.GSG_DELIVERY_LEASE_SECONDS ?? 30,
    publicUrl: vars.GSG_PUBLIC_URL,
    entraAuthority: vars.GSG_ENTRA_AUTHORITY ?? ENTRA_AUTHORITY,
    metricsToken: vars.GSG_METRICS_TOKEN,
    rateLimits: {
      // Generous: a batch carries up to 1,000 events, so 3,000 batches a minute is far past the 2,000
      // events a second the ingest API is built for.
      ingestPerMinute: vars.GSG_INGEST_REQUESTS_PER_MINUTE ?? 3000,
      evaluatePerMinute: vars.GSG_EVALUATE_REQUESTS_PER_MINUTE ?? 6000,
      // An identity provider's first sync sends a request per person and group; it backs off on a 429.
      scimPerMinute: vars.GSG_SCIM_REQUESTS_PER_MINUTE ?? 1200,
    },
    gateway: { upstreamUrl: vars.GSG_GATEWAY_UPSTREAM_URL, upstreamKey: vars.GSG_GATEWAY_UPSTREAM_KEY },
  };
}
