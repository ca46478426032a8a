import t from 'tap';
import { SETTINGS_DEFAULTS } from '@gsg/shared';
import { buildTestApp } from '../helper.ts';

const CLIENT_SECRET = 'client-secret-7Hq2zP';
const BIND_PASSWORD = 'bind-password-Xw91kd';

t.test('identity secrets are kept sealed, never sent back, and a save without them keeps them', async (t) => {
  const { app, as } = await buildTestApp(t);
  const values = {
    ...SETTINGS_DEFAULTS.identity,
    identitySource: 'okta',
    oidcIssuerUrl: 'https://acme.okta.example',
    oidcClientId: 'console',
    oidcClientSecret: CLIENT_SECRET,
    ldapBindPassword: BIND_PASSWORD,
    roleMapping: [{ group: 'soc', role: 'cybersecurity_analyst' }],
  };
  const saved = await as({ method: 'PUT', url: '/api/v1/settings/identity', payload: values });
  t.equal(saved.statusCode, 200);
  t.notOk(saved.body.includes(CLIENT_SECRET) || saved.body.includes(BIND_PASSWORD), 'the answer holds no secret');
  t.match(saved.json().values, { oidcClientSecretSet: true, ldapBindPasswordSet: true, oidcClientId: 'console' });
  t.notOk('oidcClientSecret' in saved.json().values);
  const read = await as({ method: 'GET', url: '/api/v1/settings/identity' });
  t.notOk(read.body.includes(CLIENT_SECRET) || read.body.includes(BIND_PASSWORD));
  t.match(read.json().values, { oidcClientSecretSet: true, ldapBindPasswordSet: true });
  const raw = JSON.stringify(await app.store.settings.get('identity'));
  t.notOk(raw.includes(CLIENT_SECRET) || raw.includes(BIND_PASSWORD), 'stored sealed, not in clear');
  t.same(await app.services.settings.identitySecrets(), { oidcClientSecret: CLIENT_SECRET, ldapBindPassword: BIND_PASSWORD });

  // The form sends back what it read (the flags, no secrets): the stored secrets stay.
  const again = await as({ method: 'PUT', url: '/api/v1/settings/identity', payload: { ...read.json().values, oidcClientId: 'console-2' } });
  t.equal(again.statusCode, 200);
  t.match(again.json().values, { oidcClientSecretSet: true, ldapBindPasswordSet: true, oidcClientId: 'console-2' });
  const blank = await as({ method: 'PUT', url: '/api/v1/settings/identity', payload: { ...read.json().values, oidcClientSecret: '' } });
  t.equal(blank.json().values.oidcClientSecretSet, true, 'an empty field keeps the stored secret');
  t.same(await app.services.settings.identitySecrets(), { oidcClientSecret: CLIENT_SECRET, ldapBindPassword: BIND_PASSWORD });
  // A flag sent as false does not remove anything; null does.
  await as({ method: 'PUT', url: '/api/v1/settings/identity', payload: { ...read.json().values, ldapBindPasswordSet: false } });
  t.equal((await app.services.settings.identitySecrets()).ldapBindPassword, BIND_PASSWORD);
  const cleared = await as({ method: 'PUT', url: '/api/v1/settings/identity', payload: { ...read.json().values, ldapBindPassword: null } });
  t.match(cleared.json().values, { oidcClientSecretSet: true, ldapBindPasswordSet: false });
  t.same(await app.services.settings.identitySecrets(), { oidcClientSecret: CLIENT_SECRET, ldapBindPassword: null });

  const audit = await as({ method: 'GET', url: '/api/v1/audit?limit=100' });
  t.equal(audit.statusCode, 200);
  t.match(audit.body, /settings:identity/, 'the saves are audited');
  t.notOk(audit.body.includes(CLIENT_SECRET) || audit.body.includes(BIND_PASSWORD) || audit.body.includes('v1:'), 'the audit trail holds no secret, sealed or not');
});

t.test('identity fields are checked: an issuer must be https (http only on loopback), a user filter must name {username}', async (t) => {
  const { as } = await buildTestApp(t);
  const put = (over: Record<string, unknown>) => as({ method: 'PUT', url: '/api/v1/settings/identity', payload: { ...SETTINGS_DEFAULTS.identity, ...over } });
  const insecure = await put({ oidcIssuerUrl: 'http://idp.example.com' });
  t.equal(insecure.statusCode, 400);
  t.match(insecure.json().fields, [{ path: 'body.oidcIssuerUrl', message: /https/ }]);
  t.equal((await put({ oidcIssuerUrl: 'http://127.0.0.1:4611' })).statusCode, 200, 'a loopback provider may be plain http');
  t.equal((await put({ oidcIssuerUrl: 'not a url' })).statusCode, 400);
  const filter = await put({ ldapUserFilter: '(uid=alice)' });
  t.match(filter.json().fields, [{ path: 'body.ldapUserFilter' }]);
  const mapping = await put({ roleMapping: [{ group: 'soc', role: 'root' }] });
  t.equal(mapping.statusCode, 400);
  const partial = await as({ method: 'PUT', url: '/api/v1/settings/identity', payload: { identitySource: 'okta', entraIdTenantId: '', ldapServer: '', adDomain: '' } });
  t.equal(partial.statusCode, 400, 'the section is saved whole');
  t.same((await as({ method: 'GET', url: '/api/v1/settings/identity' })).json().values.oidcIssuerUrl, 'http://127.0.0.1:4611', 'refused saves changed nothing');
});
