import t from 'tap';
import type { Page } from 'playwright-core';
import type { Detection, DetectionPage } from '@gsg/shared';
import { type ConsoleHarness, leaveScreen, openPopover, shown, sidewaysOverflowAt, skipWithoutChromium, startConsole } from './harness.ts';
import { cardValues, formatCount, listCall as tableListCall, screenshot } from './table-screens.ts';

const COLUMNS = ['User', 'Hostname', 'IP Address', 'OS', 'AI Tool', 'Detection Time', 'Actions'];

const listCall = (page: Page, action: () => Promise<unknown>, until?: (query: Record<string, string>) => boolean) =>
  tableListCall<DetectionPage>(page, '/api/v1/detections', action, until);

async function openDiscover(page: Page): Promise<DetectionPage> {
  await leaveScreen(page);
  const { body } = await listCall(page, () => page.goto('/discover'));
  await page.locator('.discover-table tbody tr').first().waitFor();
  return body;
}

const rows = (page: Page) => page.locator('.discover-table tbody tr');
const column = (page: Page, index: number) => page.locator(`.discover-table tbody tr td:nth-child(${index + 1})`).allTextContents();
const cards = cardValues;
const footer = (page: Page) => page.locator('.pager__start').textContent();

// Blueprint draws its own box over the input: a user clicks the label.
const tick = (page: Page, option: string) => page.getByRole('group', { name: 'OS' }).locator('label.bp6-checkbox', { hasText: option }).click();

const summaryTexts = (body: DetectionPage) => [body.summary.totalUsers, body.summary.totalHosts, body.summary.totalTools].map(formatCount);

/** A detection as an agent reports it: the server adds the catalogued tool, and the action when none is given. */
type Reported = Omit<Detection, 'toolId' | 'action'> & { action?: Detection['action'] };

let eventSeq = 0;
/** An agent's detection through the public ingest API (a session is accepted there too). */
async function ingestDetection(page: Page, fields: Partial<Reported> = {}): Promise<Reported> {
  const detection = {
    user: 'Quinn Live',
    hostname: 'LIVE-HOST-01',
    ipAddress: '10.77.0.1',
    os: 'Windows' as const,
    aiTool: 'LiveTool',
    timestamp: new Date().toISOString(),
    ...fields,
  };
  const res = await page.request.post('/api/v1/ingest/events', {
    data: [{ type: 'detection', eventId: `discover-test-${++eventSeq}-${Date.now()}`, ...detection }],
  });
  if (!res.ok()) throw new Error(`ingest failed: ${res.status()} ${await res.text()}`);
  const { accepted } = (await res.json()) as { accepted: Array<{ id: string }> };
  return { id: accepted[0]!.id, ...detection };
}

