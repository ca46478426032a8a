import t, { type Test } from 'tap';
import OpenAI from 'openai';
import type { ConversationLog, PolicyInput } from '@gsg/shared';
import { failure } from '../openai-failure.ts';
import { StubUpstream } from '../../test-support/stub-upstream.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { listen } from '../live/live-client.ts';
import { storedConversations } from '../stored-conversations.ts';

const codeNames = (action: PolicyInput['action'], mode: PolicyInput['mode'] = 'enforce'): PolicyInput => ({
  name: 'Code Names',
  description: 'Unannounced projects stay inside',
  ruleType: 'Sensitive Topics',
  severity: 'high',
  action,
  isEnabled: true,
  sensitivity: 'medium',
  mode,
  rules: { type: 'keyword', keywords: ['Project Falcon'] },
});

const BEFORE = 'Sure. Internally the new platform is known as ';
/** The phrase split over chunks: its first word arrives, then a pause, then the rest. */
const SPLIT = [...BEFORE.match(/[\s\S]{1,8}/g)!, 'project ', 'FAL', 'CON', ' and it ships in spring.'];
const WITHHELD = 'The reply was withheld: it was blocked by the policy "Code Names".';

interface Gateway extends TestApp {
  upstream: StubUpstream;
  client: OpenAI;
  logged: (count: number) => Promise<ConversationLog[]>;
}

async function gateway(t: Test, policy: PolicyInput): Promise<Gateway> {
  const upstream = await new StubUpstream().start();
  t.teardown(() => upstream.stop());
  const test = await listen(await buildTestApp(t, { env: { GSG_GATEWAY_UPSTREAM_URL: upstream.url, GSG_GATEWAY_UPSTREAM_KEY: 'sk-upstream' } }));
  t.equal((await test.as({ method: 'POST', url: '/api/v1/policies', payload: policy })).statusCode, 201);
  const { key } = (await test.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'chat app' } })).json();
  const logged = storedConversations(test.app.events);
  return { ...test, upstream, client: new OpenAI({ baseURL: `${test.url}/v1`, apiKey: key, maxRetries: 0 }), logged };
}

/** Streams a chat reply with the official SDK: every piece of text as it arrived, and the error that ended it, if any. */
async function streamChat(gw: Gateway) {
  const stream = await gw.client.chat.completions.create({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'What is the new platform called?' }] });
  const pieces: string[] = [];
  let error: InstanceType<typeof OpenAI.APIError> | null = null;
  try {
    for await (const chunk of stream) pieces.push(chunk.choices[0]?.delta.content ?? '');
  } catch (err) {
    if (!(err instanceof OpenAI.APIError)) throw err;
    error = err;
  }
  return { text: pieces.join(''), pieces, error };
}

t.test('a blocking keyword phrase split across chunks: none of its words reaches the person before the stream is cut', async (t) => {
  const gw = await gateway(t, codeNames('block'));
  gw.upstream.pieces = SPLIT;
  // Paced, so each chunk reaches the gateway on its own, as a model writes them.
  gw.upstream.paceMs = 15;
  const { text, error } = await streamChat(gw);
  t.equal(error?.code, 'content_policy_violation', 'the stream ends with an error event');
  t.notMatch(text, /project/i, "not even 'project' went out");
  t.ok(text.length > 0 && BEFORE.startsWith(text), 'the prose before it did');
  const [log] = await gw.logged(1);
  t.match(log, { status: 'blocked', policyTriggered: 'Code Names' });
  t.equal(log!.outputRedacted, `${text}\n\n${WITHHELD}`, 'the log records what the person received');

  const responses = await gw.client.responses.create({ model: 'gpt-4o', stream: true, input: 'What is the new platform called?' });
  let received = '';
  const ended = await failure(
    (async () => {
      for await (const event of responses) if (event.type === 'response.output_text.delta') received += event.delta;
    })(),
  );
  t.equal(ended.code, 'content_policy_violation');
  t.notMatch(received, /project/i, 'the Responses stream holds it the same way');
});

t.test('a redacting keyword phrase split across chunks goes out as its placeholder, no word of it first', async (t) => {
  const gw = await gateway(t, codeNames('redact'));
  gw.upstream.pieces = SPLIT;
  gw.upstream.paceMs = 15;
  const { text, error } = await streamChat(gw);
  t.equal(error, null);
  t.equal(text, `${BEFORE}[KEYWORD] and it ships in spring.`);
  t.match(await gw.logged(1), [{ outputRedacted: `${BEFORE}[KEYWORD] and it ships in spring.` }]);
});

t.test('a phrase disguised with a zero-width space and a look-alike letter is held and cut the same way', async (t) => {
  const gw = await gateway(t, codeNames('block'));
  gw.upstream.pieces = [...BEFORE.match(/[\s\S]{1,8}/g)!, 'pro\u200bject ', 'F\u0410L', 'CON', ' and it ships in spring.'];
  gw.upstream.paceMs = 15;
  const { text, error } = await streamChat(gw);
  t.equal(error?.code, 'content_policy_violation');
  t.notMatch(text, /pro/i, 'no part of the disguised phrase went out');
});

t.test('the first word of a phrase that does not follow goes out as prose; flagging and monitored policies hold nothing', async (t) => {
  const gw = await gateway(t, codeNames('block'));
  gw.upstream.pieces = ['Our ', 'project ', 'plan ', 'is ', 'ready.'];
  const { text, pieces, error } = await streamChat(gw);
  t.equal(error, null);
  t.equal(text, 'Our project plan is ready.');
  t.ok(pieces.filter((p) => p !== '').length >= 3, `released word by word: ${JSON.stringify(pieces)}`);

  for (const policy of [codeNames('flag'), codeNames('block', 'monitor')]) {
    const other = await gateway(t, policy);
    other.upstream.pieces = SPLIT;
    const streamed = await streamChat(other);
    t.equal(streamed.error, null, `${policy.action} ${policy.mode}: not cut`);
    t.equal(streamed.text, SPLIT.join(''));
  }
});
