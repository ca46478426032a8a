import { MongoClient, MongoServerError, type Db, type ObjectId } from 'mongodb';
import { createAdapter } from '@socket.io/mongo-adapter';
import type { Namespace, Server, ServerOptions } from 'socket.io';
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

type MongoAdapter = ReturnType<ReturnType<typeof createAdapter>>;
interface SessionLookup {
  findSession(pid: string): Promise<{ _id: ObjectId } | undefined>;
}

/**
 * @socket.io/mongo-adapter restores a console's session however long ago it left: on a capped
 * collection it never compares the disconnection with socket.io's maxDisconnectionDuration, as
 * socket.io's own adapter does, so a console back after the window was recovered instead of told to
 * reload. The stored session's _id says when it was stored, that is when the console left (to the
 * second, so a session may expire up to a second early); one older than the window is not found.
 */
function withinRecoveryWindow(factory: ReturnType<typeof createAdapter>) {
  // A plain function: socket.io calls the adapter factory with `new`.
  return function (nsp: Namespace): MongoAdapter {
    const adapter = factory(nsp);
    // Where socket.io's own session-aware adapter reads the window from.
    const options = (nsp.server as unknown as { opts: Partial<ServerOptions> }).opts;
    const windowMs = options.connectionStateRecovery?.maxDisconnectionDuration ?? 2 * 60_000;
    const lookup = adapter as unknown as SessionLookup;
    const findSession = lookup.findSession.bind(adapter);
    lookup.findSession = async (pid) => {
      const stored = await findSession(pid);
      return stored && Date.now() - stored._id.getTimestamp().getTime() <= windowMs ? stored : undefined;
    };
    return adapter;
  };
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
    io.adapter(withinRecoveryWindow(createAdapter(db.collection(ADAPTER_COLLECTION))));
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
