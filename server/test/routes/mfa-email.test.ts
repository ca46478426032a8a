// E-mail MFA: a 6-digit code mailed through the e-mail integration's SMTP server, at setup and at every
// sign-in. Checked with a real SMTP exchange (smtp-server receiving what nodemailer sends): the code works
// once, within ten minutes and five tries, a new one is mailed at most once a minute, and the code itself
// is never in an answer or the log.
import t from 'tap';
import { simpleParser } from 'mailparser';
import { MFA_DELIVERY_ERRORS, type MfaEnrolment } from '@gsg/shared';
import { ADMIN_PASSWORD, buildTestApp, traceLog, type TestApp } from '../helper.ts';
import { addMailIntegration, startSmtpReceiver } from '../smtp-receiver.ts';

const LOGIN = '/api/v1/auth/login';
const ENROL = '/api/v1/account/mfa/enrolment';
const ENABLE = '/api/v1/account/mfa/enable';

async function withMail(t: Parameters<typeof buildTestApp>[0], { integration = true } = {}) {
  const log = traceLog();
  const app = await buildTestApp(t, { logger: log.logger });
  const smtp = await startSmtpReceiver(t);
  if (integration) await addMailIntegration(t, app.as, smtp.port);
  // The security notices (a sign-in from a new browser) go to the same receiver, when the outbox sends them.
  const codeMails = () => smtp.mails.filter((m) => /^X-GSG-Event: mfa\.code\./im.test(m.raw));
  /** The code in the i-th code mail received, with the mail. */
  const codeOf = async (i: number) => {
    const mail = await simpleParser(codeMails()[i]!.raw);
    const code = /^\s+(\d{6})$/m.exec(mail.text ?? '')?.[1];
    if (!code) throw new Error(`no code in mail ${i}: ${mail.text}`);
    return { code, mail };
  };
  const adminId = (await app.app.store.accounts.getByUsername('admin'))!.id;
  /** Moves the kept code's clock back, as if `ms` had passed. */
  const age = async (ms: number) => {
    const kept = (await app.app.store.accounts.getMailedMfaCode(adminId))!;
    await app.app.store.accounts.setMailedMfaCode(adminId, { ...kept, sentAt: kept.sentAt - ms, expiresAt: kept.expiresAt - ms });
  };
  return { ...app, smtp, codeMails, codeOf, log, adminId, age };
}

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const login = (app: TestApp, code?: string) =>
  app.app.inject({ method: 'POST', url: LOGIN, payload: { username: 'admin', password: ADMIN_PASSWORD, ...(code === undefined ? {} : { code }) } });

/** Enrols the admin by e-mail: asks for the code, reads it from the mail, turns MFA on with it. */
async function enrolByMail(t: Parameters<typeof buildTestApp>[0], app: Awaited<ReturnType<typeof withMail>>) {
  const sent = await app.as({ method: 'POST', url: ENROL, payload: { method: 'email' } });
  t.equal(sent.statusCode, 200, sent.body);
  const { code } = await app.codeOf(app.codeMails().length - 1);
  const on = await app.as({ method: 'POST', url: ENABLE, payload: { method: 'email', code } });
  t.equal(on.statusCode, 200, on.body);
  return code;
}

