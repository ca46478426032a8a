import { useEffect } from 'react';
import { Button, Callout, Card, Spinner } from '@blueprintjs/core';
import { MFA_REQUIRED_ERRORS } from '@gsg/shared';
import { Brand } from '../../components/BrandLogo.tsx';
import { loadMfaState, useAccount } from '../../state/account.ts';
import { signOut, useAuth } from '../../state/auth.ts';
import { MfaSection } from '../account-security/MfaSection.tsx';
import '../account-security/account-security.css';

/**
 * Settings › Security › MFA required, for a person who has no MFA yet: the server refuses everything else
 * until it is set up, so the console shows only this, and opens once MFA is on.
 */
export default function MfaEnrolmentScene() {
  const { me } = useAuth();
  const { mfa } = useAccount();

  useEffect(() => {
    document.title = 'Set up multi-factor authentication · GSG Console';
    void loadMfaState();
  }, []);

  return (
    <main className="sign-in mfa-enrolment">
      <Card className="sign-in__card mfa-enrolment__card" elevation={2}>
        <Brand compact={false} />
        <h1 className="sign-in__title">Set up multi-factor authentication</h1>
        <p className="sign-in__subtitle">Signed in as {me?.fullName || me?.username}.</p>
        <Callout intent="primary" icon="shield" className="sign-in__error" role="status">
          {MFA_REQUIRED_ERRORS.enrolmentRequired}
        </Callout>
        {mfa ? <MfaSection /> : <Spinner aria-label="Loading MFA setup" />}
        <Button variant="minimal" fill className="sign-in__switch" icon="log-out" text="Sign out" onClick={() => void signOut()} />
      </Card>
    </main>
  );
}
