import { z } from 'zod';
import {
  DEFAULT_ACTIONS,
  IDENTITY_SOURCES,
  MFA_METHODS,
  NOTIFICATION_FREQUENCIES,
  PASSWORD_POLICIES,
  ROLES,
  SETTINGS_SECTIONS,
} from '../constants.ts';

// The UI puts no bounds on these numbers (spec section 5); the server still refuses values that would
// make no sense, such as a retention of zero days that would delete every log.
const positiveDays = z.number().int().min(1).max(36_500);
const positiveMinutes = z.number().int().min(1).max(525_600);

/** At most 30 days: an alert left longer than that is not being triaged against a target. */
export const ALERT_SLA_MAX_HOURS = 720;
const slaHours = z.number().int().min(1).max(ALERT_SLA_MAX_HOURS);

/** At most a day: an alert that gathers a person's conversations for longer hides how old they are. */
export const ALERT_GROUPING_MAX_MINUTES = 1440;

export const generalSettingsSchema = z.object({
  retentionPeriod: positiveDays,
  defaultAction: z.enum(DEFAULT_ACTIONS),
  autoArchive: z.boolean(),
  /**
   * Conversations of one person that trigger the same policies within this many minutes of an open
   * alert's conversations join it instead of raising their own; 0 raises one alert per conversation.
   */
  alertGroupingMinutes: z.number().int().min(0).max(ALERT_GROUPING_MAX_MINUTES),
  /**
   * The SLA: how many hours an alert of each severity may wait for its resolution. An alert's due time is
   * fixed when it is raised, by the hours in force then.
   */
  alertSlaHighHours: slaHours,
  alertSlaMediumHours: slaHours,
  alertSlaLowHours: slaHours,
});
export const securitySettingsSchema = z.object({
  ssoEnabled: z.boolean(),
  mfaRequired: z.boolean(),
  mfaMethod: z.enum(MFA_METHODS),
  sessionTimeout: positiveMinutes,
  auditLogging: z.boolean(),
  encryptionEnabled: z.boolean(),
});
/** The identity sources people sign in through with OpenID Connect ("Sign in with …"). */
export const OIDC_SOURCES = ['entra-id', 'okta', 'onelogin'] as const;
export type OidcSource = (typeof OIDC_SOURCES)[number];
/** The identity sources that check the username and password of the sign-in form (LDAP bind). */
export const DIRECTORY_SOURCES = ['ldap', 'active-directory'] as const;
export type DirectorySource = (typeof DIRECTORY_SOURCES)[number];
export const isOidcSource = (source: string): source is OidcSource => (OIDC_SOURCES as readonly string[]).includes(source);
export const isDirectorySource = (source: string): source is DirectorySource => (DIRECTORY_SOURCES as readonly string[]).includes(source);
/** The names the sign-in page shows on its "Sign in with …" button. */
export const IDENTITY_PROVIDER_NAMES: Record<OidcSource, string> = { 'entra-id': 'Microsoft Entra ID', okta: 'Okta', onelogin: 'OneLogin' };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** An issuer is https; plain http only on this machine's loopback (a provider run for a test or a demo). */
export function issuerUrlProblem(raw: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be the identity provider\'s issuer URL, such as https://example.okta.com';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'must start with https:// (plain http:// only for localhost)';
}

/** One line of the group-to-role mapping: people in this group (its name, ID or LDAP DN) get this role. */
export const roleMappingEntrySchema = z.object({ group: z.string().trim().min(1, 'group is required').max(500), role: z.enum(ROLES) });
export type RoleMappingEntry = z.infer<typeof roleMappingEntrySchema>;

/**
 * Settings › Identity. The client secret and the bind password are write-only: a save that leaves them
 * out (or sends '') keeps the stored one, null removes it; they are kept sealed and never sent back, the
 * answer says only whether one is set (`…Set`, ignored in a save).
 */
