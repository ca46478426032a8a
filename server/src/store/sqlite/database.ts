import Database from 'better-sqlite3';
import { join } from 'node:path';
import { ensurePrivateDirectory, ensurePrivateFile } from '../../security/private-files.ts';
import { MIGRATIONS } from './migrations.ts';
import { withinDataDirectory } from '../storage-faults.ts';

export type Db = Database.Database;

export const DATABASE_FILE = 'gsg.sqlite';

export interface DatabaseOptions {
  /** The most the file may grow to, in MB; past it a write fails with SQLITE_FULL, as on a full disk. */
  maxMegabytes?: number | undefined;
  /** For the upgrade tests; the app always uses the real list. */
  migrations?: typeof MIGRATIONS;
}

/**
 * Opens (creating if needed) the database in `dataDir` and brings its schema up to date. Anything in the
 * way (the directory missing, read-only, a file in its place, a full disk) comes out as a DataDirectoryError
 * naming the directory.
 */
export function openDatabase(dataDir: string, { maxMegabytes, migrations = MIGRATIONS }: DatabaseOptions = {}): Db {
  return withinDataDirectory(dataDir, () => {
    ensurePrivateDirectory(dataDir);
    const file = join(dataDir, DATABASE_FILE);
    // SQLite gives its -wal and -shm files the database file's mode, so a 0600 database keeps them 0600.
    ensurePrivateFile(file, { create: true });
    for (const companion of ['-wal', '-shm']) ensurePrivateFile(file + companion);
    const db = new Database(file);
    try {
      // WAL lets the dashboard read while ingest writes; NORMAL sync is durable across process crashes
      // (a power cut can lose the last commits, not corrupt the file), at a fraction of FULL's cost.
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
      db.pragma('cache_size = -65536');
      if (maxMegabytes !== undefined) {
        const pageSize = db.pragma('page_size', { simple: true }) as number;
        db.pragma(`max_page_count = ${Math.floor((maxMegabytes * 1024 * 1024) / pageSize)}`);
      }
      migrate(db, migrations);
      return db;
    } catch (err) {
      db.close();
      throw err;
    }
  });
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
