// The browser-test harness: a real server (real SQLite in a temp dir, seeded sample data, the built web
// bundle) in this process, and a real headless Chromium driven by playwright-core.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext, type Cookie, type Locator, type Page } from 'playwright-core';
import rootTap, { type Test } from 'tap';
import { buildApp } from '@gsg/server/app';
import { loadConfig } from '@gsg/server/config';
import { waiveMfaRequirement } from '@gsg/server/test-support/mfa-requirement';
import { sqliteRawStore, type RawStore } from '@gsg/server/test-support/raw-store';
import { ADMIN_USERNAME, prepareFirstStart } from '@gsg/server/services/first-start';
import { PagePool, QUIET_PATH } from './page-pool.ts';
import { copySeededFirstStart } from './seeded-template.ts';

export const ADMIN_PASSWORD = 'Browser-Test-Password-7';
export { ADMIN_USERNAME };

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// GSG_TEST_WEB_DIST points the tests at another build (one per working copy when several run at once).
export const WEB_DIST = process.env.GSG_TEST_WEB_DIST || fileURLToPath(new URL('../../dist', import.meta.url));
const SCREENSHOT_DIR = fileURLToPath(new URL('../../../artifacts/screenshots', import.meta.url));

/**
 * The `skip` option for every browser test: a reason when no Chromium is installed, so the run reports
 * the tests as skipped instead of passing them silently. Nothing ever downloads a browser.
 */
export const skipWithoutChromium: string | false = existsSync(CHROMIUM_PATH)
  ? false
  : `no Chromium found at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`;

export interface PageOptions {
  /** Sign in as the seeded admin before the page opens (the default). */
  signedIn?: boolean;
  viewport?: { width: number; height: number };
  /** For tests that break the app on purpose: its exceptions are then expected, not failures. */
  ignorePageErrors?: boolean;
}

export interface ConsoleHarness {
  /** The running server (a new one after `restartServer`). */
  readonly app: FastifyInstance;
  baseUrl: string;
  /** What the server keeps at rest, read around its store. */
  raw: RawStore;
  /** Stops the server, as a restart or a crash would take it away; the browser stays. */
  stopServer(): Promise<void>;
  /** Starts the server again on the same port and data. */
  startServer(): Promise<void>;
  /**
   * A page for the test, signed in unless asked otherwise: one an earlier test of the file may have had,
   * emptied (no listeners, routes, storage or cookies left; see page-pool.ts), or a new one.
   */
  newPage(t: Test, options?: PageOptions): Promise<Page>;
  /** A JSON GET against the API as the admin, outside the browser: what the screen should show. */
  api<T>(path: string): Promise<T>;
  /**
   * Saves a PNG under artifacts/screenshots/ for a person to look at: the full page, or only what the window
   * shows (`fullPage: false`), which leaves an open popover open (a full-page shot resizes the page, which
   * can close one while the test goes on to click in it).
   */
  screenshot(page: Page, name: string, options?: { fullPage?: boolean }): Promise<void>;
}

const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });

let launched: Promise<Browser> | null = null;

/**
 * The process's Chromium, launched on first use and closed when the process's tests end. The files of a
 * test group (server/test-support/test-groups.ts) share it: a launch costs Chromium about 1.7 s of CPU,
 * and each console still gets contexts of its own, closed with its test. One that crashed is replaced.
 */
async function processBrowser(): Promise<Browser> {
  if (!launched) {
    launched = launchChromium();
    rootTap.teardown(async () => (await launched)?.close());
  }
  const asked = launched;
  const browser = await asked;
  if (browser.isConnected()) return browser;
  // Callers that found it gone together wait for one new launch.
  if (launched === asked) launched = launchChromium();
  return launched;
}