export const identitySettingsSchema = z.object({
  identitySource: z.enum(IDENTITY_SOURCES),
  entraIdTenantId: z.string().trim().max(200),
  ldapServer: z.string().trim().max(500),
  adDomain: z.string().trim().max(255),
  /** Entra ID, Okta, OneLogin: the OpenID issuer; for Entra ID empty means the tenant's own. */
  oidcIssuerUrl: z
    .string()
    .trim()
    .max(500)
    .superRefine((value, ctx) => {
      const problem = issuerUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  oidcClientId: z.string().trim().max(200),
  oidcClientSecret: z.string().max(2000).nullable().optional(),
  oidcClientSecretSet: z.boolean().optional(),
  /** The ID token claim that lists the person's groups. */
  oidcGroupsClaim: z.string().trim().min(1, 'groups claim is required').max(100),
  /** LDAP and Active Directory: the service account that searches for people. */
  ldapBindDn: z.string().trim().max(500),
  ldapBindPassword: z.string().max(1000).nullable().optional(),
  ldapBindPasswordSet: z.boolean().optional(),
  ldapUserSearchBase: z.string().trim().max(500),
  /** Finds the person; {username} stands for what they typed (escaped). */
  ldapUserFilter: z.string().trim().max(500).refine((f) => f.includes('{username}'), 'must contain {username}'),
  /** The person's attribute listing their groups (memberOf), used when no group search base is set. */
  ldapGroupAttribute: z.string().trim().max(100),
  /** Where groups are searched for, with the group filter ({dn} is the person's DN); empty: the attribute. */
  ldapGroupSearchBase: z.string().trim().max(500),
  ldapGroupFilter: z.string().trim().max(500),
  /** ldap:// only: upgrade the connection with StartTLS before anything is sent (the password among it). */
  ldapStartTls: z.boolean(),
  /**
   * The CA (PEM) that signed the directory's certificate, for ldaps:// and StartTLS; empty: the CAs this
   * server trusts. Not a secret: a certificate.
   */
  ldapCaCertificate: z
    .string()
    .trim()
    .max(20_000)
    .refine((pem) => pem === '' || /^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----$/.test(pem), 'must be a PEM certificate (-----BEGIN CERTIFICATE-----)'),
  roleMapping: z.array(roleMappingEntrySchema).max(100),
});
export const usersSettingsSchema = z.object({
  autoUserProvisioning: z.boolean(),
  defaultRole: z.enum(ROLES),
  allowSelfRegistration: z.boolean(),
  passwordPolicy: z.enum(PASSWORD_POLICIES),
});
export const notificationsSettingsSchema = z.object({
  emailAlerts: z.boolean(),
  slackIntegration: z.boolean(),
  criticalAlertsOnly: z.boolean(),
  notificationFrequency: z.enum(NOTIFICATION_FREQUENCIES),
  customSchedule: z.string().max(500),
  emailAddress: z.union([z.literal(''), z.email()]),
});

export const settingsSectionSchema = z.enum(SETTINGS_SECTIONS);
export type SettingsSection = z.infer<typeof settingsSectionSchema>;

export const settingsSchemas = {
  general: generalSettingsSchema,
  security: securitySettingsSchema,
  identity: identitySettingsSchema,
  users: usersSettingsSchema,
  notifications: notificationsSettingsSchema,
} as const satisfies Record<SettingsSection, z.ZodType>;

export type SettingsBySection = { [K in SettingsSection]: z.infer<(typeof settingsSchemas)[K]> };
export type GeneralSettings = SettingsBySection['general'];
export type SecuritySettings = SettingsBySection['security'];
export type IdentitySettings = SettingsBySection['identity'];
export type UsersSettings = SettingsBySection['users'];
export type NotificationsSettings = SettingsBySection['notifications'];

const sectionResponse = <S extends SettingsSection>(section: S) =>
  z.object({ section: z.literal(section), values: settingsSchemas[section], message: z.string().optional() });
/** One section as the settings API answers it; a save adds the 'Settings Saved' detail as `message`. */
export const settingsSectionResponseSchema = z.discriminatedUnion('section', [
  sectionResponse('general'),
  sectionResponse('security'),
  sectionResponse('identity'),
  sectionResponse('users'),
  sectionResponse('notifications'),
]);
export type SettingsSectionResponse = z.infer<typeof settingsSectionResponseSchema>;

/**
 * Test Connection's answer: whether the configured identity source (or, with none, the console's own
 * database) answered, what was tried, and what happened, in words for the toast.
 */
export const connectionTestResultSchema = z.object({
  ok: z.boolean(),
  /** What was checked, e.g. 'ldap.corp.example:389' or 'the database (SQLite)'. */
  target: z.string(),
  detail: z.string(),
  elapsedMs: z.number().int().nonnegative(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

/** Section 9 defaults; where the spec names none, the safe choice. */
export const SETTINGS_DEFAULTS: SettingsBySection = {
  general: {
    retentionPeriod: 90,
    defaultAction: 'flag',
    autoArchive: true,
    alertGroupingMinutes: 30,
    // A SOC's usual response targets.
    alertSlaHighHours: 1,
    alertSlaMediumHours: 8,
    alertSlaLowHours: 24,
  },
  security: {
    ssoEnabled: false,
    mfaRequired: true,
    mfaMethod: 'authenticator',
    sessionTimeout: 30,
    auditLogging: true,
    encryptionEnabled: true,
  },
  identity: {
    identitySource: 'none',
    entraIdTenantId: '',
    ldapServer: '',
    adDomain: '',
    oidcIssuerUrl: '',
    oidcClientId: '',
    oidcClientSecretSet: false,
    oidcGroupsClaim: 'groups',
    ldapBindDn: '',
    ldapBindPasswordSet: false,
    ldapUserSearchBase: '',
    ldapUserFilter: '(uid={username})',
    ldapGroupAttribute: 'memberOf',
    ldapGroupSearchBase: '',
    ldapGroupFilter: '(|(member={dn})(uniqueMember={dn}))',
    ldapStartTls: false,
    ldapCaCertificate: '',
    roleMapping: [],
  },
  users: { autoUserProvisioning: false, defaultRole: 'auditor', allowSelfRegistration: false, passwordPolicy: 'strong' },
  notifications: {
    emailAlerts: true,
    slackIntegration: false,
    criticalAlertsOnly: false,
    notificationFrequency: 'daily',
    customSchedule: '',
    emailAddress: '',
  },
};
