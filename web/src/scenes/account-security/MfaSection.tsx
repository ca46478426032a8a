import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Radio,
  RadioGroup,
  Section,
  SectionCard,
  Spinner,
  Tag,
  Tooltip,
} from '@blueprintjs/core';
import { MFA_METHODS, MFA_METHOD_LABELS, MFA_REQUIRED_ERRORS, organisationMfaMethod, type MfaState } from '@gsg/shared';
import { disableMfa, enableMfa, startEnrolment, useAccount } from '../../state/account.ts';

type Method = MfaState['method'];

// Honest about what the console can do: it has no SMS or email provider, so it cannot send a code.
const NO_DELIVERY: Record<Exclude<Method, 'authenticator'>, string> = {
  phone:
    'Sending codes by SMS needs an SMS provider, and none is configured: no code is sent, and sign-in does not ask for one. SMS is recorded as your chosen method.',
  email:
    'Sending codes by email needs an email provider, and none is configured: no code is sent, and sign-in does not ask for one. Email is recorded as your chosen method.',
};

const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function AuthenticatorSetup({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const { enrolment, busy } = useAccount();

  // Once per showing of the setup, not on every render: a new secret would void the one being scanned.
  const started = enrolment !== null;
  useEffect(() => {
    if (!started) void startEnrolment();
  }, [started]);

  return (
    <ol className="mfa-steps">
      <li>Install an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.</li>
      <li>
        Scan this QR code with the app, or enter the setup key by hand.
        <div className="mfa-qr">
          {enrolment ? (
            <>
              <img className="mfa-qr__image" src={svgDataUrl(enrolment.qrSvg)} alt="QR code for your authenticator app" />
              <div>
                <div className="mfa-qr__label">Setup key</div>
                <code className="mfa-qr__secret" data-testid="mfa-secret">
                  {groupedSecret(enrolment.secret)}
                </code>
              </div>
            </>
          ) : (
            <div className="mfa-qr__image mfa-qr__image--loading">{busy === 'enrolment' && <Spinner size={24} aria-label="Preparing QR code" />}</div>
          )}
        </div>
      </li>
      <li>
        Enter the 6-digit code the app shows.
        <InputGroup
          className="mfa-code"
          aria-label="6-digit code"
          placeholder="123456"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onValueChange={(value) => onCode(value.replace(/\D/g, ''))}
        />
      </li>
    </ol>
  );
}

function DisableDialog({ onClose }: { onClose: () => void }) {
  const { busy } = useAccount();
  const [password, setPassword] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await disableMfa(password)) onClose();
  };
  return (
    <Dialog isOpen title="Disable MFA" icon="unlock" onClose={onClose}>
      <form onSubmit={onSubmit}>
        <DialogBody>
          <p>Enter your password to turn multi-factor authentication off.</p>
          <FormGroup label="Password" labelFor="mfa-disable-password">
            <InputGroup
              id="mfa-disable-password"
              type="password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onValueChange={setPassword}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="danger" text="Disable MFA" loading={busy === 'mfa'} disabled={password === ''} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

export function MfaSection() {
  const { mfa, busy } = useAccount();
  const [method, setMethod] = useState<Method | null>(null);
  const [code, setCode] = useState('');
  const [disabling, setDisabling] = useState(false);
  if (!mfa) return null;
  // The organisation's method (Settings › Security › MFA Method) is offered first.
  const chosen = method ?? mfa.organisationMethod;

  const status = (
    <Tag intent={mfa.enabled ? 'success' : 'none'} icon={mfa.enabled ? 'tick-circle' : 'disable'} round data-testid="mfa-status">
      {mfa.enabled ? 'Enabled' : 'Disabled'}
    </Tag>
  );

  return (
    <Section className="security-card" title="Multi-Factor Authentication" subtitle="A second step at sign-in, beyond the password" rightElement={status}>
      <SectionCard>
        {mfa.enabled ? (
          <div className="mfa-enabled">
            <p className="mfa-enabled__method">Protected with {MFA_METHOD_LABELS[mfa.method]}</p>
            {mfa.method === 'authenticator' ? (
              <p className="security-note">Sign-in asks for the 6-digit code from your authenticator app.</p>
            ) : (
              <Callout intent="warning" icon="info-sign" className="security-note">
                {NO_DELIVERY[mfa.method]}
              </Callout>
            )}
            {mfa.required ? (
              // A disabled button takes no pointer events: the tooltip sits on a wrapper, as GatedButton's does.
              <Tooltip content={MFA_REQUIRED_ERRORS.cannotDisable} placement="top">
                <span className="gated-control" tabIndex={0} aria-label={`Disable MFA (${MFA_REQUIRED_ERRORS.cannotDisable})`}>
                  <Button intent="danger" variant="outlined" text="Disable MFA" disabled />
                </span>
              </Tooltip>
            ) : (
              <Button intent="danger" variant="outlined" text="Disable MFA" onClick={() => setDisabling(true)} />
            )}
          </div>
        ) : (
          <div className="mfa-setup">
            <RadioGroup
              label="Verification method"
              selectedValue={chosen}
              onChange={(event) => setMethod(event.currentTarget.value as Method)}
            >
              {MFA_METHODS.map((m) => (
                <Radio key={m} value={m} label={MFA_METHOD_LABELS[m]} />
              ))}
            </RadioGroup>
            <p className="security-note security-note--muted">{organisationMfaMethod(MFA_METHOD_LABELS[mfa.organisationMethod])}.</p>
            {chosen === 'authenticator' ? (
              <AuthenticatorSetup code={code} onCode={setCode} />
            ) : (
              <Callout intent="warning" icon="info-sign" className="security-note">
                {NO_DELIVERY[chosen]}
              </Callout>
            )}
            <Button
              intent="primary"
              icon="shield"
              text="Enable MFA"
              loading={busy === 'mfa'}
              disabled={chosen === 'authenticator' && !/^\d{6}$/.test(code)}
              onClick={async () => {
                if (await enableMfa(chosen, chosen === 'authenticator' ? code : undefined)) setCode('');
              }}
            />
          </div>
        )}
      </SectionCard>
      {disabling && <DisableDialog onClose={() => setDisabling(false)} />}
    </Section>
  );
}
