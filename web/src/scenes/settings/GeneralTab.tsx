import { DEFAULT_ACTION_OPTIONS } from './settings-options.ts';
import { NumberField, SelectField, SettingsCard, SwitchField } from './SettingsFields.tsx';

export function GeneralTab() {
  return (
    <SettingsCard section="general" title="General Settings" subtitle="Log retention, the default policy action and alert handling">
      <NumberField
        section="general"
        field="retentionPeriod"
        label="Data Retention Period"
        unit="days"
        helper="Conversation logs older than this are deleted; the check runs every hour."
      />
      <SelectField section="general" field="defaultAction" label="Default Policy Action" options={DEFAULT_ACTION_OPTIONS} />
      <SwitchField section="general" field="autoArchive" label="Auto-archive" />
      <NumberField
        section="general"
        field="alertGroupingMinutes"
        label="Alert Grouping Window"
        unit="minutes"
        helper="A person's conversations that trigger the same policies within this time of an open alert join it and add to its count; 0 raises an alert for each."
      />
      <NumberField
        section="general"
        field="alertSlaHighHours"
        label="Alert SLA: High"
        unit="hours"
        helper="How long a high severity alert may wait to be resolved before it is overdue; set on each alert when it is raised."
      />
      <NumberField section="general" field="alertSlaMediumHours" label="Alert SLA: Medium" unit="hours" />
      <NumberField section="general" field="alertSlaLowHours" label="Alert SLA: Low" unit="hours" />
    </SettingsCard>
  );
}
