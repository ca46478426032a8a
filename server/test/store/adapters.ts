import { randomBytes } from 'node:crypto';
import type { Test } from 'tap';
import { createSqliteStore } from '../../src/store/sqlite/index.ts';
import type { Store } from '../../src/store/index.ts';
import { tempDataDir } from '../helper.ts';
import { mongoRawStore, sqliteRawStore, type RawStore } from '../../test-support/raw-store.ts';

/**
 * The store contract suite runs every case against every adapter: SQLite always, MongoDB when
 * MONGODB_URI points at one (each case gets its own database, dropped afterwards). Without a MongoDB
 * the MongoDB half is reported as skipped, never silently passed. `raw` reads what the case's store keeps
 * at rest, for checks the store's port has no read for.
 */
export function forEachAdapter(t: Test, name: string, body: (t: Test, store: Store, raw: RawStore) => Promise<void>): void {
  t.test(`${name} [sqlite]`, async (t) => {
    const dataDir = tempDataDir(t);
    const store = createSqliteStore(dataDir);
    t.teardown(() => store.close());
    await body(t, store, sqliteRawStore(dataDir));
  });
  const uri = process.env.MONGODB_URI;
  t.test(`${name} [mongodb]`, { skip: uri ? false : 'MONGODB_URI is not set' }, async (t) => {
    const { createMongoStore } = await import('../../src/store/mongo/index.ts');
    const dbName = `gsg_test_${randomBytes(6).toString('hex')}`;
    const store = await createMongoStore(uri!, dbName);
    t.teardown(async () => {
      await store.dropDatabase();
      await store.close();
    });
    await body(t, store, mongoRawStore(uri!, dbName));
  });
}
