import { useState, type FormEvent } from 'react';
import { Button, Callout, Code, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormFooter, ItemName, SettingsListSection } from './SettingsListSection.tsx';
import { API_KEY_SCOPES, relativeTime, type ApiKeyCreated, type ApiKeyScope } from '@gsg/shared';
import { issueApiKey, loadApiKeys, revokeApiKey, useApiKeys } from '../../state/api-keys.ts';
import { GatedButton } from '../../components/GatedButton.tsx';

export const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  agents: 'Agents (ingest, agent stream, guard)',
  gateway: 'Gateway (/v1, OpenAI-compatible)',
  both: 'Agents and gateway',
};
const SCOPE_OPTIONS = API_KEY_SCOPES.map((value) => ({ value, label: SCOPE_LABELS[value] }));

/** Issue a key: name and scope, then the key itself, shown this once with a way to copy it. */
function IssueKeyDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('both');
  const [issued, setIssued] = useState<ApiKeyCreated | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await issueApiKey({ name, scope });
    if ('error' in result) setError(result.error);
    else setIssued(result);
  };

  return (
    <Dialog isOpen onClose={onClose} title={issued ? 'API key issued' : 'Issue API key'}>
      {issued ? (
        <>
          <DialogBody>
            <Callout intent="warning" className="api-key-dialog__once">
              Copy this key now: it is stored only as a hash and will not be shown again.
            </Callout>
            <FormGroup label={`Key for ${issued.name}`} labelFor="issued-key">
              <InputGroup
                id="issued-key"
                readOnly
                value={issued.key}
                onFocus={(e) => e.currentTarget.select()}
                rightElement={
                  <Button
                    minimal
                    icon={copied ? 'tick' : 'clipboard'}
                    aria-label="Copy the key"
                    onClick={() => void navigator.clipboard?.writeText(issued.key).then(() => setCopied(true))}
                  />
                }
              />
            </FormGroup>
          </DialogBody>
          <DialogFooter actions={<Button intent="primary" onClick={onClose}>Done</Button>} />
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <DialogBody>
            {error && (
              <Callout intent="danger" role="alert" className="api-key-dialog__once">
                {error}
              </Callout>
            )}
            <FormGroup label="Name" labelFor="api-key-name" labelInfo="*" helperText="Where the key will be used, so it can be told apart later.">
              <InputGroup id="api-key-name" required autoFocus maxLength={100} value={name} onValueChange={setName} placeholder="Gateway in the Paris office" />
            </FormGroup>
            <FormGroup label="Scope" labelFor="api-key-scope">
              <HTMLSelect id="api-key-scope" fill options={SCOPE_OPTIONS} value={scope} onChange={(e) => setScope(e.target.value as ApiKeyScope)} />
            </FormGroup>
          </DialogBody>
          <FormFooter onCancel={onClose} submitText="Issue key" />
        </form>
      )}
    </Dialog>
  );
}

/** The keys gateways and agents present: issued here, listed without the key itself, revoked here. */
export function ApiKeysSection() {
  const { items, loaded, error } = useApiKeys();
  const [issuing, setIssuing] = useState(false);

  return (
    <>
      <SettingsListSection
        title="API keys"
        subtitle="What gateways and endpoint agents authenticate with"
        add={{ label: 'Issue key', icon: 'key', onClick: () => setIssuing(true), permission: 'api-keys.manage' }}
        load={loadApiKeys}
        loaded={loaded}
        error={error}
        count={items.length}
        empty={{ icon: 'key', title: 'No API keys yet', description: 'Issue one for each gateway or fleet of agents.' }}
        columns={['Name', 'Scope', 'Created', 'Last used']}
      >
        {items.map((key) => (
          <tr key={key.id} className={key.revokedAt ? 'api-key--revoked' : undefined}>
            <td>
              <ItemName name={key.name} tag={key.revokedAt !== null && 'Revoked'} intent="danger" />
              <Code>{key.prefix}…</Code>
            </td>
            <td>{SCOPE_LABELS[key.scope]}</td>
            <td>
              {relativeTime(key.createdAt)} by {key.createdBy}
            </td>
            <td>{key.lastUsedAt ? relativeTime(key.lastUsedAt) : 'Never'}</td>
            <td className="settings-destinations__actions">
              {!key.revokedAt && (
                <GatedButton permission="api-keys.manage" small intent="danger" onClick={() => void revokeApiKey(key.id)} aria-label={`Revoke ${key.name}`} text="Revoke" />
              )}
            </td>
          </tr>
        ))}
      </SettingsListSection>
      {issuing && <IssueKeyDialog onClose={() => setIssuing(false)} />}
    </>
  );
}
