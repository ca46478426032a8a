import t from 'tap';
import { simpleParser } from 'mailparser';
import { SETTINGS_DEFAULTS } from '@gsg/shared';
import { buildTestApp, type TestApp } from '../helper.ts';
import { conversationContext, piiBlockPolicy } from '../fixtures.ts';
import { startWebhookReceiver } from '../webhook-receiver.ts';
import { startSyslogReceiver } from '../syslog-receiver.ts';
import { startSmtpReceiver } from '../smtp-receiver.ts';
import { makeTestCertificates } from '../../test-support/test-certificates.ts';

const piiPrompt = 'Please email jane.doe@example.com about the offer';
const PUBLIC_URL = 'https://console.example.com';

async function withPiiPolicy(t: Parameters<typeof buildTestApp>[0]): Promise<TestApp> {
  const app = await buildTestApp(t, { env: { GSG_PUBLIC_URL: PUBLIC_URL } });
  const res = await app.as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy });
  if (res.statusCode !== 201) throw new Error(res.body);
  // Every alert at once, by mail and on Slack (the defaults send a daily digest, and nothing to Slack).
  const notifications = { ...SETTINGS_DEFAULTS.notifications, notificationFrequency: 'realtime', slackIntegration: true };
  const saved = await app.as({ method: 'PUT', url: '/api/v1/settings/notifications', payload: notifications });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return app;
}
const add = async (as: TestApp['as'], payload: Record<string, unknown>) => {
  const res = await as({ method: 'POST', url: '/api/v1/integrations', payload: { name: `${String(payload.type)} destination`, ...payload } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: string; config: Record<string, unknown>; secretsSet: Record<string, boolean> };
};
const judge = async (as: TestApp['as']) =>
  (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...conversationContext, input: piiPrompt, output: 'Sure.' } })).json() as { alertId: string };

