// Sessions and their transactions. A transaction reads and writes its own copy of each collection it
// touches, taken on first use (the copy shares the documents, which are never changed in place). At
// commit, every document it wrote must still be the one it copied: if another writer changed one since,
// the commit fails with WriteConflict labelled TransientTransactionError, and the driver's
// withTransaction runs the transaction again, as it does when the server detects a conflict. Otherwise
// its writes are applied to fresh copies of the live collections (so a unique index still refuses a key
// another writer took meanwhile), which then replace them, and its change events are published.
import { Binary, type Document } from 'bson';
import { CommandError, ErrorCodes, transientTransactionError } from './errors.ts';
import type { Catalog } from './catalog.ts';
import type { ChangeDraft, ChangeLog } from './change-streams.ts';
import type { CollectionState } from './collection-state.ts';

type TransactionState = 'active' | 'committed' | 'aborted';

/** The server aborts a transaction still open after transactionLifetimeLimitSeconds (60 by default). */
const TRANSACTION_LIFETIME_MS = 60_000;

export class Transaction {
  state: TransactionState = 'active';
  readonly startedAt = Date.now();
  private readonly copies = new Map<string, CollectionState>();
  private readonly changes: ChangeDraft[] = [];

  constructor(readonly txnNumber: number) {}

  /** The transaction's copy of a collection (taken now if this is its first use), or undefined. */
  collection(catalog: Catalog, db: string, name: string, create: boolean): CollectionState | undefined {
    const ns = `${db}.${name}`;
    const copy = this.copies.get(ns);
    if (copy) return copy;
    const live = create ? catalog.getOrCreate(db, name) : catalog.get(db, name);
    if (!live) return undefined;
    const mine = live.clone();
    mine.journal = new Map();
    this.copies.set(ns, mine);
    return mine;
  }

  record(change: ChangeDraft): void {
    this.changes.push(change);
  }

  commit(catalog: Catalog, changes: ChangeLog): void {
    const replacements: CollectionState[] = [];
    for (const copy of this.copies.values()) {
      if (!copy.journal || copy.journal.size === 0) continue;
      const live = catalog.get(copy.db, copy.name);
      if (!live) throw this.conflict(`collection ${copy.namespace} was dropped during the transaction`);
      const next = live.clone();
      for (const [idKey, before] of copy.journal) {
        if (live.get(idKey) !== before) throw this.conflict(`a document of ${copy.namespace} changed since the transaction read it`);
        const after = copy.get(idKey);
        try {
          if (after === undefined) next.remove(idKey);
          else if (next.get(idKey)) next.replace(idKey, after);
          else next.insert(after);
        } catch (error) {
          if (error instanceof CommandError && error.code === ErrorCodes.DuplicateKey) throw this.conflict(error.message);
          throw error;
        }
      }
      replacements.push(next);
    }
    for (const next of replacements) catalog.replace(next);
    this.state = 'committed';
    for (const change of this.changes) changes.publish(change);
  }

  private conflict(why: string): CommandError {
    this.state = 'aborted';
    return transientTransactionError(
      ErrorCodes.WriteConflict,
      `WriteConflict error: this operation conflicted with another operation. Please retry your operation or multi-document transaction. (${why})`,
    );
  }
}

interface SessionState {
  txnNumber: number;
  transaction?: Transaction;
}

const sessionKey = (lsid: unknown): string | undefined => {
  const id = (lsid as Document | undefined)?.id;
  return id instanceof Binary ? Buffer.from(id.buffer).toString('hex') : undefined;
};

export class Sessions {
  private readonly sessions = new Map<string, SessionState>();

  /**
   * The transaction a command runs in, per its lsid, txnNumber, autocommit and startTransaction. A
   * txnNumber without `autocommit: false` is a retryable write outside any transaction.
   */
  transactionOf(command: Document): Transaction | undefined {
    if (command.autocommit !== false) return undefined;
    const key = sessionKey(command.lsid);
    const txnNumber = Number(command.txnNumber);
    if (key === undefined || !Number.isFinite(txnNumber)) {
      throw new CommandError(ErrorCodes.InvalidOptions, 'a transaction needs lsid and txnNumber');
    }
    let session = this.sessions.get(key);
    if (!session) this.sessions.set(key, (session = { txnNumber: -1 }));
    if (command.startTransaction === true) {
      if (txnNumber < session.txnNumber) {
        throw new CommandError(225, `Cannot start transaction ${txnNumber} on session: a newer transaction ${session.txnNumber} has started`);
      }
      if (session.transaction?.state === 'active') session.transaction.state = 'aborted';
      session.txnNumber = txnNumber;
      session.transaction = new Transaction(txnNumber);
      return session.transaction;
    }
    const transaction = session.transaction;
    if (!transaction || transaction.txnNumber !== txnNumber) {
      throw transientTransactionError(ErrorCodes.NoSuchTransaction, `Transaction with txnNumber ${txnNumber} has not been started`);
    }
    if (transaction.state === 'active' && Date.now() - transaction.startedAt > TRANSACTION_LIFETIME_MS) transaction.state = 'aborted';
    return transaction;
  }

  end(lsid: unknown): void {
    const key = sessionKey(lsid);
    if (key === undefined) return;
    const session = this.sessions.get(key);
    if (session?.transaction?.state === 'active') session.transaction.state = 'aborted';
    this.sessions.delete(key);
  }
}
