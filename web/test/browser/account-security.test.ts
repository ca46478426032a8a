import { randomUUID } from 'node:crypto';
import t from 'tap';
import type { Test } from 'tap';
import type { Page } from 'playwright-core';
import { MFA_DELIVERY_ERRORS, type AccountSession, type LoginHistoryEntry, type MfaStatus, type SecurityNotifications } from '@gsg/shared';
import { simpleParser } from 'mailparser';

/** What Settings › Security asks of MFA here: not required (the test console waives it), by authenticator. */
const ASKED = { required: false, organisationMethod: 'authenticator', emailCodesTo: null } as const;
import { hashPassword } from '@gsg/server/security/password-hash';
import { base32Decode, totp } from '@gsg/server/security/totp';
import { defaultAdmin } from '@gsg/server/services/first-start';
import { attributeSettled, skipWithoutChromium, startConsole, valueSettled, type ConsoleHarness } from './harness.ts';
import { startSmtpReceiver } from '@gsg/server/test/smtp-receiver';

const PASSWORD = 'Orchid-Lantern-Seven-42';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function toast(page: Page, title: string, description?: string): Promise<void> {
  let shown = page.locator('.toast').filter({ has: page.locator('.toast__title', { hasText: new RegExp(`^${title}$`) }) });
  if (description !== undefined) shown = shown.filter({ has: page.locator('.toast__description', { hasText: description }) });
  await shown.first().waitFor();
}

/**
 * Each case signs in as its own new account: changing the password, turning MFA on or signing out other
 * sessions must not touch the admin the harness signs in with.
 */
