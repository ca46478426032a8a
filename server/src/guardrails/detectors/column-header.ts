// Tables pasted into prompts (CSV exports, TSV, Markdown-ish pipes) label their values once, in the header
// row, far from the values: "passport_no,full_name\nA20860469,Aaron Wells". The words around a value in
// such a row are other columns' values, so the header cell of the value's column is its context.

const DELIMITERS = [',', '\t', '|', ';'] as const;
const NEWLINE = '\n';
/** How far up a table's header may be: a big paste is still read in bounded time per value. */
const MAX_TABLE_LINES = 2_000;

interface TableMemo {
  text: string;
  /** Where each line starts, in order: found once per text, so a value's line is a binary search away. */
  lineStarts: number[];
  /** Line start → the start of its table's header line, or -1 when the line is not in a table. */
  headerOf: Map<number, number>;
}

// One text is scanned by many recognizers in a row, so the last text's table layout is kept.
let memo: TableMemo | null = null;

const lineStartAt = (text: string, index: number) => text.lastIndexOf(NEWLINE, index - 1) + 1;

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf(NEWLINE); at >= 0; at = text.indexOf(NEWLINE, at + 1)) starts.push(at + 1);
  return starts;
}

/** The start of the line holding `index`; lastIndexOf would walk back over a long line once per value on it. */
function lineOf(starts: readonly number[], index: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= index) low = mid;
    else high = mid - 1;
  }
  return starts[low]!;
}

function lineEndAt(text: string, index: number): number {
  const end = text.indexOf(NEWLINE, index);
  return end < 0 ? text.length : end;
}

function delimiterOf(line: string): { delimiter: string; count: number } | undefined {
  for (const delimiter of DELIMITERS) {
    const count = occurrences(line, delimiter);
    if (count > 0) return { delimiter, count };
  }
  return undefined;
}

/** How often `part` occurs in `line`, without the array split would make (every candidate asks). */
function occurrences(line: string, part: string): number {
  let count = 0;
  for (let at = line.indexOf(part); at >= 0; at = line.indexOf(part, at + part.length)) count++;
  return count;
}

/**
 * The first line of the run of lines above (and including) the one at `lineStart` that share its
 * delimiter and column count: the header. -1 when the line is alone (a sentence with commas).
 */
function headerLineStart(text: string, lineStart: number, table: TableMemo): number {
  const known = table.headerOf.get(lineStart);
  if (known !== undefined) return known;
  const shape = delimiterOf(text.slice(lineStart, lineEndAt(text, lineStart)));
  const visited: number[] = [lineStart];
  let top = lineStart;
  let answer: number | undefined;
  for (let lines = 0; shape && top > 0 && lines < MAX_TABLE_LINES; lines++) {
    const above = lineStartAt(text, top - 1);
    const line = text.slice(above, top - 1);
    const aboveShape = delimiterOf(line);
    if (!aboveShape || aboveShape.delimiter !== shape.delimiter || aboveShape.count !== shape.count) break;
    const aboveKnown = table.headerOf.get(above);
    if (aboveKnown !== undefined) {
      answer = aboveKnown === -1 ? above : aboveKnown;
      break;
    }
    visited.push(above);
    top = above;
  }
  answer ??= top === lineStart ? -1 : top;
  for (const start of visited) table.headerOf.set(start, start === answer ? -1 : answer);
  return answer;
}

/** The header cell above the value at [start, end) when it sits in a delimited table; '' otherwise. */
export function columnHeader(text: string, start: number): string {
  if (memo?.text !== text) memo = { text, lineStarts: lineStartsOf(text), headerOf: new Map() };
  const lineStart = lineOf(memo.lineStarts, start);
  const header = headerLineStart(text, lineStart, memo);
  if (header < 0) return '';
  const shape = delimiterOf(text.slice(lineStart, lineEndAt(text, lineStart)));
  if (!shape) return '';
  const column = text.slice(lineStart, start).split(shape.delimiter).length - 1;
  return text.slice(header, lineEndAt(text, header)).split(shape.delimiter)[column]?.trim() ?? '';
}
