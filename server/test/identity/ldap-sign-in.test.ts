import t from 'tap';
import { Attribute, Change } from 'ldapts';
import { SETTINGS_DEFAULTS, SSO_ERRORS, TEAM_ERRORS, type IdentitySettings } from '@gsg/shared';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helper.ts';
import { INVALID_CREDENTIALS } from '../../src/modules/auth/routes.ts';
import { LDAP_PEOPLE, LDAP_SERVICE_DN, LDAP_SUFFIX, directorySettings as baseSettings, slapdMissing, startSlapd, type Slapd } from '../../test-support/slapd.ts';

const PEOPLE = LDAP_PEOPLE;
const GROUPS = `ou=groups,${LDAP_SUFFIX}`;
const SERVICE_DN = LDAP_SERVICE_DN;
const SERVICE_PASSWORD = 'svc-Pw-83kd';
const dn = (uid: string) => `uid=${uid},${PEOPLE}`;
const group = (cn: string) => `cn=${cn},${GROUPS}`;
const PASSWORDS: Record<string, string> = { alice: 'Alice-dir-pw-1', bob: 'Bob-dir-pw-2', carol: 'Carol-dir-pw-3', admin: 'Directory-admin-pw-4' };

async function seed(slapd: Slapd): Promise<void> {
  const root = await slapd.admin();
  try {
    await root.add(PEOPLE, { objectClass: ['organizationalUnit'], ou: 'people' });
    await root.add(GROUPS, { objectClass: ['organizationalUnit'], ou: 'groups' });
    await root.add(SERVICE_DN, { objectClass: ['organizationalRole', 'simpleSecurityObject'], cn: 'console-svc', userPassword: SERVICE_PASSWORD });
    for (const [uid, password] of Object.entries(PASSWORDS)) {
      const name = `${uid[0]!.toUpperCase()}${uid.slice(1)} Example`;
      await root.add(dn(uid), { objectClass: ['inetOrgPerson'], uid, cn: name, sn: 'Example', mail: `${uid}@acme.example`, userPassword: password });
    }
    await root.add(group('soc'), { objectClass: ['groupOfNames'], cn: 'soc', member: [dn('alice'), dn('carol')] });
    await root.add(group('console-admins'), { objectClass: ['groupOfNames'], cn: 'console-admins', member: [dn('bob')] });
  } finally {
    await root.unbind();
  }
}

const directorySettings = (slapd: Slapd, over: Partial<IdentitySettings> = {}): IdentitySettings => baseSettings(slapd, SERVICE_PASSWORD, {
  ldapGroupSearchBase: GROUPS,
  roleMapping: [
    { group: 'soc', role: 'cybersecurity_analyst' },
    { group: group('console-admins'), role: 'admin' },
  ],
  ...over,
});

async function configure(gsg: TestApp, slapd: Slapd, { sso = true, provisioning = true, mfaRequired = false } = {}) {
  const put = async (section: string, payload: object) => {
    const res = await gsg.as({ method: 'PUT', url: `/api/v1/settings/${section}`, payload });
    if (res.statusCode !== 200) throw new Error(`${section}: ${res.body}`);
  };
  await put('identity', directorySettings(slapd));
  await put('users', { ...SETTINGS_DEFAULTS.users, autoUserProvisioning: provisioning });
  await put('security', { ...SETTINGS_DEFAULTS.security, mfaRequired, ssoEnabled: sso });
}

const login = (gsg: TestApp, username: string, password: string) =>
  gsg.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password }, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' } });
const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => `gsg_session=${res.cookies.find((c) => c.name === 'gsg_session')?.value}`;

// Skipped only where OpenLDAP is not installed, with the reason "OpenLDAP's slapd is not installed
// (/usr/sbin/slapd); apt-get install -y slapd ldap-utils" (slapdMissing in test-support/slapd.ts); .ci/run
// installs it, so CI runs these. Installed but unable to start is a failure, not a skip.
const missing = slapdMissing();

