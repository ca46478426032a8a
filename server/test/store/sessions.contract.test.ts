import t from 'tap';
import type { SessionRecord } from '../../src/store/index.ts';
import { account } from './account-fixture.ts';
import { forEachAdapter } from './adapters.ts';

const session = (id: string, accountId: string, lastActive: string): SessionRecord => ({
  id,
  tokenHash: `hash-${id}`,
  accountId,
  device: 'Firefox on Linux',
  location: 'Local network',
  ipAddress: '10.0.0.7',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastActive,
});

forEachAdapter(t, 'sessions: found by token hash, touched, listed most recent first', async (t, store) => {
  await store.accounts.create(account('a-1', 'dana'));
  await store.accounts.create(account('a-2', 'lee'));
  const older = session('s-1', 'a-1', '2026-01-01T08:00:00.000Z');
  const newer = session('s-2', 'a-1', '2026-01-01T09:00:00.000Z');
  await store.sessions.create(older);
  await store.sessions.create(newer);
  await store.sessions.create(session('s-3', 'a-2', '2026-01-01T09:30:00.000Z'));
  t.same(await store.sessions.getByTokenHash('hash-s-1'), older);
  t.equal(await store.sessions.getByTokenHash('hash-unknown'), null);
  t.same((await store.sessions.listForAccount('a-1')).map((s) => s.id), ['s-2', 's-1'], "only the account's own");
  await store.sessions.touch('s-1', '2026-01-01T10:00:00.000Z');
  t.equal((await store.sessions.getByTokenHash('hash-s-1'))?.lastActive, '2026-01-01T10:00:00.000Z');
  t.same((await store.sessions.listForAccount('a-1')).map((s) => s.id), ['s-1', 's-2'], 'the touched one moves up');
});

forEachAdapter(t, "sessions: an account deletes only its own sessions", async (t, store) => {
  await store.accounts.create(account('a-1', 'dana'));
  await store.accounts.create(account('a-2', 'lee'));
  await store.sessions.create(session('s-1', 'a-1', '2026-01-01T08:00:00.000Z'));
  await store.sessions.create(session('s-2', 'a-2', '2026-01-01T08:00:00.000Z'));
  t.equal(await store.sessions.delete('a-1', 's-2'), false, "someone else's session");
  t.ok(await store.sessions.getByTokenHash('hash-s-2'), 'still there');
  t.equal(await store.sessions.delete('a-1', 's-1'), true);
  t.equal(await store.sessions.delete('a-1', 's-1'), false, 'already gone');
  t.equal(await store.sessions.getByTokenHash('hash-s-1'), null);
});

forEachAdapter(t, 'sessions: all but one, and idle ones, are ended', async (t, store) => {
  await store.accounts.create(account('a-1', 'dana'));
  await store.accounts.create(account('a-2', 'lee'));
  for (const id of ['s-1', 's-2', 's-3']) await store.sessions.create(session(id, 'a-1', '2026-01-01T08:00:00.000Z'));
  await store.sessions.create(session('s-4', 'a-2', '2026-01-01T08:00:00.000Z'));
  t.equal(await store.sessions.deleteAllExcept('a-1', 's-2'), 2);
  t.same((await store.sessions.listForAccount('a-1')).map((s) => s.id), ['s-2']);
  t.equal((await store.sessions.listForAccount('a-2')).length, 1, "other accounts' sessions stay");

  await store.sessions.touch('s-2', '2026-01-01T12:00:00.000Z');
  t.equal(await store.sessions.deleteIdleSince('2026-01-01T10:00:00.000Z'), 1, 'only s-4 was idle since before 10:00');
  t.same((await store.sessions.listForAccount('a-1')).map((s) => s.id), ['s-2']);
  t.same(await store.sessions.listForAccount('a-2'), []);
});

forEachAdapter(t, 'login history: per account, newest first, bounded by the limit', async (t, store) => {
  await store.accounts.create(account('a-1', 'dana'));
  const entry = (id: string, timestamp: string, status: 'success' | 'failed') => ({
    id,
    timestamp,
    device: 'Chrome on Windows',
    location: 'Unknown location',
    ipAddress: '203.0.113.9',
    status,
  });
  await store.loginHistory.record({ ...entry('h-1', '2026-01-01T08:00:00.000Z', 'failed'), username: 'dana', accountId: 'a-1' });
  await store.loginHistory.record({ ...entry('h-2', '2026-01-01T08:01:00.000Z', 'success'), username: 'dana', accountId: 'a-1' });
  await store.loginHistory.record({ ...entry('h-3', '2026-01-01T08:02:00.000Z', 'failed'), username: 'ghost', accountId: null });
  t.same(await store.loginHistory.listForAccount('a-1', 50), [
    entry('h-2', '2026-01-01T08:01:00.000Z', 'success'),
    entry('h-1', '2026-01-01T08:00:00.000Z', 'failed'),
  ]);
  t.same((await store.loginHistory.listForAccount('a-1', 1)).map((e) => e.id), ['h-2']);
});

forEachAdapter(t, 'login history: whether an account signed in before, and from the browser with this device key', async (t, store) => {
  await store.accounts.create(account('a-1', 'dana'));
  await store.accounts.create(account('a-2', 'lee'));
  const signIn = (id: string, accountId: string, status: 'success' | 'failed', deviceKey: string | null) =>
    store.loginHistory.record({ id, timestamp: '2026-01-01T08:00:00.000Z', username: accountId, accountId, device: 'Chrome on Windows', location: 'Local network', ipAddress: '10.0.0.2', status, deviceKey });
  t.same(await store.loginHistory.seenDevice('a-1', 'key-1'), { signedInBefore: false, fromThisDevice: false }, 'never signed in');
  await signIn('h-1', 'a-1', 'failed', 'key-1');
  t.same(await store.loginHistory.seenDevice('a-1', 'key-1'), { signedInBefore: false, fromThisDevice: false }, 'a failed attempt is no sign-in');
  await signIn('h-2', 'a-1', 'success', 'key-1');
  await signIn('h-3', 'a-2', 'success', 'key-2');
  t.same(await store.loginHistory.seenDevice('a-1', 'key-1'), { signedInBefore: true, fromThisDevice: true });
  t.same(await store.loginHistory.seenDevice('a-1', 'key-2'), { signedInBefore: true, fromThisDevice: false }, "another account's browser is new to this one");
  await signIn('h-4', 'a-1', 'success', null);
  t.same((await store.loginHistory.listForAccount('a-1', 5)).map((e) => Object.keys(e).sort()), Array(3).fill(['device', 'id', 'ipAddress', 'location', 'status', 'timestamp']), 'the key is never listed');
});

forEachAdapter(t, 'sessions and passwords keep the events of their change in the same write', async (t, store) => {
  await store.accounts.create(account('a-1', 'dana'));
  const event = (id: string) => ({ id, type: 'session.started' as const, at: '2026-01-01T08:00:00.000Z', data: { by: { accountId: 'a-1', username: 'dana' } } });
  await store.sessions.create(session('s-1', 'a-1', '2026-01-01T08:00:00.000Z'), (written) => [event(`for-${written.id}`)]);
  await store.accounts.setPasswordHash('a-1', 'new-hash', (id) => [event(`password-of-${id}`)]);
  t.same((await store.outbox.undispatched(10)).map((e) => e.id), ['for-s-1', 'password-of-a-1']);
  t.equal((await store.accounts.getById('a-1'))?.passwordHash, 'new-hash');
  t.ok(await store.sessions.getByTokenHash('hash-s-1'));
});
