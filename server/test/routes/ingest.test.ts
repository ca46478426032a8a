import t, { type Test } from 'tap';
import { CURRENT_CLIENT_VERSION, MAX_INGEST_BATCH } from '@gsg/shared';
import { buildTestApp, type TestApp } from '../helper.ts';
import { conversationContext, detectionEventFixture, piiBlockPolicy, topicsFlagPolicy } from '../fixtures.ts';

const URL = '/api/v1/ingest/events';
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const piiBlock = piiBlockPolicy;
const topicsFlag = topicsFlagPolicy(['merger']);

const context = conversationContext;
const conversation = (eventId: string, input: string, over: Record<string, unknown> = {}) => ({
  type: 'conversation',
  eventId,
  ...context,
  input,
  output: 'Done.',
  ...over,
});
const detection = detectionEventFixture;
const heartbeat = (eventId: string, over: Record<string, unknown> = {}) => ({
  type: 'heartbeat',
  eventId,
  hostname: 'MBP-MKT-014',
  ipAddress: '10.0.4.22',
  os: 'macOS',
  clientVersion: '2.4.0',
  user: 'Sarah Johnson',
  ...over,
});

async function withPolicies(t: Test): Promise<TestApp> {
  const test = await buildTestApp(t);
  for (const p of [piiBlock, topicsFlag]) await test.as({ method: 'POST', url: '/api/v1/policies', payload: p });
  return test;
}

const send = (test: TestApp, events: unknown[]) => test.as({ method: 'POST', url: URL, payload: events });
const ndjson = (test: TestApp, body: string) =>
  test.as({ method: 'POST', url: URL, headers: { 'content-type': 'application/x-ndjson' }, payload: body });
const typesAndIds = (body: { accepted: Array<{ eventId: string; type: string }> }) => body.accepted.map((a) => [a.type, a.eventId]);

t.test('a JSON array batch: conversations judged and logged with their alerts, detections and heartbeats stored', async (t) => {
  const test = await withPolicies(t);
  const res = await send(test, [
    conversation('c-1', 'Mail jane.doe@example.com the offer', { timestamp: '2026-11-20T09:00:00.000Z' }),
    detection('d-1'),
    conversation('c-2', 'Draft the merger memo', { timestamp: '2026-11-20T09:01:00.000Z' }),
    heartbeat('h-1'),
    conversation('c-3', 'Summarise this poem', { timestamp: '2026-11-20T09:02:00.000Z' }),
  ]);
  t.equal(res.statusCode, 200);
  const body = res.json();
  t.same(typesAndIds(body), [
    ['conversation', 'c-1'],
    ['detection', 'd-1'],
    ['conversation', 'c-2'],
    ['heartbeat', 'h-1'],
    ['conversation', 'c-3'],
  ], 'every event accepted, in batch order');
  t.same([body.duplicates, body.rejected], [[], []]);
  t.notOk(res.body.includes('jane.doe@example.com'), 'the answer never carries a prompt');

  const logs = (await test.as({ method: 'GET', url: '/api/v1/logs' })).json().items;
  t.match(logs, [
    { id: body.accepted[4].id, status: 'allowed' },
    { id: body.accepted[2].id, status: 'flagged', policyTriggered: 'Sensitive Topics' },
    { id: body.accepted[0].id, status: 'blocked', policyTriggered: 'PII Detection', timestamp: '2026-11-20T09:00:00.000Z' },
  ]);
  t.match(logs[2].inputRedacted, /\[EMAIL_ADDRESS\]/);
  t.notOk(JSON.stringify(logs).includes('jane.doe@example.com'), 'logs are stored redacted');
  const reveal = await test.as({ method: 'POST', url: `/api/v1/logs/${body.accepted[0].id}/reveal`, payload: { which: 'input', reason: 'Case review' } });
  t.equal(reveal.json().content, 'Mail jane.doe@example.com the offer', 'the original is kept, sealed');

  const alerts = (await test.as({ method: 'GET', url: '/api/v1/alerts' })).json();
  t.equal(alerts.total, 2, 'the blocked and the flagged conversation raise alerts');
  t.same(alerts.items.map((a: { logId: string }) => a.logId).sort(), [body.accepted[0].id, body.accepted[2].id].sort());

  const detections = (await test.as({ method: 'GET', url: '/api/v1/detections' })).json();
  t.same(detections.items, [
    { id: body.accepted[1].id, user: 'Mike Chen', hostname: 'LNX-DEV-007', ipAddress: '10.0.8.13', os: 'Linux', aiTool: 'Perplexity', toolId: 'perplexity', action: 'allowed', timestamp: '2026-11-20T12:00:00.000Z' },
  ]);

  const endpoint = (await test.as({ method: 'GET', url: `/api/v1/endpoints/${body.accepted[3].id}` })).json();
  t.match(endpoint, { hostname: 'MBP-MKT-014', clientVersion: '2.4.0', user: 'Sarah Johnson', status: 'Active', pendingVersion: null });
});

