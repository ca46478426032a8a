import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Account, SessionRecord, Store } from '../store/index.ts';
import type { SettingsService } from './settings-service.ts';
import type { DomainBus } from '../events/domain-bus.ts';

export const SESSION_COOKIE = 'gsg_session';
// lastActive is written at most this often per session, not on every request.
const TOUCH_EVERY_MS = 30_000;

export interface AuthContext {
  account: Account;
  session: SessionRecord;
}

export interface SessionService {
  start(account: Account, client: { device: string; location: string; ipAddress: string }): Promise<string>;
  /** The session behind a cookie token, or null when unknown or idle past the configured timeout. */
  authenticate(token: string | undefined): Promise<AuthContext | null>;
  end(session: SessionRecord): Promise<void>;
  /** Ends one session of an account; false when it has no such session. */
  revoke(accountId: string, sessionId: string): Promise<boolean>;
  /** Ends every session of an account but one; returns how many ended. */
  revokeOthers(accountId: string, keepId: string): Promise<number>;
  /** Ends every session idle past the timeout; run periodically. */
  sweepIdle(): Promise<number>;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Sessions begin and end here only: every way one ends (sign-out, revoked, a password change, the idle
 * timeout met at sign-in or by the sweep) says so, and the sockets of ended sessions are closed on that.
 */
export function createSessionService(
  store: Store,
  settings: SettingsService,
  events: DomainBus,
  now: () => Date = () => new Date(),
): SessionService {
  const ended = (accountId: string | null) => events.emit([{ type: 'session.ended', data: { accountId } }]);
  const endOne = async (accountId: string, sessionId: string): Promise<boolean> => {
    const deleted = await store.sessions.delete(accountId, sessionId);
    if (deleted) ended(accountId);
    return deleted;
  };
  const idleCutoff = async (): Promise<Date> => {
    const { sessionTimeout } = await settings.get('security');
    return new Date(now().getTime() - sessionTimeout * 60_000);
  };
  return {
    async start(account, client) {
      const token = randomBytes(32).toString('base64url');
      const at = now().toISOString();
      await store.sessions.create({
        id: randomUUID(),
        tokenHash: hashToken(token),
        accountId: account.id,
        ...client,
        createdAt: at,
        lastActive: at,
      });
      return token;
    },
    async authenticate(token) {
      if (!token) return null;
      const session = await store.sessions.getByTokenHash(hashToken(token));
      if (!session) return null;
      if (new Date(session.lastActive) < (await idleCutoff())) {
        await endOne(session.accountId, session.id);
        return null;
      }
      const account = await store.accounts.getById(session.accountId);
      if (!account) return null;
      const current = now();
      if (current.getTime() - Date.parse(session.lastActive) > TOUCH_EVERY_MS) {
        session.lastActive = current.toISOString();
        await store.sessions.touch(session.id, session.lastActive);
      }
      return { account, session };
    },
    async end(session) {
      await endOne(session.accountId, session.id);
    },
    revoke: endOne,
    async revokeOthers(accountId, keepId) {
      const count = await store.sessions.deleteAllExcept(accountId, keepId);
      if (count > 0) ended(accountId);
      return count;
    },
    async sweepIdle() {
      const count = await store.sessions.deleteIdleSince((await idleCutoff()).toISOString());
      if (count > 0) ended(null);
      return count;
    },
  };
}
