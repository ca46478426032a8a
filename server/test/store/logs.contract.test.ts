import t from 'tap';
import { alertFromLog, DEFAULT_ALERT_SLA, conversationLogSchema, logQuerySchema, type ConversationLog, type LogQuery } from '@gsg/shared';
import type { NewLogRecord, Store } from '../../src/store/index.ts';
import { logRecordFixture } from '../fixtures.ts';
import { forEachAdapter } from './adapters.ts';

const HOUR = 3_600_000;
const BASE = Date.parse('2026-03-01T00:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();

let serial = 0;
function record(over: Partial<NewLogRecord> = {}): NewLogRecord {
  serial += 1;
  return logRecordFixture(`log-${serial}`, at(BASE + serial * 1000), over);
}

const pii = { id: 'pol-pii', name: 'PII Detection', ruleType: 'PII' };
const pci = { id: 'pol-pci', name: 'Credit Card Protection', ruleType: 'PCI' };

/** The query a route would pass on, from raw query-string values. */
const query = (raw: Record<string, string> = {}): LogQuery => logQuerySchema.parse(raw);
const ids = (logs: ConversationLog[]) => logs.map((l) => l.id);

async function listIds(store: Store, raw: Record<string, string>): Promise<string[]> {
  return ids((await store.logs.list(query({ limit: '500', ...raw }))).items);
}

async function pageThrough(store: Store, raw: Record<string, string>, limit: number): Promise<{ ids: string[]; pages: number }> {
  const seen: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await store.logs.list(query({ ...raw, limit: String(limit), ...(cursor ? { cursor } : {}) }));
    pages += 1;
    seen.push(...ids(page.items));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { ids: seen, pages };
}

forEachAdapter(t, 'logs: insert, read back, originals stay sealed', async (t, store, raw) => {
  const log = record({ status: 'blocked', policyTriggered: 'PII Detection', policyId: 'pol-pii', policies: [pii], eventId: 'evt-1' });
  const result = await store.logs.insertMany([log]);
  t.match(result, { inserted: [log.id], duplicates: [], alerts: [], grown: [] });

  t.same(await store.logs.get(log.id), conversationLogSchema.parse(log), 'reads back the presented fields only');
  t.equal(await store.logs.getEncryptedOriginal(log.id, 'input'), log.inputEncrypted);
  t.equal(await store.logs.getEncryptedOriginal(log.id, 'output'), log.outputEncrypted);
  t.equal(await store.logs.get('missing'), null);
  t.equal(await store.logs.getEncryptedOriginal('missing', 'input'), null);
  t.equal((await raw.rows('logs')).length, 1);
});

forEachAdapter(t, 'logs: what monitored policies matched is kept, and a log without any reads as none', async (t, store) => {
  const monitored = { policies: [{ id: 'pol-deals', name: 'Deals' }], wouldBe: 'blocked' as const };
  const watched = record({ monitored });
  const plain = record();
  await store.logs.insertMany([watched, plain]);
  t.same((await store.logs.get(watched.id))?.monitored, monitored);
  t.equal((await store.logs.get(plain.id))?.monitored, null);
  const listed = (await store.logs.list(query())).items;
  t.same(listed.find((l) => l.id === watched.id)?.monitored, monitored, 'lists carry it too');
});

forEachAdapter(t, 'logs: an eventId seen before is a duplicate, skipped and reported', async (t, store, raw) => {
  const first = record({ eventId: 'evt-a', status: 'blocked', policies: [pii] });
  await store.logs.insertMany([first]);
  const again = record({ eventId: 'evt-a', status: 'blocked', policies: [pii] });
  const fresh = record({ eventId: 'evt-b' });
  const twinInBatch = record({ eventId: 'evt-b' });
  const noEvent = [record(), record()];
  const result = await store.logs.insertMany([again, fresh, twinInBatch, ...noEvent]);
  t.same(result.inserted, [fresh.id, ...ids(noEvent)]);
  t.same(result.duplicates, [again.id, twinInBatch.id]);
  t.equal((await raw.rows('logs')).length, 4);
  t.equal(await store.logs.get(again.id), null);

  const span = [new Date(BASE), new Date(BASE + HOUR)] as const;
  t.same(await store.rollups.totals('status', ...span), [
    { key: 'allowed', count: 3 },
    { key: 'blocked', count: 1 },
  ], 'duplicates add nothing to the rollups');
  t.same(await store.rollups.totals('userViolations', ...span), [{ key: 'Alice.Smith', count: 1 }]);
});

forEachAdapter(t, 'logs: every filter narrows the list', async (t, store) => {
  const logs = [
    record({ id: 'a', user: 'Alice.Smith', status: 'allowed', aiModel: 'ChatGPT', hostname: 'LAPTOP-ALICE', ipAddress: '10.0.0.5' }),
    record({
      id: 'b',
      user: 'bob.jones',
      status: 'blocked',
      aiModel: 'Claude',
      hostname: 'DESKTOP-BOB',
      ipAddress: '10.0.1.17',
      policyTriggered: 'PII Detection, Credit Card Protection',
      policyId: 'pol-pii,pol-pci',
      policies: [pii, pci],
    }),
    record({
      id: 'c',
      user: 'carol_white',
      status: 'flagged',
      aiModel: 'Gemini Pro',
      hostname: 'laptop-carol',
      ipAddress: '192.168.1.20',
      policyTriggered: 'Sensitive Topics',
      policyId: 'pol-topics',
    }),
    record({ id: 'd', user: 'dave 100%', status: 'blocked', aiModel: 'ChatGPT', hostname: 'VM-DAVE', ipAddress: '10.0.0.50' }),
  ];
  await store.logs.insertMany(logs);

  t.same(await listIds(store, {}), ['d', 'c', 'b', 'a'], 'newest first');
  t.same(await listIds(store, { status: 'blocked' }), ['d', 'b']);
  t.same(await listIds(store, { status: 'blocked,flagged' }), ['d', 'c', 'b']);
  t.same(await listIds(store, { status: 'allowed,blocked,flagged' }), ['d', 'c', 'b', 'a']);
  t.same(await listIds(store, { user: 'ALICE' }), ['a'], 'user is a case-insensitive substring');
  t.same(await listIds(store, { user: '%' }), ['d'], 'a % in the filter is a literal percent sign');
  t.same(await listIds(store, { user: '_' }), ['c'], 'an _ in the filter is a literal underscore');
  t.same(await listIds(store, { tool: 'gemini' }), ['c']);
  t.same(await listIds(store, { policy: 'credit card' }), ['b'], 'policy matches any triggered policy name');
  t.same(await listIds(store, { hostname: 'laptop' }), ['c', 'a']);
  t.same(await listIds(store, { ip: '10.0.0.5' }), ['d', 'a'], 'IP is a substring');
  t.same(await listIds(store, { status: 'blocked', ip: '10.0.1' }), ['b'], 'filters combine');

  const [, second, third] = logs;
  t.same(await listIds(store, { from: second!.timestamp, to: third!.timestamp }), ['c', 'b'], 'time bounds are inclusive');
  t.same(await listIds(store, { from: '2026-03-02' }), []);
  t.same(await listIds(store, { to: '2026-02-28' }), []);
  t.same(await listIds(store, { from: '2026-03-01', to: '2026-03-01' }), ['d', 'c', 'b', 'a'], 'a bare to-date runs to the end of that day');
});

forEachAdapter(t, 'logs: cursor pages cover the set once, in order, whatever the filter', async (t, store) => {
  const statuses = ['allowed', 'blocked', 'flagged'] as const;
  const logs = Array.from({ length: 40 }, (_, i) =>
    // Groups of three share a timestamp, so paging must break ties, not only order by time.
    record({ id: `p-${String(i).padStart(2, '0')}`, timestamp: at(BASE + Math.floor(i / 3) * 60_000), status: statuses[i % 3]! }),
  );
  // Inserted out of time order, as late agent batches arrive.
  await store.logs.insertMany([...logs.slice(20), ...logs.slice(0, 20)]);

  const filters: Array<Record<string, string>> = [{}, { status: 'blocked' }, { status: 'blocked,flagged' }, { status: 'allowed', user: 'alice' }];
  for (const raw of filters) {
    const all = await listIds(store, raw);
    const paged = await pageThrough(store, raw, 7);
    t.same(paged.ids, all, `pages of ${JSON.stringify(raw)} join up to the full list`);
    t.equal(new Set(paged.ids).size, paged.ids.length, 'no log twice');
    t.equal(paged.pages, Math.max(1, Math.ceil(all.length / 7)), 'no empty trailing page');
  }
  const full = await store.logs.list(query());
  t.equal(full.items[0]!.id, 'p-39');
  t.equal(full.nextCursor, null, 'the last page has no cursor');

  await t.rejects(store.logs.list(query({ cursor: 'not-a-cursor' })), { name: 'InvalidQueryError', message: 'Invalid cursor' });
});

forEachAdapter(t, 'logs: summary counts per status under the filters', async (t, store) => {
  await store.logs.insertMany([
    record({ timestamp: at(BASE + 10 * 60_000), status: 'allowed' }),
    record({ timestamp: at(BASE + 20 * 60_000), status: 'blocked', user: 'bob' }),
    record({ timestamp: at(BASE + HOUR + 5 * 60_000), status: 'flagged' }),
    record({ timestamp: at(BASE + HOUR + 50 * 60_000), status: 'blocked' }),
    record({ timestamp: at(BASE + 2 * HOUR + 1), status: 'allowed', user: 'bob' }),
  ]);
  const summary = (raw: Record<string, string>) => store.logs.summary(query(raw));

  t.same(await summary({}), { total: 5, allowed: 2, blocked: 2, flagged: 1 });
  t.same(await summary({ status: 'blocked,flagged' }), { total: 3, allowed: 0, blocked: 2, flagged: 1 });
  t.same(await summary({ user: 'BOB' }), { total: 2, allowed: 1, blocked: 1, flagged: 0 });
  t.same(await summary({ to: '2026-03-01' }), { total: 5, allowed: 2, blocked: 2, flagged: 1 }, 'a whole day');
  t.same(
    await summary({ from: at(BASE + HOUR), to: at(BASE + 2 * HOUR - 1) }),
    { total: 2, allowed: 0, blocked: 1, flagged: 1 },
    'one whole hour',
  );
  t.same(
    await summary({ from: at(BASE + 15 * 60_000), to: at(BASE + HOUR + 10 * 60_000) }),
    { total: 2, allowed: 0, blocked: 1, flagged: 1 },
    'bounds inside hours count exactly',
  );
  t.same(await summary({ from: at(BASE + 2 * HOUR), status: 'allowed' }), { total: 1, allowed: 1, blocked: 0, flagged: 0 });
});

forEachAdapter(t, 'logs: stream yields every match newest first, across batches', async (t, store) => {
  const logs = Array.from({ length: 1205 }, (_, i) =>
    record({ id: `s-${i}`, timestamp: at(BASE + i * 1000), status: i % 5 === 0 ? 'blocked' : 'allowed' }),
  );
  await store.logs.insertMany(logs);
  const streamed: string[] = [];
  for await (const log of store.logs.stream(query())) streamed.push(log.id);
  t.equal(streamed.length, 1205);
  t.same(streamed, ids(logs).reverse());

  const blocked: ConversationLog[] = [];
  for await (const log of store.logs.stream(query({ status: 'blocked', to: at(BASE + 999_000) }))) blocked.push(log);
  t.equal(blocked.length, 200);
  t.ok(blocked.every((l) => l.status === 'blocked'));
  t.equal(blocked[0]!.id, 's-995');
});

forEachAdapter(t, 'logs: deleteOlderThan removes whole hours of logs and their rollups', async (t, store, raw) => {
  await store.logs.insertMany([
    record({ id: 'old-1', timestamp: at(BASE + 5 * 60_000), status: 'blocked', policies: [pii] }),
    record({ id: 'old-2', timestamp: at(BASE + HOUR + 5 * 60_000) }),
    record({ id: 'kept', timestamp: at(BASE + HOUR + 40 * 60_000) }),
    record({ id: 'new', timestamp: at(BASE + 3 * HOUR) }),
  ]);
  // A cutoff inside an hour keeps that hour whole: its rollups cannot be split.
  t.equal(await store.logs.deleteOlderThan(new Date(BASE + HOUR + 30 * 60_000)), 1);
  t.same(await listIds(store, {}), ['new', 'kept', 'old-2']);
  t.equal(await store.logs.deleteOlderThan(new Date(BASE + 2 * HOUR)), 2);
  t.same(await listIds(store, {}), ['new']);
  t.equal((await raw.rows('logs')).length, 1);
  t.same(await store.logs.summary(query()), { total: 1, allowed: 1, blocked: 0, flagged: 0 }, 'the rollups went with the logs');
  t.same(await store.rollups.totals('policy', new Date(0), new Date(BASE + 4 * HOUR)), []);
});

/** The old semantics, by brute force: a case-insensitive (ASCII) substring of the field. */
const FIELDS = { user: 'user', tool: 'aiModel', policy: 'policyTriggered', hostname: 'hostname', ip: 'ipAddress' } as const;
const foldAscii = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const expected = (logs: NewLogRecord[], raw: Partial<Record<keyof typeof FIELDS, string>>, status?: string) =>
  logs
    .filter((l) => Object.entries(raw).every(([k, text]) => foldAscii(l[FIELDS[k as keyof typeof FIELDS]]).includes(foldAscii(text!))))
    .filter((l) => !status || status.split(',').includes(l.status))
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || (a.id < b.id ? 1 : -1))
    .map((l) => l.id);

