import type { IncomingHttpHeaders } from 'node:http';
import { ConfigError } from '../config-error.ts';

/**
 * Whether a browser request comes from a page the console trusts: its own origin (the host the request
 * was sent to) or one named in GSG_ALLOWED_ORIGINS. Browsers send `Origin` on every cross-origin request
 * and WebSocket handshake, so a request without one is not a cross-origin page's; `null` (sandboxed frames,
 * local files) is nobody's and refused.
 */
export function isAllowedOrigin(headers: IncomingHttpHeaders, allowed: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !headers.host) return false;
  return url.host === hostOf(url.protocol, headers.host);
}

/** The Host header as URL.host writes it (lower case, the scheme's default port left out), or null. */
function hostOf(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/** `https://console.example.com, https://soc.example.com` as origins, each checked; throws on a bad entry. */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let origin: string | null = null;
      try {
        origin = new URL(entry).origin;
      } catch {
        // reported below
      }
      if (!origin || origin === 'null' || origin !== entry.replace(/\/$/, '')) {
        throw new ConfigError(`GSG_ALLOWED_ORIGINS must list origins such as https://console.example.com, got '${entry}'`);
      }
      return origin;
    });
}
