import { ERRORS, PASSWORD_MIN_STRENGTH, passwordPolicyFailure, passwordStrength, type Actor, type PasswordChange } from '@gsg/shared';
import { badRequest } from '../../http-errors.ts';
import { storePasswordTellingOwner } from '../security-notices/password-notice.ts';
import { verifyPassword, type PasswordHasher } from '../../security/password-hash.ts';
import type { Store } from '../../store/index.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import type { AuthContext, SessionService } from '../auth/session-service.ts';
import type { DomainBus } from '../../events/domain-bus.ts';
import type { SettingsService } from '../settings/service.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

export interface PasswordChangeDeps {
  store: Store;
  settings: SettingsService;
  throttle: LoginThrottle;
  sessions: SessionService;
  events: DomainBus;
  hashPassword: PasswordHasher;
}

/** Why a new password is refused: the spec's strength score, then the organisation's password policy. */
export async function passwordWeakness(password: string, settings: SettingsService): Promise<string | null> {
  const { score, label } = passwordStrength(password);
  if (score < PASSWORD_MIN_STRENGTH) {
    return `Password strength is ${label} (${score} of 100); at least ${PASSWORD_MIN_STRENGTH} is required`;
  }
  return passwordPolicyFailure(password, (await settings.get('users')).passwordPolicy);
}

/** Refuses a weak new password with a 400 on `field`, naming the rule it failed; never echoes it. */
export async function assertStrongPassword(password: string, settings: SettingsService, field: string): Promise<void> {
  const weakness = await passwordWeakness(password, settings);
  if (weakness) throw badRequest(`${ERRORS.weakPassword}: ${ERRORS.weakPasswordDetail}`, [{ path: field, message: weakness }]);
}

/**
 * Changes the signed-in user's password and ends their other sessions, so a device that knew the old
 * password (or a stolen cookie) is signed out. No message or field of an error ever carries a password.
 */
async function changePassword(
  deps: PasswordChangeDeps,
  { account, session }: AuthContext,
  input: PasswordChange,
  by: Actor,
): Promise<void> {
  const ipAddress = by.ipAddress ?? '';
  if (input.newPassword !== input.confirmPassword) {
    throw badRequest(ERRORS.passwordsDoNotMatch, [{ path: 'body.confirmPassword', message: ERRORS.passwordsDoNotMatch }]);
  }
  await assertStrongPassword(input.newPassword, deps.settings, 'body.newPassword');
  // A stolen session cookie must not become a way to guess the password: wrong answers here are
  // throttled exactly like failed sign-ins.
  await deps.throttle.begin(account.username, ipAddress);
  if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
    throw badRequest(CURRENT_PASSWORD_INCORRECT, [{ path: 'body.currentPassword', message: CURRENT_PASSWORD_INCORRECT }]);
  }
  await deps.throttle.succeeded(account.username, ipAddress);
  await storePasswordTellingOwner(deps, account.id, await deps.hashPassword(input.newPassword), by, {
    type: 'account.changed',
    data: { accountId: account.id, change: 'password', by },
  });
  await deps.sessions.revokeOthers(account.id, session.id, 'password-changed', by);
}

/** The signed-in user's own password change (the Account Security screen). */
export interface PasswordService {
  change(auth: AuthContext, input: PasswordChange, by: Actor): Promise<void>;
}

export const createPasswordService = (deps: PasswordChangeDeps): PasswordService => ({
  change: (auth, input, by) => changePassword(deps, auth, input, by),
});

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** The signed-in user's own password change. */
    passwords: PasswordService;
  }
}

export const passwordsServicePlugin = servicePlugin('passwords', ['settings', 'loginThrottle', 'sessions'], (app, { settings, loginThrottle, sessions }) =>
  createPasswordService({ store: app.store, settings, throttle: loginThrottle, sessions, events: app.events, hashPassword: app.hashPassword }),
);
