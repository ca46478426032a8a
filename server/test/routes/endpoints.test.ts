import t, { type Test } from 'tap';
import type { Endpoint } from '@gsg/shared';
import { buildTestApp, type TestApp } from '../helper.ts';
import { endpointFixture } from '../fixtures.ts';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const endpoint = (id: string, over: Partial<Endpoint> = {}): Endpoint => endpointFixture(id, { lastSeen: ago(1), ...over });

async function withEndpoints(t: Test): Promise<TestApp> {
  const test = await buildTestApp(t);
  await test.app.store.endpoints.insertMany([
    endpoint('e-1', { hostname: 'WS-FIN-001', ipAddress: '192.168.1.45', lastSeen: ago(0.5) }),
    endpoint('e-2', { hostname: 'MBP-MKT-014', ipAddress: '10.0.4.22', os: 'macOS', clientVersion: '2.4.0', lastSeen: ago(30), status: 'Inactive', user: 'Sarah Johnson' }),
    endpoint('e-3', { hostname: 'LNX-DEV-007', ipAddress: '10.0.8.13', os: 'Linux', clientVersion: '2.3.2', lastSeen: ago(24 * 9), status: 'Offline', user: 'Mike Chen, Jr.' }),
    endpoint('e-4', { hostname: 'WS-HR-003', ipAddress: '192.168.2.7', lastSeen: ago(24 * 8), status: 'Offline', user: '@admin' }),
  ]);
  return test;
}

const ids = (body: { items: Endpoint[] }) => body.items.map((e) => e.id);

t.test('every endpoint route needs a session', async (t) => {
  const { app } = await withEndpoints(t);
  for (const [method, url] of [
    ['GET', '/api/v1/endpoints'],
    ['GET', '/api/v1/endpoints/export'],
    ['GET', '/api/v1/endpoints/e-2'],
    ['POST', '/api/v1/endpoints/e-2/update-client'],
    ['POST', '/api/v1/endpoints/update-client'],
    ['POST', '/api/v1/endpoints/remove'],
    ['DELETE', '/api/v1/endpoints/e-2'],
  ] as const) {
    const res = await app.inject({ method, url, payload: url.endsWith('update-client') || url.endsWith('remove') ? { ids: ['e-2'] } : undefined });
    t.equal(res.statusCode, 401, `${method} ${url}`);
  }
  t.match(await app.store.endpoints.get('e-2'), { pendingVersion: null }, 'nothing changed');
});

t.test('the list: default sort, cards over all endpoints, filters and sorting', async (t) => {
  const { as } = await withEndpoints(t);
  const all = await as({ method: 'GET', url: '/api/v1/endpoints' });
  t.equal(all.statusCode, 200);
  t.same(ids(all.json()), ['e-1', 'e-2', 'e-4', 'e-3'], 'last seen, newest first');
  t.match(all.json(), { total: 4, page: 1, pageSize: 25, summary: { total: 4, activeNow: 1, needsUpdate: 2, offline: 2 } });

  const get = async (query: string) => (await as({ method: 'GET', url: `/api/v1/endpoints?${query}` })).json();
  const offline = await get('quick=offline');
  t.same(ids(offline), ['e-4', 'e-3']);
  t.same(offline.summary, { total: 4, activeNow: 1, needsUpdate: 2, offline: 2 }, 'cards ignore the filters');
  t.same(ids(await get('quick=active')), ['e-1']);
  t.same(ids(await get('quick=needs-update')), ['e-2', 'e-3']);
  t.same(ids(await get('search=ws-')), ['e-1', 'e-4']);
  t.same(ids(await get('search=10.0.8')), ['e-3']);
  t.same(ids(await get('status=Offline&os=lin')), ['e-3']);
  t.same(ids(await get('ip=192.168.2')), ['e-4']);
  t.same(ids(await get('version=current')), ['e-1', 'e-4']);
  t.same(ids(await get('version=outdated')), ['e-2', 'e-3']);
  t.same(ids(await get(`lastSeenFrom=${encodeURIComponent(ago(48))}`)), ['e-1', 'e-2']);
  t.same(ids(await get(`lastSeenTo=${encodeURIComponent(ago(24 * 8.5))}`)), ['e-3']);
  t.same(ids(await get('sort=hostname&order=asc')), ['e-3', 'e-2', 'e-1', 'e-4']);
  t.same(ids(await get('sort=clientVersion&order=desc')), ['e-4', 'e-1', 'e-2', 'e-3']);
  t.same(ids(await get('sort=user&order=asc')), ['e-4', 'e-1', 'e-3', 'e-2']);
  const second = await get('page=2&pageSize=50');
  t.same(second.items, []);
  t.equal(second.total, 4);
});

