import Database from 'better-sqlite3';
import { join } from 'node:path';
import { DATABASE_FILE } from '../src/store/sqlite/database.ts';

/**
 * What a store keeps at rest, read around the store: for tests that check what is stored (sealed
 * secrets, counters, facets) without the store's port growing methods only tests would call. SQLite
 * tables and MongoDB collections share their names; fields keep each adapter's own spelling.
 */
export interface RawStore {
  /** The row or document whose `key` field (MongoDB: that field or `_id`) equals the value. */
  record(table: string, value: string | number, key?: string): Promise<Record<string, unknown> | null>;
  /** Every row or document of the table whose fields equal those given. */
  rows(table: string, where?: Record<string, string | number>): Promise<Array<Record<string, unknown>>>;
}

export function sqliteRawStore(dataDir: string): RawStore {
  const read = <T>(query: (db: Database.Database) => T): T => {
    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      return query(db);
    } finally {
      db.close();
    }
  };
  const condition = (fields: string[]) => (fields.length ? ` WHERE ${fields.map((f) => `"${f}" = ?`).join(' AND ')}` : '');
  return {
    record: async (table, value, key = 'id') =>
      read((db) => (db.prepare(`SELECT * FROM "${table}"${condition([key])}`).get(value) as Record<string, unknown> | undefined) ?? null),
    rows: async (table, where = {}) =>
      read((db) => db.prepare(`SELECT * FROM "${table}"${condition(Object.keys(where))}`).all(...Object.values(where)) as Array<Record<string, unknown>>),
  };
}

export function mongoRawStore(uri: string, database: string): RawStore {
  const read = async <T>(query: (db: import('mongodb').Db) => Promise<T>): Promise<T> => {
    // Loaded here, not at the top: the driver costs each SQLite test process a fifth of a second.
    const { MongoClient } = await import('mongodb');
    const client = await MongoClient.connect(uri);
    try {
      return await query(client.db(database));
    } finally {
      await client.close();
    }
  };
  return {
    // Most collections keep the record's id beside MongoDB's own; some use it as `_id`.
    record: (table, value, key = 'id') =>
      read((db) => db.collection<{ _id: string | number }>(table).findOne({ $or: [{ [key]: value }, { _id: value }] })),
    rows: (table, where = {}) => read((db) => db.collection(table).find(where).toArray()),
  };
}
