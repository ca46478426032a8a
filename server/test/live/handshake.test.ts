import t from 'tap';
import { ALWAYS_ON_TOPICS, LIVE_AUTH_REQUIRED } from '@gsg/shared';
import { Console, listen, listeningApp, once, openConsole } from './live-client.ts';
import { buildTestApp } from '../helper.ts';

t.test('a console without a session is refused at the handshake', async (t) => {
  const { url } = await listeningApp(t);
  for (const cookie of [null, 'gsg_session=not-a-real-token']) {
    const stranger = new Console(t, url, cookie);
    const [err] = await once<[Error]>(stranger.socket, 'connect_error');
    t.equal(err.message, LIVE_AUTH_REQUIRED, `refused with ${cookie ?? 'no cookie'}`);
    t.notOk(stranger.socket.connected);
  }
});

t.test("a handshake from another page's origin is refused, even with a valid session", async (t) => {
  const { url, cookie } = await listeningApp(t);
  const own = new URL(url).origin;
  for (const transports of [['websocket'], ['polling']] as const) {
    for (const origin of ['https://evil.example', 'null', `${own}.evil.example`, 'http://127.0.0.1.evil.example']) {
      const foreign = new Console(t, url, cookie, { headers: { origin }, transports: [...transports] });
      await once(foreign.socket, 'connect_error');
      t.notOk(foreign.socket.connected, `${transports[0]}: refused from ${origin}`);
    }
    const ours = new Console(t, url, cookie, { headers: { origin: own }, transports: [...transports] });
    await ours.ready();
    t.ok(ours.socket.connected, `${transports[0]}: accepted from the console's own origin`);
  }
});

t.test('GSG_ALLOWED_ORIGINS admits another page, and only that one', async (t) => {
  const { url, cookie } = await listen(await buildTestApp(t, { env: { GSG_ALLOWED_ORIGINS: 'https://soc.example.com' } }));
  const allowed = new Console(t, url, cookie, { headers: { origin: 'https://soc.example.com' } });
  await allowed.ready();
  t.ok(allowed.socket.connected);
  const other = new Console(t, url, cookie, { headers: { origin: 'https://soc.example.com.evil.example' } });
  await once(other.socket, 'connect_error');
  t.notOk(other.socket.connected);
});

t.test('a signed-in console connects, starts in the always-on topics and picks its own', async (t) => {
  const { url, cookie } = await listeningApp(t);
  const welcomed = new Console(t, url, cookie);
  const [welcome] = await new Promise<[{ topics: string[] }]>((resolve) => welcomed.socket.once('ready', (...args) => resolve(args)));
  t.same(welcome.topics.sort(), [...ALWAYS_ON_TOPICS].sort());

  const console_ = await openConsole(t, url, cookie);
  t.same(await console_.subscribe(['logs', 'endpoints']), { ok: true, topics: ['logs', 'alerts', 'endpoints', 'kpi'] });
  t.same(await console_.socket.timeout(5000).emitWithAck('unsubscribe', ['logs', 'alerts']), { ok: true, topics: ['alerts', 'endpoints', 'kpi'] }, 'the bell stays on');
  const refused = await console_.socket.timeout(5000).emitWithAck('subscribe', ['secrets' as 'logs']);
  t.match(refused, { ok: false, error: /Topics must be/ });
});

t.test('closing the app closes the consoles', async (t) => {
  const { app, url, cookie } = await listeningApp(t);
  const console_ = await openConsole(t, url, cookie);
  const gone = once<[string]>(console_.socket, 'disconnect');
  await app.close();
  t.ok((await gone)[0], 'disconnected');
});
