// npm run bench:web [-- --dist DIR] [--runs N] [--logs N]
// What a person feels of the console in the browser, measured in headless Chromium against the real
// server on loopback (sample data in a throwaway directory, signed in):
// - the initial JavaScript of the dashboard route: every script the page requested until its KPI cards
//   showed, gzip-compressed as a server would send it;
// - the time from navigation to the KPI cards rendered (median of several cold loads);
// - frame timing while the Monitoring table scrolls through 100,000 generated logs.
// Prints the figures next to the targets. Builds the bundle into a temporary directory unless --dist names
// one already built.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { seedSampleData } from '@gsg/server/sample-data-seeding';
import { loadConfig } from '@gsg/server/config';
import { createStore, type Store } from '@gsg/server/store';
import { createSecretBox, loadSecretKey } from '@gsg/server/security/secret-box';
import { generateLogs } from '@gsg/seed/generate';
import { quantile, startBenchServer, type BenchServer } from '@gsg/seed/bench/harness';

const TARGETS = { initialJsGzipKb: 600, kpisMs: 1500 };
const PASSWORD = 'Bench-Web-Password-1';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FRAME_MS = 1000 / 60;
// A steady scroll: two 32 px rows a frame, a brisk wheel. A fling: the whole table in this many frames.
const STEADY_FRAMES = 600;
const STEADY_STEP_PX = 64;
const FLING_FRAMES = 300;
const SCROLL_TEST_ID = 'monitoring-table-scroll';
// Loading 100,000 rows page by page takes a while on a shared machine; past this something is wrong.
const LOAD_ALL_TIMEOUT_MS = 5 * 60_000;

