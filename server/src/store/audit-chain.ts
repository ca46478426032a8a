import { createHash } from 'node:crypto';
import type { AuditRecord, ChainedAuditRecord } from './types.ts';

/** The hash before the first entry. */
export const CHAIN_START = '0'.repeat(64);

/**
 * JSON with object keys sorted at every depth: the same entry always hashes the same, whichever order
 * its fields were built or stored in (MongoDB and SQLite give back objects in their own orders).
 */
function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 over the previous entry's hash, the entry's place and everything it records. */
export function chainHash(prevHash: string, seq: number, entry: AuditRecord): string {
  const { id, at, actorId, actorName, action, target, ipAddress, userAgent, detail, before, after, eventId } = entry;
  // The event's id only when the entry has one: entries from before it was kept hash as they always did.
  const body = canonical({ seq, id, at, actorId, actorName, action, target, ipAddress, userAgent, detail, before, after, ...(eventId ? { eventId } : {}) });
  return createHash('sha256').update(prevHash).update('\n').update(body).digest('hex');
}

/** The entry at `seq`, after the entry whose hash is `prevHash`. */
export function chained(entry: AuditRecord, seq: number, prevHash: string): ChainedAuditRecord {
  return { ...entry, seq, prevHash, hash: chainHash(prevHash, seq, entry) };
}

/** Where a chain read in order first breaks, or null when every entry follows from the one before. */
export interface ChainBreak {
  seq: number;
  problem: string;
}

/** Checks one run of the chain, continuing from the entry before it (`prevSeq`, `prevHash`). */
export function checkLinks(entries: readonly ChainedAuditRecord[], prevSeq: number, prevHash: string): ChainBreak | null {
  let seq = prevSeq;
  let hash = prevHash;
  for (const entry of entries) {
    if (entry.seq !== seq + 1) return { seq: seq + 1, problem: `entry ${seq + 1} is missing (next is ${entry.seq})` };
    if (entry.prevHash !== hash) return { seq: entry.seq, problem: `entry ${entry.seq} does not follow the entry before it` };
    if (chainHash(hash, entry.seq, entry) !== entry.hash) return { seq: entry.seq, problem: `entry ${entry.seq} was changed after it was written` };
    seq = entry.seq;
    hash = entry.hash;
  }
  return null;
}
