import { randomUUID } from 'node:crypto';
import type { DomainEvent, DomainEventMap, DomainEventType } from '@gsg/shared';

/** What a service hands the bus: the event's type and payload; the bus gives it an id and a time. */
export type Change = { [K in DomainEventType]: { type: K; data: DomainEventMap[K] } }[DomainEventType];

/** The handlers of one consumer, by event type; the events it does not name pass it by. */
export type Handlers = { [K in DomainEventType]?: (event: Extract<DomainEvent, { type: K }>) => void };

export interface Consumer {
  /** Names the consumer in the catalog and in the log when one of its handlers fails. */
  name: string;
  handles: Handlers;
  /**
   * Called once after each `emit`, with every event of that commit handled: a consumer that sums (the
   * live projector's KPI deltas) sends one sum per commit, not one per event.
   */
  afterCommit?: () => void;
}

export interface DomainBus {
  /**
   * The changes of one commit, in order, to every consumer, synchronously: consumers only buffer or
   * invalidate, so the writer never waits on them. Call it after the commit, never before: a consumer must
   * not hear of a change that was rolled back.
   */
  emit(changes: readonly Change[]): void;
  /** Adds a consumer; returns the function that removes it. */
  consume(consumer: Consumer): () => void;
}

export function createDomainBus(onConsumerError: (err: unknown, consumer: string, type: DomainEventType) => void, now: () => Date = () => new Date()): DomainBus {
  const consumers = new Set<Consumer>();
  const run = (consumer: Consumer, type: DomainEventType, call: () => void) => {
    try {
      call();
    } catch (err) {
      // A consumer's fault is its own: the change is stored and the other consumers still hear of it.
      onConsumerError(err, consumer.name, type);
    }
  };
  return {
    emit(changes) {
      if (changes.length === 0) return;
      const at = now().toISOString();
      const events = changes.map((change) => ({ id: randomUUID(), at, ...change }) as DomainEvent);
      for (const consumer of consumers) {
        let heard: DomainEventType | null = null;
        for (const event of events) {
          const handle = consumer.handles[event.type] as ((e: DomainEvent) => void) | undefined;
          if (!handle) continue;
          heard = event.type;
          run(consumer, event.type, () => handle(event));
        }
        if (heard && consumer.afterCommit) run(consumer, heard, consumer.afterCommit);
      }
    },
    consume(consumer) {
      consumers.add(consumer);
      return () => consumers.delete(consumer);
    },
  };
}
