import t from 'tap';
import { LIVE_TOPICS, type ConversationLog } from '@gsg/shared';
import { conversation, listeningApp, once, openConsole } from './live-client.ts';

/** The engine forgets a closed client in the same step in which socket.io keeps its session for recovery. */
async function serverSeesNoConsoles(app: { liveConsoles(): number }): Promise<void> {
  for (let waited = 0; app.liveConsoles() > 0; waited += 10) {
    if (waited > 15_000) throw new Error('the server never saw the console drop');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const logIdsOf = (console_: Awaited<ReturnType<typeof openConsole>>) => console_.events('logs').map((e) => (e.data as ConversationLog).id);

t.test('a console that reconnects within the window gets what it missed, with its topics kept', async (t) => {
  const { url, cookie, as } = await listeningApp(t);
  const dropping = await openConsole(t, url, cookie, ['logs']);
  const watching = await openConsole(t, url, cookie, ['logs']);

  // Closing the transport is what a network drop looks like to the server ('transport close').
  const dropped = once(dropping.socket, 'disconnect');
  dropping.socket.io.engine.close();
  await dropped;

  const { accepted } = (await as({ method: 'POST', url: '/api/v1/ingest/events', payload: [conversation('while-away', 'Hello there')] })).json();
  const logId = accepted[0].id;
  // Once another console has the batch, it has been broadcast: the dropped one missed it.
  await watching.until(() => logIdsOf(watching).includes(logId), 'the batch on the connected console');
  t.same(logIdsOf(dropping), [], 'not delivered while away');

  const back = once(dropping.socket, 'connect');
  dropping.socket.connect();
  await back;
  t.equal(dropping.socket.recovered, true, 'recovered');
  await dropping.until(() => logIdsOf(dropping).includes(logId), 'the missed batch');
  t.same(dropping.resyncs, [], 'nothing to reload');

  await as({ method: 'POST', url: '/api/v1/ingest/events', payload: [conversation('after', 'Hello again')] });
  await dropping.until(() => logIdsOf(dropping).length === 2, 'the next batch');
  t.pass('still subscribed to logs after recovering');
});

t.test('a console back after the window is told to reload and subscribe again', async (t) => {
  const { app, url, cookie } = await listeningApp(t, { recoveryWindowMs: 1 });
  const console_ = await openConsole(t, url, cookie, ['logs']);
  const dropped = once(console_.socket, 'disconnect');
  console_.socket.io.engine.close();
  await dropped;
  // The window opens when the server sees the drop, which on a busy machine can come after the client's
  // own 'disconnect' and in the same millisecond as the reconnect: wait for the server, then past the window.
  await serverSeesNoConsoles(app);
  await new Promise((resolve) => setTimeout(resolve, 20));

  const back = once(console_.socket, 'connect');
  console_.socket.connect();
  await back;
  t.equal(console_.socket.recovered, false, 'not recovered');
  await console_.until(() => console_.resyncs.length === 1, 'the resync');
  t.same(console_.resyncs, [{ topics: [...LIVE_TOPICS], reason: 'recovery-expired' }], 'told to reload everything');
  t.same(await console_.subscribe(['logs']), { ok: true, topics: ['logs', 'alerts', 'kpi'] }, 'only the always-on topics were kept');
});
