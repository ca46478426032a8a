import t from 'tap';
import { SETTINGS_DEFAULTS } from '@gsg/shared';
import { addSignedInAccount, buildTestApp, type TestApp } from '../helper.ts';
import { conversationContext, piiBlockPolicy } from '../fixtures.ts';
import { recordEvents } from '../events/recording-bus.ts';

async function withAlerts(t: Parameters<typeof buildTestApp>[0], count: number): Promise<TestApp & { ids: string[] }> {
  const app = await buildTestApp(t);
  await app.as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy });
  const ids: string[] = [];
  // Grouping off: one person's conversations would otherwise join one alert.
  await app.as({ method: 'PUT', url: '/api/v1/settings/general', payload: { ...SETTINGS_DEFAULTS.general, alertGroupingMinutes: 0 } });
  for (let i = 0; i < count; i++) {
    const res = await app.as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...conversationContext, input: `Email jane${i}@example.com`, output: 'ok' } });
    ids.push(res.json().alertId);
  }
  return { ...app, ids };
}

t.test('an alert is assigned, given a disposition and moved in one PATCH, and the live feed hears it', async (t) => {
  const { as, app, ids } = await withAlerts(t, 1);
  const heard = recordEvents(t, app.events);
  const res = await as({ method: 'PATCH', url: `/api/v1/alerts/${ids[0]}`, payload: { status: 'investigating', assignee: 'admin', disposition: 'true_positive' } });
  t.equal(res.statusCode, 200);
  t.match(res.json(), { status: 'investigating', assignee: 'admin', disposition: 'true_positive' });
  t.same(heard.all().map((e) => e.type), ['alert.transitioned', 'alert.triaged']);
  t.same(heard.of('alert.triaged')[0]?.data.changes, ['assignee', 'disposition']);

  const cleared = await as({ method: 'PATCH', url: `/api/v1/alerts/${ids[0]}`, payload: { assignee: null } });
  t.match(cleared.json(), { assignee: null, disposition: 'true_positive', status: 'investigating' });
  const got = (await as({ method: 'GET', url: `/api/v1/alerts/${ids[0]}` })).json();
  t.same(got.history.map((h: { to: string; by: string }) => [h.to, h.by]), [['open', 'system'], ['investigating', 'admin']], 'the history says who moved it');
});

t.test('bad triage is refused whole, with a reason', async (t) => {
  const { as, ids } = await withAlerts(t, 1);
  const id = ids[0]!;
  const unknown = await as({ method: 'PATCH', url: `/api/v1/alerts/${id}`, payload: { status: 'resolved', assignee: 'nobody' } });
  t.equal(unknown.statusCode, 400);
  t.match(unknown.json().message, /no account named nobody that alerts can be assigned to/);
  t.equal((await as({ method: 'GET', url: `/api/v1/alerts/${id}` })).json().status, 'open', 'nothing changed, the move included');
  for (const payload of [{}, { disposition: 'maybe' }, { status: 'open' }, { assignee: '' }, { assignee: 'x'.repeat(101) }]) {
    t.equal((await as({ method: 'PATCH', url: `/api/v1/alerts/${id}`, payload })).statusCode, 400, JSON.stringify(payload));
  }
  t.equal((await as({ method: 'PATCH', url: '/api/v1/alerts/no-such-alert', payload: { disposition: 'benign' } })).statusCode, 404);
});

t.test('alerts are assigned only to enabled accounts that may triage, which the assignee list offers', async (t) => {
  const app = await withAlerts(t, 1);
  const asAnalyst = await addSignedInAccount(app, 'ana', 'cybersecurity_analyst');
  const asAuditor = await addSignedInAccount(app, 'audrey', 'auditor');
  await addSignedInAccount(app, 'gone', 'cybersecurity_analyst');
  const gone = (await app.as({ method: 'GET', url: '/api/v1/accounts' })).json().items.find((a: { username: string }) => a.username === 'gone');
  t.equal((await app.as({ method: 'PATCH', url: `/api/v1/accounts/${gone.id}`, payload: { disabled: true } })).statusCode, 200);

  const listed = await asAuditor({ method: 'GET', url: '/api/v1/alerts/assignees' });
  t.equal(listed.statusCode, 200, 'every role may read who can be assigned');
  t.same(listed.json().items.map((a: { username: string }) => a.username).sort(), ['admin', 'ana'], 'not the auditor, not a disabled account');
  t.match(listed.json().items.find((a: { username: string }) => a.username === 'ana'), { fullName: 'ana Example' });
  // Every other spelling of the path is tried for every route in every-route-needs-credentials.test.ts.
  for (const url of ['/api/v1/alerts/assignees', '/api/v1/alerts/%61ssignees']) {
    t.equal((await app.app.inject({ method: 'GET', url })).statusCode, 401, `${url} without a session`);
    t.equal((await app.app.inject({ method: 'GET', url, headers: { cookie: 'gsg_session=forged-session-token' } })).statusCode, 401, `${url} with a forged session`);
  }

  const id = app.ids[0]!;
  for (const assignee of ['audrey', 'gone', 'nobody']) {
    const res = await asAnalyst({ method: 'PATCH', url: `/api/v1/alerts/${id}`, payload: { assignee } });
    t.equal(res.statusCode, 400, assignee);
    t.same(res.json().fields.map((f: { path: string }) => f.path), ['body.assignee']);
  }
  t.equal((await asAnalyst({ method: 'PATCH', url: `/api/v1/alerts/${id}`, payload: { assignee: 'ANA' } })).json().assignee, 'ana', "kept in the account's own spelling, whatever case it was given in");
  t.equal((await asAnalyst({ method: 'GET', url: `/api/v1/alerts?assignee=ana` })).json().total, 1, 'and found by the assignee filter');
});