forEachAdapter(t, 'logs: text filters give the substring matches, whether rare or common', async (t, store) => {
  const statuses = ['allowed', 'blocked', 'flagged'] as const;
  // 'COMMON-*' hosts carry more logs than a page reads through a value index; RARE-* hosts a handful.
  const logs = Array.from({ length: 5_300 }, (_, i) => {
    const rare = i % 100 === 7;
    return record({
      id: `t-${String(i).padStart(4, '0')}`,
      // Pairs share a timestamp, so both plans must break ties; ids rise with insertion order.
      timestamp: at(BASE + Math.floor(i / 2) * 1000),
      status: statuses[i % 3]!,
      user: rare ? `Rare_User ${i % 4}` : `common.user${i % 7}`,
      hostname: rare ? `RARE-HOST-${i % 5}` : `COMMON-${i % 2}`,
      aiModel: rare ? 'Tool 100%' : i % 2 ? 'ChatGPT' : 'Claude',
      ipAddress: rare ? `172.16.0.${i % 3}` : `10.0.${i % 2}.5`,
      policyTriggered: rare ? 'PII Detection, Credit Card Protection' : '',
    });
  });
  await store.logs.insertMany(logs);

  const cases: Array<Partial<Record<keyof typeof FIELDS, string>>> = [
    { hostname: 'rare-host' },
    { hostname: 'host-3' },
    { hostname: 'common' },
    { hostname: 'MON-1' },
    { user: 'RARE_' },
    { user: 'user3' },
    { tool: '100%' },
    { tool: 'chat' },
    { policy: 'credit' },
    { ip: '172.16' },
    { ip: '10.0.1' },
    { hostname: 'common', ip: '10.0.0' },
    { hostname: 'rare', user: 'user 2' },
  ];
  for (const raw of cases) {
    const want = expected(logs, raw);
    t.same(await listIds(store, raw), want.slice(0, 500), `list of ${JSON.stringify(raw)}`);
    for (const status of ['blocked', 'allowed,flagged']) {
      const want = expected(logs, raw, status);
      const summary = await store.logs.summary(query({ ...raw, status }));
      t.equal(summary.total, want.length, `summary of ${JSON.stringify({ ...raw, status })}`);
      t.same(await listIds(store, { ...raw, status }), want.slice(0, 500), `list of ${JSON.stringify({ ...raw, status })}`);
    }
  }

  const paging: Array<[Record<string, string>, string | undefined]> = [
    [{ hostname: 'rare-host' }, undefined],
    [{ hostname: 'COMMON-0' }, undefined],
    [{ hostname: 'rare' }, 'blocked,flagged'],
    [{ hostname: 'common-1' }, 'flagged'],
  ];
  for (const [raw, status] of paging) {
    const paged = await pageThrough(store, { ...raw, ...(status ? { status } : {}) }, 41);
    t.same(paged.ids, expected(logs, raw, status), `pages of ${JSON.stringify(raw)} cover every match once, in order`);
  }
  const streamed: string[] = [];
  for await (const log of store.logs.stream(query({ hostname: 'RARE' }))) streamed.push(log.id);
  t.same(streamed, expected(logs, { hostname: 'RARE' }));
});

