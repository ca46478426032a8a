import t, { type Test } from 'tap';
import OpenAI from 'openai';
import { SETTINGS_DEFAULTS, type ConversationLog, type PolicyInput } from '@gsg/shared';
import { failure } from '../openai-failure.ts';
import { StubUpstream } from '../../test-support/stub-upstream.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { listen, openConsole } from '../live/live-client.ts';
import { piiBlockPolicy, topicsFlagPolicy } from '../fixtures.ts';
import { storedConversations } from '../stored-conversations.ts';

const UPSTREAM_KEY = 'sk-upstream-secret';
const CARD = '4111 1111 1111 1111';
/**
 * The card number however it is grouped. Not a bare '4111': JSON payloads carry ids and epoch times, in
 * which those four digits turn up by chance.
 */
const CARD_NUMBER = /4111\D?1111\D?1111\D?1111/;
const EMAIL = 'jane.doe@acme.example';

const cardPolicy: PolicyInput = {
  name: 'Credit Card Protection',
  description: 'Card numbers never reach a model or a person',
  ruleType: 'PCI',
  severity: 'high',
  action: 'block',
  isEnabled: true,
  rules: { type: 'detector', detectorModel: 'financial-detector-v1' },
  sensitivity: 'medium',
  mode: 'enforce',
};
const roadmapWarning: PolicyInput = {
  ...topicsFlagPolicy(['roadmap']),
  name: 'Roadmap Talk',
  action: 'allow_with_warning',
  severity: 'low',
};

interface Gateway extends TestApp {
  url: string;
  upstream: StubUpstream;
  key: string;
  client: (user?: string) => OpenAI;
  /** Waits for the n-th log the gateway stored and answers them all, in the order of the calls. */
  logged: (count: number) => Promise<ConversationLog[]>;
}

/** The console listening, with the sample policies, one directory user, a gateway key and a stub upstream. */
async function gateway(t: Test, env: NodeJS.ProcessEnv = {}): Promise<Gateway> {
  const upstream = await new StubUpstream().start();
  t.teardown(() => upstream.stop());
  const test = await listen(
    await buildTestApp(t, { env: { GSG_GATEWAY_UPSTREAM_URL: upstream.url, GSG_GATEWAY_UPSTREAM_KEY: UPSTREAM_KEY, ...env } }),
  );
  for (const policy of [piiBlockPolicy, cardPolicy, topicsFlagPolicy(['merger']), roadmapWarning]) {
    t.equal((await test.as({ method: 'POST', url: '/api/v1/policies', payload: policy })).statusCode, 201);
  }
  await test.app.store.access.insertUsers([{ id: 'jdoe', email: EMAIL, accessEnabled: true }]);
  const { key } = (await test.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'chat app' } })).json();

  const logged = storedConversations(test.app.events);
  const client = (user?: string) =>
    new OpenAI({ baseURL: `${test.url}/v1`, apiKey: key, maxRetries: 0, defaultHeaders: user ? { 'X-GSG-User': user } : {} });
  return { ...test, upstream, key, client, logged };
}


t.test('an allowed prompt reaches the model with the upstream key, and the conversation is logged and pushed live', async (t) => {
  const gw = await gateway(t);
  const console_ = await openConsole(t, gw.url, gw.cookie, ['logs']);
  const completion = await gw.client().chat.completions.create({
    model: 'gpt-4o-mini',
    user: 'JDOE',
    messages: [
      { role: 'system', content: 'You answer geography questions.' },
      { role: 'user', content: 'What is the capital of France?' },
    ],
  });
  t.equal(completion.choices[0]?.message.content, 'Paris is the capital of France.');

  const [call] = gw.upstream.callsTo('/chat/completions');
  t.equal(call?.authorization, `Bearer ${UPSTREAM_KEY}`, "the upstream sees the gateway's key, never the client's");
  t.match(call?.body, { model: 'gpt-4o-mini', user: 'JDOE' }, 'the request goes on as the client sent it');

  const [log] = await gw.logged(1);
  t.match(log, {
    status: 'allowed',
    aiModel: 'gpt-4o-mini',
    user: 'JDOE',
    userId: 'JDOE',
    inputRedacted: 'You answer geography questions.\n\nWhat is the capital of France?',
    outputRedacted: 'Paris is the capital of France.',
  });
  await console_.until(() => console_.events('logs').length === 1, 'the log, live');
});

