import { useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, InputGroup, Tag } from '@blueprintjs/core';
import { GatedButton } from '../../components/GatedButton.tsx';
import type { ConversationLog, RevealField } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { closeLogDetails, revealContent, useMonitoring } from '../../state/monitoring.ts';
import { formatLogTime } from './log-format.ts';
import { StatusTags } from './StatusTags.tsx';

type Log = Snapshot<ConversationLog>;

const FIELDS: ReadonlyArray<{ label: string; value(log: Log): string }> = [
  { label: 'Timestamp', value: (log) => formatLogTime(log.timestamp) },
  { label: 'User', value: (log) => log.user },
  { label: 'User ID', value: (log) => log.userId },
  { label: 'Hostname', value: (log) => log.hostname },
  { label: 'IP Address', value: (log) => log.ipAddress },
  { label: 'Tool', value: (log) => log.aiModel },
  { label: 'Session ID', value: (log) => log.sessionId },
  { label: 'Policy Triggered', value: (log) => log.policyTriggered || 'None' },
  { label: 'Monitored Policies', value: (log) => log.monitored?.policies.map((p) => p.name).join(', ') || 'None' },
];

const CONTENT: ReadonlyArray<{ which: RevealField; label: string; redacted(log: Log): string }> = [
  { which: 'input', label: 'Input', redacted: (log) => log.inputRedacted },
  { which: 'output', label: 'Output', redacted: (log) => log.outputRedacted },
];

/** Every field of one conversation; input and output redacted until revealed, one field at a time. */
export function LogDetailsDialog() {
  const { selected: log, revealed, revealing } = useMonitoring();
  return (
    <Dialog isOpen={log !== null} onClose={closeLogDetails} title="Conversation Details" className="log-details">
      {log && (
        <DialogBody>
          <dl className="log-details__fields">
            {FIELDS.map((field) => (
              <div key={field.label} className="log-details__field">
                <dt>{field.label}</dt>
                <dd>{field.value(log)}</dd>
              </div>
            ))}
            <div className="log-details__field">
              <dt>Status</dt>
              <dd>
                <StatusTags log={log} />
              </dd>
            </div>
          </dl>
          {CONTENT.map(({ which, label, redacted }) => (
            <ContentField
              key={which}
              id={log.id}
              which={which}
              label={label}
              text={revealed[log.id]?.[which] ?? redacted(log)}
              isOriginal={revealed[log.id]?.[which] !== undefined}
              busy={revealing === `${log.id}:${which}`}
            />
          ))}
        </DialogBody>
      )}
    </Dialog>
  );
}

interface ContentFieldProps {
  id: string;
  which: RevealField;
  label: string;
  text: string;
  isOriginal: boolean;
  busy: boolean;
}

/**
 * Input or Output: redacted, or the original once revealed (there is no hiding it again). Revealing asks
 * why first: the audit trail keeps the reason with the reveal.
 */
function ContentField({ id, which, label, text, isOriginal, busy }: ContentFieldProps) {
  const textRef = useRef<HTMLParagraphElement>(null);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  // The button goes once the original shows; focus moves to the text so the keyboard stays in the dialog.
  const reveal = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    if (await revealContent(id, which, reason.trim())) {
      setAsking(false);
      textRef.current?.focus();
    }
  };
  return (
    <section className="log-details__content" aria-label={label}>
      <div className="log-details__content-head">
        <h4>{label}</h4>
        {isOriginal ? (
          <Tag minimal intent="warning" icon="unlock">
            Original
          </Tag>
        ) : (
          !asking && <GatedButton permission="logs.reveal" size="small" icon="eye-open" text="Reveal Original" onClick={() => setAsking(true)} />
        )}
      </div>
      {asking && !isOriginal && (
        <form className="log-details__reveal" onSubmit={(e) => void reveal(e)}>
          <InputGroup
            autoFocus
            aria-label="Reason for revealing"
            placeholder="Reason for revealing (kept in the audit trail)"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.stopPropagation();
                setAsking(false);
              }
            }}
          />
          <Button type="submit" size="small" intent="warning" icon="eye-open" text="Reveal" loading={busy} disabled={!reason.trim()} />
          <Button size="small" variant="minimal" text="Cancel" onClick={() => setAsking(false)} />
        </form>
      )}
      <p ref={textRef} tabIndex={-1} className="log-details__text" data-testid={`log-${which}`}>
        {text || '—'}
      </p>
    </section>
  );
}
