import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  /** The response head, status line included. */
  head: string;
  /** As received (chunked encoding left in place); empty for a 101. */
  body: string;
}

/**
 * One HTTP/1.1 request written byte for byte on a fresh TCP connection: the request target goes out exactly
 * as given (percent-encodings, dot segments, absolute form), which `fetch` and `inject` would normalise.
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const body = options.body ?? '';
  const headers = { Host: `127.0.0.1:${port}`, Connection: 'close', ...options.headers };
  if (body !== '') Object.assign(headers, { 'Content-Length': String(Buffer.byteLength(body)) });
  const head = [`${method} ${target} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let received = '';
    const timer = setTimeout(() => socket.destroy(new Error(`no answer to ${method} ${target}`)), 10_000);
    const statusOf = (head: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const [responseHead = '', ...rest] = received.split('\r\n\r\n');
      resolve({ status: statusOf(responseHead), head: responseHead, body: rest.join('\r\n\r\n') });
    };
    socket.on('connect', () => socket.write(`${head}\r\n\r\n${body}`));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      // An upgraded connection never closes by itself: its head is the whole answer.
      if (received.includes('\r\n\r\n') && statusOf(received) === 101) finish();
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on('close', finish);
  });
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
