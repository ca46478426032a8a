import { Binary, MongoServerError, type ClientSession } from 'mongodb';
import { LastAdminError, type Account, type AccountRepository } from '../types.ts';
import { administered } from '../account-administration.ts';
import { DUPLICATE_KEY, type AccountDocument, type Database } from './database.ts';
import { keepInOutbox } from './outbox-repository.ts';

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
  // Accounts stored before accounts could be disabled have no field: they are enabled.
  disabled: d.disabled ?? false,
  pendingApproval: d.pendingApproval ?? false,
  // Accounts stored before sign-in through an identity provider sign in with their password.
  source: d.source ?? 'local',
  externalSubject: d.externalSubject ?? null,
  createdAt: d.createdAt,
});

export function createAccountRepository({ collections, transact }: Database): AccountRepository {
  const { accounts, accountPhotos, sessions, counters } = collections;
  /**
   * Two transactions demoting two different admins each count the other as still enabled (snapshot
   * isolation lets both commit: write skew). Both also write this one document, so they conflict and
   * one runs again, now seeing the other's change.
   */
  const touchAdmins = (session: ClientSession | undefined) => counters.updateOne({ _id: 'admins' }, { $inc: { seq: 1 } }, { upsert: true, session });
  /**
   * Inside the transaction of a change: one that left no enabled admin throws, and the transaction rolls
   * back. A standalone server has no transactions; there two admins demoted at the same instant could
   * both pass, which is why a deployment of several nodes needs a replica set (README, MongoDB).
   */
  const assertAnAdminRemains = async (session: ClientSession | undefined) => {
    if ((await accounts.countDocuments({ role: 'admin', disabled: { $ne: true } }, { session })) === 0) throw new LastAdminError();
  };
  return {
    async list() {
      return (await accounts.find().sort({ usernameKey: 1 }).toArray()).map(toAccount);
    },
    async administer(id, change, outbox) {
      return transact(async (session) => {
        const doc = await accounts.findOne({ _id: id }, { session });
        if (!doc) return null;
        const before = toAccount(doc);
        const after = administered(before, change);
        if (before.role === 'admin' || after.role === 'admin') await touchAdmins(session);
        await accounts.updateOne(
          { _id: id },
          { $set: { email: after.email, role: after.role, disabled: after.disabled, pendingApproval: after.pendingApproval, profile: after.profile } },
          { session },
        );
        try {
          await assertAnAdminRemains(session);
        } catch (err) {
          // Without a transaction nothing rolls back by itself.
          if (!session) {
            const { email, role, disabled, pendingApproval, profile } = before;
            await accounts.updateOne({ _id: id }, { $set: { email, role, disabled, pendingApproval, profile } });
          }
          throw err;
        }
        await keepInOutbox(collections.outbox, outbox, { before, after }, session);
        return { before, after };
      });
    },
    async delete(id, outbox) {
      return transact(async (session) => {
        const doc = await accounts.findOne({ _id: id }, { session });
        if (!doc) return null;
        const account = toAccount(doc);
        if (account.role === 'admin') await touchAdmins(session);
        if (account.role === 'admin' && !account.disabled) {
          const others = await accounts.countDocuments({ _id: { $ne: id }, role: 'admin', disabled: { $ne: true } }, { session });
          if (others === 0) throw new LastAdminError();
        }
        await accounts.deleteOne({ _id: id }, { session });
        await sessions.deleteMany({ accountId: id }, { session });
        await accountPhotos.deleteOne({ _id: id }, { session });
        await keepInOutbox(collections.outbox, outbox, account, session);
        return account;
      });
    },
    async create(a, outbox) {
      try {
        await transact(async (session) => {
          await accounts.insertOne(
            {
          _id: a.id,
          username: a.username,
          usernameKey: usernameKey(a.username),
          email: a.email,
          role: a.role,
          passwordHash: a.passwordHash,
          profile: a.profile,
          notificationPrefs: a.notificationPrefs,
          mfa: a.mfa,
          disabled: a.disabled,
          pendingApproval: a.pendingApproval,
          source: a.source,
          externalSubject: a.externalSubject,
          createdAt: a.createdAt,
            },
            { session },
          );
          await keepInOutbox(collections.outbox, outbox, a, session);
        });
        return true;
      } catch (err) {
        if (err instanceof MongoServerError && err.code === DUPLICATE_KEY) return false;
        throw err;
      }
    },
    async getById(id) {
      const doc = await accounts.findOne({ _id: id });
      return doc ? toAccount(doc) : null;
    },
    async getByUsername(username) {
      const doc = await accounts.findOne({ usernameKey: usernameKey(username) });
      return doc ? toAccount(doc) : null;
    },
    async getByExternalSubject(source, subject) {
      const doc = await accounts.findOne({ source, externalSubject: subject });
      return doc ? toAccount(doc) : null;
    },
    async setExternalSubject(id, subject) {
      await accounts.updateOne({ _id: id }, { $set: { externalSubject: subject } });
    },
    async count() {
      return accounts.countDocuments();
    },
    async setPasswordHash(id, passwordHash, outbox) {
      await transact(async (session) => {
        await accounts.updateOne({ _id: id }, { $set: { passwordHash } }, { session });
        await keepInOutbox(collections.outbox, outbox, id, session);
      });
    },
    // The profile carries the username too; one update keeps the sign-in fields in step with it.
    async setProfile(id, profile, outbox) {
      await transact(async (session) => {
        await accounts.updateOne({ _id: id }, { $set: { profile, username: profile.username, usernameKey: usernameKey(profile.username) } }, { session });
        await keepInOutbox(collections.outbox, outbox, id, session);
      });
    },
    async setNotificationPrefs(id, notificationPrefs, outbox) {
      await transact(async (session) => {
        await accounts.updateOne({ _id: id }, { $set: { notificationPrefs } }, { session });
        await keepInOutbox(collections.outbox, outbox, id, session);
      });
    },
    async setMfa(id, mfa, outbox) {
      await transact(async (session) => {
        await accounts.updateOne({ _id: id }, { $set: { mfa } }, { session });
        await keepInOutbox(collections.outbox, outbox, id, session);
      });
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
    async getMailedMfaCode(id) {
      const doc = await accounts.findOne({ _id: id }, { projection: { mfaMailedCode: 1 } });
      return doc?.mfaMailedCode ?? null;
    },
    async setMailedMfaCode(id, code) {
      await accounts.updateOne({ _id: id }, { $set: { mfaMailedCode: code } });
    },
    // Each attempt is one conditional decrement, so parallel guesses cannot spend more attempts than the
    // code has; the right one is then forgotten by a second conditional update, which only one can win.
    async spendMailedMfaCode(id, purpose, hash, now) {
      const before = await accounts.findOneAndUpdate(
        { _id: id, 'mfaMailedCode.purpose': purpose, 'mfaMailedCode.expiresAt': { $gt: now }, 'mfaMailedCode.attemptsLeft': { $gt: 0 } },
        { $inc: { 'mfaMailedCode.attemptsLeft': -1 } },
        { returnDocument: 'before', projection: { mfaMailedCode: 1 } },
      );
      const code = before?.mfaMailedCode;
      if (!code) return 'none';
      if (code.hash !== hash) return 'invalid';
      const used = await accounts.updateOne({ _id: id, 'mfaMailedCode.hash': hash }, { $set: { mfaMailedCode: null } });
      return used.modifiedCount === 1 ? 'accepted' : 'none';
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
