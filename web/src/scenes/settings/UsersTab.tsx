import { PASSWORD_POLICY_OPTIONS, ROLE_OPTIONS } from './settings-options.ts';
import { SelectField, SettingsCard, SwitchField } from './SettingsFields.tsx';
import { TeamSection } from './TeamSection.tsx';
import { usePermission } from '../../state/permissions.ts';

export function UsersTab() {
  const { allowed } = usePermission('accounts.manage');
  return (
    <>
      {allowed && <TeamSection />}
      <SettingsCard section="users" title="User Settings" subtitle="Provisioning, roles and passwords">
        <SwitchField section="users" field="autoUserProvisioning" label="Automatic User Provisioning" />
        <SelectField section="users" field="defaultRole" label="Default Role" options={ROLE_OPTIONS} helper="The role a new user starts with." />
        <SwitchField section="users" field="allowSelfRegistration" label="Allow Self-Registration" />
        <SelectField
          section="users"
          field="passwordPolicy"
          label="Password Policy"
          options={PASSWORD_POLICY_OPTIONS}
          helper="Every new password must meet it."
        />
      </SettingsCard>
    </>
  );
}
