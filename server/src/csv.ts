import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// A cell starting with one of these is read as a formula by spreadsheet programs; prefixing a quote
// makes it text (OWASP's advice for CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
