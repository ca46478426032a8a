import Database from 'better-sqlite3';
import { join } from 'node:path';
import t from 'tap';
import type { Alert, AlertQuery } from '@gsg/shared';
import { createSqliteStore } from '../../src/store/sqlite/index.ts';
import { DATABASE_FILE } from '../../src/store/sqlite/database.ts';
import { JUDGED_BY_POLICY } from '../../src/store/sqlite/alert-repository.ts';
import { tempDataDir } from '../helper.ts';
import { forEachAdapter } from './adapters.ts';
import { alertFixture } from '../fixtures.ts';

const alert = alertFixture;

const query = (over: Partial<AlertQuery> = {}): AlertQuery => ({ page: 1, pageSize: 25, ...over });

const sample = (): Alert[] => [
  alert('a-1', '2026-11-01T09:00:00.000Z'),
  alert('a-2', '2026-11-02T09:00:00.000Z', { severity: 'medium', status: 'investigating' }),
  alert('a-3', '2026-11-03T09:00:00.000Z', {
    severity: 'low',
    status: 'resolved',
    history: [
      { from: 'open', to: 'resolved', at: '2026-11-03T09:30:00.000Z', by: 'admin' },
    ],
  }),
  alert('a-4', '2026-11-04T23:59:59.999Z', { logId: 'log-9' }),
];

forEachAdapter(t, 'alerts: insertMany and get keep every field', async (t, store) => {
  const alerts = sample();
  await store.alerts.insertMany(alerts);
  t.same(await store.alerts.get('a-3'), alerts[2]);
  t.same(await store.alerts.get('a-4'), alerts[3]);
  t.equal(await store.alerts.get('missing'), null);
});

forEachAdapter(t, 'alerts: list is newest first and paged', async (t, store) => {
  await store.alerts.insertMany(sample());
  const all = await store.alerts.list(query());
  t.same(all.items.map((a) => a.id), ['a-4', 'a-3', 'a-2', 'a-1']);
  t.equal(all.total, 4);
  const many = Array.from({ length: 30 }, (_, i) => alert(`b-${i}`, new Date(Date.UTC(2026, 9, 1, 0, i)).toISOString()));
  await store.alerts.insertMany(many);
  const second = await store.alerts.list(query({ page: 2 }));
  t.equal(second.total, 34);
  t.equal(second.page, 2);
  t.equal(second.pageSize, 25);
  t.same(second.items.map((a) => a.id), ['b-8', 'b-7', 'b-6', 'b-5', 'b-4', 'b-3', 'b-2', 'b-1', 'b-0']);
  t.same((await store.alerts.list(query({ page: 9 }))).items, [], 'a page past the end is empty');
});

forEachAdapter(t, 'alerts: status, severity and time filters; the summary counts every alert', async (t, store) => {
  await store.alerts.insertMany(sample());
  const ids = async (q: Partial<AlertQuery>) => (await store.alerts.list(query(q))).items.map((a) => a.id);
  t.same(await ids({ status: ['open'] }), ['a-4', 'a-1']);
  t.same(await ids({ status: ['investigating', 'resolved'] }), ['a-3', 'a-2']);
  t.same(await ids({ status: [] }), ['a-4', 'a-3', 'a-2', 'a-1'], 'an empty list means all');
  t.same(await ids({ severity: ['high'] }), ['a-4', 'a-1']);
  t.same(await ids({ severity: ['medium', 'low'], status: ['resolved'] }), ['a-3']);
  t.same(await ids({ from: '2026-11-02', to: '2026-11-03' }), ['a-3', 'a-2'], 'bare dates cover whole days');
  t.same(await ids({ from: '2026-11-04' }), ['a-4'], 'the last millisecond of a day is inside it');
  t.same(await ids({ to: '2026-11-01T09:00:00Z' }), ['a-1'], 'date-time bounds are inclusive');

  const filtered = await store.alerts.list(query({ status: ['resolved'] }));
  t.equal(filtered.total, 1);
  t.same(filtered.summary, { total: 4, open: 2, investigating: 1, resolved: 1, overdue: 3 });
});

forEachAdapter(t, 'alerts: overdue are the unresolved past their due time, counted and filtered', async (t, store) => {
  const hour = 3_600_000;
  const inHours = (h: number) => new Date(Date.now() + h * hour).toISOString();
  await store.alerts.insertMany([
    alert('late-open', inHours(-4), { dueAt: inHours(-2) }),
    alert('late-investigating', inHours(-3), { status: 'investigating', dueAt: inHours(-1) }),
    alert('in-time', inHours(-1), { dueAt: inHours(7) }),
    alert('late-but-resolved', inHours(-30), {
      status: 'resolved',
      dueAt: inHours(-29),
      history: [{ from: 'open', to: 'resolved', at: inHours(-28), by: 'admin' }],
    }),
  ]);
  const page = await store.alerts.list(query({ overdue: 'true' }));
  t.same(page.items.map((a) => a.id), ['late-investigating', 'late-open'], 'a resolved breach is no longer waiting');
  t.equal(page.total, 2);
  t.equal(page.summary.overdue, 2);
  t.same((await store.alerts.list(query({ overdue: 'true', status: ['investigating'] }))).items.map((a) => a.id), ['late-investigating']);
  t.equal((await store.alerts.get('in-time'))?.dueAt, (await store.alerts.list(query())).items.find((a) => a.id === 'in-time')?.dueAt);
});

