import t from 'tap';
import type { DomainEvent } from '@gsg/shared';
import { createDomainBus, sayAlone } from '../../src/events/domain-bus.ts';
import { alertFixture } from '../fixtures.ts';

// An event the outbox does not keep, so `emit` says it.
const ended = (id: string) => ({ type: 'log.revealed' as const, data: { logId: id, field: 'input' as const, reason: 'audit', by: { accountId: 'a-1', username: 'dana' } } });

t.test('each emit reaches every consumer in order, with an id and a time, and closes with afterCommit once', async (t) => {
  const at = new Date('2026-11-25T10:00:00.000Z');
  const bus = createDomainBus(() => t.fail('no consumer fails'), () => at);
  const heard: DomainEvent[] = [];
  let commits = 0;
  bus.consume({ name: 'a', handles: { 'log.revealed': (e) => heard.push(e) }, afterCommit: () => (commits += 1) });
  bus.emit([ended('x'), ended('y')]);
  bus.emit([]);
  bus.emit([{ type: 'alert.grown', data: { alert: alertFixture('al-1', '2026-11-25T09:00:00.000Z') } }]);
  t.same(heard.map((e) => e.data), [ended('x').data, ended('y').data]);
  t.ok(heard.every((e) => e.at === at.toISOString()));
  t.not(heard[0]?.id, heard[1]?.id, 'each event has its own id');
  t.equal(commits, 1, 'afterCommit runs for a commit the consumer heard something of, once; not for an empty or unheard one');
});

t.test("a consumer that throws is reported and does not keep the others or the writer from going on", async (t) => {
  const failures: string[] = [];
  const bus = createDomainBus((err, consumer, type) => failures.push(`${consumer} ${type} ${(err as Error).message}`));
  const heard: string[] = [];
  bus.consume({ name: 'broken', handles: { 'log.revealed': () => { throw new Error('boom'); } } });
  const stop = bus.consume({ name: 'fine', handles: { 'log.revealed': (e) => heard.push(e.data.logId) } });
  t.doesNotThrow(() => bus.emit([ended('x')]));
  t.same(failures, ['broken log.revealed boom']);
  t.same(heard, ['x']);
  stop();
  bus.emit([ended('y')]);
  t.same(heard, ['x'], 'a removed consumer hears no more');
});

t.test('sayAlone appends the kept events to the outbox before any consumer hears them', async (t) => {
  const bus = createDomainBus(() => t.fail('no consumer fails'));
  const steps: string[] = [];
  bus.consume({ name: 'a', handles: { 'sign-in.failed': (e) => steps.push(`heard ${e.data.username}`) } });
  const outbox = { append: async (events: readonly DomainEvent[]) => void steps.push(`kept ${events.map((e) => e.type).join(',')}`) };
  await sayAlone(bus, outbox, [{ type: 'sign-in.failed', data: { username: 'dana', ipAddress: '10.0.0.1' } }]);
  t.same(steps, ['kept sign-in.failed', 'heard dana']);
  const failing = { append: async () => Promise.reject(new Error('disk full')) };
  await t.rejects(sayAlone(bus, failing, [{ type: 'sign-in.failed', data: { username: 'lee', ipAddress: '10.0.0.1' } }]), /disk full/);
  t.notOk(steps.includes('heard lee'), 'an event that could not be kept is not said');
});

t.test("the outbox keeps what its readers want: the trail a person's doing, not the server's own changes", async (t) => {
  const bus = createDomainBus(() => t.fail('no consumer fails'));
  const heard: string[] = [];
  bus.consume({ name: 'a', handles: { 'session.ended': (e) => heard.push(e.data.reason), 'alert.created': () => heard.push('alert') } });
  const keptBy = async (changes: Parameters<typeof sayAlone>[2]) => {
    let kept: readonly DomainEvent[] = [];
    await bus.record(
      async (outbox) => {
        kept = outbox(null);
      },
      () => changes,
    );
    return kept.map((e) => e.type === 'session.ended' ? `${e.type}:${e.data.reason}` : e.type);
  };
  const dana = { accountId: 'a-1', username: 'dana', ipAddress: '10.0.0.1' };
  t.same(await keptBy([{ type: 'session.ended', data: { accountId: 'a-1', reason: 'idle', by: null } }]), [], "an idle session's end is nobody's doing: not kept");
  t.same(await keptBy([{ type: 'session.ended', data: { accountId: 'a-1', reason: 'sign-out', by: dana } }]), ['session.ended:sign-out'], 'a sign-out is kept for the trail');
  t.same(
    await keptBy([{ type: 'alert.created', data: { alert: alertFixture('al-1', '2026-11-25T09:00:00.000Z') } }]),
    ['alert.created'],
    'the integrations read every new alert',
  );
  t.same(heard, ['idle', 'sign-out', 'alert'], 'every consumer still hears every change, kept or not');
});