t.test('the person is matched to Access Control by e-mail in any case, from the user field or X-GSG-User', async (t) => {
  const gw = await gateway(t);
  await gw.client('Jane.Doe@ACME.example').chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Hi' }] });
  await gw.client().embeddings.create({ model: 'text-embedding-3-small', input: 'Hi', user: 'jdoe' });
  const logs = await gw.logged(2);
  t.match(logs, [
    { user: EMAIL, userId: 'jdoe', aiModel: 'gpt-4o' },
    { user: EMAIL, userId: 'jdoe', aiModel: 'text-embedding-3-small' },
  ]);
});

t.test('a blocked prompt never reaches the model: 400 content_policy_violation naming the policy, logged and alerted', async (t) => {
  const gw = await gateway(t);
  const console_ = await openConsole(t, gw.url, gw.cookie, ['logs']);
  const err = await failure(
    gw.client(EMAIL).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: `Charge my card ${CARD} please` }] }),
  );
  t.equal(err.status, 400);
  t.equal(err.code, 'content_policy_violation');
  t.equal(err.type, 'invalid_request_error');
  t.match(err.message, 'This request was blocked by the policy "Credit Card Protection".');
  t.notOk(CARD_NUMBER.test(JSON.stringify(err.error)), 'the text is never echoed');
  t.equal(gw.upstream.calls.length, 0, 'the upstream was not called, so nothing was billed');

  const [log] = await gw.logged(1);
  t.match(log, { status: 'blocked', policyTriggered: 'Credit Card Protection', inputRedacted: 'Charge my card [CREDIT_CARD] please' });
  t.equal(log!.outputRedacted, 'This request was blocked by the policy "Credit Card Protection".', 'the log holds what the person received');
  const alerts = (await gw.as({ method: 'GET', url: '/api/v1/alerts' })).json().items;
  t.match(alerts, [{ logId: log!.id, policyTriggered: 'Credit Card Protection', severity: 'high' }]);
  await console_.until(() => console_.events('alerts').length === 1, 'the alert, live');
  t.notOk(console_.raw.some((payload) => CARD_NUMBER.test(payload)), 'no live payload carries the card number');
});

t.test('large prompts sent at once are each judged in turn: the one with a card is refused, the others reach the model', async (t) => {
  const gw = await gateway(t);
  // Each over the size from which a prompt waits its turn to be judged (evaluation-turns.ts).
  const filler = 'These are the quarterly notes, nothing personal in them. '.repeat(400);
  const ask = (content: string) => gw.client(EMAIL).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content }] });
  const [first, carded, last] = await Promise.allSettled([ask(`${filler}Summarise.`), ask(`${filler}Charge my card ${CARD}.`), ask(`${filler}Shorten.`)]);
  t.equal(first.status, 'fulfilled');
  t.equal(last.status, 'fulfilled');
  t.match(carded, { status: 'rejected', reason: { status: 400, code: 'content_policy_violation' } });
  t.equal(gw.upstream.calls.length, 2, 'only the two clean prompts reached the model');
  t.notOk(gw.upstream.calls.some((call) => CARD_NUMBER.test(JSON.stringify(call))), 'the card never left');
});

t.test('a monitored blocking policy lets the call reach the model, and logs and alerts that it would have blocked', async (t) => {
  const gw = await gateway(t);
  const policies = (await gw.as({ method: 'GET', url: '/api/v1/policies' })).json().items as Array<PolicyInput & { id: string }>;
  const card = policies.find((p) => p.name === cardPolicy.name)!;
  t.equal((await gw.as({ method: 'PUT', url: `/api/v1/policies/${card.id}`, payload: { ...cardPolicy, mode: 'monitor' } })).statusCode, 200);

  const completion = await gw.client(EMAIL).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: `Charge my card ${CARD} please` }] });
  t.ok(completion.choices[0]?.message.content, 'the person got the reply');
  t.equal(gw.upstream.callsTo('/chat/completions').length, 1, 'the upstream was called');

  const [log] = await gw.logged(1);
  t.match(log, {
    status: 'allowed',
    policyTriggered: '',
    inputRedacted: 'Charge my card [CREDIT_CARD] please',
    monitored: { policies: [{ id: card.id, name: 'Credit Card Protection' }], wouldBe: 'blocked' },
  });
  const alerts = (await gw.as({ method: 'GET', url: '/api/v1/alerts' })).json().items;
  t.match(alerts, [{ logId: log!.id, actionTaken: 'Would block', policyTriggered: 'Credit Card Protection', severity: 'high' }]);
  t.equal(alerts.length, 1);
});

