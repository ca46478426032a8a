// What the benchmarks share: the real server as a child process on loopback (see
// @gsg/server/test-support/child-server), started over a data directory, signed in to, measured from
// outside, and always stopped (even when the benchmark fails or is interrupted).
import { SETTINGS_DEFAULTS } from '@gsg/shared';
import { createStore } from '@gsg/server/store';
import { signInAdmin, startChildServer } from '@gsg/server/test-support/child-server';

export interface BenchServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  pid: number;
  /** Peak resident memory so far, in MB, from the kernel's high-water mark. */
  peakRssMb(): number;
  /** Ends the server: politely, then by force. */
  stop(): Promise<void>;
}

/**
 * Settings › Security › MFA required off: a benchmark signs in many times, some at once, and every second
 * factor the console has asks for a code that is good once (the authenticator's, or one e-mailed). The
 * benchmarks measure speed; MFA is tested by its own tests.
 */
async function waiveMfa(dataDir: string): Promise<void> {
  const store = await createStore({ dataDir, mongodbUri: undefined });
  try {
    const security = (await store.settings.get('security')) ?? SETTINGS_DEFAULTS.security;
    await store.settings.put('security', { ...security, mfaRequired: false });
  } finally {
    await store.close();
  }
}

/** Starts the server over `dataDir` with only the admin account at first start, and says when it listens. */
export async function startBenchServer(dataDir: string, adminPassword: string): Promise<BenchServer> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  await waiveMfa(dataDir);
  const booting = performance.now();
  const server = await startChildServer({ dataDir, adminPassword });
  const pid = server.process.pid!;
  console.log(`Server: listening on ${server.base} after ${((performance.now() - booting) / 1000).toFixed(1)} s (pid ${pid})`);
  return {
    base: server.base,
    pid,
    peakRssMb: server.peakRssMb,
    stop: async () => {
      await server.stop();
    },
  };
}

/** Signs in as the admin; returns the session cookie for requests. */
export const signIn = signInAdmin;

/** The value at quantile `q` (0.5 for the median) of ascending `sorted`: the nearest-rank method. */
export const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
