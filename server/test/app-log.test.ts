import t from 'tap';
import { buildTestApp, traceLog } from './helper.ts';
import { conversationContext, piiBlockPolicy } from './fixtures.ts';

// Distinctive enough that any appearance in the log is a leak of a prompt, not a coincidence.
const SECRET = 'quokka-zephyr-4417';
const prompt = `Send ${SECRET}@example.com the merger terms`;

const piiBlock = piiBlockPolicy;
const context = conversationContext;

t.test('no original prompt text reaches the server log, even at trace level', async (t) => {
  const log = traceLog();
  const { as } = await buildTestApp(t, { logger: log.logger });
  await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlock });

  const evaluated = await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: prompt, output: `Sure, ${SECRET}` } });
  t.equal(evaluated.json().status, 'blocked');
  await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, input: prompt, dryRun: true } });
  await as({ method: 'POST', url: '/api/v1/guard/scan', payload: { text: prompt } });

  const ingested = await as({
    method: 'POST',
    url: '/api/v1/ingest/events',
    payload: [
      { type: 'conversation', eventId: 'c-1', ...context, input: prompt },
      { type: 'conversation', eventId: 'c-2', ...context, user: '', input: prompt },
      { type: 'detection', eventId: 'd-1', user: SECRET, os: 'Amiga' },
    ],
  });
  t.equal(ingested.json().rejected.length, 2, 'events carrying the secret were rejected');
  const ndjson = await as({
    method: 'POST',
    url: '/api/v1/ingest/events',
    headers: { 'content-type': 'application/x-ndjson' },
    payload: `{"type": "conversation", "input": "${SECRET}\n${JSON.stringify({ type: 'conversation', eventId: 'c-3', ...context, input: prompt })}\n`,
  });
  t.same(ndjson.json().rejected.map((r: { index: number }) => r.index), [0]);

  const revealed = await as({ method: 'POST', url: `/api/v1/logs/${evaluated.json().logId}/reveal`, payload: { which: 'input', reason: 'Case review' } });
  t.equal(revealed.json().content, prompt, 'the reveal itself gives the original to the console');

  const invalid = await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...context, user: '', input: prompt } });
  t.equal(invalid.statusCode, 400);
  const malformed = await as({
    method: 'POST',
    url: '/api/v1/ingest/events',
    headers: { 'content-type': 'application/json' },
    payload: `[{"input": ${SECRET}}]`,
  });
  t.equal(malformed.statusCode, 400);
  t.notOk(invalid.body.includes(SECRET) || malformed.body.includes(SECRET), 'nor do the error answers echo it');

  t.match(log.text(), /"reqId"/, 'the requests were logged');
  t.notOk(log.text().includes(SECRET), 'the secret never appears in the log');
});

t.test("no exception's value reaches the server log, made, refused, listed or removed, even at trace level", async (t) => {
  const log = traceLog();
  const { as } = await buildTestApp(t, { logger: log.logger });
  const policy = (await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlock })).json();
  const url = `/api/v1/policies/${policy.id}/exceptions`;
  const made = await as({ method: 'POST', url, payload: { kind: 'value', value: `${SECRET}@example.com`, reason: 'shared inbox' } });
  t.equal(made.statusCode, 201);
  t.equal((await as({ method: 'POST', url, payload: { kind: 'value', value: `${SECRET}@example.com` } })).statusCode, 409);
  t.equal((await as({ method: 'POST', url, payload: { kind: 'term', value: SECRET } })).statusCode, 400);
  t.equal((await as({ method: 'POST', url, payload: { kind: 'value', value: `${SECRET}`.repeat(40) } })).statusCode, 400);
  t.equal((await as({ method: 'POST', url, payload: { kind: 'person', value: SECRET, alertId: 'nope' } })).statusCode, 400);
  await as({ method: 'GET', url });
  await as({ method: 'DELETE', url: `${url}/${made.json().id}` });
  t.ok(log.text().length > 0, 'the server did log the requests');
  t.notOk(log.text().includes(SECRET), 'the value never appears in the log');
});
