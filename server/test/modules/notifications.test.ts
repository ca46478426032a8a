// Settings › Notifications governs what e-mail and Slack destinations receive, and when; webhooks and
// syslog (machines) take every alert at once. Checked with real receivers: an SMTP server, HTTP receivers
// for Slack and the webhook, a syslog collector.
import t from 'tap';
import { simpleParser } from 'mailparser';
import { SETTINGS_DEFAULTS, type DomainEvent, type NotificationsSettings } from '@gsg/shared';
import { createDomainBus } from '../../src/events/domain-bus.ts';
import { createOutboxWorker } from '../../src/events/outbox-worker.ts';
import { createIntegrationService } from '../../src/modules/integrations/service.ts';
import { createSecretBox } from '../../src/security/secret-box.ts';
import { createSqliteStore } from '../../src/store/sqlite/index.ts';
import { alertFixture, conversationContext, piiBlockPolicy, topicsFlagPolicy } from '../fixtures.ts';
import { buildTestApp, tempDataDir, type TestApp } from '../helper.ts';
import { startSmtpReceiver } from '../smtp-receiver.ts';
import { startSyslogReceiver } from '../syslog-receiver.ts';
import { startWebhookReceiver } from '../webhook-receiver.ts';

const SECRET = 'notifications-test-secret-0123';
const piiPrompt = 'Please email jane.doe@example.com about the offer';

async function setNotifications(as: TestApp['as'], change: Partial<NotificationsSettings>) {
  return as({ method: 'PUT', url: '/api/v1/settings/notifications', payload: { ...SETTINGS_DEFAULTS.notifications, ...change } });
}

/** An app with a high (PII, block) and a medium (merger, flag) policy and one destination of each type. */
async function withDestinations(t: Parameters<typeof buildTestApp>[0]) {
  const app = await buildTestApp(t);
  for (const payload of [piiBlockPolicy, topicsFlagPolicy(['merger'])]) await app.as({ method: 'POST', url: '/api/v1/policies', payload });
  const [smtp, slack, hook, syslog] = [await startSmtpReceiver(t), await startWebhookReceiver(t, SECRET), await startWebhookReceiver(t, SECRET), await startSyslogReceiver(t, 'udp')];
  const add = async (type: string, config: Record<string, unknown>) =>
    (await app.as({ method: 'POST', url: '/api/v1/integrations', payload: { type, name: type, config } })).json() as { id: string };
  const mail = await add('email', { smtpHost: '127.0.0.1', smtpPort: smtp.port, from: 'gsg@example.com', to: 'soc@example.com' });
  const chat = await add('slack', { webhookUrl: slack.url });
  await add('webhook', { url: hook.url, secret: SECRET });
  await add('syslog', { host: '127.0.0.1', port: syslog.port, protocol: 'udp', format: 'cef' });
  const judge = async (input: string, person: Partial<typeof conversationContext> = {}) =>
    (await app.as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...conversationContext, ...person, input, output: 'ok' } })).json() as { alertId: string };
  const deliveriesOf = async (id: string) =>
    ((await app.as({ method: 'GET', url: '/api/v1/integrations' })).json().items as Array<{ id: string; deliveries: { pending: number; dead: number } }>).find((i) => i.id === id)!
      .deliveries;
  return { ...app, smtp, slack, hook, syslog, mail, chat, judge, deliveriesOf, drain: () => app.app.outbox.drain() };
}

