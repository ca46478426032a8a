import type { AccountChange, Actor, Profile, SecurityNotificationPrefs } from '@gsg/shared';
import type { DomainBus } from '../events/domain-bus.ts';
import type { Account, AccountRepository, ProfilePhoto } from '../store/index.ts';

/** What an account changes of its own (profile, photo, notification preferences); each change is said once. */
export interface AccountService {
  /** Saves the profile; a saved form that no longer shows the uploaded photo has removed it. */
  saveProfile(account: Account, profile: Profile, photoRemoved: boolean, by: Actor): Promise<void>;
  /** Stores an uploaded photo and points the profile at it. */
  setPhoto(account: Account, photo: ProfilePhoto, profile: Profile, by: Actor): Promise<void>;
  removePhoto(account: Account, profile: Profile, by: Actor): Promise<void>;
  setNotificationPrefs(account: Account, prefs: SecurityNotificationPrefs, by: Actor): Promise<void>;
}

export function createAccountService(accounts: AccountRepository, events: DomainBus): AccountService {
  const changed = (account: Account, change: AccountChange, by: Actor) => events.emit([{ type: 'account.changed', data: { accountId: account.id, change, by } }]);
  return {
    async saveProfile(account, profile, photoRemoved, by) {
      await accounts.setProfile(account.id, profile);
      if (photoRemoved) await accounts.deletePhoto(account.id);
      await changed(account, 'profile', by);
    },
    async setPhoto(account, photo, profile, by) {
      await accounts.setPhoto(account.id, photo);
      await accounts.setProfile(account.id, profile);
      await changed(account, 'photo', by);
    },
    async removePhoto(account, profile, by) {
      await accounts.deletePhoto(account.id);
      await accounts.setProfile(account.id, profile);
      await changed(account, 'photo', by);
    },
    async setNotificationPrefs(account, prefs, by) {
      await accounts.setNotificationPrefs(account.id, prefs);
      await changed(account, 'notifications', by);
    },
  };
}
