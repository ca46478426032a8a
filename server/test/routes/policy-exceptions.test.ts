import t, { type Test } from 'tap';
import { SETTINGS_DEFAULTS } from '@gsg/shared';
import { addSignedInAccount, buildTestApp } from '../helper.ts';
import { conversationContext, piiBlockPolicy, topicsFlagPolicy } from '../fixtures.ts';
import { recordEvents } from '../events/recording-bus.ts';

const SECRET = 'support@acme.example';
const PROMPT = `Forward the refund to ${SECRET} today`;

/** An app with the PII and keyword policies, one alert per conversation, and an analyst and an auditor signed in. */
async function setUp(t: Test) {
  const test = await buildTestApp(t);
  const pii = (await test.as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy })).json();
  const topics = (await test.as({ method: 'POST', url: '/api/v1/policies', payload: topicsFlagPolicy(['merger', 'Project Falcon']) })).json();
  await test.as({ method: 'PUT', url: '/api/v1/settings/general', payload: { ...SETTINGS_DEFAULTS.general, alertGroupingMinutes: 0 } });
  let sequence = 0;
  /** One conversation through the agents' ingest route; its log as stored. */
  const ingest = async (input: string, over: Record<string, unknown> = {}) => {
    const eventId = `c-${++sequence}`;
    const res = await test.as({ method: 'POST', url: '/api/v1/ingest/events', payload: [{ type: 'conversation', eventId, ...conversationContext, input, output: 'Done.', ...over }] });
    t.equal(res.statusCode, 200, `ingested ${eventId}`);
    const logId = res.json().accepted[0].id as string;
    const logs = (await test.as({ method: 'GET', url: '/api/v1/logs?pageSize=100' })).json().items as Array<{ id: string; status: string; policyId: string; inputRedacted: string }>;
    return logs.find((l) => l.id === logId)!;
  };
  const alerts = async () => (await test.as({ method: 'GET', url: '/api/v1/alerts' })).json() as { total: number; items: Array<{ id: string; policyId: string }> };
  return { ...test, pii, topics, ingest, alerts, asAnalyst: await addSignedInAccount(test, 'anil', 'cybersecurity_analyst'), asAuditor: await addSignedInAccount(test, 'audrey', 'auditor') };
}

t.test('an exception made from a false positive stops the policy at once on ingest; removing it brings detection back', async (t) => {
  const { app, as, asAnalyst, pii, ingest, alerts, raw } = await setUp(t);
  t.match(await ingest(PROMPT), { status: 'blocked', policyId: pii.id });
  const [alert] = (await alerts()).items;
  await asAnalyst({ method: 'PATCH', url: `/api/v1/alerts/${alert!.id}`, payload: { disposition: 'false_positive' } });

  const heard = recordEvents(t, app.events);
  const created = await asAnalyst({
    method: 'POST',
    url: `/api/v1/policies/${pii.id}/exceptions`,
    payload: { kind: 'value', value: ` ${SECRET.toUpperCase()} `, reason: 'Our shared support inbox', alertId: alert!.id },
  });
  t.equal(created.statusCode, 201, created.body);
  const exception = created.json();
  t.match(exception, { policyId: pii.id, kind: 'value', display: 's•••@acme.example', reason: 'Our shared support inbox', alertId: alert!.id, createdBy: 'anil' });
  t.same(heard.all().map((e) => e.type), ['policy.exception.added']);

  const after = await ingest(PROMPT);
  t.equal(after.status, 'allowed', 'the same conversation no longer triggers the policy');
  t.match(after.inputRedacted, SECRET, 'and its value is not redacted for it');
  t.equal((await alerts()).total, 1, 'no new alert');
  t.match(await ingest('Forward the refund to jane.roe@acme.example today'), { status: 'blocked' }, 'another address still does');

  const listed = (await as({ method: 'GET', url: `/api/v1/policies/${pii.id}/exceptions` })).json();
  t.same(listed.items, [exception], 'listed with the policy');

  // Never raw at rest, in events, in the audit trail.
  const stored = await raw.record('policy_exceptions', exception.id);
  t.match(JSON.stringify(stored), exception.id, 'stored');
  t.notOk(JSON.stringify(stored).toLowerCase().includes(SECRET), 'the stored exception holds no raw value');
  t.notOk(JSON.stringify(heard.of('policy.exception.added')).toLowerCase().includes(SECRET), 'nor does its event');

  t.equal((await asAnalyst({ method: 'DELETE', url: `/api/v1/policies/${pii.id}/exceptions/${exception.id}` })).statusCode, 204);
  t.match(await ingest(PROMPT), { status: 'blocked', policyId: pii.id }, 'removed: detection is back at once');
  t.equal((await alerts()).total, 3);
  t.same((await as({ method: 'GET', url: `/api/v1/policies/${pii.id}/exceptions` })).json().items, []);

  const audit = (await as({ method: 'GET', url: '/api/v1/audit?pageSize=100' })).json();
  const entries = audit.items.filter((e: { action: string }) => e.action.startsWith('policy.exception.'));
  t.match(
    entries.map((e: { action: string; actorName: string; target: string; detail: Record<string, string> }) => [e.action, e.actorName, e.target, e.detail]),
    [
      ['policy.exception.removed', 'anil', `policy:${pii.id}`, { name: 'PII Detection', kind: 'value', value: 's•••@acme.example', reason: 'Our shared support inbox' }],
      ['policy.exception.added', 'anil', `policy:${pii.id}`, { name: 'PII Detection', kind: 'value', value: 's•••@acme.example', reason: 'Our shared support inbox' }],
    ],
    'the audit trail records who, which policy, the kind, the redacted value and the reason',
  );
  t.notOk(JSON.stringify(audit).toLowerCase().includes(SECRET), 'never the raw value');
});

