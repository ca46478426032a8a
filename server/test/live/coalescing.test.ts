import t from 'tap';
import type { ConversationLog, KpiDelta } from '@gsg/shared';
import { conversation, listeningApp, openConsole } from './live-client.ts';

const EVENTS = 300;
const REQUESTS = 6;

t.test('a burst of ingest reaches a console in a few batches per topic, never a flood', async (t) => {
  // Room for the whole burst in one batch, so every log must arrive; the next test covers the overflow.
  const { url, cookie, as } = await listeningApp(t, { maxEventsPerFlush: EVENTS });
  const console_ = await openConsole(t, url, cookie, ['logs']);

  const perRequest = EVENTS / REQUESTS;
  for (let r = 0; r < REQUESTS; r++) {
    const res = await as({
      method: 'POST',
      url: '/api/v1/ingest/events',
      payload: Array.from({ length: perRequest }, (_, i) => conversation(`burst-${r}-${i}`, `question number ${r * perRequest + i}`)),
    });
    t.equal(res.json().accepted.length, perRequest, `request ${r + 1} stored`);
  }

  const queries = () => console_.events('kpi').reduce((sum, e) => sum + (e.data as KpiDelta).queries, 0);
  const logIds = () => new Set(console_.events('logs').map((e) => (e.data as ConversationLog).id));
  await console_.until(() => queries() === EVENTS && logIds().size === EVENTS, 'every log and every count');

  const logBatches = console_.batches.filter((b) => b.topic === 'logs').length;
  const kpiBatches = console_.batches.filter((b) => b.topic === 'kpi').length;
  t.ok(logBatches >= 1 && logBatches <= REQUESTS, `${logBatches} log batches for ${EVENTS} logs`);
  t.ok(kpiBatches >= 1 && kpiBatches <= REQUESTS, `${kpiBatches} kpi batches`);
  t.equal(console_.events('logs').length, EVENTS, 'each log once');
  t.same(console_.resyncs, []);
});

t.test('a burst bigger than a batch tells the console to reload instead', async (t) => {
  const { url, cookie, as } = await listeningApp(t, { maxEventsPerFlush: 20 });
  const console_ = await openConsole(t, url, cookie, ['logs']);
  await as({
    method: 'POST',
    url: '/api/v1/ingest/events',
    payload: Array.from({ length: 50 }, (_, i) => conversation(`big-${i}`, `question ${i}`)),
  });
  await console_.until(() => console_.resyncs.length === 1, 'the resync');
  t.same(console_.resyncs, [{ topics: ['logs'], reason: 'overflow' }]);
  t.same(console_.events('logs'), [], 'none of the 50 logs');
});