t.test('e-mail enrolment: the code is mailed to the account, a wrong one is refused, the right one turns MFA on once', async (t) => {
  const app = await withMail(t);
  t.match((await app.as({ method: 'GET', url: '/api/v1/account/mfa' })).json(), { enabled: false, emailCodesTo: 'admin@gsg.local' });

  const sent = await app.as({ method: 'POST', url: ENROL, payload: { method: 'email' } });
  t.equal(sent.statusCode, 200);
  const enrolment = sent.json() as Extract<MfaEnrolment, { method: 'email' }>;
  t.match(enrolment, { method: 'email', sentTo: 'admin@gsg.local' });
  t.equal(Date.parse(enrolment.expiresAt) - Date.parse(enrolment.resendAfter), 9 * 60_000, 'ten minutes to use it; a new one after one');
  t.same(app.smtp.mails[0]!.to, ['admin@gsg.local'], "to the account's address, not the integration's recipients");
  const { code, mail } = await app.codeOf(0);
  t.equal(mail.subject, 'Your GSG Console verification code');
  t.match(mail.text, /for 10 minutes/);
  t.notMatch(sent.body, code, 'the code is not in the answer');

  const kept = await app.app.store.accounts.getMailedMfaCode(app.adminId);
  t.ok(kept, 'a code is kept');
  t.notMatch(JSON.stringify(kept), code, 'only as a hash');
  t.match(kept!.hash, /^[0-9a-f]{64}$/);

  const again = await app.as({ method: 'POST', url: ENROL, payload: { method: 'email' } });
  t.equal(again.statusCode, 200);
  t.equal(again.json().resendAfter, enrolment.resendAfter, 'asking again within the minute…');
  t.equal(app.codeMails().length, 1, '…mails nothing new');

  const missing = await app.as({ method: 'POST', url: ENABLE, payload: { method: 'email' } });
  t.equal(missing.statusCode, 400);
  t.match(missing.json().fields, [{ path: 'body.code' }]);
  const wrong = await app.as({ method: 'POST', url: ENABLE, payload: { method: 'email', code: wrongOf(code) } });
  t.equal(wrong.statusCode, 400);
  t.equal(wrong.json().message, MFA_DELIVERY_ERRORS.mailedCodeInvalid);
  t.match((await app.as({ method: 'GET', url: '/api/v1/account/mfa' })).json(), { enabled: false });

  const on = await app.as({ method: 'POST', url: ENABLE, payload: { method: 'email', code } });
  t.equal(on.statusCode, 200, on.body);
  t.same(on.json(), { enabled: true, method: 'email' });
  t.equal(await app.app.store.accounts.getMailedMfaCode(app.adminId), null, 'the used code is forgotten');

  await app.as({ method: 'POST', url: '/api/v1/account/mfa/disable', payload: { password: ADMIN_PASSWORD } });
  const replay = await app.as({ method: 'POST', url: ENABLE, payload: { method: 'email', code } });
  t.equal(replay.statusCode, 400, 'the used code does not turn it on again');
  t.equal(replay.json().message, MFA_DELIVERY_ERRORS.mailedCodeGone);
  t.notMatch(app.log.text(), code, 'the code is never logged');
});

t.test('e-mail enrolment: an expired code is refused; after five wrong tries even the right one is', async (t) => {
  const app = await withMail(t);
  await app.as({ method: 'POST', url: ENROL, payload: { method: 'email' } });
  const first = (await app.codeOf(0)).code;
  await app.age(10 * 60_000);
  const expired = await app.as({ method: 'POST', url: ENABLE, payload: { method: 'email', code: first } });
  t.equal(expired.statusCode, 400, 'ten minutes later');
  t.equal(expired.json().message, MFA_DELIVERY_ERRORS.mailedCodeGone);
  // Every try is also a guess the sign-in throttle counts (five an address and account); it starts afresh here.
  await app.app.services.loginThrottle.succeeded('admin', '127.0.0.1');

  const resent = await app.as({ method: 'POST', url: ENROL, payload: { method: 'email' } });
  t.equal(resent.statusCode, 200);
  t.equal(app.codeMails().length, 2, 'a new code is mailed once the minute is over');
  const second = (await app.codeOf(1)).code;
  const tries = [];
  for (let i = 0; i < 5; i++) tries.push((await app.as({ method: 'POST', url: ENABLE, payload: { method: 'email', code: wrongOf(second) } })).json().message);
  t.same(tries, Array(5).fill(MFA_DELIVERY_ERRORS.mailedCodeInvalid));
  await app.app.services.loginThrottle.succeeded('admin', '127.0.0.1');
  const spent = await app.as({ method: 'POST', url: ENABLE, payload: { method: 'email', code: second } });
  t.equal(spent.statusCode, 400, 'the right code after five wrong ones');
  t.equal(spent.json().message, MFA_DELIVERY_ERRORS.mailedCodeGone);
  t.match((await app.as({ method: 'GET', url: '/api/v1/account/mfa' })).json(), { enabled: false });
});

