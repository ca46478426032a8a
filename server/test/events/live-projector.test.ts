import t, { type Test } from 'tap';
import { createDomainBus } from '../../src/events/domain-bus.ts';
import { commit } from './recording-bus.ts';
import { liveProjector } from '../../src/events/consumers/live-projector.ts';
import { createLiveBus, type BusMessage } from '../../src/live/event-bus.ts';
import { alertFixture, logRecordFixture, piiBlockPolicy } from '../fixtures.ts';
import { presentLog } from '../../src/presenters/conversation-log.ts';

function projected(t: Test) {
  const live = createLiveBus((err) => t.error(err));
  const messages: BusMessage[] = [];
  live.subscribe((m) => messages.push(m));
  const bus = createDomainBus((err) => t.error(err));
  bus.consume(liveProjector(live));
  return { bus, messages };
}

const NOW = '2026-11-25T10:00:00.000Z';

t.test('a commit of logs and alerts becomes their live events and one summed KPI delta', async (t) => {
  const { bus, messages } = projected(t);
  const blocked = presentLog(logRecordFixture('l-1', NOW, { status: 'blocked' }));
  const allowed = presentLog(logRecordFixture('l-2', NOW));
  await commit(bus, [
    { type: 'conversation.stored', data: { log: blocked } },
    { type: 'conversation.stored', data: { log: allowed } },
    { type: 'alert.created', data: { alert: alertFixture('a-1', NOW, { logId: 'l-1' }) } },
  ]);
  t.same(messages.map((m) => m.type), ['log.created', 'log.created', 'alert.created', 'kpi.delta']);
  t.same(messages.at(-1)?.data, { queries: 2, blocked: 1, flagged: 0, allowed: 1, openAlerts: 1, detections: 0 });
});

t.test('an alert moved on from open takes one off the open count; policies and endpoints pass through', async (t) => {
  const { bus, messages } = projected(t);
  const alert = alertFixture('a-1', NOW, { status: 'investigating' });
  await commit(bus, [{ type: 'alert.transitioned', data: { alert, from: 'open', by: null } }]);
  await commit(bus, [{ type: 'alert.transitioned', data: { alert: { ...alert, status: 'resolved' }, from: 'investigating', by: null } }]);
  await commit(bus, [{ type: 'policy.deleted', data: { id: 'p-1', before: { ...piiBlockPolicy, id: 'p-1', createdAt: NOW, updatedAt: NOW }, by: null } }]);
  await commit(bus, [{ type: 'endpoint.removed', data: { id: 'e-1', by: null } }]);
  t.same(
    messages.map((m) => m.type),
    ['alert.updated', 'kpi.delta', 'alert.updated', 'policy.changed', 'endpoint.removed'],
    'no KPI delta when no counter moved',
  );
  t.match(messages[1]?.data, { openAlerts: -1 });
  t.same(messages[3]?.data, { change: 'deleted', id: 'p-1', policy: null });
});
