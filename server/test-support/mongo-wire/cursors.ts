// Open cursors, by id. A query's cursor holds its whole result, computed when it opened (a snapshot, as a
// real cursor reading at one point in time would see); a change stream's holds its position in the log.
import { BSON, Long, type Document } from 'bson';
import { CommandError, ErrorCodes } from './errors.ts';

/** The server's default first batch, and the most any batch carries. */
export const DEFAULT_BATCH_SIZE = 101;
const MAX_BATCH_BYTES = 16 * 1024 * 1024;

export interface QueryCursor {
  kind: 'query';
  id: number;
  ns: string;
  docs: Document[];
  position: number;
}

export interface ChangeStreamCursor {
  kind: 'changeStream';
  id: number;
  ns: string;
  db: string;
  /** undefined for a stream on the whole database. */
  coll: string | undefined;
  /** The stages after $changeStream, applied to each event. */
  pipeline: Document[];
  fullDocument: 'default' | 'updateLookup' | 'whenAvailable' | 'required';
  /** The sequence number of the last event read (or skipped). */
  after: number;
  /** Aborted when the cursor is killed, to end a waiting getMore. */
  abort: AbortController;
}

export type Cursor = QueryCursor | ChangeStreamCursor;

export class Cursors {
  private readonly open = new Map<number, Cursor>();
  private nextId = 1;

  newId(): number {
    return this.nextId++;
  }

  add(cursor: Cursor): void {
    this.open.set(cursor.id, cursor);
  }

  get(id: number, ns: string): Cursor {
    const cursor = this.open.get(id);
    if (!cursor) throw new CommandError(ErrorCodes.CursorNotFound, `cursor id ${id} not found`);
    if (cursor.ns !== ns) throw new CommandError(13, `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`);
    return cursor;
  }

  kill(id: number): boolean {
    const cursor = this.open.get(id);
    if (!cursor) return false;
    if (cursor.kind === 'changeStream') cursor.abort.abort();
    return this.open.delete(id);
  }

  closeAll(): void {
    for (const id of [...this.open.keys()]) this.kill(id);
  }

  /**
   * The next batch of a query cursor: up to `batchSize` documents (all that remain within 16 MB when
   * none is given); the cursor closes once it is exhausted.
   */
  nextBatch(cursor: QueryCursor, batchSize: number | undefined): { batch: Document[]; exhausted: boolean } {
    const batch: Document[] = [];
    let bytes = 0;
    while (cursor.position < cursor.docs.length && (batchSize === undefined || batchSize <= 0 || batch.length < batchSize)) {
      const doc = cursor.docs[cursor.position]!;
      bytes += BSON.calculateObjectSize(doc);
      if (batch.length > 0 && bytes > MAX_BATCH_BYTES) break;
      batch.push(doc);
      cursor.position++;
    }
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.open.delete(cursor.id);
    return { batch, exhausted };
  }
}

/** The `cursor` field of a find, aggregate or getMore reply. */
export function cursorReply(id: number, ns: string, key: 'firstBatch' | 'nextBatch', batch: Document[], extra: Document = {}): Document {
  return { cursor: { [key]: batch, id: Long.fromNumber(id), ns, ...extra }, ok: 1 };
}