t.test('sign-in with e-mail MFA: the right password mails a code; wrong, expired and replayed codes are refused', async (t) => {
  const app = await withMail(t);
  await enrolByMail(t, app);

  const asked = await login(app);
  t.equal(asked.statusCode, 401, 'the password alone is not enough');
  t.equal(asked.json().message, 'Enter the 6-digit code we e-mailed to a•••@gsg.local');
  t.match(asked.json().fields, [{ path: 'body.code' }]);
  t.notOk(asked.cookies.some((c) => c.name === 'gsg_session'), 'no session yet');
  t.equal(app.codeMails().length, 2, 'a sign-in code is mailed');
  const { code, mail } = await app.codeOf(1);
  t.equal(mail.subject, 'Your GSG Console sign-in code');

  const soon = await login(app);
  t.equal(soon.statusCode, 401);
  t.equal(soon.json().message, 'Enter the 6-digit code we e-mailed to a•••@gsg.local; a new one can be sent a minute after the last');
  t.equal(app.codeMails().length, 2, 'asking again within the minute mails nothing new');

  const wrongPassword = await app.app.inject({ method: 'POST', url: LOGIN, payload: { username: 'admin', password: 'not-it', code } });
  t.equal(wrongPassword.json().message, 'Invalid username or password', 'the code does not stand in for the password');
  t.equal(app.codeMails().length, 2, 'and a wrong password mails nothing');

  const wrong = await login(app, wrongOf(code));
  t.equal(wrong.statusCode, 401);
  t.equal(wrong.json().message, MFA_DELIVERY_ERRORS.mailedCodeInvalid);
  t.match(wrong.json().fields, [{ path: 'body.code' }]);

  const signedIn = await login(app, code);
  t.equal(signedIn.statusCode, 200, 'the mailed code signs in');
  t.ok(signedIn.cookies.some((c) => c.name === 'gsg_session'));
  t.notMatch(signedIn.body, code);

  const replay = await login(app, code);
  t.equal(replay.statusCode, 401, 'the same code again is refused');
  t.equal(replay.json().message, MFA_DELIVERY_ERRORS.mailedCodeGone);

  await app.app.services.loginThrottle.succeeded('admin', '127.0.0.1');
  await login(app);
  t.equal(app.codeMails().length, 3, 'the next sign-in mails a new code: the last one was used');
  const next = (await app.codeOf(2)).code;
  await app.age(10 * 60_000);
  const expired = await login(app, next);
  t.equal(expired.statusCode, 401, 'ten minutes later');
  t.equal(expired.json().message, MFA_DELIVERY_ERRORS.mailedCodeGone);

  const history = (await app.as({ method: 'GET', url: '/api/v1/account/login-history' })).json().items.map((h: { status: string }) => h.status);
  t.same(history.slice(0, 4), ['failed', 'failed', 'success', 'failed'], 'refused codes are failed sign-ins');
  t.notMatch(app.log.text(), new RegExp(`${code}|${next}`), 'no code is ever logged');
});

t.test('sign-in: five wrong mailed codes void it; parallel guesses spend no more than five', async (t) => {
  const app = await withMail(t);
  await enrolByMail(t, app);
  await login(app);
  const { code } = await app.codeOf(1);
  const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => login(app, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))));
  const messages = burst.map((r) => (r.statusCode === 429 ? 'throttled' : r.json().message));
  t.equal(messages.filter((m) => m === MFA_DELIVERY_ERRORS.mailedCodeInvalid).length <= 5, true, `${messages.join(' | ')}`);
  await app.app.services.loginThrottle.succeeded('admin', '127.0.0.1');
  for (let i = 0; i < 5; i++) await login(app, wrongOf(code));
  await app.app.services.loginThrottle.succeeded('admin', '127.0.0.1');
  const right = await login(app, code);
  t.equal(right.statusCode, 401, 'the right code after the tries are spent');
  t.equal(right.json().message, MFA_DELIVERY_ERRORS.mailedCodeGone);
});

