import t, { type Test } from 'tap';
import type { Alert } from '@gsg/shared';
import { buildTestApp, type TestApp } from '../helper.ts';
import { alertFixture } from '../fixtures.ts';

const alert = alertFixture;

async function withAlerts(t: Test): Promise<TestApp> {
  const test = await buildTestApp(t);
  await test.app.store.alerts.insertMany([
    alert('a-1', '2026-11-18T09:00:00.000Z'),
    alert('a-2', '2026-11-19T09:00:00.000Z', { severity: 'medium', status: 'investigating' }),
    alert('a-3', '2026-11-20T09:00:00.000Z', { severity: 'low', status: 'resolved' }),
    alert('a-4', '2026-11-21T09:00:00.000Z', { severity: 'medium' }),
  ]);
  return test;
}

t.test('every alert route needs a session', async (t) => {
  const { app } = await withAlerts(t);
  for (const [method, url] of [
    ['GET', '/api/v1/alerts'],
    ['GET', '/api/v1/alerts/a-1'],
    ['PATCH', '/api/v1/alerts/a-1'],
  ] as const) {
    const res = await app.inject({ method, url, payload: method === 'PATCH' ? { status: 'resolved' } : undefined });
    t.equal(res.statusCode, 401, `${method} ${url}`);
  }
  t.equal((await app.store.alerts.get('a-1'))?.status, 'open', 'nothing changed');
});

t.test('the list is newest first, filtered by comma lists, and the cards count every alert', async (t) => {
  const { as } = await withAlerts(t);
  const all = await as({ method: 'GET', url: '/api/v1/alerts' });
  t.equal(all.statusCode, 200);
  t.same(all.json().items.map((a: Alert) => a.id), ['a-4', 'a-3', 'a-2', 'a-1']);
  t.match(all.json(), { total: 4, page: 1, pageSize: 25, summary: { total: 4, open: 2, investigating: 1, resolved: 1 } });

  const open = await as({ method: 'GET', url: '/api/v1/alerts?status=open&severity=medium,high' });
  t.same(open.json().items.map((a: Alert) => a.id), ['a-4', 'a-1']);
  t.same(open.json().summary, { total: 4, open: 2, investigating: 1, resolved: 1, overdue: 3 }, 'cards are not filtered');

  const ranged = await as({ method: 'GET', url: '/api/v1/alerts?status=all&from=2026-11-19&to=2026-11-20' });
  t.same(ranged.json().items.map((a: Alert) => a.id), ['a-3', 'a-2'], "'all' means no status filter");

  const paged = await as({ method: 'GET', url: '/api/v1/alerts?page=2&pageSize=25' });
  t.same(paged.json().items, []);
  t.equal(paged.json().total, 4);
});

t.test('bad query values are refused with 400', async (t) => {
  const { as } = await withAlerts(t);
  for (const query of ['pageSize=30', 'page=0', 'status=bogus', 'status=open,closed', 'severity=critical', 'from=yesterday', 'to=2026-13-01']) {
    const res = await as({ method: 'GET', url: `/api/v1/alerts?${query}` });
    t.equal(res.statusCode, 400, query);
    t.match(res.json().message, /^Invalid request: querystring\./, query);
  }
});

t.test('one alert by id; an unknown id is 404', async (t) => {
  const { as } = await withAlerts(t);
  const res = await as({ method: 'GET', url: '/api/v1/alerts/a-2' });
  t.equal(res.statusCode, 200);
  t.match(res.json(), { id: 'a-2', status: 'investigating', severity: 'medium', history: [] });
  const missing = await as({ method: 'GET', url: '/api/v1/alerts/nope' });
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().message, 'Alert not found');
});

