import t from 'tap';
import type { Duplex } from 'node:stream';
import type { Page } from 'playwright-core';
import { THEME_STORAGE_KEY, type AlertPage, type Dashboard } from '@gsg/shared';
import { ADMIN_PASSWORD, ADMIN_USERNAME, skipWithoutChromium, startConsole, valueSettled } from './harness.ts';

const WALL = '/?view=wall';
const formatCount = new Intl.NumberFormat('en-US').format;
const WALL_VIEWPORT = { width: 1920, height: 1080 };

const liveStatus = (page: Page, status: string, timeout?: number) =>
  page.waitForFunction((s) => document.querySelector(`[data-live-status="${s}"]`) !== null, status, { timeout });

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('wall display', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);
  // The consoles' socket.io transports, so a test can cut them as a network failure would: the WebSocket once
  // upgraded, and the long-polling requests' connections before that (on a busy machine the upgrade can take
  // longer than the test waits, and a cut that spares the polling one goes unnoticed).
  const liveSockets: Duplex[] = [];
  gsg.app.server.on('upgrade', (request, socket: Duplex) => {
    if (request.url?.startsWith('/socket.io')) liveSockets.push(socket);
  });
  gsg.app.server.on('request', (request) => {
    if (request.url?.startsWith('/socket.io')) liveSockets.push(request.socket);
  });

  t.test('full screen, dark whatever the theme, no chrome, KPIs and the connection state', async (t) => {
    const page = await gsg.newPage(t, { viewport: WALL_VIEWPORT });
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
    await page.goto(WALL);
    await page.getByTestId('wall').waitFor();
    await page.getByTestId('kpi-value').first().waitFor();
    t.equal(await page.locator('.app-sidebar, .app-header, .app-sidebar-sheet').count(), 0, 'no sidebar or header');
    t.equal(await page.getByRole('button', { name: /^Notifications|^Account menu/ }).count(), 0, 'no bell or account menu');
    t.ok(await page.evaluate(() => document.documentElement.classList.contains('bp6-dark')), 'dark, though the stored theme is light');

    const { kpis } = (await page.evaluate(() => fetch('/api/v1/dashboard').then((r) => r.json()))) as Dashboard;
    t.same(
      await page.getByTestId('kpi-value').allTextContents(),
      [kpis.totalQueries, kpis.blockedQueries, kpis.flaggedQueries, kpis.policyViolations].map(formatCount),
      'the four KPIs',
    );
    const size = await page.getByTestId('kpi-value').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    t.ok(size >= 56, `KPI figures in large type (${size}px)`);
    await liveStatus(page, 'connected');
    t.equal(await page.locator('[data-live-status]').textContent(), 'Live', 'the connection state, in words');
    await page.locator('.widget canvas').first().waitFor();
    // The ticker reads its events on its own, beside the charts: it may fill after they are drawn.
    const tickerLines = await valueSettled(() => page.getByTestId('wall-ticker-item').count(), (lines) => lines > 0);
    t.ok(tickerLines > 0, 'the ticker starts with the latest events');
    const { summary } = (await page.evaluate(() => fetch('/api/v1/alerts').then((r) => r.json()))) as AlertPage;
    t.ok(summary.overdue > 0, 'the sample history has alerts past their SLA');
    t.equal(await page.getByTestId('wall-open-alerts').textContent(), `${summary.open} open alerts · ${summary.overdue} past SLA`, 'the room sees the SLA breaches');
    await gsg.screenshot(page, 'wall');

    // Leaving the wall gives the user's own theme back.
    await page.evaluate(() => {
      history.pushState(null, '', '/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('.app-header').waitFor();
    t.notOk(await page.evaluate(() => document.documentElement.classList.contains('bp6-dark')), 'light again in the console');
  });

  t.test('every screen from 1366×768 to 3840×2160 shows the whole wall: nothing cut off, labels large, no gap', async (t) => {
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 1440, height: 900 },
      { width: 1920, height: 1080 },
      { width: 2560, height: 1440 },
      { width: 3840, height: 2160 },
    ]) {
      const page = await gsg.newPage(t, { viewport });
      await page.goto(WALL);
      await page.locator('.widget canvas').first().waitFor();
      await page.locator('.pie text').first().waitFor();
      await page.getByTestId('wall-ticker-item').first().waitFor();
      const at = `${viewport.width}×${viewport.height}`;
      const layout = await page.evaluate(() => {
        const box = (el: Element) => el.getBoundingClientRect();
        const page = document.documentElement;
        // Everything that makes a row (KPI cards, chart cards, the ticker's counts and lines) must lie whole inside the
        // screen and inside its own card.
        const rows = [...document.querySelectorAll('.kpi-card, .widget, .wall-ticker, .wall-ticker__open, .wall-ticker__item')].map((el) => {
          const b = box(el);
          const card = el.closest('.wall-ticker') ?? el;
          const c = box(card);
          return { name: el.className.split(' ')[0], cut: b.bottom > innerHeight + 0.5 || b.right > innerWidth + 0.5 || b.bottom > c.bottom + 0.5 || b.right > c.right + 0.5 };
        });
        const list = box(document.querySelector('.wall-ticker__list')!);
        const header = box(document.querySelector('.wall-ticker__header')!);
        const labels = [...document.querySelectorAll('.pie__label text, .chart-legend__item')].map(
          (el) => parseFloat(getComputedStyle(el).fontSize) * (el instanceof SVGElement ? box(el.ownerSVGElement!).width / el.ownerSVGElement!.viewBox.baseVal.width : 1),
        );
        return {
          scrolls: page.scrollHeight > innerHeight || page.scrollWidth > innerWidth,
          cut: rows.filter((r) => r.cut).map((r) => r.name),
          rows: rows.length,
          gapAboveList: list.top - header.bottom,
          smallestLabel: Math.min(...labels),
          // The canvas charts' axes are lettered in the wall's type (WallScene hands it to them).
          wallType: parseFloat(getComputedStyle(document.querySelector('.wall')!).fontSize),
        };
      });
      t.notOk(layout.scrolls, `${at}: the wall fits the screen`);
      t.same(layout.cut, [], `${at}: no card or ticker line cut off (${layout.rows} checked)`);
      t.ok(layout.gapAboveList < 20, `${at}: the events list starts under its title (${Math.round(layout.gapAboveList)} px)`);
      if (viewport.width >= 1920) {
        t.ok(layout.smallestLabel >= 18, `${at}: pie labels and legends at least 18 px (${layout.smallestLabel.toFixed(1)} px)`);
        t.ok(layout.wallType >= 18, `${at}: axis labels in the wall's type, at least 18 px (${layout.wallType} px)`);
      }
      if (viewport.width === 1920) await gsg.screenshot(page, 'wall-1080p');
      if (viewport.width === 1366) await gsg.screenshot(page, 'wall-1366x768');
      await page.close();
    }
  });

  t.test('a blocked conversation reaches the ticker and the KPIs within 2 s', async (t) => {
    const page = await gsg.newPage(t, { viewport: WALL_VIEWPORT });
    await page.goto(WALL);
    await page.getByTestId('kpi-value').first().waitFor();
    await liveStatus(page, 'connected');
    const [total, blocked] = await page.getByTestId('kpi-value').allTextContents();

    const res = await page.request.post('/api/v1/guard/evaluate', {
      data: {
        input: 'Wire it to card 4111 1111 1111 1111 today',
        user: 'Wall Watcher',
        userId: 'wall.watcher',
        hostname: 'WALL-01',
        ipAddress: '10.9.8.5',
        aiModel: 'Claude',
        sessionId: 'wall-session',
      },
    });
    t.equal(((await res.json()) as { status: string }).status, 'blocked');
    const first = page.getByTestId('wall-ticker-item').first();
    await first.filter({ hasText: 'Wall Watcher' }).waitFor({ timeout: 2_000 });
    t.match(await first.textContent(), /Blocked/, 'shown as blocked');
    t.equal(await page.getByTestId('wall-ticker-item').filter({ hasText: 'Wall Watcher' }).count(), 1, 'its log and its alert are one line');
    const plusOne = (text: string | undefined) => formatCount(Number(text!.replace(/,/g, '')) + 1);
    await page.waitForFunction(
      ([t1, b1]) => {
        const values = [...document.querySelectorAll('[data-testid="kpi-value"]')].map((e) => e.textContent);
        return values[0] === t1 && values[1] === b1;
      },
      [plusOne(total), plusOne(blocked)],
      { timeout: 2_000 },
    );
    t.pass('Total and Blocked Queries count it');
    await gsg.screenshot(page, 'wall-live');
  });

  t.test('a dropped connection shows reconnecting, then live again by itself', async (t) => {
    const page = await gsg.newPage(t, { viewport: WALL_VIEWPORT });
    liveSockets.splice(0);
    await page.goto(WALL);
    await liveStatus(page, 'connected');
    // Cut the page's transports, the WebSocket or the polling connections; a cut while socket.io is still
    // probing the upgrade may only keep it on polling, so it is cut again until the page notices.
    let noticed = false;
    for (let attempt = 0; attempt < 10 && !noticed; attempt++) {
      await new Promise((r) => setTimeout(r, 500));
      for (const socket of liveSockets.splice(0)) socket.destroy();
      noticed = await liveStatus(page, 'reconnecting', 2_000).then(
        () => true,
        () => false,
      );
    }
    t.ok(noticed, 'the cut shows at once');
    t.equal(await page.locator('[data-live-status]').textContent(), 'Reconnecting…');
    await gsg.screenshot(page, 'wall-reconnecting');
    await liveStatus(page, 'connected', 10_000);
    t.pass('back to Live without a reload');
  });

  t.test('a signed-out wall goes through sign-in and back to the wall', async (t) => {
    const page = await gsg.newPage(t, { signedIn: false, viewport: WALL_VIEWPORT });
    await page.goto(WALL);
    await page.getByLabel('Username').waitFor();
    t.equal(new URL(page.url()).searchParams.get('next'), WALL, 'sign-in remembers the wall');
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('wall').waitFor();
    t.equal(new URL(page.url()).pathname + new URL(page.url()).search, WALL, 'back on the wall');
  });
});