async function signInContext(context: BrowserContext, baseUrl: string): Promise<void> {
  // context.request shares the context's cookie jar, so the session cookie lands in the browser too.
  const res = await context.request.post(`${baseUrl}/api/v1/auth/login`, {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

/**
 * Starts the server and its browser contexts for `t`; they close when `t` ends (the browser when the process's
 * tests do).
 * - `env` adds configuration, for example GSG_TRUST_PROXY for a console behind a proxy.
 * - `mfaRequired` is Settings › Security › MFA required, on in the product: off here unless the test is
 *   about it, since most tests sign in as people who have no MFA and are about something else.
 * - `port` fixes its port (0: any), for a test that must know the address first (GSG_PUBLIC_URL, say).
 */
export async function startConsole(t: Test, env: NodeJS.ProcessEnv = {}, { mfaRequired = false, port: wantedPort = 0 } = {}): Promise<ConsoleHarness> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST} has no built console: run \`npm run build\` first (the root \`npm test\` does).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'gsg-browser-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  // A console on the default configuration starts from a copy of the seeded first start (see
  // seeded-template.ts); one configured otherwise seeds its own, as the product does.
  if (Object.keys(env).length === 0) await copySeededFirstStart(dataDir, ADMIN_PASSWORD, WEB_DIST);
  const config = loadConfig({ GSG_DATA_DIR: dataDir, GSG_ADMIN_PASSWORD: ADMIN_PASSWORD, GSG_WEB_DIST: WEB_DIST, GSG_SEED: 'true', ...env });
  let app: FastifyInstance | null = await buildApp({ config });
  t.teardown(() => app?.close());
  if (!mfaRequired) await waiveMfaRequirement(app.store);
  // The admin account and the sample data, unless copied above.
  await prepareFirstStart(app.store, app.secretBox, config, () => {}, () => {});
  await app.listen({ port: wantedPort, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${port}`;

  const browser = await processBrowser();

  const adminContext = await browser.newContext({ baseURL: baseUrl });
  await signInContext(adminContext, baseUrl);
  t.teardown(() => adminContext.close());
  const pages = new PagePool(browser, baseUrl, (context) => signInContext(context, baseUrl));
  t.teardown(() => pages.close());

  return {
    get app() {
      if (!app) throw new Error('the server is stopped');
      return app;
    },
    baseUrl,
    raw: sqliteRawStore(dataDir),
    async stopServer() {
      const running = app;
      app = null;
      await running?.close();
    },
    async startServer() {
      if (app) throw new Error('the server is running');
      app = await buildApp({ config });
      await app.listen({ port, host: '127.0.0.1' });
    },
    async newPage(t, { signedIn = true, viewport = { width: 1280, height: 800 }, ignorePageErrors = false } = {}) {
      const { page, release } = await pages.take({ viewport, signedIn });
      t.teardown(async () => {
        if (!t.passing()) await recordFailure(t, page);
        await release();
      });
      // An exception in the app is a failure whatever the test looks at.
      if (!ignorePageErrors) page.on('pageerror', (err) => t.fail(`page error: ${err.message}`));
      // So is anything the Content-Security-Policy refused: the console must work within it.
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) t.fail(`CSP: ${message.text()}`);
      });
      return page;
    },
    async api<T>(path: string) {
      const res = await adminContext.request.get(`${baseUrl}/api/v1${path}`);
      if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
      return (await res.json()) as T;
    },
    async screenshot(page, name, { fullPage = true } = {}) {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
    },
  };
}

/**
 * Resolves once the Blueprint Collapse around `content` has slid open. It slides its content in (a
 * translateY over 200 ms) and sets its height to auto at the end: on a loaded machine a click on a button
 * mid-slide landed where the button no longer was, and nothing happened.
 */
export async function collapseOpened(content: Locator): Promise<void> {
  await content.evaluate(
    (element) =>
      new Promise<void>((opened) => {
        // Outside a Collapse there is nothing to wait for.
        const collapse = element.closest('.bp6-collapse') as HTMLElement | null;
        const check = () => (!collapse || collapse.style.height === 'auto' ? opened() : requestAnimationFrame(check));
        check();
      }),
  );
}

