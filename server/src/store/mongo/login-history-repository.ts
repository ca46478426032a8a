import type { LoginHistoryEntry } from '@gsg/shared';
import type { LoginHistoryRepository } from '../types.ts';
import type { Database, LoginHistoryDocument } from './database.ts';

const toEntry = (d: LoginHistoryDocument): LoginHistoryEntry => ({
  id: d._id,
  timestamp: d.ts,
  device: d.device,
  location: d.location,
  ipAddress: d.ipAddress,
  status: d.status,
});

export function createLoginHistoryRepository({ collections }: Database): LoginHistoryRepository {
  const history = collections.loginHistory;
  return {
    async record(entry) {
      await history.insertOne({
        _id: entry.id,
        ts: entry.timestamp,
        username: entry.username,
        accountId: entry.accountId,
        device: entry.device,
        location: entry.location,
        ipAddress: entry.ipAddress,
        status: entry.status,
        deviceKey: entry.deviceKey ?? null,
      });
    },
    async seenDevice(accountId, deviceKey) {
      const [before, device] = await Promise.all([
        history.findOne({ accountId, status: 'success' }, { projection: { _id: 1 } }),
        history.findOne({ accountId, deviceKey, status: 'success' }, { projection: { _id: 1 } }),
      ]);
      return { signedInBefore: before !== null, fromThisDevice: device !== null };
    },
    async listForAccount(accountId, limit) {
      return (await history.find({ accountId }).sort({ ts: -1 }).limit(limit).toArray()).map(toEntry);
    },
  };
}