t.test("a provider blocked in Discover is refused with 403 before the model is called; Unreviewed ones follow the default action", async (t) => {
  const gw = await gateway(t);
  const decide = (tool: string, decision: string) => gw.as({ method: 'PUT', url: `/api/v1/ai-tools/${tool}/decision`, payload: { decision } });
  t.equal((await decide('chatgpt', 'blocked')).statusCode, 200);
  const ask = (model: string) => gw.client(EMAIL).chat.completions.create({ model, messages: [{ role: 'user', content: 'What is the capital of France?' }] });

  const err = await failure(ask('gpt-4o'));
  t.equal(err.status, 403);
  t.equal(err.code, 'ai_tool_blocked');
  t.equal(err.type, 'permission_error');
  t.match(err.error, { message: 'ChatGPT (OpenAI) is blocked in Discover.' }, 'the message names the tool and where it was blocked');
  t.equal(gw.upstream.calls.length, 0, 'the upstream was not called');
  const [log] = await gw.logged(1);
  t.match(log, { status: 'blocked', aiModel: 'gpt-4o', outputRedacted: 'ChatGPT (OpenAI) is blocked in Discover.' });

  t.ok((await ask('claude-3-5-sonnet')).choices[0]?.message.content, 'another provider, Unreviewed under the flag default, goes through');
  t.equal(gw.upstream.calls.length, 1);

  await gw.as({ method: 'PUT', url: '/api/v1/settings/general', payload: { ...SETTINGS_DEFAULTS.general, defaultAction: 'block' } });
  const unreviewed = await failure(ask('claude-3-5-sonnet'));
  t.equal(unreviewed.status, 403);
  t.match(unreviewed.error, { message: 'Claude (Anthropic) has not been reviewed, and unreviewed AI tools are blocked by the default action.' });
  const uncatalogued = await failure(ask('house-model-7b'));
  t.match(uncatalogued.message, "This model's provider is not in the AI tool catalog");
  t.equal(gw.upstream.calls.length, 1, 'neither reached the model');

  await decide('chatgpt', 'sanctioned');
  t.ok((await ask('gpt-4o-mini')).choices[0]?.message.content, 'sanctioned, it is allowed whatever the default');
  t.equal(gw.upstream.calls.length, 2);
});

t.test('a flagged prompt is forwarded and logged; one allowed with a warning says so in X-GSG-Warning', async (t) => {
  const gw = await gateway(t);
  const flagged = await gw.client(EMAIL).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Summarise the merger memo' }] });
  t.ok(flagged.choices[0]?.message.content);
  const { response } = await gw
    .client(EMAIL)
    .chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Share the roadmap' }] })
    .withResponse();
  t.equal(response.headers.get('x-gsg-warning'), 'Allowed with a warning: this conversation matched "Roadmap Talk".');
  t.equal(gw.upstream.calls.length, 2, 'both reached the model');
  t.match(await gw.logged(2), [
    { status: 'flagged', policyTriggered: 'Sensitive Topics' },
    { status: 'allowed', policyTriggered: 'Roadmap Talk' },
  ]);
});

t.test('a streamed reply arrives chunk by chunk as from OpenAI, and is logged whole', async (t) => {
  const gw = await gateway(t);
  gw.upstream.reply = 'The Eiffel Tower is 330 metres tall, and it was finished in 1889 for the World Fair in Paris.';
  const stream = await gw.client(EMAIL).chat.completions.create({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'How tall is the Eiffel Tower?' }] });
  let text = '';
  let chunks = 0;
  for await (const chunk of stream) {
    text += chunk.choices[0]?.delta.content ?? '';
    chunks++;
  }
  t.equal(text, gw.upstream.reply);
  t.ok(chunks > 5, `${chunks} chunks`);
  t.match(await gw.logged(1), [{ status: 'allowed', outputRedacted: gw.upstream.reply }]);
});