t.test('NDJSON: one event per line; a line that is not JSON is rejected by its index', async (t) => {
  const test = await withPolicies(t);
  const lines = [JSON.stringify(detection('d-1')), '{"type": "detection", "eventId": ', '', JSON.stringify(heartbeat('h-1')), ''];
  const res = await test.as({
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
    payload: lines.join('\r\n'),
  });
  t.equal(res.statusCode, 200);
  const body = res.json();
  t.same(typesAndIds(body), [
    ['detection', 'd-1'],
    ['heartbeat', 'h-1'],
  ]);
  t.same(body.rejected, [{ index: 1, eventId: null, reason: 'not valid JSON' }], 'blank lines are skipped, not counted');
  t.equal((await test.as({ method: 'GET', url: '/api/v1/detections' })).json().total, 1);
});

t.test('a bad event is rejected on its own, by field, without echoing its text', async (t) => {
  const test = await withPolicies(t);
  const secret = 'Project Nightjar launch codes 7781';
  const res = await send(test, [
    conversation('c-1', 'Summarise this poem'),
    conversation('c-2', secret, { user: '', aiModel: 42 }),
    detection('d-1', { os: 'BeOS' }),
    { type: 'telemetry', eventId: 't-1' },
    'just a string',
    heartbeat('h-1'),
  ]);
  t.equal(res.statusCode, 200);
  const body = res.json();
  t.same(typesAndIds(body), [
    ['conversation', 'c-1'],
    ['heartbeat', 'h-1'],
  ], 'the good events around the bad ones are stored');
  t.match(body.rejected, [
    { index: 1, eventId: 'c-2', reason: /user: .*; aiModel: / },
    { index: 2, eventId: 'd-1', reason: /^os: / },
    { index: 3, eventId: 't-1', reason: /^type: / },
    { index: 4, eventId: null, reason: /^event: / },
  ]);
  t.notOk(res.body.includes(secret), 'the rejected prompt is not echoed');
  t.equal((await test.as({ method: 'GET', url: '/api/v1/logs' })).json().items.length, 1);
  t.equal((await test.as({ method: 'GET', url: '/api/v1/detections' })).json().total, 0);
});

t.test('duplicates, within a batch and across batches, are stored once and listed', async (t) => {
  const test = await withPolicies(t);
  const first = (await send(test, [conversation('c-1', 'Draft the merger memo'), detection('d-1'), heartbeat('h-1'), conversation('c-1', 'Draft the merger memo')])).json();
  t.same(typesAndIds(first), [
    ['conversation', 'c-1'],
    ['detection', 'd-1'],
    ['heartbeat', 'h-1'],
  ]);
  t.same(first.duplicates, ['c-1']);

  const replay = (await send(test, [conversation('c-1', 'Draft the merger memo'), detection('d-1'), heartbeat('h-1'), detection('d-2')])).json();
  t.same(typesAndIds(replay), [['detection', 'd-2']]);
  t.same(replay.duplicates.sort(), ['c-1', 'd-1', 'h-1']);
  t.equal((await test.as({ method: 'GET', url: '/api/v1/logs' })).json().items.length, 1);
  t.equal((await test.as({ method: 'GET', url: '/api/v1/alerts' })).json().total, 1, 'one alert, not two');
  t.equal((await test.as({ method: 'GET', url: '/api/v1/detections' })).json().total, 2);
});

t.test('heartbeats: register, update, ignore an older replay, complete a pending client update', async (t) => {
  const test = await buildTestApp(t);
  const [threeHoursAgo, twoHoursAgo, anHourAgo, halfAnHourAgo] = [3, 2, 1, 0.5].map(ago);
  const created = (await send(test, [heartbeat('h-1', { timestamp: twoHoursAgo })])).json().accepted[0];
  const get = async () => (await test.as({ method: 'GET', url: `/api/v1/endpoints/${created.id}` })).json();
  t.match(await get(), { clientVersion: '2.4.0', lastSeen: twoHoursAgo, status: 'Active' });

  const asked = await test.as({ method: 'POST', url: `/api/v1/endpoints/${created.id}/update-client` });
  t.equal(asked.json().pendingVersion, CURRENT_CLIENT_VERSION);

  await send(test, [heartbeat('h-2', { ipAddress: '10.0.4.30', timestamp: anHourAgo })]);
  t.match(await get(), { ipAddress: '10.0.4.30', clientVersion: '2.4.0', pendingVersion: CURRENT_CLIENT_VERSION, lastSeen: anHourAgo });

  const replay = await send(test, [heartbeat('h-0', { ipAddress: '10.0.4.1', user: 'Someone Else', timestamp: threeHoursAgo })]);
  t.same(typesAndIds(replay.json()), [['heartbeat', 'h-0']]);
  t.match(await get(), { ipAddress: '10.0.4.30', user: 'Sarah Johnson', lastSeen: anHourAgo }, 'an older heartbeat moves nothing back');

  await send(test, [heartbeat('h-3', { clientVersion: CURRENT_CLIENT_VERSION, timestamp: halfAnHourAgo })]);
  t.match(await get(), { clientVersion: CURRENT_CLIENT_VERSION, pendingVersion: null, lastSeen: halfAnHourAgo }, 'the update is complete');
  t.equal((await test.as({ method: 'GET', url: '/api/v1/endpoints' })).json().total, 1, 'one endpoint per hostname');

  const tomorrow = new Date(Date.now() + 24 * HOUR).toISOString();
  await send(test, [heartbeat('h-4', { timestamp: tomorrow })]);
  t.ok(Date.parse((await get()).lastSeen) <= Date.now(), 'an agent clock running ahead does not push lastSeen into the future');
});

