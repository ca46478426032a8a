import t, { type Test } from 'tap';
import OpenAI from 'openai';
import type { Alert, ConversationLog, PolicyInput } from '@gsg/shared';
import { StubUpstream } from '../../test-support/stub-upstream.ts';
import { buildTestApp, traceLog, type TestApp } from '../helper.ts';
import { listen } from '../live/live-client.ts';
import { storedConversations } from '../stored-conversations.ts';

const CARD = '4111 1111 1111 1111';
/** The card number however it is grouped (not a bare '4111', which ids and times may hold by chance). */
const CARD_NUMBER = /4111\D?1111\D?1111\D?1111/;
const BEFORE = 'Here is the customer record you asked for, with the address, the phone number and the payment details. The card on file is ';
const AFTER = ', expiring next year.';
const REDACTED_REPLY = `${BEFORE}[CREDIT_CARD]${AFTER}`;
/** The number split over chunks: no chunk alone looks like a card. */
const SPLIT = [...BEFORE.match(/[\s\S]{1,8}/g)!, '4111 11', '11 1111 ', '1111', AFTER];

const cardRedaction = (mode: PolicyInput['mode'] = 'enforce'): PolicyInput => ({
  name: 'Card Redaction',
  description: 'Card numbers are replaced, the rest goes through',
  ruleType: 'PCI',
  severity: 'high',
  action: 'redact',
  isEnabled: true,
  rules: { type: 'detector', detectorModel: 'financial-detector-v1' },
  sensitivity: 'medium',
  mode,
});

interface Gateway extends TestApp {
  url: string;
  key: string;
  upstream: StubUpstream;
  client: OpenAI;
  logged: (count: number) => Promise<ConversationLog[]>;
  serverLog: () => string;
}

async function gateway(t: Test, policy: PolicyInput = cardRedaction()): Promise<Gateway> {
  const upstream = await new StubUpstream().start();
  t.teardown(() => upstream.stop());
  const log = traceLog();
  const test = await listen(await buildTestApp(t, { logger: log.logger, env: { GSG_GATEWAY_UPSTREAM_URL: upstream.url, GSG_GATEWAY_UPSTREAM_KEY: 'sk-upstream' } }));
  t.equal((await test.as({ method: 'POST', url: '/api/v1/policies', payload: policy })).statusCode, 201);
  const { key } = (await test.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'chat app' } })).json();
  const logged = storedConversations(test.app.events);
  const client = new OpenAI({ baseURL: `${test.url}/v1`, apiKey: key, maxRetries: 0 });
  return { ...test, key, upstream, client, logged, serverLog: log.text };
}

/** The raw bytes of a streamed answer, as they crossed the wire. */
async function rawStream(gw: Gateway, path: string, body: object): Promise<string> {
  const res = await fetch(`${gw.url}/v1${path}`, { method: 'POST', headers: { authorization: `Bearer ${gw.key}`, 'content-type': 'application/json' }, body: JSON.stringify({ ...body, stream: true }) });
  return res.text();
}

