import { Classes } from '@blueprintjs/core';
import { wouldHaveLabel, type ConversationLog } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { statusLabel, statusTagClass } from './log-format.ts';

// What a monitored policy would have done, set apart from what was done: outlined, never filled as a real block is.
const wouldClass = (would: 'Would block' | 'Would flag') =>
  `${Classes.TAG} ${Classes.MINIMAL} ${Classes.OUTLINED} ${Classes.intentClass(would === 'Would block' ? 'danger' : 'warning')}`;

/** A log's status, and beside it "Would block" or "Would flag" when a monitored policy would have acted. */
export function StatusTags({ log }: { log: Snapshot<Pick<ConversationLog, 'status' | 'monitored'>> }) {
  const would = wouldHaveLabel(log);
  return (
    <span className="log-status">
      <span className={statusTagClass(log.status)}>{statusLabel(log.status)}</span>
      {would && (
        <span className={wouldClass(would)} title={`Monitored: ${log.monitored?.policies.map((p) => p.name).join(', ')}`}>
          {would}
        </span>
      )}
    </span>
  );
}
