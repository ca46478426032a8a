import t, { type Test } from 'tap';
import { LIVE_TOPICS, type ConversationLog } from '@gsg/shared';
import { startMongoTestServer } from '../../test-support/mongo-wire/server.ts';
import type { MongoStore } from '../../src/store/index.ts';
import { buildTestApp } from '../helper.ts';
import { conversation, listen, once, openConsole } from '../live/live-client.ts';

// live/recovery.test.ts on a node whose broadcasts go through MongoDB (@socket.io/mongo-adapter), where
// recovery reads the sessions and missed packets from the capped collection instead of memory.

async function nodeOnMongo(t: Test, recoveryWindowMs?: number) {
  const server = await startMongoTestServer({ port: 0 });
  t.teardown(() => server.close());
  const node = await listen(
    await buildTestApp(t, { env: { MONGODB_URI: `mongodb://127.0.0.1:${server.port}/gsg?replicaSet=rs0` }, live: { recoveryWindowMs } }),
  );
  t.teardown(() => (node.app.store as MongoStore).dropDatabase());
  return node;
}

const logIdsOf = (console_: Awaited<ReturnType<typeof openConsole>>) => console_.events('logs').map((e) => (e.data as ConversationLog).id);

t.test('on MongoDB, a console back within the window gets what it missed', async (t) => {
  const { url, cookie, as } = await nodeOnMongo(t);
  const dropping = await openConsole(t, url, cookie, ['logs']);
  const watching = await openConsole(t, url, cookie, ['logs']);
  const dropped = once(dropping.socket, 'disconnect');
  dropping.socket.io.engine.close();
  await dropped;

  const { accepted } = (await as({ method: 'POST', url: '/api/v1/ingest/events', payload: [conversation('while-away', 'Hello there')] })).json();
  await watching.until(() => logIdsOf(watching).includes(accepted[0].id), 'the batch on the connected console');

  const back = once(dropping.socket, 'connect');
  dropping.socket.connect();
  await back;
  t.equal(dropping.socket.recovered, true, 'recovered');
  await dropping.until(() => logIdsOf(dropping).includes(accepted[0].id), 'the missed batch');
  t.same(dropping.resyncs, [], 'nothing to reload');
});

t.test('on MongoDB, a console back after the window is told to reload', async (t) => {
  const { url, cookie } = await nodeOnMongo(t, 1);
  const console_ = await openConsole(t, url, cookie, ['logs']);
  const dropped = once(console_.socket, 'disconnect');
  console_.socket.io.engine.close();
  await dropped;
  await new Promise((resolve) => setTimeout(resolve, 20));

  const back = once(console_.socket, 'connect');
  console_.socket.connect();
  await back;
  t.equal(console_.socket.recovered, false, 'not recovered');
  await console_.until(() => console_.resyncs.length === 1, 'the resync');
  t.same(console_.resyncs, [{ topics: [...LIVE_TOPICS], reason: 'recovery-expired' }], 'told to reload everything');
});
