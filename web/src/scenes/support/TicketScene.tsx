import { useState, type FormEvent } from 'react';
import { Button, Card, FileInput, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useLocation } from 'wouter';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, type TicketInput } from '@gsg/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { submitTicket, useSupport } from '../../state/support.ts';
import type { ScreenProps } from '../screens.ts';
import { ATTACHMENT_ACCEPT, ATTACHMENT_HELP, readAttachment } from './attachment.ts';
import { BackToSupport } from './BackToSupport.tsx';
import './support.css';

type Category = (typeof TICKET_CATEGORIES)[number];
type Priority = (typeof TICKET_PRIORITIES)[number];

const CATEGORY_LABELS: Record<Category, string> = {
  technical: 'Technical Issue',
  feature: 'Feature Request',
  billing: 'Billing',
  other: 'Other',
};
const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' };

/** A required choice that starts unchosen: the browser refuses the form until one is picked. */
function RequiredSelect<V extends string>({
  id,
  label,
  placeholder,
  labels,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  labels: Record<V, string>;
  value: V | '';
  onChange: (value: V) => void;
}) {
  return (
    <FormGroup label={label} labelInfo="*" labelFor={id}>
      <HTMLSelect id={id} required fill value={value} onChange={(e) => onChange(e.currentTarget.value as V)}>
        <option value="" disabled>
          {placeholder}
        </option>
        {(Object.keys(labels) as V[]).map((v) => (
          <option key={v} value={v}>
            {labels[v]}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

interface Form {
  subject: string;
  category: Category | '';
  priority: Priority | '';
  description: string;
  attachment: TicketInput['attachment'];
}
const EMPTY: Form = { subject: '', category: '', priority: '', description: '', attachment: undefined };

/** Submit a Support Ticket (/support/ticket): stored by the API, which gives the ticket its number. */
export default function TicketScene({ title, subtitle }: ScreenProps) {
  const [, navigate] = useLocation();
  const { submitting } = useSupport();
  const [form, setForm] = useState<Form>(EMPTY);
  const [attachmentProblem, setAttachmentProblem] = useState<string | null>(null);
  // The chosen file's name, shown whether or not the file can be attached.
  const [picked, setPicked] = useState<string | null>(null);
  // A new key empties the file input, which React cannot set.
  const [fileInputKey, setFileInputKey] = useState(0);
  const set = (changes: Partial<Form>) => setForm((current) => ({ ...current, ...changes }));

  const onFile = async (file: File | undefined) => {
    setAttachmentProblem(null);
    set({ attachment: undefined });
    setPicked(file?.name ?? null);
    if (!file) return;
    const read = await readAttachment(file);
    if ('problem' in read) setAttachmentProblem(read.problem);
    else set({ attachment: read });
  };

  const clearAttachment = () => {
    set({ attachment: undefined });
    setAttachmentProblem(null);
    setPicked(null);
    setFileInputKey((k) => k + 1);
  };

  // The browser has checked the required fields before this runs (spec: browser-level).
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (attachmentProblem || form.category === '' || form.priority === '') return;
    const { attachment, ...fields } = form;
    const stored = await submitTicket({ ...fields, category: form.category, priority: form.priority, ...(attachment ? { attachment } : {}) });
    if (stored) {
      setForm(EMPTY);
      clearAttachment();
    }
  };

  return (
    <>
      <BackToSupport />
      <PageHeader title={title} subtitle={subtitle} />
      <Card className="ticket-card">
        <form onSubmit={onSubmit} aria-label="Support ticket">
          <FormGroup label="Subject" labelInfo="*" labelFor="ticket-subject">
            <InputGroup
              id="ticket-subject"
              required
              maxLength={200}
              placeholder="Brief summary of your issue"
              value={form.subject}
              onChange={(e) => set({ subject: e.currentTarget.value })}
            />
          </FormGroup>
          <div className="ticket-card__row">
            <RequiredSelect
              id="ticket-category"
              label="Category"
              placeholder="Select a category"
              labels={CATEGORY_LABELS}
              value={form.category}
              onChange={(category) => set({ category })}
            />
            <RequiredSelect
              id="ticket-priority"
              label="Priority"
              placeholder="Select a priority"
              labels={PRIORITY_LABELS}
              value={form.priority}
              onChange={(priority) => set({ priority })}
            />
          </div>
          <FormGroup label="Description" labelInfo="*" labelFor="ticket-description">
            <TextArea
              id="ticket-description"
              required
              rows={5}
              maxLength={10_000}
              fill
              placeholder="Describe the issue in detail: what you did, what you expected and what happened"
              value={form.description}
              onChange={(e) => set({ description: e.currentTarget.value })}
            />
          </FormGroup>
          <FormGroup
            label="Attachment"
            labelInfo="(optional)"
            labelFor="ticket-attachment"
            helperText={attachmentProblem ?? ATTACHMENT_HELP}
            intent={attachmentProblem ? 'danger' : 'none'}
          >
            <div className="ticket-card__file">
              <FileInput
                key={fileInputKey}
                fill
                text={picked ?? 'Choose a file...'}
                hasSelection={picked !== null}
                inputProps={{ id: 'ticket-attachment', accept: ATTACHMENT_ACCEPT }}
                onInputChange={(e) => void onFile(e.currentTarget.files?.[0])}
              />
              {picked !== null && <Button variant="minimal" icon="cross" aria-label="Remove attachment" onClick={clearAttachment} />}
            </div>
          </FormGroup>
          <div className="ticket-card__actions">
            <Button onClick={() => navigate('/support')}>Cancel</Button>
            <Button type="submit" intent="primary" icon="send-message" loading={submitting} disabled={attachmentProblem !== null}>
              Submit Ticket
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
