// The data directory of a console's first start (the admin account and the sample data, judged by the
// guardrail engine) is the same for every browser test file of a run, and seeding it is most of a console's
// start-up. It is made once into a template directory and copied for each console.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@gsg/server/app';
import { loadConfig } from '@gsg/server/config';
import { prepareFirstStart } from '@gsg/server/services/first-start';

const PREFIX = 'gsg-browser-template-';
/**
 * The sample data is drawn relative to the time of seeding, and a screen shows it relative to now: a template
 * is used for five minutes only, so the data a test sees is never older than a fresh console's of a long
 * test file.
 */
const TEMPLATE_PERIOD_MS = 5 * 60_000;
/** Templates of earlier periods (or of older code) are removed once surely no test copies them any more. */
const STALE_AFTER_MS = 30 * 60_000;

/** What the seeded data is made by: the server, the shared code and the sample data, file by file. */
const SOURCE_DIRS = ['server/src', 'shared/src', 'sample-data/src'].map((dir) => fileURLToPath(new URL(`../../../${dir}`, import.meta.url)));

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path);
    else if (entry.isFile()) hash.update(path).update('\0').update(readFileSync(path)).update('\0');
  }
}

let sourceKey: string | undefined;
function templateKey(adminPassword: string, now: number): string {
  if (!sourceKey) {
    const hash = createHash('sha256');
    for (const dir of SOURCE_DIRS) hashTree(hash, dir);
    sourceKey = hash.digest('hex');
  }
  return createHash('sha256')
    .update(`${sourceKey}\0${adminPassword}\0${Math.floor(now / TEMPLATE_PERIOD_MS)}`)
    .digest('hex')
    .slice(0, 24);
}

function removeStaleTemplates(now: number): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const path = join(tmpdir(), name);
    try {
      if (now - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another test file.
    }
  }
}

/** Seeds a first start into `dataDir` as a console's start would, and closes it (its files complete). */
async function seedFirstStart(dataDir: string, adminPassword: string, webDist: string): Promise<void> {
  const config = loadConfig({ GSG_DATA_DIR: dataDir, GSG_ADMIN_PASSWORD: adminPassword, GSG_WEB_DIST: webDist, GSG_SEED: 'true' });
  const app = await buildApp({ config });
  try {
    await prepareFirstStart(app.store, app.secretBox, config, () => {}, () => {});
  } finally {
    await app.close();
  }
}

/**
 * Fills the empty `dataDir` with a copy of the seeded first start, making the template first when this
 * period has none yet. Test files running side by side may each make one; the first to finish is kept.
 */
export async function copySeededFirstStart(dataDir: string, adminPassword: string, webDist: string): Promise<void> {
  const now = Date.now();
  const template = join(tmpdir(), `${PREFIX}${templateKey(adminPassword, now)}`);
  let copied = false;
  try {
    cpSync(template, dataDir, { recursive: true });
    copied = true;
  } catch {
    // No template yet for this period: made below, into a clean directory.
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (copied) return;
  removeStaleTemplates(now);
  const building = mkdtempSync(join(tmpdir(), `${PREFIX}building-`));
  try {
    await seedFirstStart(building, adminPassword, webDist);
    cpSync(building, dataDir, { recursive: true });
    try {
      renameSync(building, template);
    } catch {
      // Another test file made it first.
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
