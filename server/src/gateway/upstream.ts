/** The model's API the gateway forwards to: an OpenAI-compatible base URL and the key it presents there. */
export interface UpstreamTarget {
  url: string;
  key: string | undefined;
}

/** The upstream could not be reached, or broke off: the client is told so, never why in detail. */
export class UpstreamUnavailable extends Error {
  constructor(cause: unknown) {
    super('The model provider could not be reached', { cause });
    this.name = 'UpstreamUnavailable';
  }
}

/**
 * Sends one request upstream. Only the body and the upstream's own key go: the client's key, cookies and
 * headers stay at the gateway. `signal` aborts it when the client goes away, so an abandoned request
 * is not left running (and billed).
 */
export async function callUpstream(target: UpstreamTarget, path: string, body: string, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  if (target.key) headers.authorization = `Bearer ${target.key}`;
  try {
    return await fetch(`${target.url}${path}`, { method: 'POST', headers, body, signal, redirect: 'error' });
  } catch (err) {
    throw new UpstreamUnavailable(err);
  }
}
