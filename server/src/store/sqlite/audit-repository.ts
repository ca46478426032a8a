import type { AuditRecord, AuditRepository } from '../types.ts';
import type { Db } from './database.ts';

interface AuditRow {
  id: string;
  at: string;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target: string;
  detail: string;
}

export function createAuditRepository(db: Db): AuditRepository {
  const insert = db.prepare(
    'INSERT INTO audit (id, at, actor_id, actor_name, action, target, detail) VALUES (@id, @at, @actorId, @actorName, @action, @target, @detail)',
  );
  const latest = db.prepare<[number], AuditRow>('SELECT * FROM audit ORDER BY at DESC LIMIT ?');
  return {
    async record(entry) {
      insert.run({ ...entry, detail: JSON.stringify(entry.detail) });
    },
    async list(limit) {
      return latest.all(limit).map(
        (r): AuditRecord => ({
          id: r.id,
          at: r.at,
          actorId: r.actor_id,
          actorName: r.actor_name,
          action: r.action,
          target: r.target,
          detail: JSON.parse(r.detail) as Record<string, string>,
        }),
      );
    },
  };
}
