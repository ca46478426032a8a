import type { AuditRecord, AuditRepository } from '../types.ts';
import type { AuditDocument, Database } from './database.ts';

const toRecord = (d: AuditDocument): AuditRecord => ({
  id: d._id,
  at: d.at,
  actorId: d.actorId,
  actorName: d.actorName,
  action: d.action,
  target: d.target,
  detail: d.detail,
});

export function createAuditRepository({ collections }: Database): AuditRepository {
  const audit = collections.audit;
  return {
    async record(entry) {
      await audit.insertOne({
        _id: entry.id,
        at: entry.at,
        actorId: entry.actorId,
        actorName: entry.actorName,
        action: entry.action,
        target: entry.target,
        detail: entry.detail,
      });
    },
    async list(limit) {
      return (await audit.find().sort({ at: -1 }).limit(limit).toArray()).map(toRecord);
    },
  };
}
