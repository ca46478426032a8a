// Grouping: a conversation that would raise an alert joins an open alert of the same person and policies
// whose conversations are within the grouping window of it, instead of raising its own. Both adapters
// decide this in the transaction that stores the conversations (see groupAlerts), so the count of an alert
// always equals the conversations linked to it, whatever crashes.
import type { Alert } from '@gsg/shared';
import type { NewLogRecord } from './types.ts';

const SEPARATOR = '\u0000';

/**
 * What makes conversations one alert's: the person (by id, which stays), the set of policies they
 * triggered (in any order), and the verdict those policies gave (severity and action), so that a policy
 * edited to block, or to a higher severity, starts a new alert rather than hiding in an older one.
 */
export const alertGroupKey = (alert: Pick<Alert, 'userId' | 'policyId' | 'severity' | 'actionTaken'>): string =>
  [alert.userId, alert.policyId.split(',').sort().join(','), alert.severity, alert.actionTaken].join(SEPARATOR);

const MINUTE_MS = 60_000;
export const groupingWindowMs = (minutes: number): number => minutes * MINUTE_MS;

/** Whether a conversation at `at` joins `alert`: it is open, and `at` is within the window of its conversations. */
export function joins(alert: Alert, at: string, windowMs: number): boolean {
  if (alert.status !== 'open' || windowMs <= 0) return false;
  const t = Date.parse(at);
  return t >= Date.parse(alert.firstSeenAt) - windowMs && t <= Date.parse(alert.lastSeenAt) + windowMs;
}

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);
const earlier = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b);

/** The alert with one more conversation, at `at`. */
export const joined = (alert: Alert, at: string): Alert => ({
  ...alert,
  count: alert.count + 1,
  firstSeenAt: earlier(alert.firstSeenAt, at),
  lastSeenAt: later(alert.lastSeenAt, at),
});

/** What grouping made of one batch's alerting conversations. */
export interface GroupedAlerts {
  /** Alerts the batch raised, with every conversation of the batch that joined them counted. */
  created: Alert[];
  /** Alerts raised before the batch that its conversations joined, as they are after it. */
  grown: Alert[];
  /** The alert of each conversation that raised or joined one, by log id. */
  alertIdOf: Map<string, string>;
}

/**
 * Places each conversation's would-be alert, in order: it joins the open alert its group has (stored
 * before the batch, as `openAlertOf` reads it, or raised earlier in the batch) when `joins` says so, and
 * is a new alert otherwise, which later conversations of its group may join.
 */
export function groupAlerts(
  raised: ReadonlyArray<{ log: NewLogRecord; alert: Alert }>,
  openAlertOf: (groupKey: string) => Alert | null,
  windowMs: number,
): GroupedAlerts {
  /** The alert each group's next conversation may join. */
  const openOf = new Map<string, Alert>();
  /** Every alert the batch raised or joined, as it stands, in the order the batch first touched it. */
  const touched = new Map<string, Alert>();
  const createdIds = new Set<string>();
  const alertIdOf = new Map<string, string>();
  for (const { log, alert } of raised) {
    const key = alertGroupKey(alert);
    if (!openOf.has(key) && windowMs > 0) {
      const stored = openAlertOf(key);
      if (stored) openOf.set(key, stored);
    }
    const open = openOf.get(key);
    const placed = open && joins(open, log.timestamp, windowMs) ? joined(open, log.timestamp) : alert;
    if (placed === alert) createdIds.add(alert.id);
    openOf.set(key, placed);
    touched.set(placed.id, placed);
    alertIdOf.set(log.id, placed.id);
  }
  const all = [...touched.values()];
  return { created: all.filter((a) => createdIds.has(a.id)), grown: all.filter((a) => !createdIds.has(a.id)), alertIdOf };
}
