/** The console's own accounts as an admin manages them (Settings › Users): who may sign in, with which role. */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';
import { accountSourceSchema, roleSchema } from './account.ts';

export const consoleAccountSchema = z.object({
  id: idSchema,
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: roleSchema,
  /** A disabled account cannot sign in and has no sessions. */
  disabled: z.boolean(),
  /** Signed itself up and waits, disabled, for an admin to enable it (which approves it). */
  pendingApproval: z.boolean(),
  /** Where it signs in: local (its password here), oidc (the identity provider) or ldap (the directory). */
  source: accountSourceSchema,
  mfaEnabled: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type ConsoleAccount = z.infer<typeof consoleAccountSchema>;
export const consoleAccountListSchema = z.object({ items: z.array(consoleAccountSchema) });

const usernameSchema = z
  .string()
  .trim()
  .min(1, 'username is required')
  .max(64)
  .regex(/^[A-Za-z0-9._@-]+$/, 'username may hold letters, digits and . _ @ - only');

/** A new local account; its role defaults to Settings › Users › Default role. */
export const accountCreateSchema = z.object({
  username: usernameSchema,
  fullName: z.string().trim().min(1, 'full name is required').max(200),
  email: z.email(),
  role: roleSchema.optional(),
  password: z.string().min(1, 'password is required').max(1024),
  disabled: z.boolean().default(false),
});
export type AccountCreate = z.infer<typeof accountCreateSchema>;

export const accountUpdateSchema = z
  .object({
    fullName: z.string().trim().min(1, 'full name is required').max(200),
    email: z.email(),
    role: roleSchema,
    disabled: z.boolean(),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: 'nothing to change' });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** An admin sets a new password for someone who lost theirs; their sessions end. */
export const accountPasswordResetSchema = z.object({ password: z.string().min(1, 'password is required').max(1024) });
export type AccountPasswordReset = z.infer<typeof accountPasswordResetSchema>;

/** Allow self-registration: what the sign-up form sends. The account waits, disabled, for an admin. */
export const registrationSchema = accountCreateSchema.pick({ username: true, fullName: true, email: true, password: true });
export type Registration = z.infer<typeof registrationSchema>;
/** Whether the sign-in page offers to sign up. */
export const registrationStatusSchema = z.object({ open: z.boolean() });