t.test('e-mail: an alert is mailed through the SMTP server, signed in, with only its redacted preview and a link', async (t) => {
  const app = await withPiiPolicy(t);
  const smtp = await startSmtpReceiver(t, { user: 'alerts', pass: 'smtp-password-1' });
  const created = await add(app.as, {
    type: 'email',
    config: { smtpHost: '127.0.0.1', smtpPort: smtp.port, username: 'alerts', password: 'smtp-password-1', from: 'gsg@example.com', to: 'soc@example.com, oncall@example.com' },
  });
  t.same(created.secretsSet, { password: true });
  t.notOk('password' in created.config, 'the password is never sent back');
  t.match(created.config, { smtpHost: '127.0.0.1', smtpPort: smtp.port, secure: false, username: 'alerts' });

  const { alertId } = await judge(app.as);
  await smtp.until(1);
  const [mail] = smtp.mails;
  t.equal(mail!.user, 'alerts', 'signed in to the SMTP server');
  t.equal(mail!.from, 'gsg@example.com');
  t.same(mail!.to, ['soc@example.com', 'oncall@example.com']);
  const parsed = await simpleParser(mail!.raw);
  t.equal(parsed.subject, '[High] Blocked: PII Detection (Jane Doe)');
  t.match(parsed.headers.get('x-gsg-delivery'), /^[0-9a-f-]{36}:integrations\//);
  t.match(parsed.text, `Open: ${PUBLIC_URL}/alerts?alert=${alertId}`);
  t.match(parsed.text, 'Prompt (redacted): Please email [EMAIL_ADDRESS] about the offer');
  t.notMatch(parsed.text, 'jane.doe@example.com', 'never the original');

  const test = await app.as({ method: 'POST', url: `/api/v1/integrations/${created.id}/test` });
  t.same(test.json(), { ok: true, status: null, error: null });
  await smtp.until(2);
  t.equal((await simpleParser(smtp.mails[1]!.raw)).subject, 'GSG Console test message');

  await app.as({ method: 'PATCH', url: `/api/v1/integrations/${created.id}`, payload: { config: { password: 'wrong-password' } } });
  const refused = (await app.as({ method: 'POST', url: `/api/v1/integrations/${created.id}/test` })).json();
  t.equal(refused.ok, false);
  t.match(refused.error, /^the mail server refused it: 535/, 'a refused sign-in is reported with the server’s answer');
  t.notMatch(refused.error, 'wrong-password');
});

t.test('Slack: an incoming-webhook message with the title and the facts', async (t) => {
  const app = await withPiiPolicy(t);
  const slack = await startWebhookReceiver(t, 'unused-by-slack-0000');
  const created = await add(app.as, { type: 'slack', config: { webhookUrl: slack.url } });
  t.same(created.config, {}, 'the webhook URL is the secret: not sent back');
  t.same(created.secretsSet, { webhookUrl: true });
  await judge(app.as);
  await slack.until((r) => r.length === 1, 'the Slack message');
  const body = slack.received[0]!.body as unknown as { text: string; blocks: Array<{ type: string; fields?: Array<{ text: string }> }> };
  t.equal(body.text, '[High] Blocked: PII Detection (Jane Doe)');
  const fields = body.blocks.flatMap((b) => b.fields ?? []).map((f) => f.text);
  t.ok(fields.includes('*Policy*\nPII Detection'));
  t.ok(fields.some((f) => f.startsWith('*Prompt (redacted)*\nPlease email [EMAIL_ADDRESS]')), 'the redacted preview, escaped for mrkdwn');
  t.ok(fields.some((f) => f.startsWith(`*Open*\n${PUBLIC_URL}/alerts?alert=`)));
  t.notMatch(slack.received[0]!.raw, 'jane.doe@example.com');
});

for (const protocol of ['udp', 'tcp'] as const) {
  t.test(`syslog over ${protocol}: CEF inside RFC 5424, as a SIEM's parser reads it`, async (t) => {
    const app = await withPiiPolicy(t);
    const receiver = await startSyslogReceiver(t, protocol);
    await add(app.as, { type: 'syslog', config: { host: '127.0.0.1', port: receiver.port, protocol, format: 'cef' } });
    const { alertId } = await judge(app.as);
    await receiver.until(1, 'the alert');
    const [line] = receiver.parsed();
    t.match(line, { version: 1, type: 'CEF', facility: 'authpriv', level: 'crit', appName: 'gsg-console', messageid: 'alert.created' });
    t.match(line!.cef, { version: 'CEF:0', deviceVendor: 'GSG', deviceProduct: 'Console', deviceEventClassID: 'alert.created', name: 'Blocked: PII Detection', severity: '8' });
    t.match(line!.fields, { suser: 'Jane Doe', act: 'Blocked', cs1Label: 'policy', cs2: alertId });
    t.match(line!.fields.externalId, /:integrations\//, 'the idempotency key');
    t.notMatch(receiver.lines[0], 'jane.doe@example.com');
  });
}

t.test('syslog over TLS: the collector must prove itself; a private authority is trusted only when given', async (t) => {
  const app = await withPiiPolicy(t);
  const certificates = makeTestCertificates('SIEM');
  t.teardown(certificates.remove);
  const receiver = await startSyslogReceiver(t, 'tls', certificates.identity());
  const config = { host: '127.0.0.1', port: receiver.port, protocol: 'tls', format: 'cef' };

  const untrusted = await add(app.as, { type: 'syslog', name: 'SIEM without its CA', config });
  const refused = (await app.as({ method: 'POST', url: `/api/v1/integrations/${untrusted.id}/test` })).json();
  t.equal(refused.ok, false, 'a certificate no trusted authority signed is refused');
  t.match(refused.error, /certificate/i, 'and the reason says so');
  t.equal(receiver.lines.length, 0, 'nothing was sent to it');
  await app.as({ method: 'DELETE', url: `/api/v1/integrations/${untrusted.id}` });

  const trusted = await add(app.as, { type: 'syslog', name: 'SIEM', config: { ...config, caCertificate: certificates.caPem } });
  t.equal(trusted.config.caCertificate, certificates.caPem.trim(), 'the authority is shown back: it is public');
  await judge(app.as);
  await receiver.until(1, 'the alert over TLS');
  t.match(receiver.parsed()[0], { type: 'CEF', messageid: 'alert.created' });
  t.notMatch(receiver.lines[0], 'jane.doe@example.com');

  // A certificate for another name is refused even when its authority is trusted.
  const other = makeTestCertificates('Other SIEM', 'DNS:siem.other.example');
  t.teardown(other.remove);
  const elsewhere = await startSyslogReceiver(t, 'tls', other.identity());
  const wrongName = await add(app.as, { type: 'syslog', name: 'Wrong name', config: { ...config, port: elsewhere.port, caCertificate: other.caPem } });
  const mismatch = (await app.as({ method: 'POST', url: `/api/v1/integrations/${wrongName.id}/test` })).json();
  t.equal(mismatch.ok, false);
  t.match(mismatch.error, /127\.0\.0\.1|altnames|name/i, 'the name check fails');
  t.equal(elsewhere.lines.length, 0);
});

t.test('a syslog CA certificate must be PEM', async (t) => {
  const app = await buildTestApp(t);
  for (const caCertificate of ['not a certificate', '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----', 'x'.repeat(20_001)]) {
    const res = await app.as({
      method: 'POST',
      url: '/api/v1/integrations',
      payload: { type: 'syslog', name: 'SIEM', config: { host: 'siem.example.com', protocol: 'tls', caCertificate } },
    });
    t.equal(res.statusCode, 400, caCertificate.slice(0, 30));
    t.same([...new Set(res.json().fields.map((f: { path: string }) => f.path))], ['body.config.caCertificate']);
  }
});

t.test('syslog, RFC 5424 format: structured data and the message', async (t) => {
  const app = await withPiiPolicy(t);
  const receiver = await startSyslogReceiver(t, 'udp');
  const { id } = await add(app.as, { type: 'syslog', config: { host: '127.0.0.1', port: receiver.port, format: 'rfc5424' } });
  await judge(app.as);
  await receiver.until(1, 'the alert');
  const [line] = receiver.parsed();
  t.equal(line!.type, 'RFC5424');
  t.match(line!.structuredData[0], { $id: 'gsg@32473', severity: 'high', action: 'Blocked', policy: 'PII Detection', user: 'Jane Doe', status: 'open' });
  t.match(line!.message, /Blocked: PII Detection \(Jane Doe\): Please email \[EMAIL_ADDRESS\]/);
  t.same((await app.as({ method: 'POST', url: `/api/v1/integrations/${id}/test` })).json(), { ok: true, status: null, error: null });
  await receiver.until(2, 'the test message');
  t.match(receiver.parsed()[1], { level: 'info', messageid: 'integration.test' });
});

t.test('a change is checked against the type, and a refused one names the field', async (t) => {
  const app = await buildTestApp(t);
  const { id } = await add(app.as, { type: 'syslog', config: { host: 'siem.example.com' } });
  const listed = (await app.as({ method: 'GET', url: '/api/v1/integrations' })).json().items[0];
  t.same(listed.config, { host: 'siem.example.com', port: 514, protocol: 'udp', format: 'cef' }, 'defaults filled in');
  const bad = await app.as({ method: 'PATCH', url: `/api/v1/integrations/${id}`, payload: { config: { protocol: 'carrier-pigeon', port: 70000 } } });
  t.equal(bad.statusCode, 400);
  t.same(bad.json().fields.map((f: { path: string }) => f.path).sort(), ['body.config.port', 'body.config.protocol']);
  const good = await app.as({ method: 'PATCH', url: `/api/v1/integrations/${id}`, payload: { config: { protocol: 'tcp', port: 6514 } } });
  t.match(good.json().config, { host: 'siem.example.com', port: 6514, protocol: 'tcp' });
  for (const payload of [
    { type: 'email', config: { smtpHost: 'smtp.example.com', from: 'not-an-address', to: 'soc@example.com' } },
    { type: 'email', config: { smtpHost: 'smtp.example.com', from: 'gsg@example.com', to: 'soc@example.com, nobody' } },
    { type: 'email', config: { smtpHost: 'smtp://example.com', from: 'gsg@example.com', to: 'soc@example.com' } },
    { type: 'slack', config: { webhookUrl: 'javascript:alert(1)' } },
    { type: 'syslog', config: { host: 'siem.example.com; rm -rf /' } },
  ]) {
    t.equal((await app.as({ method: 'POST', url: '/api/v1/integrations', payload: { name: 'x', ...payload } })).statusCode, 400, JSON.stringify(payload));
  }
});
