import t from 'tap';
import { SETTINGS_DEFAULTS } from '@gsg/shared';
import { buildTestApp } from '../helper.ts';

t.test("an untouched section answers the product's defaults", async (t) => {
  const { as } = await buildTestApp(t);
  const general = await as({ method: 'GET', url: '/api/v1/settings/general' });
  t.equal(general.statusCode, 200);
  t.same(general.json(), { section: 'general', values: { retentionPeriod: 90, defaultAction: 'flag', autoArchive: true } });
  const security = await as({ method: 'GET', url: '/api/v1/settings/security' });
  t.match(security.json().values, { sessionTimeout: 30, mfaRequired: true });
  t.equal((await as({ method: 'GET', url: '/api/v1/settings/notifications' })).json().values.notificationFrequency, 'daily');
  t.equal((await as({ method: 'GET', url: '/api/v1/settings/users' })).json().values.passwordPolicy, 'strong');
  t.same((await as({ method: 'GET', url: '/api/v1/settings/identity' })).json().values, SETTINGS_DEFAULTS.identity);
});

t.test("a save answers 'Settings Saved' detail for its section and is read back", async (t) => {
  const { as } = await buildTestApp(t);
  const cases = [
    ['general', { retentionPeriod: 30, defaultAction: 'block', autoArchive: false }, 'General settings have been updated successfully'],
    ['security', { ...SETTINGS_DEFAULTS.security, ssoEnabled: true, mfaMethod: 'email' }, 'Security settings have been updated successfully'],
    ['identity', { identitySource: 'okta', entraIdTenantId: '', ldapServer: '', adDomain: 'corp.acme.example' }, 'Identity settings have been updated successfully'],
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

t.test('a saved session timeout takes effect on sessions', async (t) => {
  const { app, as, cookie } = await buildTestApp(t);
  await as({ method: 'PUT', url: '/api/v1/settings/security', payload: { ...SETTINGS_DEFAULTS.security, sessionTimeout: 5 } });
  const ctx = await app.services.sessions.authenticate(cookie.split('=')[1]);
  await app.store.sessions.touch(ctx!.session.id, new Date(Date.now() - 6 * 60_000).toISOString());
  t.equal((await as({ method: 'GET', url: '/api/v1/settings/general' })).statusCode, 401, 'idle 6 minutes past a 5 minute timeout');
});

t.test('bad values are refused with 400 naming each bad field, and nothing is stored', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({
    method: 'PUT',
    url: '/api/v1/settings/general',
    payload: { retentionPeriod: 'ninety', defaultAction: 'delete', autoArchive: true },
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
