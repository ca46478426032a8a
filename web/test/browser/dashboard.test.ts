import t from 'tap';
import type { Page } from 'playwright-core';
import { format, parseISO } from 'date-fns';
import { DASHBOARD_CHARTS, DASHBOARD_CHARTS_STORAGE_KEY, type Dashboard, type DashboardLayout } from '@gsg/shared';
import { leaveScreen, shown, skipWithoutChromium, startConsole, valueSettled } from './harness.ts';

const NAMES = new Map(DASHBOARD_CHARTS.map((c) => [c.id, c.name]));
const DEFAULT_TITLES = DASHBOARD_CHARTS.filter((c) => c.enabled).map((c) => c.name);
const formatCount = new Intl.NumberFormat('en-US').format;

const KPI_LINKS = [
  { title: 'Total Queries', caption: 'Last 30 days', href: '/monitoring' },
  { title: 'Blocked Queries', caption: 'Security blocked', href: '/monitoring?status=blocked' },
  { title: 'Flagged Queries', caption: 'Requires review', href: '/monitoring?status=flagged' },
  { title: 'Policy Violations', caption: 'Total violations', href: '/monitoring?status=blocked,flagged' },
];

/** Opens the dashboard and waits for the page's own GET /dashboard, whose answer the screen must show. */
async function openDashboard(page: Page): Promise<Dashboard> {
  await leaveScreen(page);
  const response = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/dashboard');
  await page.goto('/');
  const data = (await (await response).json()) as Dashboard;
  await page.locator('a.kpi-card').first().waitFor();
  return data;
}

