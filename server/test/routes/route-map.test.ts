import t from 'tap';
import { ACCOUNT_API, API_ROUTES, pathOf } from '@gsg/shared';
import { buildTestApp } from '../helper.ts';

t.test('every route of the shared route map is a route of the server, with that method and path', async (t) => {
  const { app } = await buildTestApp(t);
  for (const [area, routes] of Object.entries(API_ROUTES)) {
    for (const [name, route] of Object.entries(routes)) {
      t.ok(app.hasRoute({ method: route.method, url: `/api/v1${route.path}` }), `${area}.${name}: ${route.method} ${route.path}`);
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
