import t from 'tap';
import { buildTestApp, type TestApp } from '../helper.ts';
import { conversationContext, piiBlockPolicy, topicsFlagPolicy } from '../fixtures.ts';
import { startWebhookReceiver } from '../webhook-receiver.ts';
import { closedPort } from '../closed-port.ts';

const SECRET = 'a-long-shared-secret-0123456789';
const piiPrompt = 'Please email jane.doe@example.com about the offer';

async function withPolicies({ as }: TestApp) {
  for (const policy of [piiBlockPolicy, topicsFlagPolicy(['merger'])]) {
    const res = await as({ method: 'POST', url: '/api/v1/policies', payload: policy });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
}

const addWebhook = (as: TestApp['as'], url: string, over: Record<string, unknown> = {}) =>
  as({ method: 'POST', url: '/api/v1/integrations', payload: { type: 'webhook', name: 'SOC hook', config: { url, secret: SECRET }, ...over } });

const judge = async (as: TestApp['as'], input: string) =>
  (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...conversationContext, input, output: 'Sure.' } })).json() as { alertId: string | null };

t.test('an alert reaches a webhook, signed, with its idempotency key, and its transitions follow', async (t) => {
  const app = await buildTestApp(t);
  await withPolicies(app);
  const receiver = await startWebhookReceiver(t, SECRET);
  const created = await addWebhook(app.as, receiver.url);
  t.equal(created.statusCode, 201);
  const integration = created.json();
  t.same(integration.config, { url: receiver.url });
  t.same(integration.secretsSet, { secret: true });
  t.notMatch(created.body, SECRET, 'the secret is never sent back');

  const { alertId } = await judge(app.as, piiPrompt);
  await receiver.until((r) => r.length === 1, 'the alert');
  const [message] = receiver.received;
  t.equal(message!.signed, true, 'X-GSG-Signature is the HMAC-SHA256 of the raw body');
  t.equal(message!.body.type, 'alert.created');
  t.equal(message!.headers['x-gsg-event'], 'alert.created');
  t.equal(message!.headers['idempotency-key'], message!.body.id);
  t.equal(message!.headers['x-gsg-delivery'], message!.body.id);
  t.match(message!.headers['x-gsg-timestamp'], /^\d{10}$/);
  t.equal((message!.body.data.alert as { id: string }).id, alertId);
  t.notMatch(message!.raw, 'jane.doe@example.com', 'only the redacted preview travels');

  await app.as({ method: 'PATCH', url: `/api/v1/alerts/${alertId}`, payload: { status: 'investigating' } });
  await receiver.until((r) => r.length === 2, 'the transition');
  t.equal(receiver.received[1]!.body.type, 'alert.transitioned');
  t.equal((receiver.received[1]!.body.data.alert as { status: string }).status, 'investigating');
  t.not(receiver.received[1]!.body.id, message!.body.id, 'each message has its own key');

  await app.app.outbox.drain();
  const listed = (await app.as({ method: 'GET', url: '/api/v1/integrations' })).json();
  t.match(listed.items[0].deliveries, { pending: 0, delivered: 2, dead: 0, last: { status: 'delivered', error: null }, nextAttemptAt: null });
  t.notMatch(JSON.stringify(listed), SECRET);
});

t.test('a minimum severity and a switched-off integration hold back what they should', async (t) => {
  const app = await buildTestApp(t);
  await withPolicies(app);
  const high = await startWebhookReceiver(t, SECRET);
  const all = await startWebhookReceiver(t, SECRET);
  const off = await startWebhookReceiver(t, SECRET);
  await addWebhook(app.as, high.url, { minSeverity: 'high' });
  await addWebhook(app.as, all.url);
  await addWebhook(app.as, off.url, { enabled: false });
  await judge(app.as, 'Draft the merger memo');
  await judge(app.as, piiPrompt);
  await all.until((r) => r.length === 2, 'both alerts at the low threshold');
  await high.until((r) => r.length === 1, 'the high alert');
  await app.app.outbox.drain();
  t.same(high.received.map((m) => (m.body.data.alert as { severity: string }).severity), ['high'], 'the medium alert is held back');
  t.equal(off.received.length, 0, 'a switched-off integration gets nothing');
});

