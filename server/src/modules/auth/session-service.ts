import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Actor, LoginHistoryEntry, SessionEndReason, SignInMethod } from '@gsg/shared';
import type { Account, OutboxEntries, SessionRecord, Store } from '../../store/index.ts';
import type { SettingsService } from '../settings/service.ts';
import { sayAlone, type Change, type DomainBus } from '../../events/domain-bus.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

export const SESSION_COOKIE = 'gsg_session';
// lastActive is written at most this often per session, not on every request.
const TOUCH_EVERY_MS = 30_000;

export interface AuthContext {
  account: Account;
  session: SessionRecord;
}

/** Where a sign-in came from: as the sessions and login history show it, and the browser's device key. */
export interface SignInClient {
  device: string;
  location: string;
  ipAddress: string;
  /** The browser's lasting name (device-cookie.ts); kept hashed beside the sign-in. */
  deviceKey: string;
}

/** A refused sign-in: what was typed, the account it named (or null), and where it came from. */
export interface RefusedSignIn {
  username: string;
  accountId: string | null;
  client: Omit<SignInClient, 'deviceKey'>;
  userAgent?: string;
}

export interface SessionService {
  /**
   * Starts a session of someone who just signed in (`by` says who and from where, `method` how: their
   * password here, the identity provider or the directory) and records the successful sign-in; answers
   * the session's token. A sign-in from a browser that never signed in to the account before (when it
   * has signed in before at all) says a `security.notice` to its owner.
   */
  start(account: Account, client: SignInClient, by: Actor, method?: SignInMethod): Promise<string>;
  /**
   * Records a refused sign-in in the login history (under the account the username names, if any) and
   * says it, naming what was typed as the username.
   */
  refused(attempt: RefusedSignIn): Promise<void>;
  /**
   * The session behind a cookie token, or null when unknown, idle past the configured timeout, or of an
   * account that is disabled.
   */
  authenticate(token: string | undefined): Promise<AuthContext | null>;
  /** An account's signed-in sessions. */
  listFor(accountId: string): Promise<SessionRecord[]>;
  /** An account's latest sign-in attempts, newest first. */
  signInHistory(accountId: string, limit: number): Promise<LoginHistoryEntry[]>;
  /** Signs out. */
  end(session: SessionRecord, by: Actor): Promise<void>;
  /** Ends one session of an account; false when it has no such session. */
  revoke(accountId: string, sessionId: string, by: Actor): Promise<boolean>;
  /** Ends every session of an account but one; returns how many ended. */
  revokeOthers(accountId: string, keepId: string, reason: SessionEndReason, by: Actor): Promise<number>;
  /** Ends every session of an account (an admin disabled it, changed its role or its password). */
  endAll(accountId: string, by: Actor | null): Promise<number>;
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
  /** Ends sessions with `end`, keeping `session.ended` with them (for the audit trail) when any did. */
  const ending = <R>(accountId: string | null, reason: SessionEndReason, by: Actor | null, end: (outbox: OutboxEntries<number>) => Promise<R>) =>
    events.record(end, (): Change[] => [{ type: 'session.ended', data: { accountId, reason, by } }]);
  const endOne = (accountId: string, sessionId: string, reason: SessionEndReason, by: Actor | null): Promise<boolean> =>
    ending(accountId, reason, by, (outbox) => store.sessions.delete(accountId, sessionId, outbox));
  const idleCutoff = async (): Promise<Date> => {
    const { sessionTimeout } = await settings.get('security');
    return new Date(now().getTime() - sessionTimeout * 60_000);
  };
  return {
    async start(account, { deviceKey: key, ...where }, by, method = 'password') {
      const token = randomBytes(32).toString('base64url');
      const at = now().toISOString();
      const deviceKey = hashToken(key);
      const seen = await store.loginHistory.seenDevice(account.id, deviceKey);
      await store.loginHistory.record({ id: randomUUID(), timestamp: at, username: account.username, accountId: account.id, ...where, status: 'success', deviceKey });
      // An account's first sign-in is from a new browser by definition: nobody is told of that one.
      const newDevice = seen.signedInBefore && !seen.fromThisDevice;
      const session: SessionRecord = { id: randomUUID(), tokenHash: hashToken(token), accountId: account.id, ...where, createdAt: at, lastActive: at };
      await events.record(
        (outbox) => store.sessions.create(session, outbox),
        (): Change[] => [
          { type: 'session.started', data: { by, method } },
          ...(newDevice ? [{ type: 'security.notice' as const, data: { accountId: account.id, notice: 'new-device-sign-in' as const, ...where, by } }] : []),
        ],
      );
      return token;
    },
    listFor: (accountId) => store.sessions.listForAccount(accountId),
    signInHistory: (accountId, limit) => store.loginHistory.listForAccount(accountId, limit),
    async refused({ username, accountId, client, userAgent }) {
      await store.loginHistory.record({ id: randomUUID(), timestamp: now().toISOString(), username, accountId, ...client, status: 'failed' });
      // Kept in the outbox before the refusal is answered: the trail has every failed attempt.
      const from = { ipAddress: client.ipAddress, ...(userAgent ? { userAgent } : {}) };
      await sayAlone(events, store.outbox, [{ type: 'sign-in.failed', data: { username, ...from } }]);
    },
    async authenticate(token) {
      if (!token) return null;
      const session = await store.sessions.getByTokenHash(hashToken(token));
      if (!session) return null;
      if (new Date(session.lastActive) < (await idleCutoff())) {
        await endOne(session.accountId, session.id, 'idle', null);
        return null;
      }
      const account = await store.accounts.getById(session.accountId);
      // Disabling ends an account's sessions; this also shuts one started in the instant before.
      if (!account || account.disabled) return null;
      const current = now();
      if (current.getTime() - Date.parse(session.lastActive) > TOUCH_EVERY_MS) {
        session.lastActive = current.toISOString();
        await store.sessions.touch(session.id, session.lastActive);
      }
      return { account, session };
    },
    async end(session, by) {
      await endOne(session.accountId, session.id, 'sign-out', by);
    },
    revoke: (accountId, sessionId, by) => endOne(accountId, sessionId, 'revoked', by),
    async revokeOthers(accountId, keepId, reason, by) {
      return ending(accountId, reason, by, (outbox) => store.sessions.deleteAllExcept(accountId, keepId, outbox));
    },
    async endAll(accountId, by) {
      // No session has this id, so every one of the account's ends.
      return ending(accountId, 'account-changed', by, (outbox) => store.sessions.deleteAllExcept(accountId, '', outbox));
    },
    async sweepIdle() {
      const cutoff = (await idleCutoff()).toISOString();
      return ending(null, 'idle', null, (outbox) => store.sessions.deleteIdleSince(cutoff, outbox));
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** Console sessions and the sign-in history. */
    sessions: SessionService;
  }
}

export const sessionsServicePlugin = servicePlugin('sessions', ['settings'], (app, { settings }) => createSessionService(app.store, settings, app.events));
