import type { Alert } from '../schemas/alert.ts';
import type { Severity } from '../schemas/policy.ts';

/** How long an alert may wait for its resolution, by severity (a SOC's usual response targets). */
export const ALERT_SLA_HOURS: Readonly<Record<Severity, number>> = { high: 1, medium: 8, low: 24 };

const HOUR_MS = 3_600_000;

/** When an alert is due: raised at, plus its severity's hours. */
export const alertDueAt = (alert: Pick<Alert, 'timestamp' | 'severity'>): Date =>
  new Date(Date.parse(alert.timestamp) + ALERT_SLA_HOURS[alert.severity] * HOUR_MS);

/** Whether an alert broke its SLA: still unresolved past its due time, or resolved only after it. */
export function isOverdue(
  alert: Pick<Alert, 'timestamp' | 'severity' | 'status'> & { history: ReadonlyArray<Alert['history'][number]> },
  now: Date = new Date(),
): boolean {
  const due = alertDueAt(alert).getTime();
  if (alert.status !== 'resolved') return now.getTime() > due;
  const resolved = alert.history.findLast((step) => step.to === 'resolved');
  return resolved !== undefined && Date.parse(resolved.at) > due;
}
