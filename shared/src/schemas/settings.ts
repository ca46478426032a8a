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
});
export const securitySettingsSchema = z.object({
  ssoEnabled: z.boolean(),
  mfaRequired: z.boolean(),
  mfaMethod: z.enum(MFA_METHODS),
  sessionTimeout: positiveMinutes,
  auditLogging: z.boolean(),
  encryptionEnabled: z.boolean(),
});
export const identitySettingsSchema = z.object({
  identitySource: z.enum(IDENTITY_SOURCES),
  entraIdTenantId: z.string().trim().max(200),
  ldapServer: z.string().trim().max(500),
  adDomain: z.string().trim().max(255),
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
  general: { retentionPeriod: 90, defaultAction: 'flag', autoArchive: true, alertGroupingMinutes: 30 },
  security: {
    ssoEnabled: false,
    mfaRequired: true,
    mfaMethod: 'authenticator',
    sessionTimeout: 30,
    auditLogging: true,
    encryptionEnabled: true,
  },
  identity: { identitySource: 'none', entraIdTenantId: '', ldapServer: '', adDomain: '' },
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
