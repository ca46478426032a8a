import t from 'tap';
import { CURRENT_CLIENT_VERSION, ENDPOINT_SORT_FIELDS, FALLBACK_CLIENT_VERSIONS, type CurrentClientVersions, type Endpoint, type EndpointQuery } from '@gsg/shared';
import type { HeartbeatRecord, Store } from '../../src/store/index.ts';
import { forEachAdapter } from './adapters.ts';
import { endpointFixture } from '../fixtures.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();
const DAY = 24 * HOUR;

const endpoint = (id: string, over: Partial<Endpoint> = {}): Endpoint => endpointFixture(id, over, NOW);

const sample = (): Endpoint[] => [
  endpoint('e-1', { hostname: 'WS-FIN-001', ipAddress: '192.168.1.45', lastSeen: ago(0.5), user: 'John Smith' }),
  endpoint('e-2', { hostname: 'MBP-MKT-014', ipAddress: '10.0.4.22', os: 'macOS', clientVersion: '2.4.0', lastSeen: ago(30), status: 'Inactive', user: 'Sarah Johnson' }),
  endpoint('e-3', { hostname: 'LNX-DEV-007', ipAddress: '10.0.8.13', os: 'Linux', clientVersion: '2.3.2', lastSeen: ago(24 * 9), status: 'Offline', user: 'Mike Chen' }),
  endpoint('e-4', { hostname: 'WS-HR-003', ipAddress: '192.168.2.7', lastSeen: ago(24 * 7 + 1), status: 'Offline', user: 'Ann Lee' }),
];

const query = (over: Partial<EndpointQuery> = {}): EndpointQuery => ({
  page: 1,
  pageSize: 25,
  version: 'all',
  sort: 'lastSeen',
  order: 'desc',
  ...over,
});
const ids = async (store: Store, over: Partial<EndpointQuery>) =>
  (await store.endpoints.list(query(over), NOW, FALLBACK_CLIENT_VERSIONS)).items.map((e) => e.id);

forEachAdapter(t, 'endpoints: insert, get, getMany keep every field', async (t, store) => {
  const rows = sample();
  await store.endpoints.insertMany(rows);
  t.same(await store.endpoints.get('e-2'), rows[1]);
  t.equal(await store.endpoints.get('missing'), null);
  const many = await store.endpoints.getMany(['e-3', 'e-1', 'missing']);
  t.same([...many].sort((a, b) => a.id.localeCompare(b.id)), [rows[0], rows[2]]);
});

forEachAdapter(t, 'endpoints: default order is last seen, newest first; every field sorts both ways', async (t, store) => {
  await store.endpoints.insertMany(sample());
  t.same(await ids(store, {}), ['e-1', 'e-2', 'e-4', 'e-3']);
  t.same(await ids(store, { order: 'asc' }), ['e-3', 'e-4', 'e-2', 'e-1']);
  t.same(await ids(store, { sort: 'hostname', order: 'asc' }), ['e-3', 'e-2', 'e-1', 'e-4']);
  t.same(await ids(store, { sort: 'ipAddress', order: 'desc' }), ['e-4', 'e-1', 'e-3', 'e-2']);
  t.same(await ids(store, { sort: 'os', order: 'asc' }), ['e-3', 'e-1', 'e-4', 'e-2'], 'ties broken by id');
  t.same(await ids(store, { sort: 'clientVersion', order: 'asc' }), ['e-3', 'e-2', 'e-1', 'e-4']);
  t.same(await ids(store, { sort: 'status', order: 'asc' }), ['e-1', 'e-2', 'e-3', 'e-4']);
  t.same(await ids(store, { sort: 'user', order: 'desc' }), ['e-2', 'e-3', 'e-1', 'e-4']);
  for (const sort of ENDPOINT_SORT_FIELDS) {
    const asc = await ids(store, { sort, order: 'asc' });
    t.same(await ids(store, { sort, order: 'desc' }), [...asc].reverse(), `${sort} desc is asc reversed`);
  }
});