t.test('a long reply is judged whole in its turn: a card deep in it is withheld, a clean one delivered and logged', async (t) => {
  const gw = await gateway(t);
  // Over the size from which a reply waits its turn to be judged (evaluation-turns.ts).
  const report = 'The quarterly report covers revenue, churn and hiring plans for every region. '.repeat(300);
  gw.upstream.reply = `${report}The card on file is ${CARD}.`;
  const ask = () => gw.client(EMAIL).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Write the report' }] });
  const withheld = await failure(ask());
  t.equal(withheld.code, 'content_policy_violation');
  gw.upstream.reply = report;
  const delivered = await ask();
  t.equal(delivered.choices[0]?.message.content, report);
  const logs = await gw.logged(2);
  t.same(logs.map((l) => l.status), ['blocked', 'allowed']);
});

t.test('a reply carrying a card number is withheld; streamed, it is cut before any digit of it goes out', async (t) => {
  const gw = await gateway(t);
  const before = 'Here is the customer record you asked for, with the address, the phone number and the payment details. The card on file is ';
  gw.upstream.reply = `${before}${CARD}, expiring next year.`;

  const whole = await failure(gw.client(EMAIL).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Show the record' }] }));
  t.equal(whole.status, 400);
  t.equal(whole.code, 'content_policy_violation');
  t.equal(whole.message, '400 The reply was withheld: it was blocked by the policy "Credit Card Protection".');

  // The number split over chunks: no chunk alone looks like a card.
  gw.upstream.pieces = [...before.match(/[\s\S]{1,8}/g)!, '4111 11', '11 1111 ', '1111', ', expiring next year.'];
  const stream = await gw.client(EMAIL).chat.completions.create({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'Show the record' }] });
  let received = '';
  const streamed = await failure(
    (async () => {
      for await (const chunk of stream) received += chunk.choices[0]?.delta.content ?? '';
    })(),
  );
  t.equal(streamed.code, 'content_policy_violation', 'the stream ends with an error event');
  t.notOk(received.includes('4111'), 'no digit of the card number reached the person');
  t.ok(received.length > 0 && before.startsWith(received), 'what came before it did, as far as it was released');

  const logs = await gw.logged(2);
  t.match(logs, [
    { status: 'blocked', policyTriggered: 'Credit Card Protection', outputRedacted: 'The reply was withheld: it was blocked by the policy "Credit Card Protection".' },
    { status: 'blocked', policyTriggered: 'Credit Card Protection' },
  ]);
  t.equal(
    logs[1]!.outputRedacted,
    `${received}\n\nThe reply was withheld: it was blocked by the policy "Credit Card Protection".`,
    'the log records what the person received',
  );
  const original = await gw.as({ method: 'POST', url: `/api/v1/logs/${logs[1]!.id}/reveal`, payload: { which: 'output', reason: 'Case review' } });
  t.notOk(original.json().content.includes('4111'), 'the withheld part is not stored either');
});

t.test('a client that leaves mid-stream stops the upstream too, and the log keeps what it had received', async (t) => {
  const gw = await gateway(t);
  gw.upstream.reply = 'One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen.';
  gw.upstream.paceMs = 20;
  const stream = await gw.client(EMAIL).chat.completions.create({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'Count' }] });
  let received = '';
  for await (const chunk of stream) {
    received += chunk.choices[0]?.delta.content ?? '';
    if (received.length > 0) break;
  }
  const [log] = await gw.logged(1);
  t.ok(log!.outputRedacted.length < gw.upstream.reply.length, 'not the whole reply');
  t.ok(gw.upstream.reply.startsWith(log!.outputRedacted), 'what went out before the client left');
  const after = (await gw.client(EMAIL).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Still there?' }] })).choices[0]?.message.content;
  t.equal(after, gw.upstream.reply, 'the gateway serves on');
});

