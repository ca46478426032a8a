import type { AuditRecord, AuditRepository, ChainedAuditRecord } from '../types.ts';
import { CHAIN_START, chained } from '../audit-chain.ts';
import type { Db } from './database.ts';

interface AuditRow {
  seq: number;
  id: string;
  at: string;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target: string;
  ip_address: string | null;
  user_agent: string | null;
  detail: string;
  before: string | null;
  after: string | null;
  prev_hash: string;
  hash: string;
  event_id: string | null;
}

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

const toRecord = (r: AuditRow): ChainedAuditRecord => ({
  seq: r.seq,
  id: r.id,
  at: r.at,
  actorId: r.actor_id,
  actorName: r.actor_name,
  action: r.action,
  target: r.target,
  ipAddress: r.ip_address,
  userAgent: r.user_agent,
  detail: JSON.parse(r.detail) as Record<string, string>,
  before: parsed(r.before),
  after: parsed(r.after),
  prevHash: r.prev_hash,
  hash: r.hash,
  ...(r.event_id ? { eventId: r.event_id } : {}),
});

/** `%` and `_` typed in a filter are meant literally. */
const likePart = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createAuditRepository(db: Db): AuditRepository {
  const last = db.prepare<[], { seq: number; hash: string }>("SELECT seq, hash FROM audit_trail WHERE hash != '' ORDER BY seq DESC LIMIT 1");
  const insert = db.prepare(
    `INSERT INTO audit_trail (seq, id, at, actor_id, actor_name, action, target, ip_address, user_agent, detail, before, after, prev_hash, hash, event_id)
     VALUES (@seq, @id, @at, @actorId, @actorName, @action, @target, @ipAddress, @userAgent, @detail, @before, @after, @prevHash, @hash, @eventId)`,
  );
  const byEvent = db.prepare<[string], AuditRow>('SELECT * FROM audit_trail WHERE event_id = ?');
  const inOrder = db.prepare<[number, number], AuditRow>('SELECT * FROM audit_trail WHERE seq > ? ORDER BY seq LIMIT ?');
  const columnsOf = (entry: ChainedAuditRecord) => ({
    ...entry,
    detail: JSON.stringify(entry.detail),
    before: entry.before == null ? null : JSON.stringify(entry.before),
    after: entry.after == null ? null : JSON.stringify(entry.after),
    eventId: entry.eventId ?? null,
  });

  // Records carried over from before the chain: chained once, in their order, before anything is added.
  const unsealed = db.prepare<[], AuditRow>("SELECT * FROM audit_trail WHERE hash = '' ORDER BY seq").all();
  if (unsealed.length > 0) {
    const seal = db.prepare('UPDATE audit_trail SET prev_hash = @prevHash, hash = @hash WHERE seq = @seq');
    db.transaction(() => {
      let prevHash = last.get()?.hash ?? CHAIN_START;
      for (const row of unsealed) {
        const entry = chained(toRecord(row), row.seq, prevHash);
        seal.run({ seq: entry.seq, prevHash, hash: entry.hash });
        prevHash = entry.hash;
      }
    })();
  }

  // One transaction reads the last entry and writes the next: SQLite has one writer, so none comes between.
  // The same transaction looks for the event first: an event already in the trail is not appended twice.
  const appendNow = db.transaction((entry: AuditRecord): ChainedAuditRecord => {
    const appended = entry.eventId ? byEvent.get(entry.eventId) : undefined;
    if (appended) return toRecord(appended);
    const tail = last.get();
    const next = chained(entry, (tail?.seq ?? 0) + 1, tail?.hash ?? CHAIN_START);
    insert.run(columnsOf(next));
    return next;
  });

  return {
    async append(entry) {
      return appendNow(entry);
    },
    async page(filter, before, limit) {
      const where: string[] = [];
      const params: Record<string, string | number> = { limit };
      const add = (clause: string, name: string, value: string | number | undefined) => {
        if (value === undefined) return;
        where.push(clause);
        params[name] = value;
      };
      add('seq < @before', 'before', before);
      add('action = @action', 'action', filter.action);
      add("actor_name LIKE @actor ESCAPE '\\'", 'actor', filter.actor && likePart(filter.actor));
      add("target LIKE @target ESCAPE '\\'", 'target', filter.target && likePart(filter.target));
      add('at >= @from', 'from', filter.from);
      add('at <= @to', 'to', filter.to);
      const sql = `SELECT * FROM audit_trail ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY seq DESC LIMIT @limit`;
      return db.prepare<[Record<string, string | number>], AuditRow>(sql).all(params).map(toRecord);
    },
    async chain(afterSeq, limit) {
      return inOrder.all(afterSeq, limit).map(toRecord);
    },
  };
}
