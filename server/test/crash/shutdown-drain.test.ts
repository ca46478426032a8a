import t from 'tap';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AGENT_SERVER_SHUTTING_DOWN, AGENT_STREAM_CLOSE, LOCAL_AGENT_KEY_FILE } from '@gsg/shared';
import { DATABASE_FILE } from '../../src/store/sqlite/database.ts';
import { startChildServer } from '../../test-support/child-server.ts';
import { bearer, connectAgent } from '../routes/agent-client.ts';
import { conversationContext } from '../fixtures.ts';
import { tempDataDir } from '../helper.ts';

const PASSWORD = 'Drain-Test-Password-1';
/** Frames the agent keeps unacked: more than the server reads ahead, so some are never taken. */
const FRAMES_AHEAD = 12;
/**
 * Small frames and a small batch: what the server must still store after the signal (the frames it has
 * read ahead, the frame being stored and the batch) fits its deadline even when CI starves its process;
 * with frames of 250 and a batch of 1,000, a starved server once spent 40 s on them and met its deadline
 * mid-way. How much is in flight does not change what is checked.
 */
const EVENTS_PER_FRAME = 50;
const BATCH_EVENTS = 200;
/** What the issue asks of a shutdown; the server's own deadline is a little shorter. */
const EXIT_WITHIN_MS = 10_000;

const conversations = (count: number) =>
  Array.from({ length: count }, () => ({ type: 'conversation', eventId: randomUUID(), ...conversationContext, input: 'hello', output: 'ok' }));

t.test('SIGTERM while an agent streams and a batch is in flight: what was stored is acked, then 1001, exit 0 within 10 s', async (t) => {
  const dataDir = tempDataDir(t);
  const server = await startChildServer({ dataDir, adminPassword: PASSWORD });
  t.teardown(() => server.stop());
  const key = readFileSync(join(dataDir, LOCAL_AGENT_KEY_FILE), 'utf8').trim();

  const agent = await connectAgent(t, server.base, bearer(key));
  const closed = agent.closed();
  // The agent streams until the server closes: however fast the machine, the signal comes mid-stream, with
  // frames queued, being stored and still unread.
  let sentEvents = 0;
  const keepStreaming = () => {
    while (agent.socket.readyState === agent.socket.OPEN && sentEvents - agent.acks.length < FRAMES_AHEAD * EVENTS_PER_FRAME) {
      agent.send(conversations(EVENTS_PER_FRAME));
      sentEvents += EVENTS_PER_FRAME;
    }
  };
  agent.socket.on('message', keepStreaming);
  keepStreaming();
  await agent.until(() => agent.acks.length >= EVENTS_PER_FRAME, 'the first frame acked');

  const batch = conversations(BATCH_EVENTS);
  const inFlight = fetch(`${server.base}/api/v1/ingest/events`, {
    method: 'POST',
    headers: { ...bearer(key), 'content-type': 'application/json' },
    body: JSON.stringify(batch),
  });
  await new Promise((r) => setTimeout(r, 5));

  const signalled = Date.now();
  const exit = await server.stop(30_000);
  const tookMs = Date.now() - signalled;
  t.same(exit, { code: 0, signal: null }, 'the server exits by itself, with 0');
  t.ok(tookMs < EXIT_WITHIN_MS, `it exits within 10 s (${tookMs} ms)`);
  t.same(await closed, { code: AGENT_STREAM_CLOSE.goingAway, reason: AGENT_SERVER_SHUTTING_DOWN }, 'the stream is closed with 1001 and a reason');

  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  t.teardown(() => db.close());
  const stored = new Set(db.prepare('SELECT event_id AS id FROM logs').pluck().all() as string[]);
  const acked = new Set(agent.acks.flatMap((a) => (a.eventId === null ? [] : [a.eventId])));
  const streamed = stored.size - batch.filter((e) => stored.has(e.eventId)).length;
  t.ok(acked.size < sentEvents, `the shutdown came mid-stream (${acked.size} of ${sentEvents} acked)`);
  t.equal(streamed, acked.size, `every streamed event stored was acked (${streamed} stored, ${acked.size} acked)`);
  t.same([...acked].filter((id) => !stored.has(id)), [], 'every acked event is stored');

  // The request in flight is finished, not cut: it is answered, and all of it is stored when it says so.
  const answer = await inFlight.then(
    (res) => res.status,
    (err: Error) => `no answer: ${err.message}`,
  );
  t.ok(answer === 200 || answer === 503, `the batch in flight is answered (${answer})`);
  const batchStored = batch.filter((e) => stored.has(e.eventId)).length;
  t.equal(batchStored, answer === 200 ? batch.length : 0, `the batch is stored exactly when it was accepted (${batchStored})`);
});
