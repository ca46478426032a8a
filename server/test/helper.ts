import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Test } from 'tap';
import type { Role } from '@gsg/shared';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { prepareFirstStart } from '../src/services/first-start.ts';
import { scryptHasher } from '../src/security/password-hash.ts';
import { waiveMfaRequirement } from '../test-support/mfa-requirement.ts';
import type { MongoStore, Store } from '../src/store/index.ts';
import { mongoRawStore, sqliteRawStore, type RawStore } from '../test-support/raw-store.ts';

export const ADMIN_PASSWORD = 'Correct-Horse-Battery-9';

/**
 * Test apps store passwords hashed with scrypt at a sixteenth of the product's cost: every test app hashes
 * and checks a few (the admin's, the sign-in decoy's, each account's), which at the product's cost was a
 * good part of a test's CPU time, and the cost is no part of what the tests are about. The hash keeps its
 * form, so the product's verification reads it as any other.
 */
export const testPasswordHasher = scryptHasher({ N: 1024, r: 8, p: 1 });

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The admin's session cookie, ready for `inject({ headers: { cookie } })`. */
  cookie: string;
  /** inject as the signed-in admin. */
  as: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Another app on the same data, as after a restart (closed with the test). */
  reopen: () => Promise<FastifyInstance>;
  /** What the app's store keeps at rest, read around it (see test-support/raw-store.ts). */
  raw: RawStore;
}

/**
 * A server log at trace level kept in memory: `logger` goes to the app's options, `text()` is all it has
 * written, for tests that hold the log to what it must never contain.
 */
export function traceLog(): { logger: { level: 'trace'; stream: Writable }; text: () => string } {
  let written = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  return { logger: { level: 'trace', stream }, text: () => written };
}

export function tempDataDir(t: Test): string {
  const dir = mkdtempSync(join(tmpdir(), 'gsg-test-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A real app on a real SQLite file in a fresh temp directory, with the admin signed in. `seed` adds the
 * first-start sample data; most tests want an empty database they fill themselves. When MONGODB_URI is
 * set (`npm run test:mongo`), the app runs on a throwaway database on that server instead, dropped after
 * the test.
 */
export async function buildTestApp(
  t: Test,
  options: {
    seed?: boolean;
    env?: NodeJS.ProcessEnv;
    logger?: FastifyServerOptions['logger'];
    live?: BuildOptions['live'];
    /** Settings › Security › MFA required, on in the product; off here unless a test is about it (see below). */
    mfaRequired?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = tempDataDir(t);
  const config = loadConfig({
    GSG_DATA_DIR: dataDir,
    GSG_ADMIN_PASSWORD: ADMIN_PASSWORD,
    GSG_WEB_DIST: join(dataDir, 'no-web'),
    ...options.env,
  });
  config.seedSampleData = options.seed ?? false;
  const data = process.env.MONGODB_URI ? mongoTestData(process.env.MONGODB_URI) : sqliteTestData(config.dataDir);
  const open = async () => {
    const app = await buildApp({ config, store: await data.openStore(), logger: options.logger, live: options.live, hashPassword: testPasswordHasher });
    t.teardown(() => app.close());
    return app;
  };
  // Registered first, so it runs after every app of the test has closed.
  t.teardown(() => data.dispose());
  const app = await open();
  if (!(options.mfaRequired ?? false)) await waiveMfaRequirement(app.store);
  await prepareFirstStart(app.store, app.secretBox, config, () => {}, () => {}, new Date(), app.hashPassword);
  const cookie = await signIn(app, 'admin', ADMIN_PASSWORD);
  return {
    app,
    config,
    cookie,
    as: (opts) => app.inject({ ...opts, headers: { ...opts.headers, cookie } }),
    reopen: open,
    raw: data.raw,
  };
}

/** Where a test app's data lives: a second app can open it (a restart), and a test can read it raw. */
interface TestData {
  /** The store for a new app, or undefined when the app opens its own from the config (SQLite). */
  openStore(): Promise<Store | undefined>;
  /** What is kept at rest, read around the store. */
  raw: RawStore;
  dispose(): Promise<void>;
}

function sqliteTestData(dataDir: string): TestData {
  return {
    openStore: async () => undefined,
    raw: sqliteRawStore(dataDir),
    dispose: async () => {},
  };
}

function mongoTestData(uri: string): TestData {
  const name = `gsg_test_${randomBytes(6).toString('hex')}`;
  const stores: MongoStore[] = [];
  return {
    async openStore() {
      const { createMongoStore } = await import('../src/store/mongo/index.ts');
      const store = await createMongoStore(uri, name);
      stores.push(store);
      return store;
    },
    raw: mongoRawStore(uri, name),
    async dispose() {
      await stores[0]?.dropDatabase();
      for (const store of stores) await store.close();
    },
  };
}

/** Whether test apps run on MongoDB (`npm run test:mongo`): tests of SQLite's own behaviour skip then. */
export const ON_MONGODB = Boolean(process.env.MONGODB_URI);

export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const set = res.cookies.find((c) => c.name === 'gsg_session');
  if (!set) throw new Error('no session cookie');
  return `gsg_session=${set.value}`;
}

/** A password every test account may use: it meets the strongest password policy. */
export const TEST_ACCOUNT_PASSWORD = 'Sturdy-Passphrase-2026';

/** Sends requests with a session cookie, as a signed-in browser would. */
export const asCookie = (app: FastifyInstance, cookie: string) => (opts: InjectOptions) => app.inject({ ...opts, headers: { ...opts.headers, cookie } });

/** Creates a console account with the role (as the admin) and signs it in: its requests. */
export async function addSignedInAccount(test: Pick<TestApp, 'as' | 'app'>, username: string, role: Role) {
  const payload = { username, fullName: `${username} Example`, email: `${username}@acme.example`, role, password: TEST_ACCOUNT_PASSWORD };
  const res = await test.as({ method: 'POST', url: '/api/v1/accounts', payload });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return asCookie(test.app, await signIn(test.app, username, TEST_ACCOUNT_PASSWORD));
}
