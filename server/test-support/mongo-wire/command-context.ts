// What a command handler works with: the server's state, and the command's view of it. Inside a
// transaction a command reads and writes the transaction's copies and its change events wait for the
// commit; outside one it works on the live collections and publishes at once.
import { ObjectId, type Document } from 'bson';
import { CommandError, ErrorCodes } from './errors.ts';
import { Catalog } from './catalog.ts';
import { ChangeLog, type ChangeDraft } from './change-streams.ts';
import type { CollectionState } from './collection-state.ts';
import { Cursors } from './cursors.ts';
import type { CollectionResolver } from './query-engine.ts';
import { Sessions, type Transaction } from './transactions.ts';

export const REPLICA_SET = 'rs0';

export class ServerState {
  readonly catalog = new Catalog();
  readonly sessions = new Sessions();
  readonly cursors = new Cursors();
  readonly changes = new ChangeLog();
  /** Identifies this server's topology to the driver; the counter never moves, as nothing ever changes. */
  readonly processId = new ObjectId();
  readonly electionId = new ObjectId('7fffffff0000000000000001');
  /** Aborted when the server closes, to end every waiting getMore and awaitable hello. */
  readonly closing = new AbortController();
  /** `host:port` as the driver reaches this member. */
  me = '';
}

export class CommandContext {
  constructor(
    readonly server: ServerState,
    readonly db: string,
    readonly command: Document,
    readonly transaction: Transaction | undefined,
    readonly connectionId: number,
  ) {}

  /** The collection named by the command's first field, as a string. */
  get collectionName(): string {
    const value = Object.values(this.command)[0];
    return typeof value === 'string' ? value : '';
  }

  namespace(name = this.collectionName): string {
    return `${this.db}.${name}`;
  }

  /** The collection to read, or undefined when it does not exist. */
  read(name: string): CollectionState | undefined {
    const { catalog } = this.server;
    return this.transaction ? this.transaction.collection(catalog, this.db, name, false) : catalog.get(this.db, name);
  }

  /** The collection to write, created if it does not exist yet. */
  write(name: string): CollectionState {
    const { catalog } = this.server;
    if (!this.transaction) return catalog.getOrCreate(this.db, name);
    const state = this.transaction.collection(catalog, this.db, name, true)!;
    if (state.options.capped) {
      throw new CommandError(
        ErrorCodes.OperationNotSupportedInTransaction,
        `Collection '${state.namespace}' is a capped collection. Writing to capped collections in a transaction is not allowed.`,
      );
    }
    return state;
  }

  publish(change: ChangeDraft): void {
    if (this.transaction) this.transaction.record(change);
    else this.server.changes.publish(change);
  }

  /** Other collections of the database, for $lookup. */
  readonly resolver: CollectionResolver = (name) => this.read(name)?.all() ?? [];
}
