import { Section, SectionCard, Switch } from '@blueprintjs/core';
import type { SecurityNotificationPrefs } from '@gsg/shared';
import { setNotificationPref, useAccount } from '../../state/account.ts';

const SWITCHES: ReadonlyArray<{ key: keyof SecurityNotificationPrefs; label: string; description: string }> = [
  { key: 'newLoginAlert', label: 'New Login Detected', description: 'Email me when my account signs in from an unrecognised device' },
  { key: 'passwordChangeAlert', label: 'Password Changed', description: 'Email me when my password changes' },
];

export function NotificationsSection() {
  const { notifications } = useAccount();
  if (!notifications) return null;
  return (
    <Section className="security-card" title="Security Notifications" subtitle="Emails about activity on your account">
      <SectionCard>
        {SWITCHES.map(({ key, label, description }) => (
          <div className="security-switch" key={key}>
            <div>
              <div className="security-switch__label">{label}</div>
              <div className="security-switch__description">{description}</div>
            </div>
            <Switch
              role="switch"
              aria-label={label}
              checked={notifications[key]}
              size="large"
              onChange={(event) => void setNotificationPref(key, event.currentTarget.checked)}
            />
          </div>
        ))}
        <p className="security-note security-note--muted">
          {notifications.sentTo
            ? `Sent to ${notifications.sentTo} through the email integration.`
            : 'Your choices are saved with your account. Nothing is sent until an administrator adds an email integration (Settings › Integrations).'}
        </p>
      </SectionCard>
    </Section>
  );
}
