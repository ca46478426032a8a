// The server's errors as the driver expects them: a numeric code with its name, and for the errors a
// transaction can be retried after, the label the driver's withTransaction looks for.
import type { Document } from 'bson';

export const ErrorCodes = {
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  NamespaceNotFound: 26,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  InvalidOptions: 72,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  WriteConflict: 112,
  OperationNotSupportedInTransaction: 263,
  NoSuchTransaction: 251,
  TransactionCommitted: 256,
  ChangeStreamHistoryLost: 286,
  IndexNotFound: 27,
  Location51091: 51091,
  DuplicateKey: 11000,
  ImmutableField: 66,
  ConflictingUpdateOperators: 40,
} as const;

const NAMES = new Map<number, string>(Object.entries(ErrorCodes).map(([name, code]) => [code, name]));

export class CommandError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Extra fields of the error document (keyPattern and keyValue for a duplicate key). */
    readonly extra: Document = {},
    readonly labels: string[] = [],
  ) {
    super(message);
  }

  get codeName(): string {
    return NAMES.get(this.code) ?? 'UnknownError';
  }

  /** The `{ok: 0, ...}` reply of a command that failed. */
  toReply(): Document {
    return {
      ok: 0,
      errmsg: this.message,
      code: this.code,
      codeName: this.codeName,
      ...this.extra,
      ...(this.labels.length > 0 ? { errorLabels: this.labels } : {}),
    };
  }

  /** One entry of a write command's writeErrors. */
  toWriteError(index: number): Document {
    return { index, code: this.code, codeName: this.codeName, errmsg: this.message, ...this.extra };
  }
}

/** A failure the driver may retry the whole transaction after. */
export const transientTransactionError = (code: number, message: string): CommandError =>
  new CommandError(code, message, {}, ['TransientTransactionError']);

/** Any error as a CommandError: one from mingo (a bad operator or expression) is the caller's bad value. */
export function asCommandError(error: unknown): CommandError {
  if (error instanceof CommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new CommandError(ErrorCodes.BadValue, message);
}
