import type { AccountChange, Actor, Profile, SecurityNotificationPrefs } from '@gsg/shared';
import type { DomainBus } from '../../events/domain-bus.ts';
import type { OutboxEntries } from '../../store/outbox-port.ts';
import type { Account, AccountRepository, ProfilePhoto } from '../../store/index.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

/** What an account changes of its own (profile, photo, notification preferences); each change is said once. */
export interface AccountService {
  /** The account a username names, in any case. */
  getByUsername(username: string): Promise<Account | null>;
  /** An account's uploaded profile photo, if any. */
  photo(accountId: string): Promise<ProfilePhoto | null>;
  /** Saves the profile; a saved form that no longer shows the uploaded photo has removed it. */
  saveProfile(account: Account, profile: Profile, photoRemoved: boolean, by: Actor): Promise<void>;
  /** Stores an uploaded photo and points the profile at it. */
  setPhoto(account: Account, photo: ProfilePhoto, profile: Profile, by: Actor): Promise<void>;
  removePhoto(account: Account, profile: Profile, by: Actor): Promise<void>;
  setNotificationPrefs(account: Account, prefs: SecurityNotificationPrefs, by: Actor): Promise<void>;
}

export function createAccountService(accounts: AccountRepository, events: DomainBus): AccountService {
  /** The write that completes the change keeps its event for the audit trail in its own transaction. */
  const changing = (account: Account, change: AccountChange, by: Actor, write: (outbox: OutboxEntries<string>) => Promise<void>) =>
    events.record(write, () => [{ type: 'account.changed', data: { accountId: account.id, change, by } }]);
  return {
    getByUsername: (username) => accounts.getByUsername(username),
    photo: (accountId) => accounts.getPhoto(accountId),
    async saveProfile(account, profile, photoRemoved, by) {
      // Said once the photo is gone too, as before; the profile's save carries the event.
      await changing(account, 'profile', by, async (outbox) => {
        await accounts.setProfile(account.id, profile, outbox);
        if (photoRemoved) await accounts.deletePhoto(account.id);
      });
    },
    async setPhoto(account, photo, profile, by) {
      await accounts.setPhoto(account.id, photo);
      await changing(account, 'photo', by, (outbox) => accounts.setProfile(account.id, profile, outbox));
    },
    async removePhoto(account, profile, by) {
      await accounts.deletePhoto(account.id);
      await changing(account, 'photo', by, (outbox) => accounts.setProfile(account.id, profile, outbox));
    },
    async setNotificationPrefs(account, prefs, by) {
      await changing(account, 'notifications', by, (outbox) => accounts.setNotificationPrefs(account.id, prefs, outbox));
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** Console accounts. */
    accounts: AccountService;
  }
}

export const accountsServicePlugin = servicePlugin('accounts', [], (app) => createAccountService(app.store.accounts, app.events));