const widgetTitles = (page: Page) => page.locator('.widget .widget__title').allTextContents();
const savedLayout = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), DASHBOARD_CHARTS_STORAGE_KEY).then((raw) => (raw === null ? null : (JSON.parse(raw) as DashboardLayout)));

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('dashboard', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test('skeletons while loading, then KPI cards with the API numbers that link to Monitoring', async (t) => {
    const page = await gsg.newPage(t);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/dashboard', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/');
    const skeletons = page.locator('.kpi-card.bp6-skeleton');
    await skeletons.first().waitFor();
    t.equal(await skeletons.count(), 4, 'four pulsing skeleton cards while loading');
    release();
    await page.locator('a.kpi-card').first().waitFor();
    t.equal(await skeletons.count(), 0, 'the skeletons go once loaded');

    // The page's numbers against the API's, fetched in the page (same session) once it has settled.
    const api = (await page.evaluate(() => fetch('/api/v1/dashboard').then((r) => r.json()))) as Dashboard;
    const { kpis } = api;
    t.ok(kpis.totalQueries > 0, 'the sample data has queries');
    t.equal(kpis.policyViolations, kpis.topPolicyViolations.reduce((sum, p) => sum + p.count, 0), 'violations = the top list summed');
    t.same(
      await page.getByTestId('kpi-value').allTextContents(),
      [kpis.totalQueries, kpis.blockedQueries, kpis.flaggedQueries, kpis.policyViolations].map(formatCount),
      'the four values, with thousands separators',
    );
    t.match(await page.getByTestId('kpi-value').first().textContent(), /^\d{1,3}(,\d{3})*$/);

    for (const kpi of KPI_LINKS) {
      const card = page.getByRole('link', { name: new RegExp(`^${kpi.title}`) });
      t.equal(await card.getAttribute('href'), kpi.href, `${kpi.title} links to ${kpi.href}`);
      t.match(await card.textContent(), kpi.caption, `captioned '${kpi.caption}'`);
    }
    await gsg.screenshot(page, 'dashboard-default');

    await page.getByRole('link', { name: /^Blocked Queries/ }).click();
    await page.getByRole('heading', { name: 'Monitoring' }).waitFor();
    t.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/monitoring?status=blocked', 'a click follows the link');

    await openDashboard(page);
    await page.getByRole('link', { name: /^Policy Violations/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Monitoring' }).waitFor();
    t.equal(decodeURIComponent(new URL(page.url()).search), '?status=blocked,flagged', 'and so does Enter');
  });

  t.test('the four default widgets, with their titles, subtitles, legends and content', async (t) => {
    const page = await gsg.newPage(t);
    const data = await openDashboard(page);
    await page.locator('.widget').first().waitFor();
    t.same(await widgetTitles(page), DEFAULT_TITLES, 'the default charts in the default order');
    t.same(
      await page.locator('.widget .widget__subtitle').allTextContents(),
      DASHBOARD_CHARTS.filter((c) => c.enabled).map((c) => c.description),
    );

    const traffic = page.locator('[data-chart-id="query-traffic"]');
    t.same(await traffic.locator('.chart-legend__item').allTextContents(), ['Total Queries', 'Blocked', 'Flagged'], 'the legend');
    const canvas = traffic.locator('canvas');
    const { canvasWidth, cardWidth } = await traffic.evaluate((el) => ({
      canvasWidth: el.querySelector('canvas')!.getBoundingClientRect().width,
      cardWidth: el.querySelector('.chart__canvas')!.getBoundingClientRect().width,
    }));
    t.ok(canvasWidth > 200 && Math.abs(canvasWidth - cardWidth) <= 1, 'the chart fills its card');
    t.ok(await shown(canvas));

    // Hovering a point puts its date and values in the legend.
    await traffic.locator('.u-over').hover();
    await traffic.locator('.chart-legend__point').waitFor();
    const hoveredDate = await traffic.locator('.chart-legend__point').textContent();
    const point = data.queryTraffic.find((p) => format(parseISO(p.date), 'MMM d') === hoveredDate);
    t.ok(point, `the hovered date ${hoveredDate} is a traffic point`);
    t.same(
      await traffic.locator('.chart-legend__value').allTextContents(),
      [point!.queries, point!.blocked, point!.flagged].map(formatCount),
      "and the legend shows that day's values",
    );
    await gsg.screenshot(page, 'dashboard-hover');
    await page.mouse.move(0, 0);

    const pie = page.locator('[data-chart-id="violation-types"] svg.pie');
    t.equal(await pie.locator('path, circle').count(), data.violationTypes.filter((s) => s.value > 0).length, 'one slice each');
    t.equal(await pie.locator('.pie__label text').count(), data.violationTypes.filter((s) => s.value > 0).length);
    t.match(await pie.locator('.pie__label text').first().textContent(), /^.+ \d+%$/, 'labelled with name and percent');

    const policies = page.locator('[data-chart-id="top-policy-violations"] li');
    t.same(
      await policies.allTextContents(),
      data.kpis.topPolicyViolations.map((p) => `${p.policy}${formatCount(p.count)} violations`),
      "each policy with 'N violations'",
    );
    const users = page.locator('[data-chart-id="user-violations"] li');
    t.equal(await users.count(), data.kpis.topViolators.length);
    t.equal(await users.first().locator('.user-avatar').textContent(), data.kpis.topViolators[0]!.user.charAt(0).toUpperCase(), 'an initial avatar');

    // Narrower than the two-column breakpoint: one column, and the chart follows its card's new width.
    await page.setViewportSize({ width: 900, height: 800 });
    await page.waitForFunction(() => {
      const card = document.querySelector('[data-chart-id="query-traffic"] .chart__canvas')!;
      const canvasEl = card.querySelector('canvas')!;
      return Math.abs(canvasEl.getBoundingClientRect().width - card.getBoundingClientRect().width) <= 1;
    });
    const columns = await page.locator('.widget-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    t.equal(columns, 1, 'one column on a narrow window');
    await gsg.screenshot(page, 'dashboard-narrow');
  });

  t.test('customize: limits, reordering, save and reset', async (t) => {
    const page = await gsg.newPage(t, { viewport: { width: 1280, height: 900 } });
    await openDashboard(page);
    await page.getByRole('button', { name: 'Customize Dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize Dashboard' });
    await dialog.waitFor();
    const count = dialog.locator('.customize-dialog__count');
    t.equal(await count.textContent(), 'Currently selected: 4/8 charts');

    const box = (id: string) => dialog.getByRole('checkbox', { name: NAMES.get(id as never)!, exact: true });
    for (const chart of DASHBOARD_CHARTS) {
      t.equal(await box(chart.id).isChecked(), chart.enabled, `${chart.name} starts ${chart.enabled ? 'on' : 'off'}`);
      t.equal(await box(chart.id).isDisabled(), chart.enabled, chart.enabled ? 'and cannot be unchecked at 4' : 'and can be checked');
    }

    const up = (name: string) => dialog.getByRole('button', { name: `Move ${name} up` });
    const down = (name: string) => dialog.getByRole('button', { name: `Move ${name} down` });
    const first = DASHBOARD_CHARTS[0]!.name;
    const last = DASHBOARD_CHARTS.at(-1)!.name;
    t.ok(await up(first).isDisabled(), 'up is disabled on the first row');
    t.ok(await down(first).isEnabled());
    t.ok(await down(last).isDisabled(), 'down is disabled on the last row');
    t.ok(await up(last).isEnabled());

    // Blueprint draws its own box over the input: a user clicks the label, or uses Space.
    // Each tick is drawn a moment after its key or click: the dialog is read once it has caught up.
    await box('shadow-ai-trend').press('Space');
    t.ok(await valueSettled(() => box('shadow-ai-trend').isChecked(), true), 'Space checks a box');
    for (const id of ['blocked-vs-allowed', 'top-ai-tools', 'endpoint-coverage']) {
      await dialog.locator('label.bp6-checkbox', { hasText: NAMES.get(id as never)! }).click();
    }
    t.equal(await valueSettled(() => count.textContent(), 'Currently selected: 8/8 charts'), 'Currently selected: 8/8 charts');
    t.ok(await box('alert-response-time').isDisabled(), 'nothing more can be checked at 8');
    t.ok(await box('peak-usage-hours').isDisabled());
    t.ok(await box('query-traffic').isEnabled(), 'and a chart can be unchecked again');

    // Top AI Tools to the top (keyboard for the first step), Violation Types one down.
    await up('Top AI Tools Used').focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 5; i++) await up('Top AI Tools Used').click();
    await down('Violation Types').click();
    t.ok(await up('Top AI Tools Used').isDisabled(), 'the moved row is now first');
    const expectedOrder = [
      'top-ai-tools',
      'query-traffic',
      'top-policy-violations',
      'violation-types',
      'user-violations',
      'shadow-ai-trend',
      'blocked-vs-allowed',
      'endpoint-coverage',
      'alert-response-time',
      'peak-usage-hours',
    ];
    const expectedNames = expectedOrder.map((id) => NAMES.get(id as never));
    const rowNames = await valueSettled(() => dialog.locator('.customize-list__row .bp6-checkbox').allTextContents(), expectedNames);
    t.same(rowNames, expectedNames, 'the dialog shows the new order');
    await gsg.screenshot(page, 'dashboard-customize-dialog');

    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Dashboard customized', { exact: true }).waitFor();
    t.ok(await shown(page.getByText('Your dashboard layout has been saved.')), 'the success toast');
    await dialog.waitFor({ state: 'detached' });
    t.same(
      await savedLayout(page),
      expectedOrder.map((id, i) => ({ id, enabled: i < 8 })),
      "saved to localStorage 'dashboard-charts' as {id, enabled} in order",
    );
    const customizedTitles = expectedOrder.slice(0, 8).map((id) => NAMES.get(id as never));
    t.same(await widgetTitles(page), customizedTitles, 'the grid shows the eight in the new order');
    // Every chart drew something: canvases have a size, pies have slices.
    for (const id of ['top-ai-tools', 'query-traffic', 'shadow-ai-trend']) {
      t.ok(await shown(page.locator(`[data-chart-id="${id}"] canvas`).first()), `${id} has a canvas`);
    }
    for (const id of ['violation-types', 'blocked-vs-allowed', 'endpoint-coverage']) {
      t.ok((await page.locator(`[data-chart-id="${id}"] .pie path, [data-chart-id="${id}"] .pie circle`).count()) > 0, `${id} has slices`);
    }
    t.match(
      await page.locator('[data-chart-id="endpoint-coverage"] .pie__label text').first().textContent(),
      /^With Client \d+(\.\d)?%$/,
      'endpoint coverage shows the value as a percent',
    );
    await page.locator('.bp6-toast').waitFor({ state: 'detached' });
    await gsg.screenshot(page, 'dashboard-customized');

    await page.reload();
    await page.locator('.widget').first().waitFor();
    t.same(await widgetTitles(page), customizedTitles, 'the layout survives a reload');

    await page.getByRole('button', { name: 'Customize Dashboard' }).click();
    t.equal(await count.textContent(), 'Currently selected: 8/8 charts', 'the dialog opens on the saved layout');
    await dialog.getByRole('button', { name: 'Reset to Default' }).click();
    await page.getByText('Reset to default', { exact: true }).waitFor();
    t.ok(await shown(page.getByText('Dashboard layout has been reset to default configuration.')), 'the reset toast');
    t.equal(await savedLayout(page), null, 'the saved layout is removed');
    t.same(await widgetTitles(page), DEFAULT_TITLES, 'the default charts again');
  });

  t.test('saving outside 4..8 is refused with the spec toasts', async (t) => {
    const page = await gsg.newPage(t);
    await openDashboard(page);
    // Only a hand-edited saved layout can be outside the limits: the checkboxes never allow it.
    const store = (enabled: number) =>
      page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [DASHBOARD_CHARTS_STORAGE_KEY, JSON.stringify(DASHBOARD_CHARTS.map((c, i) => ({ id: c.id, enabled: i < enabled })))] as const,
      );
    const dialog = page.getByRole('dialog', { name: 'Customize Dashboard' });

    await store(3);
    await page.getByRole('button', { name: 'Customize Dashboard' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Minimum 4 charts required', { exact: true }).waitFor();
    t.ok(await shown(page.getByText('Please select at least 4 charts to display.')));
    t.ok(await shown(dialog), 'the dialog stays open');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await store(9);
    await page.getByRole('button', { name: 'Customize Dashboard' }).click();
    t.equal(await dialog.locator('.customize-dialog__count').textContent(), 'Currently selected: 9/8 charts');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Maximum 8 charts allowed', { exact: true }).waitFor();
    t.ok(await shown(page.getByText('Please select no more than 8 charts to display.')));
  });

  t.test('a corrupt saved layout is logged and the defaults show', async (t) => {
    const page = await gsg.newPage(t);
    await openDashboard(page);
    await page.evaluate((key) => localStorage.setItem(key, '{not json'), DASHBOARD_CHARTS_STORAGE_KEY);
    const logged = page.waitForEvent('console', { predicate: (msg) => msg.type() === 'error' && msg.text().includes('Failed to parse saved charts') });
    await page.reload();
    await logged;
    await page.locator('.widget').first().waitFor();
    t.same(await widgetTitles(page), DEFAULT_TITLES, 'the default charts');
  });

  t.test('the KPI cards count a new conversation live, without a reload', async (t) => {
    const page = await gsg.newPage(t);
    await openDashboard(page);
    await page.waitForFunction(() => document.querySelector('[data-live-status="connected"]') !== null);
    const [total, blocked, flagged] = await page.getByTestId('kpi-value').allTextContents();
    const res = await page.request.post('/api/v1/guard/evaluate', {
      data: {
        input: 'Card 4111 1111 1111 1111, please',
        user: 'Live Kpi',
        userId: 'live.kpi',
        hostname: 'KPI-01',
        ipAddress: '10.9.8.4',
        aiModel: 'ChatGPT',
        sessionId: 'live-kpi',
      },
    });
    t.equal(((await res.json()) as { status: string }).status, 'blocked');
    const plusOne = (text: string | undefined) => formatCount(Number(text!.replace(/,/g, '')) + 1);
    await page.waitForFunction(
      (expected) => [...document.querySelectorAll('[data-testid="kpi-value"]')].slice(0, 3).map((e) => e.textContent).join('|') === expected,
      [plusOne(total), plusOne(blocked), flagged].join('|'),
      { timeout: 2_000 },
    );
    t.pass('Total and Blocked Queries go up by one; Flagged stays');
  });

  t.test('a failed load is only logged: zeros and no charts', async (t) => {
    const page = await gsg.newPage(t);
    await page.route('**/api/v1/dashboard', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' } }),
    );
    const logged = page.waitForEvent('console', { predicate: (msg) => msg.type() === 'error' && msg.text().includes('Failed to load dashboard data:') });
    await page.goto('/');
    await logged;
    await page.locator('a.kpi-card').first().waitFor();
    t.same(await page.getByTestId('kpi-value').allTextContents(), ['0', '0', '0', '0'], 'every KPI reads zero');
    t.equal(await page.locator('.widget').count(), 0, 'no charts');
    t.equal(await page.locator('.kpi-card.bp6-skeleton').count(), 0, 'and the loading state has ended');
    t.equal(await page.locator('.bp6-toast').count(), 0, 'no toast');
  });
});
