// Account Security › Security Notifications: the owner of an account is e-mailed when it signs in from a
// browser that never signed in to it, and when its password changes. Checked with a real SMTP exchange
// (smtp-server receiving what nodemailer sends through the e-mail integration).
import t from 'tap';
import { simpleParser } from 'mailparser';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../helper.ts';
import { addMailIntegration, startSmtpReceiver } from '../smtp-receiver.ts';

const LOGIN = '/api/v1/auth/login';
const CHROME_ON_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ANALYST_PASSWORD = 'Analyst-Passphrase-2026';

/** Signs in as a browser would: with the device cookie it was given before, if any; answers its new cookies. */
async function signInFrom(app: TestApp, device: string | null, username = 'admin', password = ADMIN_PASSWORD) {
  const res = await app.app.inject({
    method: 'POST',
    url: LOGIN,
    headers: { 'user-agent': CHROME_ON_MAC, ...(device ? { cookie: `gsg_device=${device}` } : {}) },
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = (name: string) => res.cookies.find((c) => c.name === name);
  return { device: cookie('gsg_device')!, session: `gsg_session=${cookie('gsg_session')!.value}` };
}

/** An analyst with an address of her own, added by the admin. */
async function addNina(t: Parameters<typeof buildTestApp>[0], app: TestApp): Promise<{ id: string }> {
  const created = await app.as({
    method: 'POST',
    url: '/api/v1/accounts',
    payload: { username: 'nina', fullName: 'Nina Analyst', email: 'nina@acme.example', role: 'cybersecurity_analyst', password: ANALYST_PASSWORD },
  });
  t.equal(created.statusCode, 201, 'the analyst is added');
  return created.json() as { id: string };
}

async function withMail(t: Parameters<typeof buildTestApp>[0], { integration = true } = {}) {
  const app = await buildTestApp(t);
  const smtp = await startSmtpReceiver(t);
  if (integration) await addMailIntegration(t, app.as, smtp.port);
  const drain = () => app.app.outbox.drain();
  const parsed = async (i: number) => simpleParser(smtp.mails[i]!.raw);
  return { ...app, smtp, drain, parsed };
}

t.test('a sign-in from a browser new to the account is mailed to its owner; the same browser again is not', async (t) => {
  const app = await withMail(t);
  const first = await signInFrom(app, null);
  await app.drain();
  const mail = await app.parsed(0);
  t.same(app.smtp.mails[0]!.to, ['admin@gsg.local'], "to the account's own address, not the integration's");
  t.equal(mail.subject, 'New sign-in to your GSG Console account');
  t.match(mail.text, /Your account admin was signed in to from a browser it had not been used from before/);
  t.match(mail.text, /Device: Chrome on macOS/);
  t.match(mail.text, /IP address: 127\.0\.0\.1/);
  t.notMatch(mail.text, ADMIN_PASSWORD, 'never the password');
  t.notMatch(mail.text, first.device.value, 'never the device key');

  t.ok(first.device.httpOnly, 'the device cookie is out of reach of scripts');
  t.ok((first.device.maxAge ?? 0) > 30 * 86_400, 'and lasts beyond the session');
  await signInFrom(app, first.device.value);
  await app.drain();
  t.equal(app.smtp.mails.length, 1, 'a browser that signed in before is known: no mail');

  await signInFrom(app, 'not-a-device-key');
  await app.drain();
  t.equal(app.smtp.mails.length, 2, 'a malformed cookie counts as no cookie: a new browser');
});

t.test("an account's first sign-in tells nobody; its second, from another browser, does", async (t) => {
  const app = await withMail(t);
  await addNina(t, app);
  await signInFrom(app, null, 'nina', ANALYST_PASSWORD);
  await app.drain();
  t.equal(app.smtp.mails.length, 0, 'the first sign-in of an account is from a new browser by definition');
  await signInFrom(app, null, 'nina', ANALYST_PASSWORD);
  await app.drain();
  t.same(app.smtp.mails[0]?.to, ['nina@acme.example']);
});

t.test('the New Login Detected switch stops the mail, even one already on its way', async (t) => {
  const app = await withMail(t);
  const off = await app.as({ method: 'PUT', url: '/api/v1/account/notifications', payload: { newLoginAlert: false, passwordChangeAlert: true } });
  t.same(off.json(), { newLoginAlert: false, passwordChangeAlert: true, sentTo: 'admin@gsg.local' });
  await signInFrom(app, null);
  await app.drain();
  t.equal(app.smtp.mails.length, 0, 'switched off: nothing is sent');

  // Kept while the switch was on, switched off before it went: the owner's latest word holds.
  await app.as({ method: 'PUT', url: '/api/v1/account/notifications', payload: { newLoginAlert: true, passwordChangeAlert: true } });
  await app.app.outbox.stop();
  await signInFrom(app, null);
  await app.as({ method: 'PUT', url: '/api/v1/account/notifications', payload: { newLoginAlert: false, passwordChangeAlert: true } });
  await app.drain();
  t.equal(app.smtp.mails.length, 0, 'the notice kept before the switch went off is not sent');
});

t.test('a password change is mailed: by its owner, and by an admin resetting it', async (t) => {
  const app = await withMail(t);
  const change = await app.as({
    method: 'POST',
    url: '/api/v1/account/password',
    headers: { 'user-agent': CHROME_ON_MAC },
    payload: { currentPassword: ADMIN_PASSWORD, newPassword: 'Another-Passphrase-2027', confirmPassword: 'Another-Passphrase-2027' },
  });
  t.equal(change.statusCode, 200, change.body);
  await app.drain();
  const own = await app.parsed(0);
  t.equal(own.subject, 'Your GSG Console password was changed');
  t.match(own.text, /The password of your account admin was changed\./);
  t.notMatch(own.text, /Another-Passphrase-2027/, 'never the new password');

  const nina = await addNina(t, app);
  t.equal((await app.as({ method: 'POST', url: `/api/v1/accounts/${nina.id}/password`, payload: { password: 'Fresh-Passphrase-2027' } })).statusCode, 200);
  await app.drain();
  t.same(app.smtp.mails[1]?.to, ['nina@acme.example']);
  t.match((await app.parsed(1)).text, /was changed by the administrator admin\./);

  const refused = await app.as({
    method: 'POST',
    url: '/api/v1/account/password',
    payload: { currentPassword: 'wrong-password-here', newPassword: 'Yet-Another-Passphrase-2028', confirmPassword: 'Yet-Another-Passphrase-2028' },
  });
  t.equal(refused.statusCode, 400);
  await app.drain();
  t.equal(app.smtp.mails.length, 2, 'a refused change tells nobody anything');
});

t.test('without an e-mail integration nothing is sent, and Account Security says so', async (t) => {
  const app = await withMail(t, { integration: false });
  t.same((await app.as({ method: 'GET', url: '/api/v1/account/notifications' })).json(), { newLoginAlert: true, passwordChangeAlert: true, sentTo: null });
  await signInFrom(app, null);
  await app.drain();
  t.equal(app.smtp.mails.length, 0);
  t.equal(await app.app.store.outbox.backlog(), 0, 'and nothing waits in the outbox for a server that does not exist');
});
