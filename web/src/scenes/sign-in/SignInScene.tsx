import { useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, Card, Classes, FormGroup, Icon, InputGroup } from '@blueprintjs/core';
import { AUTH_API, MAILED_CODE_SENT_PREFIX, SSO_ERRORS, type SignInOptions } from '@gsg/shared';
import { ApiError, api } from '../../api/client.ts';
import { Brand } from '../../components/BrandLogo.tsx';
import { isMfaCodeError, signIn } from '../../state/auth.ts';
import { SignUpForm } from './SignUpForm.tsx';

/** A sign-in with the identity provider that did not complete comes back here naming why (a known reason only). */
function ssoErrorOf(): string | null {
  const reason = new URLSearchParams(window.location.search).get('sso_error');
  if (reason === null) return null;
  return Object.hasOwn(SSO_ERRORS, reason) ? SSO_ERRORS[reason as keyof typeof SSO_ERRORS] : SSO_ERRORS.failed;
}

/**
 * Sign-in. On success the auth state turns signed-in and the app's router returns the user to the path
 * they asked for.
 */
export default function SignInScene() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Shown once the server asks for the authenticator code (the password was right, MFA is on).
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(ssoErrorOf);
  const [askingForCode, setAskingForCode] = useState(false);
  // E-mail MFA: the code was mailed, so the field says so and a new one can be asked for.
  const [mailed, setMailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // Settings › Users › Allow self-registration: the page offers to sign up only when it is on.
  const [registrationOpen, setRegistrationOpen] = useState(false);
  const [signingUp, setSigningUp] = useState(false);
  // With Single Sign-On on and set up: "Sign in with <provider>" (the server says which, no secrets).
  const [sso, setSso] = useState<SignInOptions['sso']>(null);

  useEffect(() => {
    document.title = 'Sign in · GSG Console';
    api.call(AUTH_API.registration).then(
      ({ open }) => setRegistrationOpen(open),
      () => setRegistrationOpen(false),
    );
    api.call(AUTH_API.signInOptions).then(
      (options) => setSso(options.sso),
      () => setSso(null),
    );
    // The reason is shown (see ssoErrorOf); the address no longer carries it, so a reload starts clean.
    const params = new URLSearchParams(window.location.search);
    if (params.has('sso_error')) {
      params.delete('sso_error');
      const rest = params.toString();
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
    }
  }, []);

  /** Signs in with the code entered, or without one: asking for it (e-mail MFA then mails one). */
  const attempt = async (withCode: string | null) => {
    setBusy(true);
    setError(null);
    try {
      await signIn({ username: username.trim(), password, ...(withCode === null ? {} : { code: withCode }) });
    } catch (err) {
      // The request for the code is a next step, not a failure; a refused code is.
      const asked = isMfaCodeError(err) && withCode === null;
      setAskingForCode(asked);
      if (asked) setMailed(err.message.startsWith(MAILED_CODE_SENT_PREFIX));
      if (isMfaCodeError(err)) setCode('');
      else if (err instanceof ApiError) setCode(null);
      setError(err instanceof ApiError ? err.message : 'Could not reach the server. Please try again.');
      setBusy(false);
    }
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await attempt(code);
  };

  return (
    <main className="sign-in">
      <Card className="sign-in__card" elevation={2}>
        <Brand compact={false} />
        <h1 className="sign-in__title">{signingUp ? 'Create an account' : 'Sign in'}</h1>
        <p className="sign-in__subtitle">
          {signingUp ? 'An admin approves new accounts before they can sign in.' : 'Sign in to monitor GenAI interactions and policy compliance.'}
        </p>
        {signingUp ? (
          <SignUpForm onBack={() => setSigningUp(false)} />
        ) : (
          <form onSubmit={onSubmit} noValidate>
            {sso && (
              <>
                {/* A link, not a button: it leaves for the identity provider (Blueprint's AnchorButton would say button). */}
                <a href={sso.startPath} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} ${Classes.FILL} ${Classes.LARGE} sign-in__sso`}>
                  <Icon icon="log-in" />
                  <span className={Classes.BUTTON_TEXT}>{`Sign in with ${sso.providerName}`}</span>
                </a>
                <p className="sign-in__divider" role="separator">
                  <span>or with a console account</span>
                </p>
              </>
            )}
            {error && (
              <Callout
                intent={askingForCode ? 'primary' : 'danger'}
                icon={askingForCode ? 'key' : 'error'}
                className="sign-in__error"
                role={askingForCode ? 'status' : 'alert'}
              >
                {error}
              </Callout>
            )}
            <FormGroup label="Username" labelFor="sign-in-username">
              <InputGroup
                id="sign-in-username"
                name="username"
                autoComplete="username"
                autoFocus
                required
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </FormGroup>
            <FormGroup label="Password" labelFor="sign-in-password">
              <InputGroup
                id="sign-in-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormGroup>
            {code !== null && (
              <FormGroup
                label="Authentication code"
                labelFor="sign-in-code"
                helperText={mailed ? 'The 6-digit code we e-mailed you: it works once, for 10 minutes' : 'The 6-digit code from your authenticator app'}
              >
                <InputGroup
                  id="sign-in-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  autoFocus
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                />
              </FormGroup>
            )}
            <Button
              type="submit"
              intent="primary"
              fill
              loading={busy}
              disabled={busy || username.trim() === '' || password === '' || (code !== null && code.length !== 6)}
            >
              Sign in
            </Button>
            {code !== null && mailed && (
              // Asking again within a minute of the last mail sends nothing new: the server says so.
              <Button variant="minimal" fill className="sign-in__switch" icon="envelope" disabled={busy} onClick={() => void attempt(null)}>
                Send a new code
              </Button>
            )}
            {registrationOpen && (
              <Button variant="minimal" fill className="sign-in__switch" onClick={() => setSigningUp(true)}>
                Create an account
              </Button>
            )}
          </form>
        )}
      </Card>
    </main>
  );
}
