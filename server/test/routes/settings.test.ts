import { createServer, type AddressInfo } from 'node:net';
import t from 'tap';
import { MFA_DELIVERY_ERRORS, SETTINGS_DEFAULTS, type IdentitySettings } from '@gsg/shared';
import { closedPort } from '../closed-port.ts';
import { ON_MONGODB, buildTestApp, type TestApp } from '../helper.ts';
import { UNSAVED_DIRECTORY } from '../../src/services/connection-test.ts';

t.test("an untouched section answers the product's defaults", async (t) => {
  // MFA required is one of them: the admin reading them has MFA, as the requirement asks.
  const { app, as } = await buildTestApp(t, { mfaRequired: true });
  await app.store.accounts.setMfa((await app.store.accounts.getByUsername('admin'))!.id, { enabled: true, method: 'email' });
  const general = await as({ method: 'GET', url: '/api/v1/settings/general' });
  t.equal(general.statusCode, 200);
  t.same(general.json(), {
    section: 'general',
    values: { retentionPeriod: 90, defaultAction: 'flag', autoArchive: true, alertGroupingMinutes: 30, alertSlaHighHours: 1, alertSlaMediumHours: 8, alertSlaLowHours: 24 },
  });
  const security = await as({ method: 'GET', url: '/api/v1/settings/security' });
  t.match(security.json().values, { sessionTimeout: 30, mfaRequired: true });
  t.equal((await as({ method: 'GET', url: '/api/v1/settings/notifications' })).json().values.notificationFrequency, 'daily');
  t.equal((await as({ method: 'GET', url: '/api/v1/settings/users' })).json().values.passwordPolicy, 'strong');
  t.same((await as({ method: 'GET', url: '/api/v1/settings/identity' })).json().values, SETTINGS_DEFAULTS.identity);
});

t.test("a save answers 'Settings Saved' detail for its section and is read back", async (t) => {
  const { as } = await buildTestApp(t);
  const cases = [
    ['general', { ...SETTINGS_DEFAULTS.general, retentionPeriod: 30, defaultAction: 'block', autoArchive: false, alertGroupingMinutes: 15 }, 'General settings have been updated successfully'],
    // MFA required stays off: the admin of these tests has no MFA (settings of MFA: mfa-required.test.ts).
    ['security', { ...SETTINGS_DEFAULTS.security, mfaRequired: false, ssoEnabled: true, sessionTimeout: 45 }, 'Security settings have been updated successfully'],
    ['identity', { ...SETTINGS_DEFAULTS.identity, identitySource: 'okta', adDomain: 'corp.acme.example' }, 'Identity settings have been updated successfully'],
    ['users', { ...SETTINGS_DEFAULTS.users, defaultRole: 'cybersecurity_analyst' }, 'Users settings have been updated successfully'],
    ['notifications', { ...SETTINGS_DEFAULTS.notifications, emailAddress: 'soc@acme.example' }, 'Notifications settings have been updated successfully'],
  ] as const;
  for (const [section, values, message] of cases) {
    const saved = await as({ method: 'PUT', url: `/api/v1/settings/${section}`, payload: values });
    t.equal(saved.statusCode, 200, section);
    t.same(saved.json(), { section, values, message });
    t.same((await as({ method: 'GET', url: `/api/v1/settings/${section}` })).json(), { section, values }, `${section} read back`);
  }
});

t.test('MFA Method cannot name SMS (no SMS provider), nor e-mail while no e-mail integration can send the codes', async (t) => {
  const { as } = await buildTestApp(t);
  const put = (mfaMethod: string) => as({ method: 'PUT', url: '/api/v1/settings/security', payload: { ...SETTINGS_DEFAULTS.security, mfaRequired: false, mfaMethod } });
  const sms = await put('phone');
  t.equal(sms.statusCode, 400);
  t.same(sms.json().fields, [{ path: 'body.mfaMethod', message: MFA_DELIVERY_ERRORS.smsUnavailable }]);
  const email = await put('email');
  t.equal(email.statusCode, 400);
  t.same(email.json().fields, [{ path: 'body.mfaMethod', message: MFA_DELIVERY_ERRORS.noMailServer }]);
  t.equal((await as({ method: 'GET', url: '/api/v1/settings/security' })).json().values.mfaMethod, 'authenticator', 'nothing stored');

  const added = await as({
    method: 'POST',
    url: '/api/v1/integrations',
    payload: { type: 'email', name: 'Mail', config: { smtpHost: '127.0.0.1', smtpPort: 2525, from: 'gsg@example.com', to: 'soc@example.com' } },
  });
  t.equal(added.statusCode, 201);
  t.equal((await put('email')).statusCode, 200, 'with an e-mail integration, e-mail may be the method');
  await as({ method: 'DELETE', url: `/api/v1/integrations/${added.json().id}` });
  t.equal((await put('email')).statusCode, 200, 'the section saved whole again keeps the method chosen while it could be used');
});

