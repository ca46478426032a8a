import { z } from 'zod';
import { ACCOUNT_SOURCES, DATE_FORMATS, DEPARTMENTS, LANGUAGE_CODES, MFA_METHODS, ROLES, SIGN_IN_METHODS, TIMEZONES } from '../constants.ts';
import { idSchema, isoDateTimeSchema } from './common.ts';

export const roleSchema = z.enum(ROLES);
export const accountSourceSchema = z.enum(ACCOUNT_SOURCES);
export type AccountSource = z.infer<typeof accountSourceSchema>;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * What the sign-in page may know before anyone signs in (no secrets): whether "Sign in with …" is offered,
 * with the provider's name and where the button leads.
 */
export const signInOptionsSchema = z.object({
  sso: z.object({ providerName: z.string(), startPath: z.string() }).nullable(),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;
export type Role = z.infer<typeof roleSchema>;

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'username is required').max(64),
  password: z.string().min(1, 'password is required').max(1024),
  /** The second step's code: the authenticator's current one, or the one e-mailed for this sign-in. */
  code: z.string().trim().max(16).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const meSchema = z.object({
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  avatarUrl: z.string().nullable(),
  /** MFA is required (Settings › Security) and this account has none yet: it must enrol before anything else. */
  mfaEnrolmentRequired: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

export const profileSchema = z.object({
  fullName: z.string().trim().max(200),
  username: z.string().trim().max(64),
  email: z.string(),
  jobTitle: z.string().trim().max(200),
  department: z.union([z.literal(''), z.enum(DEPARTMENTS)]),
  language: z.enum(LANGUAGE_CODES),
  timezone: z.enum(TIMEZONES),
  dateFormat: z.enum(DATE_FORMATS),
  avatarUrl: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
/** Email is the login credential and is never changed through the profile. */
export const profileUpdateSchema = profileSchema.omit({ email: true });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'current password is required').max(1024),
  newPassword: z.string().min(1, 'new password is required').max(1024),
  confirmPassword: z.string().max(1024),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const accountSessionSchema = z.object({
  id: idSchema,
  device: z.string(),
  location: z.string(),
  ipAddress: z.string(),
  lastActive: isoDateTimeSchema,
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.object({ items: z.array(accountSessionSchema) });

export const loginHistoryEntrySchema = z.object({
  id: idSchema,
  timestamp: isoDateTimeSchema,
  device: z.string(),
  location: z.string(),
  ipAddress: z.string(),
  status: z.enum(['success', 'failed']),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;
export const loginHistoryListSchema = z.object({ items: z.array(loginHistoryEntrySchema) });

export const securityNotificationPrefsSchema = z.object({
  newLoginAlert: z.boolean(),
  passwordChangeAlert: z.boolean(),
});
export type SecurityNotificationPrefs = z.infer<typeof securityNotificationPrefsSchema>;
/** The switches, and where the notices they let through go. */
export const securityNotificationsSchema = securityNotificationPrefsSchema.extend({
  /** The account's address when an e-mail integration can send to it; null when nothing can be sent. */
  sentTo: z.string().nullable(),
});
export type SecurityNotifications = z.infer<typeof securityNotificationsSchema>;

export const mfaStateSchema = z.object({ enabled: z.boolean(), method: z.enum(MFA_METHODS) });
export type MfaState = z.infer<typeof mfaStateSchema>;
/**
 * An account's MFA, and what the organisation asks of it (Settings › Security): whether MFA is required,
 * and the method it uses, which the setup offers first.
 */
export const mfaStatusSchema = mfaStateSchema.extend({
  required: z.boolean(),
  organisationMethod: z.enum(MFA_METHODS),
  /** Where e-mail codes go: the account's address when an e-mail integration can send them, else null (e-mail is then refused). */
  emailCodesTo: z.string().nullable(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** Which setup to start: the authenticator (the default) or a code e-mailed to the account's address. */
export const mfaEnrolmentRequestSchema = z
  .object({ method: z.enum(['authenticator', 'email']).default('authenticator') })
  // A POST with no body at all (as before there was a choice) starts the authenticator.
  .nullish();
export type MfaEnrolmentRequest = z.infer<typeof mfaEnrolmentRequestSchema>;

/** A started authenticator enrolment: what the app scans (QR of the otpauth URI) or has typed in (secret). */
export const authenticatorEnrolmentSchema = z.object({
  method: z.literal('authenticator'),
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as an SVG QR code. */
  qrSvg: z.string(),
});
/**
 * A started e-mail enrolment: a 6-digit code was mailed to `sentTo` (or was, less than a minute ago: asking
 * again before `resendAfter` sends nothing new). The code itself is never in an answer.
 */
export const emailEnrolmentSchema = z.object({
  method: z.literal('email'),
  sentTo: z.string(),
  expiresAt: isoDateTimeSchema,
  resendAfter: isoDateTimeSchema,
});
export const mfaEnrolmentSchema = z.discriminatedUnion('method', [authenticatorEnrolmentSchema, emailEnrolmentSchema]);
export type MfaEnrolment = z.infer<typeof mfaEnrolmentSchema>;
export type AuthenticatorEnrolment = z.infer<typeof authenticatorEnrolmentSchema>;
export type EmailEnrolment = z.infer<typeof emailEnrolmentSchema>;

/** Turning MFA on: the authenticator needs the current code of the enrolled secret, e-mail the code mailed at enrolment; SMS is refused. */
export const mfaEnableSchema = z.object({
  method: z.enum(MFA_METHODS),
  code: z.string().trim().max(16).optional(),
});
export type MfaEnable = z.infer<typeof mfaEnableSchema>;

/** Turning MFA off takes the account's password, so a borrowed signed-in browser cannot. */
export const mfaDisableSchema = z.object({ password: z.string().min(1, 'password is required').max(1024) });
export type MfaDisable = z.infer<typeof mfaDisableSchema>;
