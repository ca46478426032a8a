import t from 'tap';
import { buildTestApp, type TestApp } from '../helper.ts';
import { conversationContext, piiBlockPolicy, topicsFlagPolicy } from '../fixtures.ts';
import { BUSY_MESSAGE, createEvaluationTurns } from '../../src/services/evaluation-turns.ts';

const piiBlock = piiBlockPolicy;
const topicsFlag = topicsFlagPolicy(['merger', 'layoff']);
const context = conversationContext;
const secretPrompt = 'Please email jane.doe@example.com about the offer';

async function withPolicies(t: Parameters<typeof buildTestApp>[0]): Promise<TestApp> {
  const app = await buildTestApp(t);
  for (const p of [piiBlock, topicsFlag]) await app.as({ method: 'POST', url: '/api/v1/policies', payload: p });
  return app;
}

t.test('a dry run judges without storing anything', async (t) => {
  const { as } = await withPolicies(t);
  const res = await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: secretPrompt, dryRun: true } });
  t.equal(res.statusCode, 200);
  const body = res.json();
  t.equal(body.status, 'blocked');
  t.match(body.inputRedacted, /\[EMAIL_ADDRESS\]/);
  t.notOk(res.body.includes('jane.doe@example.com'), 'the answer never carries the original');
  t.match(body.triggeredPolicies, [{ name: 'PII Detection', action: 'block', severity: 'high' }]);
  t.same([body.logId, body.alertId, body.duplicate], [null, null, false]);
  t.same((await as({ method: 'GET', url: '/api/v1/logs' })).json().items, []);
});

t.test('a blocked conversation is stored redacted, its original encrypted, and raises an alert', async (t) => {
  const { as, raw } = await withPolicies(t);
  const res = await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: secretPrompt, output: 'Sure.' } });
  const { logId, alertId } = res.json();
  t.type(logId, 'string');
  t.type(alertId, 'string');

  const log = (await as({ method: 'GET', url: '/api/v1/logs' })).json().items[0];
  t.match(log, { id: logId, status: 'blocked', policyTriggered: 'PII Detection', user: 'Jane Doe' });
  t.notOk(JSON.stringify(log).includes('jane.doe@example.com'));

  const stored = await raw.record('logs', logId);
  t.notOk(JSON.stringify(stored).includes('jane.doe@example.com'), 'no field holds the original in clear');
  t.match(stored?.input_encrypted ?? stored?.inputEncrypted, /^v1:/);

  const reveal = await as({ method: 'POST', url: `/api/v1/logs/${logId}/reveal`, payload: { which: 'input', reason: 'Case review' } });
  t.equal(reveal.json().content, secretPrompt, 'reveal gives the original back');

  const alert = (await as({ method: 'GET', url: `/api/v1/alerts/${alertId}` })).json();
  t.match(alert, { status: 'open', severity: 'high', actionTaken: 'Blocked', logId, policyTriggered: 'PII Detection' });
  t.match(alert.inputPreview, /\[EMAIL_ADDRESS\]/);
});

t.test('flagged and allowed conversations', async (t) => {
  const { as } = await withPolicies(t);
  const flagged = (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: 'Draft the Merger memo' } })).json();
  t.equal(flagged.status, 'flagged');
  t.type(flagged.alertId, 'string');
  const alert = (await as({ method: 'GET', url: `/api/v1/alerts/${flagged.alertId}` })).json();
  t.match(alert, { actionTaken: 'Flagged', severity: 'medium' });

  const allowed = (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: 'Summarise this poem' } })).json();
  t.equal(allowed.status, 'allowed');
  t.equal(allowed.alertId, null, 'no alert for an allowed conversation');
  t.type(allowed.logId, 'string', 'allowed conversations are logged too');
});

t.test('a repeated eventId is recognised and stored once', async (t) => {
  const { as } = await withPolicies(t);
  const payload = { ...context, input: secretPrompt, eventId: 'evt-1' };
  const first = (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload })).json();
  const again = (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload })).json();
  t.equal(first.duplicate, false);
  t.equal(again.duplicate, true);
  t.equal(again.logId, null);
  t.equal((await as({ method: 'GET', url: '/api/v1/logs' })).json().items.length, 1);
  t.equal((await as({ method: 'GET', url: '/api/v1/alerts' })).json().total, 1, 'one alert, not two');
});

t.test('a policy change applies to the very next evaluation', async (t) => {
  const { as } = await withPolicies(t);
  const before = (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: 'About the acquisition', dryRun: true } })).json();
  t.equal(before.status, 'allowed');
  const policies = (await as({ method: 'GET', url: '/api/v1/policies' })).json().items;
  const topics = policies.find((p: { name: string }) => p.name === 'Sensitive Topics');
  await as({ method: 'PUT', url: `/api/v1/policies/${topics.id}`, payload: { ...topicsFlag, rules: { type: 'keyword', keywords: ['acquisition'] } } });
  const after = (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: 'About the acquisition', dryRun: true } })).json();
  t.equal(after.status, 'flagged');
});

