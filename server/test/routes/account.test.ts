import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { hashPassword } from '../../src/security/password-hash.ts';
import { defaultAdmin, prepareFirstStart } from '../../src/services/first-start.ts';
import { buildTestApp, ADMIN_PASSWORD, signIn, tempDataDir } from '../helper.ts';

const NEW_PASSWORD = 'Fresh-Lantern-Quartz-77';
const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
  method: 'POST' as const,
  url: '/api/v1/account/password',
  payload: { currentPassword, newPassword, confirmPassword },
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function signInFrom(app: FastifyInstance, userAgent: string, username = 'admin', password = ADMIN_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.5' },
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode}`);
  return `gsg_session=${res.cookies.find((c) => c.name === 'gsg_session')!.value}`;
}

async function addAccount(app: FastifyInstance, username: string, password: string): Promise<void> {
  const base = defaultAdmin(await hashPassword(password), new Date());
  await app.store.accounts.create({
    ...base,
    id: randomUUID(),
    username,
    email: `${username}@gsg.local`,
    role: 'auditor',
    profile: { ...base.profile, username },
  });
}

t.test('a password change makes the new password sign in, the old one not, and ends other sessions', async (t) => {
  const { app, as, cookie } = await buildTestApp(t);
  const laptop = await signIn(app, 'admin', ADMIN_PASSWORD);
  const res = await as(change(ADMIN_PASSWORD, NEW_PASSWORD));
  t.equal(res.statusCode, 200);
  t.same(res.json(), { message: 'Password Updated' });

  const old = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
  t.equal(old.statusCode, 401, 'the old password is refused');
  t.ok(await signIn(app, 'admin', NEW_PASSWORD), 'the new password signs in');

  t.equal((await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: laptop } })).statusCode, 401, 'the other device is signed out');
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode, 200, 'this device stays signed in');
});

t.test("passwords that do not match: 'Passwords do not match', nothing changes", async (t) => {
  const { app, as } = await buildTestApp(t);
  const res = await as(change(ADMIN_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}x`));
  t.equal(res.statusCode, 400);
  t.equal(res.json().message, 'Passwords do not match');
  t.match(res.json().fields, [{ path: 'body.confirmPassword' }]);
  t.ok(await signIn(app, 'admin', ADMIN_PASSWORD), 'the password is unchanged');
});

t.test("a weak password: 'Weak Password' / 'Please choose a stronger password'", async (t) => {
  const { app, as } = await buildTestApp(t);
  for (const weak of ['password', 'abcdefghijk', 'ab1!']) {
    const res = await as(change(ADMIN_PASSWORD, weak));
    t.equal(res.statusCode, 400, weak);
    t.equal(res.json().message, 'Weak Password: Please choose a stronger password');
    t.match(res.json().fields, [{ path: 'body.newPassword', message: /strength is Weak/ }]);
  }
  t.ok(await signIn(app, 'admin', ADMIN_PASSWORD), 'the password is unchanged');
});

t.test("the organisation's password policy sets the minimum length", async (t) => {
  const { as } = await buildTestApp(t);
  const medium = 'Harbor-72x';
  const strongPolicy = await as(change(ADMIN_PASSWORD, medium));
  t.equal(strongPolicy.statusCode, 400, 'scores Medium, but the default strong policy asks for 12 characters');
  t.equal(strongPolicy.json().message, 'Weak Password: Please choose a stronger password');
  t.match(strongPolicy.json().fields, [{ path: 'body.newPassword', message: /at least 12 characters/ }]);

  const users = (await as({ method: 'GET', url: '/api/v1/settings/users' })).json().values;
  await as({ method: 'PUT', url: '/api/v1/settings/users', payload: { ...users, passwordPolicy: 'basic' } });
  t.equal((await as(change(ADMIN_PASSWORD, medium))).statusCode, 200, 'the basic policy asks for 8');
});

t.test("a wrong current password: 'Current password is incorrect', and guessing is slowed", async (t) => {
  const { app, as } = await buildTestApp(t);
  const res = await as(change('not-my-password', NEW_PASSWORD));
  t.equal(res.statusCode, 400);
  t.equal(res.json().message, 'Current password is incorrect');
  t.match(res.json().fields, [{ path: 'body.currentPassword' }]);
  t.ok(app.services.loginThrottle.delayFor('admin', '127.0.0.1') > 0, 'the next attempt waits');
  t.ok(await signIn(app, 'admin', ADMIN_PASSWORD), 'the password is unchanged');
});

