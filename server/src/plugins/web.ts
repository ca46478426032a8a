import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const NO_BUNDLE = 'Not found. Build the web console with `npm run build`.';
export const ASSET_GONE = 'Not found. The web console was rebuilt: reload the page.';
const ASSETS_PREFIX = '/assets/';

/**
 * The built console with SPA fallback: unknown /api paths get a JSON 404, every other unknown path gets
 * index.html and the client router shows its own 'Page not found'.
 *
 * The bundle is looked up on disk for every request, not once at start: a server started while
 * `npm run build` was replacing the bundle serves the new one as soon as it is there.
 */
export default fp(async (app) => {
  const root = app.config.webDistDir;
  const hasBundle = () => existsSync(join(root, 'index.html'));
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    // The bundle may not be built yet; it is looked for again on every request.
    suppressWarning: true,
    // Vite fingerprints everything under assets/, so those can be cached for good.
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.includes(ASSETS_PREFIX) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The bundle's files are the sign-in page's too, so they are the one public route besides sign-in.
  app.get<{ Params: { '*': string } }>(
    '/*',
    { config: { auth: 'public' }, schema: { hide: true } },
    // Not returned: a reply that streams a file is not a promise to wait on (awaiting it stacked a close
    // listener on the response per wait).
    (request, reply) => {
      reply.sendFile(request.params['*']);
    },
  );
  app.setNotFoundHandler((request, reply) => {
    // The API's paths, and any other method than a page load: nothing the console's pages could answer.
    if (request.url.startsWith('/api/') || request.url === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      });
    }
    if (!hasBundle()) return reply.code(404).type('text/plain').send(NO_BUNDLE);
    // A fingerprinted file that is not there belongs to an older build: index.html in its place would
    // reach the page as a script of the wrong type; a 404 tells it plainly that its files were replaced.
    if (request.url.startsWith(ASSETS_PREFIX)) return reply.code(404).type('text/plain').send(ASSET_GONE);
    reply.sendFile('index.html');
  });
});
