import t, { type Test } from 'tap';
import { SETTINGS_DEFAULTS, type DomainEventType } from '@gsg/shared';
import { ADMIN_PASSWORD, buildTestApp, signIn, type TestApp } from '../helper.ts';
import { conversationContext, piiBlockPolicy } from '../fixtures.ts';
import { recordEvents, type RecordedEvents } from './recording-bus.ts';

/**
 * Every way a change is made through the API says it once, as one domain event of the right type, naming
 * who made it; a refused change says nothing. The recorder also holds every payload to its schema.
 */

async function setup(t: Test, seed = false): Promise<TestApp & { events: RecordedEvents; admin: { accountId: string; username: string } }> {
  const test = await buildTestApp(t, { seed });
  const account = await test.app.store.accounts.getByUsername('admin');
  return { ...test, events: recordEvents(t, test.app.events), admin: { accountId: account!.id, username: 'admin' } };
}

const types = (events: RecordedEvents) => events.all().map((e) => e.type);

t.test('policies: created, replaced and deleted, each said once with who did it; a 404 says nothing', async (t) => {
  const { as, events, admin } = await setup(t);
  const created = (await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy })).json();
  await as({ method: 'PUT', url: `/api/v1/policies/${created.id}`, payload: { ...piiBlockPolicy, severity: 'low' } });
  await as({ method: 'DELETE', url: `/api/v1/policies/${created.id}` });
  t.equal((await as({ method: 'DELETE', url: `/api/v1/policies/${created.id}` })).statusCode, 404);
  t.equal((await as({ method: 'POST', url: '/api/v1/policies', payload: { ...piiBlockPolicy, name: '' } })).statusCode, 400);

  t.same(types(events), ['policy.saved', 'policy.saved', 'policy.deleted']);
  const [create, update] = events.of('policy.saved');
  t.match(create?.data, { before: null, policy: { id: created.id }, by: admin });
  t.match(update?.data, { before: { severity: 'high' }, policy: { severity: 'low' }, by: admin });
  t.match(events.of('policy.deleted')[0]?.data, { id: created.id, before: { severity: 'low' }, by: admin });
});

t.test('a saved policy reaches evaluation at once: the cache hears the event before the save is answered', async (t) => {
  const { as } = await setup(t);
  const evaluate = () =>
    as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...conversationContext, input: 'mail me at jane@example.com', output: 'ok', dryRun: true } });
  t.equal((await evaluate()).json().status, 'allowed', 'no policy yet');
  await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy });
  t.equal((await evaluate()).json().status, 'blocked', 'the new policy judges the very next prompt');
});

t.test('conversations, their alerts, detections and heartbeats from agents: one commit, one emit', async (t) => {
  const { as, app, events } = await setup(t);
  await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy });
  const { key } = (await as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'agents' } })).json();
  events.commits.length = 0;
  const batch = [
    { type: 'conversation', eventId: 'c-1', ...conversationContext, input: 'my email is jane@example.com', output: 'noted' },
    { type: 'conversation', eventId: 'c-2', ...conversationContext, input: 'hello', output: 'hi' },
    { type: 'detection', eventId: 'd-1', user: 'Mike Chen', hostname: 'LNX-1', ipAddress: '10.0.8.13', os: 'Linux', aiTool: 'Perplexity', timestamp: new Date().toISOString() },
    { type: 'heartbeat', eventId: 'h-1', hostname: 'MBP-1', ipAddress: '10.0.4.22', os: 'macOS', clientVersion: '2.4.0', user: 'Sarah Johnson' },
  ];
  const ingest = () => app.inject({ method: 'POST', url: '/api/v1/ingest/events', headers: { authorization: `Bearer ${key}` }, payload: batch });
  t.equal((await ingest()).statusCode, 200);

  const conversations = events.commits.find((c) => c.some((e) => e.type === 'conversation.stored'))!;
  t.same(conversations.map((e) => e.type), ['conversation.stored', 'conversation.stored', 'alert.created'], 'the logs and the alert of one commit, together');
  const blocked = events.of('conversation.stored').find((e) => e.data.log.status === 'blocked')!;
  t.equal(events.of('alert.created')[0]?.data.alert.logId, blocked.data.log.id);
  t.notMatch(JSON.stringify(events.all()), /jane@example\.com/, 'no original text in any event');
  t.equal(events.of('detection.stored').length, 1);
  t.equal(events.of('endpoint.heartbeat').length, 1);

  events.commits.length = 0;
  t.equal((await ingest()).statusCode, 200);
  t.same(types(events), [], 'a batch sent again stores nothing new, and says nothing');
});

