// LDAP StartTLS (Settings › Security › Identity Source): the plain ldap:// connection is upgraded before
// anything is sent, and the directory's certificate is checked against the configured CA. Against a real
// OpenLDAP on loopback that answers nothing but StartTLS over a plain connection (security tls=1), with a
// throwaway CA and server certificate made by openssl.
import t from 'tap';
import { SETTINGS_DEFAULTS, SSO_ERRORS, type IdentitySettings } from '@gsg/shared';
import { buildTestApp, type TestApp } from '../helper.ts';
import { STARTTLS_WITH_LDAPS } from '../../src/modules/auth/identity/directory.ts';
import { LDAP_PEOPLE, LDAP_SERVICE_DN, directorySettings, slapdMissing, startSlapd, type Slapd } from '../../test-support/slapd.ts';
import { makeTestCertificates } from '../../test-support/test-certificates.ts';

const PEOPLE = LDAP_PEOPLE;
const SERVICE_DN = LDAP_SERVICE_DN;
const SERVICE_PASSWORD = 'svc-Pw-tls-61';
const DANA_PASSWORD = 'Dana-dir-pw-7';

async function seed(slapd: Slapd): Promise<void> {
  const root = await slapd.admin();
  try {
    await root.add(PEOPLE, { objectClass: ['organizationalUnit'], ou: 'people' });
    await root.add(SERVICE_DN, { objectClass: ['organizationalRole', 'simpleSecurityObject'], cn: 'console-svc', userPassword: SERVICE_PASSWORD });
    await root.add(`uid=dana,${PEOPLE}`, { objectClass: ['inetOrgPerson'], uid: 'dana', cn: 'Dana Example', sn: 'Example', mail: 'dana@acme.example', userPassword: DANA_PASSWORD });
  } finally {
    await root.unbind();
  }
}

const settings = (slapd: Slapd, over: Partial<IdentitySettings>): IdentitySettings =>
  directorySettings(slapd, SERVICE_PASSWORD, { ldapGroupAttribute: '', ...over });

async function configure(gsg: TestApp, identity: IdentitySettings): Promise<void> {
  for (const [section, payload] of [
    ['identity', identity],
    ['users', { ...SETTINGS_DEFAULTS.users, autoUserProvisioning: true }],
    ['security', { ...SETTINGS_DEFAULTS.security, mfaRequired: false, ssoEnabled: true }],
  ] as const) {
    const res = await gsg.as({ method: 'PUT', url: `/api/v1/settings/${section}`, payload });
    if (res.statusCode !== 200) throw new Error(`${section}: ${res.body}`);
  }
}

const testConnection = async (gsg: TestApp) => (await gsg.as({ method: 'POST', url: '/api/v1/settings/test-connection' })).json() as { ok: boolean; detail: string };
const login = (gsg: TestApp) => gsg.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'dana', password: DANA_PASSWORD } });

// Skipped only where OpenLDAP is not installed (slapdMissing says so); .ci/run installs it.
const missing = slapdMissing();

t.test('LDAP StartTLS against OpenLDAP on loopback', { skip: missing ?? false }, async (t) => {
  const certs = makeTestCertificates();
  t.teardown(() => certs.remove());
  const slapd = await startSlapd({ tls: certs });
  t.teardown(() => slapd.stop());
  await seed(slapd);

  t.test('with the CA trusted, Test Connection and sign-in both go over StartTLS', async (t) => {
    const gsg = await buildTestApp(t);
    await configure(gsg, settings(slapd, { ldapStartTls: true, ldapCaCertificate: certs.caPem }));
    const stored = (await gsg.as({ method: 'GET', url: '/api/v1/settings/identity' })).json().values;
    t.match(stored, { ldapStartTls: true, ldapCaCertificate: certs.caPem.trim() }, 'the option and the CA are stored and shown');
    const tested = await testConnection(gsg);
    t.equal(tested.ok, true, tested.detail);
    t.match(tested.detail, new RegExp(`^Bound as ${SERVICE_DN} to the LDAP server 127\\.0\\.0\\.1:\\d+`));
    const res = await login(gsg);
    t.equal(res.statusCode, 200, res.body);
    t.match(res.json(), { username: 'dana', email: 'dana@acme.example' });
  });

  t.test('without StartTLS the directory answers nothing: it wants TLS first', async (t) => {
    const gsg = await buildTestApp(t);
    await configure(gsg, settings(slapd, { ldapStartTls: false, ldapCaCertificate: certs.caPem }));
    const tested = await testConnection(gsg);
    t.equal(tested.ok, false);
    t.match(tested.detail, /^Could not reach the LDAP server 127\.0\.0\.1:\d+: .*(confidentiality|TLS)/i);
    t.equal((await login(gsg)).statusCode, 503);
  });

  t.test('a certificate from a CA that is not trusted is refused, by Test Connection and sign-in alike', async (t) => {
    const other = makeTestCertificates('Someone Else');
    t.teardown(() => other.remove());
    for (const [label, ca] of [
      ["this server's own CAs", ''],
      ['another CA', other.caPem],
    ] as const) {
      const gsg = await buildTestApp(t);
      await configure(gsg, settings(slapd, { ldapStartTls: true, ldapCaCertificate: ca }));
      const tested = await testConnection(gsg);
      t.equal(tested.ok, false, `${label}: ${tested.detail}`);
      t.match(tested.detail, /^Could not reach the LDAP server 127\.0\.0\.1:\d+: its certificate is (signed by an untrusted CA|not signed by a trusted CA|self-signed)/, label);
      const res = await login(gsg);
      t.equal(res.statusCode, 503, label);
      t.equal(res.json().message, SSO_ERRORS.directoryUnavailable);
      t.equal(await gsg.app.store.accounts.getByUsername('dana'), null, 'no account is created');
    }
  });

  t.test('StartTLS with an ldaps:// address, and a CA that is not a certificate, are refused with the reason', async (t) => {
    const gsg = await buildTestApp(t);
    await configure(gsg, settings(slapd, { ldapStartTls: true, ldapServer: slapd.url.replace('ldap://', 'ldaps://') }));
    const tested = await testConnection(gsg);
    t.same([tested.ok, tested.detail], [false, STARTTLS_WITH_LDAPS]);
    const bad = await gsg.as({ method: 'PUT', url: '/api/v1/settings/identity', payload: settings(slapd, { ldapCaCertificate: 'not a certificate' }) });
    t.equal(bad.statusCode, 400);
    t.match(bad.json().fields, [{ path: 'body.ldapCaCertificate', message: /PEM certificate/ }]);
  });
});
