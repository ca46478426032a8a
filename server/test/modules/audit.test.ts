import t from 'tap';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import type { AuditEntry } from '@gsg/shared';
import { ADMIN_PASSWORD, buildTestApp, ON_MONGODB } from '../helper.ts';
import { conversationContext, piiBlockPolicy } from '../fixtures.ts';
import { DATABASE_FILE } from '../../src/store/sqlite/database.ts';

const run = promisify(execFile);
const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605 Safari/605';

t.test('sign-ins, refused sign-ins and sign-outs are recorded with where they came from', async (t) => {
  const { app, as } = await buildTestApp(t);
  const headers = { 'user-agent': UA, 'x-forwarded-for': '203.0.113.9' };
  await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: { username: 'admin', password: 'wrong-guess' } });
  const ok = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: { username: 'admin', password: ADMIN_PASSWORD } });
  const cookie = `gsg_session=${ok.cookies.find((c) => c.name === 'gsg_session')!.value}`;
  await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { ...headers, cookie } });
  const items = (await as({ method: 'GET', url: '/api/v1/audit?actor=admin&limit=10' })).json().items as AuditEntry[];
  const newest = items.slice(0, 3).map((e) => [e.action, e.userAgent, e.target]);
  t.same(newest, [
    ['session.ended', UA, 'account:admin'],
    ['session.started', UA, 'account:admin'],
    ['sign-in.failed', UA, 'account:admin'],
  ]);
  t.equal(items[0]!.detail.reason, 'sign-out');
  t.notMatch(JSON.stringify(items), /wrong-guess|Correct-Horse/, 'no password is ever kept');
});

t.test('policy, settings and access changes keep who, from where, and before and after', async (t) => {
  const { as } = await buildTestApp(t, { seed: true });
  const created = (await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy, headers: { 'user-agent': UA } })).json();
  await as({ method: 'PUT', url: `/api/v1/policies/${created.id}`, payload: { ...piiBlockPolicy, severity: 'low' } });
  const general = (await as({ method: 'GET', url: '/api/v1/settings/general' })).json().values;
  await as({ method: 'PUT', url: '/api/v1/settings/general', payload: { ...general, retentionPeriod: 30, defaultAction: 'block', autoArchive: false } });
  const user = (await as({ method: 'GET', url: '/api/v1/access/users' })).json().items[0];
  await as({ method: 'PATCH', url: `/api/v1/access/users/${user.id}`, payload: { accessEnabled: !user.accessEnabled } });

  const page = (await as({ method: 'GET', url: '/api/v1/audit?limit=4' })).json();
  t.match(page.items, [
    { action: 'access.user.changed', target: `access-user:${user.id}`, before: { accessEnabled: user.accessEnabled }, after: { accessEnabled: !user.accessEnabled } },
    { action: 'settings.changed', target: 'settings:general', before: { retentionPeriod: 90 }, after: { retentionPeriod: 30, defaultAction: 'block' } },
    { action: 'policy.saved', target: `policy:${created.id}`, before: { severity: 'high' }, after: { severity: 'low' } },
    { action: 'policy.saved', before: null, after: { name: piiBlockPolicy.name }, actorName: 'admin', ipAddress: '127.0.0.1', userAgent: UA },
  ]);
  const older = (await as({ method: 'GET', url: `/api/v1/audit?limit=4&before=${page.nextBefore}` })).json();
  t.ok(older.items.every((e: AuditEntry) => e.seq < page.items.at(-1).seq), 'the next page holds older entries');
  const filtered = (await as({ method: 'GET', url: '/api/v1/audit?action=policy.saved&target=policy:' })).json().items;
  t.equal(filtered.length, 2);
  t.equal((await as({ method: 'GET', url: '/api/v1/audit?limit=0' })).statusCode, 400);
  t.equal((await as({ method: 'GET', url: '/api/v1/audit?from=yesterday' })).statusCode, 400);
});

