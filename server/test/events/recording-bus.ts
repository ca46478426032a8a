import type { Test } from 'tap';
import { DOMAIN_EVENT_TYPES, domainEventSchema, type DomainEvent, type DomainEventType } from '@gsg/shared';
import { createDomainBus, type Change, type DomainBus } from '../../src/events/domain-bus.ts';

/** What a recorder heard, one array per emit (per commit). */
export interface RecordedEvents {
  commits: DomainEvent[][];
  /** Every event heard, in order. */
  all(): DomainEvent[];
  /** The events of one type, in order. */
  of<K extends DomainEventType>(type: K): Extract<DomainEvent, { type: K }>[];
}

/**
 * Listens to every event on `bus`, and fails `t` for any event whose payload does not match its schema
 * in shared/ (the contract consumers outside the server will rely on).
 */
export function recordEvents(t: Test, bus: DomainBus): RecordedEvents {
  const commits: DomainEvent[][] = [];
  let current: DomainEvent[] = [];
  const handles = Object.fromEntries(
    DOMAIN_EVENT_TYPES.map((type) => [
      type,
      (event: DomainEvent) => {
        const parsed = domainEventSchema.safeParse(event);
        if (!parsed.success) t.fail(`${event.type} does not match its schema: ${parsed.error.message}`);
        current.push(event);
      },
    ]),
  );
  t.teardown(
    bus.consume({
      name: 'test recorder',
      handles,
      afterCommit() {
        commits.push(current);
        current = [];
      },
    }),
  );
  return {
    commits,
    all: () => commits.flat(),
    of: (type) => commits.flat().filter((e) => e.type === type) as never,
  };
}

/** A bus of its own for a service under test, with a recorder on it. */
export function recordingBus(t: Test): { bus: DomainBus; events: RecordedEvents } {
  const bus = createDomainBus((err, consumer) => t.fail(`${consumer} failed: ${String(err)}`));
  return { bus, events: recordEvents(t, bus) };
}

/**
 * Says the changes of one commit the way a service does, through `record` (which events kept in the outbox
 * require), as if a write had stored them: for tests of consumers, which have no store.
 */
export const commit = (bus: DomainBus, changes: readonly Change[]): Promise<void> =>
  bus.record(
    async (outbox: (written: null) => unknown) => {
      outbox(null);
    },
    () => changes,
  );
