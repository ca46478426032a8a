import t from 'tap';
import { createSqliteStore } from '../../../src/store/sqlite/index.ts';
import { verifyAuditChain } from '../../../src/modules/audit/audit-trail.ts';
import { MIGRATIONS } from '../../../src/store/sqlite/migrations.ts';
import { openDatabase, schemaVersion } from '../../../src/store/sqlite/database.ts';
import { tempDataDir } from '../../helper.ts';

t.test('migrations are numbered 1, 2, 3 and on, each once: a repeated number would never run', async (t) => {
  t.same(
    MIGRATIONS.map((m) => m.version),
    MIGRATIONS.map((_, i) => i + 1),
  );
});

t.test('a new data directory gets the latest schema, in WAL mode', async (t) => {
  const db = openDatabase(tempDataDir(t));
  t.teardown(() => db.close());
  t.equal(schemaVersion(db), MIGRATIONS.at(-1)!.version);
  t.equal(db.pragma('journal_mode', { simple: true }), 'wal');
});

t.test('an existing data directory upgrades in place and keeps its data', async (t) => {
  const dir = tempDataDir(t);
  const before = openDatabase(dir);
  before
    .prepare(`INSERT INTO settings (section, value, updated_at) VALUES ('general', '{"retentionPeriod":30}', '2026-01-01')`)
    .run();
  const version = schemaVersion(before);
  before.close();

  const next = [...MIGRATIONS, { version: version + 1, sql: 'ALTER TABLE settings ADD COLUMN updated_by TEXT' }];
  const after = openDatabase(dir, { migrations: next });
  t.teardown(() => after.close());
  t.equal(schemaVersion(after), version + 1);
  t.same(after.prepare('SELECT section, value, updated_by FROM settings').all(), [
    { section: 'general', value: '{"retentionPeriod":30}', updated_by: null },
  ]);
});

t.test('a failing upgrade leaves the database as it was', async (t) => {
  const dir = tempDataDir(t);
  const first = openDatabase(dir);
  const version = schemaVersion(first);
  first.close();
  const broken = [
    ...MIGRATIONS,
    { version: version + 1, sql: 'ALTER TABLE settings ADD COLUMN a TEXT; THIS IS NOT SQL' },
  ];
  t.throws(() => openDatabase(dir, { migrations: broken }));
  const db = openDatabase(dir);
  t.teardown(() => db.close());
  t.equal(schemaVersion(db), version, 'version unchanged');
  const columns = (db.prepare('PRAGMA table_info(settings)').all() as Array<{ name: string }>).map((c) => c.name);
  t.notOk(columns.includes('a'), 'the half-applied change was rolled back');
});

t.test('audit records written by username before version 3 gain the account id', async (t) => {
  const dir = tempDataDir(t);
  const old = openDatabase(dir, { migrations: MIGRATIONS.filter((m) => m.version < 3) });
  old
    .prepare(`INSERT INTO accounts (id, username, email, role, password_hash, profile, notification_prefs, mfa, created_at)
              VALUES ('acc-1', 'admin', 'a@example.com', 'admin', 'x', '{}', '{}', '{}', '2026-01-01')`)
    .run();
  const audit = old.prepare(`INSERT INTO audit (id, at, actor, action, target, detail) VALUES (?, '2026-01-02', ?, 'log.reveal', 'l1', '{}')`);
  audit.run('a-1', 'admin');
  audit.run('a-2', 'someone-gone');
  old.close();

  const db = openDatabase(dir);
  t.teardown(() => db.close());
  t.same(db.prepare('SELECT id, actor_id, actor_name, action, target FROM audit_trail ORDER BY id').all(), [
    { id: 'a-1', actor_id: 'acc-1', actor_name: 'admin', action: 'log.revealed', target: 'log:l1' },
    { id: 'a-2', actor_id: null, actor_name: 'someone-gone', action: 'log.revealed', target: 'log:l1' },
  ]);
});

t.test('reveals recorded before the chain are carried into it, chained in order, when the store opens', async (t) => {
  const dir = tempDataDir(t);
  const old = openDatabase(dir, { migrations: MIGRATIONS.filter((m) => m.version < 9) });
  const audit = old.prepare(`INSERT INTO audit (id, at, actor_id, actor_name, action, target, detail) VALUES (?, ?, NULL, 'admin', 'log.reveal', ?, '{"field":"input"}')`);
  audit.run('a-2', '2026-01-03T00:00:00.000Z', 'l2');
  audit.run('a-1', '2026-01-02T00:00:00.000Z', 'l1');
  old.close();

  const store = createSqliteStore(dir);
  t.teardown(() => store.close());
  const chain = await store.audit.chain(0, 10);
  t.same(chain.map((e) => [e.seq, e.id, e.target]), [[1, 'a-1', 'log:l1'], [2, 'a-2', 'log:l2']], 'oldest first');
  t.same(await verifyAuditChain(store.audit), { entries: 2, broken: null });
  const appended = await store.audit.append({ ...chain[0]!, id: 'a-3', at: '2026-01-04T00:00:00.000Z' });
  t.equal(appended.prevHash, chain[1]!.hash, 'what comes next follows the carried entries');
});

