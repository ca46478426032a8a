import type { DomainEventType } from '@gsg/shared';
import type { Consumer, Handlers } from '../domain-bus.ts';
import { KEPT_IN_OUTBOX } from '../catalog.ts';

/**
 * Wakes the outbox worker after a commit that kept events, so an alert is on its way at once rather
 * than at the worker's next poll. The events themselves it leaves alone: the worker reads them from the
 * store, where they are safe from a crash.
 */
export function outboxNudge(worker: { nudge(): void }): Consumer {
  const handles: Handlers = Object.fromEntries([...KEPT_IN_OUTBOX].map((type: DomainEventType) => [type, () => {}]));
  return { name: 'outbox', handles, afterCommit: () => worker.nudge() };
}
