import { Tag } from '@blueprintjs/core';
import type { Alert } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { formatAlertTime } from './alert-format.ts';

/** Marks an alert that broke its SLA (Settings › General, by severity), with when it was due. */
export function OverdueTag({ alert }: { alert: Snapshot<Alert> }) {
  return (
    <Tag minimal round intent="danger" className="alert-overdue" title={`Due ${formatAlertTime(alert.dueAt)}`}>
      Overdue
    </Tag>
  );
}
