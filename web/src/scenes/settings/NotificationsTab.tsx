import { useSettings } from '../../state/settings.ts';
import { FREQUENCY_OPTIONS } from './settings-options.ts';
import { SelectField, SettingsCard, SwitchField, TextField } from './SettingsFields.tsx';

export function NotificationsTab() {
  const custom = useSettings().draft.notifications.notificationFrequency === 'custom';
  return (
    <SettingsCard section="notifications" title="Notification Settings" subtitle="How and when alerts reach your team">
      <SwitchField section="notifications" field="emailAlerts" label="Email Alerts" />
      <SwitchField section="notifications" field="slackIntegration" label="Slack Integration" />
      <SwitchField section="notifications" field="criticalAlertsOnly" label="Critical Alerts Only" />
      <SelectField section="notifications" field="notificationFrequency" label="Notification Frequency" options={FREQUENCY_OPTIONS} />
      {custom && (
        <TextField section="notifications" field="customSchedule" label="Custom Schedule" placeholder="e.g. Weekdays at 8:00 AM and 4:00 PM" />
      )}
      <TextField
        section="notifications"
        field="emailAddress"
        label="Notification Email"
        type="email"
        placeholder="security-team@company.com"
      />
    </SettingsCard>
  );
}
