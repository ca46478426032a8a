import type { Alert, AlertStatus, AlertTransition } from '../schemas/alert.ts';
import type { ConversationLog } from '../schemas/log.ts';
import type { Severity } from '../schemas/policy.ts';

export const ALERT_PREVIEW_CHARS = 100;
/** Who raises alerts: the guardrail engine, not a person. */
export const ALERT_RAISED_BY = 'system';

export const alertPreview = (text: string): string =>
  text.length <= ALERT_PREVIEW_CHARS ? text : `${text.slice(0, ALERT_PREVIEW_CHARS).trimEnd()}…`;

/**
 * The alert a blocked or flagged conversation raises. Its previews come from the redacted text only, so
 * an alert never carries what the policies caught.
 */
export function alertFromLog(
  log: ConversationLog,
  fields: { id: string; severity: Severity; status?: AlertStatus; history?: AlertTransition[] },
): Alert {
  return {
    id: fields.id,
    timestamp: log.timestamp,
    userId: log.userId,
    user: log.user,
    inputPreview: alertPreview(log.inputRedacted),
    outputPreview: alertPreview(log.outputRedacted),
    policyTriggered: log.policyTriggered,
    policyId: log.policyId,
    actionTaken: log.status === 'blocked' ? 'Blocked' : 'Flagged',
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
  };
}
