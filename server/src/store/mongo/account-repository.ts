import type { Account, AccountRepository } from '../types.ts';
import type { AccountDocument, Database } from './database.ts';

/** SQLite's NOCASE folding: ASCII letters lower-cased, every other character kept. */
const usernameKey = (username: string): string => username.replace(/[A-Z]/g, (c) => c.toLowerCase());

const toAccount = (d: AccountDocument): Account => ({
  id: d._id,
  username: d.username,
  email: d.email,
  role: d.role,
  passwordHash: d.passwordHash,
  profile: d.profile,
  notificationPrefs: d.notificationPrefs,
  mfa: d.mfa,
  createdAt: d.createdAt,
});

export function createAccountRepository({ collections }: Database): AccountRepository {
  const accounts = collections.accounts;
  return {
    async create(a) {
      await accounts.insertOne({
        _id: a.id,
        username: a.username,
        usernameKey: usernameKey(a.username),
        email: a.email,
        role: a.role,
        passwordHash: a.passwordHash,
        profile: a.profile,
        notificationPrefs: a.notificationPrefs,
        mfa: a.mfa,
        createdAt: a.createdAt,
      });
    },
    async getById(id) {
      const doc = await accounts.findOne({ _id: id });
      return doc ? toAccount(doc) : null;
    },
    async getByUsername(username) {
      const doc = await accounts.findOne({ usernameKey: usernameKey(username) });
      return doc ? toAccount(doc) : null;
    },
    async count() {
      return accounts.countDocuments();
    },
    async setPasswordHash(id, passwordHash) {
      await accounts.updateOne({ _id: id }, { $set: { passwordHash } });
    },
    // The profile carries the username too; one update keeps the sign-in fields in step with it.
    async setProfile(id, profile) {
      await accounts.updateOne(
        { _id: id },
        { $set: { profile, username: profile.username, usernameKey: usernameKey(profile.username) } },
      );
    },
    async setNotificationPrefs(id, notificationPrefs) {
      await accounts.updateOne({ _id: id }, { $set: { notificationPrefs } });
    },
    async setMfa(id, mfa) {
      await accounts.updateOne({ _id: id }, { $set: { mfa } });
    },
  };
}
