import { useEffect } from 'react';
import { Spinner } from '@blueprintjs/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadAccountSecurity, useAccount } from '../../state/account.ts';
import type { ScreenProps } from '../screens.ts';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';
import { LoginHistorySection } from './LoginHistorySection.tsx';
import { MfaSection } from './MfaSection.tsx';
import { NotificationsSection } from './NotificationsSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import './account-security.css';

/** Account Security: password, MFA, sessions, sign-in history and notification choices of the signed-in user. */
export default function AccountSecurityScene({ title, subtitle }: ScreenProps) {
  const { loaded } = useAccount();

  useEffect(() => {
    void loadAccountSecurity();
  }, []);

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {!loaded ? (
        <Spinner aria-label="Loading account security" />
      ) : (
        <div className="account-security">
          <div className="account-security__pair">
            <ChangePasswordSection />
            <MfaSection />
          </div>
          <SessionsSection />
          <LoginHistorySection />
          <NotificationsSection />
        </div>
      )}
    </>
  );
}
