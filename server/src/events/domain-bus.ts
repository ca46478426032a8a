import { randomUUID } from 'node:crypto';
import type { DomainEvent, DomainEventMap, DomainEventType } from '@gsg/shared';
import type { OutboxEntries, OutboxRepository } from '../store/index.ts';
import { KEPT_IN_OUTBOX, keptInOutbox } from './catalog.ts';

/** What a service hands the bus: the event's type and payload; the bus gives it an id and a time. */
export type Change = { [K in DomainEventType]: { type: K; data: DomainEventMap[K] } }[DomainEventType];

/**
 * The handlers of one consumer, by event type; the events it does not name pass it by. A handler that
 * returns a promise (the audit trail's append) is waited for by whoever awaits the emit.
 */
export type Handlers = { [K in DomainEventType]?: (event: Extract<DomainEvent, { type: K }>) => unknown };

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
   * The changes of one commit, in order, to every consumer, synchronously: consumers buffer, invalidate or
   * start a write. The promise settles when the writes they started have (the audit trail has the change),
   * and never rejects: a consumer's failure is logged as its own. Call it after the commit, never before:
   * a consumer must not hear of a change that was rolled back.
   */
  emit(changes: readonly Change[]): Promise<void>;
  /**
   * Makes a change and says it: `write` stores the change and, in the same transaction, calls the outbox
   * function it is given with what it stored; `changesOf` turns that into the changes to say. The events
   * the outbox keeps (keptInOutbox: of the KEPT_IN_OUTBOX types, those a reader wants) are stored with the change; after the commit every consumer hears
   * all of them, as from `emit`. A write that stores nothing (never calls the outbox function) says
   * nothing. Events kept in the outbox can only be said this way: `emit` refuses them, so no write path
   * can tell the live feed of an alert and forget the channels that must deliver it.
   */
  record<W, R>(write: (outbox: OutboxEntries<W>) => Promise<R>, changesOf: (written: W) => readonly Change[]): Promise<R>;
  /** Adds a consumer; returns the function that removes it. */
  consume(consumer: Consumer): () => void;
}

/**
 * Says changes that go with no write of their own (a refused sign-in): the events the outbox keeps are
 * appended to it first, in their own transaction, so they are stored before anyone hears of them and
 * before the work they describe is answered.
 */
export function sayAlone(bus: DomainBus, outbox: Pick<OutboxRepository, 'append'>, changes: readonly Change[]): Promise<void> {
  return bus.record(
    (keep: OutboxEntries<null>) => outbox.append(keep(null)),
    () => changes,
  );
}

/** Thrown when a change the outbox must keep is emitted without being stored with its change. */
export class UnkeptEventError extends Error {
  constructor(type: DomainEventType) {
    super(`${type} is kept in the outbox: say it with record(), in the transaction of its change`);
  }
}

export function createDomainBus(onConsumerError: (err: unknown, consumer: string, type: DomainEventType) => void, now: () => Date = () => new Date()): DomainBus {
  const consumers = new Set<Consumer>();
  const stamp = (changes: readonly Change[]): DomainEvent[] => {
    const at = now().toISOString();
    return changes.map((change) => ({ id: randomUUID(), at, ...change }) as DomainEvent);
  };
  const run = (consumer: Consumer, type: DomainEventType, call: () => unknown): Promise<void> | undefined => {
    // A consumer's fault is its own: the change is stored and the other consumers still hear of it.
    const failed = (err: unknown) => onConsumerError(err, consumer.name, type);
    try {
      const result = call();
      return result instanceof Promise ? result.then(() => undefined, failed) : undefined;
    } catch (err) {
      failed(err);
    }
  };
  const publish = async (events: readonly DomainEvent[]): Promise<void> => {
    if (events.length === 0) return;
    const pending: Promise<void>[] = [];
    for (const consumer of consumers) {
      let heard: DomainEventType | null = null;
      for (const event of events) {
        const handle = consumer.handles[event.type] as ((e: DomainEvent) => unknown) | undefined;
        if (!handle) continue;
        heard = event.type;
        const write = run(consumer, event.type, () => handle(event));
        if (write) pending.push(write);
      }
      if (heard && consumer.afterCommit) run(consumer, heard, consumer.afterCommit);
    }
    await Promise.all(pending);
  };
  return {
    emit(changes) {
      const unkept = changes.find((change) => KEPT_IN_OUTBOX.has(change.type));
      if (unkept) throw new UnkeptEventError(unkept.type);
      return publish(stamp(changes));
    },
    async record(write, changesOf) {
      let said: DomainEvent[] = [];
      // A MongoDB transaction may run `write` again after a transient error: the last run's events stand.
      const result = await write((written) => {
        said = stamp(changesOf(written));
        return said.filter(keptInOutbox);
      });
      await publish(said);
      return result;
    },
    consume(consumer) {
      consumers.add(consumer);
      return () => consumers.delete(consumer);
    },
  };
}
