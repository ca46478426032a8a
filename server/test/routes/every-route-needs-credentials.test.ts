import t from 'tap';
import { buildTestApp } from '../helper.ts';

// Sign-in and sign-out must work without a session; nothing else may.
const PUBLIC = new Set(['POST /api/v1/auth/login', 'POST /api/v1/auth/logout']);

t.test('every documented API route answers 401 without credentials, and changes nothing', async (t) => {
  const { app, as } = await buildTestApp(t);
  const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
  t.ok(routes.length > 40, `found ${routes.length} routes`);

  const policiesBefore = (await as({ method: 'GET', url: '/api/v1/policies' })).body;
  for (const { method, path } of routes) {
    if (PUBLIC.has(`${method} ${path}`)) continue;
    const url = path.replace(/\{[^}]+\}/g, 'x');
    const res = await app.inject({
      method: method as 'GET',
      url,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    t.equal(res.statusCode, 401, `${method} ${path}`);
  }
  t.equal((await as({ method: 'GET', url: '/api/v1/policies' })).body, policiesBefore, 'nothing changed');
});
