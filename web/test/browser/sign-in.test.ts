import t from 'tap';
import { ADMIN_PASSWORD, ADMIN_USERNAME, skipWithoutChromium, startConsole } from './harness.ts';

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('sign-in', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test('without a session every path leads to sign-in; wrong credentials show the error', async (t) => {
    const page = await gsg.newPage(t, { signedIn: false });
    await page.goto('/alerts');
    await page.getByLabel('Username').waitFor();
    t.match(page.url(), /\/sign-in\?next=%2Falerts$/, 'the requested path is kept');
    await gsg.screenshot(page, 'sign-in');

    const submit = page.getByRole('button', { name: 'Sign in' });
    t.ok(await submit.isDisabled(), 'nothing to submit yet');
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
    t.match(page.url(), /\/sign-in/, 'still on the sign-in page');
    await gsg.screenshot(page, 'sign-in-error');
  });

  t.test('the right password lands on the dashboard, or on the path asked for', async (t) => {
    const page = await gsg.newPage(t, { signedIn: false });
    await page.goto('/');
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    t.equal(new URL(page.url()).pathname, '/');
    await page.getByText('Monitor GenAI interactions and policy compliance', { exact: true }).first().waitFor();

    const other = await gsg.newPage(t, { signedIn: false });
    await other.goto('/monitoring');
    await other.getByLabel('Username').fill(ADMIN_USERNAME);
    await other.getByLabel('Password').fill(ADMIN_PASSWORD);
    await other.getByLabel('Password').press('Enter');
    await other.getByRole('heading', { name: 'Monitoring' }).waitFor();
    t.equal(new URL(other.url()).pathname, '/monitoring');
  });
});
