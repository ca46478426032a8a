import t, { type Test } from 'tap';
import OpenAI from 'openai';
import { failure } from '../openai-failure.ts';
import { StubUpstream } from '../../test-support/stub-upstream.ts';
import type { InjectOptions } from 'fastify';
import { ON_MONGODB, addSignedInAccount, buildTestApp, traceLog } from '../helper.ts';
import { listen } from '../live/live-client.ts';
import { closedPort } from '../closed-port.ts';

const KEY_ONE = 'sk-route-one-0123456789';
const KEY_TWO = 'sk-route-two-9876543210';
const ENV_KEY = 'sk-environment-upstream';

async function stub(t: Test, key: string | null): Promise<StubUpstream> {
  const upstream = await new StubUpstream().start();
  upstream.expectKey = key;
  t.teardown(() => upstream.stop());
  return upstream;
}


t.test('each model goes to the upstream of the first enabled route matching it, with that route\'s key; others to the environment\'s upstream', async (t) => {
  const log = traceLog();
  const one = await stub(t, KEY_ONE);
  const two = await stub(t, KEY_TWO);
  const env = await stub(t, ENV_KEY);
  one.reply = 'from upstream one';
  two.reply = 'from upstream two';
  env.reply = 'from the environment';
  const gw = await listen(await buildTestApp(t, { logger: log.logger, env: { GSG_GATEWAY_UPSTREAM_URL: env.url, GSG_GATEWAY_UPSTREAM_KEY: ENV_KEY } }));
  const { key } = (await gw.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'chat app', scope: 'gateway' } })).json();
  const client = new OpenAI({ baseURL: `${gw.url}/v1`, apiKey: key, maxRetries: 0 });
  const ask = async (model: string) => (await client.chat.completions.create({ model, messages: [{ role: 'user', content: 'Hello' }] })).choices[0]?.message.content;

  const bodies: string[] = [];
  const create = async (payload: object) => {
    const res = await gw.as({ method: 'POST', url: '/api/v1/gateway/routes', payload });
    t.equal(res.statusCode, 201, res.body);
    bodies.push(res.body);
    return res.json();
  };
  const routeOne = await create({ name: 'OpenAI', modelPattern: 'gpt-4o*', upstreamUrl: `${one.url}/`, apiKey: KEY_ONE });
  const routeTwo = await create({ name: 'Anthropic', modelPattern: 'claude-*', upstreamUrl: two.url, apiKey: KEY_TWO });
  t.match(routeOne, { name: 'OpenAI', modelPattern: 'gpt-4o*', upstreamUrl: one.url, keySet: true, enabled: true, position: 0 }, 'the trailing slash is dropped');
  t.match(routeTwo, { position: 1 });
  t.notOk('apiKey' in routeOne, 'the key is not sent back');

  t.equal(await ask('gpt-4o-mini'), 'from upstream one');
  t.equal(await ask('GPT-4O'), 'from upstream one', 'patterns ignore case');
  t.equal(await ask('claude-3-5-sonnet'), 'from upstream two');
  t.equal(await ask('mistral-large'), 'from the environment', 'no route takes it: the environment\'s upstream');
  t.same(one.calls.map((c) => [c.authorization, c.body.model]), [[`Bearer ${KEY_ONE}`, 'gpt-4o-mini'], [`Bearer ${KEY_ONE}`, 'GPT-4O']]);
  t.same(two.calls.map((c) => [c.authorization, c.body.model]), [[`Bearer ${KEY_TWO}`, 'claude-3-5-sonnet']]);
  t.same(env.calls.map((c) => [c.authorization, c.body.model]), [[`Bearer ${ENV_KEY}`, 'mistral-large']]);

  // Streamed too, through the route.
  const stream = await client.chat.completions.create({ model: 'claude-3-opus', stream: true, messages: [{ role: 'user', content: 'Hi' }] });
  let streamed = '';
  for await (const chunk of stream) streamed += chunk.choices[0]?.delta.content ?? '';
  t.equal(streamed, 'from upstream two');

  // A disabled route is skipped: the next matching one, or the environment, takes the model.
  bodies.push((await gw.as({ method: 'PATCH', url: `/api/v1/gateway/routes/${routeTwo.id}`, payload: { enabled: false } })).body);
  t.equal(await ask('claude-3-5-sonnet'), 'from the environment', 'the disabled route is skipped');
  const wide = await create({ name: 'Everything', modelPattern: '*', upstreamUrl: one.url, apiKey: KEY_ONE });
  t.equal(await ask('claude-3-5-sonnet'), 'from upstream one', 'the next route matching takes it');

  // Order decides: the catch-all moved first takes every model.
  const order = await gw.as({ method: 'PUT', url: '/api/v1/gateway/routes/order', payload: { ids: [wide.id, routeOne.id, routeTwo.id] } });
  t.equal(order.statusCode, 200, order.body);
  bodies.push(order.body);
  t.same(order.json().items.map((r: { id: string; position: number }) => [r.id, r.position]), [[wide.id, 0], [routeOne.id, 1], [routeTwo.id, 2]]);
  t.equal(await ask('mistral-large'), 'from upstream one');

  const resolved = await gw.as({ method: 'GET', url: '/api/v1/gateway/resolve?model=mistral-large' });
  t.same(resolved.json(), { model: 'mistral-large', via: 'route', route: { id: wide.id, name: 'Everything', modelPattern: '*' }, upstreamUrl: one.url });
  await gw.as({ method: 'DELETE', url: `/api/v1/gateway/routes/${wide.id}` });
  t.same((await gw.as({ method: 'GET', url: '/api/v1/gateway/resolve?model=mistral-large' })).json(), { model: 'mistral-large', via: 'default', route: null, upstreamUrl: env.url });

  const list = await gw.as({ method: 'GET', url: '/api/v1/gateway/routes' });
  bodies.push(list.body);
  t.match(list.json(), { baseUrl: null, defaultUpstreamUrl: env.url, items: [{ id: routeOne.id, keySet: true }, { id: routeTwo.id, enabled: false }] });

  const audit = await gw.as({ method: 'GET', url: '/api/v1/audit?limit=100' });
  t.equal(audit.statusCode, 200, audit.body);
  bodies.push(audit.body);
  const actions = (audit.json().items as Array<{ action: string }>).map((e) => e.action);
  for (const action of ['gateway-route.saved', 'gateway-route.reordered', 'gateway-route.deleted']) t.ok(actions.includes(action), `${action} is in the audit trail`);
  const saved = (audit.json().items as Array<{ action: string; before: unknown; after: unknown }>).find((e) => e.action === 'gateway-route.saved' && e.before !== null);
  t.match(saved, { before: { enabled: true, keySet: true }, after: { enabled: false, keySet: true } }, 'before and after, without the key');

  await gw.app.close();
  const stored = await gw.raw.record('gateway_routes', routeOne.id);
  t.match(stored, ON_MONGODB ? { sealedKey: /^v1:/ } : { sealed_key: /^v1:/ }, 'kept sealed, on either store');
  for (const secret of [KEY_ONE, KEY_TWO]) {
    t.notOk(bodies.some((b) => b.includes(secret)), 'no answer carries a key');
    t.notOk(log.text().includes(secret), 'the server log never carries a key');
    t.notOk(JSON.stringify(stored).includes(secret), 'the key is sealed at rest');
  }
});

