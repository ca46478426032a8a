import type { SettingsBySection } from '@gsg/shared';
import type { SettingsRepository } from '../types.ts';
import type { Database } from './database.ts';
import { keepInOutbox } from './outbox-repository.ts';

export function createSettingsRepository({ collections, transact }: Database): SettingsRepository {
  const settings = collections.settings;
  return {
    // A section's document is only ever written by put() for that section, so its value has its type.
    async get<S extends keyof SettingsBySection>(section: S) {
      const doc = await settings.findOne({ _id: section });
      return doc ? (doc.value as SettingsBySection[S]) : null;
    },
    async put(section, value, outbox) {
      await transact(async (session) => {
        await settings.updateOne({ _id: section }, { $set: { value, updatedAt: new Date().toISOString() } }, { upsert: true, session });
        await keepInOutbox(collections.outbox, outbox, value, session);
      });
    },
  };
}
