import { createHmac } from 'node:crypto';
import type { Channel } from './channel.ts';
import { postJson } from './http.ts';

export const SIGNATURE_HEADER = 'x-gsg-signature';
export const TIMESTAMP_HEADER = 'x-gsg-timestamp';
export const DELIVERY_HEADER = 'x-gsg-delivery';
export const EVENT_HEADER = 'x-gsg-event';

/** `sha256=<hex>`: HMAC-SHA256 of the raw body under the integration's secret, as receivers check it. */
export const signatureOf = (secret: string, rawBody: string): string =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/**
 * The message as JSON `{ id, type, occurredAt, sentAt, data }`, signed. The body carries its own
 * `sentAt` and the signature covers the whole raw body, so a receiver that checks both can refuse a
 * replayed message; `id` (the idempotency key, also in X-GSG-Delivery) lets it drop a repeat.
 */
export const webhookChannel: Channel<'webhook'> = {
  async send(config, message) {
    const { key, type, occurredAt, sentAt, data } = message;
    const raw = JSON.stringify({ id: key, type, occurredAt, sentAt: sentAt.toISOString(), data });
    return postJson(config.url, raw, {
      [SIGNATURE_HEADER]: signatureOf(config.secret, raw),
      [TIMESTAMP_HEADER]: String(Math.floor(sentAt.getTime() / 1000)),
      [DELIVERY_HEADER]: key,
      'idempotency-key': key,
      [EVENT_HEADER]: type,
    });
  },
};