t.test('a dry run may judge one unsaved policy alone, whatever is saved', async (t) => {
  const { as } = await withPolicies(t);
  const draft = { ...topicsFlagPolicy(['acquisition']), name: 'Deals draft', isEnabled: false };
  const prompt = 'Email jane.doe@example.com about the acquisition';
  const res = await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: prompt, dryRun: true, policy: draft } });
  t.equal(res.statusCode, 200);
  const body = res.json();
  t.equal(body.status, 'flagged', "the draft's flag decides: the saved PII block is not consulted");
  t.match(body.triggeredPolicies, [{ id: 'draft', name: 'Deals draft', action: 'flag', severity: 'medium' }]);
  t.equal(body.triggeredPolicies.length, 1);
  t.match(body.findings.input, [{ entity: 'KEYWORD', start: prompt.indexOf('acquisition'), end: prompt.length, policyIds: ['draft'] }]);
  t.equal(body.inputRedacted, 'Email jane.doe@example.com about the [KEYWORD]', 'a disabled draft is tested all the same');
  t.same([body.logId, body.alertId, body.duplicate], [null, null, false]);
  t.same((await as({ method: 'GET', url: '/api/v1/logs' })).json().items, [], 'nothing stored');

  const edited = { ...draft, rules: { type: 'regex', pattern: String.raw`\bjane\.\w+@\S+` }, action: 'allow_with_warning' };
  const again = (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: prompt, dryRun: true, policy: edited } })).json();
  t.equal(again.inputRedacted, 'Email [REDACTED] about the acquisition', 'an edit of the draft is judged afresh');
  t.equal(again.status, 'allowed');
  t.match(again.warning, /Deals draft/, 'allowed with a warning');
});

t.test('a drafted policy is checked like a saved one, and only a dry run may carry one', async (t) => {
  const { as } = await withPolicies(t);
  const unusable = { ...piiBlock, rules: { type: 'regex', pattern: String.raw`(a)\1` } };
  const bad = await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: 'aa', dryRun: true, policy: unusable } });
  t.equal(bad.statusCode, 400);
  t.match(bad.json().message, /^Invalid regular expression: backreferences/);
  t.match(bad.json().fields, [{ path: 'body.policy.rules.pattern' }]);

  const incomplete = await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: 'x', dryRun: true, policy: { ...piiBlock, name: '' } } });
  t.equal(incomplete.statusCode, 400);
  t.match(incomplete.json().fields, [{ path: 'body.policy.name' }]);

  const stored = await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: secretPrompt, policy: piiBlock } });
  t.equal(stored.statusCode, 400, 'a policy without dryRun is refused rather than stored under a policy nobody saved');
  t.match(stored.json().fields, [{ path: 'body.policy', message: 'a policy can only be tested with dryRun' }]);
  t.same((await as({ method: 'GET', url: '/api/v1/logs' })).json().items, []);
});

t.test('scan lists detector findings without policies', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({ method: 'POST', url: '/api/v1/guard/scan', payload: { text: 'card 4111 1111 1111 1111, mail a@b.io', detectors: ['financial-detector-v1'] } });
  t.equal(res.statusCode, 200);
  t.match(res.json().findings, [{ entity: 'CREDIT_CARD', detector: 'financial-detector-v1', start: 5, end: 24, policyIds: [] }]);
  t.equal(res.json().findings.length, 1, 'only the chosen detector ran');

  const empty = await as({ method: 'POST', url: '/api/v1/guard/scan', payload: { text: '' } });
  t.equal(empty.statusCode, 200, "a gateway scans a model's empty reply too");
  t.same(empty.json().findings, []);

  const bare = { text: 'It was 2125550147', detectors: ['pii-detector-v1'] };
  t.same((await as({ method: 'POST', url: '/api/v1/guard/scan', payload: bare })).json().findings, [], 'medium unless asked');
  const high = await as({ method: 'POST', url: '/api/v1/guard/scan', payload: { ...bare, sensitivity: 'high' } });
  t.match(high.json().findings, [{ entity: 'PHONE_NUMBER', start: 7, end: 17 }]);
});

