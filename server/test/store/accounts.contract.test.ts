import t from 'tap';
import { account } from './account-fixture.ts';
import { forEachAdapter } from './adapters.ts';

forEachAdapter(t, 'accounts: create and read back by id and by username', async (t, store) => {
  t.equal(await store.accounts.count(), 0);
  const dana = account('a-1', 'dana');
  await store.accounts.create(dana);
  t.equal(await store.accounts.count(), 1);
  t.same(await store.accounts.getById('a-1'), dana);
  t.same(await store.accounts.getByUsername('dana'), dana);
  t.same(await store.accounts.getByUsername('DANA'), dana, 'usernames sign in whatever their case');
  t.equal(await store.accounts.getById('a-2'), null);
  t.equal(await store.accounts.getByUsername('nobody'), null);
});

forEachAdapter(t, 'accounts: a username is unique regardless of case', async (t, store) => {
  await store.accounts.create(account('a-1', 'dana'));
  await t.rejects(store.accounts.create(account('a-2', 'Dana')));
  t.equal(await store.accounts.count(), 1);
});

forEachAdapter(t, 'accounts: password, preferences and MFA are stored per account', async (t, store) => {
  await store.accounts.create(account('a-1', 'dana'));
  await store.accounts.create(account('a-2', 'lee'));
  await store.accounts.setPasswordHash('a-1', 'scrypt$new');
  await store.accounts.setNotificationPrefs('a-1', { newLoginAlert: false, passwordChangeAlert: true });
  await store.accounts.setMfa('a-1', { enabled: true, method: 'email' });
  t.match(await store.accounts.getById('a-1'), {
    passwordHash: 'scrypt$new',
    notificationPrefs: { newLoginAlert: false, passwordChangeAlert: true },
    mfa: { enabled: true, method: 'email' },
  });
  t.same(await store.accounts.getById('a-2'), account('a-2', 'lee'), 'the other account is untouched');
});

forEachAdapter(t, 'accounts: a profile change renames the sign-in username', async (t, store) => {
  const dana = account('a-1', 'dana');
  await store.accounts.create(dana);
  const profile = { ...dana.profile, username: 'dreyes', fullName: 'Dana R. Reyes', department: 'Other' as const };
  await store.accounts.setProfile('a-1', profile);
  t.match(await store.accounts.getByUsername('dreyes'), { id: 'a-1', username: 'dreyes', profile });
  t.equal(await store.accounts.getByUsername('dana'), null, 'the old username no longer signs in');
});

forEachAdapter(t, 'audit: records read back newest first, bounded by the limit', async (t, store) => {
  const rec = (id: string, at: string) => ({
    id,
    at,
    actorId: 'account-1',
    actorName: 'admin',
    action: 'log.reveal',
    target: `log-${id}`,
    detail: { which: 'input' },
  });
  await store.audit.record(rec('r-1', '2026-01-01T10:00:00.000Z'));
  await store.audit.record(rec('r-3', '2026-01-03T10:00:00.000Z'));
  await store.audit.record(rec('r-2', '2026-01-02T10:00:00.000Z'));
  t.same(await store.audit.list(10), [rec('r-3', '2026-01-03T10:00:00.000Z'), rec('r-2', '2026-01-02T10:00:00.000Z'), rec('r-1', '2026-01-01T10:00:00.000Z')]);
  t.same((await store.audit.list(2)).map((r) => r.id), ['r-3', 'r-2']);
});
