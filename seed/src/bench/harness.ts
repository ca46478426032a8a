// What the benchmarks share. The real server as a child process on loopback: started on a free port over
// a data directory, signed in to, measured from outside, and always stopped (even when the benchmark
// fails or is interrupted).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_START_TIMEOUT_MS = 120_000;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface BenchServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  pid: number;
  /** Peak resident memory so far, in MB, from the kernel's high-water mark. */
  peakRssMb(): number;
  /** Ends the server: politely, then by force. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

async function waitUntilListening(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before listening`);
    try {
      await fetch(`${base}/api/v1/auth/me`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`the server did not listen within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  if (!line) throw new Error('no VmHWM in /proc status');
  return Number(line.replace(/\D+/g, '')) / 1024;
}

/**
 * Starts `server/src/server.ts` over `dataDir` with only the admin account at first start (GSG_SEED=0),
 * and resolves once it listens. The caller must `stop()` it; if this process exits first, the server is
 * killed with it.
 */
export async function startBenchServer(dataDir: string, adminPassword: string): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      GSG_DATA_DIR: dataDir,
      GSG_SEED: '0',
      GSG_ADMIN_PASSWORD: adminPassword,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
  const stop = async () => {
    await stopServer(server);
    process.off('exit', killOnExit);
  };

  const booting = performance.now();
  try {
    await waitUntilListening(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  console.log(`Server: listening on ${base} after ${((performance.now() - booting) / 1000).toFixed(1)} s (pid ${server.pid})`);
  return { base, pid: server.pid!, peakRssMb: () => peakRssMb(server.pid!), stop };
}

/** Signs in as the admin; returns the session cookie for requests. */
export async function signIn(base: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith('gsg_session='));
  if (!res.ok || !session) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return session.split(';')[0]!;
}

/** The value at quantile `q` (0.5 for the median) of ascending `sorted`: the nearest-rank method. */
export const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
