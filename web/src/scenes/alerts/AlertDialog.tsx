import { Button, Dialog, DialogBody, DialogFooter, Tag } from '@blueprintjs/core';
import { isOverdue } from '@gsg/shared';
import { SEVERITY_INTENT } from '../../components/severity-intent.ts';
import { NEXT_MOVE, closeAlert, moveAlert, setUserFilter, useAlertList } from '../../state/alert-list.ts';
import { MARK_LABELS, STATUS_INTENT, STATUS_LABELS, formatAlertTime } from './alert-format.ts';
import { AlertConversations } from './AlertConversations.tsx';
import { AlertTriage } from './AlertTriage.tsx';
import { OverdueTag } from './OverdueTag.tsx';
import { GatedButton } from '../../components/GatedButton.tsx';

/** One alert's fields, its conversations and its history, with the one move its status allows. */
export function AlertDialog() {
  const { selected: alert, conversations, moving } = useAlertList();
  const move = alert ? NEXT_MOVE[alert.status] : null;
  return (
    <Dialog isOpen={alert !== null} onClose={closeAlert} title="Alert Details" icon="warning-sign" className="alert-dialog">
      {alert && (
        <>
          <DialogBody>
            <dl className="alert-dialog__fields">
              <dt>Timestamp</dt>
              <dd>{formatAlertTime(alert.timestamp)}</dd>
              <dt>User</dt>
              <dd>
                {alert.user}{' '}
                <Button
                  size="small"
                  variant="minimal"
                  icon="filter"
                  text="Their alerts"
                  onClick={() => {
                    closeAlert();
                    setUserFilter(alert.user);
                  }}
                />
              </dd>
              <dt>Policy Triggered</dt>
              <dd>{alert.policyTriggered}</dd>
              <dt>Severity</dt>
              <dd>
                <Tag minimal intent={SEVERITY_INTENT[alert.severity]}>
                  {alert.severity}
                </Tag>
              </dd>
              <dt>Status</dt>
              <dd>
                <Tag minimal round intent={STATUS_INTENT[alert.status]} data-testid="alert-dialog-status">
                  {STATUS_LABELS[alert.status]}
                </Tag>
              </dd>
              <dt>Due</dt>
              <dd>
                {formatAlertTime(alert.dueAt)} {isOverdue(alert) && <OverdueTag alert={alert} />}
              </dd>
              <dt>Action Taken</dt>
              <dd>{alert.actionTaken}</dd>
              <dt>Input Preview</dt>
              <dd className="alert-dialog__text">{alert.inputPreview}</dd>
              <dt>Output Preview</dt>
              <dd className="alert-dialog__text">{alert.outputPreview || '—'}</dd>
            </dl>
            <AlertConversations alert={alert} conversations={conversations} />
            <AlertTriage alert={alert} />
            {alert.history.length > 0 && (
              <ol className="alert-dialog__history" aria-label="Status history">
                {alert.history.map((step) => (
                  <li key={step.at}>
                    {formatAlertTime(step.at)}: {STATUS_LABELS[step.to]} by {step.by}
                  </li>
                ))}
              </ol>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Close" onClick={closeAlert} />
                {move && (
                  <GatedButton
                    permission="alerts.triage"
                    intent="primary"
                    text={MARK_LABELS[move]}
                    loading={moving === alert.id}
                    onClick={() => void moveAlert(alert.id, move)}
                  />
                )}
              </>
            }
          />
        </>
      )}
    </Dialog>
  );
}
