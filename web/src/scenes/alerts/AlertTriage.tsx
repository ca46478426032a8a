import { useEffect, useState } from 'react';
import { Button, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { ALERT_DISPOSITIONS, type Alert, type AlertDisposition } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { alertAssignees, useAlertAssignees } from '../../state/alert-assignees.ts';
import { useAuth } from '../../state/auth.ts';
import { commentOnAlert, triageAlert } from '../../state/alert-list.ts';
import { formatAlertTime } from './alert-format.ts';
import { usePermission } from '../../state/permissions.ts';
import { GatedButton } from '../../components/GatedButton.tsx';
import { CreateExceptionDialog } from './CreateExceptionDialog.tsx';

export const DISPOSITION_LABELS: Record<AlertDisposition, string> = {
  true_positive: 'True positive',
  false_positive: 'False positive',
  benign: 'Benign',
};
const NO_DISPOSITION = '';
const NOBODY = '';
const DISPOSITION_OPTIONS = [
  { value: NO_DISPOSITION, label: 'Not decided' },
  ...ALERT_DISPOSITIONS.map((value) => ({ value, label: DISPOSITION_LABELS[value] })),
];

/** Who works the alert, what they concluded, and their notes: the triage part of the detail dialog. */
export function AlertTriage({ alert }: { alert: Snapshot<Alert> }) {
  const { me } = useAuth();
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [excepting, setExcepting] = useState(false);
  const mine = me !== null && alert.assignee === me.username;
  const triage = usePermission('alerts.triage');
  const { items: assignees } = useAlertAssignees();
  useEffect(() => {
    if (!alertAssignees.state.loaded) void alertAssignees.load();
  }, []);
  // Whoever has it now stays in the list, even if they can no longer be assigned.
  const assigneeOptions = [
    { value: NOBODY, label: 'Nobody' },
    ...assignees.map((a) => ({ value: a.username, label: a.fullName })),
    ...(alert.assignee && !assignees.some((a) => a.username === alert.assignee) ? [{ value: alert.assignee, label: alert.assignee }] : []),
  ];

  const addNote = async () => {
    setSaving(true);
    if (await commentOnAlert(alert.id, note)) setNote('');
    setSaving(false);
  };

  return (
    <section className="alert-triage" aria-label="Triage">
      <div className="alert-triage__row">
        <FormGroup label="Assignee" labelFor="alert-assignee" className="alert-triage__assignee">
          <HTMLSelect
            id="alert-assignee"
            disabled={!triage.allowed}
            title={triage.reason}
            options={assigneeOptions}
            value={alert.assignee ?? NOBODY}
            onChange={(e) => void triageAlert(alert.id, { assignee: e.target.value || null })}
          />
          {me && triage.allowed && (
            <Button small minimal={false} onClick={() => void triageAlert(alert.id, { assignee: mine ? null : me.username })}>
              {mine ? 'Unassign' : 'Assign to me'}
            </Button>
          )}
        </FormGroup>
        <FormGroup label="Disposition" labelFor="alert-disposition">
          <HTMLSelect
            id="alert-disposition"
            disabled={!triage.allowed}
            options={DISPOSITION_OPTIONS}
            value={alert.disposition ?? NO_DISPOSITION}
            onChange={(e) => void triageAlert(alert.id, { disposition: (e.target.value || null) as AlertDisposition | null })}
          />
        </FormGroup>
        {alert.disposition === 'false_positive' && (
          <FormGroup label="Teach the policy" className="alert-triage__exception">
            <GatedButton permission="policies.except" small icon="filter-remove" text="Create exception" onClick={() => setExcepting(true)} />
          </FormGroup>
        )}
      </div>
      {excepting && <CreateExceptionDialog alert={alert} onClose={() => setExcepting(false)} />}
      <h4 className="alert-triage__heading">Comments</h4>
      {alert.comments.length === 0 ? (
        <p className="alert-triage__empty">No comments yet.</p>
      ) : (
        <ol className="alert-triage__comments" aria-label="Comments">
          {alert.comments.map((c) => (
            <li key={c.id}>
              <span className="alert-triage__meta">
                {c.by}, {formatAlertTime(c.at)}
              </span>
              <span className="alert-triage__text">{c.text}</span>
            </li>
          ))}
        </ol>
      )}
      {triage.allowed ? (
        <>
          <FormGroup label="Add a comment" labelFor="alert-comment">
            <TextArea id="alert-comment" fill rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormGroup>
          <Button small disabled={note.trim() === ''} loading={saving} onClick={() => void addNote()}>
            Add comment
          </Button>
        </>
      ) : (
        <p className="alert-triage__empty">{triage.reason}</p>
      )}
    </section>
  );
}