async function newUser(gsg: ConsoleHarness, t: Test, username: string): Promise<{ page: Page; api: <T>(path: string) => Promise<T> }> {
  const base = defaultAdmin(await hashPassword(PASSWORD), new Date());
  await gsg.app.store.accounts.create({
    ...base,
    id: randomUUID(),
    username,
    email: `${username}@gsg.local`,
    profile: { ...base.profile, username, fullName: `${username} Tester`, email: `${username}@gsg.local` },
  });
  const page = await gsg.newPage(t, { signedIn: false });
  const res = await page.request.post('/api/v1/auth/login', { data: { username, password: PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  const api = async <T>(path: string) => (await (await page.request.get(`/api/v1${path}`)).json()) as T;
  return { page, api };
}

/** Another device signing in as the user: its own cookie, a different browser and address. */
async function signInElsewhere(gsg: ConsoleHarness, username: string, userAgent = FIREFOX, ip = '203.0.113.9', password = PASSWORD) {
  return fetch(`${gsg.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, 'x-forwarded-for': ip },
    body: JSON.stringify({ username, password }),
  });
}

async function openSecurity(page: Page): Promise<void> {
  await page.goto('/account-security');
  await page.getByRole('heading', { name: 'Change Password' }).waitFor();
}

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('account security', { skip: skipWithoutChromium }, async (t) => {
  // Behind a proxy (this process), so the other devices' X-Forwarded-For addresses are believed.
  const gsg = await startConsole(t, { GSG_TRUST_PROXY: '127.0.0.1' });

  t.test('change password: toggles, the strength meter and the checks before anything is sent', async (t) => {
    const { page } = await newUser(gsg, t, 'pw-checks');
    await openSecurity(page);
    const current = page.getByLabel('Current Password', { exact: true });
    const next = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });

    for (const [field, name] of [[current, 'current password'], [next, 'new password'], [confirm, 'confirm new password']] as const) {
      t.equal(await field.getAttribute('type'), 'password', `${name} starts hidden`);
      await page.getByRole('button', { name: `Show ${name}` }).click();
      t.equal(await attributeSettled(field, 'type', 'text'), 'text', `${name} shows`);
      await page.getByRole('button', { name: `Hide ${name}` }).click();
      t.equal(await attributeSettled(field, 'type', 'password'), 'password', `${name} hides again`);
    }

    const meter = page.getByTestId('strength-meter');
    t.equal(await meter.count(), 0, 'no meter before a new password is typed');
    for (const [password, label] of [['abc', 'Weak'], ['abcdefgh1', 'Medium'], ['Abcdefgh12!x', 'Strong']] as const) {
      await next.fill(password);
      // Until the new password is drawn, the meter still rates the one before.
      t.equal(await valueSettled(() => meter.locator('.strength-meter__label').textContent(), label), label, `'${password}' is ${label}`);
    }
    await gsg.screenshot(page, 'account-security-password');

    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/v1/account/password')) posts.push(req.method());
    });
    await current.fill(PASSWORD);
    await next.fill('Fresh-Meadow-Quartz-91');
    await confirm.fill('Fresh-Meadow-Quartz-92');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Error', 'Passwords do not match');

    await next.fill('abcdefgh');
    await confirm.fill('abcdefgh');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Weak Password', 'Please choose a stronger password');
    t.same(posts, [], 'neither was sent');
  });

  t.test("change password: the current password is checked; 'Updating...', then 'Password Updated' and a clear form", async (t) => {
    const { page, api } = await newUser(gsg, t, 'pw-change');
    await signInElsewhere(gsg, 'pw-change');
    await openSecurity(page);
    t.equal(await page.getByRole('button', { name: 'Revoke' }).count(), 1, 'another session to start with');

    const current = page.getByLabel('Current Password', { exact: true });
    const next = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password', { exact: true });
    await current.fill('Not-My-Password-1');
    await next.fill('Fresh-Meadow-Quartz-91');
    await confirm.fill('Fresh-Meadow-Quartz-91');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Error', 'Current password is incorrect');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/account/password', async (route) => {
      await held;
      await route.fallback();
    });
    await current.fill(PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    const updating = page.getByRole('button', { name: 'Updating...' });
    await updating.waitFor();
    t.ok(await updating.isDisabled(), "'Updating...' is disabled");
    release();
    await toast(page, 'Password Updated');
    t.same([await current.inputValue(), await next.inputValue(), await confirm.inputValue()], ['', '', ''], 'the form is cleared');
    await page.getByTestId('strength-meter').waitFor({ state: 'detached' });

    t.equal((await signInElsewhere(gsg, 'pw-change')).status, 401, 'the old password no longer signs in');
    t.equal((await signInElsewhere(gsg, 'pw-change', FIREFOX, '203.0.113.9', 'Fresh-Meadow-Quartz-91')).status, 200, 'the new one does');
    await page.getByRole('button', { name: 'Revoke' }).waitFor({ state: 'detached' });
    t.pass('the other session was signed out and leaves the list');
    t.ok((await api<{ items: AccountSession[] }>('/account/sessions')).items.length >= 1, 'this device stays signed in');
  });

  t.test('MFA with an authenticator: QR and secret, a wrong code refused, the right one enables it; sign-in then asks', async (t) => {
    const { page, api } = await newUser(gsg, t, 'mfa-app');
    await openSecurity(page);
    const status = page.getByTestId('mfa-status');
    t.equal(await status.textContent(), 'Disabled');
    t.ok(await page.getByRole('radio', { name: 'Authenticator App', exact: true }).isChecked(), 'the authenticator is the default method');
    t.same(await page.getByRole('radiogroup').getByRole('radio').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent)), [
      'Authenticator App',
      `SMS${MFA_DELIVERY_ERRORS.smsUnavailable}`,
      `Email${MFA_DELIVERY_ERRORS.noMailServer}`,
    ], 'the three methods, each that cannot be used here with the reason');
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await qr.waitFor();
    t.ok(await qr.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0), 'the QR code renders');
    const secret = (await page.getByTestId('mfa-secret').textContent())!.replace(/\s/g, '');
    t.match(secret, /^[A-Z2-7]{32}$/, 'the setup key is shown');
    const key = base32Decode(secret);
    await page.getByText('Enter the 6-digit code the app shows.').waitFor();
    await gsg.screenshot(page, 'account-security-mfa-setup');

    const enable = page.getByRole('button', { name: 'Enable MFA' });
    t.ok(await enable.isDisabled(), 'Enable MFA waits for 6 digits');
    const right = totp(key, Date.now());
    await page.getByLabel('6-digit code').fill(String((Number(right) + 500_000) % 1_000_000).padStart(6, '0'));
    await enable.click();
    await toast(page, 'Error', 'That code is not valid');
    t.equal(await status.textContent(), 'Disabled', 'a wrong code leaves it off');
    t.same(await api<MfaStatus>('/account/mfa'), { enabled: false, method: 'authenticator', ...ASKED });

    await page.getByLabel('6-digit code').fill(totp(key, Date.now()));
    await enable.click();
    await toast(page, 'MFA Enabled');
    await page.getByText('Protected with Authenticator App', { exact: true }).waitFor();
    t.equal(await status.textContent(), 'Enabled');
    t.same(await api<MfaStatus>('/account/mfa'), { enabled: true, method: 'authenticator', ...ASKED });
    await gsg.screenshot(page, 'account-security-mfa-enabled');

    // Sign-in now takes the code, on the real sign-in page.
    const signIn = await gsg.newPage(t, { signedIn: false });
    await signIn.goto('/account-security');
    await signIn.getByLabel('Username').fill('mfa-app');
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByRole('status').filter({ hasText: 'Enter the 6-digit code from your authenticator app' }).waitFor();
    const codeField = signIn.getByLabel('Authentication code');
    t.ok(await signIn.getByRole('button', { name: 'Sign in' }).isDisabled(), 'sign-in waits for the code');
    await gsg.screenshot(signIn, 'sign-in-mfa-code');
    await codeField.fill('000000' === right ? '111111' : '000000');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByRole('alert').filter({ hasText: 'not valid' }).waitFor();
    t.pass('a wrong code is refused');
    // The next step's code: the enabling code's own step is used up (a code signs in once).
    await codeField.fill(totp(key, Date.now() + 30_000));
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByRole('heading', { name: 'Account Security' }).waitFor();
    t.equal(new URL(signIn.url()).pathname, '/account-security', 'signed in, on the page asked for');

    await page.getByRole('button', { name: 'Disable MFA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable MFA' });
    await dialog.getByLabel('Password').fill('Wrong-Password-0');
    await dialog.getByRole('button', { name: 'Disable MFA' }).click();
    await toast(page, 'Error', 'Password is incorrect');
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Disable MFA' }).click();
    await toast(page, 'MFA Disabled');
    await dialog.waitFor({ state: 'detached' });
    t.equal(await status.textContent(), 'Disabled');
    t.same(await api<MfaStatus>('/account/mfa'), { enabled: false, method: 'authenticator', ...ASKED });
    t.equal((await signInElsewhere(gsg, 'mfa-app')).status, 200, 'sign-in needs no code again');
  });

  t.test('MFA by SMS cannot be chosen; e-mail neither until an e-mail integration can send the codes, each with the reason', async (t) => {
    const { page, api } = await newUser(gsg, t, 'mfa-sms');
    await openSecurity(page);
    const sms = page.getByRole('radio', { name: /^SMS/ });
    const email = page.getByRole('radio', { name: /^Email/ });
    t.ok(await sms.isDisabled(), 'SMS is not offered');
    t.ok(await email.isDisabled(), 'nor e-mail, with no e-mail integration');
    await page.getByText(MFA_DELIVERY_ERRORS.smsUnavailable).waitFor();
    await page.getByText(MFA_DELIVERY_ERRORS.noMailServer).waitFor();
    // The enrolment is asked of the server once the page knows e-mail cannot be used: wait for its answer.
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    t.pass('the authenticator is set up instead');
    await gsg.screenshot(page, 'account-security-mfa-unavailable');
    t.same(await api<MfaStatus>('/account/mfa'), { enabled: false, method: 'authenticator', ...ASKED });
  });

  t.test('MFA by e-mail: the code is mailed, entered, resent; each sign-in then asks for a new mailed one', async (t) => {
    const smtp = await startSmtpReceiver(t);
    const admin = await gsg.newPage(t);
    const added = await admin.request.post('/api/v1/integrations', {
      data: { type: 'email', name: 'Mail', config: { smtpHost: '127.0.0.1', smtpPort: smtp.port, from: 'gsg@example.com', to: 'soc@example.com' } },
    });
    t.equal(added.status(), 201, 'an e-mail integration is added');
    t.teardown(async () => {
      await admin.request.delete(`/api/v1/integrations/${((await added.json()) as { id: string }).id}`);
    });
    const codeMails = () => smtp.mails.filter((m) => m.to.includes('mfa-mail@gsg.local') && /^X-GSG-Event: mfa\.code\./im.test(m.raw));
    // The server answers once the mail server has taken the mail: it is here by then.
    const codeIn = async (i: number) => {
      if (codeMails().length <= i) throw new Error(`no code mail ${i}`);
      const text = (await simpleParser(codeMails()[i]!.raw)).text ?? '';
      return /^\s+(\d{6})$/m.exec(text)![1]!;
    };

    const { page, api } = await newUser(gsg, t, 'mfa-mail');
    await openSecurity(page);
    // The label, as a person clicks it (Blueprint's indicator lies over the input itself).
    await page.getByRole('radio', { name: /^Email/ }).locator('..').click();
    await page.getByText('We will e-mail a 6-digit code to mfa-mail@gsg.local').waitFor();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We sent a code to mfa-mail@gsg.local. It works once, for 10 minutes.').waitFor();
    const resend = page.getByRole('button', { name: /^Resend code/ });
    t.ok(await resend.isDisabled(), 'a new code only after a minute');
    t.match(await resend.textContent(), /Resend code \(in \d+ s\)/);
    const first = await codeIn(0);
    await gsg.screenshot(page, 'account-security-mfa-email-sent');

    const field = page.getByLabel('6-digit code');
    await field.fill(String((Number(first) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Enable MFA' }).click();
    await toast(page, 'Error', MFA_DELIVERY_ERRORS.mailedCodeInvalid);
    t.same(await api<MfaStatus>('/account/mfa'), { ...ASKED, enabled: false, method: 'authenticator', emailCodesTo: 'mfa-mail@gsg.local' });
    await field.fill(first);
    await page.getByRole('button', { name: 'Enable MFA' }).click();
    await toast(page, 'MFA Enabled');
    await page.getByText('Protected with Email', { exact: true }).waitFor();
    await page.getByText('Each sign-in e-mails a new 6-digit code to mfa-mail@gsg.local.').waitFor();
    t.same(await api<MfaStatus>('/account/mfa'), { ...ASKED, enabled: true, method: 'email', emailCodesTo: 'mfa-mail@gsg.local' });

    // Signing in again, in a browser of its own: password, then the mailed code.
    const signIn = await gsg.newPage(t, { signedIn: false });
    await signIn.goto('/account-security');
    await signIn.getByLabel('Username').fill('mfa-mail');
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByRole('status').filter({ hasText: 'Enter the 6-digit code we e-mailed to m•••@gsg.local' }).waitFor();
    await signIn.getByText('The 6-digit code we e-mailed you: it works once, for 10 minutes').waitFor();
    const signInCode = await codeIn(1);
    await signIn.getByRole('button', { name: 'Send a new code' }).click();
    await signIn.getByRole('status').filter({ hasText: 'a new one can be sent a minute after the last' }).waitFor();
    t.equal(codeMails().length, 2, 'asking again within the minute mails nothing new');
    await gsg.screenshot(signIn, 'sign-in-mfa-email');
    const codeField = signIn.getByLabel('Authentication code');
    await codeField.fill(first);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByRole('alert').filter({ hasText: 'not valid' }).waitFor();
    t.pass('the setup code does not sign in');
    await codeField.fill(signInCode);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.getByRole('heading', { name: 'Account Security' }).waitFor();
    t.equal(new URL(signIn.url()).pathname, '/account-security', 'signed in with the mailed code');
  });

  t.test("sessions: the real ones, 'This device', Revoke and 'Sign Out All Other Sessions'", async (t) => {
    const { page, api } = await newUser(gsg, t, 'sessions');
    await signInElsewhere(gsg, 'sessions', FIREFOX, '203.0.113.9');
    await signInElsewhere(gsg, 'sessions', 'curl/8.5.0', '198.51.100.7');
    await openSecurity(page);
    const table = page.getByRole('table', { name: 'Active sessions' });
    const rows = table.locator('tbody tr');
    await rows.nth(2).waitFor();
    t.same(await table.locator('th').allTextContents(), ['Device / Browser', 'Location', 'IP Address', 'Last Active', 'Actions']);
    const sessions = (await api<{ items: AccountSession[] }>('/account/sessions')).items;
    t.equal(await rows.count(), sessions.length);
    t.equal(await table.getByText('This device', { exact: true }).count(), 1, 'one is this device');
    t.equal(await table.getByRole('button', { name: /^Revoke/ }).count(), 2, 'the others can be revoked');
    const firefox = rows.filter({ hasText: 'Firefox on Linux' });
    t.match(await firefox.textContent(), /203\.0\.113\.9/);
    t.match(await firefox.textContent(), /Just now|minute/, 'last active, relative');
    await gsg.screenshot(page, 'account-security-sessions');

    await firefox.getByRole('button', { name: /^Revoke/ }).click();
    await toast(page, 'Session Revoked');
    await firefox.waitFor({ state: 'detached' });
    t.equal((await api<{ items: AccountSession[] }>('/account/sessions')).items.length, 2, 'the server ended it');

    await page.getByRole('button', { name: 'Sign Out All Other Sessions' }).click();
    await toast(page, 'Sessions Terminated');
    await page.getByRole('button', { name: 'Sign Out All Other Sessions' }).waitFor({ state: 'detached' });
    t.equal(await rows.count(), 1, 'only this device is left');
    t.same((await api<{ items: AccountSession[] }>('/account/sessions')).items.map((s) => s.isCurrent), [true]);
  });

  t.test('login history shows real successes and failures; notification switches are saved', async (t) => {
    const { page, api } = await newUser(gsg, t, 'history');
    await signInElsewhere(gsg, 'history', FIREFOX, '198.51.100.20', 'Wrong-Password-0');
    await openSecurity(page);
    const table = page.getByRole('table', { name: 'Login history' });
    t.same(await table.locator('th').allTextContents(), ['Date / Time', 'Device / Browser', 'Location', 'IP Address', 'Status']);
    const entries = (await api<{ items: LoginHistoryEntry[] }>('/account/login-history')).items;
    t.same(entries.map((e) => e.status), ['failed', 'success'], 'the failure after the sign-in');
    const rows = table.locator('tbody tr');
    t.same(await rows.locator('.bp6-tag').allTextContents(), ['Failed', 'Success']);
    t.match(await rows.first().textContent(), /Firefox on Linux.*198\.51\.100\.20/);

    const newLogin = page.getByRole('switch', { name: 'New Login Detected' });
    const changed = page.getByRole('switch', { name: 'Password Changed' });
    t.ok((await newLogin.isChecked()) && (await changed.isChecked()), 'both on by default');
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/v1/account/notifications') && res.request().method() === 'PUT');
    await page.locator('.security-switch', { hasText: 'New Login Detected' }).locator('label').click();
    await saved;
    t.same(await api<SecurityNotifications>('/account/notifications'), { newLoginAlert: false, passwordChangeAlert: true, sentTo: null }, 'saved');
    await page.getByText('Nothing is sent until an administrator adds an email integration').waitFor();
    t.pass('without an e-mail integration the section says nothing is sent');
    await page.reload();
    await page.getByRole('switch', { name: 'New Login Detected' }).waitFor();
    t.notOk(await page.getByRole('switch', { name: 'New Login Detected' }).isChecked(), 'still off after a reload');
    await gsg.screenshot(page, 'account-security');
  });
});
