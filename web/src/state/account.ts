import { proxy, useSnapshot } from 'valtio';
import {
  ACCOUNT_API,
  ERRORS,
  PASSWORD_MIN_STRENGTH,
  SUCCESS,
  passwordStrength,
  type AccountSession,
  type LoginHistoryEntry,
  type AuthenticatorEnrolment,
  type EmailEnrolment,
  type MfaState,
  type MfaStatus,
  type PasswordChange,
  type SecurityNotificationPrefs,
  type SecurityNotifications,
} from '@gsg/shared';
import { ApiError, api, loadAgainOnServerReturn } from '../api/client.ts';
import { showError, showToast } from './toasts.ts';
import { authState } from './auth.ts';

interface AccountState {
  loaded: boolean;
  passwordForm: PasswordChange;
  mfa: MfaStatus | null;
  /** The authenticator secret being set up (shown as QR and text) until it is confirmed. */
  enrolment: AuthenticatorEnrolment | null;
  /** The e-mail setup under way: where the code went, when it expires and when another may be sent. */
  emailEnrolment: EmailEnrolment | null;
  sessions: AccountSession[];
  loginHistory: LoginHistoryEntry[];
  notifications: SecurityNotifications | null;
  /** Which action is waiting for the server: the screen disables its button and says so. */
  busy: 'password' | 'enrolment' | 'mfa' | 'sessions' | null;
}

const EMPTY_PASSWORD_FORM: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

export const accountState = proxy<AccountState>({
  loaded: false,
  passwordForm: { ...EMPTY_PASSWORD_FORM },
  mfa: null,
  enrolment: null,
  emailEnrolment: null,
  sessions: [],
  loginHistory: [],
  notifications: null,
  busy: null,
});

// The server's reason for a refused field ('Password must be at least 12 characters ...') says more than
// its summary line; either way the user sees the server's own words.
const messageOf = (err: unknown): string =>
  err instanceof ApiError ? (err.fields?.[0]?.message ?? err.message) : err instanceof Error ? err.message : String(err);

async function whileBusy<T>(what: NonNullable<AccountState['busy']>, work: () => Promise<T>): Promise<T | undefined> {
  accountState.busy = what;
  try {
    return await work();
  } catch (err) {
    showError(messageOf(err));
    return undefined;
  } finally {
    accountState.busy = null;
  }
}

async function loadSessions(): Promise<void> {
  accountState.sessions = (await api.call(ACCOUNT_API.sessions)).items;
}

async function loadLoginHistory(): Promise<void> {
  accountState.loginHistory = (await api.call(ACCOUNT_API.loginHistory)).items;
}

export async function loadAccountSecurity(): Promise<void> {
  try {
    const [mfa, notifications] = await Promise.all([
      api.call(ACCOUNT_API.mfa),
      api.call(ACCOUNT_API.notifications),
      loadSessions(),
      loadLoginHistory(),
    ]);
    accountState.mfa = mfa;
    accountState.notifications = notifications;
  } catch (err) {
    // Without an answer the screen keeps loading until the server is back, then loads by itself.
    if (loadAgainOnServerReturn(err, loadAccountSecurity)) return;
    showError(messageOf(err));
  }
  accountState.loaded = true;
}

/** Only the MFA state: all a person who must still set up MFA may read (Settings › Security › MFA required). */
export async function loadMfaState(): Promise<void> {
  try {
    accountState.mfa = await api.call(ACCOUNT_API.mfa);
  } catch (err) {
    if (loadAgainOnServerReturn(err, loadMfaState)) return;
    showError(messageOf(err));
  }
}

export function editPasswordForm(field: keyof PasswordChange, value: string): void {
  accountState.passwordForm[field] = value;
}

/**
 * The spec's checks first (match, then a strength score of at least 40), then the server, which also
 * checks the current password and the organisation's password policy. Success clears the form.
 */
