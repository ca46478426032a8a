import t from 'tap';
import type { LiveBatch, LiveEvent, LiveEventOf, LiveTopic } from '@gsg/shared';
import { createCoalescer, emptyKpiDelta } from '../../src/live/coalescer.ts';
import { alertFixture } from '../fixtures.ts';

const detection = (n: number): LiveEvent => ({
  type: 'detection.created',
  data: { id: `d-${n}`, user: 'Mike Chen', hostname: 'LNX-DEV-007', ipAddress: '10.0.8.13', os: 'Linux', aiTool: 'Perplexity', toolId: 'perplexity', action: 'allowed', timestamp: '2026-11-20T12:00:00.000Z' },
});

function recorder(flushEveryMs: number, maxEventsPerFlush: number) {
  const batches: LiveBatch[] = [];
  const resyncs: LiveTopic[] = [];
  let notify = () => {};
  const coalescer = createCoalescer({
    flushEveryMs,
    maxEventsPerFlush,
    send: (batch) => {
      batches.push(batch);
      notify();
    },
    resync: (topic) => {
      resyncs.push(topic);
      notify();
    },
  });
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      notify = () => done() && resolve();
      notify();
    });
  return { coalescer, batches, resyncs, until };
}

t.test('an idle topic flushes at once, and what one write publishes goes out as one batch', async (t) => {
  const { coalescer, batches, until } = recorder(60_000, 100);
  t.teardown(() => coalescer.stop());
  for (let n = 0; n < 3; n++) coalescer.push(detection(n));
  await until(() => batches.length === 1);
  t.same(batches[0]!.events.map((e) => (e.data as { id: string }).id), ['d-0', 'd-1', 'd-2']);
});

t.test('a busy topic waits for its interval; events of the wait arrive together, in order', async (t) => {
  const { coalescer, batches, until } = recorder(200, 1000);
  t.teardown(() => coalescer.stop());
  coalescer.push(detection(0));
  await until(() => batches.length === 1);
  for (let n = 1; n <= 50; n++) coalescer.push(detection(n));
  await until(() => batches.length === 2);
  t.equal(batches[1]!.events.length, 50, 'one batch for everything published meanwhile');
  t.same(batches.flatMap((b) => b.events.map((e) => (e.data as { id: string }).id)), Array.from({ length: 51 }, (_, n) => `d-${n}`));
});

t.test('kpi deltas are summed into one', async (t) => {
  const { coalescer, batches, until } = recorder(60_000, 100);
  t.teardown(() => coalescer.stop());
  coalescer.push({ type: 'kpi.delta', data: { ...emptyKpiDelta(), queries: 3, blocked: 1, openAlerts: 1 } });
  coalescer.push({ type: 'kpi.delta', data: { ...emptyKpiDelta(), queries: 2, allowed: 2, openAlerts: -1 } });
  await until(() => batches.length === 1);
  t.same(batches[0], { topic: 'kpi', events: [{ type: 'kpi.delta', data: { queries: 5, blocked: 1, flagged: 0, allowed: 2, openAlerts: 0, detections: 0 } }] });
});

t.test('more events than a batch may carry turn into a resync of that topic only', async (t) => {
  const { coalescer, batches, resyncs, until } = recorder(100, 10);
  t.teardown(() => coalescer.stop());
  for (let n = 0; n < 25; n++) coalescer.push(detection(n));
  coalescer.push({ type: 'kpi.delta', data: { ...emptyKpiDelta(), detections: 25 } });
  await until(() => resyncs.length === 1 && batches.length === 1);
  t.same(resyncs, ['detections']);
  t.same(batches.map((b) => b.topic), ['kpi'], 'no flood of detections, and the counters still count');
  coalescer.push(detection(99));
  await until(() => batches.length === 2);
  t.match(batches[1], { topic: 'detections', events: [{ data: { id: 'd-99' } }] }, 'the next flush is normal again');
});

t.test("a growing alert is one event of a batch, with its latest count, where it first came", async (t) => {
  const { coalescer, batches, until } = recorder(60_000, 3);
  t.teardown(() => coalescer.stop());
  const alert = (id: string, count: number) => alertFixture(id, '2026-11-20T12:00:00.000Z', { count });
  coalescer.push({ type: 'alert.created', data: alert('a-1', 1) });
  coalescer.push({ type: 'alert.grown', data: alert('b-1', 4) });
  for (let count = 2; count <= 40; count++) coalescer.push({ type: 'alert.grown', data: alert('a-1', count) });
  coalescer.push({ type: 'alert.grown', data: alert('b-1', 5) });
  await until(() => batches.length === 1);
  const events = batches[0]!.events as Array<LiveEventOf<'alerts'>>;
  t.same(events.map((e) => [e.type, e.data.id, e.data.count]), [['alert.created', 'a-1', 40], ['alert.grown', 'b-1', 5]], 'no overflow from one busy alert');
});