t.test('a reply a redacting policy matches reaches the person with the card number replaced, whole and streamed', async (t) => {
  const gw = await gateway(t);
  gw.upstream.reply = `${BEFORE}${CARD}${AFTER}`;

  const whole = await gw.client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Show the record' }] });
  t.equal(whole.choices[0]?.message.content, REDACTED_REPLY, 'not an error: the reply, redacted');

  gw.upstream.pieces = SPLIT;
  const stream = await gw.client.chat.completions.create({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'Show the record' }] });
  let received = '';
  let chunks = 0;
  for await (const chunk of stream) {
    received += chunk.choices[0]?.delta.content ?? '';
    chunks++;
  }
  t.equal(received, REDACTED_REPLY, 'split across chunks, still caught and replaced');
  t.ok(chunks > 10, 'and still streamed chunk by chunk');

  const raw = await rawStream(gw, '/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'Show the record' }] });
  t.notMatch(raw, CARD_NUMBER, 'no part of the stream carries the number');
  t.notOk(/"content":"[^"]*\d/.test(raw), 'not even a digit of it, in any chunk');
  t.match(raw, /data: \[DONE\]/, 'the stream ends as OpenAI ends it');

  const logs = await gw.logged(3);
  for (const log of logs) {
    t.match(log, { status: 'flagged', policyTriggered: 'Card Redaction', outputRedacted: REDACTED_REPLY });
    const original = await gw.as({ method: 'POST', url: `/api/v1/logs/${log.id}/reveal`, payload: { which: 'output', reason: 'Case review' } });
    t.equal(original.json().content, REDACTED_REPLY, 'the log keeps what the person received');
  }
  const alerts = (await gw.as({ method: 'GET', url: '/api/v1/alerts' })).json().items as Alert[];
  t.ok(alerts.length > 0);
  t.ok(alerts.every((a) => a.actionTaken === 'Redacted' && a.policyTriggered === 'Card Redaction'), 'the alert says what was done');
  t.notMatch(gw.serverLog(), CARD_NUMBER, 'the server log never carries it');
});

t.test('a streamed response is redacted in its deltas and in the summaries that repeat it', async (t) => {
  const gw = await gateway(t);
  gw.upstream.reply = `${BEFORE}${CARD}${AFTER}`;
  gw.upstream.pieces = SPLIT;
  const stream = await gw.client.responses.create({ model: 'gpt-4o', input: 'Show the record', stream: true });
  let deltas = '';
  let done = '';
  let completed = '';
  for await (const event of stream) {
    if (event.type === 'response.output_text.delta') deltas += event.delta;
    if (event.type === 'response.output_text.done') done = event.text;
    if (event.type === 'response.completed') {
      const [message] = event.response.output;
      if (message?.type === 'message' && message.content[0]?.type === 'output_text') completed = message.content[0].text;
    }
  }
  t.equal(deltas, REDACTED_REPLY);
  t.equal(done, REDACTED_REPLY, 'the text repeated whole at the end is redacted too');
  t.equal(completed, REDACTED_REPLY, 'and so is the completed response');
  t.notMatch(await rawStream(gw, '/responses', { model: 'gpt-4o', input: 'Show the record' }), CARD_NUMBER);

  const whole = await gw.client.responses.create({ model: 'gpt-4o', input: 'Show the record' });
  t.equal(whole.output_text, REDACTED_REPLY);
});

t.test('a prompt a redacting policy matches is forwarded redacted, in every text it holds', async (t) => {
  const gw = await gateway(t);
  const completion = await gw.client.chat.completions.create({
    model: 'gpt-4o',
    messages: [
      { role: 'system', content: 'You help with payments.' },
      { role: 'user', content: [{ type: 'text', text: `Charge ${CARD} for the order` }] },
    ],
  });
  t.equal(completion.choices[0]?.message.content, gw.upstream.reply, 'forwarded, not refused');
  const [call] = gw.upstream.callsTo('/chat/completions');
  t.notMatch(JSON.stringify(call?.body), CARD_NUMBER, 'the model never saw the number');
  t.match(call?.body, { messages: [{ content: 'You help with payments.' }, { content: [{ type: 'text', text: 'Charge [CREDIT_CARD] for the order' }] }] });

  await gw.client.responses.create({ model: 'gpt-4o', instructions: `Card ${CARD} is on file`, input: 'Hello' });
  t.match(gw.upstream.callsTo('/responses')[0]?.body, { instructions: 'Card [CREDIT_CARD] is on file', input: 'Hello' });
  await gw.client.embeddings.create({ model: 'text-embedding-3-small', input: ['plain text', `card ${CARD}`] });
  t.same(gw.upstream.callsTo('/embeddings')[0]?.body.input, ['plain text', 'card [CREDIT_CARD]']);

  const logs = await gw.logged(3);
  t.match(logs[0], { status: 'flagged', policyTriggered: 'Card Redaction', inputRedacted: 'You help with payments.\n\nCharge [CREDIT_CARD] for the order' });
});