t.test('a saved session timeout takes effect on sessions', async (t) => {
  const { app, as, cookie } = await buildTestApp(t);
  await as({ method: 'PUT', url: '/api/v1/settings/security', payload: { ...SETTINGS_DEFAULTS.security, mfaRequired: false, sessionTimeout: 5 } });
  const ctx = await app.services.sessions.authenticate(cookie.split('=')[1]);
  await app.store.sessions.touch(ctx!.session.id, new Date(Date.now() - 6 * 60_000).toISOString());
  t.equal((await as({ method: 'GET', url: '/api/v1/settings/general' })).statusCode, 401, 'idle 6 minutes past a 5 minute timeout');
});

t.test('bad values are refused with 400 naming each bad field, and nothing is stored', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({
    method: 'PUT',
    url: '/api/v1/settings/general',
    payload: { ...SETTINGS_DEFAULTS.general, retentionPeriod: 'ninety', defaultAction: 'delete' },
  });
  t.equal(res.statusCode, 400);
  t.match(res.json(), { statusCode: 400, error: 'Bad Request', message: /^Invalid request: body\.retentionPeriod: .*; body\.defaultAction: / });
  t.same(res.json().fields.map((f: { path: string }) => f.path), ['body.retentionPeriod', 'body.defaultAction']);
  t.equal((await as({ method: 'GET', url: '/api/v1/settings/general' })).json().values.retentionPeriod, 90);

  const email = await as({ method: 'PUT', url: '/api/v1/settings/notifications', payload: { ...SETTINGS_DEFAULTS.notifications, emailAddress: 'not-an-email' } });
  t.equal(email.statusCode, 400);
  t.match(email.json().fields, [{ path: 'body.emailAddress' }]);

  const missing = await as({ method: 'PUT', url: '/api/v1/settings/security', payload: { ssoEnabled: true } });
  t.equal(missing.statusCode, 400, 'a section is saved whole');
  t.ok(missing.json().fields.some((f: { path: string }) => f.path === 'body.sessionTimeout'));

  const zero = await as({ method: 'PUT', url: '/api/v1/settings/general', payload: { retentionPeriod: 0, defaultAction: 'flag', autoArchive: true } });
  t.equal(zero.statusCode, 400, 'a retention of zero days would delete every log');
});

t.test('another section’s body does not fit; unknown sections are 400', async (t) => {
  const { as } = await buildTestApp(t);
  const wrong = await as({ method: 'PUT', url: '/api/v1/settings/security', payload: SETTINGS_DEFAULTS.general });
  t.equal(wrong.statusCode, 400);
  const unknown = await as({ method: 'GET', url: '/api/v1/settings/integrations' });
  t.equal(unknown.statusCode, 400);
  t.match(unknown.json().fields, [{ path: 'params.section' }]);
  const unknownPut = await as({ method: 'PUT', url: '/api/v1/settings/integrations', payload: {} });
  t.equal(unknownPut.statusCode, 400);
});

t.test('unknown fields are dropped, not stored', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({ method: 'PUT', url: '/api/v1/settings/general', payload: { ...SETTINGS_DEFAULTS.general, theme: 'dark' } });
  t.equal(res.statusCode, 200);
  t.same(res.json().values, SETTINGS_DEFAULTS.general);
});

t.test('settings need a session', async (t) => {
  const { app } = await buildTestApp(t);
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/settings/general' })).statusCode, 401);
  const put = await app.inject({ method: 'PUT', url: '/api/v1/settings/general', payload: { ...SETTINGS_DEFAULTS.general, retentionPeriod: 1 } });
  t.equal(put.statusCode, 401);
  t.equal((await app.services.settings.get('general')).retentionPeriod, 90, 'nothing changed');
});

const testConnection = (payload?: object) => ({
  method: 'POST' as const,
  url: '/api/v1/settings/test-connection',
  ...(payload ? { payload } : {}),
});
const identity = (over: Partial<IdentitySettings>): IdentitySettings => ({ ...SETTINGS_DEFAULTS.identity, ldapUserSearchBase: 'ou=people,dc=acme,dc=example', ...over });

/** Saves the identity settings, then tests them as the form sends them: a directory must be saved first. */
const saveAndTest = async (as: TestApp['as'], settings: IdentitySettings) => {
  const saved = await as({ method: 'PUT', url: '/api/v1/settings/identity', payload: settings });
  if (saved.statusCode !== 200) throw new Error(`saving failed: ${saved.body}`);
  return as(testConnection(settings));
};

t.test('Test Connection with no identity source makes a round trip to the database', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as(testConnection());
  t.equal(res.statusCode, 200);
  const kind = ON_MONGODB ? 'MongoDB' : 'SQLite';
  t.match(res.json(), {
    ok: true,
    target: `the database (${kind})`,
    detail: new RegExp(`^No identity source is configured; the database \\(${kind}\\) answered in \\d+ ms$`),
  });
});

