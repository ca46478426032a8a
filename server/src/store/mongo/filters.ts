import type { Document } from 'mongodb';
import type { PageQuery } from '@gsg/shared';

// Building blocks for list queries whose filter depends on what a user set, shaped to answer exactly as
// the SQLite adapter's (sqlite/sql-filters.ts). User text only ever reaches a query as an escaped
// pattern or a compared value, never as an operator. Filters on field names chosen at run time are
// plain Documents: the driver's Filter<T> cannot type a computed key.

const ASCII_LETTER = /^[A-Za-z]$/;
const REGEX_SYNTAX = /^[\\^$.|?*+()[\]{}]$/;

/**
 * A regex finding `text` anywhere in a field, as SQLite's `LIKE '%text%'` does: ASCII letters match in
 * either case, and every other character matches only itself (SQLite folds no other case, so neither do
 * we; the server's `i` option would fold all of Unicode).
 */
export function containsPattern(text: string): string {
  let pattern = '';
  for (const ch of text) {
    if (ASCII_LETTER.test(ch)) pattern += `[${ch.toLowerCase()}${ch.toUpperCase()}]`;
    // The server refuses a regex holding a NUL byte; the escape matches the same character.
    else if (ch === '\0') pattern += '\\x00';
    else pattern += REGEX_SYNTAX.test(ch) ? `\\${ch}` : ch;
  }
  return pattern;
}

/** A field containing `text` (see containsPattern). */
export const contains = (field: string, text: string): Document => ({ [field]: { $regex: containsPattern(text) } });

/** Optional conditions joined with AND; several may constrain one field (a date range and a quick filter). */
export const allOf = (clauses: Array<Document>): Document => (clauses.length === 0 ? {} : { $and: clauses });

/**
 * Documents strictly after the keyset position (`value`, `tie`) in a sort on `key` then `_id`, both
 * ascending or both descending. The bound on `key` alone lets the server seek in the index.
 */
export function afterKeyset(key: string, value: unknown, tie: unknown, order: 'asc' | 'desc'): Document {
  const beyond = order === 'asc' ? '$gt' : '$lt';
  const from = order === 'asc' ? '$gte' : '$lte';
  return {
    $and: [{ [key]: { [from]: value } }, { $or: [{ [key]: { [beyond]: value } }, { _id: { [beyond]: tie } }] }],
  };
}

/** skip/limit of one page. */
export const pageWindow = ({ page, pageSize }: PageQuery): { skip: number; limit: number } => ({
  skip: (page - 1) * pageSize,
  limit: pageSize,
});

export const BATCH_SIZE = 500;

/**
 * Reads a result set in keyset batches of BATCH_SIZE (`fetch` gets the last document read, undefined at
 * the start), so an export holds one batch at a time and never keeps a cursor open between batches.
 */
export async function* inBatches<T>(fetch: (last: T | undefined) => Promise<T[]>): AsyncGenerator<T> {
  let last: T | undefined;
  for (;;) {
    const batch = await fetch(last);
    yield* batch;
    if (batch.length < BATCH_SIZE) return;
    last = batch[batch.length - 1];
  }
}
