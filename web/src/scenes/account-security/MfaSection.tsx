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
import {
  MFA_DELIVERY_ERRORS,
  MFA_METHODS,
  MFA_METHOD_LABELS,
  MFA_REQUIRED_ERRORS,
  organisationMfaMethod,
  type MfaState,
  type MfaStatus,
} from '@gsg/shared';
import { disableMfa, enableMfa, sendEmailCode, startEnrolment, useAccount } from '../../state/account.ts';

type Method = MfaState['method'];

/** Why a method cannot be chosen here, or null: SMS never (no SMS provider), e-mail without an e-mail integration. */
const unavailable = (method: Method, mfa: Pick<MfaStatus, 'emailCodesTo'>): string | null =>
  method === 'phone' ? MFA_DELIVERY_ERRORS.smsUnavailable : method === 'email' && mfa.emailCodesTo === null ? MFA_DELIVERY_ERRORS.noMailServer : null;

// An account that recorded SMS before it was refused: honest that sign-in asks it for nothing.
const SMS_RECORDED =
  'SMS codes cannot be sent (the console has no SMS provider), so sign-in does not ask for one: disable MFA and set up the authenticator app or e-mail to be protected.';

const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The one-time code: six digits, anything else dropped as typed, filled by the browser from an SMS or mail. */
function MfaCodeInput({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  return (
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
  );
}

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
        <MfaCodeInput code={code} onCode={onCode} />
      </li>
    </ol>
  );
}

/** Seconds until `iso`, at least 0, counted down once a second. */
function useSecondsUntil(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0;
}

function EmailSetup({ to, code, onCode }: { to: string; code: string; onCode: (code: string) => void }) {
  const { emailEnrolment, busy } = useAccount();
  const wait = useSecondsUntil(emailEnrolment?.resendAfter ?? null);
  if (!emailEnrolment) {
    return (
      <div className="mfa-email">
        <p>We will e-mail a 6-digit code to {to}. Enter it here to turn e-mail codes on; each sign-in then mails a new one.</p>
        <Button icon="envelope" text="Send code" loading={busy === 'enrolment'} onClick={() => void sendEmailCode()} />
      </div>
    );
  }
  return (
    <div className="mfa-email">
      <Callout intent="primary" icon="envelope" className="security-note" role="status">
        We sent a code to {emailEnrolment.sentTo}. It works once, for 10 minutes.
      </Callout>
      <MfaCodeInput code={code} onCode={onCode} />
      <Button
        variant="minimal"
        icon="refresh"
        text={wait > 0 ? `Resend code (in ${wait} s)` : 'Resend code'}
        disabled={wait > 0}
        loading={busy === 'enrolment'}
        onClick={() => void sendEmailCode()}
      />
    </div>
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
  // The organisation's method (Settings › Security › MFA Method) is offered first, when it can be used here.
  const chosen = method ?? (unavailable(mfa.organisationMethod, mfa) ? 'authenticator' : mfa.organisationMethod);
  const codeComplete = /^\d{6}$/.test(code);

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
            {mfa.method === 'authenticator' && <p className="security-note">Sign-in asks for the 6-digit code from your authenticator app.</p>}
            {mfa.method === 'email' &&
              (mfa.emailCodesTo ? (
                <p className="security-note">Each sign-in e-mails a new 6-digit code to {mfa.emailCodesTo}.</p>
              ) : (
                <Callout intent="danger" icon="warning-sign" className="security-note">
                  {MFA_DELIVERY_ERRORS.signInUndeliverable}
                </Callout>
              ))}
            {mfa.method === 'phone' && (
              <Callout intent="warning" icon="info-sign" className="security-note">
                {SMS_RECORDED}
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
              onChange={(event) => {
                setMethod(event.currentTarget.value as Method);
                setCode('');
              }}
            >
              {MFA_METHODS.map((m) => {
                const why = unavailable(m, mfa);
                return (
                  <Radio key={m} value={m} disabled={why !== null}>
                    {MFA_METHOD_LABELS[m]}
                    {why && <span className="mfa-unavailable">{why}</span>}
                  </Radio>
                );
              })}
            </RadioGroup>
            <p className="security-note security-note--muted">{organisationMfaMethod(MFA_METHOD_LABELS[mfa.organisationMethod])}.</p>
            {chosen === 'authenticator' && <AuthenticatorSetup code={code} onCode={setCode} />}
            {chosen === 'email' && mfa.emailCodesTo && <EmailSetup to={mfa.emailCodesTo} code={code} onCode={setCode} />}
            <Button
              intent="primary"
              icon="shield"
              text="Enable MFA"
              loading={busy === 'mfa'}
              disabled={chosen === 'phone' || !codeComplete}
              onClick={async () => {
                if (await enableMfa(chosen, code)) setCode('');
              }}
            />
          </div>
        )}
      </SectionCard>
      {disabling && <DisableDialog onClose={() => setDisabling(false)} />}
    </Section>
  );
}
