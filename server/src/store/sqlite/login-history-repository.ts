import type { LoginHistoryEntry } from '@gsg/shared';
import type { LoginHistoryRepository } from '../types.ts';
import type { Db } from './database.ts';

interface LoginRow {
  id: string;
  ts: string;
  device: string;
  location: string;
  ip_address: string;
  status: string;
}

export function createLoginHistoryRepository(db: Db): LoginHistoryRepository {
  const insert = db.prepare(
    `INSERT INTO login_history (id, ts, username, account_id, device, location, ip_address, status)
     VALUES (@id, @timestamp, @username, @accountId, @device, @location, @ipAddress, @status)`,
  );
  const forAccount = db.prepare<[string, number], LoginRow>(
    'SELECT * FROM login_history WHERE account_id = ? ORDER BY ts DESC LIMIT ?',
  );
  return {
    async record(entry) {
      insert.run(entry);
    },
    async listForAccount(accountId, limit) {
      return forAccount.all(accountId, limit).map(
        (r): LoginHistoryEntry => ({
          id: r.id,
          timestamp: r.ts,
          device: r.device,
          location: r.location,
          ipAddress: r.ip_address,
          status: r.status as LoginHistoryEntry['status'],
        }),
      );
    },
  };
}
