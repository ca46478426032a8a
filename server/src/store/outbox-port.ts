// The outbox's part of the store port: events kept in the same transaction as the change they tell of,
// then fanned out into one delivery per destination that wants them, each sent until it succeeds or
// runs out of attempts. A crash between any two steps loses nothing: an undispatched event is fanned out
// again (a delivery's key makes that idempotent), and a delivery whose lease ran out is sent again with
// the same key, so the receiver can tell a repeat from a new message.
import type { DomainEvent } from '@gsg/shared';

/**
 * Asked inside a write's transaction with what the write stored; returns the events to keep with it in
 * the outbox. A write that stores nothing (a row not found, every record a duplicate) does not ask.
 */
export type OutboxEntries<T> = (written: T) => readonly DomainEvent[];

/** `held`: waiting for its destination's next digest (collectDigest), not sent on its own. */
export type DeliveryStatus = 'pending' | 'held' | 'delivered' | 'dead';

/** One event on its way to one destination (an integration, say). */
export interface Delivery {
  /** `<event id>:<destination>`: the idempotency key the receiver sees on every attempt. */
  key: string;
  destination: string;
  event: DomainEvent;
  /** Attempts made before this one. */
  attempts: number;
}

export type DeliveryOutcome =
  | { delivered: true; at: Date }
  /** `retryAt` null: no more attempts, the delivery is dead (kept, with its error, for the delivery log). */
  | { delivered: false; at: Date; error: string; retryAt: Date | null };

/** What a destination's deliveries look like: the delivery log a screen shows beside an integration. */
export interface DeliveryLog {
  /** Waiting to go out: on their own, or in the next digest. */
  pending: number;
  delivered: number;
  dead: number;
  /** The last attempt that ended, with its error when it failed. */
  last: { at: string; status: 'delivered' | 'failed'; error: string | null } | null;
  /** When the next attempt is due, if any delivery waits. */
  nextAttemptAt: string | null;
}

export interface OutboxRepository {
  /** Keeps events that go with no other write (someone read an original): their own transaction. */
  append(events: readonly DomainEvent[]): Promise<void>;
  /** Events not fanned out yet, oldest first. */
  undispatched(limit: number): Promise<DomainEvent[]>;
  /**
   * Creates a pending delivery per (event, destination), and a held one per (event, held destination),
   * skipping those that exist, and marks the events dispatched, in one transaction. An event with no
   * destination is marked dispatched all the same.
   */
  dispatch(routes: ReadonlyArray<{ event: DomainEvent; destinations: readonly string[]; held?: readonly string[] }>, at: Date): Promise<void>;
  /**
   * Replaces the deliveries held for `destination` since before `before` with one pending delivery of the
   * digest `compose` makes of their events (oldest first), in one transaction: a crash leaves the held
   * deliveries or the digest, never both and never neither, and two workers cannot both take them. Returns
   * the digest, or null when nothing was held.
   */
  collectDigest(destination: string, before: Date, compose: (events: DomainEvent[]) => DomainEvent, at: Date): Promise<DomainEvent | null>;
  /**
   * Takes up to `limit` pending deliveries due at `now`, oldest due first, and holds each until
   * `now + leaseMs`: another worker (or node) will not take them meanwhile, and if this one dies they come
   * due again when the lease runs out.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<Delivery[]>;
  /** Records how an attempt ended. */
  settle(key: string, outcome: DeliveryOutcome): Promise<void>;
  deliveryLog(destination: string): Promise<DeliveryLog>;
  /** Pending deliveries and undispatched events: how far the outbox is behind. */
  backlog(): Promise<number>;
  /**
   * Drops deliveries that ended, and dispatched events, from before `before`, and deliveries held since
   * before `heldBefore` (their destination was removed, so no digest takes them); returns how many rows went.
   */
  prune(before: Date, heldBefore: Date): Promise<number>;
}

/** The idempotency key of one event's delivery to one destination: the same on every attempt. */
export const deliveryKey = (event: DomainEvent, destination: string): string => `${event.id}:${destination}`;
