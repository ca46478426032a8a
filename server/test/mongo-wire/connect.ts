import type { Test } from 'tap';
import { MongoClient, type Db } from 'mongodb';
import { startMongoTestServer } from '../../test-support/mongo-wire/server.ts';

/** A test server on an ephemeral port and a driver client connected to it as a replica set; both end with the test. */
export async function connectToTestServer(t: Test): Promise<{ client: MongoClient; db: Db; uri: string }> {
  const server = await startMongoTestServer({ port: 0 });
  const uri = `mongodb://127.0.0.1:${server.port}/gsg?replicaSet=rs0`;
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  t.teardown(async () => {
    await client.close();
    await server.close();
  });
  return { client, db: client.db('gsg'), uri };
}
