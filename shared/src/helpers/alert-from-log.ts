import type { Alert, AlertStatus, AlertTransition } from '../schemas/alert.ts';
import type { ConversationLog, MonitoredMatch } from '../schemas/log.ts';
import type { Severity } from '../schemas/policy.ts';
import { alertDueAt, type AlertSla } from './alert-sla.ts';

export const ALERT_PREVIEW_CHARS = 100;
/** Who raises alerts: the guardrail engine, not a person. */
export const ALERT_RAISED_BY = 'system';

export const alertPreview = (text: string): string =>
  text.length <= ALERT_PREVIEW_CHARS ? text : `${text.slice(0, ALERT_PREVIEW_CHARS).trimEnd()}…`;

/** What a monitored match would have done, as Monitoring and the alerts name it; null when it changes nothing. */
export function wouldHaveLabel(log: { readonly monitored?: { readonly wouldBe: MonitoredMatch['wouldBe'] } | null }): 'Would block' | 'Would flag' | null {
  const wouldBe = log.monitored?.wouldBe;
  return wouldBe === 'blocked' ? 'Would block' : wouldBe === 'flagged' ? 'Would flag' : null;
}

/**
 * What was done, then what a monitored policy would have done beyond it: "Flagged (would block)". A
 * flagged conversation whose matches the gateway replaced with placeholders was Redacted.
 */
function actionTaken(log: ConversationLog, redacted: boolean): string {
  const would = wouldHaveLabel(log);
  if (log.status === 'allowed') return would ?? 'Allowed';
  const done = log.status === 'blocked' ? 'Blocked' : redacted ? 'Redacted' : 'Flagged';
  return would ? `${done} (${would.toLowerCase()})` : done;
}

/** The enforced policies a log names, then its monitored ones: an alert is about all of them. */
function alertPolicies(log: ConversationLog): { names: string; ids: string } {
  const monitored = log.monitored?.policies ?? [];
  const join = (enforced: string, more: string[], separator: string) => [enforced, ...more].filter((s) => s !== '').join(separator);
  return {
    names: join(log.policyTriggered, monitored.map((p) => p.name), ', '),
    ids: join(log.policyId, monitored.map((p) => p.id), ','),
  };
}

/** Whether a log raises an alert: it was blocked or flagged, or a monitored policy would have done so. */
export const raisesAlert = (log: Pick<ConversationLog, 'status'> & Parameters<typeof wouldHaveLabel>[0]): boolean =>
  log.status !== 'allowed' || wouldHaveLabel(log) !== null;

/**
 * The alert a blocked or flagged conversation raises, or one a monitored policy would have blocked or
 * flagged. Its previews come from the redacted text only, so an alert never carries what the policies caught.
 */
export function alertFromLog(
  log: ConversationLog,
  fields: { id: string; severity: Severity; sla: AlertSla; status?: AlertStatus; history?: AlertTransition[]; redacted?: boolean },
): Alert {
  const policies = alertPolicies(log);
  return {
    id: fields.id,
    timestamp: log.timestamp,
    userId: log.userId,
    user: log.user,
    inputPreview: alertPreview(log.inputRedacted),
    outputPreview: alertPreview(log.outputRedacted),
    policyTriggered: policies.names,
    policyId: policies.ids,
    actionTaken: actionTaken(log, fields.redacted ?? false),
    severity: fields.severity,
    status: fields.status ?? 'open',
    logId: log.id,
    history: fields.history ?? [{ from: null, to: 'open', at: log.timestamp, by: ALERT_RAISED_BY }],
    assignee: null,
    disposition: null,
    comments: [],
    count: 1,
    firstSeenAt: log.timestamp,
    lastSeenAt: log.timestamp,
    dueAt: alertDueAt(log.timestamp, fields.severity, fields.sla),
  };
}
