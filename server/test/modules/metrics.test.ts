import t from 'tap';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { buildTestApp } from '../helper.ts';
import { conversationContext, piiBlockPolicy } from '../fixtures.ts';

interface Family {
  name: string;
  type: string;
  metrics: Array<{ value?: string; labels?: Record<string, string>; count?: string; buckets?: Record<string, string> }>;
}
// A parser of the Prometheus text format that nobody here wrote.
const parsePrometheus = createRequire(import.meta.url)('parse-prometheus-text-format') as (text: string) => Family[];

const TOKEN = 'scrape-token-0123456789abcdef';

t.test('GET /metrics answers a session or the scrape token, and nobody else', async (t) => {
  const { app, as } = await buildTestApp(t, { env: { GSG_METRICS_TOKEN: TOKEN } });
  t.equal((await app.inject({ method: 'GET', url: '/metrics' })).statusCode, 401);
  for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, 'Bearer ', `Basic ${TOKEN}`]) {
    t.equal((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization } })).statusCode, 401, authorization);
  }
  const scraped = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  t.equal(scraped.statusCode, 200);
  t.match(scraped.headers['content-type'], /^text\/plain; version=0\.0\.4/);
  t.equal((await as({ method: 'GET', url: '/metrics' })).statusCode, 200, 'a signed-in session reads it too');
  const { app: untokened } = await buildTestApp(t);
  t.equal((await untokened.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer ' } })).statusCode, 401, 'no token configured: no token works');
});

t.test('what the console did shows in its metrics', async (t) => {
  const { app, as } = await buildTestApp(t);
  await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy });
  const { key } = (await as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'gateway' } })).json();
  const events = [
    { type: 'conversation', eventId: randomUUID(), ...conversationContext, input: 'Email jane.doe@example.com', output: 'ok' },
    { type: 'conversation', eventId: randomUUID(), ...conversationContext, input: 'Summarise this', output: 'ok' },
    { type: 'heartbeat', eventId: randomUUID(), hostname: 'LAPTOP-1', ipAddress: '10.0.0.9', os: 'Windows', clientVersion: '1.0.0', user: 'jane' },
  ];
  const ingest = await app.inject({ method: 'POST', url: '/api/v1/ingest/events', headers: { authorization: `Bearer ${key}` }, payload: events });
  t.equal(ingest.statusCode, 200, ingest.body);

  const text = (await as({ method: 'GET', url: '/metrics' })).body;
  const families = parsePrometheus(text);
  const family = (name: string) => families.find((f) => f.name === name);
  const value = (name: string, labels: Record<string, string> = {}) =>
    Number(family(name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value);

  t.equal(value('gsg_ingested_events_total', { kind: 'conversation' }), 2);
  t.equal(value('gsg_ingested_events_total', { kind: 'heartbeat' }), 1);
  t.equal(value('gsg_evaluations_total', { verdict: 'blocked' }), 1);
  t.equal(value('gsg_evaluations_total', { verdict: 'allowed' }), 1);
  t.equal(family('gsg_evaluation_duration_seconds')?.type, 'HISTOGRAM');
  t.equal(Number(family('gsg_evaluation_duration_seconds')?.metrics[0]?.count), 2);
  t.equal(value('gsg_open_alerts'), 1);
  t.equal(value('gsg_connected_consoles'), 0);
  t.ok(value('gsg_outbox_backlog') >= 0, 'the outbox backlog is reported');
  // The parser folds a labelled histogram's series together, so this one line is read as text.
  t.match(text, /^gsg_store_operation_duration_seconds_count\{operation="logs\.insertMany"\} 1$/m, 'store calls are timed by operation');
  t.ok(family('gsg_process_resident_memory_bytes'), 'process metrics too');
  t.notMatch(JSON.stringify(families), 'jane.doe@example.com', 'no prompt text in any label');
});
