import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { parseAllowedOrigins } from './security/allowed-origin.ts';
import { ConfigError } from './config-error.ts';

export interface Config {
  port: number;
  host: string;
  /** Where the SQLite file and the generated secret key live. */
  dataDir: string;
  /**
   * SQLite only: the most the database file may grow to, in MB (unset: as far as the disk allows). Past it
   * writes are refused with 507, as on a full disk, so the console cannot fill the disk it shares.
   */
  databaseMaxMegabytes: number | undefined;
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
  /** Requests a minute one API key may send to the ingest and evaluate APIs. */
  rateLimits: { ingestPerMinute: number; evaluatePerMinute: number };
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

function port(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be a port number, got '${raw}'`);
  return n;
}

const flag = (raw: string | undefined, fallback: boolean): boolean =>
  raw === undefined || raw === '' ? fallback : !['0', 'false', 'no', 'off'].includes(raw.toLowerCase());

const PROXY_ADDRESS = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a whole number of at least 1, got '${raw}'`);
  return n;
}

/** GSG_TRUST_PROXY: unset or 'false' (X-Forwarded-For is ignored), a hop count, or proxy addresses/ranges. */
function trustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || ['false', 'off', 'no', '0'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.find((e) => !PROXY_ADDRESS(e));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(`GSG_TRUST_PROXY must be a hop count or proxy addresses such as 10.0.0.5,10.1.0.0/16, got '${bad ?? value}'`);
  }
  return entries;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: port(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.GSG_DATA_DIR || './data'),
    databaseMaxMegabytes: env.GSG_DATABASE_MAX_MB?.trim() ? positiveInt('GSG_DATABASE_MAX_MB', env.GSG_DATABASE_MAX_MB, 0) : undefined,
    mongodbUri: env.MONGODB_URI || undefined,
    adminPassword: env.GSG_ADMIN_PASSWORD || undefined,
    secretKey: env.GSG_SECRET_KEY || undefined,
    seedSampleData: flag(env.GSG_SEED, true),
    webDistDir: resolve(env.GSG_WEB_DIST || defaultWebDist),
    logLevel: env.LOG_LEVEL || 'info',
    secureCookies: flag(env.GSG_SECURE_COOKIES, false),
    allowedOrigins: parseAllowedOrigins(env.GSG_ALLOWED_ORIGINS),
    trustProxy: trustProxy(env.GSG_TRUST_PROXY),
    rateLimits: {
      // Generous: a batch carries up to 1,000 events, so 3,000 batches a minute is far past the 2,000
      // events a second the ingest API is built for.
      ingestPerMinute: positiveInt('GSG_INGEST_REQUESTS_PER_MINUTE', env.GSG_INGEST_REQUESTS_PER_MINUTE, 3000),
      evaluatePerMinute: positiveInt('GSG_EVALUATE_REQUESTS_PER_MINUTE', env.GSG_EVALUATE_REQUESTS_PER_MINUTE, 6000),
    },
  };
}
