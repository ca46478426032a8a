import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';
import { Waiters } from './waiters.ts';

export interface ReceivedMessage {
  headers: IncomingHttpHeaders;
  raw: string;
  body: { id: string; type: string; sentAt: string; occurredAt?: string; data: Record<string, unknown> };
  /** Whether X-GSG-Signature is the HMAC-SHA256 of the raw body under the receiver's secret. */
  signed: boolean;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedMessage[];
  /** The status the next answers carry (200 unless set): a failing receiver. */
  answer(status: number): void;
  until(done: (received: ReceivedMessage[]) => boolean, what: string): Promise<void>;
  close(): Promise<void>;
}

/** Checks a signature as a receiver should: in constant time, over the exact bytes received. */
function verify(secret: string, raw: string, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'));
  const given = Buffer.from(header.slice('sha256='.length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A webhook receiver on a loopback port, written from the receiver's side of the contract. */
export async function startWebhookReceiver(t: Test, secret: string): Promise<WebhookReceiver> {
  const received: ReceivedMessage[] = [];
  const waiters = new Waiters();
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (status >= 200 && status < 300) {
        received.push({ headers: req.headers, raw, body: JSON.parse(raw), signed: verify(secret, raw, req.headers['x-gsg-signature']) });
      }
      res.writeHead(status).end();
      waiters.check();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  t.teardown(close);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    answer: (next) => {
      status = next;
    },
    until: (done, what) => waiters.until(() => done(received), what),
    close,
  };
}
