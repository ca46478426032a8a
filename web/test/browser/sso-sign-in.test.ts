import t from 'tap';
import { SETTINGS_DEFAULTS, SSO_ERRORS, type Me } from '@gsg/shared';
import { startOpenIdProvider, type ProviderUser } from '@gsg/server/test-support/openid-provider';
import { freePort } from '@gsg/server/test-support/child-server';
import { type ConsoleHarness, shown, skipWithoutChromium, startConsole } from './harness.ts';

const DANA: ProviderUser = {
  sub: 'sub-dana-0001',
  password: 'Dana-idp-pw-1',
  email: 'dana@acme.example',
  name: 'Dana Reyes',
  preferredUsername: 'dana@acme.example',
  groups: ['gsg-analysts'],
};
const EVAN: ProviderUser = { sub: 'sub-evan-0002', password: 'Evan-idp-pw-2', email: 'evan@acme.example', name: 'Evan Cole', preferredUsername: 'evan@acme.example', groups: [] };

async function configure(gsg: ConsoleHarness, issuer: string, clientId: string, clientSecret: string, { provisioning = true, mfaRequired = true } = {}) {
  const { settings } = gsg.app.services;
  await settings.put(
    'identity',
    {
      ...SETTINGS_DEFAULTS.identity,
      identitySource: 'okta',
      oidcIssuerUrl: issuer,
      oidcClientId: clientId,
      oidcClientSecret: clientSecret,
      roleMapping: [{ group: 'gsg-analysts', role: 'cybersecurity_analyst' }],
    },
    null,
  );
  await settings.put('users', { ...SETTINGS_DEFAULTS.users, autoUserProvisioning: provisioning }, null);
  await settings.put('security', { ...SETTINGS_DEFAULTS.security, ssoEnabled: true, mfaRequired }, null);
}

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('sign-in with the identity provider', { skip: skipWithoutChromium }, async (t) => {
  const port = await freePort();
  const gsg = await startConsole(t, { GSG_PUBLIC_URL: `http://127.0.0.1:${port}` }, { port });
  const idp = await startOpenIdProvider({ redirectUris: [`${gsg.baseUrl}/api/v1/auth/sso/callback`], users: [DANA, EVAN] });
  t.teardown(() => idp.stop());

  t.test('"Sign in with Okta", the provider\'s own form, and into the console with the mapped role', async (t) => {
    // MFA required stays on: someone from the identity provider is not held at the console's MFA setup.
    await configure(gsg, idp.issuer, idp.clientId, idp.clientSecret);
    const page = await gsg.newPage(t, { signedIn: false });
    await page.goto('/');
    const sso = page.getByRole('link', { name: 'Sign in with Okta' });
    await sso.waitFor();
    await page.getByLabel('Username').waitFor();
    await gsg.screenshot(page, 'sso-sign-in');
    // The keyboard reaches it and opens it.
    await sso.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Acme Identity' }).waitFor();
    t.equal(new URL(page.url()).origin, idp.issuer, 'at the identity provider');
    await page.getByLabel('Username').fill(DANA.preferredUsername);
    await page.getByLabel('Password').fill(DANA.password);
    await page.getByRole('button', { name: 'Sign in to Acme' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    t.equal(new URL(page.url()).origin, gsg.baseUrl, 'back in the console');
    const me = (await (await page.request.get('/api/v1/auth/me')).json()) as Me;
    t.match(me, { username: DANA.preferredUsername, fullName: 'Dana Reyes', role: 'cybersecurity_analyst', mfaEnrolmentRequired: false });
    await gsg.screenshot(page, 'sso-signed-in');
  });

  t.test('a refused sign-in comes back to the sign-in page with the reason', async (t) => {
    await configure(gsg, idp.issuer, idp.clientId, idp.clientSecret, { provisioning: false });
    const page = await gsg.newPage(t, { signedIn: false });
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Sign in with Okta' }).click();
    await page.getByLabel('Username').fill(EVAN.preferredUsername);
    await page.getByLabel('Password').fill(EVAN.password);
    await page.getByRole('button', { name: 'Sign in to Acme' }).click();
    await page.getByRole('alert').filter({ hasText: SSO_ERRORS.notProvisioned }).waitFor();
    t.equal(new URL(page.url()).pathname, '/sign-in');
    t.notOk(new URL(page.url()).searchParams.has('sso_error'), 'the reason is shown, not kept in the address');
    t.equal(await gsg.app.store.accounts.getByUsername(EVAN.preferredUsername), null);
    await gsg.screenshot(page, 'sso-refused');
  });

  t.test('Settings › Identity: the provider fields, a secret shown only as set, the group mapping', async (t) => {
    await configure(gsg, idp.issuer, idp.clientId, idp.clientSecret, { mfaRequired: false });
    const page = await gsg.newPage(t);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    const issuer = page.getByLabel('Issuer URL');
    t.equal(await issuer.inputValue(), idp.issuer);
    t.equal(await page.getByLabel('Client ID').inputValue(), idp.clientId);
    const secret = page.getByLabel('Client Secret', { exact: true });
    t.equal(await secret.inputValue(), '', 'the secret is never shown');
    t.equal(await secret.getAttribute('type'), 'password');
    t.ok(await page.getByText('A value is stored; type a new one to replace it, or leave empty to keep it.').isVisible());
    t.equal(await page.getByLabel('Group 1', { exact: true }).inputValue(), 'gsg-analysts');
    await page.getByRole('button', { name: 'Add group mapping' }).click();
    await page.getByLabel('Group 2', { exact: true }).fill('gsg-admins');
    await page.getByLabel('Role for group 2').selectOption('admin');
    await gsg.screenshot(page, 'sso-settings');
    const identityCard = page.getByRole('region').filter({ hasText: 'Identity Source' });
    await identityCard.getByRole('button', { name: 'Save Changes' }).click();
    await page.locator('.toast').filter({ hasText: 'Identity settings have been updated successfully' }).first().waitFor();
    const saved = await gsg.app.services.settings.get('identity');
    t.same(saved.roleMapping, [
      { group: 'gsg-analysts', role: 'cybersecurity_analyst' },
      { group: 'gsg-admins', role: 'admin' },
    ]);
    t.equal((await gsg.app.services.settings.identitySecrets()).oidcClientSecret, idp.clientSecret, 'the stored secret was kept');

    await issuer.fill('http://idp.example.com');
    await identityCard.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('must start with https:// (plain http:// only for localhost)').waitFor();
    t.pass('a refused field says why under itself');
  });

  t.test('Settings › Identity: Clear removes the stored client secret, after a confirmation, when the section is saved', async (t) => {
    await configure(gsg, idp.issuer, idp.clientId, idp.clientSecret, { mfaRequired: false });
    const page = await gsg.newPage(t);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    const identityCard = page.getByRole('region').filter({ hasText: 'Identity Source' });
    const clear = page.getByRole('button', { name: 'Clear the stored Client Secret' });

    await clear.click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Clear the stored Client Secret? Without it, a provider that requires one refuses sign-in through it.').waitFor();
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'detached' });
    t.ok(await shown(identityCard.getByText('Set', { exact: true })), 'kept when the confirmation is cancelled');

    await clear.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear Client Secret' }).click();
    await identityCard.getByText('The stored value is removed when you save this section.').waitFor();
    t.equal(await page.getByLabel('Client Secret', { exact: true }).getAttribute('placeholder'), 'Type a new value, or save to clear it');
    await gsg.screenshot(page, 'sso-settings-secret-cleared');
    t.equal((await gsg.api<{ values: { oidcClientSecretSet: boolean } }>('/settings/identity')).values.oidcClientSecretSet, true, 'nothing changes before the save');

    const sent: unknown[] = [];
    page.on('request', (req) => {
      if (req.method() === 'PUT' && req.url().endsWith('/api/v1/settings/identity')) sent.push(req.postDataJSON());
    });
    await identityCard.getByRole('button', { name: 'Save Changes' }).click();
    await page.locator('.toast').filter({ hasText: 'Identity settings have been updated successfully' }).first().waitFor();
    t.match(sent, [{ oidcClientSecret: null, oidcIssuerUrl: idp.issuer, oidcClientId: idp.clientId }], 'the whole section, the secret as null');
    const stored = await gsg.api<{ values: Record<string, unknown> }>('/settings/identity');
    t.equal(stored.values.oidcClientSecretSet, false, 'the API says no secret is stored');
    t.notOk('oidcClientSecret' in stored.values, 'and never shows one');
    t.equal((await gsg.app.services.settings.identitySecrets()).oidcClientSecret, null, 'the stored secret is gone');
    t.equal(stored.values.oidcClientId, idp.clientId, 'the rest of the section is kept');
    await identityCard.getByText('No value is stored yet.').waitFor();
    t.equal(await page.getByRole('button', { name: 'Clear the stored Client Secret' }).count(), 0, 'nothing left to clear');
  });
});
