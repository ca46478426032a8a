import fp from 'fastify-plugin';
import type { FastifyContextConfig, RouteOptions } from 'fastify';

/** The API document's pages are for anyone signed in. */
const DOCS_PREFIX = '/docs';

/**
 * Every route a console session can reach names the permission it needs: a route added without one fails
 * the server's start, so no route is open to every role by being forgotten (default deny).
 */
function assertPermissionDeclared(route: RouteOptions): void {
  const config = (route.config ?? {}) as FastifyContextConfig;
  const mode = config.auth ?? 'session';
  if (mode === 'public' || mode === 'agent' || mode === 'gateway' || mode === 'scim' || config.permission) return;
  if (route.url.startsWith(DOCS_PREFIX)) {
    route.config = { ...config, permission: 'console.read' };
    return;
  }
  throw new Error(`${String(route.method)} ${route.url} names no permission (config.permission)`);
}

/** Registered before any route, so that it sees every one, the API document's pages included. */
export default fp(async (app) => {
  app.addHook('onRoute', assertPermissionDeclared);
});
