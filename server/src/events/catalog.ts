import type { DomainEvent, DomainEventType } from '@gsg/shared';
import type { LiveBus } from '../live/event-bus.ts';
import type { PolicySet } from '../modules/policies/policy-set.ts';
import type { Consumer, DomainBus } from './domain-bus.ts';
import { liveProjector } from './consumers/live-projector.ts';
import { outboxNudge } from './consumers/outbox-nudge.ts';
import { policyCache } from './consumers/policy-cache.ts';
import { auditFactOf, auditRecorder } from '../modules/audit/audit-recorder.ts';
import type { AuditTrail } from '../modules/audit/audit-trail.ts';
import { toolPolicyPush } from './consumers/tool-policy-push.ts';
import type { AgentConnections } from '../modules/agent/connections.ts';
import type { ToolPolicy } from '../services/tool-policy.ts';

/**
 * What happens when something changes: every domain event (defined in shared/src/domain-events.ts, emitted
 * by the one service that makes the change, after it commits) and the consumers that hear it. A test holds
 * this table to what the consumers below actually handle, so it cannot drift.
 *
 * `log.revealed` reaches the audit trail another way: log-service appends the reveal before the original
 * leaves the server, so the event has no consumer of its own.
 */
export const EVENT_CONSUMERS: Record<DomainEventType, readonly string[]> = {
  'conversation.stored': ['live projector', 'metrics'],
  'alert.created': ['live projector', 'outbox'],
  'alert.transitioned': ['live projector', 'outbox', 'audit trail'],
  'alert.triaged': ['live projector', 'outbox', 'audit trail'],
  // Not kept in the outbox: an alert that gathers more conversations sends nobody a message.
  'alert.grown': ['live projector'],
  // Made by the outbox worker for the integrations (see OutboxReader.digestsDue), never said on the bus.
  'alerts.digest': [],
  'policy.saved': ['live projector', 'policy cache', 'outbox', 'audit trail'],
  'policy.deleted': ['live projector', 'policy cache', 'outbox', 'audit trail'],
  'policy.exception.added': ['live projector', 'policy cache', 'outbox', 'audit trail'],
  'policy.exception.removed': ['live projector', 'policy cache', 'outbox', 'audit trail'],
  'detection.stored': ['live projector', 'metrics'],
  'endpoint.heartbeat': ['live projector', 'metrics'],
  'endpoint.changed': ['live projector', 'outbox', 'audit trail'],
  'endpoint.removed': ['live projector', 'outbox', 'audit trail'],
  'settings.changed': ['tool policy push', 'outbox', 'audit trail'],
  'session.started': ['outbox', 'audit trail'],
  'sign-in.failed': ['outbox', 'audit trail'],
  'session.ended': ['live projector', 'outbox', 'audit trail'],
  'log.revealed': [],
  'account.changed': ['outbox', 'audit trail'],
  // Mailed to the account's owner by the outbox's security-notices reader (modules/security-notices).
  'security.notice': ['outbox'],
  'account.created': ['outbox', 'audit trail'],
  'account.updated': ['outbox', 'audit trail'],
  'account.deleted': ['outbox', 'audit trail'],
  'account.reset': ['outbox', 'audit trail'],
  'access.user.changed': ['live projector', 'outbox', 'audit trail'],
  'access.user.removed': ['live projector', 'outbox', 'audit trail'],
  'access.group.changed': ['live projector', 'outbox', 'audit trail'],
  'access.group.removed': ['live projector', 'outbox', 'audit trail'],
  'scim-token.issued': ['outbox', 'audit trail'],
  'scim-token.revoked': ['outbox', 'audit trail'],
  'api-key.created': ['outbox', 'audit trail'],
  'api-key.revoked': ['outbox', 'audit trail'],
  'integration.saved': ['outbox', 'audit trail'],
  'integration.deleted': ['outbox', 'audit trail'],
  'gateway-route.saved': ['outbox', 'audit trail'],
  'gateway-route.deleted': ['outbox', 'audit trail'],
  'gateway-route.reordered': ['outbox', 'audit trail'],
  'ai-tool.decided': ['tool policy push', 'live projector', 'outbox', 'audit trail'],
  'release.installer.uploaded': ['live projector', 'outbox', 'audit trail'],
  'release.installer.deleted': ['live projector', 'outbox', 'audit trail'],
  'release.notes.changed': ['live projector', 'outbox', 'audit trail'],
};