t.test('without a matching route or an environment upstream the gateway answers 503 in OpenAI\'s shape; keys are write-only', async (t) => {
  const one = await stub(t, KEY_ONE);
  const gw = await listen(await buildTestApp(t));
  const { key } = (await gw.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'chat app' } })).json();
  const client = new OpenAI({ baseURL: `${gw.url}/v1`, apiKey: key, maxRetries: 0 });
  const route = (await gw.as({ method: 'POST', url: '/api/v1/gateway/routes', payload: { name: 'Local', modelPattern: 'llama-?', upstreamUrl: one.url } })).json();
  t.equal(route.keySet, false, 'a route may have no key');

  const unmatched = await failure(client.chat.completions.create({ model: 'llama-31', messages: [{ role: 'user', content: 'Hi' }] }));
  t.equal(unmatched.status, 503);
  t.equal(unmatched.code, 'gateway_not_configured');
  t.match(unmatched.message, /no enabled model route matches it/);
  t.same((await gw.as({ method: 'GET', url: '/api/v1/gateway/resolve?model=llama-31' })).json(), { model: 'llama-31', via: 'none', route: null, upstreamUrl: null });

  const refused = await failure(client.chat.completions.create({ model: 'llama-3', messages: [{ role: 'user', content: 'Hi' }] }));
  t.equal(refused.status, 502, 'the upstream refused the missing key: the gateway says so as its own fault');
  t.equal(one.calls.length, 1);

  // The key set later, kept when left out, removed with null.
  t.equal((await gw.as({ method: 'PATCH', url: `/api/v1/gateway/routes/${route.id}`, payload: { apiKey: KEY_ONE } })).json().keySet, true);
  t.equal((await gw.as({ method: 'PATCH', url: `/api/v1/gateway/routes/${route.id}`, payload: { name: 'Local models' } })).json().keySet, true);
  t.equal((await client.chat.completions.create({ model: 'llama-3', messages: [{ role: 'user', content: 'Hi' }] })).choices[0]?.message.content, one.reply);
  t.equal(one.calls.at(-1)?.authorization, `Bearer ${KEY_ONE}`);

  t.same((await gw.as({ method: 'POST', url: `/api/v1/gateway/routes/${route.id}/test` })).json(), { ok: true, status: 200, error: null }, 'the connection test uses the stored key');
  t.equal(one.calls.at(-1)?.path, '/models');
  t.equal((await gw.as({ method: 'PATCH', url: `/api/v1/gateway/routes/${route.id}`, payload: { apiKey: null } })).json().keySet, false);
  t.same((await gw.as({ method: 'POST', url: `/api/v1/gateway/routes/${route.id}/test` })).json(), { ok: false, status: 401, error: 'The upstream refused the API key' });
  const port = await closedPort();
  await gw.as({ method: 'PATCH', url: `/api/v1/gateway/routes/${route.id}`, payload: { upstreamUrl: `http://127.0.0.1:${port}/v1` } });
  t.same((await gw.as({ method: 'POST', url: `/api/v1/gateway/routes/${route.id}/test` })).json(), { ok: false, status: null, error: 'The upstream could not be reached' });
});

