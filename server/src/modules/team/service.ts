import { storePasswordTellingOwner } from '../security-notices/password-notice.ts';
import { NOT_FOUND, TEAM_ERRORS, type AccountCreate, type AccountUpdate, type Actor, type ConsoleAccount, type Registration } from '@gsg/shared';
import type { DomainBus } from '../../events/domain-bus.ts';
import { conflict, forbidden, notFound } from '../../http-errors.ts';
import type { PasswordHasher } from '../../security/password-hash.ts';
import { assertStrongPassword } from '../account/password-change.ts';
import type { SessionService } from '../auth/session-service.ts';
import type { SettingsService } from '../settings/service.ts';
import { LastAdminError, type Account, type Store } from '../../store/index.ts';
import { newAccount } from './new-account.ts';
import { presentAccount } from './presenter.ts';

/** Settings › Users: the admin's management of console accounts; every change is said once and audited. */
export interface TeamService {
  list(): Promise<ConsoleAccount[]>;
  create(input: AccountCreate, by: Actor): Promise<ConsoleAccount>;
  /** Changes an account; a new role or disabling ends its sessions at once. */
  update(id: string, change: AccountUpdate, by: Actor): Promise<ConsoleAccount>;
  remove(id: string, by: Actor): Promise<void>;
  /** Sets a new password for someone who lost theirs; their sessions end. */
  resetPassword(id: string, password: string, by: Actor): Promise<ConsoleAccount>;
  /** Turns MFA off for someone who lost their authenticator; they enrol again. */
  resetMfa(id: string, by: Actor): Promise<ConsoleAccount>;
  /** Whether Settings › Users › Allow self-registration is on. */
  registrationOpen(): Promise<boolean>;
  /** Someone signs themselves up: the account has the default role and waits, disabled, for an admin. */
  register(input: Registration, from: { ipAddress: string; userAgent?: string }): Promise<void>;
}

interface TeamDeps {
  store: Store;
  settings: SettingsService;
  sessions: SessionService;
  events: DomainBus;
  hashPassword: PasswordHasher;
}

/** The last-admin rule is kept by the store, in the transaction of the change; here it becomes a 409. */
async function keepingAnAdmin<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (err) {
    if (err instanceof LastAdminError) throw conflict(TEAM_ERRORS.lastAdmin);
    throw err;
  }
}

export function createTeamService({ store, settings, sessions, events, hashPassword }: TeamDeps, now: () => Date = () => new Date()): TeamService {
  const existing = async (id: string): Promise<Account> => {
    const account = await store.accounts.getById(id);
    if (!account) throw notFound(NOT_FOUND.account);
    return account;
  };
  return {
    async list() {
      return (await store.accounts.list()).map(presentAccount);
    },
    async create(input, by) {
      await assertStrongPassword(input.password, settings, 'body.password');
      const role = input.role ?? (await settings.get('users')).defaultRole;
      const account = newAccount({ ...input, role, passwordHash: await hashPassword(input.password) }, now());
      const presented = presentAccount(account);
      const created = await events.record(
        (outbox) => store.accounts.create(account, outbox),
        () => [{ type: 'account.created', data: { account: presented, by } }],
      );
      if (!created) throw conflict(TEAM_ERRORS.usernameTaken);
      return presented;
    },
    async update(id, change, by) {
      const changed = await keepingAnAdmin(() =>
        events.record(
          (outbox) => store.accounts.administer(id, change, outbox),
          ({ before, after }: { before: Account; after: Account }) => [
            { type: 'account.updated', data: { account: presentAccount(after), before: presentAccount(before), by } },
          ],
        ),
      );
      if (!changed) throw notFound(NOT_FOUND.account);
      const { before, after } = changed;
      // What a session may do was decided by the role it signed in with: a new role starts afresh.
      if (after.disabled || after.role !== before.role) await sessions.endAll(id, by);
      return presentAccount(after);
    },
    async remove(id, by) {
      const removed = await keepingAnAdmin(() =>
        events.record(
          (outbox) => store.accounts.delete(id, outbox),
          (account: Account) => [{ type: 'account.deleted', data: { before: presentAccount(account), by } }],
        ),
      );
      if (!removed) throw notFound(NOT_FOUND.account);
      await sessions.endAll(id, by);
    },
    async resetPassword(id, password, by) {
      const account = await existing(id);
      if (account.source !== 'local') throw conflict(TEAM_ERRORS.noLocalPassword);
      await assertStrongPassword(password, settings, 'body.password');
      const presented = presentAccount(account);
      await storePasswordTellingOwner({ store, events }, id, await hashPassword(password), by, { type: 'account.reset', data: { account: presented, what: 'password', by } });
      await sessions.endAll(id, by);
      return presented;
    },
    async registrationOpen() {
      return (await settings.get('users')).allowSelfRegistration;
    },
    async register(input, from) {
      const { allowSelfRegistration, defaultRole: role } = await settings.get('users');
      if (!allowSelfRegistration) throw forbidden(TEAM_ERRORS.registrationClosed);
      await assertStrongPassword(input.password, settings, 'body.password');
      const passwordHash = await hashPassword(input.password);
      const account = newAccount({ ...input, role, passwordHash, disabled: true, pendingApproval: true }, now());
      const by = { accountId: account.id, username: account.username, ...from };
      const created = await events.record(
        (outbox) => store.accounts.create(account, outbox),
        () => [{ type: 'account.created', data: { account: presentAccount(account), by } }],
      );
      if (!created) throw conflict(TEAM_ERRORS.usernameTaken);
    },
    async resetMfa(id, by) {
      const account = await existing(id);
      const presented = presentAccount({ ...account, mfa: { ...account.mfa, enabled: false } });
      // The state that turns MFA off carries the event for the audit trail, in its transaction.
      await events.record(
        (outbox) => store.accounts.setMfa(id, { ...account.mfa, enabled: false }, outbox),
        () => [{ type: 'account.reset', data: { account: presented, what: 'mfa', by } }],
      );
      await store.accounts.setMfaSecrets(id, { secret: null, pendingSecret: null });
      // A code already mailed for a sign-in or the setup is void too: the reset starts MFA afresh.
      await store.accounts.setMailedMfaCode(id, null);
      return presented;
    },
  };
}
