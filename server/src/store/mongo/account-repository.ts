import { Binary } from 'mongodb';
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
  const { accounts, accountPhotos } = collections;
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
    async getMfaSecrets(id) {
      const doc = await accounts.findOne({ _id: id }, { projection: { mfaSecret: 1, mfaPendingSecret: 1, mfaLastStep: 1 } });
      return { secret: doc?.mfaSecret ?? null, pendingSecret: doc?.mfaPendingSecret ?? null, lastStep: doc?.mfaLastStep ?? 0 };
    },
    async setMfaSecrets(id, { secret, pendingSecret }) {
      await accounts.updateOne({ _id: id }, { $set: { mfaSecret: secret, mfaPendingSecret: pendingSecret } });
    },
    // One conditional update: of two nodes claiming the same step, only one matches.
    async claimMfaStep(id, step) {
      const res = await accounts.updateOne({ _id: id, mfaLastStep: { $not: { $gte: step } } }, { $set: { mfaLastStep: step } });
      return res.modifiedCount === 1;
    },
    async getPhoto(id) {
      const doc = await accountPhotos.findOne({ _id: id });
      return doc ? { contentType: doc.contentType, data: Buffer.from(doc.data.buffer), updatedAt: doc.updatedAt } : null;
    },
    async setPhoto(id, photo) {
      await accountPhotos.replaceOne(
        { _id: id },
        { contentType: photo.contentType, data: new Binary(photo.data), updatedAt: photo.updatedAt },
        { upsert: true },
      );
    },
    async deletePhoto(id) {
      return (await accountPhotos.deleteOne({ _id: id })).deletedCount > 0;
    },
  };
}