t.test('the defaults: machines at once, e-mail in the daily digest, nothing to Slack; realtime sends what was held as one digest', async (t) => {
  const app = await withDestinations(t);
  t.match((await app.as({ method: 'GET', url: '/api/v1/settings/notifications' })).json().values, {
    emailAlerts: true,
    slackIntegration: false,
    criticalAlertsOnly: false,
    notificationFrequency: 'daily',
  });
  await app.judge(piiPrompt);
  await app.hook.until((r) => r.length === 1, 'the webhook');
  await app.syslog.until(1, 'the syslog line');
  await app.drain();
  t.equal(app.smtp.mails.length, 0, 'no mail of its own: the alert waits for the digest');
  t.equal((await app.deliveriesOf(app.mail.id)).pending, 1, 'the mail destination shows it waiting');
  t.equal((await app.deliveriesOf(app.chat.id)).pending, 0, 'Slack is off: nothing waits for it');

  t.equal((await setNotifications(app.as, { notificationFrequency: 'realtime' })).statusCode, 200);
  await app.smtp.until(1);
  const digest = await simpleParser(app.smtp.mails[0]!.raw);
  t.equal(digest.subject, 'GSG Console digest: 1 alert (1 high)');
  t.match(digest.text, /\[High\] PII Detection \(Jane Doe\): Blocked, .*\[EMAIL_ADDRESS\]/);
  t.notMatch(app.smtp.mails[0]!.raw, 'jane.doe@example.com', 'only the redacted preview travels');
  t.equal(app.slack.received.length, 0);

  // Another person: Jane's next conversation would join her alert, which sends nothing.
  await app.judge(piiPrompt, { user: 'John Roe', userId: 'john.roe' });
  await app.smtp.until(2);
  t.match((await simpleParser(app.smtp.mails[1]!.raw)).subject, /^\[High\] Blocked: PII Detection/, 'realtime: the next alert is mailed on its own');
});

t.test('Email alerts off, Slack on, Critical Alerts Only: only high alerts reach Slack, none the mailbox, all the machines', async (t) => {
  const app = await withDestinations(t);
  await setNotifications(app.as, { emailAlerts: false, slackIntegration: true, criticalAlertsOnly: true, notificationFrequency: 'realtime' });
  await app.judge('notes on the merger');
  await app.judge(piiPrompt);
  await app.hook.until((r) => r.length === 2, 'both alerts at the webhook');
  await app.syslog.until(2, 'both at syslog');
  await app.slack.until((r) => r.length === 1, 'the high alert on Slack');
  await app.drain();
  t.equal(app.slack.received.length, 1, 'the medium alert is not sent to Slack');
  t.match(JSON.stringify(app.slack.received[0]!.body), /PII Detection/);
  t.equal(app.smtp.mails.length, 0, 'nothing is mailed');
  t.match(await app.deliveriesOf(app.mail.id), { pending: 0, dead: 0 }, 'nor kept for mailing');
});

t.test('the Notification Email gets what the e-mail destinations get, once, beside their own recipients', async (t) => {
  const app = await withDestinations(t);
  await setNotifications(app.as, { notificationFrequency: 'realtime', emailAddress: 'oncall@example.com' });
  await app.judge(piiPrompt);
  await app.smtp.until(1);
  t.same(app.smtp.mails[0]!.to, ['soc@example.com', 'oncall@example.com'], 'the destination and the notification address');
  const tested = await app.as({ method: 'POST', url: `/api/v1/integrations/${app.mail.id}/test` });
  t.equal(tested.json().ok, true);
  await app.smtp.until(2);
  t.same(app.smtp.mails[1]!.to, ['soc@example.com', 'oncall@example.com'], 'Test sends where alerts go');

  await setNotifications(app.as, { notificationFrequency: 'realtime', emailAddress: 'SOC@example.com' });
  await app.judge(piiPrompt, { user: 'John Roe', userId: 'john.roe' });
  await app.smtp.until(3);
  t.same(app.smtp.mails[2]!.to, ['soc@example.com'], 'an address the destination already has is not added twice');
});

t.test('a message kept before its channel was switched off is not sent', async (t) => {
  const app = await withDestinations(t);
  await setNotifications(app.as, { slackIntegration: true });
  await app.judge(piiPrompt);
  await app.drain();
  await setNotifications(app.as, { slackIntegration: false, emailAlerts: false, notificationFrequency: 'realtime' });
  await app.drain();
  t.equal(app.smtp.mails.length + app.slack.received.length, 0);
  t.equal((await app.deliveriesOf(app.mail.id)).dead, 1, 'the held digest is given up, with the reason in the delivery log');
  const listed = (await app.as({ method: 'GET', url: '/api/v1/integrations' })).json().items as Array<{ id: string; deliveries: { last: { error: string } | null } }>;
  t.match(listed.find((i) => i.id === app.mail.id)!.deliveries.last?.error, 'Email alerts are switched off in Settings › Notifications');
});

