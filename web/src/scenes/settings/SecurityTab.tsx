import { useSettings } from '../../state/settings.ts';
import { IDENTITY_SOURCE_OPTIONS, MFA_METHOD_OPTIONS } from './settings-options.ts';
import { NumberField, SelectField, SettingsCard, SwitchField, TextField } from './SettingsFields.tsx';

/** Where people's accounts come from, with only the field the chosen source needs. */
function IdentityCard() {
  const source = useSettings().draft.identity.identitySource;
  return (
    <SettingsCard
      section="identity"
      title="Identity Source"
      subtitle="Where users and groups are synced from; Test Connection checks the values as entered, saved or not"
    >
      <SelectField section="identity" field="identitySource" label="Identity Source" options={IDENTITY_SOURCE_OPTIONS} />
      {source === 'entra-id' && (
        <TextField
          section="identity"
          field="entraIdTenantId"
          label="Tenant ID"
          placeholder="00000000-0000-0000-0000-000000000000 or contoso.onmicrosoft.com"
        />
      )}
      {source === 'active-directory' && <TextField section="identity" field="adDomain" label="AD Domain" placeholder="corp.example.com" />}
      {source === 'ldap' && <TextField section="identity" field="ldapServer" label="LDAP Server" placeholder="ldap://ldap.example.com:389" />}
    </SettingsCard>
  );
}

export function SecurityTab() {
  return (
    <>
      <SettingsCard section="security" title="Security Settings" subtitle="Sign-in, sessions and data protection">
        <SwitchField section="security" field="ssoEnabled" label="Single Sign-On (SSO)" />
        <SwitchField section="security" field="mfaRequired" label="Require Multi-Factor Authentication" />
        <SelectField section="security" field="mfaMethod" label="MFA Method" options={MFA_METHOD_OPTIONS} />
        <NumberField
          section="security"
          field="sessionTimeout"
          label="Session Timeout"
          unit="minutes"
          helper="A session idle for this long is signed out."
        />
        <SwitchField section="security" field="auditLogging" label="Audit Logging" />
        <SwitchField
          section="security"
          field="encryptionEnabled"
          label="Encryption at Rest"
          helper="Originals are always stored encrypted. Off, new conversations keep only their redacted text and cannot be revealed."
          confirmOff="With Encryption at Rest off, conversations stored from now on keep only their redacted text: their originals are not kept and Reveal Original is unavailable for them. Conversations stored before keep theirs. The change applies once you save the section."
        />
      </SettingsCard>
      <IdentityCard />
    </>
  );
}
