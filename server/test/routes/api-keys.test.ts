import t from 'tap';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { prepareFirstStart } from '../../src/services/first-start.ts';
import { ADMIN_PASSWORD, buildTestApp, signIn, tempDataDir } from '../helper.ts';
import { waiveMfaRequirement } from '../../test-support/mfa-requirement.ts';

t.test('an issued key is shown once, listed by prefix only, and revocable', async (t) => {
  const { as } = await buildTestApp(t);
  const created = await as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'Gateway EU' } });
  t.equal(created.statusCode, 201);
  const { key, id, prefix } = created.json();
  t.match(key, /^gsg_[A-Za-z0-9_-]{43}$/);
  t.ok(key.startsWith(prefix), 'the prefix is the start of the key');

  const list = await as({ method: 'GET', url: '/api/v1/api-keys' });
  t.match(list.json().items, [{ id, name: 'Gateway EU', createdBy: 'admin', revokedAt: null }]);
  t.notOk(list.body.includes(key), 'the key is never listed');

  const revoked = await as({ method: 'DELETE', url: `/api/v1/api-keys/${id}` });
  t.equal(revoked.statusCode, 200);
  t.type(revoked.json().revokedAt, 'string');
  const missing = await as({ method: 'DELETE', url: '/api/v1/api-keys/nope' });
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().message, 'API key not found');
});

t.test('a key needs a name', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: '  ' } });
  t.equal(res.statusCode, 400);
  t.match(res.json().fields, [{ path: 'body.name' }]);
});

t.test('api-key routes answer 401 without a session, and an API key does not open them', async (t) => {
  const { app, as } = await buildTestApp(t);
  const { key } = (await as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'agent' } })).json();
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/api-keys' })).statusCode, 401);
  const withKey = await app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: { authorization: `Bearer ${key}` } });
  t.equal(withKey.statusCode, 401, 'agents cannot manage keys');
});

t.test('agent routes take a live key by either header, and refuse revoked or made-up ones', async (t) => {
  const dataDir = tempDataDir(t);
  const config = loadConfig({ GSG_DATA_DIR: dataDir, GSG_ADMIN_PASSWORD: ADMIN_PASSWORD, GSG_SEED: '0' });
  const app = await buildApp({ config });
  t.teardown(() => app.close());
  app.get('/api/v1/agent-probe', { config: { auth: 'agent' } }, async (request) => ({ agent: request.agent?.name }));
  app.get('/api/v1/either-probe', { config: { auth: 'session-or-agent', permission: 'console.read' } }, async (request) => ({
    agent: request.agent?.name ?? null,
    user: request.auth?.account.username ?? null,
  }));
  await waiveMfaRequirement(app.store);
  await prepareFirstStart(app.store, app.secretBox, config, () => {}, () => {});
  const cookie = await signIn(app, 'admin', ADMIN_PASSWORD);
  const { key, id } = (
    await app.inject({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'probe' }, headers: { cookie } })
  ).json();

  const bearer = await app.inject({ method: 'GET', url: '/api/v1/agent-probe', headers: { authorization: `Bearer ${key}` } });
  t.same(bearer.json(), { agent: 'probe' });
  const header = await app.inject({ method: 'GET', url: '/api/v1/agent-probe', headers: { 'x-api-key': key } });
  t.same(header.json(), { agent: 'probe' });
  t.type((await app.store.apiKeys.list())[0]?.lastUsedAt, 'string', 'use is recorded');

  const session = await app.inject({ method: 'GET', url: '/api/v1/agent-probe', headers: { cookie } });
  t.equal(session.statusCode, 401, 'agent-only routes do not take a console session');
  t.equal(session.json().message, 'A valid API key is required');
  const either = await app.inject({ method: 'GET', url: '/api/v1/either-probe', headers: { cookie } });
  t.same(either.json(), { agent: null, user: 'admin' });

  const fake = await app.inject({ method: 'GET', url: '/api/v1/agent-probe', headers: { 'x-api-key': `gsg_${'A'.repeat(43)}` } });
  t.equal(fake.statusCode, 401);
  await app.inject({ method: 'DELETE', url: `/api/v1/api-keys/${id}`, headers: { cookie } });
  const revoked = await app.inject({ method: 'GET', url: '/api/v1/agent-probe', headers: { 'x-api-key': key } });
  t.equal(revoked.statusCode, 401, 'a revoked key is refused at once');
});

t.test("a key's scope opens the agent APIs, the gateway or both; both when none is given", async (t) => {
  const dataDir = tempDataDir(t);
  const config = loadConfig({ GSG_DATA_DIR: dataDir, GSG_ADMIN_PASSWORD: ADMIN_PASSWORD, GSG_SEED: '0' });
  const app = await buildApp({ config });
  t.teardown(() => app.close());
  app.get('/api/v1/agent-probe', { config: { auth: 'agent' } }, async () => ({ ok: true }));
  app.get('/api/v1/either-probe', { config: { auth: 'session-or-agent', permission: 'console.read' } }, async () => ({ ok: true }));
  app.get('/v1/gateway-probe', { config: { auth: 'gateway' } }, async () => ({ ok: true }));
  await waiveMfaRequirement(app.store);
  await prepareFirstStart(app.store, app.secretBox, config, () => {}, () => {});
  const cookie = await signIn(app, 'admin', ADMIN_PASSWORD);
  const issue = async (payload: object) =>
    (await app.inject({ method: 'POST', url: '/api/v1/api-keys', payload, headers: { cookie } })).json();

  const both = await issue({ name: 'default' });
  t.equal(both.scope, 'both');
  const agents = await issue({ name: 'desktop clients', scope: 'agents' });
  const gateway = await issue({ name: 'chat app', scope: 'gateway' });
  const call = async (url: string, key: string) =>
    (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } })).statusCode;

  t.same([await call('/api/v1/agent-probe', both.key), await call('/v1/gateway-probe', both.key)], [200, 200]);
  t.same([await call('/api/v1/agent-probe', agents.key), await call('/v1/gateway-probe', agents.key)], [200, 403]);
  t.same(
    [await call('/api/v1/agent-probe', gateway.key), await call('/api/v1/either-probe', gateway.key), await call('/v1/gateway-probe', gateway.key)],
    [403, 403, 200],
  );
  const refused = await app.inject({ method: 'GET', url: '/api/v1/agent-probe', headers: { 'x-api-key': gateway.key } });
  t.equal(refused.json().message, "This API key's scope does not include the agent APIs");
  t.same(
    (await app.store.apiKeys.list()).map((k) => [k.name, k.scope]).sort(),
    [['chat app', 'gateway'], ['default', 'both'], ['desktop clients', 'agents']],
    'the scope is stored and listed',
  );
  const bad = await app.inject({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'x', scope: 'all' }, headers: { cookie } });
  t.equal(bad.statusCode, 400);
  t.match(bad.json().fields, [{ path: 'body.scope' }]);
});
