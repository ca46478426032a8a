import t from 'tap';
import { DOMAIN_EVENT_TYPES, type DomainEventType } from '@gsg/shared';
import { EVENT_CONSUMERS, consumersOf } from '../../src/events/catalog.ts';
import { createLiveBus } from '../../src/live/event-bus.ts';
import { createAppMetrics } from '../../src/modules/metrics/app-metrics.ts';
import { createPolicySet } from '../../src/services/policy-set.ts';

t.test('the catalog lists every event, and exactly the consumers that handle it', async (t) => {
  t.same(Object.keys(EVENT_CONSUMERS).sort(), [...DOMAIN_EVENT_TYPES].sort(), 'every event has its line');
  const consumers = consumersOf({
    live: createLiveBus(() => {}),
    policySet: createPolicySet({ policies: { list: async () => [] }, exceptions: { listAll: async () => [] } }, () => ''),
    outbox: { nudge() {} },
    metrics: createAppMetrics(),
    audit: {} as never,
    toolPolicy: { current: async () => ({ revision: 'r', defaultAction: 'flag', decisions: new Map() }), invalidate() {} },
    agents: { toolPolicyChanged: async () => {} },
    onToolPolicySendFailed: () => {},
  });
  const handledBy = Object.fromEntries(DOMAIN_EVENT_TYPES.map((type) => [type, [] as string[]])) as Record<DomainEventType, string[]>;
  for (const consumer of consumers) {
    for (const type of Object.keys(consumer.handles) as DomainEventType[]) handledBy[type].push(consumer.name);
  }
  for (const type of DOMAIN_EVENT_TYPES) {
    t.same([...handledBy[type]].sort(), [...EVENT_CONSUMERS[type]].sort(), type);
  }
});
