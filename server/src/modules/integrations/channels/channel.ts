import type { IntegrationConfig, IntegrationType } from '@gsg/shared';
import type { ChannelContext, OutboundMessage } from '../message.ts';

/**
 * One way of sending alerts (e-mail, Slack, a webhook, syslog). `send` resolves once the receiver has
 * the message (with the HTTP status where there is one) and throws when it does not; the error's message
 * goes to the delivery log and to Test, so it says what happened and never holds prompt text.
 */
export interface Channel<T extends IntegrationType> {
  send(config: IntegrationConfig<T>, message: OutboundMessage, context: ChannelContext): Promise<number | null>;
}

/** How long a receiver has to take a message before the attempt counts as failed (and is retried). */
export const SEND_TIMEOUT_MS = 10_000;

/** A send that did not reach its receiver, or that the receiver refused. */
export class ChannelFailure extends Error {
  constructor(
    message: string,
    /** The receiver's HTTP status, for channels that speak HTTP. */
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** A system error's code (ECONNREFUSED, ETIMEDOUT, ENOTFOUND): known to anyone who runs a network. */
const SYSTEM_ERROR_CODE = /^E[A-Z]+$/;

/**
 * Why a connection failed, in a line. Node puts the error's code on the error or its cause: a system
 * error's code says it all; a TLS refusal's code (DEPTH_ZERO_SELF_SIGNED_CERT) says less than its message,
 * so both are given.
 */
export function reasonOf(err: unknown): string {
  const cause = err instanceof Error ? ((err.cause ?? err) as { code?: string; message?: string }) : undefined;
  if (cause?.code && (SYSTEM_ERROR_CODE.test(cause.code) || !cause.message)) return cause.code;
  if (cause?.code && cause.message) return `${cause.message} (${cause.code})`;
  return cause?.message ?? 'network error';
}
