import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Button, Callout, Dialog, DialogBody, FormGroup, HTMLSelect, InputGroup, Switch, TextArea, type Intent } from '@blueprintjs/core';
import { INTEGRATION_TYPES, type Severity } from '@gsg/shared';
import { addIntegration, useIntegrations } from '../../state/integrations.ts';
import { SEVERITY_LABELS } from '../guardrails/labels.ts';
import { TYPE_LABELS, emptyDraft, inputOf, type DestinationDraft } from './destination-form.ts';
import { FormFooter } from './SettingsListSection.tsx';

export const SENDS_LABELS: Record<Severity, string> = {
  low: 'Every alert',
  medium: `${SEVERITY_LABELS.medium} and ${SEVERITY_LABELS.high}`,
  high: `${SEVERITY_LABELS.high} only`,
};
const SENDS_OPTIONS = (['low', 'medium', 'high'] as const).map((value) => ({ value, label: SENDS_LABELS[value] }));
const TYPE_OPTIONS = INTEGRATION_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

/** A secret nobody has to invent: 32 random bytes as hex, from the browser's CSPRNG. */
function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  intent: Intent;
  required?: boolean;
  type?: string;
  placeholder?: string;
  helperText?: ReactNode;
  rightElement?: ReactElement;
}

function Field({ id, label, value, onChange, intent, required = true, type, placeholder, helperText, rightElement }: FieldProps) {
  return (
    <FormGroup label={label} labelFor={id} labelInfo={required ? '*' : undefined} helperText={helperText} intent={intent}>
      <InputGroup id={id} type={type} required={required} value={value} onValueChange={onChange} placeholder={placeholder} intent={intent} rightElement={rightElement} />
    </FormGroup>
  );
}

/** Adds a destination for alerts. The server judges the config; its refusal is shown here with the input kept. */
export function DestinationDialog({ onClose }: { onClose: () => void }) {
  const { saving } = useIntegrations();
  const [draft, setDraft] = useState<DestinationDraft>(() => emptyDraft(randomSecret()));
  const [failure, setFailure] = useState<{ message: string; fields: Set<string> } | null>(null);
  const set = <K extends keyof DestinationDraft>(key: K) => (value: DestinationDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const intentOf = (field: string): Intent => (failure?.fields.has(`body.config.${field}`) || failure?.fields.has(`body.${field}`) ? 'danger' : 'none');
  const text = (field: keyof DestinationDraft & string, label: string, extra: Partial<FieldProps> = {}) => (
    <Field id={`destination-${field}`} label={label} value={String(draft[field])} onChange={set(field) as (v: string) => void} intent={intentOf(field)} {...extra} />
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await addIntegration(inputOf(draft));
    if (result.ok) onClose();
    else setFailure({ message: result.message, fields: new Set(result.fields?.map((f) => f.path)) });
  };

  return (
    <Dialog isOpen onClose={onClose} title="Add destination" className="destination-dialog">
      <form onSubmit={(e) => void submit(e)}>
        <DialogBody>
          {failure && (
            <Callout intent="danger" className="destination-dialog__error" role="alert">
              {failure.message}
              {failure.fields.size > 0 && `: ${[...failure.fields].map((f) => f.replace(/^body\.(config\.)?/, '')).join(', ')}`}
            </Callout>
          )}
          <FormGroup label="Type" labelFor="destination-type">
            <HTMLSelect id="destination-type" fill options={TYPE_OPTIONS} value={draft.type} onChange={(e) => set('type')(e.target.value as DestinationDraft['type'])} />
          </FormGroup>
          {text('name', 'Name', { placeholder: 'SOC case management' })}
          {draft.type === 'webhook' && (
            <>
              {text('url', 'URL', { type: 'url', placeholder: 'https://soc.example.com/hooks/gsg', helperText: 'Alerts are POSTed here as JSON.' })}
              {text('secret', 'Signing secret', {
                helperText: 'Every message carries X-GSG-Signature: sha256=HMAC of its body under this secret. Copy it to the receiver now: it is never shown again.',
                rightElement: <Button minimal icon="refresh" aria-label="Generate another secret" onClick={() => set('secret')(randomSecret())} />,
              })}
            </>
          )}
          {draft.type === 'slack' &&
            text('webhookUrl', 'Incoming webhook URL', { type: 'url', placeholder: 'https://hooks.slack.com/services/…', helperText: 'Kept secret: it is never shown again.' })}
          {draft.type === 'email' && (
            <>
              <div className="destination-dialog__row">
                {text('smtpHost', 'SMTP server', { placeholder: 'smtp.example.com' })}
                {text('smtpPort', 'Port', { type: 'number' })}
              </div>
              <Switch className="destination-dialog__switch" label="TLS from the start (port 465); otherwise STARTTLS when the server offers it" checked={draft.secure} onChange={(e) => set('secure')(e.currentTarget.checked)} />
              <div className="destination-dialog__row destination-dialog__row--even">
                {text('username', 'User name', { required: false })}
                {text('password', 'Password', { required: false, type: 'password', helperText: 'Never shown again.' })}
              </div>
              {text('from', 'From', { type: 'email', placeholder: 'gsg-console@example.com' })}
              {text('to', 'To', { placeholder: 'soc@example.com, oncall@example.com', helperText: 'One address or several, separated by commas.' })}
            </>
          )}
          {draft.type === 'syslog' && (
            <>
              <div className="destination-dialog__row">
                {text('host', 'Host', { placeholder: 'siem.example.com' })}
                {text('port', 'Port', { type: 'number' })}
              </div>
              <div className="destination-dialog__row destination-dialog__row--even">
                <FormGroup label="Protocol" labelFor="destination-protocol">
                  <HTMLSelect id="destination-protocol" fill options={[{ value: 'udp', label: 'UDP' }, { value: 'tcp', label: 'TCP' }, { value: 'tls', label: 'TLS' }]} value={draft.protocol} onChange={(e) => set('protocol')(e.target.value as DestinationDraft['protocol'])} />
                </FormGroup>
                <FormGroup label="Format" labelFor="destination-format">
                  <HTMLSelect id="destination-format" fill options={[{ value: 'cef', label: 'CEF' }, { value: 'rfc5424', label: 'RFC 5424' }]} value={draft.format} onChange={(e) => set('format')(e.target.value as DestinationDraft['format'])} />
                </FormGroup>
              </div>
              {draft.protocol === 'tls' && (
                <FormGroup
                  label="CA certificate"
                  labelFor="destination-caCertificate"
                  helperText="The PEM certificate of the authority that signed the collector's, when it is your own; leave empty when a public authority signed it. The collector's name is always checked."
                  intent={intentOf('caCertificate')}
                >
                  <TextArea
                    id="destination-caCertificate"
                    fill
                    rows={4}
                    className="destination-dialog__pem"
                    placeholder="-----BEGIN CERTIFICATE-----"
                    value={draft.caCertificate}
                    onChange={(e) => set('caCertificate')(e.target.value)}
                    intent={intentOf('caCertificate')}
                  />
                </FormGroup>
              )}
            </>
          )}
          <FormGroup label="Send" labelFor="destination-severity">
            <HTMLSelect id="destination-severity" fill options={SENDS_OPTIONS} value={draft.minSeverity} onChange={(e) => set('minSeverity')(e.target.value as Severity)} />
          </FormGroup>
        </DialogBody>
        <FormFooter onCancel={onClose} submitText="Add destination" saving={saving} />
      </form>
    </Dialog>
  );
}
