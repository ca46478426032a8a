import t from 'tap';
import { policyRollupKey, splitPolicyRollupKey, type NewLogRecord, type Store } from '../../src/store/types.ts';
import { forEachAdapter } from './adapters.ts';

const HOUR = 3_600_000;
const BASE = Date.parse('2026-03-01T00:00:00.000Z');
const BASE_HOUR = BASE / HOUR;
const pii = { id: 'pol-pii', name: 'PII Detection', ruleType: 'PII' };
const pci = { id: 'pol-pci', name: 'Credit Card Protection', ruleType: 'PCI' };

let serial = 0;
function record(at: number, over: Partial<NewLogRecord> = {}): NewLogRecord {
  serial += 1;
  return {
    id: `log-${serial}`,
    timestamp: new Date(at).toISOString(),
    userId: 'u-1',
    user: 'alice',
    hostname: 'LAPTOP-ALICE',
    ipAddress: '10.0.0.5',
    inputRedacted: 'in',
    outputRedacted: 'out',
    inputEncrypted: 'sealed-in',
    outputEncrypted: 'sealed-out',
    status: 'allowed',
    policyTriggered: '',
    policyId: '',
    aiModel: 'ChatGPT',
    sessionId: 's',
    eventId: null,
    policies: [],
    ...over,
  };
}

const violation = (at: number, user: string, policies: NewLogRecord['policies'], status: 'blocked' | 'flagged' = 'blocked') =>
  record(at, { user, status, policies, policyTriggered: policies.map((p) => p.name).join(', '), policyId: policies.map((p) => p.id).join(',') });

async function seed(store: Store) {
  // Two batches, so counters written by the first are added to, not replaced, by the second.
  await store.logs.insertMany([
    record(BASE + 60_000),
    record(BASE + 120_000, { aiModel: 'Claude', hostname: 'DESKTOP-BOB' }),
    violation(BASE + 180_000, 'bob', [pii, pci]),
  ]);
  await store.logs.insertMany([
    violation(BASE + HOUR + 60_000, 'bob', [pii], 'flagged'),
    violation(BASE + HOUR + 120_000, 'carol', [pci]),
    record(BASE + 2 * HOUR + 60_000, { hostname: '' }),
    record(BASE + 5 * HOUR, { hostname: 'VM-CAROL' }),
  ]);
}

const span = (fromHour: number, toHour: number) => [new Date(BASE + fromHour * HOUR), new Date(BASE + toHour * HOUR)] as const;

forEachAdapter(t, 'rollups: per-hour counters for every dimension', async (t, store) => {
  await seed(store);
  t.same(await store.rollups.sum('status', ...span(0, 3)), [
    { key: 'allowed', hour: BASE_HOUR, count: 2 },
    { key: 'blocked', hour: BASE_HOUR, count: 1 },
    { key: 'blocked', hour: BASE_HOUR + 1, count: 1 },
    { key: 'flagged', hour: BASE_HOUR + 1, count: 1 },
    { key: 'allowed', hour: BASE_HOUR + 2, count: 1 },
  ]);
  t.same(await store.rollups.sum('tool', ...span(0, 1)), [
    { key: 'ChatGPT', hour: BASE_HOUR, count: 2 },
    { key: 'Claude', hour: BASE_HOUR, count: 1 },
  ]);
  t.same(await store.rollups.sum('userViolations', ...span(0, 6)), [
    { key: 'bob', hour: BASE_HOUR, count: 1 },
    { key: 'bob', hour: BASE_HOUR + 1, count: 1 },
    { key: 'carol', hour: BASE_HOUR + 1, count: 1 },
  ], 'only blocked and flagged logs count against a user');
  t.same(await store.rollups.sum('ruleType', ...span(0, 6)), [
    { key: 'PCI', hour: BASE_HOUR, count: 1 },
    { key: 'PII', hour: BASE_HOUR, count: 1 },
    { key: 'PCI', hour: BASE_HOUR + 1, count: 1 },
    { key: 'PII', hour: BASE_HOUR + 1, count: 1 },
  ]);
  const policies = await store.rollups.sum('policy', ...span(0, 1));
  t.same(policies.map((p) => splitPolicyRollupKey(p.key)).sort((a, b) => a.id.localeCompare(b.id)), [pci, pii].map(({ id, name }) => ({ id, name })));
});

forEachAdapter(t, 'rollups: a range covers the hours it overlaps', async (t, store) => {
  await seed(store);
  const statusCount = async (from: number, to: number) =>
    (await store.rollups.sum('status', new Date(from), new Date(to))).reduce((n, r) => n + r.count, 0);
  t.equal(await statusCount(BASE + 30 * 60_000, BASE + HOUR + 1), 5, 'partial first and last hours are included');
  t.equal(await statusCount(BASE + HOUR, BASE + 2 * HOUR), 2, 'the end is exclusive');
  t.equal(await statusCount(BASE + 3 * HOUR, BASE + 5 * HOUR), 0);
  t.equal(await statusCount(BASE - 10 * HOUR, BASE + 10 * HOUR), 7);
});

forEachAdapter(t, 'rollups: totals per key, largest first, optionally the top few', async (t, store) => {
  await seed(store);
  t.same(await store.rollups.totals('status', ...span(0, 6)), [
    { key: 'allowed', count: 4 },
    { key: 'blocked', count: 2 },
    { key: 'flagged', count: 1 },
  ]);
  t.same(await store.rollups.totals('userViolations', ...span(0, 6), 1), [{ key: 'bob', count: 2 }]);
  t.same(await store.rollups.totals('tool', ...span(0, 6)), [
    { key: 'ChatGPT', count: 6 },
    { key: 'Claude', count: 1 },
  ]);
  t.same(await store.rollups.totals('ruleType', ...span(0, 1)), [
    { key: 'PCI', count: 1 },
    { key: 'PII', count: 1 },
  ], 'ties are ordered by key');
  t.same(await store.rollups.totals('policy', ...span(0, 6)), [
    { key: policyRollupKey(pci.id, pci.name), count: 2 },
    { key: policyRollupKey(pii.id, pii.name), count: 2 },
  ]);
  t.same(await store.rollups.totals('status', ...span(7, 9)), []);
});

forEachAdapter(t, 'rollups: a renamed policy keeps its id in the key', async (t, store) => {
  await store.logs.insertMany([violation(BASE, 'bob', [pii])]);
  await store.logs.insertMany([violation(BASE + 1000, 'bob', [{ ...pii, name: 'Personal Data' }])]);
  const keys = (await store.rollups.totals('policy', ...span(0, 1))).map((r) => splitPolicyRollupKey(r.key));
  t.same(new Set(keys.map((k) => k.id)), new Set([pii.id]));
  t.same(new Set(keys.map((k) => k.name)), new Set(['PII Detection', 'Personal Data']));
});

forEachAdapter(t, 'rollups: hosts seen in logs count once each toward endpoint coverage', async (t, store) => {
  await seed(store);
  t.same(await store.dashboard.endpointCoverage(), { withClient: 0, withoutClient: 3 }, 'DESKTOP-BOB, LAPTOP-ALICE and VM-CAROL');
});