forEachAdapter(t, 'logs: a text filter matching no value gives nothing at once', async (t, store) => {
  await store.logs.insertMany([record({ user: 'dave 100%', hostname: 'VM_DAVE' }), record()]);
  const misses: Array<Record<string, string>> = [{ hostname: 'nowhere' }, { user: 'dave', hostname: 'LAPTOP' }, { user: '1%0' }, { hostname: 'VM%' }, { hostname: 'VM-' }];
  for (const raw of misses) {
    t.same(await store.logs.list(query(raw)), { items: [], nextCursor: null }, `no page for ${JSON.stringify(raw)}`);
    t.same(await store.logs.summary(query(raw)), { total: 0, allowed: 0, blocked: 0, flagged: 0 });
    const streamed = [];
    for await (const log of store.logs.stream(query(raw))) streamed.push(log);
    t.same(streamed, []);
  }
  t.equal((await listIds(store, { hostname: 'vm_' })).length, 1, 'an _ matches itself only');
  t.equal((await listIds(store, { user: '0%' })).length, 1, 'a % matches itself only');
});

forEachAdapter(t, 'logs: facets count the inserted logs per value, duplicates not', async (t, store, raw) => {
  await store.logs.insertMany([
    record({ eventId: 'f-1', hostname: 'HOST-A', user: 'Ann' }),
    record({ eventId: 'f-2', hostname: 'HOST-A', user: 'Bob' }),
    record({ eventId: 'f-3', hostname: 'host-b', user: 'Ann' }),
  ]);
  await store.logs.insertMany([
    record({ eventId: 'f-1', hostname: 'HOST-A', user: 'Ann' }),
    record({ eventId: 'f-4', hostname: 'HOST-C', user: 'Ann' }),
    record({ eventId: 'f-4', hostname: 'HOST-C', user: 'Ann' }),
  ]);
  // The facets serve only the text filters (see log-facets.ts), so their counts are read at rest.
  const facets = async (kind: string) =>
    (await raw.rows('log_facets', { kind })).map(({ value, count }) => ({ value: String(value), count: Number(count) })).sort((a, b) => (a.value < b.value ? -1 : 1));
  t.same(await facets('hostname'), [
    { value: 'HOST-A', count: 2 },
    { value: 'HOST-C', count: 1 },
    { value: 'host-b', count: 1 },
  ]);
  t.same(await facets('user'), [
    { value: 'Ann', count: 3 },
    { value: 'Bob', count: 1 },
  ]);
  t.same(await facets('tool'), [{ value: 'ChatGPT', count: 4 }]);
  t.same(await facets('policy'), [{ value: '', count: 4 }]);
  t.same(await facets('ip'), [{ value: '10.0.0.5', count: 4 }]);
  t.same(await listIds(store, { user: 'ANN' }), await listIds(store, { user: 'ann' }), 'a filter finds its values in any case');
  t.equal((await listIds(store, { user: 'ANN' })).length, 3);
});

