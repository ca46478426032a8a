import type { DomainEvent, DomainEventType } from '@gsg/shared';
import type { Delivery, OutboxRepository } from '../store/index.ts';
import { OUTBOX_READERS } from './catalog.ts';
import { errorMessage } from '../error-message.ts';

export type OutboxReaderName = keyof typeof OUTBOX_READERS;

/** Where one event goes: at once, and into the next digest of each `held` destination. */
export interface Routes {
  now: readonly string[];
  held?: readonly string[];
}

/** A digest due at a destination: the events held for it since before `before` go out together, as `compose` makes them one. */
export interface DueDigest {
  destination: string;
  before: Date;
  compose(events: DomainEvent[]): DomainEvent;
}

/** A consumer that reads the outbox: it names where each event goes, and takes it there. */
export interface OutboxReader {
  name: OutboxReaderName;
  /** Where this event goes (say, the integrations whose filters it passes); none is fine. */
  destinationsFor(event: DomainEvent): Promise<Routes>;
  /** The digests due now at the destinations that hold events; asked on every pass. */
  digestsDue?(now: Date): Promise<readonly DueDigest[]>;
  /**
   * Takes the event to one destination; resolves once the destination has it, throws when it does not
   * (the error's message, which must hold no prompt text, goes to the delivery log). `key` is the
   * delivery's idempotency key: the same on every attempt, so the receiver can drop a repeat.
   */
  deliver(destination: string, event: DomainEvent, key: string): Promise<void>;
}

/** Thrown by a reader when a delivery can never succeed (its destination is gone): no retry follows. */
export class GiveUp extends Error {}

export interface OutboxWorkerOptions {
  outbox: OutboxRepository;
  onError: (err: unknown, step: 'dispatch' | 'digest' | 'deliver' | 'prune') => void;
  now?: () => Date;
  /** How often it looks for work when nobody nudges it (another node's events, retries coming due). */
  pollMs?: number;
  /** How long a claimed delivery is held before another worker may take it again (this one died). */
  leaseMs?: number;
  /** Attempts before a delivery is given up as dead. */
  maxAttempts?: number;
  /** Deliveries in flight at once. */
  concurrency?: number;
}

const BATCH = 100;
/** How long delivered and dead deliveries (the delivery log) and dispatched events are kept. */
export const OUTBOX_KEEP_MS = 7 * 86_400_000;
/**
 * How long a delivery may wait for a digest: longer than any schedule's period (a monthly one included),
 * so only those of a destination since removed, which no digest takes, are dropped.
 */
export const HELD_KEEP_MS = 35 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;
const MAX_ERROR_LENGTH = 500;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 3_600_000;

/**
 * When to try again after the `attempt`th failure (1-based): doubling from a second up to an hour, with a
 * fifth either way at random, so the deliveries that failed together do not all come back together.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** A destination as kept in a delivery: the reader's name, a slash, and the reader's own name for it. */
const destinationOf = (reader: OutboxReaderName, destination: string) => `${reader}/${destination}`;
function readerOf(destination: string): { reader: string; target: string } {
  const slash = destination.indexOf('/');
  return { reader: destination.slice(0, slash), target: destination.slice(slash + 1) };
}

