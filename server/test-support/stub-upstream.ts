import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub received. */
export interface UpstreamCall {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A stand-in for an OpenAI-compatible model API on a loopback port, for the gateway's tests and bench:
 * it answers chat completions (whole or streamed), responses and embeddings with the text it is given,
 * and keeps every call it received, so a test can tell whether anything reached the model.
 */
export class StubUpstream {
  readonly calls: UpstreamCall[] = [];
  /** The reply's text. */
  reply = 'Paris is the capital of France.';
  /**
   * Reasoning the model sends beside its answer, when set: DeepSeek's `reasoning_content` in chat, a
   * reasoning item's summary in responses; streamed before the answer, in pieces of 8 characters.
   */
  reasoning: string | null = null;
  /** How a streamed reply is cut into chunks; by default in pieces of 8 characters. */
  pieces: string[] | null = null;
  /** Answer every call with this status and an OpenAI-shaped error instead. */
  failWith: number | null = null;
  /** Time between streamed chunks, as a model generating text takes it (0: all at once). */
  paceMs = 0;
  /** When set, a call without this key (`Authorization: Bearer …`) is refused with 401, as a provider refuses a wrong key. */
  expectKey: string | null = null;
  /** Keep every call (tests); a benchmark's hundred thousand calls need not be kept. */
  keepCalls = true;
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void readJson(req).then((body) => {
        const path = (req.url ?? '').replace(/^\/v1/, '');
        if (this.keepCalls) this.calls.push({ path, authorization: req.headers.authorization, body });
        if (this.expectKey !== null && req.headers.authorization !== `Bearer ${this.expectKey}`) {
          res.writeHead(401, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } }));
        }
        if (this.failWith) {
          res.writeHead(this.failWith, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: { message: 'stub failure', type: 'server_error', param: null, code: null } }));
        }
        if (path === '/models' && req.method === 'GET') return json(res, { object: 'list', data: [{ id: 'stub-model', object: 'model', created: 0, owned_by: 'stub' }] });
        const model = String(body.model);
        if (path === '/embeddings') return json(res, embeddings(body, model));
        const streamed = body.stream === true;
        // Asked for, log probabilities come token by token, each token a piece of the text (as OpenAI sends them).
        const logprobs = body.logprobs === true;
        if (path === '/chat/completions')
          return streamed
            ? sse(res, chatChunks(this.chunks(), model, logprobs, this.reasoning), this.paceMs)
            : json(res, chatCompletion(this.reply, model, logprobs ? this.chunks() : null, this.reasoning));
        if (path === '/responses')
          return streamed ? sse(res, responseEvents(this.chunks(), this.reply, model, this.reasoning), this.paceMs) : json(res, response(this.reply, model, this.reasoning));
        res.writeHead(404).end();
      });
    });
    // Connections are kept alive between calls, as a model provider keeps them.
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  /** Calls to one path (`/chat/completions`, ...). */
  callsTo(path: string): UpstreamCall[] {
    return this.calls.filter((c) => c.path === path);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private chunks(): string[] {
    return this.pieces ?? eights(this.reply);
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const json = (res: import('node:http').ServerResponse, body: object) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** Writes each event in its own write, so the gateway receives them as separate chunks; `paceMs` apart. */
function sse(res: import('node:http').ServerResponse, events: string[], paceMs: number) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  if (paceMs === 0) {
    for (const event of events) res.write(event);
    res.end();
    return;
  }
  let next = 0;
  const timer = setInterval(() => {
    if (res.destroyed || next === events.length) {
      clearInterval(timer);
      res.end();
      return;
    }
    res.write(events[next++]);
  }, paceMs);
}

const created = () => Math.floor(Date.now() / 1000);

/** OpenAI's log probabilities of the tokens given (here, the pieces of the text). */
const logprobsOf = (tokens: string[]) => ({
  content: tokens.map((token) => ({ token, logprob: -0.01, bytes: [...Buffer.from(token)], top_logprobs: [{ token, logprob: -0.01, bytes: [...Buffer.from(token)] }] })),
  refusal: null,
});

const eights = (text: string): string[] => text.match(/[\s\S]{1,8}/g) ?? [];

const chatCompletion = (content: string, model: string, tokens: string[] | null = null, reasoning: string | null = null) => ({
  id: 'chatcmpl-stub',
  object: 'chat.completion',
  created: created(),
  model,
  choices: [
    {
      index: 0,
      message: { role: 'assistant', ...(reasoning === null ? {} : { reasoning_content: reasoning }), content, refusal: null },
      finish_reason: 'stop',
      logprobs: tokens ? logprobsOf(tokens) : null,
    },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

function chatChunks(pieces: string[], model: string, logprobs = false, reasoning: string | null = null): string[] {
  const chunk = (delta: object, finish: string | null, tokens: string[] = []) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-stub', object: 'chat.completion.chunk', created: created(), model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: logprobs ? logprobsOf(tokens) : null }] })}\n\n`;
  return [
    chunk({ role: 'assistant', content: '' }, null),
    ...eights(reasoning ?? '').map((p) => chunk({ reasoning_content: p }, null)),
    ...pieces.map((p) => chunk({ content: p }, null, [p])),
    chunk({}, 'stop'),
    'data: [DONE]\n\n',
  ];
}

const response = (text: string, model: string, reasoning: string | null = null) => ({
  id: 'resp-stub',
  object: 'response',
  created_at: created(),
  status: 'completed',
  model,
  output: [
    ...(reasoning === null ? [] : [{ type: 'reasoning', id: 'rs-stub', summary: [{ type: 'summary_text', text: reasoning }] }]),
    { type: 'message', id: 'msg-stub', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] },
  ],
});

function responseEvents(pieces: string[], text: string, model: string, reasoning: string | null = null): string[] {
  const event = (type: string, data: object) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  return [
    event('response.created', { response: { ...response('', model), status: 'in_progress', output: [] } }),
    ...eights(reasoning ?? '').map((delta) => event('response.reasoning_summary_text.delta', { item_id: 'rs-stub', output_index: 0, summary_index: 0, delta })),
    ...pieces.map((delta) => event('response.output_text.delta', { item_id: 'msg-stub', output_index: 0, content_index: 0, delta })),
    event('response.output_text.done', { item_id: 'msg-stub', output_index: 0, content_index: 0, text }),
    event('response.completed', { response: response(text, model, reasoning) }),
  ];
}

const embeddings = (body: Record<string, unknown>, model: string) => {
  const inputs = Array.isArray(body.input) ? body.input : [body.input];
  return {
    object: 'list',
    data: inputs.map((_, index) => ({ object: 'embedding', index, embedding: [0.1, 0.2, 0.3] })),
    model,
    usage: { prompt_tokens: 3, total_tokens: 3 },
  };
};
