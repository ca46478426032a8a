// Failed sign-ins are slowed down per username and per address: each failure in the window doubles the
// wait before the next answer (250 ms, 500 ms, ... capped at 8 s), so guessing costs time without
// ever locking the real user out.
const WINDOW_MS = 15 * 60_000;
const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 8000;
const MAX_TRACKED = 10_000;

export interface LoginThrottle {
  /** How long to wait before answering an attempt by this username from this address. */
  delayFor(username: string, ip: string): number;
  recordFailure(username: string, ip: string): void;
  recordSuccess(username: string, ip: string): void;
}

export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const failures = new Map<string, { count: number; last: number }>();
  const keys = (username: string, ip: string) => [`u:${username.toLowerCase()}`, `ip:${ip}`];
  const countOf = (key: string): number => {
    const entry = failures.get(key);
    if (!entry) return 0;
    if (now() - entry.last > WINDOW_MS) {
      failures.delete(key);
      return 0;
    }
    return entry.count;
  };
  return {
    delayFor(username, ip) {
      const n = Math.max(...keys(username, ip).map(countOf));
      return n === 0 ? 0 : Math.min(BASE_DELAY_MS * 2 ** (n - 1), MAX_DELAY_MS);
    },
    recordFailure(username, ip) {
      if (failures.size > MAX_TRACKED) failures.clear();
      for (const key of keys(username, ip)) failures.set(key, { count: countOf(key) + 1, last: now() });
    },
    recordSuccess(username) {
      failures.delete(`u:${username.toLowerCase()}`);
    },
  };
}
