import t from 'tap';
import { MFA_REQUIRED_ERRORS, type Me } from '@gsg/shared';
import { base32Decode, totp } from '@gsg/server/security/totp';
import { skipWithoutChromium, startConsole } from './harness.ts';

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('MFA required (the product default): the console opens once MFA is set up', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t, {}, { mfaRequired: true });
  const page = await gsg.newPage(t);
  await page.goto('/monitoring');

  await page.getByRole('heading', { name: 'Set up multi-factor authentication' }).waitFor();
  await page.getByRole('status').filter({ hasText: MFA_REQUIRED_ERRORS.enrolmentRequired }).waitFor();
  t.equal(await page.locator('.app-sidebar').count(), 0, 'no navigation: nothing else opens yet');
  t.ok(await page.getByRole('radio', { name: 'Authenticator App', exact: true }).isChecked(), "the organisation's method (Settings › Security › MFA Method) is offered first");
  await page.getByText('Your organisation uses Authenticator App for multi-factor authentication').waitFor();
  const secret = (await page.getByTestId('mfa-secret').textContent())!.replace(/\s/g, '');
  await gsg.screenshot(page, 'mfa-required-setup');

  await page.getByLabel('6-digit code').fill(totp(base32Decode(secret), Date.now()));
  await page.getByRole('button', { name: 'Enable MFA' }).click();
  await page.getByRole('heading', { name: 'Monitoring', level: 2 }).waitFor();
  t.pass('the screen asked for opens, in the same session');
  t.equal(await page.locator('.app-sidebar').count(), 1);

  const me = (await (await page.request.get('/api/v1/auth/me')).json()) as Me;
  t.equal(me.mfaEnrolmentRequired, false);
});
