import type { Store } from './types.ts';
import { createSqliteStore } from './sqlite/index.ts';

export type * from './types.ts';
export type * from './outbox-port.ts';
export { deliveryKey } from './outbox-port.ts';
export { CONFLICT, LastAdminError } from './types.ts';

export interface StoreConfig {
  dataDir: string;
  mongodbUri?: string | undefined;
  /** SQLite only: the most the database file may grow to, in MB. */
  databaseMaxMegabytes?: number | undefined;
}

/** MongoDB when a URI is configured (scale-out), otherwise the embedded SQLite file. */
export async function createStore(config: StoreConfig): Promise<Store> {
  if (config.mongodbUri) {
    const { createMongoStore } = await import('./mongo/index.ts');
    return createMongoStore(config.mongodbUri);
  }
  return createSqliteStore(config.dataDir, { maxMegabytes: config.databaseMaxMegabytes });
}
