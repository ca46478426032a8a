import { createHash } from 'node:crypto';
import { tooManyRequests } from '../../http-errors.ts';
import type { SignInAttemptRepository } from '../../store/index.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Try again later.';

/**
 * Attempts at a secret (a sign-in, an MFA code, the current password) are counted before they are judged,
 * so parallel guesses cannot slip past the count, and limited per counter within a window. Past a limit
 * the answer is 429 with Retry-After until that counter's window ends: the real user can try again then,
 * nobody is locked out for good.
 *
 * - account and address together: one person (or one attacker) mistyping or guessing;
 * - address: one client spraying guesses across many accounts;
 * - account: many addresses guessing one account (a botnet, or rotated proxy headers), kept high
 *   enough that an attacker elsewhere makes the real user wait, not give up.
 */
const WINDOW_MS = 15 * 60_000;
const LIMITS = { pair: 5, address: 30, account: 50 } as const;
/** Counters kept at the most; the oldest go first, never all at once. */
const MAX_TRACKED = 100_000;
const PRUNE_EVERY_MS = 60_000;

export interface LoginThrottle {
  /** Counts one attempt by `username` from `ip`; throws a 429 (with Retry-After) when a counter is past its limit. */
  begin(username: string, ip: string): Promise<void>;
  /** The secret was right, or the attempt was no guess: it stops counting against the account. */
  succeeded(username: string, ip: string): Promise<void>;
}

// Hashed, so the store never keeps what someone typed into the username field.
const hashed = (kind: string, value: string) => createHash('sha256').update(`${kind}\0${value}`).digest('base64url');

function keysOf(username: string, ip: string) {
  const account = username.trim().toLowerCase();
  return { pair: hashed('pair', `${account}\0${ip}`), address: hashed('address', ip), account: hashed('account', account) };
}

export function createLoginThrottle(attempts: SignInAttemptRepository, now: () => number = Date.now): LoginThrottle {
  let lastPrune = 0;
  return {
    async begin(username, ip) {
      const at = now();
      if (at - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = at;
        await attempts.prune(at - WINDOW_MS, MAX_TRACKED);
      }
      const keys = keysOf(username, ip);
      const kinds = Object.keys(LIMITS) as Array<keyof typeof LIMITS>;
      const counts = await attempts.count(kinds.map((kind) => keys[kind]), at, WINDOW_MS);
      const over = counts.filter((c, i) => c.count > LIMITS[kinds[i]!]);
      if (over.length > 0) {
        const until = Math.max(...over.map((c) => c.windowStart + WINDOW_MS));
        throw tooManyRequests(TOO_MANY_ATTEMPTS, Math.max(1, Math.ceil((until - at) / 1000)));
      }
    },
    async succeeded(username, ip) {
      const keys = keysOf(username, ip);
      await attempts.forget([keys.pair, keys.account]);
      // The address may be an office behind one NAT: its other people's mistakes still count.
      await attempts.uncount([keys.address]);
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** How many sign-in guesses an account and an address still have. */
    loginThrottle: LoginThrottle;
  }
}

export const loginThrottleServicePlugin = servicePlugin('loginThrottle', [], (app) => createLoginThrottle(app.store.signInAttempts));
