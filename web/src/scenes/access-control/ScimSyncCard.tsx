import { useEffect, useState } from 'react';
import { Alert, Button, Callout, Card, Code, Dialog, DialogBody, DialogFooter, FormGroup, H5, InputGroup } from '@blueprintjs/core';
import { relativeTime, type ScimTokenIssued } from '@gsg/shared';
import { issueScimToken, loadScimToken, revokeScimToken, useScimToken } from '../../state/scim-token.ts';

/** A read-only value with a button that copies it. */
function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <FormGroup label={label} labelFor={id}>
      <InputGroup
        id={id}
        readOnly
        value={value}
        onFocus={(e) => e.currentTarget.select()}
        rightElement={
          <Button
            variant="minimal"
            icon={copied ? 'tick' : 'clipboard'}
            aria-label={`Copy: ${label}`}
            onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
          />
        }
      />
    </FormGroup>
  );
}

function IssuedDialog({ issued, onClose }: { issued: ScimTokenIssued; onClose: () => void }) {
  return (
    <Dialog isOpen onClose={onClose} title="SCIM token generated">
      <DialogBody>
        <Callout intent="warning" className="scim-sync__once">
          Copy this token now: it is stored only as a hash and will not be shown again. Paste it as the secret token in
          your identity provider&apos;s provisioning settings.
        </Callout>
        <CopyField id="scim-issued-token" label="SCIM token" value={issued.token} />
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" onClick={onClose}>Done</Button>} />
    </Dialog>
  );
}

/**
 * Where an admin connects the identity provider (Entra ID, Okta) that syncs these users and groups: the
 * SCIM base URL, and the token it presents, generated here (shown once), rotated or revoked.
 */
export function ScimSyncCard() {
  const { loaded, error, token, baseUrl } = useScimToken();
  const [issued, setIssued] = useState<ScimTokenIssued | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'revoke' | null>(null);

  useEffect(() => {
    void loadScimToken();
  }, []);

  const generate = async () => {
    setConfirm(null);
    const result = await issueScimToken();
    if (result) setIssued(result);
  };

  if (!loaded) return null;
  return (
    <Card className="scim-sync" aria-labelledby="scim-sync-title">
      <H5 id="scim-sync-title">Identity provider sync</H5>
      <p className="scim-sync__lead">
        Your identity provider (Entra ID, Okta) provisions these users and groups over SCIM 2.0: give it this base URL and a
        SCIM token.
      </p>
      {error ? (
        <Callout intent="danger" role="alert">
          {error}
        </Callout>
      ) : (
        <>
          <CopyField id="scim-base-url" label="SCIM base URL" value={baseUrl} />
          <div className="scim-sync__token">
            {token ? (
              <span className="scim-sync__status">
                Token <Code>{token.prefix}…</Code> generated {relativeTime(token.createdAt)} by {token.createdBy}
              </span>
            ) : (
              <span className="scim-sync__status">No SCIM token: your identity provider cannot sync until one is generated.</span>
            )}
            <div className="scim-sync__actions">
              {token ? (
                <>
                  <Button icon="refresh" text="Rotate token" onClick={() => setConfirm('rotate')} />
                  <Button icon="disable" intent="danger" text="Revoke token" onClick={() => setConfirm('revoke')} />
                </>
              ) : (
                <Button icon="key" intent="primary" text="Generate token" onClick={() => void generate()} />
              )}
            </div>
          </div>
        </>
      )}
      <Alert
        isOpen={confirm !== null}
        intent={confirm === 'revoke' ? 'danger' : 'primary'}
        confirmButtonText={confirm === 'revoke' ? 'Revoke token' : 'Rotate token'}
        cancelButtonText="Cancel"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm === 'revoke') {
            setConfirm(null);
            void revokeScimToken();
          } else void generate();
        }}
      >
        {confirm === 'revoke'
          ? 'Revoke the SCIM token? Your identity provider stops syncing at once, until a new token is generated and given to it.'
          : 'Generate a new SCIM token? The current one stops working at once: give the new one to your identity provider.'}
      </Alert>
      {issued && <IssuedDialog issued={issued} onClose={() => setIssued(null)} />}
    </Card>
  );
}
