import type { Alert } from '../schemas/alert.ts';
import type { Severity } from '../schemas/policy.ts';
import { SETTINGS_DEFAULTS, type GeneralSettings } from '../schemas/settings.ts';

/** How many hours an alert of each severity may wait for its resolution. */
export type AlertSla = Readonly<Record<Severity, number>>;

/** The SLA Settings › General sets. */
export const alertSlaOf = (general: Pick<GeneralSettings, 'alertSlaHighHours' | 'alertSlaMediumHours' | 'alertSlaLowHours'>): AlertSla => ({
  high: general.alertSlaHighHours,
  medium: general.alertSlaMediumHours,
  low: general.alertSlaLowHours,
});

/** The SLA of a console whose settings were never changed. */
export const DEFAULT_ALERT_SLA: AlertSla = alertSlaOf(SETTINGS_DEFAULTS.general);

const HOUR_MS = 3_600_000;

/** When an alert raised at `raisedAt` is due: then, plus its severity's hours. */
export const alertDueAt = (raisedAt: string, severity: Severity, sla: AlertSla): string =>
  new Date(Date.parse(raisedAt) + sla[severity] * HOUR_MS).toISOString();

/** Whether an alert broke its SLA: still unresolved past its due time, or resolved only after it. */
export function isOverdue(
  alert: Pick<Alert, 'dueAt' | 'status'> & { history: ReadonlyArray<Alert['history'][number]> },
  now: Date = new Date(),
): boolean {
  const due = Date.parse(alert.dueAt);
  if (alert.status !== 'resolved') return now.getTime() > due;
  const resolved = alert.history.findLast((step) => step.to === 'resolved');
  return resolved !== undefined && Date.parse(resolved.at) > due;
}
