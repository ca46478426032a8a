import t from 'tap';
import { alertFromLog, DEFAULT_ALERT_SLA, type Alert } from '@gsg/shared';
import type { AlertRaising, NewLogRecord, Store } from '../../src/store/index.ts';
import { logRecordFixture } from '../fixtures.ts';
import { forEachAdapter } from './adapters.ts';

const MINUTE = 60_000;
const WINDOW = 30 * MINUTE;
const T0 = Date.parse('2026-05-04T09:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * MINUTE).toISOString();

const pii = { id: 'pol-pii', name: 'PII Detection', ruleType: 'PII' };
const pci = { id: 'pol-pci', name: 'Credit Card Protection', ruleType: 'PCI' };

let serial = 0;
/** A blocked conversation of `user` at `minutes` past T0 that triggered `policies`, in that order. */
function blocked(minutes: number, over: { user?: string; policies?: Array<typeof pii>; eventId?: string } = {}): NewLogRecord {
  serial += 1;
  const policies = over.policies ?? [pii];
  const user = over.user ?? 'alice';
  return logRecordFixture(`log-${serial}`, at(minutes), {
    status: 'blocked',
    userId: `u-${user}`,
    user,
    policies,
    policyTriggered: policies.map((p) => p.name).join(', '),
    policyId: policies.map((p) => p.id).join(','),
    eventId: over.eventId ?? `ev-${serial}`,
  });
}

const raising = (groupWindowMs = WINDOW): AlertRaising => ({
  alertFor: (log) => alertFromLog(log, { id: `alert-${log.id}`, severity: 'high', sla: DEFAULT_ALERT_SLA }),
  groupWindowMs,
});

const store_ = (store: Store, logs: NewLogRecord[], windowMs?: number) => store.logs.insertMany(logs, { raise: raising(windowMs) });

/** Every alert, oldest first, with the fields grouping sets. */
async function alertsOf(store: Store): Promise<Array<Pick<Alert, 'id' | 'count' | 'firstSeenAt' | 'lastSeenAt'>>> {
  const page = await store.alerts.list({ page: 1, pageSize: 100 });
  return page.items.reverse().map(({ id, count, firstSeenAt, lastSeenAt }) => ({ id, count, firstSeenAt, lastSeenAt }));
}

forEachAdapter(t, 'grouping: one person, the same policies, within the window: one alert counting each conversation', async (t, store) => {
  const [a, b, c] = [blocked(0), blocked(10), blocked(25)];
  const first = await store_(store, [a, b]);
  t.same(first.alerts.map((x) => [x.id, x.count, x.firstSeenAt, x.lastSeenAt]), [[`alert-${a.id}`, 2, at(0), at(10)]], 'the batch raised one alert of two');
  t.same(first.grown, []);
  t.same([...first.alertIdOf], [[a.id, `alert-${a.id}`], [b.id, `alert-${a.id}`]], 'each log names its alert');

  const second = await store_(store, [c]);
  t.same(second.alerts, [], 'a later batch raises nothing new');
  t.match(second.grown, [{ id: `alert-${a.id}`, count: 3, firstSeenAt: at(0), lastSeenAt: at(25) }], 'it grows the stored alert');
  t.same(await alertsOf(store), [{ id: `alert-${a.id}`, count: 3, firstSeenAt: at(0), lastSeenAt: at(25) }]);
  const alert = (await store.alerts.get(`alert-${a.id}`))!;
  t.equal(alert.logId, a.id, 'the alert still names the conversation that raised it');
  t.same((await store.logs.forAlert(alert, 10)).map((l) => l.id), [c.id, b.id, a.id], 'its conversations, newest first');
  t.same((await store.logs.forAlert(alert, 2)).map((l) => l.id), [c.id, b.id], 'as many as asked for');
});

forEachAdapter(t, 'grouping: another person or another set of policies is another alert; the order of the policies is not', async (t, store) => {
  const logs = [
    blocked(0, { policies: [pii, pci] }),
    blocked(1, { policies: [pci, pii] }),
    blocked(2, { policies: [pii] }),
    blocked(3, { user: 'bob', policies: [pii, pci] }),
  ];
  const { alerts } = await store_(store, logs);
  t.same(alerts.map((a) => [a.logId, a.count]), [[logs[0]!.id, 2], [logs[2]!.id, 1], [logs[3]!.id, 1]]);
});

forEachAdapter(t, 'grouping: the window runs from the conversations the alert has, both ways', async (t, store) => {
  const [first, late, early, outside] = [blocked(60), blocked(85), blocked(35), blocked(85 + 31)];
  await store_(store, [first]);
  await store_(store, [late]);
  await store_(store, [early]);
  t.same(await alertsOf(store), [{ id: `alert-${first.id}`, count: 3, firstSeenAt: at(35), lastSeenAt: at(85) }], 'an earlier conversation within the window joins too');
  await store_(store, [outside]);
  t.same((await alertsOf(store)).map((a) => [a.id, a.count]), [[`alert-${first.id}`, 3], [`alert-${outside.id}`, 1]], 'one past the window raises its own');
  await store_(store, [blocked(85 + 40)]);
  t.same((await alertsOf(store)).map((a) => a.count), [3, 2], 'and later ones join the newer alert');
});

forEachAdapter(t, 'grouping: an alert someone has taken up gathers nothing more', async (t, store) => {
  const [a, b, c] = [blocked(0), blocked(1), blocked(2)];
  await store_(store, [a]);
  await store.alerts.transition(`alert-${a.id}`, 'open', { from: 'open', to: 'investigating', at: at(1), by: 'analyst' });
  await store_(store, [b]);
  await store.alerts.transition(`alert-${b.id}`, 'open', { from: 'open', to: 'resolved', at: at(2), by: 'analyst' });
  await store_(store, [c]);
  t.same((await alertsOf(store)).map((x) => [x.id, x.count]), [[`alert-${a.id}`, 1], [`alert-${b.id}`, 1], [`alert-${c.id}`, 1]], 'each starts a new open alert');
});

forEachAdapter(t, 'grouping: a window of 0 raises one alert per conversation; duplicates count nowhere', async (t, store) => {
  await store_(store, [blocked(0), blocked(1)], 0);
  t.same((await alertsOf(store)).map((a) => a.count), [1, 1]);
  await store_(store, [blocked(2, { user: 'bob', eventId: 'ev-once' })]);
  const again = await store_(store, [blocked(3, { user: 'bob', eventId: 'ev-once' })]);
  t.same(again.duplicates.length, 1);
  t.same(again.grown, [], 'a repeated event grows nothing');
  t.same((await alertsOf(store)).map((a) => a.count), [1, 1, 1]);
});

forEachAdapter(t, 'grouping: a failed batch takes its growth back with it', async (t, store) => {
  const a = blocked(0);
  await store_(store, [a]);
  const [b, c] = [blocked(1), blocked(2)];
  // The second log's would-be alert clashes with the first's id, failing the batch after b joined.
  const clash: AlertRaising = { alertFor: (log) => alertFromLog(log, { id: `alert-${a.id}`, severity: log === c ? 'low' : 'high', sla: DEFAULT_ALERT_SLA }), groupWindowMs: WINDOW };
  await t.rejects(store.logs.insertMany([b, c], { raise: clash }));
  t.same((await alertsOf(store)).map((x) => x.count), [1], 'the count is as before the batch');
  t.equal(await store.logs.get(b.id), null);
});

forEachAdapter(t, 'grouping: an alert stored before grouping lists the conversation that raised it', async (t, store) => {
  const log = blocked(0);
  await store.logs.insertMany([log]);
  await store.alerts.insertMany([alertFromLog(log, { id: 'old-alert', severity: 'high', sla: DEFAULT_ALERT_SLA })]);
  t.same((await store.logs.forAlert({ id: 'old-alert', logId: log.id }, 10)).map((l) => l.id), [log.id]);
  t.same(await store.logs.forAlert({ id: 'none', logId: null }, 10), []);
});
