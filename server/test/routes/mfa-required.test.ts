import t from 'tap';
import { MFA_REQUIRED_ERRORS, SETTINGS_DEFAULTS, type Me, type MfaEnrolment } from '@gsg/shared';
import { base32Decode, totp } from '../../src/security/totp.ts';
import { ADMIN_PASSWORD, buildTestApp, signIn } from '../helper.ts';
import { PUBLIC_ROUTES as PUBLIC } from '../public-routes.ts';
import { Console, listen, once } from '../live/live-client.ts';

// Settings › Security › MFA required is on in the product: these apps keep the product's default.
const build = (t: Parameters<typeof buildTestApp>[0]) => buildTestApp(t, { mfaRequired: true });

/** Routes that stay open to a person who must still set up MFA, as the issue names them. */
const OPEN_BEFORE_ENROLMENT = new Set(['GET /api/v1/auth/me', 'GET /api/v1/account/mfa', 'POST /api/v1/account/mfa/enrolment', 'POST /api/v1/account/mfa/enable']);

t.test('an account without MFA can only set it up: every other session route answers 403 saying so', async (t) => {
  const { app, as } = await build(t);
  const me = (await as({ method: 'GET', url: '/api/v1/auth/me' })).json() as Me;
  t.equal(me.mfaEnrolmentRequired, true, '/auth/me tells the web to lead to the setup');

  const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x') })),
  );
  const sessionRoutes = routes.filter(({ method, path }) => path.startsWith('/api/') && !PUBLIC.has(`${method} ${path}`));
  t.ok(sessionRoutes.length > 40, `${sessionRoutes.length} session routes`);
  const policiesBefore = await app.store.policies.list();
  const answers = await Promise.all(
    sessionRoutes
      .filter(({ method, path }) => !OPEN_BEFORE_ENROLMENT.has(`${method} ${path}`))
      .map(async ({ method, path }) => {
        const res = await as({ method: method as 'GET', url: path, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
        const message = String(res.headers['content-type']).startsWith('application/json') ? (res.json() as { message?: string }).message : res.body.slice(0, 80);
        return { route: `${method} ${path}`, status: res.statusCode, message };
      }),
  );
  const through = answers.filter((a) => a.status !== 403 || a.message !== MFA_REQUIRED_ERRORS.enrolmentRequired);
  t.same(through, [], `${answers.length} routes, each refused with the reason`);
  t.same(await app.store.policies.list(), policiesBefore, 'nothing changed');

  const mfa = await as({ method: 'GET', url: '/api/v1/account/mfa' });
  t.equal(mfa.statusCode, 200, 'the MFA state is readable');
  const signOut = await as({ method: 'POST', url: '/api/v1/auth/logout' });
  t.equal(signOut.statusCode, 204, 'signing out works');
});

/** Sets up the authenticator for the session's account (the method every test app can use). */
async function enableAuthenticator(as: Awaited<ReturnType<typeof build>>['as']): Promise<void> {
  const enrolment = (await as({ method: 'POST', url: '/api/v1/account/mfa/enrolment' })).json() as Extract<MfaEnrolment, { method: 'authenticator' }>;
  const res = await as({ method: 'POST', url: '/api/v1/account/mfa/enable', payload: { method: 'authenticator', code: totp(base32Decode(enrolment.secret), Date.now()) } });
  if (res.statusCode !== 200) throw new Error(`enable failed: ${res.body}`);
}

t.test('setting up the authenticator opens the console; MFA cannot be turned off while it is required', async (t) => {
  const { as } = await build(t);
  const enrolment = (await as({ method: 'POST', url: '/api/v1/account/mfa/enrolment' })).json() as Extract<MfaEnrolment, { method: 'authenticator' }>;
  const code = totp(base32Decode(enrolment.secret), Date.now());
  const enabled = await as({ method: 'POST', url: '/api/v1/account/mfa/enable', payload: { method: 'authenticator', code } });
  t.equal(enabled.statusCode, 200, enabled.body);

  t.equal(((await as({ method: 'GET', url: '/api/v1/auth/me' })).json() as Me).mfaEnrolmentRequired, false);
  t.equal((await as({ method: 'GET', url: '/api/v1/logs' })).statusCode, 200, 'the same session now reads the logs');

  const off = await as({ method: 'POST', url: '/api/v1/account/mfa/disable', payload: { password: ADMIN_PASSWORD } });
  t.equal(off.statusCode, 403);
  t.equal(off.json().message, MFA_REQUIRED_ERRORS.cannotDisable);
  t.equal(((await as({ method: 'GET', url: '/api/v1/account/mfa' })).json() as { enabled: boolean }).enabled, true, 'MFA stays on');
});

t.test("the MFA state says it is required and the organisation's method (Settings › Security › MFA Method)", async (t) => {
  const { as, app } = await build(t);
  t.same((await as({ method: 'GET', url: '/api/v1/account/mfa' })).json(), {
    enabled: false,
    method: 'authenticator',
    required: true,
    organisationMethod: 'authenticator',
    emailCodesTo: null,
  });
  await app.services.settings.put('security', { ...SETTINGS_DEFAULTS.security, mfaMethod: 'email' }, null);
  t.match((await as({ method: 'GET', url: '/api/v1/account/mfa' })).json(), { required: true, organisationMethod: 'email' });
  await enableAuthenticator(as);
  t.equal((await as({ method: 'GET', url: '/api/v1/logs' })).statusCode, 200, 'set up: the console opens');
});

t.test('MFA required off: an account without MFA works, and may turn MFA off again', async (t) => {
  const { as, app } = await build(t);
  // Another admin would turn it off; this one may not act yet, so the setting is written as that admin would.
  await app.services.settings.put('security', { ...SETTINGS_DEFAULTS.security, mfaRequired: false }, null);
  t.equal(((await as({ method: 'GET', url: '/api/v1/auth/me' })).json() as Me).mfaEnrolmentRequired, false);
  t.equal((await as({ method: 'GET', url: '/api/v1/logs' })).statusCode, 200);

  await enableAuthenticator(as);
  const off = await as({ method: 'POST', url: '/api/v1/account/mfa/disable', payload: { password: ADMIN_PASSWORD } });
  t.equal(off.statusCode, 200, off.body);

  // Turned on again, the same session is held back at once, not at its next sign-in.
  await app.services.settings.put('security', SETTINGS_DEFAULTS.security, null);
  const held = await as({ method: 'GET', url: '/api/v1/logs' });
  t.equal(held.statusCode, 403);
  t.equal(held.json().message, MFA_REQUIRED_ERRORS.enrolmentRequired);
});

t.test('sign-in tells the web that MFA must be set up; the live stream refuses such a session', async (t) => {
  const test = await listen(await build(t));
  const res = await test.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
  t.equal(res.statusCode, 200);
  t.equal((res.json() as Me).mfaEnrolmentRequired, true);

  const cookie = await signIn(test.app, 'admin', ADMIN_PASSWORD);
  const console_ = new Console(t, test.url, cookie);
  const [error] = await once<[Error]>(console_.socket, 'connect_error');
  t.equal(error.message, MFA_REQUIRED_ERRORS.enrolmentRequired, 'no live data before MFA is set up');
});
