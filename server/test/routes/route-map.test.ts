import t from 'tap';
import {
  ACCOUNT_API,
  ALERTS_API,
  API_ROUTES,
  ENDPOINTS_API,
  GATEWAY_API,
  POLICIES_API,
  SETTINGS_API,
  SETTINGS_SECTIONS,
  pathOf,
  type ApiRoute,
} from '@gsg/shared';
import { buildTestApp } from '../helper.ts';

t.test('every route of the shared route map is a route of the server, with that method and path', async (t) => {
  const { app } = await buildTestApp(t);
  for (const [area, routes] of Object.entries(API_ROUTES)) {
    for (const [name, route] of Object.entries(routes)) {
      t.ok(app.hasRoute({ method: route.method, url: `/api/v1${route.path}` }), `${area}.${name}: ${route.method} ${route.path}`);
    }
  }
});

t.test('no two routes of the map are the same route of the server', async (t) => {
  const seen = new Map<string, string>();
  for (const [area, routes] of Object.entries(API_ROUTES)) {
    for (const [name, route] of Object.entries(routes)) {
      const key = `${route.method} ${route.path}`;
      t.notOk(seen.has(key), `${area}.${name}: ${key}${seen.has(key) ? ` is also ${seen.get(key)}` : ''}`);
      seen.set(key, `${area}.${name}`);
    }
  }
});

t.test("the server's answers are what the map's response schemas say", async (t) => {
  const { as } = await buildTestApp(t);
  for (const route of [ACCOUNT_API.sessions, ACCOUNT_API.loginHistory, ACCOUNT_API.notifications, ACCOUNT_API.mfa]) {
    const res = await as({ method: route.method, url: `/api/v1${pathOf(route)}` });
    t.equal(res.statusCode, 200, route.path);
    t.ok(route.response.safeParse(res.json()).success, `${route.path} answers its schema`);
  }
  const [session] = (await as({ method: 'GET', url: `/api/v1${pathOf(ACCOUNT_API.sessions)}` })).json().items;
  const refused = await as({ method: 'DELETE', url: `/api/v1${pathOf(ACCOUNT_API.revokeSession, { id: session.id })}` });
  t.equal(refused.statusCode, 409, 'a filled-in path parameter reaches its route: the current session is not revocable');
  t.equal(pathOf(ACCOUNT_API.revokeSession, { id: 'a/b?c' }), '/account/sessions/a%2Fb%3Fc', 'a parameter stays one path segment');
  t.throws(() => pathOf(ACCOUNT_API.revokeSession), /needs :id/);
});

t.test("every GET route of the map answers the admin, on the sample data, with what its response schema says", async (t) => {
  const { as } = await buildTestApp(t, { seed: true });
  const read = async (route: ApiRoute, params: Record<string, string> = {}, query = '') => {
    const res = await as({ method: route.method, url: `/api/v1${pathOf(route, params)}${query}` });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  const firstId = async (route: ApiRoute): Promise<string> => {
    const { body } = await read(route);
    const id = (body as { items: Array<{ id: string }> }).items[0]?.id;
    if (!id) throw new Error(`${route.path} lists nothing to read one of`);
    return id;
  };
  // The GET routes whose path names something to read: how the test finds one, from the sample data.
  const calls = new Map<ApiRoute, () => Promise<Array<{ params: Record<string, string>; query?: string }>>>([
    [ALERTS_API.get, async () => [{ params: { id: await firstId(ALERTS_API.list) } }]],
    [ENDPOINTS_API.get, async () => [{ params: { id: await firstId(ENDPOINTS_API.list) } }]],
    [POLICIES_API.exceptions, async () => [{ params: { id: await firstId(POLICIES_API.list) } }]],
    [SETTINGS_API.section, async () => SETTINGS_SECTIONS.map((section) => ({ params: { section } }))],
    [GATEWAY_API.resolve, async () => [{ params: {}, query: '?model=gpt-4o' }]],
  ]);
  // A what-if run is read by its job, which only its start makes: started here, read, then cancelled.
  const policyId = await firstId(POLICIES_API.list);
  const started = await as({ method: 'POST', url: `/api/v1${pathOf(POLICIES_API.startWhatIf)}`, payload: { policyId, days: 1 } });
  t.equal(started.statusCode, 202, 'a what-if run starts');
  t.ok(POLICIES_API.startWhatIf.response.safeParse(started.json()).success, 'its start answers its schema');
  const jobId = (started.json() as { id: string }).id;
  calls.set(POLICIES_API.whatIf, async () => [{ params: { jobId } }]);

  let checked = 0;
  for (const [area, routes] of Object.entries(API_ROUTES)) {
    for (const [name, route] of Object.entries(routes)) {
      if (route.method !== 'GET' || route.response === null) continue;
      const hasParams = route.path.includes(':');
      const find = calls.get(route);
      t.ok(!hasParams || find, `${area}.${name} (${route.path}) has a way to be read here`);
      for (const { params, query } of find ? await find() : [{ params: {} }]) {
        const { status, body } = await read(route, params, query);
        t.equal(status, 200, `${area}.${name} ${JSON.stringify(params)} answers 200`);
        const parsed = route.response.safeParse(body);
        t.ok(parsed.success, `${area}.${name} ${JSON.stringify(params)} answers its schema`, { issues: parsed.error?.issues.slice(0, 3) });
        checked += 1;
      }
    }
  }
  t.ok(checked >= 25, `the GET routes were read (${checked})`);

  const cancelled = await as({ method: 'DELETE', url: `/api/v1${pathOf(POLICIES_API.cancelWhatIf, { jobId })}` });
  t.equal(cancelled.statusCode, 200, 'the run is cancelled');
  t.ok(POLICIES_API.cancelWhatIf.response.safeParse(cancelled.json()).success, 'the cancel answers its schema');
});
