import { MongoClient, MongoServerError, type Db } from 'mongodb';
import { createAdapter } from '@socket.io/mongo-adapter';
import type { Server } from 'socket.io';
import { supportsTransactions } from '../store/mongo/database.ts';
import { databaseNameOf } from '../store/mongo/index.ts';

export const ADAPTER_COLLECTION = 'socket_io_events';
/**
 * Nodes hear each other through the change stream, which reads the oplog, so the collection only serves
 * connection-state recovery: it must hold what every node broadcasts within the recovery window. Once
 * full, the oldest documents go and a console returning after them reloads instead.
 */
const ADAPTER_COLLECTION_BYTES = 64 * 1024 * 1024;
const NAMESPACE_EXISTS = 48;

async function ensureCappedCollection(db: Db): Promise<void> {
  try {
    await db.createCollection(ADAPTER_COLLECTION, { capped: true, size: ADAPTER_COLLECTION_BYTES });
  } catch (err) {
    // Another node created it first, or this one on an earlier start.
    if (!(err instanceof MongoServerError && err.code === NAMESPACE_EXISTS)) throw err;
  }
}

/**
 * Makes `io` broadcast through MongoDB (@socket.io/mongo-adapter), so a batch one node sends reaches
 * consoles on every node sharing the database. Returns how to let go of it on close, or null when the
 * deployment has no change streams (a standalone server, not a replica set): a single node needs none.
 */
export async function shareAcrossNodes(io: Server, uri: string): Promise<{ close(): Promise<void> } | null> {
  const client = new MongoClient(uri);
  await client.connect();
  try {
    const db = client.db(databaseNameOf(uri));
    if (!(await supportsTransactions(db))) {
      await client.close();
      return null;
    }
    await ensureCappedCollection(db);
    io.adapter(createAdapter(db.collection(ADAPTER_COLLECTION)));
  } catch (err) {
    await client.close();
    throw err;
  }
  return {
    async close() {
      // Stops the change stream and the adapter's heartbeats before the client they use goes.
      await io.of('/').adapter.close();
      await client.close();
    },
  };
}
