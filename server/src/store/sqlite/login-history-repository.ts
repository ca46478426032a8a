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
    `INSERT INTO login_history (id, ts, username, account_id, device, location, ip_address, status, device_key)
     VALUES (@id, @timestamp, @username, @accountId, @device, @location, @ipAddress, @status, @deviceKey)`,
  );
  const seen = db.prepare<[{ accountId: string; deviceKey: string }], { before: number; device: number }>(
    `SELECT EXISTS (SELECT 1 FROM login_history WHERE account_id = @accountId AND status = 'success') AS before,
            EXISTS (SELECT 1 FROM login_history WHERE account_id = @accountId AND device_key = @deviceKey AND status = 'success') AS device`,
  );
  const forAccount = db.prepare<[string, number], LoginRow>(
    'SELECT * FROM login_history WHERE account_id = ? ORDER BY ts DESC LIMIT ?',
  );
  return {
    async record(entry) {
      insert.run({ ...entry, deviceKey: entry.deviceKey ?? null });
    },
    async seenDevice(accountId, deviceKey) {
      const row = seen.get({ accountId, deviceKey })!;
      return { signedInBefore: row.before === 1, fromThisDevice: row.device === 1 };
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
