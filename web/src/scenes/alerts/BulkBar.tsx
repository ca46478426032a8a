import { Button, HTMLSelect } from '@blueprintjs/core';
import { ALERT_DISPOSITIONS, type AlertDisposition } from '@gsg/shared';
import { useAlertList } from '../../state/alert-list.ts';
import { applyToSelected, clearSelection } from '../../state/alert-selection.ts';
import { authState } from '../../state/auth.ts';
import { DISPOSITION_LABELS } from './AlertTriage.tsx';
import { MOVE_LABELS } from './alert-format.ts';

const CHOOSE = '';

/**
 * What can be done to every ticked alert at once: a move, an assignee, a disposition. The server applies
 * the transition rules to each; the toast says how many changed.
 */
export function BulkBar() {
  const { selectedIds, bulkBusy } = useAlertList();
  if (selectedIds.length === 0) return null;
  const me = authState.me?.username ?? null;
  return (
    <div className="alert-bulk-bar" role="toolbar" aria-label="Change the selected alerts">
      <span className="alert-bulk-bar__count" aria-live="polite">
        {selectedIds.length} selected
      </span>
      <Button icon="search" text={MOVE_LABELS.investigating} disabled={bulkBusy} onClick={() => void applyToSelected({ status: 'investigating' })} />
      <Button icon="tick-circle" text={MOVE_LABELS.resolved} disabled={bulkBusy} onClick={() => void applyToSelected({ status: 'resolved' })} />
      <Button icon="person" text="Assign to me" disabled={bulkBusy || me === null} onClick={() => me && void applyToSelected({ assignee: me })} />
      <HTMLSelect
        aria-label="Set the disposition of the selected alerts"
        disabled={bulkBusy}
        value={CHOOSE}
        options={[{ value: CHOOSE, label: 'Set disposition…' }, ...ALERT_DISPOSITIONS.map((value) => ({ value, label: DISPOSITION_LABELS[value] }))]}
        onChange={(e) => e.target.value && void applyToSelected({ disposition: e.target.value as AlertDisposition })}
      />
      <Button variant="minimal" icon="cross" text="Clear selection" disabled={bulkBusy} onClick={clearSelection} />
    </div>
  );
}
