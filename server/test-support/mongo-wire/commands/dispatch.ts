// Finds a command's handler and the transaction it runs in, and turns whatever it throws into the
// error reply the driver expects.
import type { Document } from 'bson';
import { CommandError, ErrorCodes, asCommandError, transientTransactionError } from '../errors.ts';
import { CommandContext, type ServerState } from '../command-context.ts';
import { catalogCommands } from './catalog-commands.ts';
import { handshakeCommands } from './handshake.ts';
import { readCommands } from './read-commands.ts';
import { writeCommands } from './write-commands.ts';
import type { CommandHandler } from './handler.ts';

const transactionCommands: Record<string, CommandHandler> = {
  commitTransaction(ctx) {
    const transaction = ctx.transaction!;
    // A commit the driver retries (its reply was lost) finds the transaction committed: that is success.
    if (transaction.state === 'committed') return { ok: 1 };
    if (transaction.state === 'aborted') {
      throw transientTransactionError(ErrorCodes.NoSuchTransaction, `Transaction ${transaction.txnNumber} has been aborted.`);
    }
    transaction.commit(ctx.server.catalog, ctx.server.changes);
    return { ok: 1 };
  },
  abortTransaction(ctx) {
    const transaction = ctx.transaction!;
    if (transaction.state === 'committed') {
      throw new CommandError(ErrorCodes.TransactionCommitted, `Transaction ${transaction.txnNumber} has been committed.`);
    }
    transaction.state = 'aborted';
    return { ok: 1 };
  },
};

const HANDLERS: Record<string, CommandHandler> = {
  ...handshakeCommands,
  ...catalogCommands,
  ...readCommands,
  ...writeCommands,
  ...transactionCommands,
};

/** Commands that run in a transaction; any other command sent with autocommit:false is refused. */
const IN_TRANSACTION = new Set(['find', 'getMore', 'killCursors', 'aggregate', 'distinct', 'insert', 'update', 'delete', 'findAndModify', 'create', 'createIndexes', 'commitTransaction', 'abortTransaction']);

export const commandName = (command: Document): string => Object.keys(command)[0] ?? '';

export async function runCommand(server: ServerState, db: string, command: Document, connectionId: number): Promise<Document> {
  const name = commandName(command);
  const handler = Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined;
  if (!handler) {
    return new CommandError(ErrorCodes.CommandNotFound, `no such command: '${name}'`).toReply();
  }
  let transaction;
  try {
    transaction = server.sessions.transactionOf(command);
    if (transaction) {
      if (!IN_TRANSACTION.has(name)) {
        throw new CommandError(ErrorCodes.OperationNotSupportedInTransaction, `Cannot run '${name}' in a multi-document transaction.`);
      }
      if (transaction.state !== 'active' && name !== 'commitTransaction' && name !== 'abortTransaction') {
        throw transientTransactionError(ErrorCodes.NoSuchTransaction, `Transaction ${transaction.txnNumber} has been ${transaction.state}.`);
      }
    }
    return await handler(new CommandContext(server, db, command, transaction, connectionId));
  } catch (error) {
    // A failed command aborts its transaction, as on the server.
    if (transaction?.state === 'active' && name !== 'commitTransaction' && name !== 'abortTransaction') transaction.state = 'aborted';
    return asCommandError(error).toReply();
  }
}