t.test('a person exception exempts that person from the policy, by user id, and nobody else', async (t) => {
  const { asAnalyst, pii, topics, ingest } = await setUp(t);
  const res = await asAnalyst({ method: 'POST', url: `/api/v1/policies/${pii.id}/exceptions`, payload: { kind: 'person', value: conversationContext.userId } });
  t.equal(res.statusCode, 201);
  t.equal(res.json().display, 'ja•••oe');
  const mine = await ingest(`${PROMPT} about the merger`);
  t.equal(mine.status, 'flagged', 'the PII policy no longer applies to them; the keyword policy still does');
  t.equal(mine.policyId, topics.id);
  t.match(await ingest(PROMPT, { user: 'Sam Roe', userId: 'sam.roe' }), { status: 'blocked' }, 'someone else is still judged by it');
});

t.test('a term exception takes one keyword out of a keyword policy', async (t) => {
  const { as, asAnalyst, topics, pii, ingest } = await setUp(t);
  const res = await asAnalyst({ method: 'POST', url: `/api/v1/policies/${topics.id}/exceptions`, payload: { kind: 'term', value: 'project falcon' } });
  t.equal(res.statusCode, 201);
  t.equal(res.json().display, 'project falcon');
  t.equal((await ingest('Status of Project Falcon?')).status, 'allowed');
  t.equal((await ingest('Project Falcon merger')).status, 'flagged', 'the other keyword still matches');

  const refused = async (policyId: string, payload: object, status: number, message: RegExp) => {
    const r = await as({ method: 'POST', url: `/api/v1/policies/${policyId}/exceptions`, payload });
    t.equal(r.statusCode, status, JSON.stringify(payload));
    t.match(r.json().message, message);
  };
  await refused(topics.id, { kind: 'term', value: 'layoff' }, 400, /names one of the policy's keywords/);
  await refused(pii.id, { kind: 'term', value: 'merger' }, 400, /Only a keyword policy/);
  await refused(topics.id, { kind: 'term', value: 'PROJECT FALCON' }, 409, /has that exception already/);
  await refused(topics.id, { kind: 'value', value: '   ' }, 400, /./);
  await refused(topics.id, { kind: 'nickname', value: 'x' }, 400, /./);
  await refused(topics.id, { kind: 'value', value: 'x'.repeat(501) }, 400, /./);
  await refused('no-such-policy', { kind: 'value', value: 'x' }, 404, /Policy not found/);
});

t.test('an exception from an alert must be of an alert that names the policy; unknown ids are 404s', async (t) => {
  const { as, pii, topics, ingest, alerts } = await setUp(t);
  await ingest(PROMPT);
  const [alert] = (await alerts()).items;
  const other = await as({ method: 'POST', url: `/api/v1/policies/${topics.id}/exceptions`, payload: { kind: 'value', value: SECRET, alertId: alert!.id } });
  t.equal(other.statusCode, 400);
  t.match(other.json().message, /does not name this policy/);
  t.equal((await as({ method: 'POST', url: `/api/v1/policies/${pii.id}/exceptions`, payload: { kind: 'value', value: SECRET, alertId: 'no-such-alert' } })).statusCode, 400);
  for (const disposition of [null, 'true_positive', 'benign'] as const) {
    await as({ method: 'PATCH', url: `/api/v1/alerts/${alert!.id}`, payload: { disposition } });
    const unjudged = await as({ method: 'POST', url: `/api/v1/policies/${pii.id}/exceptions`, payload: { kind: 'value', value: SECRET, alertId: alert!.id } });
    t.equal(unjudged.statusCode, 400, `an alert judged ${disposition} is no source of an exception`);
    t.match(unjudged.json().message, /judged a false positive/);
  }

  const created = (await as({ method: 'POST', url: `/api/v1/policies/${pii.id}/exceptions`, payload: { kind: 'value', value: SECRET } })).json();
  t.equal((await as({ method: 'DELETE', url: `/api/v1/policies/${topics.id}/exceptions/${created.id}` })).statusCode, 404, "another policy's exception is not found under this one");
  t.equal((await as({ method: 'DELETE', url: `/api/v1/policies/${pii.id}/exceptions/nope` })).statusCode, 404);
  t.equal((await as({ method: 'DELETE', url: `/api/v1/policies/${encodeURIComponent(pii.id)}/exceptions/${encodeURIComponent(`${created.id}/..`)}` })).statusCode, 404, 'an encoded path names no exception');
  t.equal((await as({ method: 'GET', url: '/api/v1/policies/no-such-policy/exceptions' })).statusCode, 404);
  t.equal((await as({ method: 'GET', url: `/api/v1/policies/${pii.id}/exceptions` })).json().items.length, 1, 'still there');

  t.equal((await as({ method: 'DELETE', url: `/api/v1/policies/${pii.id}` })).statusCode, 204);
  t.same(await as({ method: 'GET', url: `/api/v1/policies/${pii.id}/exceptions` }).then((r) => r.statusCode), 404);
  const again = (await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy })).json();
  t.equal((await ingest(PROMPT)).status, 'blocked', "a deleted policy's exceptions went with it");
  t.same((await as({ method: 'GET', url: `/api/v1/policies/${again.id}/exceptions` })).json().items, []);
});

