import t from 'tap';
import { CURRENT_CLIENT_VERSION, ENDPOINT_SORT_FIELDS, type Endpoint, type EndpointQuery } from '@gsg/shared';
import type { Store } from '../../src/store/index.ts';
import { forEachAdapter } from './adapters.ts';
import { endpointFixture } from '../fixtures.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();

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
  (await store.endpoints.list(query(over), NOW)).items.map((e) => e.id);

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
  const third = await store.endpoints.list(query({ page: 3 }), NOW);
  t.equal(third.total, 60);
  t.equal(third.page, 3);
  t.same(third.items.map((e) => e.id), Array.from({ length: 10 }, (_, i) => `p-${50 + i}`));
  t.equal((await store.endpoints.list(query({ pageSize: 50 }), NOW)).items.length, 50);
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

forEachAdapter(t, 'endpoints: the summary counts every endpoint against now', async (t, store) => {
  await store.endpoints.insertMany(sample());
  const page = await store.endpoints.list(query({ status: 'Active' }), NOW);
  t.equal(page.total, 1);
  t.same(page.summary, { total: 4, activeNow: 1, needsUpdate: 2, offline: 2 });
  const later = await store.endpoints.list(query(), new Date(NOW.getTime() + 24 * HOUR));
  t.same(later.summary, { total: 4, activeNow: 0, needsUpdate: 2, offline: 2 }, 'the cards move with the clock');
  const edge = await store.endpoints.list(query(), new Date(Date.parse(ago(24 * 7 + 1)) + 7 * 24 * HOUR));
  t.equal(edge.summary.offline, 2, 'exactly seven days counts as offline');
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
    for await (const e of store.endpoints.stream({ version: 'all', ...filter }, sort, NOW)) out.push(e.id);
    return out;
  };
  const byOsDesc = await collect({}, { sort: 'os', order: 'desc' });
  const expected = [...rows].sort((a, b) => (a.os === b.os ? b.id.localeCompare(a.id) : a.os < b.os ? 1 : -1)).map((e) => e.id);
  t.same(byOsDesc, expected, 'every row once, in sort order');
  const outdatedByHost = await collect({ version: 'outdated' }, { sort: 'hostname', order: 'asc' });
  t.equal(outdatedByHost.length, 550);
  t.same(outdatedByHost.slice(0, 3), ['s-0001', 's-0003', 's-0005']);
});
