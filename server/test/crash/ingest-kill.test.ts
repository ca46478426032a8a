import t from 'tap';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_FILE } from '../../src/store/sqlite/database.ts';
import { LOCAL_AGENT_KEY_FILE } from '@gsg/shared';
import { signInAdmin, startChildServer } from '../../test-support/child-server.ts';
import { crashWhileIngesting } from './crash-while-ingesting.ts';
import { conversationContext, topicsFlagPolicy } from '../fixtures.ts';
import { tempDataDir } from '../helper.ts';

const PASSWORD = 'Crash-Test-Password-1';
const ROUNDS = 3;
const BATCH = 400;

/**
 * Keyword policies, cheap to judge, so that most of a batch's time goes to writing it: that is where a
 * crash can split a log from its alert.
 */
const POLICIES = [topicsFlagPolicy(['merger']), { ...topicsFlagPolicy(['payroll']), name: 'Payroll', action: 'block' as const }];

/** A batch where most conversations are blocked or flagged: most need an alert. */
const batch = () =>
  Array.from({ length: BATCH }, (_, i) => ({
    type: 'conversation',
    eventId: randomUUID(),
    ...conversationContext,
    input: i % 5 === 0 ? 'hello' : i % 2 === 0 ? 'the payroll file' : 'about the merger',
    output: 'ok',
  }));

t.test('kill -9 mid-ingest: every acknowledged event is stored, every blocked or flagged log has its alert', async (t) => {
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

  server = await crashWhileIngesting(server, { dataDir, adminPassword: PASSWORD, key, batch: batch, rounds: ROUNDS, acked });
  await server.stop();

  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  t.teardown(() => db.close());
  const stored = new Set(db.prepare('SELECT event_id AS id FROM logs').pluck().all() as string[]);
  t.ok(acked.size >= ROUNDS * BATCH, `${acked.size} events acknowledged over ${ROUNDS} crashes`);
  t.same([...acked].filter((id) => !stored.has(id)), [], 'every acknowledged event is stored');
  const unalerted = db
    .prepare(
      `SELECT count(*) FROM logs WHERE status IN ('blocked', 'flagged')
         AND NOT EXISTS (SELECT 1 FROM alerts WHERE alerts.id = logs.alert_id)`,
    )
    .pluck()
    .get();
  const alerting = db.prepare(`SELECT count(*) FROM logs WHERE status IN ('blocked', 'flagged')`).pluck().get() as number;
  t.ok(alerting > 0, `${alerting} blocked or flagged logs stored`);
  t.equal(unalerted, 0, `each of them belongs to a stored alert, raised or joined (${unalerted} without)`);
});