t.test('password checks leave no password in the server log or the answer', async (t) => {
  const dataDir = tempDataDir(t);
  const config = loadConfig({ GSG_DATA_DIR: dataDir, GSG_ADMIN_PASSWORD: ADMIN_PASSWORD, GSG_WEB_DIST: `${dataDir}/no-web`, GSG_SEED: 'false' });
  let log = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  const app = await buildApp({ config, logger: { level: 'trace', stream } });
  t.teardown(() => app.close());
  await prepareFirstStart(app.store, app.secretBox, config, () => {}, () => {});
  const cookie = await signIn(app, 'admin', ADMIN_PASSWORD);
  const as = (opts: ReturnType<typeof change>) => app.inject({ ...opts, headers: { cookie } });
  const answers = [
    await as(change('Wrong-Guess-Secret-1', NEW_PASSWORD)),
    await as(change(ADMIN_PASSWORD, 'Mismatch-Secret-One-1', 'Mismatch-Secret-Two-2')),
    await as(change(ADMIN_PASSWORD, 'weaksecret')),
    await as(change(ADMIN_PASSWORD, NEW_PASSWORD)),
  ].map((r) => r.body);
  t.ok(log.includes('/api/v1/account/password'), 'the requests were logged');
  for (const secret of [ADMIN_PASSWORD, NEW_PASSWORD, 'Wrong-Guess-Secret-1', 'Mismatch-Secret-One-1', 'Mismatch-Secret-Two-2', 'weaksecret']) {
    t.notOk(log.includes(secret), `log is free of ${secret.slice(0, 4)}…`);
    t.notOk(answers.some((a) => a.includes(secret)), `answers are free of ${secret.slice(0, 4)}…`);
  }
});

t.test('sessions: the real sessions of the account, this one marked current', async (t) => {
  const { app, as } = await buildTestApp(t);
  await signInFrom(app, FIREFOX);
  await addAccount(app, 'lee', 'Lee-Password-Long-1');
  await signIn(app, 'lee', 'Lee-Password-Long-1');

  const res = await as({ method: 'GET', url: '/api/v1/account/sessions' });
  t.equal(res.statusCode, 200);
  const items = res.json().items as Array<{ device: string; location: string; ipAddress: string; isCurrent: boolean; lastActive: string }>;
  t.equal(items.length, 2, "another account's session is not listed");
  t.equal(items.filter((s) => s.isCurrent).length, 1);
  t.match(items.find((s) => !s.isCurrent), { device: 'Firefox on Linux', location: 'Unknown location', ipAddress: '203.0.113.5' });
  t.ok(items.every((s) => !Number.isNaN(Date.parse(s.lastActive))));
});

t.test("revoking a session signs that device out: 'Session Revoked'", async (t) => {
  const { app, as, cookie } = await buildTestApp(t);
  const other = await signInFrom(app, FIREFOX);
  const list = (await as({ method: 'GET', url: '/api/v1/account/sessions' })).json().items as Array<{ id: string; isCurrent: boolean }>;
  const target = list.find((s) => !s.isCurrent)!;

  const res = await as({ method: 'DELETE', url: `/api/v1/account/sessions/${target.id}` });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { revoked: 1, message: 'Session Revoked' });
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: other } })).statusCode, 401);
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode, 200);

  const again = await as({ method: 'DELETE', url: `/api/v1/account/sessions/${target.id}` });
  t.equal(again.statusCode, 404);
  t.equal(again.json().message, 'Session not found');
});

t.test("the current session cannot be revoked; another account's session is not found", async (t) => {
  const { app, as, cookie } = await buildTestApp(t);
  const current = (await as({ method: 'GET', url: '/api/v1/account/sessions' })).json().items[0];
  const self = await as({ method: 'DELETE', url: `/api/v1/account/sessions/${current.id}` });
  t.equal(self.statusCode, 409);
  t.match(self.json().message, /sign out/);
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode, 200, 'still signed in');

  await addAccount(app, 'lee', 'Lee-Password-Long-1');
  const leeCookie = await signIn(app, 'lee', 'Lee-Password-Long-1');
  const lees = (await app.inject({ method: 'GET', url: '/api/v1/account/sessions', headers: { cookie: leeCookie } })).json().items;
  const foreign = await as({ method: 'DELETE', url: `/api/v1/account/sessions/${lees[0].id}` });
  t.equal(foreign.statusCode, 404);
  t.equal(foreign.json().message, 'Session not found');
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: leeCookie } })).statusCode, 200, "lee's session lives");
});

