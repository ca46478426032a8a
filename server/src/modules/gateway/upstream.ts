import type { Dispatcher } from 'undici';

/** The model's API the gateway forwards to: an OpenAI-compatible base URL and the key it presents there. */
export interface UpstreamTarget {
  url: string;
  key: string | undefined;
}

/** What the upstream answered, its body read once: whole (`text`) or as it arrives (`chunks`). */
export interface UpstreamReply {
  status: number;
  contentType: string;
  text(): Promise<string>;
  chunks: AsyncIterable<Buffer>;
}

/** The upstream could not be reached, or broke off: the client is told so, never why in detail. */
export class UpstreamUnavailable extends Error {
  constructor(cause: unknown) {
    super('The model provider could not be reached', { cause });
    this.name = 'UpstreamUnavailable';
  }
}

// undici's request API over kept-alive connections: fetch's WHATWG streams cost a fifth of a millisecond
// a call, which is most of what the gateway may add. A stream pauses between tokens, so only a long
// silence (no byte for five minutes, undici's default) counts as the upstream gone.
// undici is loaded with the first call upstream, not at start-up: loading it is a tenth of a second of CPU,
// which a server that forwards nothing (and every test process) need not spend.
let client: Promise<{ request: typeof import('undici').request; dispatcher: Dispatcher }> | undefined;
const upstreamClient = () =>
  (client ??= import('undici').then(({ Agent, request }) => ({ request, dispatcher: new Agent({ keepAliveTimeout: 60_000, connections: 256 }) })));

/**
 * Sends one request upstream. Only the body and the upstream's own key go: the client's key, cookies and
 * headers stay at the gateway. `signal` aborts it when the client goes away, so an abandoned request
 * is not left running (and billed).
 */
export async function callUpstream(target: UpstreamTarget, path: string, body: string, signal: AbortSignal): Promise<UpstreamReply> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  if (target.key) headers.authorization = `Bearer ${target.key}`;
  try {
    const { request, dispatcher } = await upstreamClient();
    const answer = await request(`${target.url}${path}`, { method: 'POST', headers, body, signal, dispatcher });
    const contentType = answer.headers['content-type'];
    return {
      status: answer.statusCode,
      contentType: (Array.isArray(contentType) ? contentType[0] : contentType) ?? '',
      text: () => answer.body.text(),
      chunks: answer.body,
    };
  } catch (err) {
    throw new UpstreamUnavailable(err);
  }
}
