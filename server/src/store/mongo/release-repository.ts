import type { InstallerRecord, ReleaseRepository } from '../types.ts';
import { MongoServerError } from 'mongodb';
import { DUPLICATE_KEY, type Database, type InstallerDocument } from './database.ts';
import { keepInOutbox } from './outbox-repository.ts';

const toInstaller = ({ _id, ...rest }: InstallerDocument): InstallerRecord => ({ id: _id, ...rest });

export function createReleaseRepository({ collections, transact }: Database): ReleaseRepository {
  const installers = collections.clientInstallers;
  const notes = collections.releaseNotes;
  return {
    async listInstallers() {
      return (await installers.find().sort({ uploadedAt: -1, _id: -1 }).toArray()).map(toInstaller);
    },
    async getInstaller(id) {
      const doc = await installers.findOne({ _id: id });
      return doc ? toInstaller(doc) : null;
    },
    async putInstaller(installer, outbox) {
      const { id, ...rest } = installer;
      const put = () =>
        transact(async (session) => {
          const replaced = await installers.findOneAndDelete({ version: installer.version, platform: installer.platform }, { session });
          await installers.insertOne({ _id: id, ...rest }, { session });
          const previous = replaced ? toInstaller(replaced) : null;
          await keepInOutbox(collections.outbox, outbox, previous, session);
          return previous;
        });
      // Without transactions (a standalone server) a racing upload may land between the delete and the
      // insert; the unique index refuses the second, which then replaces the first.
      for (let attempt = 1; ; attempt++) {
        try {
          return await put();
        } catch (error) {
          if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY) || attempt >= 5) throw error;
        }
      }
    },
    async deleteInstaller(id, outbox) {
      return transact(async (session) => {
        const removed = await installers.findOneAndDelete({ _id: id }, { session });
        if (!removed) return null;
        const installer = toInstaller(removed);
        await keepInOutbox(collections.outbox, outbox, installer, session);
        return installer;
      });
    },
    async listNotes() {
      return (await notes.find().toArray()).map(({ _id, ...rest }) => ({ version: _id, ...rest }));
    },
    async setNotes({ version, ...rest }, outbox) {
      return transact(async (session) => {
        const before = (await notes.findOneAndUpdate({ _id: version }, { $set: rest }, { upsert: true, returnDocument: 'before', session }))?.notes ?? '';
        await keepInOutbox(collections.outbox, outbox, before, session);
        return before;
      });
    },
  };
}