t.test('a route is refused unless its fields are sound: https or loopback http, a plain pattern, every route once in an order', async (t) => {
  const gw = await buildTestApp(t);
  const post = (payload: object) => gw.as({ method: 'POST', url: '/api/v1/gateway/routes', payload });
  const base = { name: 'OpenAI', modelPattern: 'gpt-4o*', upstreamUrl: 'https://api.openai.com/v1' };
  for (const [upstreamUrl, why] of <Array<[string, string]>>[
    ['http://api.openai.com/v1', 'plain http off this machine'],
    ['ftp://127.0.0.1/v1', 'not http'],
    ['https://user:pw@api.openai.com/v1', 'credentials in the URL'],
    ['https://api.openai.com/v1?key=1', 'a query'],
    ['not a url', 'not a URL'],
  ]) {
    const res = await post({ ...base, upstreamUrl });
    t.equal(res.statusCode, 400, why);
    t.match(res.json().fields, [{ path: 'body.upstreamUrl' }], why);
  }
  for (const modelPattern of ['gpt-(4|5)', '^gpt.*$', 'gpt 4', '']) {
    t.equal((await post({ ...base, modelPattern })).statusCode, 400, `pattern ${JSON.stringify(modelPattern)}`);
  }
  t.equal((await post({ ...base, apiKey: '   ' })).statusCode, 400, 'an empty key');
  t.equal((await post({ ...base, upstreamUrl: 'http://localhost:11434/v1' })).statusCode, 201, 'loopback http');
  const a = (await post(base)).json();
  t.equal(a.position, 1);
  const badOrders = [[a.id], [a.id, a.id], [a.id, 'unknown']];
  for (const ids of badOrders) t.equal((await gw.as({ method: 'PUT', url: '/api/v1/gateway/routes/order', payload: { ids } })).statusCode, 400, JSON.stringify(ids));
  t.equal((await gw.as({ method: 'PATCH', url: '/api/v1/gateway/routes/unknown', payload: { enabled: false } })).statusCode, 404);
  t.equal((await gw.as({ method: 'DELETE', url: '/api/v1/gateway/routes/unknown' })).statusCode, 404);
  t.equal((await gw.as({ method: 'POST', url: '/api/v1/gateway/routes/unknown/test' })).statusCode, 404);
});

