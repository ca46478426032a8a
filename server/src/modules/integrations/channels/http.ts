import { ChannelFailure, SEND_TIMEOUT_MS, reasonOf } from './channel.ts';

/**
 * POSTs JSON to `url` and resolves with the 2xx status; anything else throws a ChannelFailure saying
 * what the receiver did. Redirects are not followed: the configured URL is the only place a message goes.
 * The answer's body is not read: nothing in it is used, and a receiver must not make us hold it.
 */
export async function postJson(url: string, raw: string, headers: Record<string, string> = {}): Promise<number> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      headers: { 'content-type': 'application/json', 'user-agent': 'GSG-Console', ...headers },
      body: raw,
    });
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError') throw new ChannelFailure(`no answer within ${SEND_TIMEOUT_MS / 1000} s`);
    throw new ChannelFailure(`could not reach the receiver (${reasonOf(err)})`);
  }
  await response.body?.cancel().catch(() => {});
  if (response.status < 200 || response.status > 299) {
    throw new ChannelFailure(`the receiver answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`, response.status);
  }
  return response.status;
}
