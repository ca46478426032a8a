import t from 'tap';
import { LIVE_MAX_CONNECTIONS_PER_SESSION, LIVE_TOO_MANY_CONNECTIONS } from '@gsg/shared';
import type { NewLogRecord } from '../../src/store/index.ts';
import { buildTestApp } from '../helper.ts';
import { logRecordFixture, conversationContext } from '../fixtures.ts';
import { Console, connectOutcome, listen, once } from '../live/live-client.ts';

const statuses = async (n: number, send: () => Promise<{ statusCode: number }>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send()).statusCode);
  return out;
};

t.test('reveals and exports are limited per account, with Retry-After', async (t) => {
  const { app, as } = await buildTestApp(t);
  const log: NewLogRecord = { ...logRecordFixture('l-1', '2026-03-01T09:00:00.000Z'), inputEncrypted: app.secretBox.seal('hello') };
  await app.store.logs.insertMany([log]);
  const reveals = await statuses(31, () => as({ method: 'POST', url: '/api/v1/logs/l-1/reveal', payload: { which: 'input', reason: 'Case review' } }));
  t.same(reveals.slice(0, 30), Array(30).fill(200));
  t.equal(reveals[30], 429, 'the 31st reveal in a minute is refused');
  const refused = await as({ method: 'POST', url: '/api/v1/logs/l-1/reveal', payload: { which: 'input', reason: 'Case review' } });
  t.ok(Number(refused.headers['retry-after']) > 0, 'and says when to try again');
  t.match(refused.json(), { statusCode: 429, error: 'Too Many Requests' });
  t.equal((await app.store.audit.page({ action: 'log.revealed' }, undefined, 100)).length, 30, 'refused reveals were neither answered nor audited');

  for (const url of ['/api/v1/logs/export', '/api/v1/detections/export', '/api/v1/endpoints/export']) {
    const answers = await statuses(11, () => as({ method: 'GET', url }));
    t.same(answers, [...Array(10).fill(200), 429], `${url}: ten a minute`);
  }
});

t.test('ingest and evaluate are limited per API key, as configured', async (t) => {
  const { as, app } = await buildTestApp(t, { env: { GSG_INGEST_REQUESTS_PER_MINUTE: '3', GSG_EVALUATE_REQUESTS_PER_MINUTE: '2' } });
  const keyOf = async (name: string) => (await as({ method: 'POST', url: '/api/v1/api-keys', payload: { name } })).json().key as string;
  const [first, second] = [await keyOf('gateway A'), await keyOf('gateway B')];
  const ingest = (key: string, i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/ingest/events',
      headers: { authorization: `Bearer ${key}` },
      payload: [{ type: 'conversation', eventId: `e-${key.slice(-6)}-${i}`, ...conversationContext, input: 'hi', output: 'hello' }],
    });
  let i = 0;
  t.same(await statuses(4, () => ingest(first, i++)), [200, 200, 200, 429], 'three batches a minute for this key');
  t.equal((await ingest(second, i++)).statusCode, 200, 'another key has its own allowance');
  const evaluate = (key: string) =>
    app.inject({ method: 'POST', url: '/api/v1/guard/evaluate', headers: { authorization: `Bearer ${key}` }, payload: { ...conversationContext, input: 'hi', output: 'ok', dryRun: true } });
  t.same(await statuses(3, () => evaluate(first)), [200, 200, 429]);
  t.rejects(buildTestApp(t, { env: { GSG_INGEST_REQUESTS_PER_MINUTE: 'lots' } }), /GSG_INGEST_REQUESTS_PER_MINUTE must be/);
});

t.test('one session holds a bounded number of live connections, even opened all at once', async (t) => {
  const { url, cookie } = await listen(await buildTestApp(t));
  const consoles = Array.from({ length: LIVE_MAX_CONNECTIONS_PER_SESSION + 10 }, () => new Console(t, url, cookie));
  const outcomes = await Promise.all(consoles.map((c) => connectOutcome(c.socket)));
  t.equal(outcomes.filter((o) => o === 'connected').length, LIVE_MAX_CONNECTIONS_PER_SESSION, `${LIVE_MAX_CONNECTIONS_PER_SESSION} connected`);
  t.equal(outcomes.filter((o) => o === LIVE_TOO_MANY_CONNECTIONS).length, 10, 'the rest were refused, saying why');

  const open = consoles.find((c) => c.socket.connected)!;
  const gone = once(open.socket, 'disconnect');
  open.socket.close();
  await gone;
  await new Promise((r) => setTimeout(r, 100));
  const another = new Console(t, url, cookie);
  await another.ready();
  t.ok(another.socket.connected, 'a closed connection makes room for another');
});
