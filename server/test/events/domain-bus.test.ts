import t from 'tap';
import type { DomainEvent } from '@gsg/shared';
import { createDomainBus } from '../../src/events/domain-bus.ts';

const ended = (accountId: string) => ({ type: 'session.ended' as const, data: { accountId, reason: 'sign-out' as const, by: null } });

t.test('each emit reaches every consumer in order, with an id and a time, and closes with afterCommit once', async (t) => {
  const at = new Date('2026-11-25T10:00:00.000Z');
  const bus = createDomainBus(() => t.fail('no consumer fails'), () => at);
  const heard: DomainEvent[] = [];
  let commits = 0;
  bus.consume({ name: 'a', handles: { 'session.ended': (e) => heard.push(e) }, afterCommit: () => (commits += 1) });
  bus.emit([ended('x'), ended('y')]);
  bus.emit([]);
  bus.emit([{ type: 'endpoint.removed', data: { id: 'e-1', by: null } }]);
  t.same(heard.map((e) => e.data), [ended('x').data, ended('y').data]);
  t.ok(heard.every((e) => e.at === at.toISOString()));
  t.not(heard[0]?.id, heard[1]?.id, 'each event has its own id');
  t.equal(commits, 1, 'afterCommit runs for a commit the consumer heard something of, once; not for an empty or unheard one');
});

t.test("a consumer that throws is reported and does not keep the others or the writer from going on", async (t) => {
  const failures: string[] = [];
  const bus = createDomainBus((err, consumer, type) => failures.push(`${consumer} ${type} ${(err as Error).message}`));
  const heard: string[] = [];
  bus.consume({ name: 'broken', handles: { 'session.ended': () => { throw new Error('boom'); } } });
  const stop = bus.consume({ name: 'fine', handles: { 'session.ended': (e) => heard.push(e.data.accountId ?? '') } });
  t.doesNotThrow(() => bus.emit([ended('x')]));
  t.same(failures, ['broken session.ended boom']);
  t.same(heard, ['x']);
  stop();
  bus.emit([ended('y')]);
  t.same(heard, ['x'], 'a removed consumer hears no more');
});
