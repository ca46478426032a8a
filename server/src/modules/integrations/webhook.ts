import { createHmac } from 'node:crypto';
import type { WebhookConfig } from '@gsg/shared';

/** How long a receiver has to answer before the attempt counts as failed (and is retried). */
const TIMEOUT_MS = 10_000;

export const SIGNATURE_HEADER = 'x-gsg-signature';
export const TIMESTAMP_HEADER = 'x-gsg-timestamp';
export const DELIVERY_HEADER = 'x-gsg-delivery';
export const EVENT_HEADER = 'x-gsg-event';

/** `sha256=<hex>`: HMAC-SHA256 of the raw body under the integration's secret, as receivers check it. */
export const signatureOf = (secret: string, rawBody: string): string =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/** What every message carries: its idempotency key, what it is about, and when it was sent. */
export interface WebhookBody {
  id: string;
  type: string;
  sentAt: string;
  [field: string]: unknown;
}

/** A webhook call that did not end in a 2xx answer; its message is what the delivery log shows. */
export class WebhookFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** Why fetch could not reach the receiver, in a line (Node puts the system error under `cause`). */
function unreachable(err: unknown): WebhookFailure {
  if (err instanceof Error && err.name === 'TimeoutError') return new WebhookFailure(`no answer within ${TIMEOUT_MS / 1000} s`, null);
  const cause = err instanceof Error ? (err.cause as { code?: string; message?: string } | undefined) : undefined;
  return new WebhookFailure(`could not reach the receiver (${cause?.code ?? cause?.message ?? 'network error'})`, null);
}

/**
 * POSTs `body` as JSON, signed. The body carries its own `sentAt` and the signature covers the whole raw
 * body, so a receiver that checks both can refuse a replayed message; `key` (the idempotency key) lets
 * it drop a repeat of one it already has. Redirects are not followed: the configured URL is the only
 * place a message goes.
 */
export async function sendWebhook(config: WebhookConfig, body: WebhookBody, now: Date): Promise<number> {
  const raw = JSON.stringify(body);
  let response: Response;
  try {
    response = await fetch(config.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'GSG-Console',
        [SIGNATURE_HEADER]: signatureOf(config.secret, raw),
        [TIMESTAMP_HEADER]: String(Math.floor(now.getTime() / 1000)),
        [DELIVERY_HEADER]: body.id,
        'idempotency-key': body.id,
        [EVENT_HEADER]: body.type,
      },
      body: raw,
    });
  } catch (err) {
    throw unreachable(err);
  }
  // The answer's body is not read: nothing in it is used, and a receiver must not make us hold it.
  await response.body?.cancel().catch(() => {});
  if (response.status < 200 || response.status > 299) {
    throw new WebhookFailure(`the receiver answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`, response.status);
  }
  return response.status;
}
