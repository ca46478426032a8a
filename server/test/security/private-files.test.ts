import t from 'tap';
import { chmodSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KEY_FILE } from '../../src/security/secret-box.ts';
import { DATABASE_FILE } from '../../src/store/sqlite/database.ts';
import { buildTestApp, tempDataDir } from '../helper.ts';

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

t.test('the data directory is 0700 and the database, its WAL and the key are 0600', async (t) => {
  const dataDir = join(tempDataDir(t), 'data');
  const { as } = await buildTestApp(t, { env: { GSG_DATA_DIR: dataDir } });
  // A write, so the WAL and its index exist.
  await as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'agents' } });
  t.equal(modeOf(dataDir), '700', 'the directory');
  for (const file of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, KEY_FILE]) {
    t.equal(modeOf(join(dataDir, file)), '600', file);
  }
});

t.test('files an older version left readable are made private at start', async (t) => {
  const dataDir = join(tempDataDir(t), 'data');
  const first = await buildTestApp(t, { env: { GSG_DATA_DIR: dataDir } });
  await first.app.close();
  chmodSync(dataDir, 0o755);
  for (const file of [DATABASE_FILE, KEY_FILE]) chmodSync(join(dataDir, file), 0o644);

  await buildTestApp(t, { env: { GSG_DATA_DIR: dataDir } });
  t.equal(modeOf(dataDir), '700');
  t.equal(modeOf(join(dataDir, DATABASE_FILE)), '600');
  t.equal(modeOf(join(dataDir, KEY_FILE)), '600');
});
