import t, { type Test } from 'tap';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DATABASE_FILE } from '../../src/store/sqlite/database.ts';
import { freePort, runFailingStart, type FailedStart } from '../../test-support/child-server.ts';
import { tempDataDir } from '../helper.ts';

const PASSWORD = 'Start-Failure-Password-1';
/** The unprivileged account a root test run starts the server as, so that file modes bind it. */
const NOBODY = 65534;

/** A failed start says it in one line, names what is at fault and why, and shows no stack. */
function assertOneLine(t: Test, run: FailedStart, ...expected: string[]): void {
  t.same({ code: run.code, signal: run.signal }, { code: 1, signal: null }, 'exits with 1, by itself');
  const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
  t.equal(lines.length, 1, `one line on stderr:\n${run.stderr}`);
  t.match(lines[0], /^GSG Console cannot start\. /);
  for (const text of expected) t.ok(lines[0]?.includes(text), `it says '${text}'`);
  t.notMatch(run.stderr, /^\s+at /m, 'no stack');
}

t.test('a data directory that does not exist and cannot be created', async (t) => {
  // /proc refuses new entries with ENOENT, the case where Node's recursive mkdir used to loop for ever.
  const dataDir = `/proc/gsg-${randomUUID()}/data`;
  const run = await runFailingStart({ dataDir, adminPassword: PASSWORD });
  assertOneLine(t, run, dataDir, 'does not exist and cannot be created', 'ENOENT');
});

t.test('a file where the data directory should be, or above it', async (t) => {
  const file = join(tempDataDir(t), 'data');
  writeFileSync(file, 'not a directory');
  for (const dataDir of [file, join(file, 'below')]) {
    const run = await runFailingStart({ dataDir, adminPassword: PASSWORD });
    assertOneLine(t, run, dataDir, 'a file stands where it');
  }
});

t.test('a data directory the server may not write', async (t) => {
  const parent = tempDataDir(t);
  chmodSync(parent, 0o755);
  const dataDir = join(parent, 'data');
  mkdirSync(dataDir);
  chmodSync(dataDir, 0o555);
  const asRoot = process.getuid?.() === 0;
  const run = await runFailingStart({ dataDir, adminPassword: PASSWORD, ...(asRoot ? { uid: NOBODY } : {}) });
  assertOneLine(t, run, dataDir, 'permission denied');
});

t.test('a database file that cannot be opened', async (t) => {
  const dataDir = tempDataDir(t);
  mkdirSync(join(dataDir, DATABASE_FILE));
  const run = await runFailingStart({ dataDir, adminPassword: PASSWORD });
  assertOneLine(t, run, dataDir, 'cannot be opened', 'SQLITE_CANTOPEN');
});

t.test('the disk fills while the first start writes the sample data', async (t) => {
  const dataDir = tempDataDir(t);
  // A database capped at 1 MB fails its writes as a full disk does (SQLITE_FULL), without filling one.
  const run = await runFailingStart({ dataDir, adminPassword: PASSWORD, env: { GSG_SEED: '1', GSG_DATABASE_MAX_MB: '1' } });
  assertOneLine(t, run, dataDir, 'the disk is full', 'SQLITE_FULL');
});

t.test('a setting the server cannot use, and a port already taken', async (t) => {
  const bad = await runFailingStart({ dataDir: tempDataDir(t), adminPassword: PASSWORD, env: { GSG_TRUST_PROXY: 'everyone' } });
  assertOneLine(t, bad, 'GSG_TRUST_PROXY', 'everyone');

  const port = await freePort();
  const holder = createServer();
  await new Promise<void>((listening) => holder.listen(port, '127.0.0.1', listening));
  t.teardown(() => holder.close());
  const taken = await runFailingStart({ dataDir: tempDataDir(t), adminPassword: PASSWORD, port });
  assertOneLine(t, taken, `127.0.0.1:${port}`, 'in use');
});