t.test('Test Connection says why it cannot use an LDAP server (the real bind and search: identity/ldap-sign-in.test.ts)', async (t) => {
  const { as } = await buildTestApp(t);
  const listening = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  t.teardown(() => listening.close());
  const open = (listening.address() as AddressInfo).port;

  const notLdap = await saveAndTest(as, identity({ identitySource: 'ldap', ldapServer: `ldap://127.0.0.1:${open}` }));
  t.match(notLdap.json(), { ok: false, target: `127.0.0.1:${open}`, detail: new RegExp(`^Could not reach the LDAP server 127\\.0\\.0\\.1:${open}: `) }, 'a port that does not speak LDAP');
  const noBase = await saveAndTest(as, identity({ identitySource: 'ldap', ldapServer: `ldap://127.0.0.1:${open}`, ldapUserSearchBase: '' }));
  t.match(noBase.json(), { ok: false, detail: 'No user search base is configured' });

  const closed = await closedPort();
  const refused = await saveAndTest(as, identity({ identitySource: 'ldap', ldapServer: `127.0.0.1:${closed}` }));
  t.equal(refused.statusCode, 200, 'a failed check is an answer, not an error');
  t.match(refused.json(), {
    ok: false,
    target: `127.0.0.1:${closed}`,
    detail: `Could not reach the LDAP server 127.0.0.1:${closed}: connection refused (ECONNREFUSED)`,
  });

  const unset = await as(testConnection(identity({ identitySource: 'ldap' })));
  t.match(unset.json(), { ok: false, detail: 'No LDAP server is configured' });
  const wrongScheme = await as(testConnection(identity({ identitySource: 'ldap', ldapServer: 'https://dc1.corp.example' })));
  t.match(wrongScheme.json(), { ok: false, detail: /must start with ldap:\/\/ or ldaps:\/\// });
});

t.test('without a body Test Connection checks the saved identity settings', async (t) => {
  const { as } = await buildTestApp(t);
  const closed = await closedPort();
  await as({ method: 'PUT', url: '/api/v1/settings/identity', payload: identity({ identitySource: 'ldap', ldapServer: `ldap://127.0.0.1:${closed}` }) });
  t.match((await as(testConnection())).json(), { ok: false, detail: /^Could not reach the LDAP server 127\.0\.0\.1:\d+: connection refused/ });
});

t.test('Active Directory is reached at its domain on the LDAP port', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await saveAndTest(as, identity({ identitySource: 'active-directory', adDomain: 'localhost' }));
  t.match(res.json(), { target: 'localhost:389', detail: /the Active Directory domain localhost:389/ });
  const bad = await as(testConnection(identity({ identitySource: 'active-directory', adDomain: 'corp example' })));
  t.match(bad.json(), { ok: false, detail: "'corp example' is not a domain name such as corp.example.com" });
});

t.test('an Entra ID tenant ID of the wrong form, or a hosted source with no issuer, fails without a network call', async (t) => {
  const { as } = await buildTestApp(t);
  const entra = await as(testConnection(identity({ identitySource: 'entra-id', entraIdTenantId: 'my tenant' })));
  t.match(entra.json(), { ok: false, target: 'login.microsoftonline.com', detail: /^'my tenant' is not a tenant ID: expected a GUID/ });
  const empty = await as(testConnection(identity({ identitySource: 'entra-id' })));
  t.match(empty.json(), { ok: false, detail: 'No Entra ID tenant ID is configured' });
  const okta = await as(testConnection(identity({ identitySource: 'okta' })));
  t.match(okta.json(), { ok: false, target: 'Okta', detail: 'No issuer URL is configured' });
});

t.test('Test Connection checks its body and needs a session', async (t) => {
  const { app, as } = await buildTestApp(t);
  const bad = await as(testConnection({ identitySource: 'kerberos', entraIdTenantId: '', ldapServer: '', adDomain: '' }));
  t.equal(bad.statusCode, 400);
  t.match(bad.json().fields, [{ path: 'body.identitySource' }]);
  t.equal((await app.inject(testConnection())).statusCode, 401);
});

t.test('Test Connection never probes a host other than the saved one, and is rate limited', async (t) => {
  const { as } = await buildTestApp(t);
  let contacted = 0;
  const listening = createServer((socket) => {
    contacted += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  t.teardown(() => listening.close());
  const open = (listening.address() as AddressInfo).port;

  for (const settings of [
    identity({ identitySource: 'ldap', ldapServer: `ldap://127.0.0.1:${open}` }),
    identity({ identitySource: 'active-directory', adDomain: 'localhost' }),
  ]) {
    const res = await as(testConnection(settings));
    t.equal(res.statusCode, 400, `${settings.identitySource}: not saved, not probed`);
    t.equal(res.json().message, UNSAVED_DIRECTORY);
  }
  await as({ method: 'PUT', url: '/api/v1/settings/identity', payload: identity({ identitySource: 'ldap', ldapServer: 'ldap://127.0.0.1:1' }) });
  const elsewhere = await as(testConnection(identity({ identitySource: 'ldap', ldapServer: `ldap://127.0.0.1:${open}` })));
  t.equal(elsewhere.statusCode, 400, 'another port of the saved host is another target');
  t.equal(contacted, 0, 'the open port was never contacted');

  const answers = [];
  for (let i = 0; i < 10; i++) answers.push((await as(testConnection())).statusCode);
  // Three were asked above: ten a minute in all.
  t.same(answers, [...Array(7).fill(200), 429, 429, 429], 'the saved server is tested, ten times a minute at the most');
});