t.test('API keys issued before version 5 keep opening both the agent APIs and the gateway', async (t) => {
  const dir = tempDataDir(t);
  const old = openDatabase(dir, { migrations: MIGRATIONS.filter((m) => m.version < 5) });
  old
    .prepare(`INSERT INTO api_keys (id, name, prefix, key_hash, created_at, created_by) VALUES ('k-1', 'old', 'gsg_abcdef', 'h', '2026-01-01', 'admin')`)
    .run();
  old.close();

  const db = openDatabase(dir);
  t.teardown(() => db.close());
  t.same(db.prepare('SELECT id, scope FROM api_keys').all(), [{ id: 'k-1', scope: 'both' }]);
});

t.test('policies from before version 12 stay enforced, and earlier logs and sightings read as before monitor mode and tool decisions', async (t) => {
  const dir = tempDataDir(t);
  const old = openDatabase(dir, { migrations: MIGRATIONS.filter((m) => m.version < 12) });
  old
    .prepare(`INSERT INTO policies (id, name, description, rule_type, severity, action, is_enabled, rules, created_at, updated_at)
              VALUES ('p-1', 'PII', 'd', 'PII', 'high', 'block', 1, '{}', '2026-01-01', '2026-01-01')`)
    .run();
  old
    .prepare(`INSERT INTO detections (id, user, hostname, ip_address, os, ai_tool, ts) VALUES ('d-1', 'u', 'h', '10.0.0.1', 'Linux', 'ChatGPT', 1)`)
    .run();
  old.close();

  const db = openDatabase(dir);
  t.teardown(() => db.close());
  t.same(db.prepare('SELECT id, mode FROM policies').all(), [{ id: 'p-1', mode: 'enforce' }]);
  t.same(db.prepare('SELECT id, action FROM detections').all(), [{ id: 'd-1', action: 'allowed' }]);
  t.same(db.prepare('SELECT * FROM ai_tool_decisions').all(), [], 'every tool starts Unreviewed');
});

t.test('accounts from before version 17 sign in with their password here (source local, no subject)', async (t) => {
  const dir = tempDataDir(t);
  const old = openDatabase(dir, { migrations: MIGRATIONS.filter((m) => m.version < 17) });
  old
    .prepare(`INSERT INTO accounts (id, username, email, role, password_hash, profile, notification_prefs, mfa, created_at)
              VALUES ('a-1', 'dana', 'dana@acme.example', 'admin', 'scrypt$x', '{}', '{}', '{}', '2026-01-01')`)
    .run();
  old.close();

  const db = openDatabase(dir);
  t.teardown(() => db.close());
  t.same(db.prepare('SELECT id, source, external_subject FROM accounts').all(), [{ id: 'a-1', source: 'local', external_subject: null }]);
  db.prepare(`UPDATE accounts SET source = 'oidc', external_subject = 'iss|1' WHERE id = 'a-1'`).run();
  t.throws(
    () =>
      db
        .prepare(`INSERT INTO accounts (id, username, email, role, password_hash, profile, notification_prefs, mfa, created_at, source, external_subject)
                  VALUES ('a-2', 'lee', 'lee@acme.example', 'auditor', '', '{}', '{}', '{}', '2026-01-01', 'oidc', 'iss|1')`)
        .run(),
    /UNIQUE/,
    'one account per subject at a source',
  );
});

t.test('alerts raised before the SLA setting are due after the default hours of their severity', async (t) => {
  const slaVersion = MIGRATIONS.find((m) => m.sql.includes('ADD COLUMN due_at'))!.version;
  const dir = tempDataDir(t);
  const old = openDatabase(dir, { migrations: MIGRATIONS.filter((m) => m.version < slaVersion) });
  const raised = Date.parse('2026-11-01T09:00:00.000Z');
  const insert = old.prepare(`INSERT INTO alerts (id, ts, user_id, user, input_preview, output_preview, policy_triggered, policy_id,
      action_taken, severity, status, log_id, history, first_seen, last_seen)
    VALUES (?, ?, 'u', 'u', 'in', 'out', 'PII', 'p-1', 'Blocked', ?, 'open', NULL, '[]', ?, ?)`);
  for (const severity of ['high', 'medium', 'low']) insert.run(`a-${severity}`, raised, severity, raised, raised);
  old.close();

  const store = createSqliteStore(dir);
  t.teardown(() => store.close());
  const dueOf = async (id: string) => (await store.alerts.get(id))?.dueAt;
  t.equal(await dueOf('a-high'), '2026-11-01T10:00:00.000Z');
  t.equal(await dueOf('a-medium'), '2026-11-01T17:00:00.000Z');
  t.equal(await dueOf('a-low'), '2026-11-02T09:00:00.000Z');
  t.equal((await store.alerts.list({ page: 1, pageSize: 25 })).summary.overdue, 3);
});