t.test('an alert moved along its transitions, with the mover; a refused move says nothing', async (t) => {
  const { as, events, admin } = await setup(t, true);
  const open = (await as({ method: 'GET', url: '/api/v1/alerts?status=open' })).json().items[0];
  events.commits.length = 0;
  t.equal((await as({ method: 'PATCH', url: `/api/v1/alerts/${open.id}`, payload: { status: 'investigating' } })).statusCode, 200);
  t.equal((await as({ method: 'PATCH', url: `/api/v1/alerts/${open.id}`, payload: { status: 'investigating' } })).statusCode, 409);
  t.same(types(events), ['alert.transitioned']);
  t.match(events.of('alert.transitioned')[0]?.data, { from: 'open', alert: { id: open.id, status: 'investigating' }, by: admin });
});

t.test('settings, access, API keys, reveals and endpoints: each change said once, secrets left out', async (t) => {
  const { as, events, admin } = await setup(t, true);
  events.commits.length = 0;
  const saved = await as({ method: 'PUT', url: '/api/v1/settings/general', payload: { ...SETTINGS_DEFAULTS.general, retentionPeriod: 30 } });
  t.equal(saved.statusCode, 200, saved.body);
  const user = (await as({ method: 'GET', url: '/api/v1/access/users' })).json().items[0];
  await as({ method: 'PATCH', url: `/api/v1/access/users/${user.id}`, payload: { accessEnabled: !user.accessEnabled } });
  t.equal((await as({ method: 'PATCH', url: '/api/v1/access/users/ghost', payload: { accessEnabled: true } })).statusCode, 404);
  const key = (await as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'gateway' } })).json();
  await as({ method: 'DELETE', url: `/api/v1/api-keys/${key.id}` });
  const log = (await as({ method: 'GET', url: '/api/v1/logs?limit=1' })).json().items[0];
  await as({ method: 'POST', url: `/api/v1/logs/${log.id}/reveal`, payload: { which: 'input', reason: 'Case review' } });
  const endpoint = (await as({ method: 'GET', url: '/api/v1/endpoints' })).json().items[0];
  await as({ method: 'DELETE', url: `/api/v1/endpoints/${endpoint.id}` });

  t.same(types(events), ['settings.changed', 'access.user.changed', 'api-key.created', 'api-key.revoked', 'log.revealed', 'endpoint.removed']);
  t.match(events.of('settings.changed')[0]?.data, { section: 'general', before: { retentionPeriod: 90 }, after: { retentionPeriod: 30 }, by: admin }, 'the section, before and after');
  t.match(events.of('access.user.changed')[0]?.data, { user: { id: user.id, accessEnabled: !user.accessEnabled }, by: admin });
  t.notMatch(JSON.stringify(events.of('api-key.created')), new RegExp(key.key), 'nor the key itself');
  t.match(events.of('log.revealed')[0]?.data, { logId: log.id, by: admin });
  t.match(events.of('endpoint.removed')[0]?.data, { id: endpoint.id, by: admin });
});

t.test('sessions end, and accounts change, each said once', async (t) => {
  const { app, as, cookie, events, admin } = await setup(t);
  // Two more sessions: one to revoke, one the password change ends.
  await signIn(app, 'admin', ADMIN_PASSWORD);
  await signIn(app, 'admin', ADMIN_PASSWORD);
  events.commits.length = 0;
  const sessions = (await as({ method: 'GET', url: '/api/v1/account/sessions' })).json().items as Array<{ id: string; current: boolean }>;
  const notCurrent = sessions.filter((s) => !s.current);
  const revoked = notCurrent[0]!.id;
  await as({ method: 'DELETE', url: `/api/v1/account/sessions/${revoked}` });
  await as({ method: 'DELETE', url: `/api/v1/account/sessions/${revoked}` });
  await as({ method: 'PUT', url: '/api/v1/account/notifications', payload: { newLoginAlert: false, passwordChangeAlert: true } });
  await as({
    method: 'POST',
    url: '/api/v1/account/password',
    payload: { currentPassword: ADMIN_PASSWORD, newPassword: 'Another-Strong-Passphrase-42', confirmPassword: 'Another-Strong-Passphrase-42' },
  });
  await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });

  const expected: DomainEventType[] = ['session.ended', 'account.changed', 'security.notice', 'account.changed', 'session.ended', 'session.ended'];
  t.same(
    types(events),
    expected,
    'revoked once (the second revoke found nothing), preferences, the password (its notice and its own event kept with it) ending the other session, sign-out',
  );
  t.match(events.of('security.notice')[0]?.data, { accountId: admin.accountId, notice: 'password-changed', by: admin });
  t.match(events.of('account.changed').map((e) => e.data), [
    { accountId: admin.accountId, change: 'notifications', by: admin },
    { accountId: admin.accountId, change: 'password', by: admin },
  ]);
  t.same(events.of('session.ended').map((e) => e.data.reason), ['revoked', 'password-changed', 'sign-out']);
  t.ok(events.of('session.ended').every((e) => e.data.accountId === admin.accountId && e.data.by?.accountId === admin.accountId));
});
