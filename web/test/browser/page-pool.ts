// The pages of a browser-test file, handed on from one test to the next. A page in a new browser context
// costs Chromium a new renderer process, which parses and runs the whole console and its stylesheet before
// the first frame: several seconds of CPU per test, most of what the browser tests used. A page handed on
// keeps its renderer, so the next test's first screen costs about a third of that.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * A same-origin document that runs none of the console (a small JSON answer that needs no session). A page
 * parked here has stopped the last screen's scripts, sockets and timers, and stays in the renderer process
 * that has the console loaded: a navigation to about:blank moves a page to a new process, whose first
 * console costs the full price again.
 */
export const QUIET_PATH = '/api/v1/auth/sign-in-options';

export interface PageSetup {
  viewport: { width: number; height: number };
  signedIn: boolean;
}

/** What a test changed on its page that outlives a navigation, undone before the page is handed on. */
type Undo = () => Promise<unknown>;

interface PooledPage {
  page: Page;
  undo: Undo[];
}

export class PagePool {
  private readonly idle: PooledPage[] = [];

  constructor(
    private readonly browser: Browser,
    private readonly baseUrl: string,
    private readonly signIn: (context: BrowserContext) => Promise<void>,
  ) {}

  /** A page for one test, set up as asked: an idle one handed on when there is one, else a new one. */
  async take({ viewport, signedIn }: PageSetup): Promise<{ page: Page; release: () => Promise<void> }> {
    let pooled = this.idle.pop();
    if (pooled) {
      await pooled.page.setViewportSize(viewport);
    } else {
      pooled = { page: await this.open(viewport), undo: [] };
      this.recordLastingChanges(pooled);
    }
    if (signedIn) await this.signIn(pooled.page.context());
    const lent = pooled;
    return { page: lent.page, release: () => this.giveBack(lent) };
  }

  private async open(viewport: PageSetup['viewport']): Promise<Page> {
    const context = await this.browser.newContext({ baseURL: this.baseUrl, viewport });
    // The tests run through tsx, whose esbuild output wraps named functions in a `__name(fn, "name")`
    // helper; a function handed to page.evaluate is sent as its source, helper calls included, so the
    // page gets a no-op helper of the same name.
    await context.addInitScript('globalThis.__name = (fn) => fn;');
    return context.newPage();
  }

  /**
   * Init scripts and emulated media stay with a page across navigations: those a test adds are recorded, to be
   * undone before the page is handed on. A test that changes anything else a page keeps (permissions,
   * geolocation, offline, extra headers) undoes it before it ends, or it is added here.
   */
  private recordLastingChanges(pooled: PooledPage): void {
    const { page } = pooled;
    const addInitScript = page.addInitScript.bind(page);
    page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
      const script = await addInitScript(...args);
      pooled.undo.push(() => script.dispose());
      return script;
    }) as Page['addInitScript'];
    const emulateMedia = page.emulateMedia.bind(page);
    page.emulateMedia = async (options) => {
      // A new context's media: Playwright's defaults.
      pooled.undo.push(() => emulateMedia({ media: null, colorScheme: 'light', reducedMotion: 'no-preference', forcedColors: 'none', contrast: 'no-preference' }));
      return emulateMedia(options);
    };
  }

  /** Closes the pool's pages, with their contexts: the console they were for is closing. */
  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map(({ page }) => page.context().close().catch(() => undefined)));
  }

  /**
   * Empties a page its test is done with: its listeners and routes, what it changed that outlives a
   * navigation, its screen (parked on QUIET_PATH), the origin's storage and the cookies. A page that cannot
   * be emptied (closed by its test, or crashed) is closed instead of handed on.
   */
  private async giveBack(pooled: PooledPage): Promise<void> {
    const { page } = pooled;
    try {
      if (page.isClosed()) throw new Error('closed by its test');
      page.removeAllListeners();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      for (const undo of pooled.undo.splice(0).reverse()) await undo();
      await page.goto(`${this.baseUrl}${QUIET_PATH}`);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.context().clearCookies();
      this.idle.push(pooled);
    } catch {
      await page.context().close().catch(() => undefined);
    }
  }
}
