import type { SessionRecord, SessionRepository } from '../types.ts';
import type { Database, SessionDocument } from './database.ts';
import { keepInOutbox } from './outbox-repository.ts';

const toSession = (d: SessionDocument): SessionRecord => ({
  id: d._id,
  tokenHash: d.tokenHash,
  accountId: d.accountId,
  device: d.device,
  location: d.location,
  ipAddress: d.ipAddress,
  createdAt: d.createdAt,
  lastActive: d.lastActive,
});

export function createSessionRepository({ collections, transact }: Database): SessionRepository {
  const sessions = collections.sessions;
  return {
    async create(s, outbox) {
      await transact(async (session) => {
        const { id, ...fields } = s;
        await sessions.insertOne({ _id: id, ...fields }, { session });
        await keepInOutbox(collections.outbox, outbox, s, session);
      });
    },
    async getByTokenHash(tokenHash) {
      const doc = await sessions.findOne({ tokenHash });
      return doc ? toSession(doc) : null;
    },
    async touch(id, at) {
      await sessions.updateOne({ _id: id }, { $set: { lastActive: at } });
    },
    async listForAccount(accountId) {
      return (await sessions.find({ accountId }).sort({ lastActive: -1 }).toArray()).map(toSession);
    },
    async delete(accountId, id) {
      return (await sessions.deleteOne({ _id: id, accountId })).deletedCount > 0;
    },
    async deleteAllExcept(accountId, keepId) {
      return (await sessions.deleteMany({ accountId, _id: { $ne: keepId } })).deletedCount;
    },
    // ISO text, compared as text: the same test SQLite makes on its TEXT column.
    async deleteIdleSince(cutoff) {
      return (await sessions.deleteMany({ lastActive: { $lt: cutoff } })).deletedCount;
    },
  };
}
