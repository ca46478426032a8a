import t from 'tap';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_AGENT_KEY_FILE } from '@gsg/shared';
import { DATABASE_FILE } from '../../src/store/sqlite/database.ts';
import { signInAdmin, startChildServer } from '../../test-support/child-server.ts';
import { crashWhileIngesting } from './crash-while-ingesting.ts';
import { conversationContext, topicsFlagPolicy } from '../fixtures.ts';
import { tempDataDir } from '../helper.ts';

const PASSWORD = 'Crash-Test-Password-1';
const ROUNDS = 3;
const BATCH = 300;
/** Few people, so that nearly every conversation joins an alert that earlier batches raised. */
const PEOPLE = 4;

const POLICIES = [topicsFlagPolicy(['merger']), { ...topicsFlagPolicy(['payroll']), name: 'Payroll', action: 'block' as const }];

/** A burst from a few people, each prompt alerting under one or both policies. */
const burst = () =>
  Array.from({ length: BATCH }, (_, i) => {
    const person = i % PEOPLE;
    return {
      type: 'conversation',
      eventId: randomUUID(),
      ...conversationContext,
      user: `Person ${person}`,
      userId: `person-${person}`,
      input: i % 3 === 0 ? 'the payroll file for the merger' : i % 3 === 1 ? 'the payroll file' : 'about the merger',
      output: 'ok',
    };
  });

t.test('kill -9 mid-burst: every alert counts exactly the conversations linked to it', async (t) => {
  const dataDir = tempDataDir(t);
  const acked = new Set<string>();
  let server = await startChildServer({ dataDir, adminPassword: PASSWORD });
  t.teardown(() => server.stop());
  const cookie = await signInAdmin(server.base, PASSWORD);
  for (const policy of POLICIES) {
    const res = await fetch(`${server.base}/api/v1/policies`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(policy) });
    t.equal(res.status, 201, `policy ${policy.name} created`);
  }
  const key = readFileSync(join(dataDir, LOCAL_AGENT_KEY_FILE), 'utf8').trim();

  server = await crashWhileIngesting(server, { dataDir, adminPassword: PASSWORD, key, batch: burst, rounds: ROUNDS, acked });
  await server.stop();

  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  t.teardown(() => db.close());
  const stored = new Set(db.prepare('SELECT event_id FROM logs').pluck().all() as string[]);
  t.ok(acked.size >= ROUNDS * BATCH, `${acked.size} events acknowledged over ${ROUNDS} crashes`);
  t.same([...acked].filter((id) => !stored.has(id)), [], 'every acknowledged event is stored');

  const alerting = db.prepare(`SELECT count(*) FROM logs WHERE status IN ('blocked', 'flagged')`).pluck().get() as number;
  const alerts = db.prepare('SELECT count(*) FROM alerts').pluck().get() as number;
  t.ok(alerts < alerting / 10, `${alerting} alerting conversations joined ${alerts} alerts`);
  const miscounted = db
    .prepare('SELECT id, count, (SELECT count(*) FROM logs WHERE logs.alert_id = alerts.id) AS linked FROM alerts WHERE count <> linked')
    .all();
  t.same(miscounted, [], "each alert's count is the number of its conversations");
  const unlinked = db
    .prepare(`SELECT count(*) FROM logs WHERE status IN ('blocked', 'flagged') AND (alert_id IS NULL OR alert_id NOT IN (SELECT id FROM alerts))`)
    .pluck()
    .get();
  t.equal(unlinked, 0, 'every alerting conversation belongs to a stored alert');
  t.equal(db.prepare('SELECT sum(count) FROM alerts').pluck().get(), alerting, 'the counts add up to the alerting conversations');
  const openPerGroup = db.prepare(`SELECT max(n) FROM (SELECT count(*) AS n FROM alerts WHERE status = 'open' GROUP BY group_key)`).pluck().get();
  t.equal(openPerGroup, 1, 'no group has two open alerts');
});
