import { readFileSync } from 'node:fs';
import type { Alert, DomainEvent, Severity } from '@gsg/shared';

/** The console's version, as SIEM payloads name it (CEF's device version). */
export const CONSOLE_VERSION: string = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * One message on its way to a channel: an alert event from the outbox, or a test. `key` is the
 * delivery's idempotency key, the same on every attempt. Only redacted text is in it.
 */
export interface OutboundMessage {
  key: string;
  type: DomainEvent['type'] | 'integration.test';
  occurredAt: string;
  sentAt: Date;
  /** The event's payload as the API presents it (for the webhook, which sends it whole). */
  data: Record<string, unknown>;
  alert: Alert | null;
  /** For a moved alert: who moved it, and from where. */
  movedBy: string | null;
  movedFrom: string | null;
}

/** What every channel needs besides the message: where the console is, to link to the alert. */
export interface ChannelContext {
  /** The console's address as people reach it (GSG_PUBLIC_URL); no link is sent without it. */
  publicUrl: string | undefined;
}

const SEVERITY_NAMES: Record<Severity, string> = { high: 'High', medium: 'Medium', low: 'Low' };

export function messageOf(event: DomainEvent, key: string, sentAt: Date): OutboundMessage {
  const alert = event.type === 'alert.created' || event.type === 'alert.transitioned' ? event.data.alert : null;
  const moved = event.type === 'alert.transitioned' ? event.data : null;
  return {
    key,
    type: event.type,
    occurredAt: event.at,
    sentAt,
    data: event.data as unknown as Record<string, unknown>,
    alert,
    movedBy: moved?.by?.username ?? null,
    movedFrom: moved?.from ?? null,
  };
}

export function testMessage(key: string, sentAt: Date): OutboundMessage {
  return {
    key,
    type: 'integration.test',
    occurredAt: sentAt.toISOString(),
    sentAt,
    data: { message: 'GSG Console test message' },
    alert: null,
    movedBy: null,
    movedFrom: null,
  };
}

/** The alert's page in the console, when its address is known. */
export const alertLink = (alert: Alert, { publicUrl }: ChannelContext): string | null =>
  publicUrl ? `${publicUrl.replace(/\/+$/, '')}/alerts?alert=${encodeURIComponent(alert.id)}` : null;

/** A one-line title for people (a mail subject, a chat message's first line). */
export function titleOf(message: OutboundMessage): string {
  const { alert } = message;
  if (!alert) return 'GSG Console test message';
  const what = `${alert.actionTaken}: ${alert.policyTriggered || 'policy'} (${alert.user})`;
  if (message.type === 'alert.transitioned') return `[${SEVERITY_NAMES[alert.severity]}] Alert ${alert.status}: ${what}`;
  return `[${SEVERITY_NAMES[alert.severity]}] ${what}`;
}

/** The facts of the message as labelled lines, for people; the prompt only as its redacted preview. */
export function linesOf(message: OutboundMessage, context: ChannelContext): Array<[label: string, value: string]> {
  const { alert } = message;
  if (!alert) return [['Message', 'This is a test from GSG Console: this destination receives its alerts.']];
  const lines: Array<[string, string]> = [
    ['Severity', SEVERITY_NAMES[alert.severity]],
    ['Action', alert.actionTaken],
    ['Policy', alert.policyTriggered],
    ['User', alert.user],
    ['Status', alert.status],
    ['Raised', alert.timestamp],
    ['Prompt (redacted)', alert.inputPreview],
  ];
  if (message.movedFrom) lines.push(['Moved', `from ${message.movedFrom} by ${message.movedBy ?? 'the console'}`]);
  const link = alertLink(alert, context);
  if (link) lines.push(['Open', link]);
  return lines;
}
