import t from 'tap';
import { ADMIN_PASSWORD, signIn } from '../helper.ts';
import { listeningApp, once, openConsole } from './live-client.ts';

const sessionIdOf = async (app: Awaited<ReturnType<typeof listeningApp>>['app'], cookie: string): Promise<string> => {
  const { items } = (await app.inject({ method: 'GET', url: '/api/v1/account/sessions', headers: { cookie } })).json();
  return items.find((s: { isCurrent: boolean }) => s.isCurrent).id;
};

t.test('signing out closes that session’s consoles, and only those', async (t) => {
  const { app, url, cookie } = await listeningApp(t);
  const other = await signIn(app, 'admin', ADMIN_PASSWORD);
  const leaving = await openConsole(t, url, cookie);
  const staying = await openConsole(t, url, other);

  const closed = once<[string]>(leaving.socket, 'disconnect');
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
  t.equal(res.statusCode, 204);
  t.equal((await closed)[0], 'io server disconnect', 'the server closed it');

  const stillThere = await openConsole(t, url, other);
  t.ok(staying.socket.connected && stillThere.socket.connected, 'the other session’s consoles stay');
});

t.test('revoking a session, or a password change elsewhere, closes its consoles', async (t) => {
  const { app, url, cookie, as } = await listeningApp(t);
  const revoked = await signIn(app, 'admin', ADMIN_PASSWORD);
  const revokedConsole = await openConsole(t, url, revoked);
  const closed = once<[string]>(revokedConsole.socket, 'disconnect');
  t.equal((await as({ method: 'DELETE', url: `/api/v1/account/sessions/${await sessionIdOf(app, revoked)}` })).statusCode, 200);
  t.equal((await closed)[0], 'io server disconnect', 'revoked');

  const elsewhere = await signIn(app, 'admin', ADMIN_PASSWORD);
  const elsewhereConsole = await openConsole(t, url, elsewhere);
  const mine = await openConsole(t, url, cookie);
  const closedToo = once<[string]>(elsewhereConsole.socket, 'disconnect');
  const changed = await as({
    method: 'POST',
    url: '/api/v1/account/password',
    payload: { currentPassword: ADMIN_PASSWORD, newPassword: 'Another-Long-Passphrase-42!', confirmPassword: 'Another-Long-Passphrase-42!' },
  });
  t.equal(changed.statusCode, 200);
  t.equal((await closedToo)[0], 'io server disconnect', 'signed out by the password change');
  t.ok(mine.socket.connected, 'the session that changed it stays');
});

t.test('an idle-expired session’s consoles close when the sweep ends it', async (t) => {
  const { app, url, cookie } = await listeningApp(t);
  const console_ = await openConsole(t, url, cookie);
  await app.store.sessions.touch(await sessionIdOf(app, cookie), '2000-01-01T00:00:00.000Z');
  const closed = once<[string]>(console_.socket, 'disconnect');
  t.equal(await app.services.sessions.sweepIdle(), 1);
  t.equal((await closed)[0], 'io server disconnect');
});

t.test('a console dropped while its session ended cannot recover into it', async (t) => {
  const { app, url, cookie } = await listeningApp(t);
  const console_ = await openConsole(t, url, cookie, ['logs']);
  const dropped = once(console_.socket, 'disconnect');
  console_.socket.io.engine.close();
  await dropped;
  await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });

  const refused = once<[Error]>(console_.socket, 'connect_error');
  console_.socket.connect();
  t.equal((await refused)[0].message, 'Authentication required', 'the recovering handshake is checked too');
});