t.test('without an e-mail integration, e-mail is refused with the reason; SMS is refused', async (t) => {
  const app = await withMail(t, { integration: false });
  t.match((await app.as({ method: 'GET', url: '/api/v1/account/mfa' })).json(), { emailCodesTo: null });
  const start = await app.as({ method: 'POST', url: ENROL, payload: { method: 'email' } });
  t.equal(start.statusCode, 409);
  t.equal(start.json().message, MFA_DELIVERY_ERRORS.noMailServer);
  const enable = await app.as({ method: 'POST', url: ENABLE, payload: { method: 'email', code: '123456' } });
  t.equal(enable.statusCode, 400);
  t.equal(enable.json().message, MFA_DELIVERY_ERRORS.noMailServer);
  const sms = await app.as({ method: 'POST', url: ENABLE, payload: { method: 'phone' } });
  t.equal(sms.statusCode, 400);
  t.equal(sms.json().message, MFA_DELIVERY_ERRORS.smsUnavailable);
  t.match((await app.as({ method: 'GET', url: '/api/v1/account/mfa' })).json(), { enabled: false });
  t.equal((await login(app)).statusCode, 200, 'sign-in is as before');

  // An account whose e-mail MFA was on before the integration went is told why, not let in without a code.
  await app.app.store.accounts.setMfa(app.adminId, { enabled: true, method: 'email' });
  const refused = await login(app);
  t.equal(refused.statusCode, 503);
  t.equal(refused.json().message, MFA_DELIVERY_ERRORS.signInUndeliverable);
  t.notOk(refused.cookies.some((c) => c.name === 'gsg_session'));
});

t.test('a mail server that refuses the mail is said at once, and no code is kept', async (t) => {
  const app = await withMail(t, { integration: false });
  const res = await app.as({
    method: 'POST',
    url: '/api/v1/integrations',
    payload: { type: 'email', name: 'Mail', config: { smtpHost: '127.0.0.1', smtpPort: 1, from: 'gsg@example.com', to: 'soc@example.com' } },
  });
  t.equal(res.statusCode, 201);
  const start = await app.as({ method: 'POST', url: ENROL, payload: { method: 'email' } });
  t.equal(start.statusCode, 502);
  t.match(start.json().message, /^The code could not be e-mailed: could not reach the mail server/);
  t.equal(await app.app.store.accounts.getMailedMfaCode(app.adminId), null);
});

t.test('the MFA routes refuse a request without a session, with a forged one, and a body that is not one', async (t) => {
  const app = await withMail(t);
  for (const cookie of [undefined, 'gsg_session=forged-token']) {
    for (const [url, payload] of [
      [ENROL, { method: 'email' }],
      [ENABLE, { method: 'email', code: '123456' }],
    ] as const) {
      const res = await app.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });
      t.equal(res.statusCode, 401, `${url} ${cookie ?? 'no cookie'}`);
    }
  }
  t.equal(app.codeMails().length, 0, 'nothing mailed');
  const bad = await app.as({ method: 'POST', url: ENROL, payload: { method: 'phone' } });
  t.equal(bad.statusCode, 400, 'SMS enrolment is not a method to start');
  t.match(bad.json().fields, [{ path: 'body.method' }]);
  const encoded = await app.as({ method: 'POST', url: '/api/v1/account/mfa/%65nrolment', payload: { method: 'email' } });
  t.not(encoded.statusCode, 500, 'a percent-encoded path is no way around anything');
});
