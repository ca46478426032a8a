import t from 'tap';
import type { Alert, ConversationLog, KpiDelta, LiveEvent } from '@gsg/shared';
import { SECRET, context, conversation, listeningApp, openConsole, piiBlock, secretPrompt } from './live-client.ts';

const dataOf = <T>(events: LiveEvent[], type: LiveEvent['type']): T[] => events.filter((e) => e.type === type).map((e) => e.data as T);
const kpiTotal = (events: LiveEvent[], key: keyof KpiDelta) => dataOf<KpiDelta>(events, 'kpi.delta').reduce((sum, d) => sum + d[key], 0);

t.test('a blocked conversation reaches consoles redacted: logs to subscribers, the alert and the counters to all', async (t) => {
  const { url, cookie, as } = await listeningApp(t);
  await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlock });
  const logsConsole = await openConsole(t, url, cookie, ['logs']);
  const bellOnly = await openConsole(t, url, cookie);

  const res = await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: secretPrompt, output: 'Sure.' } });
  const { logId, alertId } = res.json();

  await logsConsole.until(() => logsConsole.events('logs').length === 1 && logsConsole.events('alerts').length === 1, 'the log and its alert');
  const [log] = dataOf<ConversationLog>(logsConsole.events('logs'), 'log.created');
  const listed = (await as({ method: 'GET', url: '/api/v1/logs' })).json().items[0];
  t.same(log, listed, 'the log exactly as the logs API presents it');
  t.match(log, { id: logId, status: 'blocked', inputRedacted: /\[EMAIL_ADDRESS\]/ });
  const [alert] = dataOf<Alert>(logsConsole.events('alerts'), 'alert.created');
  const { conversations: _, ...presented } = (await as({ method: 'GET', url: `/api/v1/alerts/${alertId}` })).json();
  t.same(alert, presented, 'the alert as the alerts API presents it');

  await bellOnly.until(() => bellOnly.events('alerts').length === 1 && kpiTotal(bellOnly.events('kpi'), 'queries') === 1, 'the alert and the counters');
  for (const console_ of [logsConsole, bellOnly]) {
    await console_.until(() => kpiTotal(console_.events('kpi'), 'queries') === 1, 'the counters');
    t.same(
      dataOf<KpiDelta>(console_.events('kpi'), 'kpi.delta').reduce((sum, d) => ({ ...sum, blocked: sum.blocked + d.blocked, openAlerts: sum.openAlerts + d.openAlerts }), { blocked: 0, openAlerts: 0 }),
      { blocked: 1, openAlerts: 1 },
    );
    t.notOk(console_.raw.some((payload) => payload.includes(SECRET)), 'no payload carries the original prompt');
  }
  t.same(bellOnly.events('logs'), [], 'a console not subscribed to logs gets none');
});

t.test('ingested events: conversations, detections and heartbeats reach the consoles that follow them', async (t) => {
  const { url, cookie, as } = await listeningApp(t);
  await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlock });
  const console_ = await openConsole(t, url, cookie, ['logs', 'detections', 'endpoints']);
  const bellOnly = await openConsole(t, url, cookie);

  const res = await as({
    method: 'POST',
    url: '/api/v1/ingest/events',
    payload: [
      conversation('c-1', secretPrompt),
      conversation('c-2', 'What is the capital of France?'),
      { type: 'detection', eventId: 'd-1', user: 'Mike Chen', hostname: 'LNX-DEV-007', ipAddress: '10.0.8.13', os: 'Linux', aiTool: 'Perplexity', timestamp: new Date().toISOString() },
      { type: 'heartbeat', eventId: 'h-1', hostname: 'MBP-MKT-014', ipAddress: '10.0.4.22', os: 'macOS', clientVersion: '2.4.0', user: 'Sarah Johnson' },
    ],
  });
  t.equal(res.json().accepted.length, 4);
  await console_.until(
    () =>
      console_.events('logs').length === 2 &&
      console_.events('detections').length === 1 &&
      console_.events('endpoints').length === 1 &&
      kpiTotal(console_.events('kpi'), 'detections') === 1 &&
      kpiTotal(console_.events('kpi'), 'queries') === 2,
    'every kind of event',
  );
  t.same(dataOf<ConversationLog>(console_.events('logs'), 'log.created').map((l) => l.status).sort(), ['allowed', 'blocked']);
  t.match(console_.events('detections'), [{ type: 'detection.created', data: { hostname: 'LNX-DEV-007', aiTool: 'Perplexity' } }]);
  t.notOk('eventId' in console_.events('detections')[0]!.data, 'presented, not the stored record');
  t.same(console_.events('detections')[0]!.data, (await as({ method: 'GET', url: '/api/v1/detections' })).json().items[0], 'the detection as the detections API presents it');
  t.match(console_.events('endpoints'), [{ type: 'endpoint.updated', data: { hostname: 'MBP-MKT-014', clientVersion: '2.4.0' } }]);
  const endpoint = console_.events('endpoints')[0]!.data as { id: string };
  t.same(endpoint, (await as({ method: 'GET', url: `/api/v1/endpoints/${endpoint.id}` })).json(), 'the endpoint as the endpoints API presents it');
  t.notOk(console_.raw.some((payload) => payload.includes(SECRET)));

  await bellOnly.until(() => kpiTotal(bellOnly.events('kpi'), 'detections') === 1 && bellOnly.events('alerts').length === 1, 'alert and counters');
  t.same([bellOnly.events('logs'), bellOnly.events('detections'), bellOnly.events('endpoints')], [[], [], []]);
});