t.test('a custom schedule must be a cron expression, said at save; any text is kept while another frequency is chosen', async (t) => {
  const app = await buildTestApp(t);
  for (const customSchedule of ['', 'Weekdays at 8:00 AM', '0 8 * *', '61 8 * * *', '0 8 * * 1-5 2026']) {
    const res = await setNotifications(app.as, { notificationFrequency: 'custom', customSchedule });
    t.equal(res.statusCode, 400, JSON.stringify(customSchedule));
    t.match(res.json(), { fields: [{ path: 'body.customSchedule', message: /^Custom Schedule must be a cron expression of five fields/ }] });
  }
  const kept = await setNotifications(app.as, { notificationFrequency: 'custom', customSchedule: '0 8,16 * * MON-FRI' });
  t.equal(kept.statusCode, 200);
  t.equal(kept.json().values.customSchedule, '0 8,16 * * MON-FRI');
  t.equal((await setNotifications(app.as, { notificationFrequency: 'weekly', customSchedule: 'later' })).statusCode, 200);
});

t.test('digests follow the schedule: what was held before each hour goes out once, in one mail', async (t) => {
  const store = createSqliteStore(tempDataDir(t));
  t.teardown(() => store.close());
  let clock = new Date('2026-11-20T10:20:00.000Z');
  const now = () => clock;
  const settings: NotificationsSettings = { ...SETTINGS_DEFAULTS.notifications, notificationFrequency: 'hourly' };
  const integrations = createIntegrationService(store, createSecretBox(Buffer.alloc(32, 7)), createDomainBus(() => {}), { publicUrl: undefined }, async () => settings, now);
  const worker = createOutboxWorker({ outbox: store.outbox, now, onError: (err) => t.fail(String(err)) });
  worker.use(integrations.reader);
  const smtp = await startSmtpReceiver(t);
  const by = { accountId: 'a-1', username: 'admin' };
  await integrations.create({ type: 'email', name: 'SOC', config: { smtpHost: '127.0.0.1', smtpPort: smtp.port, secure: false, from: 'gsg@example.com', to: 'soc@example.com' }, minSeverity: 'low', enabled: true }, by);
  let n = 0;
  const raise = async (severity: 'high' | 'medium') => {
    n += 1;
    const event: DomainEvent = { id: `e-${n}`, type: 'alert.created', at: clock.toISOString(), data: { alert: alertFixture(`alert-${n}`, clock.toISOString(), { severity }) } };
    await store.outbox.append([event]);
    await worker.drain();
  };
  const at = async (iso: string) => {
    clock = new Date(iso);
    await worker.drain();
  };

  await raise('high');
  await at('2026-11-20T10:40:00.000Z');
  await raise('medium');
  await at('2026-11-20T10:59:59.000Z');
  t.equal(smtp.mails.length, 0, 'nothing before the hour');
  await at('2026-11-20T11:00:01.000Z');
  t.equal(smtp.mails.length, 1, 'one digest on the hour');
  t.equal((await simpleParser(smtp.mails[0]!.raw)).subject, 'GSG Console digest: 2 alerts (1 high, 1 medium)');
  await raise('medium');
  await at('2026-11-20T11:30:00.000Z');
  t.equal(smtp.mails.length, 1, 'the next waits for its hour; the first is not sent again');
  await at('2026-11-20T12:00:05.000Z');
  t.equal(smtp.mails.length, 2);
  const second = await simpleParser(smtp.mails[1]!.raw);
  t.equal(second.subject, 'GSG Console digest: 1 alert (1 medium)', 'each digest covers its own period');
  t.match(second.text, /Period: 2026-11-20T11:00:01\.000Z to 2026-11-20T12:00:00\.000Z/);
});