async function api(gsg: ConsoleHarness, query: Record<string, string>): Promise<DetectionPage> {
  return gsg.api<DetectionPage>(`/detections?${new URLSearchParams(query)}`);
}

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('shadow AI discovery', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test('cards, table and footer show the API figures', async (t) => {
    const page = await gsg.newPage(t);
    const body = await openDiscover(page);
    t.ok(await shown(page.getByRole('heading', { name: 'Shadow AI Discovery' })));
    t.ok(await shown(page.getByText('Find and track unauthorized AI tools on your network')), 'the subtitle');
    t.same(await page.locator('.discover-table thead th').allTextContents(), COLUMNS, 'the spec columns');
    t.same(await page.locator('.stat-card__title').allTextContents(), ['Total Users', 'Total Hosts', 'Total AI Tools']);
    t.same(await cards(page), summaryTexts(body), 'distinct users, hosts and tools');
    t.ok(body.total > 25, 'the sample data fills more than a page');
    t.equal(await rows(page).count(), 25, 'the default page size is 25');
    t.same(await column(page, 0), body.items.map((d) => d.user), 'newest first, as the API lists them');
    t.same(await column(page, 4), body.items.map((d) => d.aiTool));
    t.equal(await footer(page), `Showing 25 of ${body.total} results`);
    t.equal(await page.locator('.pager__position').textContent(), `Page 1 of ${Math.ceil(body.total / 25)}`);
    await screenshot(gsg, page, 'discover-default');

    // A phone: the cards stack and the table scrolls sideways inside its card.
    t.equal(await sidewaysOverflowAt(page, 390), 0, 'the page itself does not scroll sideways');
    await screenshot(gsg, page, 'discover-narrow');
  });

  t.test('the table and its filters stay put while the AI tools panel loads', async (t) => {
    const page = await gsg.newPage(t);
    // Hold the tools list back until the sightings are shown, as a slow server would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/ai-tools', async (route) => {
      await held;
      await route.continue();
    });
    await openDiscover(page);
    const osFilter = page.getByRole('button', { name: 'OS: All' });
    const before = await osFilter.boundingBox();
    const loaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/ai-tools');
    release();
    await loaded;
    await page.locator('.ai-tools-table tbody tr[data-tool-id]').first().waitFor();
    t.same(await osFilter.boundingBox(), before, 'the OS filter has not moved under the pointer');
  });

  t.test('header filters: text, OS checklist, date-time range with presets and custom From/To', async (t) => {
    const page = await gsg.newPage(t);
    await openDiscover(page);

    const text = await listCall(page, () => page.getByRole('searchbox', { name: 'Filter user, hostname, IP or AI tool' }).fill('deepseek'), (q) => q.search === 'deepseek');
    t.equal(text.query.search, 'deepseek', 'the text filter is sent as typed, after a pause');
    t.ok(text.body.total > 0);
    t.ok((await column(page, 4)).every((tool) => /deepseek/i.test(tool)), 'every row is a DeepSeek sighting');
    t.same(await cards(page), summaryTexts(text.body), 'the cards count the filtered set');
    t.equal(await footer(page), `Showing ${Math.min(25, text.body.total)} of ${text.body.total} results`);
    await listCall(page, () => page.getByRole('button', { name: /^Clear Filter user/ }).click());

    // OS: empty means all; ticking narrows to the ticked systems.
    await openPopover(page, page.getByRole('button', { name: 'OS: All' }));
    const linux = await listCall(page, () => tick(page, 'Linux'));
    t.equal(linux.query.os, 'Linux');
    t.same([...new Set(await column(page, 3))], ['Linux'], 'only Linux rows');
    const both = await listCall(page, () => tick(page, 'macOS'));
    t.equal(both.query.os, 'macOS,Linux', 'several systems, in the list order');
    t.same((await api(gsg, { os: 'macOS,Linux' })).total, both.body.total);
    t.ok((await column(page, 3)).every((os) => os === 'Linux' || os === 'macOS'));
    t.ok(await shown(page.getByRole('button', { name: 'OS: macOS, Linux' })), 'the button names the choice');
    // What the window shows only: a full-page shot resizes the page, which can close the popover mid-test.
    await gsg.screenshot(page, 'discover-os-filter', { fullPage: false });
    const all = await listCall(page, () => page.getByRole('group', { name: 'OS' }).getByRole('button', { name: 'Clear' }).click());
    t.notOk(all.query.os, 'cleared: no OS filter');
    await page.keyboard.press('Escape');

    // Presets: the start is worked out when the query is made.
    const range = await openPopover(page, page.getByRole('button', { name: 'Detection Time: Any time' }));
    t.same(
      await range.getByRole('group', { name: 'Detection Time range' }).locator('.range-filter__presets button').allTextContents(),
      ['Today', 'Last 24h', 'Last 7d', 'Last 30d'],
    );
    const before = Date.now();
    const day = await listCall(page, () => range.getByRole('button', { name: 'Last 24h' }).click());
    const from = Date.parse(day.query.from!);
    t.ok(Math.abs(from - (before - 86_400_000)) < 10_000, 'Last 24h starts a day ago');
    t.equal(day.body.total, (await api(gsg, { from: day.query.from! })).total);
    t.ok(day.body.items.every((d) => Date.parse(d.timestamp) >= from), 'only the last day');
    t.ok(await shown(page.getByRole('button', { name: 'Detection Time: Last 24h' })));

    const again = await openPopover(page, page.getByRole('button', { name: 'Detection Time: Last 24h' }));
    const today = await listCall(page, () => again.getByRole('button', { name: 'Today' }).click());
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    t.equal(today.query.from, midnight.toISOString(), 'Today starts at local midnight');

    // Custom: the spec's first sample rows are 1.5 h to 78 h old; a window from 2 to 6 days ago.
    const local = (msAgo: number) => {
      const d = new Date(Date.now() - msAgo - new Date().getTimezoneOffset() * 60_000);
      return d.toISOString().slice(0, 16);
    };
    const panel = (await openPopover(page, page.getByRole('button', { name: 'Detection Time: Today' }))).getByRole('group', { name: 'Detection Time range' });
    await panel.getByLabel('From').fill(local(6 * 86_400_000));
    await panel.getByLabel('To').fill(local(7 * 86_400_000));
    t.ok(await shown(panel.getByText("'From' must be before 'To'")), 'a backwards range is refused');
    t.ok(await panel.getByRole('button', { name: 'Apply' }).isDisabled());
    await panel.getByLabel('To').fill(local(2 * 86_400_000));
    await gsg.screenshot(page, 'discover-time-filter', { fullPage: false });
    const custom = await listCall(page, () => panel.getByRole('button', { name: 'Apply' }).click());
    const [lo, hi] = [Date.parse(custom.query.from!), Date.parse(custom.query.to!)];
    t.ok(Math.abs(hi - lo - 4 * 86_400_000 - 59_999) < 1000, 'From and To are sent, To inclusive to its minute');
    t.ok(custom.body.total > 0);
    t.ok(custom.body.items.every((d) => Date.parse(d.timestamp) >= lo && Date.parse(d.timestamp) <= hi), 'only rows inside');
    t.equal(custom.body.total, (await api(gsg, { from: custom.query.from!, to: custom.query.to! })).total);
  });

  t.test('Quick Search, page sizes and paging', async (t) => {
    const page = await gsg.newPage(t);
    const first = await openDiscover(page);

    const quick = await listCall(page, () => page.getByRole('searchbox', { name: 'Quick Search' }).fill('MACOS'), (q) => q.q === 'MACOS');
    t.equal(quick.query.q, 'MACOS');
    t.ok(quick.body.total > 0);
    t.same([...new Set(await column(page, 3))], ['macOS'], 'matches the OS field too, ignoring case');
    await listCall(page, () => page.getByRole('searchbox', { name: 'Quick Search' }).fill(''));

    t.same(await page.locator('.pager__size select option').allTextContents(), ['25', '50', '100']);
    const fifty = await listCall(page, () => page.locator('.pager__size select').selectOption('50'));
    t.equal(fifty.query.pageSize, '50');
    t.equal(await rows(page).count(), 50);
    t.equal(await footer(page), `Showing 50 of ${first.total} results`);

    const second = await listCall(page, () => page.getByRole('button', { name: 'Next' }).click());
    t.equal(second.query.page, '2');
    t.equal(await page.locator('.pager__position').textContent(), `Page 2 of ${Math.ceil(first.total / 50)}`);
    t.same(await column(page, 0), second.body.items.map((d) => d.user), 'the second page');
    t.ok(await page.getByRole('button', { name: 'Previous' }).isEnabled());
    await listCall(page, () => page.locator('.pager__size select').selectOption('100'));
    t.equal(await page.locator('.pager__position').textContent(), `Page 1 of ${Math.ceil(first.total / 100)}`, 'a new size starts at page 1');
    t.equal(await rows(page).count(), Math.min(100, first.total));
  });

  t.test('Refresh, View Details and a failed load', async (t) => {
    const page = await gsg.newPage(t);
    const body = await openDiscover(page);

    await listCall(page, () => page.getByRole('button', { name: 'Refresh' }).click());
    await page.getByText('Data refreshed', { exact: true }).waitFor();

    await rows(page).first().getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Detection Details' });
    await dialog.waitFor();
    const newest = body.items[0]!;
    t.same(await dialog.locator('dt').allTextContents(), ['User', 'Hostname', 'IP Address', 'OS', 'AI Tool', 'Detection Time', 'Detection ID']);
    const values = await dialog.locator('dd').allTextContents();
    t.same(values.slice(0, 5), [newest.user, newest.hostname, newest.ipAddress, newest.os, newest.aiTool], "the detection's fields");
    t.equal(values[6], newest.id);
    t.match(values[5], /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/, 'the time, readable');
    await screenshot(gsg, page, 'discover-details');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    await page.route('**/api/v1/detections?*', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' } }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('Failed to load shadow AI detections', { exact: true }).waitFor();
    t.ok(await shown(page.locator('.bp6-toast').getByText('Error', { exact: true })), "titled 'Error'");
    await page.getByText('Data refreshed', { exact: true }).waitFor({ state: 'detached' });
    t.pass('the error replaces the success toast');
    t.equal(await rows(page).count(), 25, 'the rows shown stay');
  });

  t.test('Export downloads the filtered rows as the spec file, properly quoted', async (t) => {
    const page = await gsg.newPage(t);
    await ingestDetection(page, { user: 'Casey "CJ" Jones', aiTool: 'Writer, Pro', hostname: 'EXPORT-HOST-9', os: 'Linux' });
    await openDiscover(page);
    await listCall(page, () => page.getByRole('searchbox', { name: 'Filter user, hostname, IP or AI tool' }).fill('export-host'));
    t.equal(await rows(page).count(), 1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    t.match(file.suggestedFilename(), /^shadow-ai-detections-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.csv$/, 'the spec file name with a timestamp');
    const csv = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    t.equal(lines[0], 'User,Hostname,IP Address,OS,AI Tool,Timestamp', 'the spec columns');
    t.match(lines[1], /^"Casey ""CJ"" Jones",EXPORT-HOST-9,10\.77\.0\.1,Linux,"Writer, Pro",\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, 'quotes and commas quoted');
    t.equal(lines.length, 2, 'only the filtered row');
    await page.getByText('Data exported successfully').waitFor();
    t.ok(await shown(page.locator('.bp6-toast').getByText('Success', { exact: true })));
  });

  t.test('new detections arrive live, respecting the filters and the page', async (t) => {
    const page = await gsg.newPage(t);
    const before = await openDiscover(page);

    const fresh = await ingestDetection(page, { user: 'Robin Newcomer', hostname: 'NEW-LAPTOP-42', aiTool: 'BrandNewAI' });
    const arrived = rows(page).first();
    await arrived.getByText(fresh.user).waitFor();
    t.same((await arrived.locator('td').allTextContents()).slice(0, 5), [fresh.user, fresh.hostname, fresh.ipAddress, fresh.os, fresh.aiTool], 'on top');
    t.ok(await arrived.evaluate((tr) => tr.classList.contains('table-row--arrived')), 'marked as new');
    t.equal(await rows(page).count(), 25, 'the page keeps its size');
    t.equal(await footer(page), `Showing 25 of ${before.total + 1} results`);
    const s = before.summary;
    await page.waitForFunction(
      (expected) => [...document.querySelectorAll('[data-testid="stat-value"]')].map((e) => e.textContent).join() === expected,
      [s.totalUsers + 1, s.totalHosts + 1, s.totalTools + 1].map(formatCount).join(),
    );
    t.pass('a new user, host and tool each add one to the cards');
    await screenshot(gsg, page, 'discover-live');

    // Filtered to macOS: a Windows detection does not show; a macOS one does.
    await openPopover(page, page.getByRole('button', { name: 'OS: All' }));
    const mac = await listCall(page, () => tick(page, 'macOS'));
    await page.keyboard.press('Escape');
    await ingestDetection(page, { user: 'Windows Only', os: 'Windows' });
    await ingestDetection(page, { user: 'Mac Person', hostname: 'mac-live-7', os: 'macOS' });
    await rows(page).first().getByText('Mac Person').waitFor();
    t.equal(await page.getByText('Windows Only').count(), 0, 'a detection outside the filter stays out');
    t.equal(await footer(page), `Showing ${Math.min(25, mac.body.total + 1)} of ${mac.body.total + 1} results`);

    // On a later page the rows stay put; the count still moves.
    await openPopover(page, page.getByRole('button', { name: 'OS: macOS' }));
    await listCall(page, () => page.getByRole('group', { name: 'OS' }).getByRole('button', { name: 'Clear' }).click());
    await page.keyboard.press('Escape');
    const second = await listCall(page, () => page.getByRole('button', { name: 'Next' }).click());
    const users = await column(page, 0);
    await ingestDetection(page, { user: 'Page One Only' });
    await page.waitForFunction((total) => document.querySelector('.pager__start')?.textContent === `Showing 25 of ${total} results`, second.body.total + 1);
    t.same(await column(page, 0), users, 'page 2 does not shift');
    t.equal(await page.getByText('Page One Only').count(), 0);
  });
});
