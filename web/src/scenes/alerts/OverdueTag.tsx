import { Tag } from '@blueprintjs/core';
import { ALERT_SLA_HOURS, alertDueAt, type Alert } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { formatAlertTime } from './alert-format.ts';

/** Marks an alert that broke its SLA (ALERT_SLA_HOURS by severity), with when it was due. */
export function OverdueTag({ alert }: { alert: Snapshot<Alert> }) {
  const due = formatAlertTime(alertDueAt(alert).toISOString());
  return (
    <Tag minimal round intent="danger" className="alert-overdue" title={`Due ${due}: ${ALERT_SLA_HOURS[alert.severity]} h for ${alert.severity} alerts`}>
      Overdue
    </Tag>
  );
}
