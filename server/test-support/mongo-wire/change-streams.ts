// The change events of committed writes, kept in order for change stream cursors to read. The server
// reads them from its oplog; here every write publishes them, and a transaction's only when it commits.
// The log keeps the newest HISTORY events: resuming from an older token fails as a lost history does.
import { Timestamp, type Document } from 'bson';
import { CommandError, ErrorCodes } from './errors.ts';

const HISTORY = 20_000;

export type OperationType = 'insert' | 'update' | 'replace' | 'delete' | 'drop' | 'dropDatabase';

/** A change as a write reports it, before it is numbered. */
export interface ChangeDraft {
  operationType: OperationType;
  db: string;
  coll?: string;
  documentKey?: Document;
  fullDocument?: Document;
  updateDescription?: Document;
}

export interface ChangeEvent extends ChangeDraft {
  seq: number;
  clusterTime: Timestamp;
  wallTime: Date;
}

/** The resume token of the event numbered `seq`: opaque to the driver, ordered for us. */
export const resumeToken = (seq: number): Document => ({ _data: seq.toString(16).padStart(16, '0') });

export function seqOfToken(token: unknown): number {
  const data = (token as Document | null)?._data;
  if (typeof data !== 'string' || !/^[0-9a-f]{16}$/.test(data)) {
    throw new CommandError(ErrorCodes.BadValue, 'invalid resume token');
  }
  return parseInt(data, 16);
}

export class ChangeLog {
  private events: ChangeEvent[] = [];
  private lastSeq = 0;
  private waiters = new Set<() => void>();

  get latestSeq(): number {
    return this.lastSeq;
  }

  /** The cluster time of the latest write, as operationTime reports it. */
  clusterTime(): Timestamp {
    return new Timestamp({ t: Math.floor(Date.now() / 1000), i: this.lastSeq });
  }

  publish(draft: ChangeDraft): void {
    const seq = ++this.lastSeq;
    this.events.push({ ...draft, seq, clusterTime: new Timestamp({ t: Math.floor(Date.now() / 1000), i: seq }), wallTime: new Date() });
    // Trimmed in steps, not on every publish, so a long run of writes does not copy the log each time.
    if (this.events.length > HISTORY * 1.5) this.events = this.events.slice(-HISTORY);
    for (const wake of [...this.waiters]) wake();
  }

  /** The events after `seq`; refuses a position older than the history kept. */
  since(seq: number): ChangeEvent[] {
    const oldest = this.events[0]?.seq;
    if (oldest !== undefined && seq < oldest - 1) {
      throw new CommandError(ErrorCodes.ChangeStreamHistoryLost, 'Resume of change stream was not possible, as the resume point may no longer be in the oplog.');
    }
    if (seq > this.lastSeq) return [];
    // Sequence numbers are dense, so the position is arithmetic.
    const start = oldest === undefined ? 0 : Math.max(0, seq - oldest + 1);
    return this.events.slice(start);
  }

  /** Resolves at the next publish, or after `ms`, or when `signal` aborts. */
  waitForChange(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }
}

/** An event as a change stream shows it. */
export function toChangeDocument(event: ChangeEvent, fullDocument: Document | null | undefined): Document {
  return {
    _id: resumeToken(event.seq),
    operationType: event.operationType,
    clusterTime: event.clusterTime,
    wallTime: event.wallTime,
    ns: event.coll === undefined ? { db: event.db } : { db: event.db, coll: event.coll },
    ...(event.documentKey ? { documentKey: event.documentKey } : {}),
    ...(event.updateDescription ? { updateDescription: event.updateDescription } : {}),
    ...(fullDocument !== undefined ? { fullDocument } : {}),
  };
}