t.test('comments: 201 with the alert, kept in order, refused empty', async (t) => {
  const { as, ids } = await withAlerts(t, 1);
  const url = `/api/v1/alerts/${ids[0]}/comments`;
  const first = await as({ method: 'POST', url, payload: { text: '  Checked with the user: a test card.  ' } });
  t.equal(first.statusCode, 201);
  t.match(first.json().comments, [{ by: 'admin', text: 'Checked with the user: a test card.' }]);
  await as({ method: 'POST', url, payload: { text: 'Closing as benign.' } });
  const got = (await as({ method: 'GET', url: `/api/v1/alerts/${ids[0]}` })).json();
  t.same(got.comments.map((c: { text: string }) => c.text), ['Checked with the user: a test card.', 'Closing as benign.']);
  t.match(got.comments[0].at, /^\d{4}-\d\d-\d\dT/);
  t.equal((await as({ method: 'POST', url, payload: { text: '   ' } })).statusCode, 400);
  t.equal((await as({ method: 'POST', url, payload: { text: 'x'.repeat(2001) } })).statusCode, 400);
  t.equal((await as({ method: 'POST', url: '/api/v1/alerts/nope/comments', payload: { text: 'hi' } })).statusCode, 404);
});

t.test('bulk: each alert judged by the transition rules on its own, reported per id', async (t) => {
  const { as, ids } = await withAlerts(t, 3);
  await as({ method: 'PATCH', url: `/api/v1/alerts/${ids[0]}`, payload: { status: 'resolved' } });
  const res = await as({ method: 'POST', url: '/api/v1/alerts/bulk', payload: { ids: [...ids, 'missing', ids[1]], status: 'investigating', assignee: 'admin' } });
  t.equal(res.statusCode, 200);
  const byId = new Map(res.json().results.map((r: { id: string }) => [r.id, r]));
  t.equal(byId.size, 4, 'each id once');
  t.match(byId.get(ids[0]!), { ok: false, status: 409, message: 'Cannot move an alert from resolved to investigating', alert: null });
  t.match(byId.get(ids[1]!), { ok: true, status: 200, alert: { status: 'investigating', assignee: 'admin' } });
  t.match(byId.get(ids[2]!), { ok: true, alert: { status: 'investigating' } });
  t.match(byId.get('missing'), { ok: false, status: 404 });
  const list = (await as({ method: 'GET', url: '/api/v1/alerts?assignee=admin&status=investigating' })).json();
  t.same(list.items.map((a: { id: string }) => a.id).sort(), [ids[1], ids[2]].sort(), 'the assignee filter finds them');
  t.equal((await as({ method: 'POST', url: '/api/v1/alerts/bulk', payload: { ids } })).statusCode, 400, 'a bulk change must change something');
  t.equal((await as({ method: 'POST', url: '/api/v1/alerts/bulk', payload: { ids: [], status: 'resolved' } })).statusCode, 400);
  t.equal((await as({ method: 'POST', url: '/api/v1/alerts/bulk', payload: { ids: Array.from({ length: 501 }, (_, i) => `a${i}`), status: 'resolved' } })).statusCode, 400);
});

t.test('the list filters by user, policy, disposition and text', async (t) => {
  const { as, ids } = await withAlerts(t, 2);
  await as({ method: 'PATCH', url: `/api/v1/alerts/${ids[1]}`, payload: { disposition: 'false_positive' } });
  const count = async (qs: string) => (await as({ method: 'GET', url: `/api/v1/alerts?${qs}` })).json().total;
  t.equal(await count('user=Jane%20Doe'), 2);
  t.equal(await count('user=Jane'), 0, 'the user filter is exact');
  t.equal(await count('policy=PII%20Detection'), 2);
  t.equal(await count('disposition=false_positive'), 1);
  t.equal(await count('assignee=-'), 2);
  t.equal(await count('q=EMAIL_ADDRESS'), 2);
  t.equal(await count('q=jane0%40example.com'), 0, 'the original is not searchable: only the redacted preview is');
  t.equal((await as({ method: 'GET', url: '/api/v1/alerts?disposition=maybe' })).statusCode, 400);
});

t.test("Guardrails' precision follows the dispositions given through PATCH and bulk; benign counts as neither", async (t) => {
  const { as, app, ids } = await withAlerts(t, 5);
  const policyId = (await as({ method: 'GET', url: '/api/v1/policies' })).json().items[0].id;
  const precision = async () => (await as({ method: 'GET', url: '/api/v1/policies/precision' })).json().items;
  t.same(await precision(), [], 'nothing judged yet');
  await as({ method: 'PATCH', url: `/api/v1/alerts/${ids[0]}`, payload: { disposition: 'true_positive' } });
  await as({ method: 'POST', url: '/api/v1/alerts/bulk', payload: { ids: [ids[1], ids[2]], disposition: 'true_positive' } });
  await as({ method: 'PATCH', url: `/api/v1/alerts/${ids[3]}`, payload: { disposition: 'false_positive' } });
  await as({ method: 'PATCH', url: `/api/v1/alerts/${ids[4]}`, payload: { disposition: 'benign' } });
  t.same(await precision(), [{ policyId, truePositives: 3, falsePositives: 1, benign: 1 }]);
  await as({ method: 'PATCH', url: `/api/v1/alerts/${ids[0]}`, payload: { disposition: null } });
  t.same(await precision(), [{ policyId, truePositives: 2, falsePositives: 1, benign: 1 }], 'a cleared disposition no longer counts');

  for (const headers of [{}, { cookie: 'gsg_session=forged' }]) {
    t.equal((await app.inject({ method: 'GET', url: '/api/v1/policies/precision', headers })).statusCode, 401, `refused: ${JSON.stringify(headers)}`);
  }
});
