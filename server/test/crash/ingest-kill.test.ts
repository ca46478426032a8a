import t from 'tap';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_FILE } from '../../src/store/sqlite/database.ts';
import { LOCAL_AGENT_KEY_FILE } from '@gsg/shared';
import { signInAdmin, startChildServer, type ChildServer } from '../../test-support/child-server.ts';
import { conversationContext, topicsFlagPolicy } from '../fixtures.ts';
import { tempDataDir } from '../helper.ts';

const PASSWORD = 'Crash-Test-Password-1';
const ROUNDS = 3;
const BATCH = 400;
/** Few people, so that most conversations join an alert that an earlier batch raised. */
const PEOPLE = 4;

/**
 * Keyword policies, cheap to judge, so that most of a batch's time goes to writing it: that is where a
 * crash can split a log from its alert, or an alert's count from the conversations it stands for.
 */
const POLICIES = [topicsFlagPolicy(['merger']), { ...topicsFlagPolicy(['payroll']), name: 'Payroll', action: 'block' as const }];

/** A batch from a few people where most conversations are blocked or flagged, under one policy or both. */
const batch = () =>
  Array.from({ length: BATCH }, (_, i) => ({
    type: 'conversation',
    eventId: randomUUID(),
    ...conversationContext,
    user: `Person ${i % PEOPLE}`,
    userId: `person-${i % PEOPLE}`,
    input: i % 5 === 0 ? 'hello' : i % 3 === 0 ? 'the payroll file for the merger' : i % 2 === 0 ? 'the payroll file' : 'about the merger',
    output: 'ok',
  }));

/**
 * Sends batches, a few at a time, until the server goes away; every eventId the server answered for is
 * acknowledged (stored, or a duplicate of a stored one).
 */
async function ingestUntilGone(server: ChildServer, key: string, acked: Set<string>): Promise<void> {
  const sender = async () => {
    for (;;) {
      const events = batch();
      let res: Response;
      try {
        res = await fetch(`${server.base}/api/v1/ingest/events`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify(events),
        });
      } catch {
        return; // the server is gone
      }
      if (res.status !== 200) return;
      const answer = (await res.json()) as { accepted: Array<{ eventId: string }>; duplicates: string[] };
      for (const a of answer.accepted) acked.add(a.eventId);
      for (const d of answer.duplicates) acked.add(d);
    }
  };
  await Promise.all([sender(), sender(), sender()]);
}

t.test('kill -9 mid-ingest: every acknowledged event is stored, every blocked or flagged log is counted by exactly its alert', async (t) => {
  const dataDir = tempDataDir(t);
  const acked = new Set<string>();
  let server = await startChildServer({ dataDir, adminPassword: PASSWORD });
  t.teardown(() => server.stop());
  const cookie = await signInAdmin(server.base, PASSWORD);
  for (const policy of POLICIES) {
    const res = await fetch(`${server.base}/api/v1/policies`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(policy),
    });
    t.equal(res.status, 201, `policy ${policy.name} created`);
  }
  const key = readFileSync(join(dataDir, LOCAL_AGENT_KEY_FILE), 'utf8').trim();

  for (let round = 1; round <= ROUNDS; round++) {
    const sending = ingestUntilGone(server, key, acked);
    // Somewhere in the middle of the stream of batches: after the first ones are stored.
    const before = acked.size;
    while (acked.size === before) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100 + Math.random() * 600));
    await server.crash();
    await sending;
    server = await startChildServer({ dataDir, adminPassword: PASSWORD, port: server.port });
  }
  await server.stop();

  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  t.teardown(() => db.close());
  const stored = new Set(db.prepare('SELECT event_id AS id FROM logs').pluck().all() as string[]);
  t.ok(acked.size >= ROUNDS * BATCH, `${acked.size} events acknowledged over ${ROUNDS} crashes`);
  t.same([...acked].filter((id) => !stored.has(id)), [], 'every acknowledged event is stored');
  const alerting = db.prepare(`SELECT count(*) FROM logs WHERE status IN ('blocked', 'flagged')`).pluck().get() as number;
  t.ok(alerting > 0, `${alerting} blocked or flagged logs stored`);
  const unalerted = db
    .prepare(`SELECT count(*) FROM logs WHERE status IN ('blocked', 'flagged') AND NOT EXISTS (SELECT 1 FROM alerts WHERE alerts.id = logs.alert_id)`)
    .pluck()
    .get();
  t.equal(unalerted, 0, `each of them belongs to a stored alert, raised or joined (${unalerted} without)`);
  const alerts = db.prepare('SELECT count(*) FROM alerts').pluck().get() as number;
  t.ok(alerts < alerting / 10, `they were grouped: ${alerting} conversations in ${alerts} alerts`);
  const miscounted = db.prepare('SELECT id, count, (SELECT count(*) FROM logs WHERE logs.alert_id = alerts.id) AS linked FROM alerts WHERE count <> linked').all();
  t.same(miscounted, [], "each alert's count is the number of its conversations");
  t.equal(db.prepare('SELECT sum(count) FROM alerts').pluck().get(), alerting, 'the counts add up to the alerting conversations');
});
