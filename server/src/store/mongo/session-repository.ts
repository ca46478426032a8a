import type { ClientSession } from 'mongodb';
import type { OutboxEntries } from '../outbox-port.ts';
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
  /** Deletes, and keeps the events `outbox` gives for how many went, in one transaction; none when none went. */
  const ending = (run: (session: ClientSession | undefined) => Promise<number>, outbox: OutboxEntries<number> | undefined) =>
    transact(async (session) => {
      const ended = await run(session);
      if (ended > 0) await keepInOutbox(collections.outbox, outbox, ended, session);
      return ended;
    });
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
    async delete(accountId, id, outbox) {
      return (await ending(async (session) => (await sessions.deleteOne({ _id: id, accountId }, { session })).deletedCount, outbox)) > 0;
    },
    async deleteAllExcept(accountId, keepId, outbox) {
      return ending(async (session) => (await sessions.deleteMany({ accountId, _id: { $ne: keepId } }, { session })).deletedCount, outbox);
    },
    // ISO text, compared as text: the same test SQLite makes on its TEXT column.
    async deleteIdleSince(cutoff, outbox) {
      return ending(async (session) => (await sessions.deleteMany({ lastActive: { $lt: cutoff } }, { session })).deletedCount, outbox);
    },
  };
}