export async function changePassword(): Promise<void> {
  const form = { ...accountState.passwordForm };
  if (form.newPassword !== form.confirmPassword) return showError(ERRORS.passwordsDoNotMatch);
  if (passwordStrength(form.newPassword).score < PASSWORD_MIN_STRENGTH) {
    return showToast(ERRORS.weakPassword, ERRORS.weakPasswordDetail, 'danger');
  }
  const done = await whileBusy('password', () => api.call(ACCOUNT_API.changePassword, { body: form }).then(() => true));
  if (!done) return;
  accountState.passwordForm = { ...EMPTY_PASSWORD_FORM };
  showToast(SUCCESS.passwordUpdated);
  // The server signs out every other session when the password changes; the list follows.
  await loadSessions().catch(() => undefined);
}

/** A fresh authenticator secret to scan; replaces any earlier one that was not confirmed. */
export async function startEnrolment(): Promise<void> {
  const enrolment = await whileBusy('enrolment', () => api.call(ACCOUNT_API.startMfaEnrolment, { body: { method: 'authenticator' } }));
  if (enrolment?.method === 'authenticator') accountState.enrolment = enrolment;
}

/** Mails a code to the account's address (the server sends at most one a minute); true when one is on its way. */
export async function sendEmailCode(): Promise<boolean> {
  const enrolment = await whileBusy('enrolment', () => api.call(ACCOUNT_API.startMfaEnrolment, { body: { method: 'email' } }));
  if (enrolment?.method !== 'email') return false;
  accountState.emailEnrolment = enrolment;
  return true;
}

/** True when MFA was turned on. */
export async function enableMfa(method: MfaState['method'], code?: string): Promise<boolean> {
  const mfa = await whileBusy('mfa', () => api.call(ACCOUNT_API.enableMfa, { body: { method, code } }));
  if (!mfa) return false;
  // The answer is the account's own state; what Settings › Security asks stays as loaded.
  if (accountState.mfa) Object.assign(accountState.mfa, mfa);
  accountState.enrolment = null;
  accountState.emailEnrolment = null;
  // The console opens once the required MFA is set up.
  if (authState.me) authState.me.mfaEnrolmentRequired = false;
  showToast(SUCCESS.mfaEnabled);
  return true;
}

/** True when MFA was turned off (the dialog then closes). */
export async function disableMfa(password: string): Promise<boolean> {
  const mfa = await whileBusy('mfa', () => api.call(ACCOUNT_API.disableMfa, { body: { password } }));
  if (!mfa) return false;
  if (accountState.mfa) Object.assign(accountState.mfa, mfa);
  showToast(SUCCESS.mfaDisabled);
  return true;
}

export async function revokeSession(id: string): Promise<void> {
  const done = await whileBusy('sessions', () => api.call(ACCOUNT_API.revokeSession, { params: { id } }));
  if (done === undefined) {
    // Refused, or already signed out elsewhere: show the sessions the server has now.
    await loadSessions().catch(() => undefined);
    return;
  }
  accountState.sessions = accountState.sessions.filter((s) => s.id !== id);
  showToast(SUCCESS.sessionRevoked);
}

export async function revokeOtherSessions(): Promise<void> {
  const done = await whileBusy('sessions', () => api.call(ACCOUNT_API.revokeOtherSessions));
  if (done === undefined) return;
  accountState.sessions = accountState.sessions.filter((s) => s.isCurrent);
  showToast(SUCCESS.sessionsTerminated);
}

/** Saved at once; a failed save puts the switch back. */
export async function setNotificationPref(key: keyof SecurityNotificationPrefs, value: boolean): Promise<void> {
  const prefs = accountState.notifications;
  if (!prefs) return;
  const before = prefs[key];
  prefs[key] = value;
  try {
    const { newLoginAlert, passwordChangeAlert } = prefs;
    accountState.notifications = await api.call(ACCOUNT_API.setNotifications, { body: { newLoginAlert, passwordChangeAlert } });
  } catch (err) {
    prefs[key] = before;
    showError(messageOf(err));
  }
}

// Synchronous, because form inputs read from it: a deferred update would move the caret while typing.
export const useAccount = () => useSnapshot(accountState, { sync: true });