forEachAdapter(t, 'alerts: a transition applies only from the expected status', async (t, store) => {
  await store.alerts.insertMany(sample());
  const move = { from: 'open' as const, to: 'investigating' as const, at: '2026-11-05T10:00:00.000Z', by: 'analyst' };
  const moved = await store.alerts.transition('a-1', 'open', move);
  t.equal(moved?.status, 'investigating');
  t.same(moved?.history, [move]);

  t.equal(await store.alerts.transition('a-1', 'open', { ...move, to: 'resolved', by: 'late' }), null, 'the loser changes nothing');
  const after = await store.alerts.get('a-1');
  t.equal(after?.status, 'investigating');
  t.same(after?.history, [move]);

  const resolve = { from: 'investigating' as const, to: 'resolved' as const, at: '2026-11-05T11:00:00.000Z', by: 'analyst' };
  const resolved = await store.alerts.transition('a-1', 'investigating', resolve);
  t.equal(resolved?.status, 'resolved');
  t.same(resolved?.history, [move, resolve], 'history keeps every move in order');
  t.equal(await store.alerts.transition('missing', 'open', move), null);
  t.same((await store.alerts.list(query())).summary, { total: 4, open: 1, investigating: 1, resolved: 2, overdue: 2 });
});

t.test('alerts: resolved_at is recorded for the response-time chart [sqlite]', async (t) => {
  const dir = tempDataDir(t);
  const store = createSqliteStore(dir);
  await store.alerts.insertMany(sample());
  await store.alerts.transition('a-1', 'open', { from: 'open', to: 'resolved', at: '2026-11-01T09:45:00.000Z', by: 'admin' });
  await store.alerts.transition('a-2', 'investigating', { from: 'investigating', to: 'resolved', at: '2026-11-02T10:00:00.000Z', by: 'admin' });
  await store.close();
  const db = new Database(join(dir, DATABASE_FILE), { readonly: true });
  t.teardown(() => db.close());
  const rows = db.prepare('SELECT id, resolved_at - ts AS took FROM alerts WHERE resolved_at IS NOT NULL ORDER BY id').all();
  t.same(rows, [
    { id: 'a-1', took: 45 * 60_000 },
    { id: 'a-2', took: 60 * 60_000 },
    { id: 'a-3', took: 30 * 60_000 },
  ]);
});

forEachAdapter(t, 'alerts: triage fields are stored, changed one at a time, and commented', async (t, store) => {
  await store.alerts.insertMany([alert('a-1', '2026-11-01T09:00:00.000Z')]);
  t.match(await store.alerts.get('a-1'), { assignee: null, disposition: null, comments: [] });
  t.match(await store.alerts.update('a-1', { assignee: 'analyst' }), { assignee: 'analyst', disposition: null });
  t.match(await store.alerts.update('a-1', { disposition: 'false_positive' }), { assignee: 'analyst', disposition: 'false_positive' }, 'a field left out stays');
  t.match(await store.alerts.update('a-1', { assignee: null }), { assignee: null, disposition: 'false_positive' }, 'null clears');
  const first = { id: 'c-1', at: '2026-11-01T10:00:00.000Z', by: 'analyst', text: 'Looks like a test card' };
  const second = { id: 'c-2', at: '2026-11-01T10:05:00.000Z', by: 'admin', text: 'Agreed "quote" \\ and ]' };
  await store.alerts.addComment('a-1', first);
  t.same((await store.alerts.addComment('a-1', second))?.comments, [first, second], 'comments in order, text as written');
  t.equal(await store.alerts.update('missing', { assignee: 'x' }), null);
  t.equal(await store.alerts.addComment('missing', first), null);
});

forEachAdapter(t, 'alerts: filters by user, policy, assignee, disposition and text', async (t, store) => {
  await store.alerts.insertMany([
    alert('a-1', '2026-11-01T09:00:00.000Z', { user: 'Jane Doe', policyTriggered: 'PII Detection, Sensitive Topics', inputPreview: 'Card [CREDIT_CARD] 100% sure' }),
    alert('a-2', '2026-11-02T09:00:00.000Z', { user: 'John Roe', policyTriggered: 'PII Detection Extended' }),
    alert('a-3', '2026-11-03T09:00:00.000Z', { user: 'Jane Doe', policyTriggered: 'Sensitive Topics' }),
  ]);
  await store.alerts.update('a-1', { assignee: 'analyst', disposition: 'true_positive' });
  await store.alerts.update('a-3', { disposition: 'benign' });
  const ids = async (q: Partial<AlertQuery>) => (await store.alerts.list(query(q))).items.map((a) => a.id);
  t.same(await ids({ user: 'Jane Doe' }), ['a-3', 'a-1']);
  t.same(await ids({ policy: 'PII Detection' }), ['a-1'], 'a whole policy name among several, not a longer one that starts alike');
  t.same(await ids({ policy: 'pii detection' }), ['a-1'], 'in either case, as the other filters');
  t.same(await ids({ policy: 'Sensitive Topics' }), ['a-3', 'a-1']);
  t.same(await ids({ assignee: 'analyst' }), ['a-1']);
  t.same(await ids({ assignee: '-' }), ['a-3', 'a-2'], 'unassigned');
  t.same(await ids({ disposition: ['benign', 'true_positive'] }), ['a-3', 'a-1']);
  t.same(await ids({ q: 'credit_card' }), ['a-1'], 'text in a preview, in either case');
  t.same(await ids({ q: '100%' }), ['a-1'], 'a % is matched as itself');
  t.same(await ids({ q: '%' }), ['a-1']);
  t.same(await ids({ q: 'roe' }), ['a-2'], 'text in the user');
  t.same(await ids({ q: 'Extended' }), ['a-2'], 'text in the policy');
});

