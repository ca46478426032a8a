import t from 'tap';
import type { Page } from 'playwright-core';
import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SERVER_UNREACHABLE } from '../../src/state/server-reach.ts';
import { SCREEN_FAILED } from '../../src/components/ScreenErrorBoundary.tsx';
import { shown, skipWithoutChromium, startConsole, WEB_DIST } from './harness.ts';

const WALL = '/?view=wall';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** What the issue allows from the server's return to data on both screens, without a manual reload. */
const BACK_WITHIN_MS = 30_000;

t.test('a console and the wall ride out a server restart, with no reload by hand', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);
  const page = await gsg.newPage(t);
  await page.goto('/monitoring');
  await page.locator('.bp6-table-body-cells .bp6-table-cell').first().waitFor();
  const wall = await gsg.newPage(t, { viewport: { width: 1920, height: 1080 } });
  await wall.goto(WALL);
  await wall.getByTestId('kpi-value').first().waitFor();

  await gsg.stopServer();
  // While the server is away, the user moves on to a screen whose code and data are not loaded yet.
  await nav(page).getByRole('link', { name: 'Alerts' }).click();
  await page.getByText(SERVER_UNREACHABLE).waitFor();
  t.pass('the header says the server cannot be reached');
  await wall.getByText(SERVER_UNREACHABLE).waitFor();
  t.pass('so does the wall');
  t.equal(new URL(page.url()).pathname, '/alerts', 'the console stays where the user went: a lost server is not a sign-out');
  await gsg.screenshot(page, 'server-unreachable');
  await gsg.screenshot(wall, 'wall-server-unreachable');

  await gsg.startServer();
  const back = Date.now();
  await page.locator('tr[data-alert-id]').first().waitFor({ timeout: BACK_WITHIN_MS });
  t.pass(`the alerts load by themselves (${Date.now() - back} ms after the server came back)`);
  await page.getByText(SERVER_UNREACHABLE).waitFor({ state: 'detached' });
  t.equal(new URL(page.url()).pathname, '/alerts', 'still on the alerts');

  await wall.getByText(SERVER_UNREACHABLE).waitFor({ state: 'detached', timeout: BACK_WITHIN_MS });
  await wall.waitForFunction(() => document.querySelector('[data-live-status="connected"]') !== null, null, { timeout: BACK_WITHIN_MS });
  t.ok((await wall.getByTestId('kpi-value').count()) === 4, 'the wall shows its figures again, live');

  // A screen that is not live (settings), its code already loaded, loads its data once the server is back.
  const retention = page.getByRole('region', { name: 'General Settings' }).getByLabel('Data Retention Period');
  await nav(page).getByRole('link', { name: 'Settings' }).click();
  await retention.waitFor();
  await nav(page).getByRole('link', { name: 'Alerts' }).click();
  await page.locator('tr[data-alert-id]').first().waitFor();
  await gsg.stopServer();
  await nav(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByText(SERVER_UNREACHABLE).waitFor();
  await gsg.startServer();
  await retention.waitFor({ timeout: BACK_WITHIN_MS });
  t.equal(await page.locator('.bp6-toast').count(), 0, 'and no error was shown for what the header already said');
});

/**
 * What `npm run build` does to a console left open: every fingerprinted file gets a new name, and the
 * old ones are gone. Here each name gains a suffix and every reference to it follows.
 */
function rebuildInPlace(dist: string): void {
  const assets = join(dist, 'assets');
  const renames = readdirSync(assets).map((name) => [name, name.replace(/(\.\w+)$/, 'n$1')] as const);
  const texts = [join(dist, 'index.html'), ...renames.map(([, to]) => join(assets, to))];
  for (const [from, to] of renames) renameSync(join(assets, from), join(assets, to));
  for (const file of texts) {
    if (!/\.(html|js|css)$/.test(file)) continue;
    const before = readFileSync(file, 'utf8');
    const after = renames.reduce((text, [from, to]) => text.replaceAll(from, to), before);
    if (after !== before) writeFileSync(file, after);
  }
}

t.test('a screen whose files a new build replaced reloads the page once, and opens', { skip: skipWithoutChromium }, async (t) => {
  const dist = join(mkdtempSync(join(tmpdir(), 'gsg-rebuilt-')), 'dist');
  t.teardown(() => rmSync(dirname(dist), { recursive: true, force: true }));
  cpSync(WEB_DIST, dist, { recursive: true });
  const gsg = await startConsole(t, { GSG_WEB_DIST: dist });
  const page = await gsg.newPage(t);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/');
  await page.getByTestId('kpi-value').first().waitFor();

  rebuildInPlace(dist);
  await nav(page).getByRole('link', { name: 'Alerts' }).click();
  await page.locator('tr[data-alert-id]').first().waitFor();
  t.equal(loads, 2, 'the page reloaded once, to get the new build');
  t.equal(new URL(page.url()).pathname, '/alerts', 'on the screen the user asked for');
  t.equal(await page.evaluate(() => sessionStorage.length), 0, 'and the once-only mark is cleared for the next build');
});

t.test('a screen whose file is missing even from the new build reloads once, not in a loop, and says so', { skip: skipWithoutChromium }, async (t) => {
  const dist = join(mkdtempSync(join(tmpdir(), 'gsg-broken-')), 'dist');
  t.teardown(() => rmSync(dirname(dist), { recursive: true, force: true }));
  cpSync(WEB_DIST, dist, { recursive: true });
  const gsg = await startConsole(t, { GSG_WEB_DIST: dist });
  const page = await gsg.newPage(t, { ignorePageErrors: true });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/');
  await page.getByTestId('kpi-value').first().waitFor();

  rebuildInPlace(dist);
  const assets = join(dist, 'assets');
  for (const name of readdirSync(assets).filter((name) => name.startsWith('AlertsScene-'))) rmSync(join(assets, name));
  await nav(page).getByRole('link', { name: 'Alerts' }).click();
  await page.getByText(SCREEN_FAILED).waitFor();
  t.equal(loads, 2, 'one reload, then the screen says it could not be shown');
  t.ok(await shown(nav(page)), 'the shell stays, so the user can go elsewhere');
  await nav(page).getByRole('link', { name: 'Monitoring' }).click();
  await page.locator('.bp6-table-body-cells .bp6-table-cell').first().waitFor();
  t.pass('another screen opens');
});