t.test('bad query values are refused with 400', async (t) => {
  const { as } = await withEndpoints(t);
  for (const query of [
    'pageSize=30',
    'status=bogus',
    'status=active',
    'version=old',
    'quick=online',
    'sort=password',
    'sort=hostname%3BDROP%20TABLE%20endpoints',
    'order=sideways',
    'lastSeenFrom=last-week',
  ]) {
    const res = await as({ method: 'GET', url: `/api/v1/endpoints?${query}` });
    t.equal(res.statusCode, 400, query);
  }
  t.equal((await as({ method: 'GET', url: '/api/v1/endpoints/export?sort=bogus' })).statusCode, 400);
  t.equal((await as({ method: 'GET', url: '/api/v1/endpoints' })).json().total, 4, 'the table is intact');
});

t.test('one endpoint by id; unknown ids are 404', async (t) => {
  const { as } = await withEndpoints(t);
  const res = await as({ method: 'GET', url: '/api/v1/endpoints/e-2' });
  t.equal(res.statusCode, 200);
  t.match(res.json(), { id: 'e-2', hostname: 'MBP-MKT-014', clientVersion: '2.4.0', pendingVersion: null });
  const missing = await as({ method: 'GET', url: '/api/v1/endpoints/nope' });
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().message, 'Endpoint not found');
});

t.test('updating one client records the current version as pending', async (t) => {
  const { as } = await withEndpoints(t);
  const res = await as({ method: 'POST', url: '/api/v1/endpoints/e-2/update-client' });
  t.equal(res.statusCode, 200);
  t.match(res.json(), { id: 'e-2', clientVersion: '2.4.0', pendingVersion: '2.4.1' });
  t.equal((await as({ method: 'GET', url: '/api/v1/endpoints/e-2' })).json().pendingVersion, '2.4.1');

  const current = await as({ method: 'POST', url: '/api/v1/endpoints/e-1/update-client' });
  t.equal(current.statusCode, 409);
  t.equal(current.json().message, 'Endpoint is already up to date');
  const missing = await as({ method: 'POST', url: '/api/v1/endpoints/nope/update-client' });
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().message, 'Endpoint not found');
});

t.test('a bulk update skips endpoints already current and says how many moved', async (t) => {
  const { as } = await withEndpoints(t);
  const res = await as({ method: 'POST', url: '/api/v1/endpoints/update-client', payload: { ids: ['e-1', 'e-2', 'e-3'] } });
  t.equal(res.statusCode, 200);
  t.match(res.json(), { updated: 2, total: 3, version: '2.4.1', message: '2 of 3 endpoints updated to version 2.4.1' });
  t.same(res.json().endpoints.map((e: Endpoint) => [e.id, e.pendingVersion]).sort(), [['e-2', '2.4.1'], ['e-3', '2.4.1']]);
  t.equal((await as({ method: 'GET', url: '/api/v1/endpoints/e-1' })).json().pendingVersion, null, 'the current one is left alone');

  const allCurrent = await as({ method: 'POST', url: '/api/v1/endpoints/update-client', payload: { ids: ['e-1', 'e-4', 'e-1'] } });
  t.equal(allCurrent.statusCode, 200);
  t.same(allCurrent.json(), {
    updated: 0,
    total: 2,
    version: '2.4.1',
    message: 'All selected endpoints are already up to date',
    endpoints: [],
  });
});

