import type { OutboxEntries } from '../outbox-port.ts';
import type { SessionRecord, SessionRepository } from '../types.ts';
import type { Db } from './database.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';

interface SessionRow {
  id: string;
  token_hash: string;
  account_id: string;
  device: string;
  location: string;
  ip_address: string;
  created_at: string;
  last_active: string;
}

const toSession = (r: SessionRow): SessionRecord => ({
  id: r.id,
  tokenHash: r.token_hash,
  accountId: r.account_id,
  device: r.device,
  location: r.location,
  ipAddress: r.ip_address,
  createdAt: r.created_at,
  lastActive: r.last_active,
});

export function createSessionRepository(db: Db): SessionRepository {
  const insert = db.prepare(
    `INSERT INTO sessions (id, token_hash, account_id, device, location, ip_address, created_at, last_active)
     VALUES (@id, @tokenHash, @accountId, @device, @location, @ipAddress, @createdAt, @lastActive)`,
  );
  const byToken = db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE token_hash = ?');
  const touch = db.prepare<[string, string]>('UPDATE sessions SET last_active = ? WHERE id = ?');
  const forAccount = db.prepare<[string], SessionRow>(
    'SELECT * FROM sessions WHERE account_id = ? ORDER BY last_active DESC',
  );
  const deleteOne = db.prepare<[string, string]>('DELETE FROM sessions WHERE id = ? AND account_id = ?');
  const deleteOthers = db.prepare<[string, string]>('DELETE FROM sessions WHERE account_id = ? AND id <> ?');
  const deleteIdle = db.prepare<[string]>('DELETE FROM sessions WHERE last_active < ?');
  const keepInOutbox = prepareOutboxInsert(db);
  /** Deletes, and keeps the events `outbox` gives for how many went, in one transaction; none when none went. */
  const ending = db.transaction((run: () => number, outbox: OutboxEntries<number> | undefined) => {
    const ended = run();
    if (ended > 0) keepInOutbox(outbox, ended);
    return ended;
  });
  const create = db.transaction((s: SessionRecord, outbox: OutboxEntries<SessionRecord> | undefined) => {
    insert.run(s);
    keepInOutbox(outbox, s);
  });

  return {
    async create(s, outbox) {
      create(s, outbox);
    },
    async getByTokenHash(tokenHash) {
      const row = byToken.get(tokenHash);
      return row ? toSession(row) : null;
    },
    async touch(id, at) {
      touch.run(at, id);
    },
    async listForAccount(accountId) {
      return forAccount.all(accountId).map(toSession);
    },
    async delete(accountId, id, outbox) {
      return ending(() => deleteOne.run(id, accountId).changes, outbox) > 0;
    },
    async deleteAllExcept(accountId, keepId, outbox) {
      return ending(() => deleteOthers.run(accountId, keepId).changes, outbox);
    },
    async deleteIdleSince(cutoff, outbox) {
      return ending(() => deleteIdle.run(cutoff).changes, outbox);
    },
  };
}
