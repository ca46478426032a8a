import { randomUUID } from 'node:crypto';
import { SEVERITIES, type Alert, type DomainEvent } from '@gsg/shared';

/** The most alerts one digest lists; it counts them all. */
export const DIGEST_LISTED = 50;

/** One digest of the alert events held for a destination: its period runs to `to`. */
export function digestOf(events: readonly DomainEvent[], to: Date): DomainEvent {
  const alerts = events.flatMap((e) => (e.type === 'alert.created' ? [e.data.alert] : []));
  const bySeverity = { high: 0, medium: 0, low: 0 };
  for (const alert of alerts) bySeverity[alert.severity] += 1;
  const rank = (a: Alert) => SEVERITIES.indexOf(a.severity);
  const listed = [...alerts].sort((a, b) => rank(a) - rank(b) || b.timestamp.localeCompare(a.timestamp)).slice(0, DIGEST_LISTED);
  const from = events.reduce((earliest, e) => (e.at < earliest ? e.at : earliest), to.toISOString());
  return {
    id: `digest-${randomUUID()}`,
    type: 'alerts.digest',
    at: to.toISOString(),
    data: { from, to: to.toISOString(), total: alerts.length, bySeverity, alerts: listed },
  };
}
