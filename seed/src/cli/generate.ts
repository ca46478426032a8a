// npm run generate -- --logs 1000000 [--data-dir DIR] [--seed TEXT] [--users N] [--batch-size N]
// Appends generated conversation logs (the last 30 days) to a data directory's database, encrypted with
// that directory's key, so a server started on the directory can list, chart and reveal them.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@gsg/server/config';
import { createStore } from '@gsg/server/store';
// Not among @gsg/server's exports yet; the key handling must be the server's own so reveal works.
import { createSecretBox, loadSecretKey } from '@gsg/server/security/secret-box';
import { DEFAULT_BATCH_SIZE, generateLogs } from '../generate.ts';

const USAGE = 'usage: npm run generate -- --logs N [--data-dir DIR] [--seed TEXT] [--users N] [--batch-size N]';

function positiveInt(name: string, raw: string): number {
  const n = Number(raw.replaceAll('_', ''));
  if (Number.isSafeInteger(n) && n >= 1) return n;
  console.error(`--${name} must be a positive whole number, got '${raw}'\n${USAGE}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    logs: { type: 'string' },
    'data-dir': { type: 'string' },
    seed: { type: 'string' },
    users: { type: 'string' },
    'batch-size': { type: 'string' },
  },
});

const count = values.logs === undefined ? 1_000_000 : positiveInt('logs', values.logs);
const users = values.users === undefined ? undefined : positiveInt('users', values.users);
const batchSize = values['batch-size'] === undefined ? DEFAULT_BATCH_SIZE : positiveInt('batch-size', values['batch-size']);
// npm runs workspace scripts inside seed/; relative paths mean the directory the command was typed in.
const base = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig({ ...process.env, GSG_DATA_DIR: resolve(base, values['data-dir'] ?? process.env.GSG_DATA_DIR ?? 'data') });
const now = new Date();
const seed = values.seed ?? now.toISOString();

const store = await createStore({ dataDir: config.dataDir, mongodbUri: config.mongodbUri });
const secretBox = createSecretBox(loadSecretKey(config.secretKey, config.dataDir));
const format = (n: number) => n.toLocaleString('en-US');
console.log(`Generating ${format(count)} logs over the last 30 days into ${config.mongodbUri ? 'MongoDB' : config.dataDir} (seed '${seed}')`);

const started = performance.now();
let reported = 0;
try {
  const written = await generateLogs(store, {
    count,
    now,
    seed,
    users,
    batchSize,
    seal: (text) => secretBox.seal(text),
    onProgress(done) {
      const percent = Math.floor((done / count) * 100);
      if (percent < reported + 5 && done < count) return;
      reported = percent;
      const perSecond = done / ((performance.now() - started) / 1000);
      console.log(`${String(percent).padStart(3)}%  ${format(done)} logs  ${format(Math.round(perSecond))} logs/s`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`Done: ${format(written)} logs in ${seconds.toFixed(1)} s (${format(Math.round(written / seconds))} logs/s)`);
} finally {
  await store.close();
}