t.test('a user switched off in Access Control gets 403 access_denied without reaching the model, and back on is served', async (t) => {
  const gw = await gateway(t);
  const ask = () => gw.client('jdoe').chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Hello' }] });
  t.equal((await gw.as({ method: 'PATCH', url: '/api/v1/access/users/jdoe', payload: { accessEnabled: false } })).statusCode, 200);
  const err = await failure(ask());
  t.equal(err.status, 403);
  t.equal(err.code, 'access_denied');
  t.equal(err.message, '403 Access to AI tools is switched off for this user in Access Control.');
  t.equal(gw.upstream.calls.length, 0);

  await gw.as({ method: 'PATCH', url: '/api/v1/access/users/jdoe', payload: { accessEnabled: true } });
  const served = await ask();
  t.ok(served.choices[0]?.message.content, 'served at once after the switch');
  t.equal(gw.upstream.calls.length, 1);
  t.match(await gw.logged(2), [{ status: 'blocked', user: EMAIL }, { status: 'allowed', user: EMAIL }]);
});

t.test('a member of a switched-off group gets 403 access_denied naming the group, whatever their own switch; the group back on serves them', async (t) => {
  const gw = await gateway(t);
  await gw.app.store.access.insertGroups([
    { id: 'g-con', name: 'Contractors', description: '', accessEnabled: true },
    { id: 'g-eng', name: 'Engineering', description: '', accessEnabled: true },
  ]);
  await gw.app.store.access.replaceGroup('g-con', { name: 'Contractors', externalId: null }, { add: ['jdoe'], remove: [] });
  await gw.app.store.access.replaceGroup('g-eng', { name: 'Engineering', externalId: null }, { add: ['jdoe'], remove: [] });
  const ask = (user: string) => gw.client(user).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Hello' }] });
  t.ok((await ask('jdoe')).choices[0]?.message.content, 'served while every group is on');

  t.equal((await gw.as({ method: 'PATCH', url: '/api/v1/access/groups/Contractors', payload: { accessEnabled: false } })).statusCode, 200);
  for (const named of ['jdoe', EMAIL.toUpperCase()]) {
    const err = await failure(ask(named));
    t.equal(err.status, 403, `refused as ${named}`);
    t.equal(err.code, 'access_denied');
    t.equal(err.message, "403 Access to AI tools is switched off in Access Control for this user's group: Contractors.");
  }
  t.equal(gw.upstream.calls.length, 1, 'the refused calls never reached the model');
  const users = (await gw.as({ method: 'GET', url: '/api/v1/access/users?search=jdoe' })).json().items;
  t.match(users, [{ id: 'jdoe', accessEnabled: true, groups: [{ name: 'Contractors', accessEnabled: false }, { name: 'Engineering', accessEnabled: true }] }], 'the screen can tell why');

  await gw.as({ method: 'PATCH', url: '/api/v1/access/users/jdoe', payload: { accessEnabled: false } });
  t.equal((await failure(ask('jdoe'))).message, '403 Access to AI tools is switched off for this user in Access Control.', 'their own switch is said first');
  await gw.as({ method: 'PATCH', url: '/api/v1/access/users/jdoe', payload: { accessEnabled: true } });
  t.ok((await ask('someone-else@acme.example')).choices[0]?.message.content, 'a name the directory does not hold is not refused');
  await gw.as({ method: 'PATCH', url: '/api/v1/access/groups/Contractors', payload: { accessEnabled: false } });
  await gw.as({ method: 'PATCH', url: '/api/v1/access/groups/Contractors', payload: { accessEnabled: true } });
  t.ok((await ask('jdoe')).choices[0]?.message.content, 'served at once with the group back on');
  t.match(await gw.logged(6), [
    { status: 'allowed' },
    { status: 'blocked', user: EMAIL },
    { status: 'blocked', user: EMAIL },
    { status: 'blocked', user: EMAIL },
    { status: 'allowed', user: 'someone-else@acme.example' },
    { status: 'allowed', user: EMAIL },
  ]);
});