t.test('large texts sent at once are each scanned and judged in turn, and every caller gets its own answer', async (t) => {
  const { as } = await withPolicies(t);
  // Each over the size from which an evaluation waits its turn (evaluation-turns.ts).
  const large = (n: number) => `${'Nothing to see in this line of the quarterly notes. '.repeat(400)}Mail user${n}@example.com now.`;
  const scans = [1, 2, 3].map((n) => as({ method: 'POST', url: '/api/v1/guard/scan', payload: { text: large(n), detectors: ['pii-detector-v1'] } }));
  const judged = [4, 5].map((n) => as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: large(n), dryRun: true } }));
  for (const [i, res] of (await Promise.all(scans)).entries()) {
    t.equal(res.statusCode, 200);
    const [finding] = res.json().findings;
    t.match(finding, { entity: 'EMAIL_ADDRESS' });
    t.equal(large(i + 1).slice(finding.start, finding.end), `user${i + 1}@example.com`, 'the finding is in its own text');
  }
  for (const res of await Promise.all(judged)) t.match(res.json(), { status: 'blocked', inputRedacted: /\[EMAIL_ADDRESS\] now\.$/ });
});

t.test('when too many large texts wait, the next scan or draft evaluation is told to come back', async (t) => {
  const { app, as } = await withPolicies(t);
  // The routes' turns as a server whose every text counts as large and that lets none wait: the refusal
  // the burst limit gives (stored evaluations take their turns in the conversation service, tested apart).
  app.services.evaluationTurns = createEvaluationTurns({ largeChars: 1, maxWaiting: 0 });
  for (const [url, payload] of [
    ['/api/v1/guard/scan', { text: secretPrompt }],
    ['/api/v1/guard/evaluate', { ...context, input: secretPrompt, dryRun: true, policy: piiBlock }],
  ] as const) {
    const res = await as({ method: 'POST', url, payload });
    t.equal(res.statusCode, 503, url);
    t.equal(res.headers['retry-after'], '1');
    t.equal(res.json().message, BUSY_MESSAGE);
    t.notOk(res.body.includes('jane.doe'), 'the answer never carries the text');
  }
});

t.test('gateways call with an API key; without credentials or with bad input nothing is stored', async (t) => {
  const { app, as } = await withPolicies(t);
  const { key } = (await as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'gateway' } })).json();
  const viaKey = await app.inject({
    method: 'POST',
    url: '/api/v1/guard/evaluate',
    headers: { authorization: `Bearer ${key}` },
    payload: { ...context, input: 'hello' },
  });
  t.equal(viaKey.statusCode, 200);
  const anon = await app.inject({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: 'hello' } });
  t.equal(anon.statusCode, 401);
  t.equal((await app.inject({ method: 'POST', url: '/api/v1/guard/scan', payload: { text: 'x' } })).statusCode, 401);
  const bad = await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: '', user: '' } });
  t.equal(bad.statusCode, 400);
  t.match(bad.json().fields.map((f: { path: string }) => f.path).sort(), ['body.input', 'body.user']);
  t.equal((await as({ method: 'GET', url: '/api/v1/logs' })).json().items.length, 1, 'only the keyed call was stored');
});

t.test("the sample HIPAA policy flags a colleague's diagnosis and redacts it", async (t) => {
  const { as } = await buildTestApp(t, { seed: true });
  const res = await as({
    method: 'POST',
    url: '/api/v1/guard/evaluate',
    payload: { ...conversationContext, input: 'Can you draft a note? My colleague Dana was diagnosed with multiple sclerosis and takes ocrelizumab.', output: 'Sure.', dryRun: true },
  });
  t.equal(res.statusCode, 200);
  const verdict = res.json();
  t.ok(verdict.triggeredPolicies.some((p: { name: string }) => p.name === 'HIPAA Compliance'), 'the HIPAA policy is among those triggered');
  t.match(verdict.inputRedacted, /\[MEDICAL_CONDITION\]/);
  t.notMatch(verdict.inputRedacted, /multiple sclerosis/, 'the diagnosis does not stay readable');

  // Other ways of saying it: a named colleague, a relation, a pronoun, a state rather than a diagnosis.
  for (const [input, hidden] of [
    ['My colleague Maria was diagnosed with bipolar disorder and takes lithium', ['bipolar disorder', 'lithium']],
    ['Heads up: Maria has bipolar disorder, she is on lithium now.', ['bipolar disorder', 'lithium']],
    ["Draft a note covering for Tom, he's recovering from chemotherapy for breast cancer.", ['chemotherapy', 'breast cancer']],
    ['Our intern is deaf and Priya Raghunathan is eight months pregnant; plan the offsite with that in mind.', ['deaf', 'pregnant']],
    ['He was diagnosed with chronic kidney disease and started dialysis last week.', ['chronic kidney disease', 'dialysis']],
  ] as const) {
    const other = await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...conversationContext, input, output: 'Sure.', dryRun: true } });
    const v = other.json();
    t.ok(v.triggeredPolicies.some((p: { name: string }) => p.name === 'HIPAA Compliance'), `HIPAA flags: ${input}`);
    for (const term of hidden) t.notMatch(v.inputRedacted, new RegExp(term), `"${term}" is redacted`);
  }
});
