import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type AuthContext } from '../services/session-service.ts';
import { unauthorized } from '../http-errors.ts';

/**
 * Every /api route needs a live console session unless it is declared `config: { auth: 'public' }`.
 * Unknown /api paths fall through to the JSON 404 without a lookup.
 */
export default fp(async (app) => {
  await app.register(cookie);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.url === undefined) return;
    if (request.routeOptions.config.auth === 'public') return;
    request.auth = await app.services.sessions.authenticate(request.cookies[SESSION_COOKIE]);
    if (!request.auth) throw unauthorized();
  });
});

/** The signed-in user of a session route (the hook above guarantees one). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