forEachAdapter(t, 'alerts: dispositions are counted per policy, an alert naming two policies counting for both', async (t, store) => {
  t.same(await store.alerts.dispositionsByPolicy(), [], 'nothing judged, nothing counted');
  await store.alerts.insertMany([
    alert('d-1', '2026-11-01T09:00:00.000Z', { policyId: 'p-1', disposition: 'true_positive' }),
    alert('d-2', '2026-11-01T09:01:00.000Z', { policyId: 'p-1', disposition: 'true_positive' }),
    alert('d-3', '2026-11-01T09:02:00.000Z', { policyId: 'p-1,p-2', disposition: 'false_positive' }),
    alert('d-4', '2026-11-01T09:03:00.000Z', { policyId: 'p-2,p-1', disposition: 'true_positive' }),
    alert('d-5', '2026-11-01T09:04:00.000Z', { policyId: 'p-2', disposition: 'benign' }),
    alert('d-6', '2026-11-01T09:05:00.000Z', { policyId: 'p-3' }),
    alert('d-7', '2026-11-01T09:06:00.000Z', { policyId: 'p-3', disposition: null }),
  ]);
  t.same(await store.alerts.dispositionsByPolicy(), [
    { policyId: 'p-1', truePositives: 3, falsePositives: 1, benign: 0 },
    { policyId: 'p-2', truePositives: 1, falsePositives: 1, benign: 1 },
  ]);
  await store.alerts.update('d-1', { disposition: 'false_positive' });
  await store.alerts.update('d-5', { disposition: null });
  await store.alerts.update('d-6', { disposition: 'true_positive' });
  t.same(
    await store.alerts.dispositionsByPolicy(),
    [
      { policyId: 'p-1', truePositives: 2, falsePositives: 2, benign: 0 },
      { policyId: 'p-2', truePositives: 1, falsePositives: 1, benign: 0 },
      { policyId: 'p-3', truePositives: 1, falsePositives: 0, benign: 0 },
    ],
    'a changed or cleared disposition counts as it now is',
  );
});

t.test('alerts: the dispositions count reads the judged-alerts index, not the table [sqlite]', async (t) => {
  const dir = tempDataDir(t);
  const store = createSqliteStore(dir);
  await store.close();
  const db = new Database(join(dir, DATABASE_FILE), { readonly: true });
  t.teardown(() => db.close());
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${JUDGED_BY_POLICY}`).all() as Array<{ detail: string }>;
  t.match(plan.map((p) => p.detail).join('\n'), /USING COVERING INDEX alerts_judged/);
});

t.test('alerts: those stored before the SLA setting get the default due hours when the store opens [mongodb]', { skip: process.env.MONGODB_URI ? false : 'MONGODB_URI is not set' }, async (t) => {
  const { MongoClient } = await import('mongodb');
  const { createMongoStore } = await import('../../src/store/mongo/index.ts');
  const uri = process.env.MONGODB_URI!;
  const dbName = `gsg_test_sla_${Date.now()}`;
  const first = await createMongoStore(uri, dbName);
  const { dueAt: _dropped, ...beforeSla } = alert('old-alert', '2026-11-01T09:00:00.000Z', { severity: 'medium' });
  await first.close();
  const client = await MongoClient.connect(uri);
  t.teardown(() => client.close());
  await client.db(dbName).collection('alerts').insertOne({
    _id: 1 as never,
    ...beforeSla,
    ts: new Date(beforeSla.timestamp),
    resolvedAt: null,
    firstSeenAt: new Date(beforeSla.firstSeenAt),
    lastSeenAt: new Date(beforeSla.lastSeenAt),
  });
  const store = await createMongoStore(uri, dbName);
  t.teardown(async () => {
    await store.dropDatabase();
    await store.close();
  });
  t.equal((await store.alerts.get('old-alert'))?.dueAt, '2026-11-01T17:00:00.000Z');
  const stored = await client.db(dbName).collection('alerts').findOne({ id: 'old-alert' });
  t.same(stored?.dueAt, new Date('2026-11-01T17:00:00.000Z'), 'kept, so the overdue count and filter find it');
  t.equal((await store.alerts.list(query({ overdue: 'true' }))).total, 1);
});