forEachAdapter(t, 'logs are stored with their alerts, all of a batch or none of it', async (t, store) => {
  const blocked = record({ status: 'blocked', eventId: 'ev-blocked', policies: [pii], policyTriggered: pii.name, policyId: pii.id });
  const allowed = record({ eventId: 'ev-allowed' });
  const alertFor = (log: NewLogRecord) => (log.status === 'allowed' ? null : alertFromLog(log, { id: `alert-${log.id}`, severity: 'high', sla: DEFAULT_ALERT_SLA }));
  const raise = { alertFor, groupWindowMs: 0 };
  const first = await store.logs.insertMany([blocked, allowed], { raise });
  t.same(first.inserted, [blocked.id, allowed.id]);
  t.same(first.alerts.map((a) => a.logId), [blocked.id], 'the blocked log raised its alert');
  t.equal((await store.alerts.get(`alert-${blocked.id}`))?.logId, blocked.id);

  const again = await store.logs.insertMany([{ ...blocked, id: 'log-again' }], { raise });
  t.match(again, { inserted: [], duplicates: ['log-again'], alerts: [], grown: [] }, "a duplicate's alert is not stored either");

  // An alert that cannot be stored (its id is taken) takes the whole batch back with it.
  const next = record({ status: 'flagged', eventId: 'ev-next', policies: [pii], policyTriggered: pii.name, policyId: pii.id });
  const clashing = record({ status: 'flagged', eventId: 'ev-clash', policies: [pii], policyTriggered: pii.name, policyId: pii.id });
  await t.rejects(
    store.logs.insertMany([next, clashing], {
      raise: { alertFor: (log) => alertFromLog(log, { id: log === clashing ? `alert-${blocked.id}` : `alert-${log.id}`, severity: 'medium', sla: DEFAULT_ALERT_SLA }), groupWindowMs: 0 },
    }),
  );
  t.equal(await store.logs.get(next.id), null, 'no log of the failed batch was kept');
  t.equal(await store.alerts.get(`alert-${next.id}`), null, 'nor any of its alerts');
  t.same((await store.logs.summary({})).total, 2, 'the rollups count only what is stored');
});

