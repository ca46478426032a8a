import { InvalidQueryError } from './invalid-query.ts';

/** Where a page of logs ended: the keyset (timestamp ms, insertion sequence) of its last row. */
export interface LogPosition {
  ts: number;
  seq: number;
}

/** Opaque to clients; every adapter orders logs by the same keyset, so they share one encoding. */
export const encodeLogCursor = (p: LogPosition): string => Buffer.from(JSON.stringify([p.ts, p.seq])).toString('base64url');

/** A cursor that was not one of ours (edited, truncated) is the caller's mistake, not a server fault. */
export function decodeLogCursor(cursor: string): LogPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (!Array.isArray(value) || value.length !== 2 || !value.every(Number.isSafeInteger)) throw new InvalidQueryError('Invalid cursor');
  return { ts: value[0] as number, seq: value[1] as number };
}
