import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Test } from 'tap';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { prepareFirstStart } from '../src/services/first-start.ts';

export const ADMIN_PASSWORD = 'Correct-Horse-Battery-9';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The admin's session cookie, ready for `inject({ headers: { cookie } })`. */
  cookie: string;
  /** inject as the signed-in admin. */
  as: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
}

export function tempDataDir(t: Test): string {
  const dir = mkdtempSync(join(tmpdir(), 'gsg-test-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A real app on a real SQLite file in a fresh temp directory, with the admin signed in. `seed` adds the
 * first-start sample data; most tests want an empty database they fill themselves.
 */
export async function buildTestApp(
  t: Test,
  options: { seed?: boolean; env?: NodeJS.ProcessEnv; logger?: FastifyServerOptions['logger']; live?: BuildOptions['live'] } = {},
): Promise<TestApp> {
  const dataDir = tempDataDir(t);
  const config = loadConfig({
    GSG_DATA_DIR: dataDir,
    GSG_ADMIN_PASSWORD: ADMIN_PASSWORD,
    GSG_WEB_DIST: join(dataDir, 'no-web'),
    ...options.env,
  });
  config.seedSampleData = options.seed ?? false;
  const app = await buildApp({ config, logger: options.logger, live: options.live });
  t.teardown(() => app.close());
  await prepareFirstStart(app.store, app.secretBox, config, () => {}, () => {});
  const cookie = await signIn(app, 'admin', ADMIN_PASSWORD);
  return { app, config, cookie, as: (opts) => app.inject({ ...opts, headers: { ...opts.headers, cookie } }) };
}

export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const set = res.cookies.find((c) => c.name === 'gsg_session');
  if (!set) throw new Error('no session cookie');
  return `gsg_session=${set.value}`;
}