forEachAdapter(t, 'logs: the what-if reads a time range newest first, page by page, with the sealed originals', async (t, store) => {
  // Two at the same instant, so the keyset's tie-break is exercised across a page boundary.
  const stamps = [BASE + 10 * HOUR, BASE + 5 * HOUR, BASE + 5 * HOUR, BASE + 2 * HOUR, BASE + HOUR, BASE - HOUR, BASE + 30 * HOUR];
  const records = stamps.map((ms, i) => logRecordFixture(`range-${i}`, at(ms), { user: `User ${i}`, userId: `u-${i}`, inputEncrypted: `sealed-in-${i}`, outputEncrypted: i === 3 ? '' : `sealed-out-${i}` }));
  await store.logs.insertMany(records);
  const from = new Date(BASE);
  const to = new Date(BASE + 10 * HOUR);
  t.equal(await store.logs.countBetween(from, to), 5, 'both ends included, outside left out');
  t.equal(await store.logs.countBetween(new Date(BASE + 11 * HOUR), new Date(BASE + 12 * HOUR)), 0);

  const seen: string[] = [];
  let after = null;
  let pages = 0;
  do {
    const page: Awaited<ReturnType<typeof store.logs.sealedPage>> = await store.logs.sealedPage(from, to, after, 2);
    pages += 1;
    t.ok(page.items.length <= 2);
    seen.push(...page.items.map((c) => c.id));
    after = page.next;
  } while (after !== null && pages < 10);
  t.equal(new Set(seen).size, 5, 'every one once');
  t.same(seen.slice(0, 1), ['range-0'], 'newest first');
  t.same(seen.slice(3), ['range-3', 'range-4']);
  t.same(new Set(seen.slice(1, 3)), new Set(['range-1', 'range-2']), 'the tie, on either side of a page boundary');

  const [first] = (await store.logs.sealedPage(from, to, null, 1)).items;
  t.same(first, {
    id: 'range-0',
    timestamp: at(BASE + 10 * HOUR),
    userId: 'u-0',
    user: 'User 0',
    inputRedacted: records[0]!.inputRedacted,
    outputRedacted: records[0]!.outputRedacted,
    inputEncrypted: 'sealed-in-0',
    outputEncrypted: 'sealed-out-0',
  });
  const notKept = (await store.logs.sealedPage(new Date(BASE + 2 * HOUR), new Date(BASE + 2 * HOUR), null, 5)).items;
  t.same(notKept.map((c) => [c.id, c.outputEncrypted]), [['range-3', '']], 'an original not kept reads as empty');
  t.same(await store.logs.sealedPage(new Date(BASE + 11 * HOUR), new Date(BASE + 12 * HOUR), null, 5), { items: [], next: null });
});
