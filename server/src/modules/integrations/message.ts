import { readFileSync } from 'node:fs';
import type { Alert, DomainEvent, DomainEventMap, Severity } from '@gsg/shared';

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
  /** For a digest (e-mail and Slack only): the alerts of its period. */
  digest: DomainEventMap['alerts.digest'] | null;
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
    digest: event.type === 'alerts.digest' ? event.data : null,
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
    digest: null,
  };
}

/** The alert's page in the console, when its address is known. */
export const alertLink = (alert: Alert, { publicUrl }: ChannelContext): string | null =>
  publicUrl ? `${publicUrl.replace(/\/+$/, '')}/alerts?alert=${encodeURIComponent(alert.id)}` : null;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A digest's counts in words: '12 alerts (3 high, 9 medium)'. */
function digestCounts({ total, bySeverity }: DomainEventMap['alerts.digest']): string {
  const parts = (['high', 'medium', 'low'] as const).filter((s) => bySeverity[s] > 0).map((s) => `${bySeverity[s]} ${s}`);
  return `${plural(total, 'alert')} (${parts.join(', ')})`;
}

/** A digest for people: its period, then one line per alert listed, the most severe and newest first. */
function digestLines(digest: DomainEventMap['alerts.digest'], context: ChannelContext): Array<[string, string]> {
  const lines: Array<[string, string]> = [['Period', `${digest.from} to ${digest.to}`]];
  for (const alert of digest.alerts) {
    const times = alert.count > 1 ? ` ×${alert.count}` : '';
    lines.push([`[${SEVERITY_NAMES[alert.severity]}] ${alert.policyTriggered || 'policy'} (${alert.user})${times}`, `${alert.actionTaken}, ${alert.timestamp}: ${alert.inputPreview}`]);
  }
  const more = digest.total - digest.alerts.length;
  if (more > 0) lines.push(['More', `${plural(more, 'more alert')} in the console`]);
  if (context.publicUrl) lines.push(['Open', `${context.publicUrl.replace(/\/+$/, '')}/alerts`]);
  return lines;
}

/** A one-line title for people (a mail subject, a chat message's first line). */
export function titleOf(message: OutboundMessage): string {
  if (message.digest) return `GSG Console digest: ${digestCounts(message.digest)}`;
  const { alert } = message;
  if (!alert) return 'GSG Console test message';
  const what = `${alert.actionTaken}: ${alert.policyTriggered || 'policy'} (${alert.user})`;
  if (message.type === 'alert.transitioned') return `[${SEVERITY_NAMES[alert.severity]}] Alert ${alert.status}: ${what}`;
  return `[${SEVERITY_NAMES[alert.severity]}] ${what}`;
}

/** The facts of the message as labelled lines, for people; the prompt only as its redacted preview. */
export function linesOf(message: OutboundMessage, context: ChannelContext): Array<[label: string, value: string]> {
  if (message.digest) return digestLines(message.digest, context);
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