t.test('a failing receiver is retried with backoff, and the delivery log says why', async (t) => {
  const app = await buildTestApp(t);
  await withPolicies(app);
  const receiver = await startWebhookReceiver(t, SECRET);
  receiver.answer(503);
  const { id } = (await addWebhook(app.as, receiver.url)).json();
  await judge(app.as, piiPrompt);
  await app.app.outbox.drain();
  const failing = (await app.as({ method: 'GET', url: '/api/v1/integrations' })).json().items[0].deliveries;
  t.match(failing, { pending: 1, delivered: 0, last: { status: 'failed', error: 'the receiver answered 503 Service Unavailable' } });
  const nextIn = Date.parse(failing.nextAttemptAt) - Date.parse(failing.last.at);
  t.ok(nextIn >= 800 && nextIn <= 1_200, `the first retry comes about a second later (${nextIn} ms)`);

  receiver.answer(200);
  await receiver.until((r) => r.length === 1, 'the retried alert');
  const test = await app.as({ method: 'POST', url: `/api/v1/integrations/${id}/test` });
  t.same(test.json(), { ok: true, status: 200, error: null });
  t.equal(receiver.received[1]!.body.type, 'integration.test');
  t.equal(receiver.received[1]!.signed, true);
});

t.test('Test says what went wrong, for an answer and for no answer', async (t) => {
  const app = await buildTestApp(t);
  const receiver = await startWebhookReceiver(t, SECRET);
  receiver.answer(500);
  const { id } = (await addWebhook(app.as, receiver.url)).json();
  t.same((await app.as({ method: 'POST', url: `/api/v1/integrations/${id}/test` })).json(), {
    ok: false,
    status: 500,
    error: 'the receiver answered 500 Internal Server Error',
  });
  const port = await closedPort();
  await app.as({ method: 'PATCH', url: `/api/v1/integrations/${id}`, payload: { config: { url: `http://127.0.0.1:${port}/` } } });
  t.same((await app.as({ method: 'POST', url: `/api/v1/integrations/${id}/test` })).json(), {
    ok: false,
    status: null,
    error: 'could not reach the receiver (ECONNREFUSED)',
  });
});

t.test('changes keep the secret unless a new one is given; deleting drops what waited', async (t) => {
  const app = await buildTestApp(t);
  await withPolicies(app);
  const receiver = await startWebhookReceiver(t, SECRET);
  const { id } = (await addWebhook(app.as, receiver.url, { name: 'old' })).json();
  const renamed = await app.as({ method: 'PATCH', url: `/api/v1/integrations/${id}`, payload: { name: 'New name', minSeverity: 'medium' } });
  t.equal(renamed.statusCode, 200);
  t.match(renamed.json(), { name: 'New name', minSeverity: 'medium', secretsSet: { secret: true } });
  const test = await app.as({ method: 'POST', url: `/api/v1/integrations/${id}/test` });
  t.equal(test.json().ok, true);
  t.equal(receiver.received[0]!.signed, true, 'still signed with the secret first given');

  receiver.answer(503);
  await judge(app.as, piiPrompt);
  await app.app.outbox.drain();
  t.equal((await app.as({ method: 'DELETE', url: `/api/v1/integrations/${id}` })).statusCode, 204);
  t.equal((await app.as({ method: 'DELETE', url: `/api/v1/integrations/${id}` })).statusCode, 404);
  t.equal((await app.as({ method: 'PATCH', url: `/api/v1/integrations/${id}`, payload: { name: 'x' } })).statusCode, 404);
  t.equal((await app.as({ method: 'POST', url: `/api/v1/integrations/${id}/test` })).statusCode, 404);
  t.equal(await app.app.store.outbox.backlog(), 1, 'the failed delivery still waits');
});

t.test('bad input is refused with a reason, and only a session may touch integrations', async (t) => {
  const app = await buildTestApp(t);
  const bad = [
    { type: 'webhook', name: 'x', config: { url: 'ftp://example.com/', secret: SECRET } },
    { type: 'webhook', name: 'x', config: { url: 'http://user:pw@example.com/', secret: SECRET } },
    { type: 'webhook', name: 'x', config: { url: 'not a url', secret: SECRET } },
    { type: 'webhook', name: 'x', config: { url: 'https://example.com/', secret: 'short' } },
    { type: 'webhook', name: '', config: { url: 'https://example.com/', secret: SECRET } },
    { type: 'carrier-pigeon', name: 'x', config: {} },
    { type: 'webhook', name: 'x', config: { url: 'https://example.com/', secret: SECRET }, minSeverity: 'apocalyptic' },
  ];
  for (const payload of bad) {
    const res = await app.as({ method: 'POST', url: '/api/v1/integrations', payload });
    t.equal(res.statusCode, 400, JSON.stringify(payload));
    t.notMatch(res.body, SECRET, 'the secret is not echoed in the error');
  }
  t.equal((await app.app.inject({ method: 'GET', url: '/api/v1/integrations' })).statusCode, 401);
  t.equal((await app.app.inject({ method: 'POST', url: '/api/v1/integrations', payload: bad[0] })).statusCode, 401);
  t.same((await app.as({ method: 'GET', url: '/api/v1/integrations' })).json(), { items: [] });
});