forEachAdapter(t, 'endpoints: paging', async (t, store) => {
  await store.endpoints.insertMany(
    Array.from({ length: 60 }, (_, i) => endpoint(`p-${String(i).padStart(2, '0')}`, { lastSeen: ago(i) })),
  );
  const third = await store.endpoints.list(query({ page: 3 }), NOW, FALLBACK_CLIENT_VERSIONS);
  t.equal(third.total, 60);
  t.equal(third.page, 3);
  t.same(third.items.map((e) => e.id), Array.from({ length: 10 }, (_, i) => `p-${50 + i}`));
  t.equal((await store.endpoints.list(query({ pageSize: 50 }), NOW, FALLBACK_CLIENT_VERSIONS)).items.length, 50);
});

forEachAdapter(t, 'endpoints: every filter', async (t, store) => {
  await store.endpoints.insertMany(sample());
  t.same(await ids(store, { search: 'ws-' }), ['e-1', 'e-4'], 'hostname, case-insensitive');
  t.same(await ids(store, { search: '10.0.' }), ['e-2', 'e-3'], 'IP substring');
  t.same(await ids(store, { search: 'smith' }), [], 'search is hostname or IP only');
  t.same(await ids(store, { status: 'Offline' }), ['e-4', 'e-3']);
  t.same(await ids(store, { os: 'mac' }), ['e-2'], 'OS text');
  t.same(await ids(store, { ip: '192.168.' }), ['e-1', 'e-4']);
  t.same(await ids(store, { version: 'current' }), ['e-1', 'e-4']);
  t.same(await ids(store, { version: 'outdated' }), ['e-2', 'e-3']);
  t.same(await ids(store, { lastSeenFrom: ago(48), lastSeenTo: ago(2) }), ['e-2']);
  t.same(await ids(store, { lastSeenTo: '2026-11-12' }), ['e-3'], 'a bare end date covers the whole day');
  t.same(await ids(store, { lastSeenFrom: '2026-11-21' }), ['e-1']);
  t.same(await ids(store, { quick: 'active' }), ['e-1'], 'seen in the last 24 hours');
  t.same(await ids(store, { quick: 'needs-update' }), ['e-2', 'e-3']);
  t.same(await ids(store, { quick: 'offline' }), ['e-4', 'e-3'], 'not seen for 7+ days');
  t.same(await ids(store, { quick: 'offline', version: 'outdated', search: 'lnx' }), ['e-3'], 'filters combine');
});

forEachAdapter(t, "endpoints: current and outdated compare each endpoint with its operating system's current version", async (t, store) => {
  await store.endpoints.insertMany([...sample(), endpoint('e-5', { hostname: 'LNX-OPS-002', os: 'Linux', clientVersion: '2.4.1', lastSeen: ago(3) })]);
  // Windows has 2.5.0 uploaded, macOS only 2.4.0, Linux nothing (the fallback).
  const current: CurrentClientVersions = { Windows: '2.5.0', macOS: '2.4.0', Linux: CURRENT_CLIENT_VERSION };
  const idsNow = async (over: Partial<EndpointQuery>) => (await store.endpoints.list(query(over), NOW, current)).items.map((e) => e.id);
  t.same(await idsNow({ version: 'current' }), ['e-5', 'e-2'], 'macOS on 2.4.0 and Linux on 2.4.1 are current');
  t.same(await idsNow({ version: 'outdated' }), ['e-1', 'e-4', 'e-3'], 'Windows on 2.4.1 is not');
  t.same(await idsNow({ quick: 'needs-update' }), ['e-1', 'e-4', 'e-3']);
  const page = await store.endpoints.list(query(), NOW, current);
  t.equal(page.summary.needsUpdate, 3, 'the Needs Update card counts the same rule');
  t.same(page.currentVersions, current, 'the page says what it compared with');
  const streamed: string[] = [];
  for await (const e of store.endpoints.stream({ version: 'outdated' }, { sort: 'hostname', order: 'asc' }, NOW, current)) streamed.push(e.id);
  t.same(streamed, ['e-3', 'e-1', 'e-4'], 'the export follows it too');
  const ahead: CurrentClientVersions = { ...current, Linux: '2.3.2' };
  t.same(await store.endpoints.list(query({ version: 'outdated', os: 'Linux' }), NOW, ahead).then((p) => p.items.map((e) => e.id)), ['e-5'], 'a version that differs is outdated');
});

