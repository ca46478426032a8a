import t, { type Test } from 'tap';
import type { Detection } from '@gsg/shared';
import { buildTestApp, type TestApp } from '../helper.ts';
import { detectionFixture } from '../fixtures.ts';

const detection = detectionFixture;

async function withDetections(t: Test): Promise<TestApp> {
  const test = await buildTestApp(t);
  await test.app.store.detections.insertMany([
    detection('d-1', '2026-11-18T08:15:00.000Z'),
    detection('d-2', '2026-11-19T10:30:00.000Z', { user: 'Sarah Johnson', hostname: 'MBP-MKT-014', ipAddress: '10.0.4.22', os: 'macOS', aiTool: 'Claude' }),
    detection('d-3', '2026-11-20T12:00:00.000Z', { user: 'Mike Chen', hostname: 'LNX-DEV-007', ipAddress: '10.0.8.13', os: 'Linux', aiTool: 'Copilot, Enterprise' }),
    detection('d-4', '2026-11-21T09:00:00.000Z', { user: '=HYPERLINK("http://evil")', aiTool: 'Say "hi"' }),
  ]);
  return test;
}

const ids = (body: { items: Detection[] }) => body.items.map((d) => d.id);

t.test('detection routes need a session', async (t) => {
  const { app } = await withDetections(t);
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/detections' })).statusCode, 401);
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/detections/export' })).statusCode, 401);
});

t.test('the list is newest first with distinct-value cards of the filtered set', async (t) => {
  const { as } = await withDetections(t);
  const all = await as({ method: 'GET', url: '/api/v1/detections' });
  t.equal(all.statusCode, 200);
  t.same(ids(all.json()), ['d-4', 'd-3', 'd-2', 'd-1']);
  t.match(all.json(), { total: 4, page: 1, pageSize: 25, summary: { totalUsers: 4, totalHosts: 3, totalTools: 4 } });

  const windows = await as({ method: 'GET', url: '/api/v1/detections?os=Windows' });
  t.same(ids(windows.json()), ['d-4', 'd-1']);
  t.same(windows.json().summary, { totalUsers: 2, totalHosts: 1, totalTools: 2 });
});

t.test('search, Quick Search, OS list and time range', async (t) => {
  const { as } = await withDetections(t);
  const get = async (query: string) => ids((await as({ method: 'GET', url: `/api/v1/detections?${query}` })).json());
  t.same(await get('search=SARAH'), ['d-2'], 'user, case-insensitive');
  t.same(await get('search=10.0.8'), ['d-3'], 'IP substring');
  t.same(await get('search=mkt'), ['d-2'], 'hostname');
  t.same(await get('search=claude'), ['d-2'], 'AI tool');
  t.same(await get('search=linux'), [], 'the header search leaves OS out');
  t.same(await get('q=linux'), ['d-3'], 'Quick Search includes OS');
  t.same(await get('q=2026-11-19T10'), ['d-2'], 'and the timestamp');
  t.same(await get('os=macOS,Linux'), ['d-3', 'd-2']);
  t.same(await get('os='), ['d-4', 'd-3', 'd-2', 'd-1'], 'an empty OS list means all');
  t.same(await get('from=2026-11-19&to=2026-11-20'), ['d-3', 'd-2']);
  t.same(await get('from=2026-11-20T12:00:00Z'), ['d-4', 'd-3']);
  t.same(await get('search=%20%20'), ['d-4', 'd-3', 'd-2', 'd-1'], 'a blank search is no filter');
});

t.test('bad query values are refused with 400', async (t) => {
  const { as } = await withDetections(t);
  for (const query of ['pageSize=30', 'page=-1', 'os=Solaris', 'os=Windows,BeOS', 'from=soon', 'to=2026-11-31T25:00:00Z', `q=${'x'.repeat(201)}`]) {
    const res = await as({ method: 'GET', url: `/api/v1/detections?${query}` });
    t.equal(res.statusCode, 400, query);
  }
  const exp = await as({ method: 'GET', url: '/api/v1/detections/export?os=Solaris' });
  t.equal(exp.statusCode, 400, 'the export validates its filters too');
});

t.test('export streams a CSV of the filtered detections, newest first, safely quoted', async (t) => {
  const { as } = await withDetections(t);
  const res = await as({ method: 'GET', url: '/api/v1/detections/export?os=Windows,Linux' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/csv; charset=utf-8/);
  t.match(
    res.headers['content-disposition'],
    /^attachment; filename="shadow-ai-detections-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.csv"$/,
  );
  const lines = res.body.split('\r\n');
  t.same(lines, [
    'User,Hostname,IP Address,OS,AI Tool,Timestamp',
    `"'=HYPERLINK(""http://evil"")",WS-FIN-001,192.168.1.45,Windows,"Say ""hi""",2026-11-21T09:00:00.000Z`,
    'Mike Chen,LNX-DEV-007,10.0.8.13,Linux,"Copilot, Enterprise",2026-11-20T12:00:00.000Z',
    'John Smith,WS-FIN-001,192.168.1.45,Windows,ChatGPT,2026-11-18T08:15:00.000Z',
    '',
  ]);

  const none = await as({ method: 'GET', url: '/api/v1/detections/export?search=nobody' });
  t.equal(none.body, 'User,Hostname,IP Address,OS,AI Tool,Timestamp\r\n', 'an empty result still has its header');
});

t.test('export holds every row of a large set, past the first batch', async (t) => {
  const { app, as } = await buildTestApp(t);
  await app.store.detections.insertMany(
    Array.from({ length: 1234 }, (_, i) => detection(`b-${i}`, new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString())),
  );
  const res = await as({ method: 'GET', url: '/api/v1/detections/export' });
  const lines = res.body.trimEnd().split('\r\n');
  t.equal(lines.length, 1235);
  t.match(lines[1], /2026-11-01T20:33:00.000Z$/, 'newest first');
});
