import t from 'tap';
import { integrationCreateSchema } from '@gsg/shared';
import { emptyDraft, inputOf, targetOf } from '../../src/scenes/settings/destination-form.ts';

const draft = { ...emptyDraft('s'.repeat(32)), name: 'Dest' };

t.test("each type's request carries only its own fields, and the server's schema takes it", async (t) => {
  const webhook = inputOf({ ...draft, url: 'https://soc.example.com/hook' });
  t.same(webhook, { name: 'Dest', minSeverity: 'low', enabled: true, type: 'webhook', config: { url: 'https://soc.example.com/hook', secret: 's'.repeat(32) } });
  const email = inputOf({ ...draft, type: 'email', smtpHost: 'smtp.example.com', from: 'a@example.com', to: 'b@example.com' });
  t.same(email.config, { smtpHost: 'smtp.example.com', smtpPort: 587, secure: false, from: 'a@example.com', to: 'b@example.com' }, 'no credentials when no user name is given');
  t.match(inputOf({ ...draft, type: 'email', username: 'u', password: 'p' }).config, { username: 'u', password: 'p' });
  t.same(inputOf({ ...draft, type: 'syslog', host: 'siem', port: '6514', protocol: 'tls' }).config, { host: 'siem', port: 6514, protocol: 'tls', format: 'cef' });
  t.same(inputOf({ ...draft, type: 'slack', webhookUrl: 'https://hooks.example.com/x' }).config, { webhookUrl: 'https://hooks.example.com/x' });
  for (const input of [webhook, email]) t.ok(integrationCreateSchema.safeParse(input).success, input.type);
  t.notOk(integrationCreateSchema.safeParse(inputOf({ ...draft, type: 'syslog', host: 'siem', port: 'abc' })).success, 'a port that is no number is refused');
});

t.test('the target says where each type sends, without secrets', async (t) => {
  t.equal(targetOf({ type: 'webhook', config: { url: 'https://x.example.com/h' } }), 'https://x.example.com/h');
  t.equal(targetOf({ type: 'email', config: { to: 'soc@example.com', smtpHost: 'smtp.example.com', smtpPort: 587 } }), 'to soc@example.com via smtp.example.com:587');
  t.equal(targetOf({ type: 'syslog', config: { host: 'siem', port: 514, protocol: 'udp', format: 'rfc5424' } }), 'siem:514 over UDP, RFC 5424');
  t.match(targetOf({ type: 'slack', config: {} }), /Slack/);
});