forEachAdapter(t, 'endpoints: the summary counts every endpoint against now', async (t, store) => {
  await store.endpoints.insertMany(sample());
  const page = await store.endpoints.list(query({ status: 'Active' }), NOW, FALLBACK_CLIENT_VERSIONS);
  t.equal(page.total, 1);
  t.same(page.summary, { total: 4, activeNow: 1, needsUpdate: 2, offline: 2 });
  const later = await store.endpoints.list(query(), new Date(NOW.getTime() + 24 * HOUR), FALLBACK_CLIENT_VERSIONS);
  t.same(later.summary, { total: 4, activeNow: 0, needsUpdate: 2, offline: 2 }, 'the cards move with the clock');
  const edge = await store.endpoints.list(query(), new Date(Date.parse(ago(24 * 7 + 1)) + 7 * 24 * HOUR), FALLBACK_CLIENT_VERSIONS);
  t.equal(edge.summary.offline, 2, 'exactly seven days counts as offline');
});

forEachAdapter(t, 'endpoints: an update the agent did not install stops being pending and keeps why, until asked again', async (t, store) => {
  await store.endpoints.insertMany(sample());
  await store.endpoints.setPendingVersion(['e-2'], CURRENT_CLIENT_VERSION);
  t.equal(await store.endpoints.failUpdate('e-2', '9.9.9', 'no'), null, 'not the pending version: nothing changes');
  t.equal(await store.endpoints.failUpdate('e-1', CURRENT_CLIENT_VERSION, 'no'), null, 'nothing pending');
  const failed = await store.endpoints.failUpdate('e-2', CURRENT_CLIENT_VERSION, 'hash mismatch');
  t.match(failed, { id: 'e-2', clientVersion: '2.4.0', pendingVersion: null, updateError: 'hash mismatch' });
  t.match(await store.endpoints.get('e-2'), { pendingVersion: null, updateError: 'hash mismatch' });
  t.equal(await store.endpoints.failUpdate('e-2', CURRENT_CLIENT_VERSION, 'again'), null, 'once');
  const [asked] = await store.endpoints.setPendingVersion(['e-2'], CURRENT_CLIENT_VERSION);
  t.match(asked, { pendingVersion: CURRENT_CLIENT_VERSION, updateError: null });
});

forEachAdapter(t, 'endpoints: pending version and removal', async (t, store) => {
  await store.endpoints.insertMany(sample());
  const updated = await store.endpoints.setPendingVersion(['e-2', 'e-3'], CURRENT_CLIENT_VERSION);
  t.same(updated.map((e) => [e.id, e.pendingVersion, e.clientVersion]).sort(), [
    ['e-2', CURRENT_CLIENT_VERSION, '2.4.0'],
    ['e-3', CURRENT_CLIENT_VERSION, '2.3.2'],
  ], 'the reported version stays until the agent reports the update');
  t.equal((await store.endpoints.get('e-2'))?.pendingVersion, CURRENT_CLIENT_VERSION);
  t.equal((await store.endpoints.get('e-1'))?.pendingVersion, null);
  t.same(await store.endpoints.setPendingVersion(['missing'], CURRENT_CLIENT_VERSION), []);

  t.equal(await store.endpoints.removeMany(['e-1', 'e-2', 'missing']), 2);
  t.equal(await store.endpoints.get('e-1'), null);
  t.equal(await store.endpoints.removeMany(['e-1']), 0);
  t.same(await ids(store, {}), ['e-4', 'e-3']);
});

forEachAdapter(t, 'endpoints: stream applies filters and sort across batches', async (t, store) => {
  const rows = Array.from({ length: 1100 }, (_, i) =>
    endpoint(`s-${String(i).padStart(4, '0')}`, {
      hostname: `host-${String(i).padStart(4, '0')}`,
      // Few distinct values, so batch boundaries fall inside runs of equal sort keys.
      os: (['Windows', 'macOS', 'Linux'] as const)[i % 3]!,
      clientVersion: i % 2 === 0 ? CURRENT_CLIENT_VERSION : '2.4.0',
    }),
  );
  await store.endpoints.insertMany(rows);
  const collect = async (filter: Partial<EndpointQuery>, sort: Pick<EndpointQuery, 'sort' | 'order'>) => {
    const out: string[] = [];
    for await (const e of store.endpoints.stream({ version: 'all', ...filter }, sort, NOW, FALLBACK_CLIENT_VERSIONS)) out.push(e.id);
    return out;
  };
  const byOsDesc = await collect({}, { sort: 'os', order: 'desc' });
  const expected = [...rows].sort((a, b) => (a.os === b.os ? b.id.localeCompare(a.id) : a.os < b.os ? 1 : -1)).map((e) => e.id);
  t.same(byOsDesc, expected, 'every row once, in sort order');
  const outdatedByHost = await collect({ version: 'outdated' }, { sort: 'hostname', order: 'asc' });
  t.equal(outdatedByHost.length, 550);
  t.same(outdatedByHost.slice(0, 3), ['s-0001', 's-0003', 's-0005']);
});