/**
 * What a debounced text filter must do while `term` is typed key by key: its last query is for the whole
 * term, and the keys are not each a query. A pause in typing applies what is typed so far, so a stalled
 * browser on a loaded machine may send an early prefix too: every query is one.
 */
export function checkDebounced(t: Test, queried: ReadonlyArray<string | undefined>, term: string, what: string): void {
  t.equal(queried.at(-1), term, `${what}: the last query is for the whole term once typing pauses`);
  t.ok(
    queried.length < term.length && queried.every((q) => q !== undefined && term.startsWith(q)),
    `${what}: queries while typing ${JSON.stringify(queried)}, not one per key`,
  );
}

/**
 * What the page showed when its test failed, for the person reading the run: a screenshot beside the others
 * (artifacts/screenshots/failed-<test>.png) and, in the test's output, its address and the text of any open
 * dialog or callout, which is what a failed wait on a screen usually needs explained.
 */
async function recordFailure(t: Test, page: Page): Promise<void> {
  if (page.isClosed()) return;
  const name = `failed-${t.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}`;
  try {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, timeout: 5000 });
    const shown = await page
      .locator('.bp6-dialog, .bp6-callout')
      .allInnerTexts()
      .catch(() => []);
    t.comment(`the page at ${page.url()} (screenshot ${name}.png) showed: ${JSON.stringify(shown.join(' | ').slice(0, 2000))}`);
  } catch (err) {
    t.comment(`the failed page could not be recorded: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * Leaves the screen the page shows for a quiet document, so that only calls of the document opened next can
 * answer a `waitForResponse` set up before `goto`. An open screen refetches its lists whenever the server
 * announces a change; an answer to the old document could match just before the navigation, which drops its
 * body ("Response body is not available for a response that was navigated away from"). The quiet document is
 * same-origin (page-pool.ts), so the page keeps its renderer.
 */
export async function leaveScreen(page: Page): Promise<void> {
  if (page.url() !== 'about:blank' && new URL(page.url()).pathname !== QUIET_PATH) await page.goto(QUIET_PATH);
}

/**
 * How far the page scrolls sideways once laid out at a phone's width. Measured when the new width has settled:
 * on the frame of the resize the page may still be as wide as before, and a long table takes a moment to reflow.
 */
export async function sidewaysOverflowAt(page: Page, width: number, height = 844): Promise<number> {
  await page.setViewportSize({ width, height });
  await page
    .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, null, { timeout: 5000 })
    .catch(() => undefined);
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Whether the element shows, waiting a while for it: a screen draws what the server answers a moment after
 * the action that asked for it, and a look taken once (`isVisible`) fails whenever the machine is slow.
 */
export const shown = (locator: Locator, timeout = 10_000): Promise<boolean> =>
  locator.waitFor({ state: 'visible', timeout }).then(
    () => true,
    () => false,
  );

/**
 * What `read` gives once it equals `expected` (deeply, for a list) or passes it (a test), or what it gives when
 * `timeout` has passed. An action's effect (a click, a key, a fill, an answer or a push from the server) is drawn
 * a moment later, and a look taken once right after the action fails whenever the machine is slow. The test still
 * asserts on the value returned, so a failure reports what the page really showed.
 */
export async function valueSettled<T>(read: () => Promise<T>, expected: T | ((value: T) => boolean), timeout = 5000): Promise<T> {
  const settled = typeof expected === 'function' ? (expected as (value: T) => boolean) : (value: T) => isDeepStrictEqual(value, expected);
  const until = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (settled(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The element's attribute once it reads `expected`, or what it reads when `timeout` has passed: a click's effect
 * is drawn on a later frame, and a look taken once right after the click fails whenever the machine is slow.
 */
export const attributeSettled = (locator: Locator, name: string, expected: string, timeout = 5000): Promise<string | null> =>
  valueSettled(() => locator.getAttribute(name), expected, timeout);

/**
 * Waits until a popover holds the focus. Blueprint moves the focus into a popover on the frame after it opens;
 * keys pressed before that frame land on the page behind it, which a person never manages but a test on a busy
 * machine does.
 */
export const focusReaches = (popoverContent: Locator): Promise<void> =>
  popoverContent.evaluate(
    (content) =>
      new Promise<void>((resolve) => {
        const overlay = content.closest('.bp6-overlay') ?? content;
        const check = () => (overlay.contains(document.activeElement) ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );

/*
 * Popovers (menus, filter panels, the bell's panel). Blueprint shows each through a CSS transition on its
 * `.bp6-popover-transition-container`, driven by react-transition-group under the name `bp6-popover`: the
 * container is `-appear`/`-enter` then `-appear-active`/`-enter-active` while it scales in, `-enter-done` once it
 * has opened, `-exit` then `-exit-active` while it fades out (300 ms each way), and only then leaves the page.
 * A click aimed at a popover that is still scaling in lands where its item was a frame before; a trigger
 * clicked, or an item looked up, while the previous copy is still fading out acts on the copy that is leaving.
 * Either way the click is lost: a person never manages it, a test on a busy machine does. Tooltips use the same
 * container and are no popover here.
 */

/** The popover that has fully opened (not a tooltip); after `openPopover`, the one it opened. */
export const openedPopover = (page: Page): Locator =>
  page.locator('.bp6-popover-transition-container.bp6-popover-enter-done').filter({ hasNot: page.locator('.bp6-tooltip') });

/** Waits until every popover on the page is in one of `states`, and at least one is when `some`. */
function popoversSettle(page: Page, states: ReadonlyArray<'entering' | 'open' | 'leaving'>, some: boolean, timeout?: number): Promise<unknown> {
  return page.waitForFunction(
    ([states, some]) => {
      const popovers = [...document.querySelectorAll('.bp6-popover-transition-container')].filter((el) => !el.querySelector('.bp6-tooltip'));
      const stateOf = (el: Element) =>
        [...el.classList].some((c) => c.startsWith('bp6-popover-exit'))
          ? 'leaving'
          : el.classList.contains('bp6-popover-enter-done')
            ? 'open'
            : 'entering';
      return (!some || popovers.length > 0) && popovers.every((el) => states.includes(stateOf(el)));
    },
    [states, some] as const,
    { timeout },
  );
}

/**
 * Opens a popover with a click on `trigger` (or the key `press`, once it has the focus) and returns it once it has
 * fully opened. First waits until no earlier popover is still fading out, then, after the click, until the new
 * one has finished scaling in and the one the click closed, if any, has left: so the popover returned is the only
 * one on the page, where its items stay put.
 */
export async function openPopover(page: Page, trigger: Locator, { press }: { press?: string } = {}): Promise<Locator> {
  await popoversSettle(page, ['entering', 'open'], false);
  if (press) await trigger.press(press);
  else await trigger.click();
  await popoversSettle(page, ['open'], true);
  return openedPopover(page);
}

/**
 * Waits until no popover is left on the page, its fade-out included: for a test that opens one again, or reads what
 * the page behind shows once the menu has gone.
 */
export const popoverClosed = (page: Page, timeout?: number): Promise<unknown> => popoversSettle(page, [], false, timeout);

/**
 * A cookie of the page's context once it holds `value`, or as it stands after `timeout`: the browser writes
 * what `document.cookie` sets to its cookie store a moment later, so a read right after the action may still
 * see the old value.
 */
export const cookieOnceSet = (page: Page, name: string, value: string, timeout = 5000): Promise<Cookie | undefined> =>
  valueSettled(
    async () => (await page.context().cookies()).find((c) => c.name === name),
    (cookie) => cookie?.value === value,
    timeout,
  );
