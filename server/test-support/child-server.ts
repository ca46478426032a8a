// The real server as a child process on loopback, for tests and benchmarks that need what `inject` cannot
// give: a crash (`kill -9`), a signal, a restart on the same data directory, real sockets under load.
import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
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

/** The line the server prints once it listens, with the port it took (server.ts). */
const RUNNING_LINE = /GSG Console is running at http:\/\/[^:\s]+:(\d+)/;

/**
 * Resolves with the port once this child says it listens. The child's own line, not an answer on the port:
 * a port found free and then given to the child can be taken meanwhile by another test's server, which
 * would answer in its place. The child's output goes on being read, so that it never blocks on a full pipe.
 */
function listeningPort(child: ChildProcessByStdio<null, Readable, Readable | null>): Promise<number> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`the server did not listen within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      const running = RUNNING_LINE.exec(seen);
      if (!running) return;
      done();
      resolve(Number(running[1]));
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      fail(new Error(`the server exited (${signal ?? `code ${code}`}) before listening`));
    const done = () => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      child.stdout.resume();
    };
    const fail = (error: Error) => {
      done();
      reject(error);
    };
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
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
 * Node with `args`, without the test runner's hooks. tap puts its process-info hooks back into the
 * NODE_OPTIONS of every child a test spawns, whatever env the spawn is given; `env -u` drops them for the
 * server it starts. The server is the product, which they only slow down (about 1 s of CPU at each
 * start), and under another account they would fail to record it in files only this account may write.
 */
const withoutTestHooks = (args: string[]): [string, string[]] => ['/usr/bin/env', ['-u', 'NODE_OPTIONS', process.execPath, ...args]];

/**
 * Starts `server/src/server.ts` over `dataDir` with only the admin account at first start (GSG_SEED=0) and
 * resolves once it listens. The caller must stop it; if this process exits first, it is killed with it.
 */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  // Port 0 unless a restart asks for its old one: the kernel gives the child a free port as it listens.
  const child = spawn(...withoutTestHooks(SERVER_ARGS), {
    cwd: repoRoot,
    env: childEnv(options.dataDir, options.adminPassword, options.port ?? 0, options.env),
    stdio: ['ignore', 'pipe', options.stderr ?? 'inherit'],
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
  let port: number;
  try {
    port = await listeningPort(child);
  } catch (error) {
    await stop();
    throw error;
  }
  const base = `http://127.0.0.1:${port}`;
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
  const child = spawn(...withoutTestHooks(SERVER_ARGS), {
    cwd: repoRoot,
    env: childEnv(options.dataDir, options.adminPassword, options.port ?? 0, options.env),
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
