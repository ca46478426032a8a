import t from 'tap';
import type { AddressInfo } from 'node:net';
import { buildTestApp } from '../helper.ts';
import { PUBLIC_ROUTES as PUBLIC } from '../public-routes.ts';
import { inParallel, rawRequest } from '../raw-http.ts';
import { pathSpellings } from '../path-spellings.ts';
import { UNROUTABLE } from '../../src/plugins/errors.ts';
import { ASSET_GONE, NO_BUNDLE } from '../../src/plugins/web.ts';

/**
 * The 400s that come before any route runs: a path that does not decode, a request line Node's parser
 * refuses (a backslash), a file path the bundle's route refuses (a NUL byte). Any other 400 is a route's
 * validation or handler speaking, so the route was reached.
 */
const REFUSED_BEFORE_ROUTING = [UNROUTABLE, '"message":"Client Error"', '"message":"Bad Request"'];

/**
 * The 404s of no route: the router's JSON 404, the web's 404s (no bundle in tests, an older build's file), an upgrade to a route
 * that serves no WebSocket. A handler's 404 ('Policy not found') means the route was reached.
 */
const notRouted = (body: string) =>
  /"message":"Route [A-Z]+ [^"]* not found"/.test(body) || body.includes(NO_BUNDLE) || body.includes(ASSET_GONE) || body.includes('No WebSocket is served here');

/** What a request without credentials may get: refused, forbidden (dot segments in a file path), not routed. */
const refused = ({ status, body }: { status: number; body: string }) =>
  status === 401 ||
  status === 403 ||
  (status === 404 && notRouted(body)) ||
  (status === 400 && REFUSED_BEFORE_ROUTING.some((text) => body.includes(text)));

const DOCS = ['/docs', '/docs/', '/docs/json', '/docs/yaml', '/docs/static/index.html', '/docs/static/swagger-ui.css'];
/** Routes the API document leaves out: the scrape endpoint, and the gateway's answer to paths OpenAI has and we do not. */
const HIDDEN = [
  { method: 'GET', path: '/metrics' },
  { method: 'POST', path: '/v1/completions' },
  { method: 'GET', path: '/v1/models' },
];
/** The routes an API key opens (by its scope); every other route wants a console session. */
const KEY_ROUTES = new Set([
  'POST /api/v1/guard/evaluate',
  'POST /api/v1/guard/scan',
  'POST /api/v1/ingest/events',
  // Agents fetch the installer Update Client names with their key (a signed-in person may too).
  'GET /api/v1/releases/installers/x/download',
  'POST /v1/chat/completions',
  'POST /v1/responses',
  'POST /v1/embeddings',
]);

t.test('no route answers without credentials, however its path is spelled, and nothing changes', async (t) => {
  const { app, as } = await buildTestApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  const spec = (await as({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x') })),
  );
  t.ok(routes.length > 40, `found ${routes.length} routes`);
  const policiesBefore = (await as({ method: 'GET', url: '/api/v1/policies' })).body;

  const attacks = [
    ...routes.filter(({ method, path }) => !PUBLIC.has(`${method} ${path}`)),
    ...DOCS.map((path) => ({ method: 'GET', path })),
    ...HIDDEN,
  ].flatMap(({ method, path }) => [path, ...pathSpellings(path, port)].map((target) => ({ method, path, target })));

  const answers = await inParallel(attacks, 16, async (attack) => {
    const body = attack.method === 'GET' || attack.method === 'DELETE' ? undefined : '{}';
    const res = await rawRequest(port, attack.method, attack.target, body ? { body, headers: { 'Content-Type': 'application/json' } } : {});
    return { ...attack, status: res.status, body: res.body };
  });
  const reached = answers.filter((a) => !refused(a)).map((a) => `${a.method} ${a.target} -> ${a.status}`);
  t.same(reached, [], `${answers.length} requests without credentials, none answered`);
  t.ok(
    answers.filter((a) => a.target === a.path).every((a) => a.status === 401),
    'every route and the API docs answer 401 at their own path',
  );
  t.equal((await as({ method: 'GET', url: '/api/v1/policies' })).body, policiesBefore, 'nothing changed');
});

t.test('the agent stream never upgrades without a key, however its path is spelled', async (t) => {
  const { app } = await buildTestApp(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const path = '/api/v1/agent/stream';
  const upgrade = { Upgrade: 'websocket', Connection: 'Upgrade', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==' };
  const answers = await inParallel([path, ...pathSpellings(path, port)], 16, async (target) => ({
    target,
    ...(await rawRequest(port, 'GET', target, { headers: upgrade })),
  }));
  t.same(
    answers.filter((a) => !refused(a)).map((a) => `${a.target} -> ${a.status}`),
    [],
    `${answers.length} upgrade attempts, none accepted`,
  );
});

t.test('an API key opens only the routes made for keys: every other route refuses it, as it refuses a forged session', async (t) => {
  const { app, as } = await buildTestApp(t);
  const { key } = (await as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'both', scope: 'both' } })).json();
  const spec = (await as({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const routes = [
    ...Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x') }))),
    ...HIDDEN,
    // The gateway's own 404 for the rest of /v1 is for keys too (it answers a key with OpenAI's not-found).
  ].filter(({ method, path }) => !PUBLIC.has(`${method} ${path}`) && !KEY_ROUTES.has(`${method} ${path}`) && !path.startsWith('/v1/'));
  const policiesBefore = (await as({ method: 'GET', url: '/api/v1/policies' })).body;
  const answers = await Promise.all(
    routes.flatMap(({ method, path }) =>
      [{ authorization: `Bearer ${key}` }, { 'x-api-key': key }, { cookie: 'gsg_session=forged-session-token' }].map(async (headers) => {
        const res = await app.inject({ method: method as 'GET', url: path, headers: { ...headers, 'content-type': 'application/json' }, payload: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
        return { route: `${method} ${path} ${Object.keys(headers)[0]}`, status: res.statusCode };
      }),
    ),
  );
  t.ok(routes.length > 40, `${routes.length} routes that want a session`);
  t.same(answers.filter((a) => a.status !== 401).map((a) => `${a.route} -> ${a.status}`), [], 'each refuses a key and a forged session with 401');
  t.equal((await as({ method: 'GET', url: '/api/v1/policies' })).body, policiesBefore, 'nothing changed');
});