const heartbeat = (eventId: string, over: Partial<HeartbeatRecord> = {}): HeartbeatRecord => ({
  eventId,
  hostname: 'LAPTOP-NEW',
  ipAddress: '10.1.0.9',
  os: 'macOS',
  clientVersion: '2.4.0',
  user: 'Nora Quinn',
  at: new Date(ago(1)),
  ...over,
});

forEachAdapter(t, 'endpoints: a heartbeat from an unknown host registers it', async (t, store) => {
  const first = await store.endpoints.recordHeartbeats([heartbeat('hb-1')], NOW);
  t.same(first.duplicates, []);
  t.same(first.recorded.map((r) => r.eventId), ['hb-1']);
  const created = first.recorded[0]!.endpoint;
  t.match(created, {
    hostname: 'LAPTOP-NEW',
    ipAddress: '10.1.0.9',
    os: 'macOS',
    clientVersion: '2.4.0',
    user: 'Nora Quinn',
    lastSeen: ago(1),
    status: 'Active',
    pendingVersion: null,
  });
  t.same(await store.endpoints.get(created.id), created);

  const stale = await store.endpoints.recordHeartbeats([heartbeat('hb-2', { hostname: 'LAPTOP-AWAY', at: new Date(ago(30)) })], NOW);
  const away = stale.recorded[0]!.endpoint;
  t.not(away.id, created.id, 'a fresh id per new endpoint');
  t.equal(away.status, 'Inactive', 'a heartbeat older than the active window does not make it active');
  t.equal((await store.endpoints.list(query(), NOW, FALLBACK_CLIENT_VERSIONS)).total, 2);
});

forEachAdapter(t, 'endpoints: a newer heartbeat updates what it reports; an older replay moves nothing back', async (t, store) => {
  await store.endpoints.insertMany(sample());
  const stored = sample()[1]!;
  const newer = heartbeat('hb-2', { hostname: stored.hostname, ipAddress: '10.0.4.99', user: 'Sarah Johnson-Lee', at: new Date(ago(2)) });
  const updated = (await store.endpoints.recordHeartbeats([newer], NOW)).recorded[0]!.endpoint;
  t.same(updated, { ...stored, ipAddress: '10.0.4.99', user: 'Sarah Johnson-Lee', lastSeen: ago(2), status: 'Active' }, 'same id; reported fields, lastSeen and status follow');

  const replay = heartbeat('hb-1', { hostname: stored.hostname, ipAddress: '10.0.4.1', os: 'Windows', clientVersion: '2.3.0', user: 'Someone Else', at: new Date(ago(10)) });
  t.same((await store.endpoints.recordHeartbeats([replay], NOW)).recorded[0]!.endpoint, updated, 'an older heartbeat changes nothing');
  t.same(await store.endpoints.get(stored.id), updated);

  const sameInstant = heartbeat('hb-3', { hostname: stored.hostname, ipAddress: '10.0.4.100', user: 'Sarah Johnson-Lee', at: new Date(ago(2)) });
  t.equal((await store.endpoints.recordHeartbeats([sameInstant], NOW)).recorded[0]!.endpoint.ipAddress, '10.0.4.100', 'one at the stored lastSeen is current');
});

forEachAdapter(t, 'endpoints: a heartbeat reporting the pending version completes the client update', async (t, store) => {
  await store.endpoints.insertMany(sample());
  await store.endpoints.setPendingVersion(['e-2', 'e-3'], CURRENT_CLIENT_VERSION);
  const { recorded } = await store.endpoints.recordHeartbeats(
    [
      heartbeat('hb-1', { hostname: 'MBP-MKT-014', clientVersion: '2.4.0' }),
      heartbeat('hb-2', { hostname: 'LNX-DEV-007', os: 'Linux', clientVersion: CURRENT_CLIENT_VERSION }),
    ],
    NOW,
  );
  t.same(recorded.map((r) => [r.endpoint.id, r.endpoint.clientVersion, r.endpoint.pendingVersion]), [
    ['e-2', '2.4.0', CURRENT_CLIENT_VERSION],
    ['e-3', CURRENT_CLIENT_VERSION, null],
  ], 'still pending until the new version is reported');
  const replay = heartbeat('hb-0', { hostname: 'LNX-DEV-007', os: 'Linux', clientVersion: '2.3.2', at: new Date(ago(3)) });
  t.match((await store.endpoints.recordHeartbeats([replay], NOW)).recorded[0]!.endpoint, {
    clientVersion: CURRENT_CLIENT_VERSION,
    pendingVersion: null,
  }, 'a replayed older heartbeat does not undo the update');
});