t.test('responses and embeddings are judged like chat', async (t) => {
  const gw = await gateway(t);
  const response = await gw.client(EMAIL).responses.create({ model: 'gpt-4o', instructions: 'Be brief.', input: 'Capital of France?' });
  t.equal(response.output_text, 'Paris is the capital of France.');
  const vectors = await gw.client(EMAIL).embeddings.create({ model: 'text-embedding-3-small', input: ['one', 'two'] });
  t.equal(vectors.data.length, 2);

  const blocked = await failure(gw.client(EMAIL).responses.create({ model: 'gpt-4o', input: [{ role: 'user', content: `Write to ${EMAIL}` }] }));
  t.equal(blocked.code, 'content_policy_violation');
  const blockedEmbedding = await failure(gw.client(EMAIL).embeddings.create({ model: 'text-embedding-3-small', input: ['fine', `card ${CARD}`] }));
  t.equal(blockedEmbedding.code, 'content_policy_violation');

  gw.upstream.pieces = ['Paris ', 'is the ', 'capital.'];
  const stream = await gw.client(EMAIL).responses.create({ model: 'gpt-4o', input: 'Capital of France?', stream: true });
  let text = '';
  for await (const event of stream) if (event.type === 'response.output_text.delta') text += event.delta;
  t.equal(text, 'Paris is the capital.');

  gw.upstream.reply = `Your card is ${CARD}.`;
  const withheld = await failure(gw.client(EMAIL).responses.create({ model: 'gpt-4o', input: 'My card?' }));
  t.equal(withheld.code, 'content_policy_violation');
  t.same(gw.upstream.calls.map((c) => c.path), ['/responses', '/embeddings', '/responses', '/responses']);
  t.match(await gw.logged(6), [
    { status: 'allowed', inputRedacted: 'Be brief.\n\nCapital of France?' },
    { status: 'allowed', inputRedacted: 'one\n\ntwo', outputRedacted: '' },
    { status: 'blocked', inputRedacted: 'Write to [EMAIL_ADDRESS]' },
    { status: 'blocked', inputRedacted: 'fine\n\ncard [CREDIT_CARD]' },
    { status: 'allowed', outputRedacted: 'Paris is the capital.' },
    { status: 'blocked' },
  ]);
});

t.test('text in any field a request sends is judged: tool descriptions, predicted outputs, prompt variables, metadata', async (t) => {
  const gw = await gateway(t);
  const client = gw.client(EMAIL);
  const refusals = [
    () => client.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Look the customer up' }],
      tools: [{ type: 'function', function: { name: 'lookup', description: `Find the customer paying with ${CARD}`, parameters: { type: 'object', properties: {} } } }],
    }),
    () => client.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Rewrite the letter' }],
      prediction: { type: 'content', content: `Dear customer, your card ${CARD} was charged.` },
    }),
    () => client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', name: CARD.replace(/ /g, ''), content: 'Hello' }] }),
    () => client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'Hello' }], metadata: { note: `card ${CARD}` }, store: true }),
    () => client.responses.create({ model: 'gpt-4o', prompt: { id: 'pmpt_letter', variables: { customer: `the holder of ${CARD}` } } }),
    () => client.responses.create({
      model: 'gpt-4o',
      input: 'Summarise',
      text: { format: { type: 'json_schema', name: 'summary', schema: { type: 'object', description: `Write to ${EMAIL}` } } },
    }),
  ];
  // One after the other, so the logs come in this order.
  for (const refusal of refusals) t.equal((await failure(refusal())).code, 'content_policy_violation');
  t.same(gw.upstream.calls, [], 'none of them reached the model');

  // Identifiers, settings and media are not anyone's words: a picture sent as base64 is not read as text.
  const picture = `data:image/png;base64,${Buffer.from(`${CARD} ${EMAIL}`).toString('base64')}`;
  const seen = await client.chat.completions.create({
    model: 'gpt-4o',
    messages: [{ role: 'user', content: [{ type: 'text', text: 'What is in the picture?' }, { type: 'image_url', image_url: { url: picture, detail: 'low' } }] }],
    tool_choice: 'none',
  });
  t.equal(seen.choices[0]?.message.content, gw.upstream.reply, 'allowed and answered');
  t.match(await gw.logged(7), [{ status: 'blocked' }, { status: 'blocked' }, { status: 'blocked' }, { status: 'blocked' }, { status: 'blocked' }, { status: 'blocked' }, { status: 'allowed', inputRedacted: 'What is in the picture?' }]);
});

