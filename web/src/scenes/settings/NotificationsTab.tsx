import { useSettings } from '../../state/settings.ts';
import { FREQUENCY_OPTIONS } from './settings-options.ts';
import { SelectField, SettingsCard, SwitchField, TextField } from './SettingsFields.tsx';

export function NotificationsTab() {
  const custom = useSettings().draft.notifications.notificationFrequency === 'custom';
  return (
    <SettingsCard section="notifications" title="Notification Settings" subtitle="How and when alerts reach your team">
      <SwitchField section="notifications" field="emailAlerts" label="Email Alerts" helper="Alerts to the e-mail destinations under Integrations." />
      <SwitchField section="notifications" field="slackIntegration" label="Slack Integration" helper="Alerts to the Slack destinations under Integrations." />
      <SwitchField section="notifications" field="criticalAlertsOnly" label="Critical Alerts Only" helper="E-mail and Slack get high-severity alerts only." />
      <SelectField
        section="notifications"
        field="notificationFrequency"
        label="Notification Frequency"
        options={FREQUENCY_OPTIONS}
        helper="Real-time sends each alert to e-mail and Slack as it is raised; the others send one digest of the period's new alerts (hourly on the hour, daily at 08:00 UTC, weekly on Mondays at 08:00 UTC). Webhooks and syslog always get every alert at once."
      />
      {custom && (
        <TextField
          section="notifications"
          field="customSchedule"
          label="Custom Schedule"
          placeholder="e.g. 0 8,16 * * 1-5"
          helper="A cron expression in UTC: minute, hour, day of month, month, day of week. 0 8,16 * * 1-5 is 08:00 and 16:00 on weekdays."
        />
      )}
      <TextField
        section="notifications"
        field="emailAddress"
        label="Notification Email"
        type="email"
        placeholder="security-team@company.com"
        helper="Alerts and digests mailed to the e-mail destinations under Integrations go to this address too."
      />
    </SettingsCard>
  );
}
