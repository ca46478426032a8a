import { SSO_ERRORS, type AccountSource, type Actor } from '@gsg/shared';
import type { DomainBus } from '../../../events/domain-bus.ts';
import { presentAccount } from '../../team/presenter.ts';
import { newAccount } from '../../team/new-account.ts';
import { LastAdminError, type Account, type Store } from '../../../store/index.ts';
import type { SessionService } from '../session-service.ts';
import type { SettingsService } from '../../settings/service.ts';
import { mappedRole } from './role-mapping.ts';
import { servicePlugin } from '../../../services/service-plugin.ts';

interface ExternalAccountDeps {
  store: Store;
  settings: SettingsService;
  sessions: SessionService;
  events: DomainBus;
}

/** Someone the identity provider or the directory has just proven, as the console needs them. */
export interface ExternalPerson {
  source: Exclude<AccountSource, 'local'>;
  /** Who they are there: the issuer and `sub` for OpenID Connect, the DN for LDAP. */
  subject: string;
  username: string;
  email: string;
  fullName: string;
  groups: string[];
}

export type Admission = { ok: true; account: Account } | { ok: false; reason: keyof typeof SSO_ERRORS };

const USERNAME = /^[A-Za-z0-9._@-]{1,64}$/;

/**
 * The console account of someone signing in through the identity provider or the directory. Known by
 * their subject, else by their username on an account of the same source not yet linked to anyone; a
 * local account is never taken over. A first sign-in creates the account when Settings › Users ›
 * Automatic provisioning is on. The role follows the group-to-role mapping (else the default role) at
 * every sign-in; a changed role ends the account's other sessions, as an admin's change does.
 */
async function admitExternal(
  { store, settings, sessions, events }: ExternalAccountDeps,
  person: ExternalPerson,
  from: { ipAddress: string; userAgent?: string },
): Promise<Admission> {
  const [{ roleMapping }, { autoUserProvisioning, defaultRole }] = await Promise.all([settings.get('identity'), settings.get('users')]);
  const role = mappedRole(person.groups, roleMapping) ?? defaultRole;
  let account = await store.accounts.getByExternalSubject(person.source, person.subject);
  if (!account) {
    const named = USERNAME.test(person.username) ? await store.accounts.getByUsername(person.username) : null;
    if (named) {
      if (named.source !== person.source || named.externalSubject !== null) return { ok: false, reason: 'usernameTaken' };
      await store.accounts.setExternalSubject(named.id, person.subject);
      account = { ...named, externalSubject: person.subject };
    }
  }
  if (!account) {
    if (!autoUserProvisioning) return { ok: false, reason: 'notProvisioned' };
    if (!USERNAME.test(person.username)) return { ok: false, reason: 'unusableUsername' };
    const created = newAccount(
      {
        username: person.username,
        fullName: person.fullName || person.username,
        email: person.email,
        role,
        passwordHash: '',
        source: person.source,
        externalSubject: person.subject,
      },
      new Date(),
    );
    const by: Actor = { accountId: created.id, username: created.username, ...from };
    const stored = await events.record(
      (outbox) => store.accounts.create(created, outbox),
      () => [{ type: 'account.created', data: { account: presentAccount(created), by } }],
    );
    if (!stored) return { ok: false, reason: 'usernameTaken' };
    return { ok: true, account: created };
  }
  if (account.disabled || account.pendingApproval) return { ok: false, reason: 'disabled' };
  if (account.role === role) return { ok: true, account };
  const by: Actor = { accountId: account.id, username: account.username, ...from };
  let changed: { before: Account; after: Account } | null;
  try {
    changed = await events.record(
      (outbox) => store.accounts.administer(account.id, { role }, outbox),
      (made: { before: Account; after: Account }) => [
        { type: 'account.updated', data: { account: presentAccount(made.after), before: presentAccount(made.before), by } },
      ],
    );
  } catch (err) {
    // The identity provider cannot take the console's last admin away; the account keeps its role.
    if (err instanceof LastAdminError) return { ok: true, account };
    throw err;
  }
  if (!changed) return { ok: false, reason: 'disabled' };
  await sessions.endAll(account.id, by);
  return { ok: true, account: changed.after };
}

/** Admits the people the identity provider or the directory proves (admitExternal). */
export interface ExternalAccounts {
  admit(person: ExternalPerson, from: { ipAddress: string; userAgent?: string }): Promise<Admission>;
}

export const createExternalAccounts = (deps: ExternalAccountDeps): ExternalAccounts => ({
  admit: (person, from) => admitExternal(deps, person, from),
});

declare module '../../../services/service-plugin.ts' {
  interface AppServices {
    /** The accounts of people the identity provider or the directory signs in. */
    externalAccounts: ExternalAccounts;
  }
}

export const externalAccountsServicePlugin = servicePlugin('externalAccounts', ['settings', 'sessions'], (app, { settings, sessions }) =>
  createExternalAccounts({ store: app.store, settings, sessions, events: app.events }),
);