t.test("'Sign Out All Other Sessions' keeps only this one: 'Sessions Terminated'", async (t) => {
  const { app, as, cookie } = await buildTestApp(t);
  const others = [await signInFrom(app, FIREFOX), await signIn(app, 'admin', ADMIN_PASSWORD)];
  const res = await as({ method: 'DELETE', url: '/api/v1/account/sessions' });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { revoked: 2, message: 'Sessions Terminated' });
  for (const other of others) {
    t.equal((await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: other } })).statusCode, 401);
  }
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode, 200);
  const list = (await as({ method: 'GET', url: '/api/v1/account/sessions' })).json().items;
  t.same(list.map((s: { isCurrent: boolean }) => s.isCurrent), [true]);
  t.same((await as({ method: 'DELETE', url: '/api/v1/account/sessions' })).json().revoked, 0);
});

t.test('login history shows real successful and failed sign-ins, newest first', async (t) => {
  const { app, as } = await buildTestApp(t);
  const failed = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'user-agent': FIREFOX, 'x-forwarded-for': '198.51.100.20' },
    payload: { username: 'admin', password: 'wrong' },
  });
  t.equal(failed.statusCode, 401);
  await signInFrom(app, FIREFOX);
  await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'ghost', password: 'x' } });

  const res = await as({ method: 'GET', url: '/api/v1/account/login-history' });
  t.equal(res.statusCode, 200);
  const items = res.json().items;
  t.equal(items.length, 3, "the helper's sign-in, the failure and the Firefox sign-in; not the unknown user's");
  t.match(items[0], { status: 'success', device: 'Firefox on Linux', ipAddress: '203.0.113.5' });
  t.match(items[1], { status: 'failed', device: 'Firefox on Linux', ipAddress: '198.51.100.20' });
  t.match(items[2], { status: 'success' });
});

t.test('login history answers the latest 50', async (t) => {
  const { app, as } = await buildTestApp(t);
  const admin = await app.store.accounts.getByUsername('admin');
  for (let i = 0; i < 60; i++) {
    await app.store.loginHistory.record({
      id: `h-${i}`,
      timestamp: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
      username: 'admin',
      accountId: admin!.id,
      device: 'curl',
      location: 'Local network',
      ipAddress: '127.0.0.1',
      status: 'failed',
    });
  }
  const items = (await as({ method: 'GET', url: '/api/v1/account/login-history' })).json().items;
  t.equal(items.length, 50);
  t.equal(items[1].id, 'h-59', 'after the real sign-in, the newest recorded one');
});

t.test('security notification preferences default on and are saved', async (t) => {
  const { as } = await buildTestApp(t);
  t.same((await as({ method: 'GET', url: '/api/v1/account/notifications' })).json(), { newLoginAlert: true, passwordChangeAlert: true });
  const saved = await as({ method: 'PUT', url: '/api/v1/account/notifications', payload: { newLoginAlert: false, passwordChangeAlert: true } });
  t.equal(saved.statusCode, 200);
  t.same(saved.json(), { newLoginAlert: false, passwordChangeAlert: true });
  t.same((await as({ method: 'GET', url: '/api/v1/account/notifications' })).json(), { newLoginAlert: false, passwordChangeAlert: true });
  const bad = await as({ method: 'PUT', url: '/api/v1/account/notifications', payload: { newLoginAlert: 'off' } });
  t.equal(bad.statusCode, 400);
  t.same(bad.json().fields.map((f: { path: string }) => f.path).sort(), ['body.newLoginAlert', 'body.passwordChangeAlert']);
});

t.test('MFA state is read from the account', async (t) => {
  const { app, as } = await buildTestApp(t);
  t.same((await as({ method: 'GET', url: '/api/v1/account/mfa' })).json(), { enabled: false, method: 'authenticator' });
  const admin = await app.store.accounts.getByUsername('admin');
  await app.store.accounts.setMfa(admin!.id, { enabled: true, method: 'phone' });
  t.same((await as({ method: 'GET', url: '/api/v1/account/mfa' })).json(), { enabled: true, method: 'phone' });
});

t.test('every account route needs a session', async (t) => {
  const { app } = await buildTestApp(t);
  for (const [method, url, payload] of [
    ['POST', '/api/v1/account/password', { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
    ['GET', '/api/v1/account/sessions', undefined],
    ['DELETE', '/api/v1/account/sessions/some-id', undefined],
    ['DELETE', '/api/v1/account/sessions', undefined],
    ['GET', '/api/v1/account/login-history', undefined],
    ['GET', '/api/v1/account/notifications', undefined],
    ['PUT', '/api/v1/account/notifications', { newLoginAlert: false, passwordChangeAlert: false }],
    ['GET', '/api/v1/account/mfa', undefined],
  ] as const) {
    const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
    t.equal(res.statusCode, 401, `${method} ${url}`);
  }
  t.ok(await signIn(app, 'admin', ADMIN_PASSWORD), 'the password is unchanged');
});
