import type { Document } from 'mongodb';
import type { AuditRepository, ChainedAuditRecord } from '../types.ts';
import { CHAIN_START, chained } from '../audit-chain.ts';
import { DUPLICATE_KEY, type AuditDocument, type Database } from './database.ts';
import { contains } from './filters.ts';

const toRecord = ({ _id, eventId, ...rest }: AuditDocument): ChainedAuditRecord => ({ ...rest, seq: _id, ...(eventId ? { eventId } : {}) });
const toDocument = ({ seq, eventId, ...rest }: ChainedAuditRecord): AuditDocument => ({ _id: seq, ...rest, eventId: eventId ?? null });

/** Two nodes appending at once both aim at the same seq; the one refused reads the new tail and tries again. */
const APPEND_TRIES = 50;

export function createAuditRepository({ collections }: Database): AuditRepository {
  const audit = collections.audit;
  return {
    async append(entry) {
      // The unique index on eventId refuses a second entry for one event, even from another node.
      const appended = async () => {
        const doc = entry.eventId ? await audit.findOne({ eventId: entry.eventId }) : null;
        return doc ? toRecord(doc) : null;
      };
      const already = await appended();
      if (already) return already;
      for (let attempt = 1; ; attempt++) {
        const tail = await audit.find({}, { projection: { _id: 1, hash: 1 } }).sort({ _id: -1 }).limit(1).next();
        const next = chained(entry, (tail?._id ?? 0) + 1, tail?.hash ?? CHAIN_START);
        try {
          await audit.insertOne(toDocument(next));
          return next;
        } catch (err) {
          const raced = (err as { code?: number }).code === DUPLICATE_KEY ? await appended() : null;
          if (raced) return raced;
          const lostTheRace = (err as { code?: number }).code === DUPLICATE_KEY && attempt < APPEND_TRIES;
          if (!lostTheRace) throw err;
        }
      }
    },
    async page(filter, before, limit) {
      const clauses: Document[] = [];
      if (before !== undefined) clauses.push({ _id: { $lt: before } });
      if (filter.action) clauses.push({ action: filter.action });
      if (filter.actor) clauses.push(contains('actorName', filter.actor));
      if (filter.target) clauses.push(contains('target', filter.target));
      if (filter.from) clauses.push({ at: { $gte: filter.from } });
      if (filter.to) clauses.push({ at: { $lte: filter.to } });
      const docs = await audit.find(clauses.length ? { $and: clauses } : {}).sort({ _id: -1 }).limit(limit).toArray();
      return docs.map(toRecord);
    },
    async chain(afterSeq, limit) {
      return (await audit.find({ _id: { $gt: afterSeq } }).sort({ _id: 1 }).limit(limit).toArray()).map(toRecord);
    },
  };
}