t.test('open → investigating → resolved, each move recorded with time and user', async (t) => {
  const { as } = await withAlerts(t);
  const before = Date.now();
  const investigating = await as({ method: 'PATCH', url: '/api/v1/alerts/a-1', payload: { status: 'investigating' } });
  t.equal(investigating.statusCode, 200);
  t.match(investigating.json(), { id: 'a-1', status: 'investigating', history: [{ from: 'open', to: 'investigating', by: 'admin' }] });
  const at = Date.parse(investigating.json().history[0].at);
  t.ok(at >= before && at <= Date.now(), 'the move is stamped with the time it happened');

  const resolved = await as({ method: 'PATCH', url: '/api/v1/alerts/a-1', payload: { status: 'resolved' } });
  t.equal(resolved.statusCode, 200);
  t.match(resolved.json().history, [
    { from: 'open', to: 'investigating', by: 'admin' },
    { from: 'investigating', to: 'resolved', by: 'admin' },
  ]);
  const list = await as({ method: 'GET', url: '/api/v1/alerts' });
  t.same(list.json().summary, { total: 4, open: 1, investigating: 1, resolved: 2, overdue: 2 });
});

t.test("the bell resolves an open alert directly", async (t) => {
  const { as } = await withAlerts(t);
  const res = await as({ method: 'PATCH', url: '/api/v1/alerts/a-4', payload: { status: 'resolved' } });
  t.equal(res.statusCode, 200);
  t.match(res.json(), { status: 'resolved', history: [{ from: 'open', to: 'resolved' }] });
});

t.test('moves outside the allowed transitions are refused with 409 and change nothing', async (t) => {
  const { as, app } = await withAlerts(t);
  const back = await as({ method: 'PATCH', url: '/api/v1/alerts/a-3', payload: { status: 'investigating' } });
  t.equal(back.statusCode, 409);
  t.equal(back.json().message, 'Cannot move an alert from resolved to investigating');
  const again = await as({ method: 'PATCH', url: '/api/v1/alerts/a-3', payload: { status: 'resolved' } });
  t.equal(again.json().message, 'Cannot move an alert from resolved to resolved');
  const same = await as({ method: 'PATCH', url: '/api/v1/alerts/a-2', payload: { status: 'investigating' } });
  t.equal(same.statusCode, 409);
  t.equal(same.json().message, 'Cannot move an alert from investigating to investigating');
  t.same((await app.store.alerts.get('a-3'))?.history, []);

  const reopen = await as({ method: 'PATCH', url: '/api/v1/alerts/a-3', payload: { status: 'open' } });
  t.equal(reopen.statusCode, 400, 'open is not a status one can set');
  const missing = await as({ method: 'PATCH', url: '/api/v1/alerts/nope', payload: { status: 'resolved' } });
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().message, 'Alert not found');
});

t.test('of two analysts moving one alert at once, exactly one wins', async (t) => {
  const { as, app } = await withAlerts(t);
  const results = await Promise.all([
    as({ method: 'PATCH', url: '/api/v1/alerts/a-1', payload: { status: 'investigating' } }),
    as({ method: 'PATCH', url: '/api/v1/alerts/a-1', payload: { status: 'investigating' } }),
  ]);
  t.same(results.map((r) => r.statusCode).sort(), [200, 409]);
  t.equal((await app.store.alerts.get('a-1'))?.history.length, 1, 'one move recorded');
});

t.test('a move lost to a concurrent one says so', async (t) => {
  const { app } = await withAlerts(t);
  // Both read the alert open before either moves it. Which one the store takes first is its business (a
  // write that waits for the database's lock lets the other through); one wins, the other is told.
  const moves = await Promise.allSettled([
    app.services.alerts.updateStatus('a-1', 'investigating', { accountId: 'acc-ann', username: 'ann' }),
    app.services.alerts.updateStatus('a-1', 'resolved', { accountId: 'acc-bob', username: 'bob' }),
  ]);
  const won = moves.flatMap((m) => (m.status === 'fulfilled' ? [m.value] : []));
  const lost = moves.flatMap((m) => (m.status === 'rejected' ? [m.reason as { statusCode?: number; message?: string }] : []));
  t.equal(won.length, 1, 'one move is made');
  t.match(lost, [{ statusCode: 409, message: 'The alert was changed by someone else in the meantime; reload it and try again' }], 'the other is refused, and says why');
  const history = (await app.store.alerts.get('a-1'))?.history ?? [];
  t.equal(history.length, 1, 'the alert holds the one move');
  t.match(history[0], { to: won[0]?.status, by: won[0]?.status === 'investigating' ? 'ann' : 'bob' });
});
