import t from 'tap';
import { randomUUID } from 'node:crypto';
import { AGENT_STREAM_CLOSE } from '@gsg/shared';
import { STORAGE_FULL } from '../../src/store/storage-faults.ts';
import { ON_MONGODB, buildTestApp } from '../helper.ts';
import { listen } from '../live/live-client.ts';
import { conversationContext } from '../fixtures.ts';
import { bearer, connectAgent } from './agent-client.ts';

// A database capped at 1 MB refuses writes past it with SQLITE_FULL, exactly as a full disk does.
const CAPPED = { GSG_DATABASE_MAX_MB: '1' };
// MongoDB's storage is its server's: the cap, and this way of filling it, are SQLite's alone.
const skip = ON_MONGODB ? 'GSG_DATABASE_MAX_MB caps the SQLite file only (max_page_count in sqlite/database.ts); MongoDB has no such cap' : false;

const batch = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    type: 'conversation',
    eventId: randomUUID(),
    ...conversationContext,
    input: `Summarise ticket ${i}: ${'the quarterly figures and their notes '.repeat(12)}`,
    output: 'Done.',
  }));

t.test('a full disk answers ingest with 507 and a clear message; nothing unstored is acknowledged', { skip }, async (t) => {
  const test = await listen(await buildTestApp(t, { env: CAPPED }));
  const { key } = (await test.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'gateway' } })).json();
  const accepted: string[] = [];
  let refusal: { statusCode: number; body: Record<string, unknown> } | null = null;
  for (let round = 0; round < 50 && refusal === null; round++) {
    const events = batch(200);
    const res = await test.app.inject({ method: 'POST', url: '/api/v1/ingest/events', headers: bearer(key), payload: events });
    if (res.statusCode === 200) accepted.push(...res.json<{ accepted: Array<{ eventId: string }> }>().accepted.map((a) => a.eventId));
    else refusal = { statusCode: res.statusCode, body: res.json() };
  }
  t.ok(accepted.length > 0, `${accepted.length} events stored before the disk filled`);
  t.same(refusal, { statusCode: 507, body: { statusCode: 507, error: 'Insufficient Storage', message: STORAGE_FULL } }, 'then 507, saying why');

  const stored = (await test.raw.rows('logs')).length;
  t.equal(stored, accepted.length, 'exactly the acknowledged events are stored: the refused batch left nothing behind');

  // Single small logs still fit in the pages left over; the disk fills for them too, a few later.
  let evaluate = null;
  for (let i = 0; i < 500 && (evaluate === null || evaluate.statusCode === 200); i++) {
    evaluate = await test.app.inject({
      method: 'POST',
      url: '/api/v1/guard/evaluate',
      headers: bearer(key),
      payload: { ...conversationContext, input: batch(1)[0]!.input, output: 'hi' },
    });
  }
  t.same(evaluate?.json(), { statusCode: 507, error: 'Insufficient Storage', message: STORAGE_FULL }, 'an evaluation that stores its log is refused the same way');

  const agent = await connectAgent(t, test.url, bearer(key));
  const closed = agent.closed();
  agent.send(batch(200));
  t.same(
    await closed,
    { code: AGENT_STREAM_CLOSE.storeFailed, reason: "Events could not be stored: the server's storage is full" },
    'an agent stream is closed with the reason',
  );
  t.equal(agent.acks.length, 0, 'and none of its events was acked');
});
