import type { Statement } from 'better-sqlite3';
import type { PageQuery } from '@gsg/shared';
import type { Db } from './database.ts';

// Building blocks for list queries whose WHERE clause depends on which filters a user set. Values are
// always bound as parameters; only fixed fragments written here or in a repository reach the SQL text.

export type SqlValue = string | number | bigint | null;
export type SqlParams = Record<string, SqlValue>;

/** `%text%` for `LIKE ... ESCAPE '\'`: a user's own % and _ match themselves, not any text. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One bound pattern tested against several columns or expressions (a search box covering several fields). */
export const likeAny = (expressions: readonly string[], param: string): string =>
  `(${expressions.map((e) => `${e} LIKE @${param} ESCAPE '\\'`).join(' OR ')})`;

/** Membership in a list bound as one JSON array, so one statement serves any number of values. */
export const inJsonList = (column: string, param: string): string =>
  `${column} IN (SELECT value FROM json_each(@${param}))`;

/**
 * A column equal to one of several values. A single value is tested with `=`, which lets SQLite read a
 * (column, time) index already in order instead of sorting every match to find one page.
 */
export function oneOf(column: string, param: string, values: readonly string[]): [string, SqlParams] {
  return values.length === 1
    ? [`${column} = @${param}`, { [param]: values[0]! }]
    : [inJsonList(column, param), { [param]: JSON.stringify(values) }];
}

/**
 * An epoch-milliseconds column as the API writes it (`2026-11-21T14:03:09.120Z`, toISOString's form),
 * so a text search over a timestamp matches what the user is shown.
 */
export const isoTextOf = (column: string): string =>
  `(strftime('%Y-%m-%dT%H:%M:%S', ${column} / 1000, 'unixepoch') || printf('.%03dZ', ${column} % 1000))`;

/** Optional filters joined with AND. */
export class Conditions {
  private readonly clauses: string[] = [];
  readonly params: SqlParams = {};

  add(clause: string, params: SqlParams = {}): this {
    this.clauses.push(clause);
    Object.assign(this.params, params);
    return this;
  }

  /** The WHERE clause, with further fixed conditions (a keyset position) when given. */
  where(...extra: Array<string | undefined>): string {
    const all = [...this.clauses, ...extra.filter((c): c is string => c !== undefined)];
    return all.length === 0 ? '' : `WHERE ${all.join(' AND ')}`;
  }
}

// Every distinct filter combination is one SQL text; the set is finite but can reach a few hundred.
const MAX_CACHED_STATEMENTS = 256;

/** Prepares each distinct SQL text once and reuses it, for statements shaped by the filters in use. */
export function statementCache(db: Db): <Row>(sql: string) => Statement<[SqlParams], Row> {
  const cache = new Map<string, Statement<[SqlParams], unknown>>();
  return <Row>(sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      if (cache.size >= MAX_CACHED_STATEMENTS) cache.delete(cache.keys().next().value!);
      statement = db.prepare<[SqlParams], unknown>(sql);
      cache.set(sql, statement);
    }
    return statement as Statement<[SqlParams], Row>;
  };
}

/** LIMIT/OFFSET parameters (`@limit`, `@offset`) of one page. */
export const pageWindow = ({ page, pageSize }: PageQuery): { limit: number; offset: number } => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

export const BATCH_SIZE = 500;

/**
 * Rows strictly after the keyset position (`@afterKey`, `@afterTie`) in `ORDER BY key, tie` ascending
 * or descending; the row-value comparison lets SQLite seek in the index instead of skipping rows.
 */
export const afterKeyset = (key: string, tie: string, order: 'asc' | 'desc'): string =>
  `(${key}, ${tie}) ${order === 'asc' ? '>' : '<'} (@afterKey, @afterTie)`;

/**
 * Reads a result set in keyset batches of BATCH_SIZE (`fetch` gets the last row read, undefined at the
 * start), so an export holds one batch at a time and never keeps a statement open between batches.
 */
export async function* inBatches<Row>(fetch: (last: Row | undefined) => Row[]): AsyncGenerator<Row> {
  let last: Row | undefined;
  for (;;) {
    const batch = fetch(last);
    yield* batch;
    if (batch.length < BATCH_SIZE) return;
    last = batch[batch.length - 1];
  }
}