t.test('sign-in through an LDAP directory (OpenLDAP on loopback)', { skip: missing ?? false }, async (t) => {
  const slapd: Slapd = await startSlapd();
  t.teardown(() => slapd.stop());
  await seed(slapd);

  t.test('Test Connection binds as the service account and searches the user base, as sign-in does', async (t) => {
    const gsg = await buildTestApp(t);
    await configure(gsg, slapd);
    const ok = await gsg.as({ method: 'POST', url: '/api/v1/settings/test-connection' });
    t.equal(ok.statusCode, 200);
    t.match(ok.json(), { ok: true, detail: new RegExp(`^Bound as ${SERVICE_DN} to the LDAP server 127\\.0\\.0\\.1:\\d+ and searched ${PEOPLE} in \\d+ ms$`) });
    const saved = (await gsg.as({ method: 'GET', url: '/api/v1/settings/identity' })).json().values;
    const wrong = await gsg.as({ method: 'POST', url: '/api/v1/settings/test-connection', payload: { ...saved, ldapBindPassword: 'not-it' } });
    t.match(wrong.json(), { ok: false, detail: `The LDAP server ${slapd.url.slice('ldap://'.length)} refused the service account ${SERVICE_DN}: wrong bind DN or password` });
    t.notOk(wrong.body.includes('not-it'), 'the typed password is not echoed');
    const noBase = await gsg.as({ method: 'POST', url: '/api/v1/settings/test-connection', payload: { ...saved, ldapUserSearchBase: `ou=nobody,${LDAP_SUFFIX}` } });
    t.match(noBase.json(), { ok: false, detail: /^Bound as .* but could not search ou=nobody/ });
  });

  t.test('the right password signs in with the mapped role; a wrong one, an unknown user or a filter trick does not', async (t) => {
    const gsg = await buildTestApp(t);
    await configure(gsg, slapd);
    const alice = await login(gsg, 'alice', PASSWORDS.alice!);
    t.equal(alice.statusCode, 200, alice.body);
    t.match(alice.json(), { username: 'alice', role: 'cybersecurity_analyst', email: 'alice@acme.example', fullName: 'Alice Example', mfaEnrolmentRequired: false });
    const account = await gsg.app.store.accounts.getByUsername('alice');
    t.match(account, { source: 'ldap', externalSubject: dn('alice'), passwordHash: '' }, 'a directory account has no password here');
    const me = await gsg.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: cookieOf(alice) } });
    t.equal(me.json().role, 'cybersecurity_analyst', 'the session works like any other');
    const reset = await gsg.as({ method: 'POST', url: `/api/v1/accounts/${account!.id}/password`, payload: { password: 'Local-Password-Would-Be-9' } });
    t.equal(reset.statusCode, 409, 'a directory account gets no console password');
    t.equal(reset.json().message, TEAM_ERRORS.noLocalPassword);
    t.equal((await gsg.app.store.accounts.getById(account!.id))?.passwordHash, '');
    const bob = await login(gsg, 'bob', PASSWORDS.bob!);
    t.equal(bob.json().role, 'admin', 'a group named by its DN maps too');

    for (const [username, password, why] of [
      ['alice', 'wrong-password', 'a wrong password'],
      ['alice', PASSWORDS.bob!, "another person's password"],
      ['nobody', 'whatever-1', 'a user the directory does not know'],
      ['*', PASSWORDS.alice!, 'a wildcard username'],
      ['alice)(uid=*', PASSWORDS.alice!, 'a filter injection'],
    ] as const) {
      const res = await login(gsg, username, password);
      t.equal(res.statusCode, 401, why);
      t.equal(res.json().message, INVALID_CREDENTIALS, why);
      t.notOk(res.cookies.some((c) => c.name === 'gsg_session' && c.value), `${why}: no session`);
    }
    t.equal(await gsg.app.store.accounts.getByUsername('nobody'), null, 'nothing was created');

    const audit = (await gsg.as({ method: 'GET', url: '/api/v1/audit?limit=100' })).json();
    const started = audit.items.filter((e: { action: string }) => e.action === 'session.started');
    t.match(
      started.find((e: { target: string }) => e.target === 'account:alice'),
      { detail: { method: 'ldap' } },
      'the audit trail says how the sign-in was made',
    );
    t.match(started.find((e: { target: string }) => e.target === 'account:admin'), { detail: { method: 'password' } });
    t.ok(audit.items.some((e: { action: string; target: string }) => e.action === 'sign-in.failed' && e.target === 'account:nobody'));
    const history = await gsg.app.inject({ method: 'GET', url: '/api/v1/account/login-history', headers: { cookie: cookieOf(alice) } });
    t.match(
      history.json().items.map((h: { status: string }) => h.status),
      ['failed', 'failed', 'success'],
      "alice's login history has her sign-in and the refused attempts at her name, newest first",
    );
  });

  t.test('with automatic provisioning off only existing accounts enter, and the refusal says why', async (t) => {
    const gsg = await buildTestApp(t);
    await configure(gsg, slapd, { provisioning: true });
    t.equal((await login(gsg, 'alice', PASSWORDS.alice!)).statusCode, 200);
    await configure(gsg, slapd, { provisioning: false });
    const carol = await login(gsg, 'carol', PASSWORDS.carol!);
    t.equal(carol.statusCode, 403);
    t.equal(carol.json().message, SSO_ERRORS.notProvisioned);
    t.equal(await gsg.app.store.accounts.getByUsername('carol'), null);
    t.equal((await login(gsg, 'carol', 'wrong-password')).json().message, INVALID_CREDENTIALS, 'without the password nobody learns more');
    t.equal((await login(gsg, 'alice', PASSWORDS.alice!)).statusCode, 200, 'an existing account still enters');
  });

  t.test("a group change changes the role at the next sign-in, and ends the old role's sessions", async (t) => {
    const gsg = await buildTestApp(t);
    await configure(gsg, slapd);
    const first = await login(gsg, 'carol', PASSWORDS.carol!);
    t.equal(first.json().role, 'cybersecurity_analyst');
    const root = await slapd.admin();
    t.teardown(() => root.unbind());
    await root.modify(group('soc'), [new Change({ operation: 'delete', modification: new Attribute({ type: 'member', values: [dn('carol')] }) })]);
    await root.modify(group('console-admins'), [new Change({ operation: 'add', modification: new Attribute({ type: 'member', values: [dn('carol')] }) })]);
    const second = await login(gsg, 'carol', PASSWORDS.carol!);
    t.equal(second.json().role, 'admin');
    t.equal((await gsg.app.store.accounts.getByUsername('carol'))?.role, 'admin');
    const old = await gsg.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: cookieOf(first) } });
    t.equal(old.statusCode, 401, 'the session of the old role ended');
    await root.modify(group('console-admins'), [new Change({ operation: 'delete', modification: new Attribute({ type: 'member', values: [dn('carol')] }) })]);
    const third = await login(gsg, 'carol', PASSWORDS.carol!);
    t.equal(third.json().role, 'auditor', 'in no mapped group: the default role');
    const updates = (await gsg.as({ method: 'GET', url: '/api/v1/audit?limit=100' })).json().items.filter((e: { action: string }) => e.action === 'account.updated');
    t.equal(updates.length, 2, 'each role change is audited');
  });

  t.test('the local admin stays local, a disabled account is refused, and SSO off turns the directory off', async (t) => {
    const gsg = await buildTestApp(t);
    await configure(gsg, slapd);
    t.equal((await login(gsg, 'admin', PASSWORDS.admin!)).statusCode, 401, "the directory's admin is not the console's");
    const admin = await login(gsg, 'admin', ADMIN_PASSWORD);
    t.equal(admin.statusCode, 200, 'the break-glass admin signs in with the local password');

    t.equal((await login(gsg, 'alice', PASSWORDS.alice!)).statusCode, 200);
    const alice = (await gsg.app.store.accounts.getByUsername('alice'))!;
    const disabled = await gsg.as({ method: 'PATCH', url: `/api/v1/accounts/${alice.id}`, payload: { disabled: true } });
    t.equal(disabled.statusCode, 200, disabled.body);
    const refused = await login(gsg, 'alice', PASSWORDS.alice!);
    t.equal(refused.statusCode, 403);
    t.equal(refused.json().message, SSO_ERRORS.disabled);
    await gsg.as({ method: 'PATCH', url: `/api/v1/accounts/${alice.id}`, payload: { disabled: false } });

    await configure(gsg, slapd, { sso: false });
    t.equal((await login(gsg, 'alice', PASSWORDS.alice!)).statusCode, 401, 'SSO off: a directory account cannot sign in');
    t.equal((await login(gsg, 'bob', PASSWORDS.bob!)).statusCode, 401, 'SSO off: the directory is not asked');
    t.equal(await gsg.app.store.accounts.getByUsername('bob'), null);
  });

  t.test('directory accounts are not asked to enrol in the console MFA (the directory owns sign-in)', async (t) => {
    const gsg = await buildTestApp(t);
    await configure(gsg, slapd, { mfaRequired: true });
    const alice = await login(gsg, 'alice', PASSWORDS.alice!);
    t.equal(alice.json().mfaEnrolmentRequired, false);
    const page = await gsg.app.inject({ method: 'GET', url: '/api/v1/settings/general', headers: { cookie: cookieOf(alice) } });
    t.equal(page.statusCode, 200, 'not held at the MFA setup');
  });

  t.test('a directory that does not answer is a 503 that says so, and nothing is created', async (t) => {
    const gsg = await buildTestApp(t);
    await configure(gsg, slapd);
    await gsg.as({ method: 'PUT', url: '/api/v1/settings/identity', payload: directorySettings(slapd, { ldapServer: 'ldap://127.0.0.1:1' }) });
    const res = await login(gsg, 'alice', PASSWORDS.alice!);
    t.equal(res.statusCode, 503);
    t.equal(res.json().message, SSO_ERRORS.directoryUnavailable);
    t.equal(await gsg.app.store.accounts.getByUsername('alice'), null);
  });
});