t.test('agents send with an API key; without credentials nothing is stored', async (t) => {
  const test = await withPolicies(t);
  const anon = await test.app.inject({ method: 'POST', url: URL, payload: [detection('d-1')] });
  t.equal(anon.statusCode, 401);
  const { key } = (await test.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'laptop agents' } })).json();
  const keyed = await test.app.inject({ method: 'POST', url: URL, headers: { authorization: `Bearer ${key}` }, payload: [detection('d-2')] });
  t.equal(keyed.statusCode, 200);
  t.same(typesAndIds(keyed.json()), [['detection', 'd-2']]);
  const viaHeader = await test.app.inject({
    method: 'POST',
    url: URL,
    headers: { 'x-api-key': key, 'content-type': 'application/x-ndjson' },
    payload: JSON.stringify(detection('d-3')),
  });
  t.same(typesAndIds(viaHeader.json()), [['detection', 'd-3']]);
  t.same((await test.as({ method: 'GET', url: '/api/v1/detections' })).json().items.map((d: { id: string }) => d.id).length, 2);
});

t.test('a batch is bounded by count and by size, and may be far larger than an ordinary request', async (t) => {
  const test = await withPolicies(t);
  const tooMany = Array.from({ length: MAX_INGEST_BATCH + 1 }, (_, i) => detection(`d-${i}`));
  const over = await send(test, tooMany);
  t.equal(over.statusCode, 400);
  t.match(over.json().message, /body: .*1000/);
  const overNdjson = await ndjson(test, tooMany.map((e) => JSON.stringify(e)).join('\n'));
  t.equal(overNdjson.statusCode, 400, 'NDJSON too');
  t.equal((await test.as({ method: 'GET', url: '/api/v1/detections' })).json().total, 0, 'nothing of a refused batch is stored');

  const atLimit = await send(test, tooMany.slice(0, MAX_INGEST_BATCH));
  t.equal(atLimit.json().accepted.length, MAX_INGEST_BATCH);

  // About 2.5 MB: beyond the 1 MB an ordinary request may carry.
  const longPrompt = 'Please review this quarterly plan and list the risks. '.repeat(150);
  const big = await send(test, Array.from({ length: 300 }, (_, i) => conversation(`c-${i}`, longPrompt)));
  t.equal(big.statusCode, 200);
  t.equal(big.json().accepted.length, 300);

  const oversized = await send(test, Array.from({ length: 1000 }, (_, i) => conversation(`x-${i}`, longPrompt.repeat(2))));
  t.equal(oversized.statusCode, 413);
  t.equal((await ndjson(test, 'x'.repeat(9 * 1024 * 1024))).statusCode, 413);
  t.equal((await test.as({ method: 'GET', url: '/api/v1/logs?limit=500' })).json().items.length, 300);
});

t.test('a batch of mid-sized conversations is judged in slices, and each keeps its own verdict', async (t) => {
  const test = await withPolicies(t);
  // About 6 KB each: several make a slice (evaluation-turns.ts); every third carries an e-mail address.
  const notes = 'These are the quarterly notes, nothing personal in them. '.repeat(100);
  const events = Array.from({ length: 12 }, (_, i) => conversation(`m-${i}`, i % 3 === 0 ? `${notes}Mail user${i}@example.com.` : `${notes}Item ${i}.`));
  const res = await send(test, events);
  t.equal(res.statusCode, 200);
  t.equal(res.json().accepted.length, 12);
  const logs: Array<{ status: string; inputRedacted: string }> = (await test.as({ method: 'GET', url: '/api/v1/logs?limit=50' })).json().items;
  for (let i = 0; i < 12; i++) {
    const log = logs.find((l) => l.inputRedacted.endsWith(i % 3 === 0 ? 'Mail [EMAIL_ADDRESS].' : `Item ${i}.`));
    t.equal(log?.status, i % 3 === 0 ? 'blocked' : 'allowed', `conversation ${i}`);
  }
});
