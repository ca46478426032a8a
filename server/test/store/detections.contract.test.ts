import t from 'tap';
import type { Detection, DetectionFilter, DetectionQuery } from '@gsg/shared';
import { presentDetection } from '../../src/presenters/detection.ts';
import type { NewDetectionRecord, Store } from '../../src/store/index.ts';
import { forEachAdapter } from './adapters.ts';
import { detectionFixture } from '../fixtures.ts';

const detection = detectionFixture;

const sample = (): NewDetectionRecord[] => [
  detection('d-1', '2026-11-01T08:15:00.000Z'),
  detection('d-2', '2026-11-02T10:30:00.000Z', { user: 'Sarah Johnson', hostname: 'MBP-MKT-014', ipAddress: '10.0.4.22', os: 'macOS', aiTool: 'Claude' }),
  detection('d-3', '2026-11-03T12:00:00.000Z', { user: 'Mike Chen', hostname: 'LNX-DEV-007', ipAddress: '10.0.8.13', os: 'Linux', aiTool: 'GitHub Copilot' }),
  detection('d-4', '2026-11-04T23:59:59.999Z', { aiTool: 'Perplexity 100%_sure', hostname: 'WS-FIN-002' }),
];

const query = (over: Partial<DetectionQuery> = {}): DetectionQuery => ({ page: 1, pageSize: 25, ...over });
const ids = async (store: Store, over: Partial<DetectionQuery>) => (await store.detections.list(query(over))).items.map((d) => d.id);

forEachAdapter(t, 'detections: list is newest first, paged, and keeps every field', async (t, store) => {
  const rows = sample();
  t.same(await store.detections.insertMany(rows), { inserted: ['d-1', 'd-2', 'd-3', 'd-4'], duplicates: [] });
  const page = await store.detections.list(query());
  t.same(page.items, [...rows].reverse().map(presentDetection));
  t.equal(page.total, 4);
  await store.detections.insertMany(
    Array.from({ length: 30 }, (_, i) => detection(`x-${i}`, new Date(Date.UTC(2026, 9, 1, 0, i)).toISOString())),
  );
  const second = await store.detections.list(query({ page: 2 }));
  t.equal(second.total, 34);
  t.same(second.items.map((d) => d.id), ['x-8', 'x-7', 'x-6', 'x-5', 'x-4', 'x-3', 'x-2', 'x-1', 'x-0']);
});

forEachAdapter(t, 'detections: the header search covers user, hostname, IP and AI tool', async (t, store) => {
  await store.detections.insertMany(sample());
  t.same(await ids(store, { search: 'sarah' }), ['d-2'], 'user, case-insensitive');
  t.same(await ids(store, { search: 'lnx-dev' }), ['d-3'], 'hostname');
  t.same(await ids(store, { search: '10.0.' }), ['d-3', 'd-2'], 'IP substring');
  t.same(await ids(store, { search: 'copilot' }), ['d-3'], 'AI tool');
  t.same(await ids(store, { search: 'macos' }), [], 'not the OS');
  t.same(await ids(store, { search: '100%_' }), ['d-4'], 'a % or _ typed by the user is literal');
  t.same(await ids(store, { search: '%' }), ['d-4']);
  t.same(await ids(store, { search: '_' }), ['d-4']);
});

forEachAdapter(t, 'detections: Quick Search covers every field, OS and timestamp included', async (t, store) => {
  await store.detections.insertMany(sample());
  t.same(await ids(store, { q: 'LINUX' }), ['d-3'], 'OS');
  t.same(await ids(store, { q: '2026-11-02T10:30' }), ['d-2'], 'timestamp text');
  t.same(await ids(store, { q: '23:59:59.999Z' }), ['d-4'], 'to the millisecond, as shown');
  t.same(await ids(store, { q: 'claude' }), ['d-2']);
  t.same(await ids(store, { q: 'chat', search: 'fin-001' }), ['d-1'], 'both boxes apply together');
});

forEachAdapter(t, 'detections: OS list and time range', async (t, store) => {
  await store.detections.insertMany(sample());
  t.same(await ids(store, { os: ['macOS', 'Linux'] }), ['d-3', 'd-2']);
  t.same(await ids(store, { os: [] }), ['d-4', 'd-3', 'd-2', 'd-1'], 'an empty list means all');
  t.same(await ids(store, { from: '2026-11-02', to: '2026-11-03' }), ['d-3', 'd-2']);
  t.same(await ids(store, { from: '2026-11-04T00:00:00Z', to: '2026-11-04' }), ['d-4']);
  t.same(await ids(store, { to: '2026-11-01T08:15:00.000Z' }), ['d-1'], 'inclusive bound');
});

forEachAdapter(t, 'detections: the summary counts distinct users, hosts and tools of the filtered set', async (t, store) => {
  await store.detections.insertMany(sample());
  t.same((await store.detections.list(query())).summary, { totalUsers: 3, totalHosts: 4, totalTools: 4 });
  const windows = await store.detections.list(query({ os: ['Windows'] }));
  t.equal(windows.total, 2);
  t.same(windows.summary, { totalUsers: 1, totalHosts: 2, totalTools: 2 });
  t.same((await store.detections.list(query({ search: 'nobody' }))).summary, { totalUsers: 0, totalHosts: 0, totalTools: 0 });
});