/** Uploads a (tiny) installer of `version` for `platform`, as an admin does on the Download tab. */
async function uploadRelease(as: TestApp['as'], version: string, platform: 'windows-x64' | 'macos-arm64' | 'linux-x64') {
  const [fileName, body] = platform === 'windows-x64' ? ['gsg.exe', 'MZ....'] : platform === 'macos-arm64' ? ['gsg.pkg', 'xar!....'] : ['gsg.deb', '!<arch>\n....'];
  const res = await as({
    method: 'POST',
    url: `/api/v1/releases/installers?version=${version}&platform=${platform}&fileName=${fileName}`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: Buffer.from(body),
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string };
}

t.test("the current version is the newest uploaded for the endpoint's platform: the filters, the card, Update Client and the page follow it", async (t) => {
  const { as, app } = await withEndpoints(t);
  const list = async (query = '') => (await as({ method: 'GET', url: `/api/v1/endpoints${query}` })).json();
  t.same((await list()).currentVersions, { Windows: '2.4.1', macOS: '2.4.1', Linux: '2.4.1' }, 'nothing uploaded: the built-in version');

  // 2.5.0 for Windows, and an older 2.3.9 uploaded after it (semver order, not upload order); 2.6.0 for macOS, which
  // one Mac already runs; for Linux only 2.3.0, older than the release the console knows, which does not become current.
  await app.store.endpoints.insertMany([endpoint('e-5', { hostname: 'MBP-DES-020', os: 'macOS', clientVersion: '2.6.0', lastSeen: ago(1) })]);
  const windows = await uploadRelease(as, '2.5.0', 'windows-x64');
  const older = await uploadRelease(as, '2.3.9', 'windows-x64');
  await uploadRelease(as, '2.6.0', 'macos-arm64');
  await uploadRelease(as, '2.3.0', 'linux-x64');
  const page = await list();
  t.same(page.currentVersions, { Windows: '2.5.0', macOS: '2.6.0', Linux: '2.4.1' });
  t.equal(page.summary.needsUpdate, 4, 'both Windows endpoints on 2.4.1, the Mac on 2.4.0 and Linux on 2.3.2');
  t.same(ids(await list('?version=current')), ['e-5'], 'the Mac on 2.6.0 is current');
  t.same(ids(await list('?version=outdated')).sort(), ['e-1', 'e-2', 'e-3', 'e-4']);
  t.same(ids(await list('?quick=needs-update')).sort(), ['e-1', 'e-2', 'e-3', 'e-4']);
  const csv = (await as({ method: 'GET', url: '/api/v1/endpoints/export?version=current' })).body;
  t.match(csv, /MBP-DES-020/);
  t.notMatch(csv, /WS-FIN-001/, 'the export follows it too');

  const refused = await as({ method: 'POST', url: '/api/v1/endpoints/e-5/update-client' });
  t.equal(refused.statusCode, 409, 'an endpoint already on the newest version is not asked to update');
  t.match((await as({ method: 'POST', url: '/api/v1/endpoints/e-1/update-client' })).json(), { id: 'e-1', pendingVersion: '2.5.0' });

  const bulk = await as({ method: 'POST', url: '/api/v1/endpoints/update-client', payload: { ids: ['e-5', 'e-3', 'e-4'] } });
  t.match(bulk.json(), { updated: 2, total: 3, version: '2.5.0, 2.4.1', message: '2 of 3 endpoints updated to version 2.5.0, 2.4.1' });
  t.same(bulk.json().endpoints.map((e: Endpoint) => [e.id, e.pendingVersion]).sort(), [['e-3', '2.4.1'], ['e-4', '2.5.0']], 'each to its own platform\'s version');

  // Deleting an installer moves the current version back to the newest left, or the built-in release when that is newer.
  t.equal((await as({ method: 'DELETE', url: `/api/v1/releases/installers/${windows.id}` })).statusCode, 200);
  t.equal((await list()).currentVersions.Windows, '2.4.1', 'the 2.3.9 left is older than the built-in release');
  t.equal((await as({ method: 'DELETE', url: `/api/v1/releases/installers/${older.id}` })).statusCode, 200);
  t.same((await list()).currentVersions, { Windows: '2.4.1', macOS: '2.6.0', Linux: '2.4.1' }, 'none left for Windows: the built-in version');
});

t.test('a bulk update naming unknown endpoints changes nothing', async (t) => {
  const { as, app } = await withEndpoints(t);
  const res = await as({ method: 'POST', url: '/api/v1/endpoints/update-client', payload: { ids: ['e-2', 'ghost-1', 'ghost-2'] } });
  t.equal(res.statusCode, 404);
  t.equal(res.json().message, 'Endpoints not found: ghost-1, ghost-2');
  t.equal((await app.store.endpoints.get('e-2'))?.pendingVersion, null);

  const many = Array.from({ length: 12 }, (_, i) => `ghost-${i}`);
  const long = await as({ method: 'POST', url: '/api/v1/endpoints/update-client', payload: { ids: many } });
  t.match(long.json().message, /ghost-9 and 2 more$/);
  t.equal((await as({ method: 'POST', url: '/api/v1/endpoints/update-client', payload: { ids: [] } })).statusCode, 400);
  t.equal((await as({ method: 'POST', url: '/api/v1/endpoints/update-client', payload: {} })).statusCode, 400);
});

t.test('removing one endpoint, then several', async (t) => {
  const { as } = await withEndpoints(t);
  const res = await as({ method: 'DELETE', url: '/api/v1/endpoints/e-1' });
  t.equal(res.statusCode, 204);
  t.equal(res.body, '');
  t.equal((await as({ method: 'GET', url: '/api/v1/endpoints/e-1' })).statusCode, 404);
  const again = await as({ method: 'DELETE', url: '/api/v1/endpoints/e-1' });
  t.equal(again.statusCode, 404);
  t.equal(again.json().message, 'Endpoint not found');

  const unknown = await as({ method: 'POST', url: '/api/v1/endpoints/remove', payload: { ids: ['e-2', 'e-1'] } });
  t.equal(unknown.statusCode, 404);
  t.equal(unknown.json().message, 'Endpoints not found: e-1');
  t.equal((await as({ method: 'GET', url: '/api/v1/endpoints' })).json().total, 3, 'nothing removed');

  const bulk = await as({ method: 'POST', url: '/api/v1/endpoints/remove', payload: { ids: ['e-2', 'e-3'] } });
  t.equal(bulk.statusCode, 200);
  t.same(bulk.json(), { removed: 2 });
  const left = await as({ method: 'GET', url: '/api/v1/endpoints' });
  t.same(ids(left.json()), ['e-4']);
  t.same(left.json().summary, { total: 1, activeNow: 0, needsUpdate: 0, offline: 1 });
});

t.test('export streams the filtered, sorted endpoints as CSV named with the date', async (t) => {
  const { as } = await withEndpoints(t);
  const res = await as({ method: 'GET', url: '/api/v1/endpoints/export?sort=hostname&order=desc&status=Offline' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/csv; charset=utf-8/);
  t.equal(res.headers['content-disposition'], `attachment; filename="endpoints-${new Date().toISOString().slice(0, 10)}.csv"`);
  const lines = res.body.split('\r\n');
  t.equal(lines[0], 'Hostname,IP Address,OS,Client Version,Last Seen,Status,User');
  t.match(lines[1], /^WS-HR-003,192\.168\.2\.7,Windows,2\.4\.1,\d{4}-\d{2}-\d{2}T[\d:.]+Z,Offline,'@admin$/, 'formula start neutralised');
  t.match(lines[2], /^LNX-DEV-007,10\.0\.8\.13,Linux,2\.3\.2,.+,Offline,"Mike Chen, Jr\."$/, 'commas quoted');
  t.equal(lines.length, 4, 'only the filtered rows, then the final line break');

  const all = await as({ method: 'GET', url: '/api/v1/endpoints/export?page=3' });
  t.equal(all.statusCode, 200, 'paging parameters do not limit an export');
  t.same(all.body.trimEnd().split('\r\n').slice(1).map((l) => l.split(',')[0]), ['WS-FIN-001', 'MBP-MKT-014', 'WS-HR-003', 'LNX-DEV-007']);
});
