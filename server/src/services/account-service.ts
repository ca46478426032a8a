import type { AccountChange, Profile, SecurityNotificationPrefs } from '@gsg/shared';
import type { DomainBus } from '../events/domain-bus.ts';
import type { Account, AccountRepository, ProfilePhoto } from '../store/index.ts';

/** What an account changes of its own (profile, photo, notification preferences); each change is said once. */
export interface AccountService {
  /** Saves the profile; a saved form that no longer shows the uploaded photo has removed it. */
  saveProfile(account: Account, profile: Profile, photoRemoved: boolean): Promise<void>;
  /** Stores an uploaded photo and points the profile at it. */
  setPhoto(account: Account, photo: ProfilePhoto, profile: Profile): Promise<void>;
  removePhoto(account: Account, profile: Profile): Promise<void>;
  setNotificationPrefs(account: Account, prefs: SecurityNotificationPrefs): Promise<void>;
}

export function createAccountService(accounts: AccountRepository, events: DomainBus): AccountService {
  const changed = (account: Account, change: AccountChange) => events.emit([{ type: 'account.changed', data: { accountId: account.id, change } }]);
  return {
    async saveProfile(account, profile, photoRemoved) {
      await accounts.setProfile(account.id, profile);
      if (photoRemoved) await accounts.deletePhoto(account.id);
      changed(account, 'profile');
    },
    async setPhoto(account, photo, profile) {
      await accounts.setPhoto(account.id, photo);
      await accounts.setProfile(account.id, profile);
      changed(account, 'photo');
    },
    async removePhoto(account, profile) {
      await accounts.deletePhoto(account.id);
      await accounts.setProfile(account.id, profile);
      changed(account, 'photo');
    },
    async setNotificationPrefs(account, prefs) {
      await accounts.setNotificationPrefs(account.id, prefs);
      changed(account, 'notifications');
    },
  };
}