t.test('every text of a request is forwarded redacted, tool descriptions and metadata too; names and settings as sent', async (t) => {
  const gw = await gateway(t);
  await gw.client.chat.completions.create({
    model: 'gpt-4o',
    messages: [{ role: 'user', content: 'Charge the customer' }],
    tools: [{ type: 'function', function: { name: 'charge', description: `Charges ${CARD}`, parameters: { type: 'object', properties: { amount: { type: 'number' } } } } }],
    metadata: { note: `card ${CARD}` },
    store: true,
  });
  const [call] = gw.upstream.callsTo('/chat/completions');
  t.notMatch(JSON.stringify(call?.body), CARD_NUMBER, 'the model never saw the number, in any field');
  t.match(call?.body, {
    tools: [{ type: 'function', function: { name: 'charge', description: 'Charges [CREDIT_CARD]', parameters: { type: 'object', properties: { amount: { type: 'number' } } } } }],
    metadata: { note: 'card [CREDIT_CARD]' },
    store: true,
  });
  const [log] = await gw.logged(1);
  t.match(log, { status: 'flagged', policyTriggered: 'Card Redaction' });
  t.notMatch(log?.inputRedacted, CARD_NUMBER);
});

t.test('a redacted reply carries no log probabilities, which would repeat the number token by token', async (t) => {
  const gw = await gateway(t);
  gw.upstream.reply = `${BEFORE}${CARD}${AFTER}`;
  const whole = await gw.client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'The card?' }], logprobs: true, top_logprobs: 1 });
  t.equal(whole.choices[0]?.message.content, REDACTED_REPLY);
  t.notMatch(JSON.stringify(whole), CARD_NUMBER, 'no token of the number is left');
  t.equal(whole.choices[0]?.logprobs, null);

  gw.upstream.pieces = SPLIT;
  const raw = await rawStream(gw, '/chat/completions', { model: 'gpt-4o', messages: [{ role: 'user', content: 'The card?' }], logprobs: true });
  t.notMatch(raw, /4111|"token":"11/, 'streamed, no chunk carries a token of it');
  t.match(raw, /\[CREDIT_CARD\]/);

  // A reply nothing was redacted in keeps them.
  gw.upstream.reply = 'Nothing to hide here.';
  gw.upstream.pieces = null;
  const plain = await gw.client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Hi' }], logprobs: true });
  t.ok((plain.choices[0]?.logprobs?.content?.length ?? 0) > 0, 'log probabilities pass through untouched');
});

t.test('a monitored redacting policy redacts nothing: it logs and alerts what it would have done', async (t) => {
  const gw = await gateway(t, cardRedaction('monitor'));
  gw.upstream.reply = `${BEFORE}${CARD}${AFTER}`;
  const whole = await gw.client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: `Show the record for ${CARD}` }] });
  t.equal(whole.choices[0]?.message.content, gw.upstream.reply, 'the reply as the model wrote it');
  t.match(JSON.stringify(gw.upstream.calls[0]?.body), CARD_NUMBER, 'the prompt as the person wrote it');
  const [log] = await gw.logged(1);
  t.match(log, { status: 'allowed', policyTriggered: '', monitored: { policies: [{ name: 'Card Redaction' }], wouldBe: 'flagged' } });
});

t.test('a blocking policy still wins over a redacting one', async (t) => {
  const gw = await gateway(t);
  t.equal((await gw.as({ method: 'POST', url: '/api/v1/policies', payload: { ...cardRedaction(), name: 'Card Block', action: 'block' } })).statusCode, 201);
  gw.upstream.reply = `${BEFORE}${CARD}${AFTER}`;
  const err = await gw.client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Show the record' }] }).then(
    () => null,
    (e: unknown) => e,
  );
  t.ok(err instanceof OpenAI.APIError && err.code === 'content_policy_violation');
});
