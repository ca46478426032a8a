import { SETTINGS_DEFAULTS, type IdentitySettings } from '@gsg/shared';
import type { TestApp } from '../helper.ts';
import { CookieJar, follow, visit } from '../../test-support/browser-jar.ts';
import type { ProviderUser } from '../../test-support/openid-provider.ts';

/** What the sign-in tests with an OpenID provider share: the settings, and a browser through the flow. */

export const CALLBACK = '/api/v1/auth/sso/callback';

export interface Console extends TestApp {
  origin: string;
}

/** Saves the settings through the API, then, with MFA required asked for, turns that on (which holds the admin back). */
export async function configure(gsg: Console, identity: Partial<IdentitySettings>, { sso = true, provisioning = true, mfaRequired = false } = {}) {
  const put = async (section: string, payload: object) => {
    const res = await gsg.as({ method: 'PUT', url: `/api/v1/settings/${section}`, payload });
    if (res.statusCode !== 200) throw new Error(`${section}: ${res.body}`);
  };
  // The admin has no MFA: the requirement is lifted for the saves (and the audit reads that follow them).
  await gsg.app.services.settings.put('security', { ...SETTINGS_DEFAULTS.security, mfaRequired: false }, null);
  await put('identity', { ...SETTINGS_DEFAULTS.identity, identitySource: 'okta', ...identity });
  await put('users', { ...SETTINGS_DEFAULTS.users, autoUserProvisioning: provisioning });
  await put('security', { ...SETTINGS_DEFAULTS.security, ssoEnabled: sso, mfaRequired: false });
  if (mfaRequired) await gsg.app.services.settings.put('security', { ...SETTINGS_DEFAULTS.security, ssoEnabled: sso, mfaRequired: true }, null);
}

/**
 * A browser through the whole sign-in: the console's start, the provider's sign-in form, and back to the
 * console's callback. Stops before the callback when `holdCallback` is set, answering its URL.
 */
export async function signInAtProvider(gsg: Console, jar: CookieJar, user: Pick<ProviderUser, 'preferredUsername' | 'password'>, holdCallback = false) {
  const atCallback = (u: URL) => holdCallback && u.pathname === CALLBACK;
  const toForm = await follow(jar, `${gsg.origin}/api/v1/auth/sso/start`);
  const form = toForm.at(-1)!;
  if (!form.body.includes('Sign in to Acme')) throw new Error(`no provider sign-in form: ${form.response.status} ${form.url}`);
  const action = /action="([^"]+)"/.exec(form.body)![1]!;
  let callbackUrl: URL | null = null;
  const back = await follow(
    jar,
    new URL(action, form.url),
    (u) => {
      if (u.pathname === CALLBACK) callbackUrl = u;
      return atCallback(u) || (u.origin === gsg.origin && (u.pathname === '/' || u.pathname === '/sign-in'));
    },
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ login: user.preferredUsername, password: user.password }).toString() },
  );
  return { steps: [...toForm, ...back], callbackUrl: callbackUrl as URL | null, last: back.at(-1)! };
}

export const landing = (step: { response: Response }) => step.response.headers.get('location');
export const me = (gsg: Console, jar: CookieJar) => visit(jar, `${gsg.origin}/api/v1/auth/me`);

/** The person the sign-in tests send through the provider: an analyst by her group. */
export const ALICE: ProviderUser = {
  sub: 'sub-alice-0001',
  password: 'Alice-idp-pw-1',
  email: 'alice@acme.example',
  name: 'Alice Martin',
  preferredUsername: 'alice@acme.example',
  groups: ['gsg-analysts', 'everyone'],
};
