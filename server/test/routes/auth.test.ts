import t from 'tap';
import { buildTestApp, ADMIN_PASSWORD, signIn } from '../helper.ts';

t.test('sign-in sets an httpOnly session cookie and /me answers for it', async (t) => {
  const { app } = await buildTestApp(t);
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
  t.equal(res.statusCode, 200);
  t.match(res.json(), { username: 'admin', fullName: 'Admin User', role: 'admin' });
  const cookie = res.cookies.find((c) => c.name === 'gsg_session');
  t.ok(cookie, 'session cookie set');
  t.equal(cookie?.httpOnly, true);
  t.equal(cookie?.sameSite, 'Lax');
  const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: `gsg_session=${cookie?.value}` } });
  t.equal(me.statusCode, 200);
  t.equal(me.json().username, 'admin');
});

t.test('a wrong password is refused, recorded, and slows the next attempt', async (t) => {
  const { app, as } = await buildTestApp(t);
  const bad = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: 'nope' } });
  t.equal(bad.statusCode, 401);
  t.equal(bad.json().message, 'Invalid username or password');
  t.notOk(bad.cookies.some((c) => c.name === 'gsg_session'), 'no cookie on failure');
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: 'nope' } })).statusCode, 401, 'counted: the limit is not reached yet');
  const unknown = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'ghost', password: 'x' } });
  t.equal(unknown.statusCode, 401);
  t.equal(unknown.json().message, 'Invalid username or password', 'unknown users get the same answer');
  t.ok(as, 'helper signed in before the failures');
});

t.test('sign-in input is validated', async (t) => {
  const { app } = await buildTestApp(t);
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: '' } });
  t.equal(res.statusCode, 400);
  t.match(res.json().message, /username/);
  t.match(res.json().fields, [{ path: 'body.username' }]);
});

t.test('sign-out ends the session: the old cookie no longer works', async (t) => {
  const { app, cookie } = await buildTestApp(t);
  const out = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
  t.equal(out.statusCode, 204);
  const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
  t.equal(me.statusCode, 401);
});

t.test('a session idle past the configured timeout is ended', async (t) => {
  const { app } = await buildTestApp(t);
  const cookie = await signIn(app, 'admin', ADMIN_PASSWORD);
  const ctx = await app.services.sessions.authenticate(cookie.split('=')[1]);
  t.ok(ctx);
  await app.store.sessions.touch(ctx!.session.id, new Date(Date.now() - 31 * 60_000).toISOString());
  const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
  t.equal(me.statusCode, 401, 'default timeout is 30 minutes');
});

t.test('unknown /api paths answer JSON 404, API docs are served', async (t) => {
  const { app, as } = await buildTestApp(t);
  const res = await as({ method: 'GET', url: '/api/v1/nope' });
  t.equal(res.statusCode, 404);
  t.match(res.json(), { statusCode: 404, message: 'Route GET /api/v1/nope not found' });
  const anon = await app.inject({ method: 'GET', url: '/api/nothing/here' });
  t.equal(anon.statusCode, 404);
  t.equal(anon.headers['content-type']?.toString().startsWith('application/json'), true);
  const docs = await as({ method: 'GET', url: '/docs/json' });
  t.equal(docs.statusCode, 200);
  t.ok(docs.json().paths['/api/v1/policies/'] ?? docs.json().paths['/api/v1/policies'], 'policies documented');
});