t.test("the model's reasoning is judged with its answer, whole and streamed, in chat and responses; spoken replies are refused", async (t) => {
  const gw = await gateway(t);
  const client = gw.client(EMAIL);
  gw.upstream.reasoning = `The customer's card is ${CARD}, but I will not repeat it.`;
  gw.upstream.reply = 'I cannot share payment details.';
  const chat = { model: 'deepseek-reasoner', messages: [{ role: 'user' as const, content: 'Which card?' }] };
  t.equal((await failure(client.chat.completions.create(chat))).code, 'content_policy_violation', 'a whole reply is withheld for its reasoning');

  const raw = await fetch(`${gw.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gw.key}`, 'content-type': 'application/json', 'x-gsg-user': EMAIL },
    body: JSON.stringify({ ...chat, stream: true }),
  }).then((res) => res.text());
  t.notMatch(raw, /4111/, 'streamed, no digit of the number goes out in the reasoning');
  t.match(raw, /content_policy_violation/, 'the stream ends with the refusal');

  t.equal((await failure(client.responses.create({ model: 'o4-mini', input: 'Which card?' }))).code, 'content_policy_violation', 'a reasoning summary too');
  const events = await fetch(`${gw.url}/v1/responses`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gw.key}`, 'content-type': 'application/json', 'x-gsg-user': EMAIL },
    body: JSON.stringify({ model: 'o4-mini', input: 'Which card?', stream: true }),
  }).then((res) => res.text());
  t.notMatch(events, /4111/, 'streamed, no summary delta carries it');

  gw.upstream.reasoning = 'The capital of France is well known.';
  gw.upstream.reply = 'Paris.';
  const fine = await client.chat.completions.create(chat);
  t.equal(fine.choices[0]?.message.content, 'Paris.', 'harmless reasoning passes');

  const calls = gw.upstream.calls.length;
  const spoken = await failure(client.chat.completions.create({ ...chat, modalities: ['text', 'audio'], audio: { voice: 'alloy', format: 'wav' } }));
  t.match(spoken, { status: 400, code: 'invalid_request', param: 'modalities' });
  t.equal(gw.upstream.calls.length, calls, 'a spoken reply is never asked of the model');
});

t.test('a card number in full-width digits or split by invisible characters is caught, whole and streamed', async (t) => {
  const gw = await gateway(t);
  const client = gw.client(EMAIL);
  const fullWidth = '４１１１ １１１１ １１１１ １１１１';
  t.equal((await failure(client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: `Charge 4111\u200b1111\u200b1111\u200b1111` }] }))).code, 'content_policy_violation');
  t.same(gw.upstream.calls, [], 'the hidden number never reached the model');

  gw.upstream.reply = `Your card is ${fullWidth}, as you asked.`;
  gw.upstream.pieces = ['Your card is ', '４１', '１１ １', '１１１ １１１１ １', '１１１, as you asked.'];
  const raw = await fetch(`${gw.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${gw.key}`, 'content-type': 'application/json', 'x-gsg-user': EMAIL },
    body: JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'My card?' }], stream: true }),
  }).then((res) => res.text());
  t.notMatch(raw, /４/, 'no digit of it went out before it was whole');
  t.match(raw, /content_policy_violation/);
});

t.test('refusals come in OpenAI shape: no key, a key of the wrong scope, bad input, too much, no upstream', async (t) => {
  const gw = await gateway(t);
  const post = (payload: unknown, headers: Record<string, string> = {}, url = '/v1/chat/completions') =>
    gw.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${gw.key}`, 'content-type': 'application/json', ...headers }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  const chat = { model: 'gpt-4o', messages: [{ role: 'user', content: 'Hi' }] };

  const noKey = await gw.app.inject({ method: 'POST', url: '/v1/chat/completions', payload: chat });
  t.equal(noKey.statusCode, 401);
  t.same(noKey.json(), { error: { message: 'A valid API key is required', type: 'authentication_error', param: null, code: 'invalid_api_key' } });
  const { key: agentsKey } = (await gw.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'desktop', scope: 'agents' } })).json();
  const wrongScope = await post(chat, { authorization: `Bearer ${agentsKey}` });
  t.equal(wrongScope.statusCode, 403);
  t.match(wrongScope.json().error, { code: 'api_key_scope', type: 'permission_error' });
  const sdk = await failure(new OpenAI({ baseURL: `${gw.url}/v1`, apiKey: 'sk-made-up', maxRetries: 0 }).chat.completions.create(chat as never));
  t.equal(sdk.status, 401, 'the SDK raises an AuthenticationError');

  const notJson = await post('{"model": "gpt-4o", "messages": [');
  t.equal(notJson.statusCode, 400);
  t.equal(notJson.json().error.type, 'invalid_request_error');
  const noMessages = await post({ model: 'gpt-4o', messages: [] });
  t.match(noMessages.json().error, { param: 'messages', code: 'invalid_request' });
  const tokens = await post({ model: 'text-embedding-3-small', input: [1, 2, 3] }, {}, '/v1/embeddings');
  t.equal(tokens.statusCode, 400, 'token arrays cannot be judged, so they are refused');
  const twoStreamed = await post({ ...chat, stream: true, n: 2 });
  t.match(twoStreamed.json().error, { param: 'n' });
  const forged = await post(chat, { 'x-gsg-user': 'x'.repeat(500) });
  t.equal(forged.statusCode, 400);
  const huge = await post({ model: 'gpt-4o', messages: [{ role: 'user', content: 'a'.repeat(9 * 1024 * 1024) }] });
  t.equal(huge.statusCode, 413);
  t.equal(huge.json().error.code, 'request_too_large');
  const tooMuchText = await post({ model: 'gpt-4o', messages: Array.from({ length: 5 }, () => ({ role: 'user', content: 'b'.repeat(300_000) })) });
  t.equal(tooMuchText.statusCode, 413);
  t.equal(gw.upstream.calls.length, 0, 'none of them reached the model');
  t.notOk(`${noMessages.body}${forged.body}`.includes('xxxx'), 'nothing sent is echoed');

  const unknown = await gw.app.inject({ method: 'GET', url: '/v1/models', headers: { authorization: `Bearer ${gw.key}` } });
  t.equal(unknown.statusCode, 404);
  t.equal(unknown.json().error.code, 'unknown_url', 'an unknown gateway path is not answered with the console page');
  t.equal((await gw.app.inject({ method: 'GET', url: '/v1/models' })).statusCode, 401);

  gw.upstream.failWith = 401;
  const upstreamRefused = await post(chat);
  t.equal(upstreamRefused.statusCode, 502, "the upstream refusing the gateway's key is the gateway's fault, not the client's");
  gw.upstream.failWith = 429;
  t.equal((await post(chat)).statusCode, 429, 'other upstream errors pass through');

  const bare = await listen(await buildTestApp(t));
  const { key } = (await bare.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'k' } })).json();
  const unconfigured = await bare.app.inject({ method: 'POST', url: '/v1/chat/completions', headers: { authorization: `Bearer ${key}` }, payload: chat });
  t.equal(unconfigured.statusCode, 503);
  t.equal(unconfigured.json().error.code, 'gateway_not_configured');
});

