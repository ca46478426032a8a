import { proxy, useSnapshot } from 'valtio';

/**
 * Whether the console can reach its server. A request that gets no answer (the server restarting, the
 * network gone) is not a sign-out: the console says so, keeps the user where they are, asks the server
 * every few seconds and, once it answers, lets every screen load again what it missed.
 */

/** What the header and the wall say while the server is away. */
export const SERVER_UNREACHABLE = 'Server unreachable. Retrying…';
/** The message of a request that got no answer, for screens that show a load's failure. */
export const NO_ANSWER = 'The server did not answer. The console retries by itself once it is back.';

/** How often the console asks whether the server is back. */
const PROBE_EVERY_MS = 2_000;
/** Any answer from the server will do; this one is cheap and needs nothing (a 401 is an answer too). */
const PROBE_PATH = '/api/v1/auth/me';

export const serverReach = proxy<{ reachable: boolean }>({ reachable: true });

const returnListeners = new Set<() => void>();
let probing = false;

/** Gateways answer for a server that is down; those answers are not the server's. */
export const isGatewayAnswer = (status: number): boolean => status === 502 || status === 504;

/** The server answered: when it had been away, everyone waiting for it is told. */
export function reachedServer(): void {
  if (serverReach.reachable) return;
  serverReach.reachable = true;
  for (const listener of [...returnListeners]) listener();
}

/** Whether the server answers now (any answer of its own, a 401 included). */
export async function serverAnswers(): Promise<boolean> {
  try {
    const res = await fetch(PROBE_PATH, { credentials: 'same-origin', cache: 'no-store' });
    return !isGatewayAnswer(res.status);
  } catch {
    return false;
  }
}

/** A request got no answer: the console says so and asks until the server is back. */
export function lostServer(): void {
  serverReach.reachable = false;
  if (probing) return;
  probing = true;
  const probe = async () => {
    if (await serverAnswers()) reachedServer();
    if (serverReach.reachable) probing = false;
    else setTimeout(() => void probe(), PROBE_EVERY_MS);
  };
  setTimeout(() => void probe(), PROBE_EVERY_MS);
}

/**
 * Something suggests the server went away (the live socket dropped): ask it once now, and treat it as lost
 * only if it does not answer, so a socket that merely reconnects says nothing.
 */
export function checkServer(): void {
  if (!serverReach.reachable) return;
  void serverAnswers().then((answers) => {
    if (!answers) lostServer();
  });
}

/** Calls `listener` each time the server answers again after being away; returns the unsubscribe. */
export function onServerReturn(listener: () => void): () => void {
  returnListeners.add(listener);
  return () => returnListeners.delete(listener);
}

/** Resolves once the server answers again (at once when it is reachable). */
export function serverReturned(): Promise<void> {
  if (serverReach.reachable) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onServerReturn(() => {
      stop();
      resolve();
    });
  });
}

export const useServerReach = () => useSnapshot(serverReach);
