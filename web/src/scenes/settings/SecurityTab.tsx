import { useSettings } from '../../state/settings.ts';
import { IDENTITY_SOURCE_OPTIONS, MFA_METHOD_OPTIONS, ROLE_OPTIONS } from './settings-options.ts';
import { NumberField, RoleMappingField, SecretField, SelectField, SettingsCard, SwitchField, TextAreaField, TextField } from './SettingsFields.tsx';

const ISSUER_PLACEHOLDERS = {
  'entra-id': 'https://login.microsoftonline.com/<tenant>/v2.0',
  okta: 'https://acme.okta.com',
  onelogin: 'https://acme.onelogin.com/oidc/2',
} as const;

/**
 * Where people sign in besides the console's own accounts, with only the fields the chosen source needs:
 * OpenID Connect (issuer, client, groups claim) or LDAP (server, service account, searches), and the
 * group-to-role mapping both use. Secrets are write-only.
 */
function IdentityCard() {
  const source = useSettings().draft.identity.identitySource;
  const oidc = source === 'entra-id' || source === 'okta' || source === 'onelogin';
  const directory = source === 'ldap' || source === 'active-directory';
  return (
    <SettingsCard
      section="identity"
      title="Identity Source"
      subtitle="Where people sign in besides console accounts (with Single Sign-On on); Test Connection checks the values as entered, saved or not"
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
      {oidc && (
        <>
          <TextField
            section="identity"
            field="oidcIssuerUrl"
            label="Issuer URL"
            type="url"
            placeholder={ISSUER_PLACEHOLDERS[source]}
            helper={source === 'entra-id' ? "Leave empty to use the tenant's own issuer." : 'The OpenID Connect issuer of your organisation.'}
          />
          <TextField
            section="identity"
            field="oidcClientId"
            label="Client ID"
            helper={`Register the redirect URI ${window.location.origin}/api/v1/auth/sso/callback at the provider (GSG_PUBLIC_URL must be this address).`}
          />
          <SecretField
            field="oidcClientSecret"
            setFlag="oidcClientSecretSet"
            label="Client Secret"
            clearWarning="Without it, a provider that requires one refuses sign-in through it."
          />
          <TextField section="identity" field="oidcGroupsClaim" label="Groups Claim" helper="The ID token claim that lists the person's groups." />
        </>
      )}
      {source === 'active-directory' && <TextField section="identity" field="adDomain" label="AD Domain" placeholder="corp.example.com" />}
      {directory && (
        <>
          <TextField
            section="identity"
            field="ldapServer"
            label="LDAP Server"
            placeholder="ldap://ldap.example.com:389"
            helper={source === 'active-directory' ? "Leave empty to use the domain's controllers on port 389." : undefined}
          />
          <SwitchField
            section="identity"
            field="ldapStartTls"
            label="StartTLS"
            helper="For an ldap:// server: encrypt the connection with StartTLS before the service account or anyone signing in sends a password. An ldaps:// server is encrypted already."
          />
          <TextAreaField
            section="identity"
            field="ldapCaCertificate"
            label="CA Certificate"
            placeholder="-----BEGIN CERTIFICATE-----"
            helper="The CA (PEM) that signed the directory's certificate, for ldaps:// and StartTLS. Empty: the CAs this server trusts. The certificate must name the server as written above."
          />
          <TextField section="identity" field="ldapBindDn" label="Bind DN" placeholder="cn=console,ou=services,dc=example,dc=com" helper="The service account that searches for people; empty binds anonymously." />
          <SecretField
            field="ldapBindPassword"
            setFlag="ldapBindPasswordSet"
            label="Bind Password"
            clearWarning="Without it, the Bind DN binds with no password: most directories then refuse the search, and with it sign-in."
          />
          <TextField section="identity" field="ldapUserSearchBase" label="User Search Base" placeholder="ou=people,dc=example,dc=com" />
          <TextField
            section="identity"
            field="ldapUserFilter"
            label="User Filter"
            helper={source === 'active-directory' ? '{username} is what was typed, e.g. (sAMAccountName={username}).' : '{username} is what was typed, e.g. (uid={username}).'}
          />
          <TextField
            section="identity"
            field="ldapGroupSearchBase"
            label="Group Search Base"
            placeholder="ou=groups,dc=example,dc=com"
            helper="Empty: groups come from the group attribute below."
          />
          <TextField section="identity" field="ldapGroupFilter" label="Group Filter" helper="{dn} is the person's DN." />
          <TextField section="identity" field="ldapGroupAttribute" label="Group Attribute" helper="The person's attribute listing their groups (memberOf)." />
        </>
      )}
      {(oidc || directory) && <RoleMappingField roles={ROLE_OPTIONS} />}
    </SettingsCard>
  );
}

export function SecurityTab() {
  return (
    <>
      <SettingsCard section="security" title="Security Settings" subtitle="Sign-in, sessions and data protection">
        <SwitchField section="security" field="ssoEnabled" label="Single Sign-On (SSO)" />
        <SwitchField section="security" field="mfaRequired" label="Require Multi-Factor Authentication" />
        <SelectField
          section="security"
          field="mfaMethod"
          label="MFA Method"
          options={MFA_METHOD_OPTIONS}
          helper="The method the MFA setup names and offers first. E-mail needs an e-mail integration (Settings › Integrations) to send the codes; SMS cannot be chosen: the console has no SMS provider."
        />
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
