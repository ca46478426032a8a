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
  t.equal(await store.accounts.create(account('a-1', 'dana')), true);
  t.equal(await store.accounts.create(account('a-2', 'Dana')), false, 'a taken username is refused, not thrown');
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

forEachAdapter(t, 'accounts: listed by username; an admin changes name, address, role and disabled', async (t, store) => {
  await store.accounts.create(account('a-2', 'lee', 'admin'));
  await store.accounts.create(account('a-1', 'dana'));
  t.same((await store.accounts.list()).map((a) => a.username), ['dana', 'lee']);
  const changed = await store.accounts.administer('a-1', { role: 'cybersecurity_analyst', disabled: true, fullName: 'Dana Reyes-Kim', email: 'drk@acme.example' });
  t.match(changed, { before: { role: 'auditor', disabled: false }, after: { role: 'cybersecurity_analyst', disabled: true, email: 'drk@acme.example' } });
  t.match(await store.accounts.getById('a-1'), {
    role: 'cybersecurity_analyst',
    disabled: true,
    email: 'drk@acme.example',
    profile: { fullName: 'Dana Reyes-Kim', email: 'drk@acme.example' },
  });
  t.equal(await store.accounts.administer('nobody', { disabled: true }), null);
});

forEachAdapter(t, 'accounts: the last enabled admin cannot be disabled, demoted or deleted, and nothing changes', async (t, store) => {
  await store.accounts.create(account('a-1', 'root', 'admin'));
  await store.accounts.create(account('a-2', 'dana'));
  await t.rejects(store.accounts.administer('a-1', { disabled: true }), { name: 'LastAdminError' });
  await t.rejects(store.accounts.administer('a-1', { role: 'auditor' }), { name: 'LastAdminError' });
  await t.rejects(store.accounts.delete('a-1'), { name: 'LastAdminError' });
  t.match(await store.accounts.getById('a-1'), { role: 'admin', disabled: false }, 'the refused changes left no trace');
  // With a second admin either may go, but not both.
  await store.accounts.administer('a-2', { role: 'admin' });
  t.match(await store.accounts.delete('a-1'), { id: 'a-1' });
  await t.rejects(store.accounts.administer('a-2', { disabled: true }), { name: 'LastAdminError' });
  t.same((await store.accounts.list()).map((a) => a.id), ['a-2']);
  t.equal(await store.accounts.delete('a-1'), null, 'deleting what is gone answers null');
});

forEachAdapter(t, 'accounts: deleting an account ends its sessions', async (t, store) => {
  await store.accounts.create(account('a-0', 'root', 'admin'));
  await store.accounts.create(account('a-1', 'dana'));
  const at = '2026-01-01T00:00:00.000Z';
  await store.sessions.create({ id: 's-1', tokenHash: 'h1', accountId: 'a-1', device: 'd', location: 'l', ipAddress: '10.0.0.1', createdAt: at, lastActive: at });
  await store.accounts.delete('a-1');
  t.equal(await store.sessions.getByTokenHash('h1'), null);
});

forEachAdapter(t, 'accounts: an identity provider or directory account is found by its subject at its source', async (t, store) => {
  const sso = { ...account('a-1', 'dana'), passwordHash: '', source: 'oidc' as const, externalSubject: 'https://idp.example|u-1' };
  await store.accounts.create(sso);
  await store.accounts.create(account('a-2', 'lee'));
  t.same(await store.accounts.getById('a-1'), sso, 'source and subject are kept');
  t.same(await store.accounts.getByExternalSubject('oidc', 'https://idp.example|u-1'), sso);
  t.equal(await store.accounts.getByExternalSubject('ldap', 'https://idp.example|u-1'), null, 'the subject belongs to its source');
  t.equal(await store.accounts.getByExternalSubject('oidc', 'https://idp.example|u-2'), null);
  t.match(await store.accounts.getById('a-2'), { source: 'local', externalSubject: null }, 'a local account has no subject');
  await store.accounts.create({ ...account('a-3', 'kim'), passwordHash: '', source: 'ldap', externalSubject: null });
  await store.accounts.setExternalSubject('a-3', 'uid=kim,ou=people,dc=acme,dc=example');
  t.match(await store.accounts.getByExternalSubject('ldap', 'uid=kim,ou=people,dc=acme,dc=example'), { id: 'a-3', username: 'kim' });
});
