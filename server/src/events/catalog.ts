import type { DomainEventType } from '@gsg/shared';
import type { LiveBus } from '../live/event-bus.ts';
import type { PolicySet } from '../services/policy-set.ts';
import type { Consumer, DomainBus } from './domain-bus.ts';
import { liveProjector } from './consumers/live-projector.ts';
import { outboxNudge } from './consumers/outbox-nudge.ts';
import { policyCache } from './consumers/policy-cache.ts';
import { toolPolicyPush } from './consumers/tool-policy-push.ts';
import type { AgentConnections } from '../services/agent-connections.ts';
import type { ToolPolicy } from '../services/tool-policy.ts';

/**
 * What happens when something changes: every domain event (defined in shared/src/domain-events.ts, emitted
 * by the one service that makes the change, after it commits) and the consumers that hear it. A test holds
 * this table to what the consumers below actually handle, so it cannot drift.
 *
 * Events no consumer hears yet are said anyway: the audit trail and the notification channels subscribe
 * to them.
 */
export const EVENT_CONSUMERS: Record<DomainEventType, readonly string[]> = {
  'conversation.stored': ['live projector', 'metrics'],
  'alert.created': ['live projector', 'outbox'],
  'alert.transitioned': ['live projector', 'outbox'],
  'alert.triaged': ['live projector'],
  'policy.saved': ['live projector', 'policy cache'],
  'policy.deleted': ['live projector', 'policy cache'],
  'detection.stored': ['live projector', 'metrics'],
  'endpoint.heartbeat': ['live projector', 'metrics'],
  'endpoint.changed': ['live projector'],
  'endpoint.removed': ['live projector'],
  'settings.changed': ['tool policy push'],
  'session.ended': ['live projector'],
  'log.revealed': [],
  'account.changed': [],
  'access.user.changed': [],
  'access.group.changed': [],
  'api-key.created': [],
  'api-key.revoked': [],
  'integration.saved': [],
  'integration.deleted': [],
  'ai-tool.decided': ['tool policy push', 'live projector'],
};

/**
 * What the outbox keeps, by who reads it from there: consumers that deliver outside the server, at least
 * once, each delivery with an idempotency key (see outbox-port.ts and outbox-worker.ts). These events are
 * stored in the transaction of their change (DomainBus.record), so a crash loses none of them.
 */
export const OUTBOX_READERS = {
  integrations: ['alert.created', 'alert.transitioned'],
} as const satisfies Record<string, readonly DomainEventType[]>;

export const KEPT_IN_OUTBOX: ReadonlySet<DomainEventType> = new Set(Object.values(OUTBOX_READERS).flat());

export interface ConsumerDeps {
  live: LiveBus;
  policySet: PolicySet;
  outbox: { nudge(): void };
  metrics: { ingestCounter: Consumer };
  toolPolicy: ToolPolicy;
  agents: Pick<AgentConnections, 'toolPolicyChanged'>;
  onToolPolicySendFailed: (err: unknown) => void;
}

/** Every consumer of the server, in the order they hear each commit. */
export const consumersOf = ({ live, policySet, outbox, metrics, toolPolicy, agents, onToolPolicySendFailed }: ConsumerDeps): Consumer[] => [
  policyCache(policySet),
  toolPolicyPush(toolPolicy, agents, onToolPolicySendFailed),
  liveProjector(live),
  outboxNudge(outbox),
  metrics.ingestCounter,
];

/** Subscribes every consumer; returns the function that unsubscribes them all. */
export function subscribeConsumers(bus: DomainBus, deps: ConsumerDeps): () => void {
  const stops = consumersOf(deps).map((consumer) => bus.consume(consumer));
  return () => stops.forEach((stop) => stop());
}
