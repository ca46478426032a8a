import t, { type Test } from 'tap';
import type { Alert, ConversationLog, Policy } from '@gsg/shared';
import { buildTestApp, type TestApp } from '../helper.ts';
import { conversationContext, piiBlockPolicy, topicsFlagPolicy } from '../fixtures.ts';

const context = conversationContext;
const secretPrompt = 'Please email jane.doe@example.com about the merger';

/** The PII block policy watched in monitor mode, beside an enforced keyword flag. */
async function monitoring(t: Test): Promise<TestApp & { pii: Policy }> {
  const test = await buildTestApp(t);
  const pii: Policy = (await test.as({ method: 'POST', url: '/api/v1/policies', payload: { ...piiBlockPolicy, mode: 'monitor' } })).json();
  await test.as({ method: 'POST', url: '/api/v1/policies', payload: topicsFlagPolicy(['memo']) });
  return { ...test, pii };
}

const logs = async (test: TestApp): Promise<ConversationLog[]> => (await test.as({ method: 'GET', url: '/api/v1/logs' })).json().items;
const alerts = async (test: TestApp): Promise<Alert[]> => (await test.as({ method: 'GET', url: '/api/v1/alerts' })).json().items;

t.test('a policy is enforced unless it says monitor, and an admin switches it either way', async (t) => {
  const test = await buildTestApp(t);
  const created = (await test.as({ method: 'POST', url: '/api/v1/policies', payload: { ...piiBlockPolicy, mode: undefined } })).json();
  t.equal(created.mode, 'enforce');
  const switched = await test.as({ method: 'PUT', url: `/api/v1/policies/${created.id}`, payload: { ...piiBlockPolicy, mode: 'monitor' } });
  t.equal(switched.json().mode, 'monitor');
  const bad = await test.as({ method: 'PUT', url: `/api/v1/policies/${created.id}`, payload: { ...piiBlockPolicy, mode: 'watch' } });
  t.equal(bad.statusCode, 400);
  t.match(bad.json().fields, [{ path: 'body.mode' }]);
});

t.test('guard/evaluate: a monitored block lets the conversation through, logs what it would have done and raises its alert', async (t) => {
  const test = await monitoring(t);
  const res = await test.as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: secretPrompt, output: 'Sure.' } });
  const verdict = res.json();
  t.match(verdict, { status: 'allowed', triggeredPolicies: [], monitoredStatus: 'blocked' });
  t.match(verdict.monitoredPolicies, [{ id: test.pii.id, name: 'PII Detection', action: 'block' }]);
  t.match(verdict.inputRedacted, /\[EMAIL_ADDRESS\]/, 'what a monitored policy finds is still kept out of the log');

  const [log] = await logs(test);
  t.match(log, { id: verdict.logId, status: 'allowed', policyTriggered: '', monitored: { policies: [{ id: test.pii.id, name: 'PII Detection' }], wouldBe: 'blocked' } });
  const [alert] = await alerts(test);
  t.match(alert, { id: verdict.alertId, logId: log!.id, actionTaken: 'Would block', policyTriggered: 'PII Detection', policyId: test.pii.id, severity: 'high' });
  t.notOk(JSON.stringify([log, alert]).includes('jane.doe@example.com'));
});

t.test('an enforced flag with a monitored block is flagged, and its alert says it would have blocked', async (t) => {
  const test = await monitoring(t);
  const verdict = (await test.as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: `${secretPrompt}, see the memo` } })).json();
  t.match(verdict, { status: 'flagged', monitoredStatus: 'blocked' });
  const [alert] = await alerts(test);
  t.match(alert, { actionTaken: 'Flagged (would block)', policyTriggered: 'Sensitive Topics, PII Detection', severity: 'high' });
});

t.test('ingest: the same verdict for conversations an agent sends', async (t) => {
  const test = await monitoring(t);
  const res = await test.as({
    method: 'POST',
    url: '/api/v1/ingest/events',
    payload: [
      { type: 'conversation', eventId: 'c-1', ...context, input: secretPrompt },
      { type: 'conversation', eventId: 'c-2', ...context, input: 'What is the weather?' },
    ],
  });
  t.equal(res.json().accepted.length, 2);
  const byInput = new Map((await logs(test)).map((l) => [l.inputRedacted.includes('weather') ? 'plain' : 'watched', l]));
  t.match(byInput.get('watched'), { status: 'allowed', monitored: { wouldBe: 'blocked' } });
  t.match(byInput.get('plain'), { status: 'allowed', monitored: null });
  t.match(await alerts(test), [{ actionTaken: 'Would block' }], 'one alert, for the watched one');

  const pii = test.pii;
  await test.as({ method: 'PUT', url: `/api/v1/policies/${pii.id}`, payload: { ...piiBlockPolicy, mode: 'enforce' } });
  const enforced = await test.as({ method: 'POST', url: '/api/v1/ingest/events', payload: [{ type: 'conversation', eventId: 'c-3', ...context, input: secretPrompt }] });
  t.equal(enforced.json().accepted.length, 1);
  t.match((await logs(test))[0], { status: 'blocked', policyTriggered: 'PII Detection', monitored: null }, 'switched to enforce, it blocks at once');
});
