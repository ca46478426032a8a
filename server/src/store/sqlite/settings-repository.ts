import type { SettingsRepository } from '../types.ts';
import type { Db } from './database.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';

export function createSettingsRepository(db: Db): SettingsRepository {
  const select = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE section = ?');
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO settings (section, value, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(section) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  const keepInOutbox = prepareOutboxInsert(db);
  const put = db.transaction((section: string, value: unknown, outbox: OutboxEntries<unknown> | undefined) => {
    upsert.run(section, JSON.stringify(value), new Date().toISOString());
    keepInOutbox(outbox, value);
  });
  return {
    async get(section) {
      const row = select.get(section);
      return row ? JSON.parse(row.value) : null;
    },
    async put(section, value, outbox) {
      put(section, value, outbox as OutboxEntries<unknown> | undefined);
    },
  };
}