t.test('with audit logging off only security events are kept; on, every change', async (t) => {
  const { as } = await buildTestApp(t);
  await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy });
  const alertOf = async () => (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...conversationContext, input: 'Email jane@example.com', output: 'ok' } })).json().alertId;
  const security = (await as({ method: 'GET', url: '/api/v1/settings/security' })).json().values;
  t.equal(security.auditLogging, true, 'on by default');
  const first = await alertOf();
  await as({ method: 'PATCH', url: `/api/v1/alerts/${first}`, payload: { status: 'investigating' } });
  await as({ method: 'PUT', url: '/api/v1/settings/security', payload: { ...security, auditLogging: false } });
  const second = await alertOf();
  await as({ method: 'PATCH', url: `/api/v1/alerts/${second}`, payload: { status: 'investigating' } });
  await as({ method: 'POST', url: '/api/v1/policies', payload: { ...piiBlockPolicy, name: 'Second' } });

  const entries = (await as({ method: 'GET', url: '/api/v1/audit?limit=50' })).json().items as AuditEntry[];
  t.same(entries.filter((e) => e.action === 'alert.transitioned').map((e) => e.target), [`alert:${first}`], 'triage with logging off is not kept');
  t.equal(entries.filter((e) => e.action === 'policy.saved').length, 2, 'policy changes are kept either way');
  t.match(entries.find((e) => e.action === 'settings.changed'), { before: { auditLogging: true }, after: { auditLogging: false } }, 'and so is switching it off');
});

t.test('the CSV export holds the filtered entries, safe to open in a spreadsheet', async (t) => {
  const { as } = await buildTestApp(t);
  await as({ method: 'POST', url: '/api/v1/policies', payload: { ...piiBlockPolicy, name: '=HYPERLINK("http://x")' } });
  const res = await as({ method: 'GET', url: '/api/v1/audit/export?action=policy.saved' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /text\/csv/);
  t.match(res.headers['content-disposition'], /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
  const lines = res.body.trim().split('\r\n');
  t.equal(lines[0], 'Seq,Time,Actor,Action,Target,IP Address,User Agent,Detail,Before,After,Hash');
  t.equal(lines.length, 2, 'the header and the one policy change');
  t.notMatch(lines[1]!, /(^|,)"?=HYPERLINK/, 'a formula is made text');
});

t.test('npm run audit:verify finds the chain intact, and names the entry that was edited', { skip: ON_MONGODB && 'breaks the chain by editing the SQLite database file, which a MongoDB run has none of' }, async (t) => {
  const { as, config } = await buildTestApp(t);
  for (const name of ['One', 'Two', 'Three']) await as({ method: 'POST', url: '/api/v1/policies', payload: { ...piiBlockPolicy, name } });
  const env = { ...process.env, GSG_DATA_DIR: config.dataDir, MONGODB_URI: '' };
  const verify = () => run('npm', ['run', '--silent', 'audit:verify'], { env, cwd: join(import.meta.dirname, '../../..') }).then(
    (r) => ({ code: 0, out: r.stdout }),
    (e: { code: number; stderr: string }) => ({ code: e.code, out: e.stderr }),
  );
  const intact = await verify();
  t.equal(intact.code, 0);
  t.match(intact.out, /Audit trail intact: \d+ entries verified/);

  const db = new Database(join(config.dataDir, DATABASE_FILE));
  const target = db.prepare("SELECT seq FROM audit_trail WHERE action = 'policy.saved' ORDER BY seq LIMIT 1 OFFSET 1").get() as { seq: number };
  db.prepare("UPDATE audit_trail SET actor_name = 'someone-else' WHERE seq = ?").run(target.seq);
  db.close();
  const edited = await verify();
  t.equal(edited.code, 1);
  t.match(edited.out, new RegExp(`broken at entry ${target.seq}: entry ${target.seq} was changed after it was written`));
});
