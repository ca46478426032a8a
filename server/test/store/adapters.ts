import { randomBytes } from 'node:crypto';
import type { Test } from 'tap';
import { createSqliteStore } from '../../src/store/sqlite/index.ts';
import type { Store } from '../../src/store/index.ts';
import { tempDataDir } from '../helper.ts';

/**
 * The store contract suite runs every case against every adapter: SQLite always, MongoDB when
 * MONGODB_URI points at one (each case gets its own database, dropped afterwards). Without a MongoDB
 * the MongoDB half is reported as skipped, never silently passed.
 */
export function forEachAdapter(t: Test, name: string, body: (t: Test, store: Store) => Promise<void>): void {
  t.test(`${name} [sqlite]`, async (t) => {
    const store = createSqliteStore(tempDataDir(t));
    t.teardown(() => store.close());
    await body(t, store);
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
    await body(t, store);
  });
}
