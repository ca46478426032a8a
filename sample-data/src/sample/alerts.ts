// Alerts raised by blocked and flagged logs, with the analyst work that followed: recent alerts are
// mostly still open, older ones mostly resolved, so the alert-response-time chart has 30 days of data.
import type { Alert, AlertStatus, AlertTransition, NewLogRecord, Severity } from '@gsg/shared';
import { ALERT_RAISED_BY, DEFAULT_ALERT_SLA, SEVERITIES, alertFromLog } from '@gsg/shared';
import { weightedTable, type Random } from '../random.ts';
import { DAY_MS } from '../timeline.ts';
import { SAMPLE_POLICIES } from './policies.ts';

/** Who worked on the alerts: the seeded admin. */
const ALERT_ANALYST = 'admin';

/** The share of violations that raise an alert: every block matters more than a flag. */
export const ALERT_SHARE: Readonly<Record<'blocked' | 'flagged', number>> = { blocked: 0.45, flagged: 0.25 };

const MINUTE_MS = 60_000;

const severityById = new Map(Object.values(SAMPLE_POLICIES).map((p) => [p.id, p.severity]));

/** The most severe of the policies a log triggered. */
function highestSeverity(log: NewLogRecord): Severity {
  const rank = (s: Severity) => SEVERITIES.indexOf(s);
  return log.policies
    .map((p) => severityById.get(p.id) ?? 'low')
    .reduce<Severity>((worst, s) => (rank(s) < rank(worst) ? s : worst), 'low');
}

const STATUS_BY_AGE = [
  { under: DAY_MS, table: weightedTable<AlertStatus>([['open', 55], ['investigating', 25], ['resolved', 20]]) },
  { under: 7 * DAY_MS, table: weightedTable<AlertStatus>([['open', 12], ['investigating', 18], ['resolved', 70]]) },
  { under: Infinity, table: weightedTable<AlertStatus>([['open', 2], ['investigating', 5], ['resolved', 93]]) },
];

/** A working delay in minutes: usually quick, sometimes hours. */
const delayMinutes = (random: Random, typical: number) => 2 + typical * random.next() ** 2;

export function alertForLog(random: Random, log: NewLogRecord, now: Date): Alert {
  if (log.status === 'allowed') throw new Error('only blocked and flagged logs raise alerts');
  const raisedAt = Date.parse(log.timestamp);
  const age = now.getTime() - raisedAt;
  const severity = highestSeverity(log);
  const status = random.pickWeighted(STATUS_BY_AGE.find((band) => age < band.under)!.table);
  // High-severity alerts get picked up and closed faster.
  const urgency = severity === 'high' ? 0.5 : 1;
  // Every later step happens after the previous one and before now.
  let at = raisedAt;
  const step = (typicalMinutes: number) => {
    at = Math.min(at + delayMinutes(random, typicalMinutes * urgency) * MINUTE_MS, at + (now.getTime() - at) * 0.9);
    return new Date(at).toISOString();
  };

  const history: AlertTransition[] = [{ from: null, to: 'open', at: log.timestamp, by: ALERT_RAISED_BY }];
  const viaInvestigation = status === 'investigating' || (status === 'resolved' && random.chance(0.7));
  if (viaInvestigation) history.push({ from: 'open', to: 'investigating', at: step(180), by: ALERT_ANALYST });
  if (status === 'resolved') {
    history.push({
      from: viaInvestigation ? 'investigating' : 'open',
      to: 'resolved',
      at: step(viaInvestigation ? 480 : 60),
      by: ALERT_ANALYST,
    });
  }

  return alertFromLog(log, { id: random.uuid(), severity, sla: DEFAULT_ALERT_SLA, status, history });
}