t.test('the same exception asked for at once many times is made once', async (t) => {
  const { as, pii } = await setUp(t);
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => as({ method: 'POST', url: `/api/v1/policies/${pii.id}/exceptions`, payload: { kind: 'value', value: SECRET } })),
  );
  t.same(answers.map((a) => a.statusCode).sort(), [201, ...Array(11).fill(409)]);
  t.equal((await as({ method: 'GET', url: `/api/v1/policies/${pii.id}/exceptions` })).json().items.length, 1);
});

t.test("each exception route refuses a caller without the right: no session 401, a forged one 401, the auditor 403, nothing changed", async (t) => {
  const { app, as, asAuditor, pii } = await setUp(t);
  const kept = (await as({ method: 'POST', url: `/api/v1/policies/${pii.id}/exceptions`, payload: { kind: 'value', value: SECRET } })).json();
  const cases: Array<{ method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object; auditorRefused: boolean; permission: string }> = [
    { method: 'GET', url: `/api/v1/policies/${pii.id}/exceptions`, auditorRefused: false, permission: 'console.read' },
    { method: 'GET', url: '/api/v1/policies/precision', auditorRefused: false, permission: 'console.read' },
    { method: 'POST', url: `/api/v1/policies/${pii.id}/exceptions`, payload: { kind: 'person', value: 'jane.doe' }, auditorRefused: true, permission: 'policies.except' },
    { method: 'DELETE', url: `/api/v1/policies/${pii.id}/exceptions/${kept.id}`, auditorRefused: true, permission: 'policies.except' },
  ];
  for (const c of cases) {
    const body = c.payload ? { payload: c.payload } : {};
    t.equal((await app.inject({ method: c.method, url: c.url, ...body })).statusCode, 401, `${c.method} ${c.url} without a session`);
    t.equal((await app.inject({ method: c.method, url: c.url, headers: { cookie: 'gsg_session=forged' }, ...body })).statusCode, 401, `${c.method} ${c.url} with a forged session`);
    const res = await asAuditor({ method: c.method, url: c.url, ...body });
    if (c.auditorRefused) {
      t.equal(res.statusCode, 403, `${c.method} ${c.url} for the auditor`);
      t.match(res.json().message, `'${c.permission}'`);
    } else t.equal(res.statusCode, 200, `${c.method} ${c.url} is read by the auditor`);
  }
  t.same((await as({ method: 'GET', url: `/api/v1/policies/${pii.id}/exceptions` })).json().items, [kept], 'nothing changed');
});
