import t, { type Test } from 'tap';
import type { DomainEvent } from '@gsg/shared';
import { createDomainBus, UnkeptEventError } from '../../src/events/domain-bus.ts';
import { OUTBOX_KEEP_MS, createOutboxWorker, GiveUp, retryDelayMs, type OutboxReader } from '../../src/events/outbox-worker.ts';
import { createSqliteStore } from '../../src/store/sqlite/index.ts';
import { alertFixture } from '../fixtures.ts';
import { tempDataDir } from '../helper.ts';

const alertEvent = (id: string): DomainEvent => ({ id, type: 'alert.created', at: '2026-11-20T10:00:00.000Z', data: { alert: alertFixture(`alert-${id}`, '2026-11-20T10:00:00.000Z') } });

function setup(t: Test, deliver: OutboxReader['deliver'], maxAttempts = 3) {
  const store = createSqliteStore(tempDataDir(t));
  t.teardown(() => store.close());
  let clock = new Date('2026-11-20T10:00:00.000Z');
  const errors: unknown[] = [];
  const worker = createOutboxWorker({ outbox: store.outbox, onError: (err) => errors.push(err), now: () => clock, maxAttempts });
  worker.use({ name: 'integrations', destinationsFor: async () => ({ now: ['a', 'b'] }), deliver });
  return { store, worker, errors, advance: (ms: number) => (clock = new Date(clock.getTime() + ms)) };
}

t.test('retries double from a second up to an hour, a fifth either way', async (t) => {
  t.equal(retryDelayMs(1, () => 0.5), 1_000);
  t.equal(retryDelayMs(4, () => 0.5), 8_000);
  t.equal(retryDelayMs(40, () => 0.5), 3_600_000, 'never past an hour');
  t.equal(retryDelayMs(1, () => 0), 800);
  t.equal(retryDelayMs(1, () => 1), 1_200);
});

t.test('each destination gets its delivery; failures are retried when due and given up after the last attempt', async (t) => {
  const calls: string[] = [];
  const { store, worker, errors, advance } = setup(t, async (destination, event, key) => {
    calls.push(`${destination} ${key}`);
    if (destination === 'b') throw new Error('the receiver answered 503');
  });
  await store.outbox.append([alertEvent('e1')]);
  await worker.drain();
  t.same(calls.sort(), ['a e1:integrations/a', 'b e1:integrations/b'], 'one call per destination, keyed by event and destination');
  await worker.drain();
  t.equal(calls.length, 2, 'nothing is due before its retry');
  advance(1_300);
  await worker.drain();
  t.same(calls.slice(2), ['b e1:integrations/b'], 'the retry carries the same key');
  advance(3_000);
  await worker.drain();
  t.match(await store.outbox.deliveryLog('integrations/b'), { dead: 1, pending: 0, last: { error: 'the receiver answered 503' } }, 'dead after three attempts');
  t.match(await store.outbox.deliveryLog('integrations/a'), { delivered: 1 });
  advance(10_000_000);
  await worker.drain();
  t.equal(calls.length, 4);
  t.same(errors, []);
});

t.test('what ended a week ago is pruned; what waits is kept however old', async (t) => {
  let failing = true;
  const { store, worker, advance } = setup(t, async (destination) => {
    if (failing && destination === 'b') throw new Error('down');
  }, 3);
  await store.outbox.append([alertEvent('e1')]);
  await worker.drain();
  advance(OUTBOX_KEEP_MS + 1);
  t.equal(await worker.prune(), 2, 'the delivered delivery and the dispatched event');
  t.match(await store.outbox.deliveryLog('integrations/b'), { pending: 1 }, 'the one still to retry stays');
  failing = false;
  await worker.drain();
  t.match(await store.outbox.deliveryLog('integrations/b'), { delivered: 1 });
});

t.test('a reader that gives up is not retried', async (t) => {
  let calls = 0;
  const { store, worker } = setup(t, async () => {
    calls++;
    throw new GiveUp('the integration was deleted');
  }, 10);
  await store.outbox.append([alertEvent('e1')]);
  await worker.drain();
  t.equal(calls, 2);
  t.match(await store.outbox.deliveryLog('integrations/a'), { dead: 1, last: { error: 'the integration was deleted' } });
});

t.test('events the outbox keeps cannot be emitted past it, and record() stores them with the change', async (t) => {
  const bus = createDomainBus((err) => t.error(err));
  const alert = alertFixture('a-1', '2026-11-20T10:00:00.000Z');
  t.throws(() => bus.emit([{ type: 'alert.created', data: { alert } }]), new UnkeptEventError('alert.created'));
  const heard: string[] = [];
  bus.consume({ name: 'test', handles: { 'alert.created': (e) => heard.push(e.id), 'conversation.stored': (e) => heard.push(e.type) } });
  let kept: readonly DomainEvent[] = [];
  const result = await bus.record(
    async (outbox: (written: string) => readonly DomainEvent[]) => {
      kept = outbox('written');
      return 42;
    },
    () => [{ type: 'alert.created', data: { alert } }],
  );
  t.equal(result, 42);
  t.same(kept.map((e) => e.type), ['alert.created'], 'the outbox is handed the kept event');
  t.same(heard, [kept[0]!.id], 'consumers hear the same event, by the same id');
  heard.length = 0;
  await bus.record(async () => null, () => t.fail('a write that stored nothing says nothing') as never);
  t.same(heard, []);
  await t.rejects(
    bus.record(async () => {
      throw new Error('rolled back');
    }, () => []),
    /rolled back/,
  );
  t.same(heard, [], 'a write that failed says nothing');
});