forEachAdapter(t, 'endpoints: each heartbeat eventId counts once, across batches and within one', async (t, store) => {
  const created = (await store.endpoints.recordHeartbeats([heartbeat('hb-1')], NOW)).recorded[0]!.endpoint;
  const again = await store.endpoints.recordHeartbeats(
    [
      heartbeat('hb-1', { ipAddress: '10.9.9.9', at: new Date(ago(0.5)) }),
      heartbeat('hb-2', { at: new Date(ago(0.25)) }),
      heartbeat('hb-2', { ipAddress: '10.9.9.9', at: new Date(ago(0.1)) }),
    ],
    NOW,
  );
  t.same(again.duplicates, ['hb-1', 'hb-2']);
  t.same(again.recorded, [{ eventId: 'hb-2', endpoint: { ...created, lastSeen: ago(0.25) } }], 'only the first of each eventId applies');
});

forEachAdapter(t, 'endpoints: pruned heartbeat receipts are forgotten, and a late replay still changes nothing', async (t, store) => {
  const eightDaysAgo = new Date(NOW.getTime() - 8 * DAY);
  await store.endpoints.recordHeartbeats([heartbeat('hb-old', { at: eightDaysAgo })], eightDaysAgo);
  const current = (await store.endpoints.recordHeartbeats([heartbeat('hb-new', { ipAddress: '10.1.0.10' })], NOW)).recorded[0]!.endpoint;
  t.equal(await store.endpoints.pruneHeartbeatReceipts(new Date(NOW.getTime() - 7 * DAY)), 1);
  const replay = await store.endpoints.recordHeartbeats([heartbeat('hb-old', { at: eightDaysAgo }), heartbeat('hb-new')], NOW);
  t.same(replay.duplicates, ['hb-new'], 'the recent receipt is kept');
  t.same(replay.recorded, [{ eventId: 'hb-old', endpoint: current }], 'the forgotten one is accepted again, harmlessly');
  t.equal(await store.endpoints.pruneHeartbeatReceipts(new Date(NOW.getTime() - 7 * DAY)), 0);
});

forEachAdapter(t, 'endpoints: refreshStatuses moves statuses with the clock and returns those it changed', async (t, store) => {
  await store.endpoints.insertMany([
    endpoint('r-1', { lastSeen: ago(1), status: 'Active' }),
    endpoint('r-2', { lastSeen: ago(25), status: 'Active' }),
    endpoint('r-3', { lastSeen: ago(24 * 7), status: 'Inactive' }),
    endpoint('r-4', { lastSeen: ago(24 * 8), status: 'Active' }),
    endpoint('r-5', { lastSeen: ago(48), status: 'Inactive' }),
    endpoint('r-6', { lastSeen: ago(24 * 9), status: 'Offline' }),
    endpoint('r-7', { lastSeen: ago(2), status: 'Offline' }),
  ]);
  const changed = await store.endpoints.refreshStatuses(NOW);
  const statusById = (list: Endpoint[]) => list.map((e) => [e.id, e.status]).sort();
  t.same(statusById(changed), [
    ['r-2', 'Inactive'],
    ['r-3', 'Offline'],
    ['r-4', 'Offline'],
    ['r-7', 'Active'],
  ], 'Inactive after 24 hours unseen, Offline after exactly 7 days');
  t.match(await store.endpoints.get('r-2'), { status: 'Inactive', lastSeen: ago(25) }, 'only the status changes');
  t.same(await store.endpoints.refreshStatuses(NOW), [], 'nothing left to change');
  t.same(statusById(await store.endpoints.refreshStatuses(new Date(NOW.getTime() + DAY))), [
    ['r-1', 'Inactive'],
    ['r-7', 'Inactive'],
  ]);
});
