import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** What spreadsheet programs take to start a formula: = + - @, their full-width and small forms, U+2212. */
const LEADER = '=+\\-@\\u2212\\uFF1D\\uFF0B\\uFF0D\\uFF20\\uFE66\\uFE62\\uFE63\\uFE6B';
/** The separators spreadsheet programs use by locale (comma, semicolon, tab), and line breaks. */
const SEPARATOR = ',;\\t\\r\\n';
/** Spaces a program may skip before a leader. */
const SPACE = ' \\u00A0\\u2000-\\u200A\\u202F\\u205F\\u3000';

/**
 * A leader where a cell may begin: at the start, or after a separator inside the text. Quotes keep a
 * comma-separated reader from splitting a cell, but a reader splitting at semicolons or tabs ignores quotes
 * that do not open its field, so text after any separator can become a cell of its own.
 */
const FORMULA_AT_CELL_START = new RegExp(`(^|[${SEPARATOR}])([${SPACE}]*)(?=[${LEADER}])`, 'g');
const NEEDS_QUOTES = new RegExp(`["${SEPARATOR}]`);

/**
 * One CSV cell, safe to open in a spreadsheet: every formula leader where a cell could begin gets a
 * leading apostrophe, which makes it text (OWASP's advice for CSV injection), as does a leading tab or line
 * break; a cell holding a quote, a separator or a line break is quoted.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers and booleans are written by us, never by a user: -3 stays a number.
  if (typeof value !== 'string') return String(value);
  let text = value.replace(FORMULA_AT_CELL_START, "$1$2'");
  if (/^[\t\r\n]/.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: ReadonlyArray<string | number | boolean | null | undefined>): string =>
  `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A CSV download as a stream: the header, then one line per row as the rows are read, so an export of a
 * million logs never sits in memory.
 */
export function csvStream<T>(
  header: readonly string[],
  rows: AsyncIterable<T>,
  toCells: (row: T) => ReadonlyArray<string | number | boolean | null | undefined>,
): Readable {
  return Readable.from(
    (async function* () {
      yield csvRow(header);
      for await (const row of rows) yield csvRow(toCells(row));
    })(),
  );
}

/** 2026-11-21, for file names. */
export const fileDate = (d: Date): string => d.toISOString().slice(0, 10);
/** 2026-11-21T14-03-09, for file names that need the time too (no colons: Windows forbids them). */
export const fileTimestamp = (d: Date): string => d.toISOString().slice(0, 19).replace(/:/g, '-');

/** The response schema of a CSV download route, for the API docs. */
export const csvResponseSchema = z.custom<Readable>().describe('A CSV file (text/csv)');

/** Sends rows as a CSV attachment named `fileName`, streamed. */
export function sendCsv<T>(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: AsyncIterable<T>,
  toCells: (row: T) => ReadonlyArray<string | number | boolean | null | undefined>,
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csvStream(header, rows, toCells));
}
