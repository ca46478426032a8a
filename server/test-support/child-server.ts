// The real server as a child process on loopback, for tests and benchmarks that need what `inject` cannot
// give: a crash (`kill -9`), a signal, a restart on the same data directory, real sockets under load.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { MfaEnrolment } from '@gsg/shared';
import { base32Decode, totp } from '../src/security/totp.ts';

const START_TIMEOUT_MS = 120_000;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ChildServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  port: number;
  process: ChildProcess;
  /** Peak resident memory so far, in MB, from the kernel's high-water mark. */
  peakRssMb(): number;
  /** Ends the server: SIGTERM, then SIGKILL after `graceMs`. Resolves with how it exited. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** `kill -9`: no chance to finish anything. */
  crash(): Promise<void>;
}

export interface ChildServerOptions {
  dataDir: string;
  adminPassword: string;
  /** A port to reuse (a restart); a free one when not given. */
  port?: number;
  env?: NodeJS.ProcessEnv;
  /** Where the child's stderr goes; its stdout is ignored. */
  stderr?: 'inherit' | 'ignore';
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve({ code: child.exitCode, signal: child.signalCode })
    : new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
        child.once('exit', (code, signal) => done({ code, signal })),
      );

async function waitUntilListening(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before listening`);
    try {
      await fetch(`${base}/api/v1/auth/me`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`the server did not listen within ${START_TIMEOUT_MS / 1000} s`);
}

/** The environment a child server runs with: only the admin account at first start, no web bundle. */
const childEnv = (dataDir: string, adminPassword: string, port: number, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  GSG_DATA_DIR: dataDir,
  GSG_SEED: '0',
  GSG_ADMIN_PASSWORD: adminPassword,
  GSG_WEB_DIST: fileURLToPath(new URL('./no-web-bundle', import.meta.url)),
  HOST: '127.0.0.1',
  PORT: String(port),
  LOG_LEVEL: 'warn',
  ...env,
});

const SERVER_ARGS = ['--import', 'tsx', 'server/src/server.ts'];

/**
 * Starts `server/src/server.ts` over `dataDir` with only the admin account at first start (GSG_SEED=0) and
 * resolves once it listens. The caller must stop it; if this process exits first, it is killed with it.
 */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: repoRoot,
    env: childEnv(options.dataDir, options.adminPassword, port, options.env),
    stdio: ['ignore', 'ignore', options.stderr ?? 'inherit'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = exitOf(child).finally(() => process.off('exit', killOnExit));

  const stop = async (graceMs = 5000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }
    return exited;
  };
  try {
    await waitUntilListening(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    port,
    process: child,
    peakRssMb: () => {
      const line = readFileSync(`/proc/${child.pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmHWM:'));
      if (!line) throw new Error('no VmHWM in /proc status');
      return Number(line.replace(/\D+/g, '')) / 1024;
    },
    stop,
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Signs in as the admin; returns the session cookie for requests. A fresh server requires MFA (the product's
 * default), so a first sign-in sets up the authenticator; a later sign-in would need its next code, so
 * callers that sign in many times (the benchmarks) waive the requirement first.
 */
export async function signInAdmin(base: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith('gsg_session='));
  if (!res.ok || !session) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = session.split(';')[0]!;
  if (((await res.json()) as { mfaEnrolmentRequired?: boolean }).mfaEnrolmentRequired) await enrolInMfa(base, cookie);
  return cookie;
}

/** Sets up MFA as Settings › Security asks (MFA required is on in the product), with the authenticator. */
async function enrolInMfa(base: string, cookie: string): Promise<void> {
  const call = (path: string, body?: object) =>
    fetch(`${base}/api/v1/account/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', cookie },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  // The authenticator whatever the organisation's method: it needs no mail server, and SMS is refused.
  const enrolment = (await (await call('mfa/enrolment', { method: 'authenticator' })).json()) as MfaEnrolment;
  if (enrolment.method !== 'authenticator') throw new Error('setting up MFA failed: no authenticator secret');
  const code = totp(base32Decode(enrolment.secret), Date.now());
  const enabled = await call('mfa/enable', { method: 'authenticator', code });
  // Two sign-ins in parallel may both set it up; the second finds it on already (409).
  if (!enabled.ok && enabled.status !== 409) throw new Error(`setting up MFA failed: ${enabled.status} ${await enabled.text()}`);
}

export interface FailedStart {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the server where it is expected not to start, and resolves with how it ended and what it printed.
 * One that is still running after `timeoutMs` is killed (signal SIGKILL): a start that hangs is a failure too.
 */
export async function runFailingStart(
  options: ChildServerOptions & { uid?: number; gid?: number; timeoutMs?: number },
): Promise<FailedStart> {
  const port = options.port ?? (await freePort());
  // Under another account the test runner's NODE_OPTIONS hooks (put back into every child it spawns) would
  // fail to record the child in files only this account may write: `env -u` drops them for the server.
  const [command, args] =
    options.uid === undefined ? [process.execPath, SERVER_ARGS] : ['/usr/bin/env', ['-u', 'NODE_OPTIONS', process.execPath, ...SERVER_ARGS]];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: childEnv(options.dataDir, options.adminPassword, port, options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.gid ?? options.uid }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
  const { code, signal } = await exitOf(child);
  clearTimeout(timer);
  return { code, signal, stdout, stderr };
}