/**
 * What the outbox keeps, by who reads it from there: consumers that must hear every change, at least
 * once, each delivery with an idempotency key (see outbox-port.ts and outbox-worker.ts). These events are
 * stored in the transaction of their change (DomainBus.record), so a crash loses none of them.
 */
export const OUTBOX_READERS = {
  integrations: ['alert.created', 'alert.transitioned'],
  'security-notices': ['security.notice'],
  /**
   * The audit trail (modules/audit/audit-recorder.ts): the bus consumer appends each change as it commits,
   * and the outbox delivers it again at least once, so an append lost to a crash or a failed write is made
   * afterwards; the append is idempotent by the event's id. Every event the trail records is here (a test
   * holds that), but `log.revealed`, which log-service appends itself before the original leaves.
   */
  audit: [
    'alert.transitioned',
    'policy.saved',
    'policy.deleted',
    'policy.exception.added',
    'policy.exception.removed',
    'settings.changed',
    'session.started',
    'sign-in.failed',
    'api-key.created',
    'api-key.revoked',
    'scim-token.issued',
    'scim-token.revoked',
    'access.user.changed',
    'access.user.removed',
    'access.group.changed',
    'access.group.removed',
    'account.created',
    'account.updated',
    'account.deleted',
    'account.reset',
    'account.changed',
    'integration.saved',
    'integration.deleted',
    'gateway-route.saved',
    'gateway-route.deleted',
    'gateway-route.reordered',
    'ai-tool.decided',
    'release.installer.uploaded',
    'release.installer.deleted',
    'release.notes.changed',
    'alert.triaged',
    'session.ended',
    'endpoint.changed',
    'endpoint.removed',
  ],
} as const satisfies Record<string, readonly DomainEventType[]>;

export const KEPT_IN_OUTBOX: ReadonlySet<DomainEventType> = new Set(Object.values(OUTBOX_READERS).flat());

type OutboxReaderName = keyof typeof OUTBOX_READERS;

/**
 * The readers that want only some events of their types. The audit trail records what a person did, so
 * the server's own changes (the status job's endpoint changes, an idle session's end) cost no outbox row
 * and no delivery that would append nothing.
 */
const READS_ONLY: { [R in OutboxReaderName]?: (event: DomainEvent) => boolean } = {
  audit: (event) => auditFactOf(event) !== null,
};

/** The readers of each kept event type, looked up once per change rather than searched for. */
const READERS_OF = new Map<DomainEventType, OutboxReaderName[]>();
for (const reader of Object.keys(OUTBOX_READERS) as OutboxReaderName[]) {
  for (const type of OUTBOX_READERS[reader] as readonly DomainEventType[]) READERS_OF.set(type, [...(READERS_OF.get(type) ?? []), reader]);
}

/** Whether the outbox stores this event with its change: some reader wants it. */
export function keptInOutbox(event: DomainEvent): boolean {
  return (READERS_OF.get(event.type) ?? []).some((reader) => READS_ONLY[reader]?.(event) ?? true);
}

export interface ConsumerDeps {
  live: LiveBus;
  policySet: PolicySet;
  outbox: { nudge(): void };
  metrics: { ingestCounter: Consumer };
  toolPolicy: ToolPolicy;
  agents: Pick<AgentConnections, 'toolPolicyChanged'>;
  onToolPolicySendFailed: (err: unknown) => void;
  audit: AuditTrail;
}

/** Every consumer of the server, in the order they hear each commit. */
export const consumersOf = ({ live, policySet, outbox, metrics, toolPolicy, agents, onToolPolicySendFailed, audit }: ConsumerDeps): Consumer[] => [
  policyCache(policySet),
  toolPolicyPush(toolPolicy, agents, onToolPolicySendFailed),
  liveProjector(live),
  outboxNudge(outbox),
  metrics.ingestCounter,
  auditRecorder(audit),
];

/** Subscribes every consumer; returns the function that unsubscribes them all. */
export function subscribeConsumers(bus: DomainBus, deps: ConsumerDeps): () => void {
  const stops = consumersOf(deps).map((consumer) => bus.consume(consumer));
  return () => stops.forEach((stop) => stop());
}
