import Database from 'better-sqlite3';
import { join } from 'node:path';
import { ensurePrivateDirectory, ensurePrivateFile } from '../../security/private-files.ts';
import { MIGRATIONS } from './migrations.ts';

export type Db = Database.Database;

export const DATABASE_FILE = 'gsg.sqlite';

/**
 * Opens (creating if needed) the database in `dataDir` and brings its schema up to date. `migrations` is
 * for the upgrade tests; the app always uses the real list.
 */
export function openDatabase(dataDir: string, migrations: typeof MIGRATIONS = MIGRATIONS): Db {
  ensurePrivateDirectory(dataDir);
  const file = join(dataDir, DATABASE_FILE);
  // SQLite gives its -wal and -shm files the database file's mode, so a 0600 database keeps them 0600.
  ensurePrivateFile(file, { create: true });
  for (const companion of ['-wal', '-shm']) ensurePrivateFile(file + companion);
  const db = new Database(file);
  // WAL lets the dashboard read while ingest writes; NORMAL sync is durable across process crashes
  // (a power cut can lose the last commits, not corrupt the file), at a fraction of FULL's cost.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536');
  migrate(db, migrations);
  return db;
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function migrate(db: Db, migrations: typeof MIGRATIONS): void {
  const current = schemaVersion(db);
  const pending = migrations.filter((m) => m.version > current);
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const m of pending) {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    }
  })();
}