t.test('an exception made from a false positive lets the same prompt through the gateway at once; removing it blocks it again', async (t) => {
  const gw = await gateway(t);
  const ask = () => gw.client(EMAIL).chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: `Charge the sandbox card ${CARD} please` }] });
  t.equal((await failure(ask())).code, 'content_policy_violation');
  const [blocked] = await gw.logged(1);
  const [alert] = (await gw.as({ method: 'GET', url: '/api/v1/alerts' })).json().items as Array<{ id: string; policyId: string }>;
  await gw.as({ method: 'PATCH', url: `/api/v1/alerts/${alert!.id}`, payload: { disposition: 'false_positive' } });

  const created = await gw.as({ method: 'POST', url: `/api/v1/policies/${blocked!.policyId}/exceptions`, payload: { kind: 'value', value: '4111-1111-1111-1111', alertId: alert!.id } });
  t.equal(created.statusCode, 201);
  const completion = await ask();
  t.ok(completion.choices[0]?.message.content, 'the same prompt now reaches the model');
  t.equal(gw.upstream.callsTo('/chat/completions').length, 1);

  t.equal((await gw.as({ method: 'DELETE', url: `/api/v1/policies/${blocked!.policyId}/exceptions/${created.json().id}` })).statusCode, 204);
  t.equal((await failure(ask())).code, 'content_policy_violation', 'removed: blocked again');
  t.equal(gw.upstream.callsTo('/chat/completions').length, 1, 'and the model was not called');
});