t.test('alert transitions reach consoles as alert.updated, and leave the open count', async (t) => {
  const { url, cookie, as } = await listeningApp(t);
  await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlock });
  const { alertId } = (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: secretPrompt } })).json();
  const console_ = await openConsole(t, url, cookie);

  await as({ method: 'PATCH', url: `/api/v1/alerts/${alertId}`, payload: { status: 'investigating' } });
  await as({ method: 'PATCH', url: `/api/v1/alerts/${alertId}`, payload: { status: 'resolved' } });
  await console_.until(() => console_.events('alerts').length === 2, 'both transitions');
  const updates = dataOf<Alert>(console_.events('alerts'), 'alert.updated');
  t.same(updates.map((a) => a.status), ['investigating', 'resolved']);
  const { conversations: _, ...presented } = (await as({ method: 'GET', url: `/api/v1/alerts/${alertId}` })).json();
  t.same(updates[1], presented);
  await console_.until(() => kpiTotal(console_.events('kpi'), 'openAlerts') === -1, 'the open count');
});

t.test('policy and endpoint changes reach consoles that follow them', async (t) => {
  const { url, cookie, as } = await listeningApp(t);
  const console_ = await openConsole(t, url, cookie, ['policies', 'endpoints']);
  const created = (await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlock })).json();
  await as({ method: 'DELETE', url: `/api/v1/policies/${created.id}` });
  await as({
    method: 'POST',
    url: '/api/v1/ingest/events',
    payload: [{ type: 'heartbeat', eventId: 'h-1', hostname: 'OLD-PC', ipAddress: '10.0.4.23', os: 'Windows', clientVersion: '1.0.0', user: 'Ann Lee' }],
  });
  await console_.until(() => console_.events('endpoints').length === 1, 'the heartbeat');
  const endpointId = (console_.events('endpoints')[0]!.data as { id: string }).id;
  t.equal((await as({ method: 'POST', url: `/api/v1/endpoints/${endpointId}/update-client` })).statusCode, 200);
  t.equal((await as({ method: 'DELETE', url: `/api/v1/endpoints/${endpointId}` })).statusCode, 204);

  await console_.until(() => console_.events('policies').length === 2 && console_.events('endpoints').length === 3, 'the changes');
  t.match(console_.events('policies'), [
    { type: 'policy.changed', data: { change: 'created', id: created.id, policy: { name: 'PII Detection' } } },
    { type: 'policy.changed', data: { change: 'deleted', id: created.id, policy: null } },
  ]);
  t.same((console_.events('policies')[0]!.data as { policy: unknown }).policy, created, 'the policy as the policies API presented it');
  t.match(console_.events('endpoints').slice(1), [
    { type: 'endpoint.updated', data: { id: endpointId, pendingVersion: /./ } },
    { type: 'endpoint.removed', data: { id: endpointId } },
  ]);
});

t.test('exceptions added and removed reach consoles that follow policies, in their redacted form', async (t) => {
  const { url, cookie, as } = await listeningApp(t);
  const policy = (await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlock })).json();
  const console_ = await openConsole(t, url, cookie, ['policies']);
  const person = 'jane.secret-person@acme.example';
  const added = await as({ method: 'POST', url: `/api/v1/policies/${policy.id}/exceptions`, payload: { kind: 'person', value: person, reason: 'Her own test account' } });
  t.equal(added.statusCode, 201);
  const exception = added.json();
  t.equal((await as({ method: 'DELETE', url: `/api/v1/policies/${policy.id}/exceptions/${exception.id}` })).statusCode, 204);
  await console_.until(() => console_.events('policies').length === 2, 'both changes');
  t.same(console_.events('policies'), [
    { type: 'policy.exceptions.changed', data: { policyId: policy.id, change: 'added', exception } },
    { type: 'policy.exceptions.changed', data: { policyId: policy.id, change: 'removed', exception } },
  ]);
  t.notOk(console_.raw.some((payload) => payload.includes(person)), 'never the value it was made with');
});

t.test("Access Control changes, a console's switches and the identity provider's sync alike, reach consoles that follow them", async (t) => {
  const { url, cookie, as, app } = await listeningApp(t);
  const console_ = await openConsole(t, url, cookie, ['access']);
  await app.store.access.insertUsers([{ id: 'jdoe', email: 'jdoe@acme.example', accessEnabled: true }]);
  await app.store.access.insertGroups([{ id: 'g-fin', name: 'Finance', description: '', accessEnabled: true }]);
  t.equal((await as({ method: 'PATCH', url: '/api/v1/access/users/jdoe', payload: { accessEnabled: false } })).statusCode, 200);
  t.equal((await as({ method: 'PATCH', url: '/api/v1/access/groups/Finance', payload: { accessEnabled: false } })).statusCode, 200);
  const { token } = (await as({ method: 'POST', url: '/api/v1/access/scim-token' })).json();
  const scim = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
    app.inject({ method, url: `/scim/v2${path}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' }, ...(body ? { payload: JSON.stringify(body) } : {}) });
  const created = (await scim('POST', '/Users', { userName: 'new@acme.example' })).json();
  t.equal((await scim('PATCH', '/Groups/g-fin', { Operations: [{ op: 'Add', path: 'members', value: [{ value: created.id }] }] })).statusCode, 204);
  t.equal((await scim('DELETE', `/Users/${created.id}`)).statusCode, 204);
  await console_.until(() => console_.events('access').length === 5, 'the five changes');
  t.match(console_.events('access'), [
    { type: 'access.changed', data: { kind: 'user', change: 'updated', id: 'jdoe' } },
    { type: 'access.changed', data: { kind: 'group', change: 'updated', id: 'g-fin' } },
    { type: 'access.changed', data: { kind: 'user', change: 'created', id: created.id } },
    { type: 'access.changed', data: { kind: 'group', change: 'updated', id: 'g-fin' } },
    { type: 'access.changed', data: { kind: 'user', change: 'deleted', id: created.id } },
  ]);
});
