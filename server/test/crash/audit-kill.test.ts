import t from 'tap';
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DATABASE_FILE } from '../../src/store/sqlite/database.ts';
import { signInAdmin, startChildServer, type ChildServer } from '../../test-support/child-server.ts';
import { piiBlockPolicy } from '../fixtures.ts';
import { tempDataDir } from '../helper.ts';

const run = promisify(execFile);
const PASSWORD = 'Crash-Test-Password-1';
// Retries come due soon after the restart: the first ones are a second or two apart.
const ENV = { GSG_DELIVERY_LEASE_SECONDS: '2' };

/** Saves policies, a few at once, until the server goes away; returns how many it answered. */
async function savePoliciesUntilGone(server: ChildServer, cookie: string): Promise<number> {
  let answered = 0;
  for (let round = 0; ; round++) {
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) =>
        fetch(`${server.base}/api/v1/policies`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ ...piiBlockPolicy, name: `Policy ${round}-${i}` }),
        }),
      ),
    );
    for (const r of results) if (r.status === 'fulfilled' && r.value.status === 201) answered += 1;
    if (results.some((r) => r.status === 'rejected')) return answered;
  }
}

t.test('kill -9 while the audit trail cannot be written: after the restart every change is in it once, and the chain verifies', async (t) => {
  const dataDir = tempDataDir(t);
  let server = await startChildServer({ dataDir, adminPassword: PASSWORD, env: ENV, stderr: 'ignore' });
  t.teardown(() => server.stop());
  const cookie = await signInAdmin(server.base, PASSWORD);

  // The trail refuses every append from here on, as a failing disk or a bug in the append would: the
  // changes still commit (with their events in the outbox), their entries do not.
  const db = new Database(join(dataDir, DATABASE_FILE));
  t.teardown(() => db.close());
  db.exec(`CREATE TRIGGER audit_down BEFORE INSERT ON audit_trail BEGIN SELECT RAISE(ABORT, 'the audit trail is down'); END`);
  const saving = savePoliciesUntilGone(server, cookie);
  for (let deadline = Date.now() + 20_000; (db.prepare('SELECT count(*) FROM policies').pluck().get() as number) < 20 + Math.floor(Math.random() * 20); ) {
    if (Date.now() > deadline) throw new Error('policies are not being saved');
    await new Promise((r) => setTimeout(r, 20));
  }
  await server.crash();
  const answered = await saving;
  const entries = () => db.prepare(`SELECT target, count(*) AS n FROM audit_trail WHERE action = 'policy.saved' GROUP BY target`).all() as Array<{ target: string; n: number }>;
  t.same(entries(), [], 'no entry could be appended before the crash');

  db.exec('DROP TRIGGER audit_down');
  server = await startChildServer({ dataDir, adminPassword: PASSWORD, port: server.port, env: ENV });
  const policies = db.prepare('SELECT id FROM policies').pluck().all() as string[];
  t.ok(policies.length >= answered && answered > 0, `${policies.length} policies stored, ${answered} of them answered before the crash`);
  for (let deadline = Date.now() + 60_000; entries().length < policies.length && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 200));
  // A while longer: a redelivery after the entries are there must add nothing.
  await new Promise((r) => setTimeout(r, 3_000));
  await server.stop();

  const byTarget = new Map(entries().map((e) => [e.target, e.n]));
  t.same(policies.filter((id) => byTarget.get(`policy:${id}`) !== 1), [], 'every stored policy has exactly one entry');
  t.equal(byTarget.size, policies.length, 'and no entry tells of a policy that was not stored');
  const { stdout } = await run('npm', ['run', '--silent', 'audit:verify'], {
    env: { ...process.env, GSG_DATA_DIR: dataDir, MONGODB_URI: '' },
    cwd: join(import.meta.dirname, '../../..'),
  });
  t.match(stdout, /Audit trail intact: \d+ entries verified/);
  t.equal(db.prepare(`SELECT count(*) FROM deliveries WHERE destination = 'audit/trail' AND status <> 'delivered'`).pluck().get(), 0, 'every delivery to the trail settled');
});
