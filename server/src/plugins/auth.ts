import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { MFA_REQUIRED_ERRORS, can, permissionMissing, type Actor, type ApiKeySurface, type Permission } from '@gsg/shared';
import { SESSION_COOKIE, type AuthContext } from '../modules/auth/session-service.ts';
import { forbidden, unauthorized } from '../http-errors.ts';
import { isAllowedOrigin } from '../security/allowed-origin.ts';

export const FOREIGN_ORIGIN = 'Requests from this origin are not accepted';
export const API_KEY_REQUIRED = 'A valid API key is required';
export const SCIM_TOKEN_REQUIRED = 'A valid SCIM token is required';
/** A live key used where its scope does not reach: refused, not treated as no key at all. */
export const WRONG_SCOPE: Record<ApiKeySurface, string> = {
  agents: "This API key's scope does not include the agent APIs",
  gateway: "This API key's scope does not include the gateway",
};
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The signed-in person's role must hold the route's permission; a route that names none is refused. */
function assertPermitted(request: FastifyRequest, permission: Permission | undefined): void {
  const { role } = authOf(request).account;
  if (!permission) throw forbidden('This route names no permission, so no role may use it');
  if (!can(role, permission)) throw forbidden(permissionMissing(role, permission));
}

/** An agent's key: `Authorization: Bearer <key>` or `X-API-Key: <key>`. */
export function presentedApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  const key = request.headers['x-api-key'];
  return typeof key === 'string' ? key.trim() : undefined;
}

/**
 * Whether the request carries the scrape token as `Authorization: Bearer <token>`; compared as hashes,
 * in constant time, so neither its length nor its content leaks through timing.
 */
function holdsMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));
}

/**
 * Every route needs a live console session unless its own `config.auth` says otherwise (see RouteAuth):
 * default deny. The decision is made from the route the router matched, never from the raw URL, which the
 * router decodes and may receive in absolute form (`/%61pi/...` and `http://host/api/...` reach the same
 * routes as `/api/...`). Requests that matched no route reach the 404 handler, which serves nothing private.
 */
export default fp(async (app) => {
  await app.register(cookie);
  app.decorateRequest('auth', null);
  app.decorateRequest('agent', null);
  app.decorateRequest('scimToken', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const mode = request.routeOptions.config.auth ?? 'session';
    if (mode === 'session-or-metrics-token' && holdsMetricsToken(request, app.config.metricsToken)) return;
    // The identity provider's client: its token and nothing else (no session, no API key) opens SCIM.
    if (mode === 'scim') {
      const header = request.headers.authorization;
      request.scimToken = await app.services.scimTokens.authenticate(header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined);
      if (!request.scimToken) throw unauthorized(SCIM_TOKEN_REQUIRED);
      return;
    }
    if (mode === 'agent' || mode === 'session-or-agent' || mode === 'gateway') {
      const key = await app.services.apiKeys.authenticate(presentedApiKey(request));
      const surface = mode === 'gateway' ? 'gateway' : 'agents';
      if (key && !app.services.apiKeys.allows(key, surface)) throw forbidden(WRONG_SCOPE[surface]);
      request.agent = key;
      if (request.agent) return;
      if (mode !== 'session-or-agent') throw unauthorized(API_KEY_REQUIRED);
    }
    // The cookie goes along with requests that other pages make too (SameSite=Lax still sends it from a
    // sibling subdomain): a change, sign-in included, must come from a page of the console's own.
    if (!SAFE_METHODS.has(request.method) && !isAllowedOrigin(request.headers, app.config.allowedOrigins)) {
      throw forbidden(FOREIGN_ORIGIN);
    }
    if (mode === 'public') return;
    request.auth = await app.services.sessions.authenticate(request.cookies[SESSION_COOKIE]);
    if (!request.auth) throw unauthorized();
    // Before the body is parsed or validated: a role that may not act learns nothing about its input.
    assertPermitted(request, request.routeOptions.config.permission);
    if (!request.routeOptions.config.beforeMfaEnrolment && (await app.services.mfa.enrolmentRequired(request.auth.account))) {
      throw forbidden(MFA_REQUIRED_ERRORS.enrolmentRequired);
    }
  });
});

/** The signed-in user of a session route (the hook above guarantees one). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Who acts in a signed-in request, and from where, as domain events and audit records name them. */
export function actorOf(request: FastifyRequest): Actor {
  const { account } = authOf(request);
  const userAgent = request.headers['user-agent'];
  return { accountId: account.id, username: account.username, ipAddress: request.ip, ...(userAgent ? { userAgent: userAgent.slice(0, 300) } : {}) };
}
