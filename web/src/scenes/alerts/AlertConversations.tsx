import { Button, Spinner } from '@blueprintjs/core';
import type { Alert, ConversationLog } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { useLocation } from 'wouter';
import { formatCount } from '../../components/format-count.ts';
import { closeAlert } from '../../state/alert-list.ts';
import { showLogInMonitoring } from '../../state/monitoring.ts';
import { formatAlertClock, formatAlertTime } from './alert-format.ts';

/**
 * The conversations an alert stands for, newest first, each opening in Monitoring with its details (where
 * an original can be revealed, and is audited), so the dialog itself shows redacted previews only.
 */
export function AlertConversations({ alert, conversations }: { alert: Snapshot<Alert>; conversations: Snapshot<ConversationLog[]> | null }) {
  const [, navigate] = useLocation();
  const open = (log: Snapshot<ConversationLog>) => {
    showLogInMonitoring(log as ConversationLog);
    closeAlert();
    navigate('/monitoring');
  };
  return (
    <section className="alert-conversations" aria-label="Conversations">
      <h4 className="alert-conversations__heading">
        Conversations ({formatCount(alert.count)})
        {alert.count > 1 && (
          <span className="alert-conversations__span">
            {' '}
            first {formatAlertTime(alert.firstSeenAt)}, latest {formatAlertTime(alert.lastSeenAt)}
          </span>
        )}
      </h4>
      {conversations === null ? (
        <Spinner size={16} aria-label="Loading conversations" />
      ) : (
        <ul className="alert-conversations__list">
          {conversations.map((log) => (
            <li key={log.id} className="alert-conversations__item">
              <span className="alert-conversations__time">{formatAlertClock(log.timestamp)}</span>
              <span className="alert-conversations__text" title={log.inputRedacted}>
                {log.inputRedacted}
              </span>
              <Button size="small" variant="minimal" icon="share" text="Open in Monitoring" onClick={() => open(log)} />
            </li>
          ))}
        </ul>
      )}
      {conversations !== null && conversations.length < alert.count && (
        <p className="alert-conversations__more">
          The latest {formatCount(conversations.length)} of {formatCount(alert.count)} are listed.
        </p>
      )}
    </section>
  );
}
