import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built console with SPA fallback: unknown /api paths get a JSON 404, every other unknown path gets
 * index.html and the client router shows its own 'Page not found'.
 */
export default fp(async (app) => {
  const root = app.config.webDistDir;
  const hasBundle = existsSync(join(root, 'index.html'));
  if (hasBundle) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Vite fingerprints everything under assets/, so those can be cached for good.
      setHeaders(reply, path) {
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      });
    }
    if (!hasBundle || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).type('text/plain').send('Not found. Build the web console with `npm run build`.');
    }
    return reply.sendFile('index.html');
  });
});
