import type { FastifyRequest } from 'fastify';

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/Linux/, 'Linux'],
];

/** 'Chrome on macOS' from a User-Agent: what the sessions and login-history tables show. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1] ?? 'Unknown browser';
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

const PRIVATE = [/^127\./, /^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^::1$/, /^fe80:/i, /^f[cd]/i, /^::ffff:127\./];

/** Without a geo-IP database we can only tell local from remote addresses, and say so plainly. */
export function describeLocation(ip: string): string {
  return PRIVATE.some((re) => re.test(ip)) ? 'Local network' : 'Unknown location';
}

export function clientInfo(request: FastifyRequest): { device: string; location: string; ipAddress: string } {
  const ipAddress = request.ip;
  return { device: describeDevice(request.headers['user-agent']), location: describeLocation(ipAddress), ipAddress };
}