forEachAdapter(t, 'detections: stream yields every match newest first, across batches and equal timestamps', async (t, store) => {
  // Many rows share each timestamp, so batch boundaries fall inside runs of equal times.
  const rows = Array.from({ length: 1203 }, (_, i) =>
    detection(`s-${String(i).padStart(4, '0')}`, new Date(Date.UTC(2026, 10, 1) + Math.floor(i / 7) * 1000).toISOString(), {
      os: i % 3 === 0 ? 'Linux' : 'Windows',
    }),
  );
  await store.detections.insertMany(rows);
  const streamed: Detection[] = [];
  for await (const d of store.detections.stream({ os: ['Linux'] } satisfies DetectionFilter)) streamed.push(d);
  const expected = rows.filter((d) => d.os === 'Linux').reverse();
  t.equal(streamed.length, expected.length);
  t.same(streamed.map((d) => d.id), expected.map((d) => d.id));

  let count = 0;
  for await (const _ of store.detections.stream({})) count++;
  t.equal(count, 1203, 'no row lost or repeated');
});

forEachAdapter(t, 'detections: their hosts count as seen, for endpoint coverage', async (t, store) => {
  await store.detections.insertMany([
    detection('h1', '2026-11-20T10:00:00.000Z', { hostname: 'LAPTOP-SHADOW' }),
    detection('h2', '2026-11-20T11:00:00.000Z', { hostname: 'LAPTOP-SHADOW' }),
  ]);
  t.same(await store.dashboard.endpointCoverage(), { withClient: 0, withoutClient: 1 }, 'LAPTOP-SHADOW, once');
});

forEachAdapter(t, 'detections: an eventId seen before is a duplicate, skipped and reported', async (t, store) => {
  const first = { ...detection('e-1', '2026-11-20T10:00:00.000Z'), eventId: 'evt-1' };
  t.same(await store.detections.insertMany([first]), { inserted: ['e-1'], duplicates: [] });
  const again = { ...detection('e-2', '2026-11-20T10:00:00.000Z', { hostname: 'LAPTOP-REPLAY' }), eventId: 'evt-1' };
  const fresh = { ...detection('e-3', '2026-11-20T11:00:00.000Z'), eventId: 'evt-2' };
  const twinInBatch = { ...detection('e-4', '2026-11-20T11:00:00.000Z'), eventId: 'evt-2' };
  const noEvent = [detection('e-5', '2026-11-20T12:00:00.000Z'), { ...detection('e-6', '2026-11-20T12:00:00.000Z'), eventId: null }];
  const result = await store.detections.insertMany([again, fresh, twinInBatch, ...noEvent]);
  t.same(result, { inserted: ['e-3', 'e-5', 'e-6'], duplicates: ['e-2', 'e-4'] });
  t.same(await ids(store, {}), ['e-6', 'e-5', 'e-3', 'e-1'], 'each event stored once');
  t.same((await store.detections.list(query())).items[3], presentDetection(detection('e-1', '2026-11-20T10:00:00.000Z')), 'the eventId is not shown');
  t.same(await store.dashboard.endpointCoverage(), { withClient: 0, withoutClient: 1 }, 'a duplicate does not count its host (LAPTOP-REPLAY) as seen');
});

forEachAdapter(t, 'detections: what the endpoint did is kept, allowed when not said, and each names its catalogued tool', async (t, store) => {
  await store.detections.insertMany([
    detection('a-1', '2026-11-20T10:00:00.000Z', { aiTool: 'chat.openai.com', action: 'blocked' }),
    detection('a-2', '2026-11-20T11:00:00.000Z', { aiTool: 'Unheard-of Bot' }),
  ]);
  const items = (await store.detections.list(query())).items;
  t.match(items, [
    { id: 'a-2', action: 'allowed', toolId: null },
    { id: 'a-1', action: 'blocked', toolId: 'chatgpt', aiTool: 'chat.openai.com' },
  ]);
});

forEachAdapter(t, 'detections: sightings are grouped by reported tool, user and host, with the uses stopped', async (t, store) => {
  await store.detections.insertMany([
    detection('g-1', '2026-11-20T10:00:00.000Z', { aiTool: 'ChatGPT' }),
    detection('g-2', '2026-11-20T12:00:00.000Z', { aiTool: 'ChatGPT', action: 'blocked' }),
    detection('g-3', '2026-11-20T11:00:00.000Z', { aiTool: 'ChatGPT', user: 'Ann Lee', hostname: 'MBP-ANN' }),
    detection('g-4', '2026-11-20T09:00:00.000Z', { aiTool: 'Claude' }),
  ]);
  const groups = (await store.detections.sightings()).sort((a, b) => `${a.aiTool}${a.user}`.localeCompare(`${b.aiTool}${b.user}`));
  t.same(groups, [
    { aiTool: 'ChatGPT', user: 'Ann Lee', hostname: 'MBP-ANN', count: 1, blocked: 0, lastSeen: '2026-11-20T11:00:00.000Z' },
    { aiTool: 'ChatGPT', user: 'John Smith', hostname: 'WS-FIN-001', count: 2, blocked: 1, lastSeen: '2026-11-20T12:00:00.000Z' },
    { aiTool: 'Claude', user: 'John Smith', hostname: 'WS-FIN-001', count: 1, blocked: 0, lastSeen: '2026-11-20T09:00:00.000Z' },
  ]);
});
