import type { SessionRepository, Store } from '../store/index.ts';
import type { LiveBus } from './event-bus.ts';

/**
 * The store with a session repository that tells the bus whenever a session row goes. Every way a
 * session ends (sign-out, revoking one or all others, a password change, the idle timeout found at sign-in
 * or by the sweep) deletes its row through this repository, so sockets follow all of them from this one
 * place, including ways added later.
 */
export function withSessionNotices(store: Store, live: LiveBus): Store {
  const sessions = store.sessions;
  const ended = (accountId: string | null) => live.publish('session.ended', { accountId });
  const notifying: SessionRepository = {
    create: (session) => sessions.create(session),
    getByTokenHash: (tokenHash) => sessions.getByTokenHash(tokenHash),
    touch: (id, at) => sessions.touch(id, at),
    listForAccount: (accountId) => sessions.listForAccount(accountId),
    async delete(accountId, id) {
      const deleted = await sessions.delete(accountId, id);
      if (deleted) ended(accountId);
      return deleted;
    },
    async deleteAllExcept(accountId, keepId) {
      const count = await sessions.deleteAllExcept(accountId, keepId);
      if (count > 0) ended(accountId);
      return count;
    },
    async deleteIdleSince(cutoff) {
      const count = await sessions.deleteIdleSince(cutoff);
      if (count > 0) ended(null);
      return count;
    },
  };
  return { ...store, sessions: notifying };
}
