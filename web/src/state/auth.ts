import { proxy, useSnapshot } from 'valtio';
import { AUTH_API, MFA_REQUIRED_ERRORS, type LoginRequest, type Me } from '@gsg/shared';
import { ApiError, api, setRefusalHandler } from '../api/client.ts';
import { serverReach, serverReturned } from './server-reach.ts';

type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

export const authState = proxy<{ status: AuthStatus; me: Me | null }>({ status: 'checking', me: null });

function signedOut(): void {
  authState.status = 'signed-out';
  authState.me = null;
}

// Any call answered 401 means the session ended (expired, revoked elsewhere): the app shows sign-in. A 403
// saying MFA must be set up (an admin turned MFA required on meanwhile) leads to the MFA setup.
setRefusalHandler((refusal) => {
  if (refusal.status === 401) signedOut();
  else if (refusal.message === MFA_REQUIRED_ERRORS.enrolmentRequired && authState.me) authState.me.mfaEnrolmentRequired = true;
});

/**
 * Asks the server whether the browser's cookie still holds a session. Only the server's refusal ends it:
 * without an answer the console stays as it is and asks again once the server is back.
 */
export async function checkSession(): Promise<void> {
  try {
    authState.me = await api.call(AUTH_API.me);
    authState.status = 'signed-in';
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return signedOut();
    if (!serverReach.reachable) await serverReturned().then(checkSession);
    else if (authState.status === 'checking') signedOut();
  }
}

/**
 * Throws the server's error (e.g. 'Invalid username or password') for the form to show; with
 * authenticator MFA on, a 401 naming 'body.code' asks for the code (see isMfaCodeError).
 */
export async function signIn(credentials: LoginRequest): Promise<void> {
  authState.me = await api.call(AUTH_API.login, { body: credentials });
  authState.status = 'signed-in';
}

/** The header follows profile changes (name, photo) without asking the server again. */
export function updateMe(fields: Partial<Me>): void {
  if (authState.me) Object.assign(authState.me, fields);
}

export async function signOut(): Promise<void> {
  try {
    await api.call(AUTH_API.logout);
  } catch (err) {
    // The browser forgets the user either way; the server's session then simply expires.
    console.error('Sign out failed', err);
  }
  signedOut();
}

/** The sign-in answer that asks for (or refuses) the authenticator code rather than the password. */
export const isMfaCodeError = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.status === 401 && (err.fields ?? []).some((f) => f.path === 'body.code');

export const useAuth = () => useSnapshot(authState);