export interface OutboxWorker {
  /** Adds a reader (a feature registers its own); events for readers not yet added wait. */
  use(reader: OutboxReader): void;
  /** Asks for a pass soon (after a commit that kept events); passes never overlap. */
  nudge(): void;
  /** Runs passes until nothing is left to fan out and nothing is due: for tests and shutdown. */
  drain(): Promise<void>;
  /** Drops what ended more than OUTBOX_KEEP_MS ago (hourly once started); returns how many rows went. */
  prune(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the pass under way. */
  stop(): Promise<void>;
}

/**
 * Moves what the outbox keeps to its readers: fans new events out into deliveries (or holds them for a
 * digest), gathers held deliveries into the digests that are due, then sends the deliveries that are due, a few at a time, settling each as delivered, to retry (with backoff) or dead.
 * Every step is written before the next begins, so a crash anywhere is picked up where it stopped: a
 * message may be sent again after a crash (with the same idempotency key), never lost.
 */
export function createOutboxWorker({
  outbox,
  onError,
  now = () => new Date(),
  pollMs = 1_000,
  leaseMs = 30_000,
  maxAttempts = 15,
  concurrency = 8,
}: OutboxWorkerOptions): OutboxWorker {
  const readerByName = new Map<string, OutboxReader>();
  const wants = (reader: OutboxReader, type: DomainEventType) => (OUTBOX_READERS[reader.name] as readonly DomainEventType[]).includes(type);

  async function dispatchNew(): Promise<boolean> {
    const events = await outbox.undispatched(BATCH);
    if (events.length === 0) return false;
    const routes = await Promise.all(
      events.map(async (event) => {
        const interested = [...readerByName.values()].filter((reader) => wants(reader, event.type));
        const routes = await Promise.all(interested.map(async (reader) => ({ reader: reader.name, routes: await reader.destinationsFor(event) })));
        const named = (pick: (r: Routes) => readonly string[] | undefined) =>
          routes.flatMap(({ reader, routes: r }) => (pick(r) ?? []).map((d) => destinationOf(reader, d)));
        return { event, destinations: named((r) => r.now), held: named((r) => r.held) };
      }),
    );
    await outbox.dispatch(routes, now());
    return events.length === BATCH;
  }

  /** Gathers what each destination held into the digest now due there, if any. */
  async function collectDigests(): Promise<void> {
    for (const reader of readerByName.values()) {
      for (const due of (await reader.digestsDue?.(now())) ?? []) {
        await outbox.collectDigest(destinationOf(reader.name, due.destination), due.before, due.compose, now());
      }
    }
  }

  async function deliverOne(delivery: Delivery): Promise<void> {
    const { reader: name, target } = readerOf(delivery.destination);
    const reader = readerByName.get(name);
    try {
      if (!reader) throw new Error(`nothing delivers to ${name}`);
      await reader.deliver(target, delivery.event, delivery.key);
      await outbox.settle(delivery.key, { delivered: true, at: now() });
    } catch (err) {
      const attempt = delivery.attempts + 1;
      const error = errorMessage(err).slice(0, MAX_ERROR_LENGTH);
      const at = now();
      const retryAt = attempt < maxAttempts && !(err instanceof GiveUp) ? new Date(at.getTime() + retryDelayMs(attempt)) : null;
      await outbox.settle(delivery.key, { delivered: false, at, error, retryAt }).catch((e: unknown) => onError(e, 'deliver'));
    }
  }

  // Claimed no more than can be in flight at once: a lease covers one attempt, not a queue of them.
  async function deliverDue(): Promise<boolean> {
    const due = await outbox.claimDue(now(), concurrency, leaseMs);
    await Promise.all(due.map(deliverOne));
    return due.length === concurrency;
  }

  /** One pass: true when it stopped with work left (a full batch), so another should follow at once. */
  async function pass(): Promise<boolean> {
    let more = false;
    try {
      more = await dispatchNew();
    } catch (err) {
      onError(err, 'dispatch');
    }
    try {
      await collectDigests();
    } catch (err) {
      onError(err, 'digest');
    }
    try {
      more = (await deliverDue()) || more;
    } catch (err) {
      onError(err, 'deliver');
    }
    return more;
  }

  let running: Promise<void> | null = null;
  let wanted = false;
  let timer: NodeJS.Timeout | null = null;
  let pruneTimer: NodeJS.Timeout | null = null;
  let stopped = false;
  const prune = () => outbox.prune(new Date(now().getTime() - OUTBOX_KEEP_MS), new Date(now().getTime() - HELD_KEEP_MS));

  function run(): Promise<void> {
    if (running) {
      wanted = true;
      return running;
    }
    running = (async () => {
      do {
        wanted = false;
        while ((await pass()) && !stopped) wanted = false;
      } while (wanted && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    use(reader) {
      readerByName.set(reader.name, reader);
    },
    nudge() {
      if (!stopped) void run();
    },
    async drain() {
      await run();
      while (running) await running;
    },
    prune,
    start() {
      stopped = false;
      timer ??= setInterval(() => void run(), pollMs);
      timer.unref();
      pruneTimer ??= setInterval(() => void prune().catch((err: unknown) => onError(err, 'prune')), PRUNE_EVERY_MS);
      pruneTimer.unref();
      void run();
    },
    async stop() {
      stopped = true;
      for (const t of [timer, pruneTimer]) if (t) clearInterval(t);
      timer = null;
      pruneTimer = null;
      while (running) await running;
    },
  };
}