const webDir = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { dist: { type: 'string' }, runs: { type: 'string' }, logs: { type: 'string' } } });
const runs = Number(values.runs ?? 7);
const logCount = Number(values.logs ?? 100_000);
for (const [name, n] of [['--runs', runs], ['--logs', logCount]] as const) {
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number`);
}
const format = (n: number) => n.toLocaleString('en-US');

function buildBundle(scratch: string): string {
  if (values.dist) {
    const dist = resolve(process.env.INIT_CWD ?? process.cwd(), values.dist);
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no built console`);
    return dist;
  }
  const dist = join(scratch, 'dist');
  console.log('Build: vite build...');
  execFileSync(process.execPath, [join(webDir, '../node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  return dist;
}

async function withStore(dataDir: string, use: (store: Store, seal: (text: string) => string) => Promise<void>): Promise<void> {
  const config = loadConfig({ ...process.env, GSG_DATA_DIR: dataDir });
  const store = await createStore({ dataDir: config.dataDir, mongodbUri: undefined });
  const secretBox = createSecretBox(loadSecretKey(config.secretKey, config.dataDir));
  try {
    await use(store, (text) => secretBox.seal(text));
  } finally {
    await store.close();
  }
}

async function signedInPage(browser: Browser, base: string): Promise<Page> {
  // A fresh context each time: an empty HTTP cache, as on a first visit.
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  const res = await context.request.post('/api/v1/auth/login', { data: { username: 'admin', password: PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  // The bench server waives Settings › Security › MFA required (see startBenchServer): every second factor
  // asks for a code that is good once, and a benchmark signs in many times.
  if (((await res.json()) as { mfaEnrolmentRequired?: boolean }).mfaEnrolmentRequired) throw new Error('the bench server should not require MFA');
  // tsx compiles this file with esbuild's keepNames, which wraps named functions in a `__name` helper;
  // the functions handed to the page need it there too.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error(`page error: ${err.message}`));
  return page;
}

interface KpiLoad {
  ms: number;
  /** When the document's scripts had run (DOMContentLoaded) and when GET /dashboard answered. */
  domReadyMs: number;
  dataMs: number;
  scripts: string[];
}

/** One cold load of the dashboard: ms from navigation start to the first frame with the KPI cards. */
async function loadDashboard(browser: Browser, base: string): Promise<KpiLoad> {
  const page = await signedInPage(browser, base);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  try {
    await page.goto('/');
    const shown = await page.waitForFunction(
      () => (document.querySelectorAll('a.kpi-card [data-testid="kpi-value"]').length === 4 ? performance.now() : false),
      null,
      { polling: 'raf', timeout: 30_000 },
    );
    const { domReadyMs, dataMs } = await page.evaluate(() => ({
      domReadyMs: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
      dataMs:
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => new URL(e.name).pathname === '/api/v1/dashboard')
          ?.responseEnd ?? NaN,
    }));
    return { ms: (await shown.jsonValue()) as number, domReadyMs, dataMs, scripts: [...scripts] };
  } finally {
    await page.context().close();
  }
}

interface KpiTimes {
  median: number;
  min: number;
  max: number;
  domReady: number;
  data: number;
  scripts: string[];
}

async function measureKpis(browser: Browser, base: string): Promise<KpiTimes> {
  await loadDashboard(browser, base); // warm-up: the server's first dashboard query and Chromium's start
  const loads: KpiLoad[] = [];
  for (let i = 0; i < runs; i++) loads.push(await loadDashboard(browser, base));
  const median = (pick: (l: KpiLoad) => number) => quantile(loads.map(pick).sort((a, b) => a - b), 0.5);
  const times = loads.map((l) => l.ms).sort((a, b) => a - b);
  return {
    median: quantile(times, 0.5),
    min: times[0]!,
    max: times.at(-1)!,
    domReady: median((l) => l.domReadyMs),
    data: median((l) => l.dataMs),
    scripts: loads[0]!.scripts,
  };
}

/** The gzip size of the scripts a load requested, read from the build as the server sends them. */
function initialJs(dist: string, scripts: readonly string[]): { files: number; rawKb: number; gzipKb: number } {
  let raw = 0;
  let gzip = 0;
  const files = [...new Set(scripts)];
  for (const path of files) {
    const bytes = readFileSync(join(dist, path));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { files: files.length, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

interface Frames {
  p50: number;
  p95: number;
  max: number;
  dropped: number;
  frames: number;
}

/** Scrolls the table programmatically, one step per animation frame, timing every frame. */
async function scrollFrames(page: Page, frames: number, stepPx: number | 'fling'): Promise<Frames> {
  const durations = await page.evaluate(
    ([testId, count, step]) =>
      new Promise<number[]>((done) => {
        const scroller = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;
        scroller.scrollTop = 0;
        const px = step === 'fling' ? (scroller.scrollHeight - scroller.clientHeight) / count : step;
        const times: number[] = [];
        let last = -1;
        const frame = (now: number) => {
          if (last >= 0) times.push(now - last);
          last = now;
          if (times.length >= count) return done(times);
          scroller.scrollTop += px;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    [SCROLL_TEST_ID, frames, stepPx] as const,
  );
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted.at(-1)!,
    dropped: durations.reduce((sum, d) => sum + Math.max(0, Math.round(d / FRAME_MS) - 1), 0),
    frames: durations.length,
  };
}

/** Opens Monitoring and scrolls to the end until every log is loaded into the table; returns the row count. */
async function loadAllRows(page: Page, expected: number): Promise<number> {
  await page.goto('/monitoring');
  const scroller = page.getByTestId(SCROLL_TEST_ID);
  try {
    await scroller.waitFor({ timeout: 30_000 });
  } catch {
    throw new Error(`the Monitoring table (data-testid '${SCROLL_TEST_ID}') did not show`);
  }
  const started = Date.now();
  let rows = 0;
  while (rows < expected) {
    if (Date.now() - started > LOAD_ALL_TIMEOUT_MS) throw new Error(`only ${format(rows)} of ${format(expected)} rows loaded in time`);
    rows = await scroller.evaluate(async (el) => {
      el.scrollTop = el.scrollHeight;
      await new Promise((r) => setTimeout(r, 100));
      return Math.round(el.scrollHeight / 32);
    });
  }
  return rows;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const frameText = (f: Frames) =>
  `p50 ${f.p50.toFixed(1)} / p95 ${f.p95.toFixed(1)} / max ${f.max.toFixed(1)} ms, ${f.dropped} dropped of ${f.frames}`;

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'gsg-bench-web-'));
  let server: BenchServer | null = null;
  let browser: Browser | null = null;
  try {
    const dist = buildBundle(scratch);
    process.env.GSG_WEB_DIST = dist;
    const dataDir = join(scratch, 'data');
    await withStore(dataDir, async (store, seal) => {
      const counts = await seedSampleData(store, { now: new Date(), seal });
      console.log(`Data: sample data seeded (${Object.entries(counts).map(([kind, n]) => `${format(n)} ${kind}`).join(', ')})`);
    });

    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    server = await startBenchServer(dataDir, PASSWORD);
    const seeded = await measureKpis(browser, server.base);
    const js = initialJs(dist, seeded.scripts);
    await server.stop();
    server = null;

    console.log(`Data: generating ${format(logCount)} logs...`);
    let total = 0;
    await withStore(dataDir, async (store, seal) => {
      await generateLogs(store, { count: logCount, now: new Date(), seed: 'bench-web', seal });
      total = (await store.logs.summary({})).total;
    });
    server = await startBenchServer(dataDir, PASSWORD);
    const large = await measureKpis(browser, server.base);
    const page = await signedInPage(browser, server.base);
    const loadStarted = performance.now();
    const rows = await loadAllRows(page, total);
    console.log(`Monitoring: ${format(rows)} rows in the table after ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);
    const steady = await scrollFrames(page, STEADY_FRAMES, STEADY_STEP_PX);
    const fling = await scrollFrames(page, FLING_FRAMES, 'fling');

    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const table: Array<[string, string, string, string]> = [
      ['Initial JS, dashboard route (gzip)', `${js.gzipKb.toFixed(1)} KB`, `≤ ${TARGETS.initialJsGzipKb} KB`, verdict(js.gzipKb <= TARGETS.initialJsGzipKb)],
      ['  scripts loaded before the KPIs', `${js.files} files, ${js.rawKb.toFixed(0)} KB raw`, '', ''],
      [`Navigation → KPIs, sample data (median of ${runs})`, ms(seeded.median), `≤ ${TARGETS.kpisMs} ms`, verdict(seeded.median <= TARGETS.kpisMs)],
      ['  min / max', `${ms(seeded.min)} / ${ms(seeded.max)}`, '', ''],
      ['  DOMContentLoaded / GET /dashboard answered', `${ms(seeded.domReady)} / ${ms(seeded.data)}`, '', ''],
      [`Navigation → KPIs, + ${format(logCount)} logs (median)`, ms(large.median), `≤ ${TARGETS.kpisMs} ms`, verdict(large.median <= TARGETS.kpisMs)],
      [`Monitoring scroll, ${format(rows)} rows, ${STEADY_STEP_PX} px/frame`, frameText(steady), '', ''],
      [`Monitoring fling, all rows in ${FLING_FRAMES} frames`, frameText(fling), '', ''],
    ];
    const widths = [0, 1, 2].map((i) => Math.max(...table.map((row) => row[i]!.length)));
    console.log('\nbench:web');
    for (const row of table) console.log(row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell)).join('  ').trimEnd());
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
