import { useState, type FormEvent } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { Severity } from '@gsg/shared';
import { addIntegration, useIntegrations } from '../../state/integrations.ts';
import { SEVERITY_LABELS } from '../guardrails/labels.ts';

const MIN_SEVERITY_OPTIONS = [
  { value: 'low', label: 'Every alert' },
  { value: 'medium', label: `${SEVERITY_LABELS.medium} and ${SEVERITY_LABELS.high}` },
  { value: 'high', label: `${SEVERITY_LABELS.high} only` },
] satisfies Array<{ value: Severity; label: string }>;

/** A secret nobody has to invent: 32 random bytes as hex, from the browser's CSPRNG. */
function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Adds a webhook that receives alerts. The server judges the URL and secret; its refusal is shown here. */
export function WebhookDialog({ onClose }: { onClose: () => void }) {
  const { saving } = useIntegrations();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState(randomSecret);
  const [minSeverity, setMinSeverity] = useState<Severity>('low');
  const [failure, setFailure] = useState<{ message: string; fields: Set<string> } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await addIntegration({ type: 'webhook', name, config: { url, secret }, minSeverity, enabled: true });
    if (result.ok) onClose();
    else setFailure({ message: result.message, fields: new Set(result.fields?.map((f) => f.path)) });
  };
  const intentOf = (path: string) => (failure?.fields.has(path) ? 'danger' : 'none');

  return (
    <Dialog isOpen onClose={onClose} title="Add webhook" className="webhook-dialog">
      <form onSubmit={(e) => void submit(e)}>
        <DialogBody>
          {failure && (
            <Callout intent="danger" className="webhook-dialog__error" role="alert">
              {failure.message}
            </Callout>
          )}
          <FormGroup label="Name" labelFor="webhook-name" labelInfo="*">
            <InputGroup id="webhook-name" required autoFocus maxLength={100} value={name} onValueChange={setName} placeholder="SOC case management" intent={intentOf('name')} />
          </FormGroup>
          <FormGroup label="URL" labelFor="webhook-url" labelInfo="*" helperText="Alerts are POSTed here as JSON." intent={intentOf('config.url')}>
            <InputGroup id="webhook-url" type="url" required value={url} onValueChange={setUrl} placeholder="https://soc.example.com/hooks/gsg" intent={intentOf('config.url')} />
          </FormGroup>
          <FormGroup
            label="Signing secret"
            labelFor="webhook-secret"
            labelInfo="*"
            helperText="Every message carries X-GSG-Signature: sha256=HMAC of its body under this secret. Copy it to the receiver now: it is never shown again."
            intent={intentOf('config.secret')}
          >
            <InputGroup
              id="webhook-secret"
              required
              minLength={16}
              value={secret}
              onValueChange={setSecret}
              intent={intentOf('config.secret')}
              rightElement={<Button minimal icon="refresh" aria-label="Generate another secret" onClick={() => setSecret(randomSecret())} />}
            />
          </FormGroup>
          <FormGroup label="Send" labelFor="webhook-severity">
            <HTMLSelect id="webhook-severity" fill options={MIN_SEVERITY_OPTIONS} value={minSeverity} onChange={(e) => setMinSeverity(e.target.value as Severity)} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" intent="primary" loading={saving}>
                Add webhook
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