t.test('the route admin is refused without a session, with a forged one, and to roles without gateway.manage; nothing changes', async (t) => {
  const gw = await buildTestApp(t);
  const asAuditor = await addSignedInAccount(gw, 'audrey', 'auditor');
  const asAnalyst = await addSignedInAccount(gw, 'anil', 'cybersecurity_analyst');
  const route = (await gw.as({ method: 'POST', url: '/api/v1/gateway/routes', payload: { name: 'OpenAI', modelPattern: 'gpt-*', upstreamUrl: 'https://api.openai.com/v1', apiKey: KEY_ONE } })).json();
  const before = (await gw.as({ method: 'GET', url: '/api/v1/gateway/routes' })).body;
  const writes: InjectOptions[] = [
    { method: 'POST', url: '/api/v1/gateway/routes', payload: { name: 'X', modelPattern: 'x', upstreamUrl: 'https://x.example/v1' } },
    { method: 'PATCH', url: `/api/v1/gateway/routes/${route.id}`, payload: { enabled: false } },
    { method: 'PATCH', url: `/api/v1/gateway/routes/${encodeURIComponent(route.id).replace(/-/g, '%2D')}`, payload: { enabled: false } },
    { method: 'DELETE', url: `/api/v1/gateway/routes/${route.id}` },
    { method: 'PUT', url: '/api/v1/gateway/routes/order', payload: { ids: [route.id] } },
    { method: 'POST', url: `/api/v1/gateway/routes/${route.id}/test` },
  ];
  for (const req of [...writes, { method: 'GET', url: '/api/v1/gateway/routes' } as InjectOptions, { method: 'GET', url: '/api/v1/gateway/resolve?model=gpt-4' } as InjectOptions]) {
    t.equal((await gw.app.inject(req)).statusCode, 401, `${req.method} ${req.url} without a session`);
    t.equal((await gw.app.inject({ ...req, headers: { cookie: 'gsg_session=forged' } })).statusCode, 401, `${req.method} ${req.url} with a forged session`);
  }
  const { key } = (await gw.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'gw' } })).json();
  for (const req of writes) {
    t.equal((await gw.app.inject({ ...req, headers: { authorization: `Bearer ${key}` } })).statusCode, 401, `${req.method} ${req.url} with an API key`);
    for (const [who, as] of [['auditor', asAuditor], ['analyst', asAnalyst]] as const) {
      const res = await as(req);
      t.equal(res.statusCode, 403, `${req.method} ${req.url} for the ${who}`);
      t.match(res.json().message, /'gateway.manage' permission/);
    }
  }
  // In parallel too: nothing slips through.
  const burst = await Promise.all(Array.from({ length: 20 }, () => asAnalyst(writes[0]!)));
  t.ok(burst.every((r) => r.statusCode === 403));
  t.equal((await gw.as({ method: 'GET', url: '/api/v1/gateway/routes' })).body, before, 'nothing changed');
  const read = await asAuditor({ method: 'GET', url: '/api/v1/gateway/routes' });
  t.equal(read.statusCode, 200, 'every role reads the routes, without keys');
  t.notOk(read.body.includes(KEY_ONE));
});
