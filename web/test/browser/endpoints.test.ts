import t from 'tap';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { CURRENT_CLIENT_VERSION, relativeTime, type Endpoint, type EndpointPage } from '@gsg/shared';
import { type ConsoleHarness, leaveScreen, openPopover, popoverClosed, shown, sidewaysOverflowAt, skipWithoutChromium, startConsole, valueSettled } from './harness.ts';
import { cardValues, formatCount, listCall as tableListCall, screenshot } from './table-screens.ts';

const HEADERS = ['Hostname', 'IP Address', 'OS', 'Client Version', 'Last Seen', 'Status', 'User', 'Actions'];

const isListCall = (url: string) => new URL(url).pathname === '/api/v1/endpoints';
const listCall = (page: Page, action: () => Promise<unknown>, until?: (query: Record<string, string>) => boolean) =>
  tableListCall<EndpointPage>(page, '/api/v1/endpoints', action, until);

async function openEndpoints(page: Page): Promise<EndpointPage> {
  await leaveScreen(page);
  const { body } = await listCall(page, () => page.goto('/endpoints'));
  await page.locator('.endpoints-table tbody tr').first().waitFor();
  return body;
}

const rows = (page: Page) => page.locator('.endpoints-table tbody tr');
const row = (page: Page, hostname: string) => rows(page).filter({ has: page.getByRole('button', { name: hostname, exact: true }) });
/** Cells of one column (0 = the tick box). */
const column = (page: Page, index: number) => page.locator(`.endpoints-table tbody tr td:nth-child(${index + 1})`).allTextContents();
const hostnames = (page: Page) => column(page, 1);
const cards = cardValues;
const toast = (page: Page) => page.locator('.bp6-toast').last();
const summaryTexts = ({ summary: s }: EndpointPage) => [s.total, s.activeNow, s.needsUpdate, s.offline].map(formatCount);

async function rowAction(page: Page, hostname: string, action: 'View Details' | 'Update Client' | 'Remove'): Promise<void> {
  const menu = await openPopover(page, row(page, hostname).getByRole('button', { name: `Actions for ${hostname}` }));
  const item = menu.getByRole('menu', { name: `Actions for ${hostname}` }).getByRole('menuitem', { name: action, exact: true });
  await item.click();
  // Every item closes the menu. Where it is still open, the live table was drawn again as the item was clicked
  // (an endpoint's update had just been pushed) and the click reached none: as a person would, click it again.
  if (!(await popoverClosed(page, 5000).then(() => true, () => false))) await item.click();
}

/** Blueprint draws its own box over the input: a user clicks the box's label. */
const tick = (box: Locator) => box.locator('xpath=ancestor::label').click();
/** The bulk bar's count once it reads `expected`: a tick is counted a moment after its click. */
const selectedCount = (bar: Locator, expected: string) => valueSettled(() => bar.locator('.bulk-bar__count').textContent(), expected);

let eventSeq = 0;
/** The endpoint's agent reporting in through the public ingest API (a session is accepted there too). */
async function heartbeat(page: Page, endpoint: Endpoint, clientVersion = endpoint.clientVersion): Promise<void> {
  const res = await page.request.post('/api/v1/ingest/events', {
    data: [
      {
        type: 'heartbeat',
        eventId: `endpoints-test-${++eventSeq}-${Date.now()}`,
        hostname: endpoint.hostname,
        ipAddress: endpoint.ipAddress,
        os: endpoint.os,
        clientVersion,
        user: endpoint.user,
        timestamp: new Date().toISOString(),
      },
    ],
  });
  if (!res.ok()) throw new Error(`heartbeat failed: ${res.status()} ${await res.text()}`);
}

const endpointsWhere = (gsg: ConsoleHarness, query: Record<string, string>) =>
  gsg.api<EndpointPage>(`/endpoints?${new URLSearchParams({ pageSize: '100', ...query })}`);

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('endpoints', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test('cards, table sorted by last seen, relative times and paging', async (t) => {
    const page = await gsg.newPage(t);
    const body = await openEndpoints(page);
    t.same(await page.getByRole('tab').allTextContents(), ['Manage Endpoints', 'Download GSG Client']);
    t.same(await page.locator('.stat-card__title').allTextContents(), ['Total Endpoints', 'Active Now', 'Needs Update', 'Offline']);
    t.same(await page.locator('.stat-card__caption').allTextContents(), ['Registered devices', 'Last 24 hours', 'Outdated clients', 'Not seen 7+ days']);
    t.same(await cards(page), summaryTexts(body), 'the API figures');
    t.same((await page.locator('.endpoints-table thead th').allTextContents()).slice(1), HEADERS);
    t.equal(await page.locator('th[aria-sort="descending"]').textContent(), 'Last Seen', 'sorted by last seen, newest first');
    t.same(await hostnames(page), body.items.map((e) => e.hostname), 'the rows in the API order');
    t.ok(body.total > 25, 'the sample data fills more than a page');
    t.equal(await rows(page).count(), 25);

    const lastSeen = await column(page, 5);
    const now = new Date();
    body.items.forEach((e, i) => {
      const expected = [relativeTime(e.lastSeen, now), relativeTime(e.lastSeen, new Date(now.getTime() - 60_000))];
      if (!expected.includes(lastSeen[i]!)) t.fail(`${e.hostname}: '${lastSeen[i]}' is not ${expected.join(' or ')}`);
    });
    t.match(lastSeen[0], /^(Just now|\d+ minutes? ago)$/, 'the newest in minutes');
    t.match(lastSeen.at(-1), /^\d+ (hours?|days?) ago$/);
    const outdated = body.items.find((e) => e.clientVersion !== CURRENT_CLIENT_VERSION)!;
    t.equal(await row(page, outdated.hostname).locator('td').nth(4).textContent(), `${outdated.clientVersion}Outdated`, 'outdated clients are marked');

    t.equal(await page.locator('.pager__position').textContent(), `Page 1 of ${Math.ceil(body.total / 25)}`);
    const second = await listCall(page, () => page.getByRole('button', { name: 'Next' }).click());
    t.equal(second.query.page, '2');
    t.same(await hostnames(page), second.body.items.map((e) => e.hostname));
    t.equal(await page.locator('.pager__position').textContent(), `Page 2 of ${Math.ceil(body.total / 25)}`);
    await listCall(page, () => page.getByRole('button', { name: 'Previous' }).click());
    const hundred = await listCall(page, () => page.locator('.pager__size select').selectOption('100'));
    t.equal(hundred.query.pageSize, '100');
    t.equal(await rows(page).count(), body.total, 'every endpoint on one page of 100');
    t.equal(await page.locator('.pager__position').textContent(), 'Page 1 of 1');
    t.ok(await page.getByRole('button', { name: 'Next' }).isDisabled());
    await screenshot(gsg, page, 'endpoints-manage');

    t.equal(await sidewaysOverflowAt(page, 390), 0, 'on a phone the page itself does not scroll sideways');
    await screenshot(gsg, page, 'endpoints-narrow');
  });

  t.test('the three quick-filter cards toggle on and off', async (t) => {
    const page = await gsg.newPage(t);
    const all = await openEndpoints(page);
    const card = (title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) });
    t.equal(await page.getByRole('button', { name: /^Total Endpoints/ }).count(), 0, 'Total Endpoints is not a filter');

    for (const [title, quick] of [['Active Now', 'active'], ['Needs Update', 'needs-update'], ['Offline', 'offline']] as const) {
      const on = await listCall(page, () => card(title).click());
      t.equal(on.query.quick, quick, `${title} filters`);
      t.equal(await card(title).getAttribute('aria-pressed'), 'true');
      t.equal(on.body.total, (await endpointsWhere(gsg, { quick })).total);
      t.same(await cards(page), summaryTexts(all), 'the cards keep counting every endpoint');
      if (quick === 'needs-update') t.ok((await column(page, 4)).every((v) => v.endsWith('Outdated')), 'only outdated clients');
      if (quick === 'offline') t.ok((await column(page, 5)).every((v) => /^\d+ days ago$/.test(v) && Number.parseInt(v) >= 7), 'not seen for 7+ days');
      if (quick === 'active') {
        t.ok((await column(page, 5)).every((v) => /^(Just now|\d+ (minutes?|hours?) ago)$/.test(v)), 'seen in the last 24 hours');
        await screenshot(gsg, page, 'endpoints-quick-filter');
      }
      const off = await listCall(page, () => card(title).click());
      t.notOk(off.query.quick, 'clicking again removes it');
      t.equal(await card(title).getAttribute('aria-pressed'), 'false');
    }
    await listCall(page, () => card('Offline').click());
    const switched = await listCall(page, () => card('Active Now').click());
    t.equal(switched.query.quick, 'active', 'another card takes over');
    t.equal(await card('Offline').getAttribute('aria-pressed'), 'false');
  });

  t.test('every filter, sorting and Clear all', async (t) => {
    const page = await gsg.newPage(t);
    await openEndpoints(page);

    const search = await listCall(page, () => page.getByRole('searchbox', { name: 'Search hostname or IP...' }).fill('MBP'), (q) => q.search === 'MBP');
    t.equal(search.query.search, 'MBP');
    t.ok(search.body.total > 0 && (await hostnames(page)).every((h) => /mbp/i.test(h)), 'hostname, case-insensitive');
    const byIp = await listCall(page, () => page.getByRole('searchbox', { name: 'Search hostname or IP...' }).fill('10.10.9'), (q) => q.search === '10.10.9');
    t.ok(byIp.body.total > 0 && (await column(page, 2)).every((ip) => ip.includes('10.10.9')), 'or IP address');
    await listCall(page, () => page.getByRole('button', { name: 'Clear Search hostname or IP...' }).click());

    const status = await listCall(page, () => page.getByRole('combobox', { name: 'Status' }).selectOption('Inactive'));
    t.equal(status.query.status, 'Inactive');
    t.same([...new Set(await column(page, 6))], ['Inactive']);
    const os = await listCall(page, () => page.getByRole('searchbox', { name: 'Filter by OS' }).fill('mac'), (q) => q.os === 'mac');
    t.equal(os.query.os, 'mac');
    t.same([...new Set(await column(page, 3))], ['macOS'], 'OS text, combined with the status');
    t.equal(os.body.total, (await endpointsWhere(gsg, { status: 'Inactive', os: 'mac' })).total);
    await listCall(page, () => page.getByRole('button', { name: 'Clear all' }).first().click());
    t.equal(await page.getByRole('combobox', { name: 'Status' }).inputValue(), 'all', 'Clear all resets the selects');
    t.equal(await page.getByRole('searchbox', { name: 'Filter by OS' }).inputValue(), '', 'and the text filters');

    const version = await listCall(page, () => page.getByRole('combobox', { name: 'Client version' }).selectOption('current'));
    t.equal(version.query.version, 'current');
    t.same([...new Set(await column(page, 4))], [CURRENT_CLIENT_VERSION]);
    const ip = await listCall(page, () => page.getByRole('searchbox', { name: 'Filter by IP address' }).fill('10.10.'), (q) => q.ip === '10.10.');
    t.equal(ip.query.ip, '10.10.');
    t.ok(ip.body.total > 0 && (await column(page, 2)).every((v) => v.startsWith('10.10.')), 'IP substring, with the version');
    t.equal(ip.body.total, (await endpointsWhere(gsg, { version: 'current', ip: '10.10.' })).total);
    await listCall(page, () => page.getByRole('button', { name: 'Clear all' }).first().click());

    // Last seen: from three days ago to yesterday, as local calendar days.
    const day = (daysAgo: number) => {
      const d = new Date(Date.now() - daysAgo * 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const from = await listCall(page, () => page.getByLabel('Last seen from').fill(day(3)));
    t.equal(from.query.lastSeenFrom, new Date(`${day(3)}T00:00:00`).toISOString(), 'from the start of that local day');
    const to = await listCall(page, () => page.getByLabel('Last seen to').fill(day(1)));
    t.equal(to.query.lastSeenTo, new Date(`${day(1)}T23:59:59.999`).toISOString(), 'to the end of that local day');
    t.ok(to.body.total > 0, 'the sample has endpoints seen then');
    const [lo, hi] = [Date.parse(to.query.lastSeenFrom!), Date.parse(to.query.lastSeenTo!)];
    t.ok(to.body.items.every((e) => Date.parse(e.lastSeen) >= lo && Date.parse(e.lastSeen) <= hi), 'only those seen in the range');

    // Together with a quick filter, Clear all clears that too.
    await listCall(page, () => page.getByRole('button', { name: /^Offline/ }).click());
    await screenshot(gsg, page, 'endpoints-filters');
    const cleared = await listCall(page, () => page.getByRole('button', { name: 'Clear all' }).first().click());
    t.same(
      Object.keys(cleared.query).sort(),
      ['order', 'page', 'pageSize', 'sort', 'version'],
      'no filter is sent after Clear all (version=all means every version)',
    );
    t.equal(await page.getByRole('button', { name: /^Offline/ }).getAttribute('aria-pressed'), 'false');
    t.ok(await page.getByRole('button', { name: 'Clear all' }).first().isDisabled(), 'nothing left to clear');

    // Sorting: a new column ascending, the same column again flips.
    const asc = await listCall(page, () => page.getByRole('button', { name: 'Hostname', exact: true }).click());
    t.same([asc.query.sort, asc.query.order], ['hostname', 'asc']);
    t.equal(await page.locator('th[aria-sort="ascending"]').textContent(), 'Hostname');
    t.same(await hostnames(page), asc.body.items.map((e) => e.hostname));
    const desc = await listCall(page, () => page.getByRole('button', { name: 'Hostname', exact: true }).click());
    t.same([desc.query.sort, desc.query.order], ['hostname', 'desc']);
    t.same(await hostnames(page), desc.body.items.map((e) => e.hostname));
    t.ok(desc.body.items[0]!.hostname.localeCompare(asc.body.items[0]!.hostname) !== 0, 'the other end of the list');
    const users = await listCall(page, () => page.getByRole('button', { name: 'User', exact: true }).click());
    t.same([users.query.sort, users.query.order], ['user', 'asc']);
    t.same(await column(page, 7), users.body.items.map((e) => e.user));
  });

  t.test('row menu: View Details, Update Client until the agent reports, Remove after confirming', async (t) => {
    const page = await gsg.newPage(t);
    await openEndpoints(page);
    const outdated = await listCall(page, () => page.getByRole('combobox', { name: 'Client version' }).selectOption('outdated'));
    const target = outdated.body.items[0]!;

    await rowAction(page, target.hostname, 'View Details');
    const panel = page.locator('.endpoint-details');
    await panel.waitFor();
    t.equal(await panel.locator('.bp6-heading').textContent(), target.hostname, 'the side panel is titled with the hostname');
    const details = Object.fromEntries(
      await panel.locator('.details-list__row').evaluateAll((els) => els.map((el) => [el.querySelector('dt')!.textContent, el.querySelector('dd')!.textContent])),
    );
    t.match(details, {
      Hostname: target.hostname,
      'IP Address': target.ipAddress,
      OS: target.os,
      User: target.user,
      Status: target.status,
      'Client Version': `${target.clientVersion}Outdated`,
      'Endpoint ID': target.id,
    });
    t.match(details['Last Seen'], /ago|Just now/);
    await screenshot(gsg, page, 'endpoints-details-panel');

    // Update Client from the panel: a spinner until the agent's heartbeat brings the new version.
    await panel.getByRole('button', { name: 'Update Client' }).click();
    const pending = row(page, target.hostname).getByRole('status', { name: `Updating ${target.hostname} to ${CURRENT_CLIENT_VERSION}` });
    await pending.waitFor();
    t.ok(await panel.getByRole('button', { name: 'Update Client' }).isDisabled(), 'no second update while one is pending');
    t.equal((await gsg.api<Endpoint>(`/endpoints/${target.id}`)).pendingVersion, CURRENT_CLIENT_VERSION, 'the server records it');
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
    await screenshot(gsg, page, 'endpoints-update-pending');
    t.equal(await page.getByText('Client updated successfully').count(), 0, 'not done before the agent says so');

    await heartbeat(page, target, CURRENT_CLIENT_VERSION);
    await page.getByText('Client updated successfully', { exact: true }).waitFor();
    t.equal(await pending.count(), 0, 'the spinner is gone');
    t.equal(await row(page, target.hostname).locator('td').nth(4).textContent(), CURRENT_CLIENT_VERSION, 'the row shows the new version');
    t.equal(await row(page, target.hostname).locator('td').nth(5).textContent(), 'Just now', 'and was just seen');
    t.match(await gsg.api<Endpoint>(`/endpoints/${target.id}`), { clientVersion: CURRENT_CLIENT_VERSION, pendingVersion: null });

    // The row menu's Update Client, on an endpoint already current, is not offered.
    const menu = await openPopover(page, row(page, target.hostname).getByRole('button', { name: `Actions for ${target.hostname}` }));
    t.ok(await menu.getByRole('menuitem', { name: /^Update Client/ }).evaluate((el) => el.getAttribute('aria-disabled') === 'true'), 'disabled when current');
    await row(page, target.hostname).getByRole('button', { name: `Actions for ${target.hostname}` }).click();
    await popoverClosed(page);

    const second = outdated.body.items[1]!;
    await rowAction(page, second.hostname, 'Update Client');
    await row(page, second.hostname).getByRole('status').waitFor();
    t.pass('the row menu starts an update too');

    // Remove: Cancel keeps the endpoint; Remove deletes it for good.
    const doomed = outdated.body.items[2]!;
    await rowAction(page, doomed.hostname, 'Remove');
    const confirm = page.locator('.bp6-alert');
    await confirm.waitFor();
    t.match(await confirm.textContent(), `Remove ${doomed.hostname}?`);
    t.match(await confirm.textContent(), 'permanently');
    await screenshot(gsg, page, 'endpoints-remove-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    t.equal(await row(page, doomed.hostname).count(), 1, 'Cancel keeps it');

    await rowAction(page, doomed.hostname, 'Remove');
    const reload = page.waitForResponse((res) => isListCall(res.url()));
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Endpoint removed', { exact: true }).waitFor();
    await reload;
    await row(page, doomed.hostname).waitFor({ state: 'detached' });
    const gone = await page.request.get(`/api/v1/endpoints/${doomed.id}`);
    t.equal(gone.status(), 404, 'removed on the server');
  });

  t.test('bulk bar: Update Selected skips current clients, Remove Selected', async (t) => {
    const page = await gsg.newPage(t);
    await openEndpoints(page);
    const current = await listCall(page, () => page.getByRole('combobox', { name: 'Client version' }).selectOption('current'));
    const [a, b] = current.body.items;
    t.equal(await page.getByRole('toolbar', { name: 'Selected endpoints' }).count(), 0, 'no bulk bar before ticking');
    await tick(page.getByRole('checkbox', { name: `Select ${a!.hostname}` }));
    await tick(page.getByRole('checkbox', { name: `Select ${b!.hostname}` }));
    const bar = page.getByRole('toolbar', { name: 'Selected endpoints' });
    t.equal(await selectedCount(bar, '2 selected'), '2 selected');
    await bar.getByRole('button', { name: 'Update Selected' }).click();
    await page.getByText('All selected endpoints are already up to date', { exact: true }).waitFor();
    t.pass('all current: nothing to update');

    const all = await listCall(page, () => page.getByRole('combobox', { name: 'Client version' }).selectOption('all'));
    t.equal(await bar.count(), 0, 'a new query clears the ticks');
    const old = all.body.items.find((e) => e.clientVersion !== CURRENT_CLIENT_VERSION && e.pendingVersion === null)!;
    const fresh = all.body.items.find((e) => e.clientVersion === CURRENT_CLIENT_VERSION)!;
    await tick(page.getByRole('checkbox', { name: `Select ${old.hostname}` }));
    await tick(page.getByRole('checkbox', { name: `Select ${fresh.hostname}` }));
    await screenshot(gsg, page, 'endpoints-bulk-bar');
    await bar.getByRole('button', { name: 'Update Selected' }).click();
    await page.getByText('Endpoints updated successfully', { exact: true }).waitFor();
    t.ok(await shown(page.getByText(`1 of 2 endpoints updated to version ${CURRENT_CLIENT_VERSION}`)), 'N of M, the current one skipped');
    await row(page, old.hostname).getByRole('status').waitFor();
    t.equal(await row(page, fresh.hostname).getByRole('status').count(), 0);

    // Select all on the page, untick one, remove the rest.
    const ten = await listCall(page, () => page.getByRole('searchbox', { name: 'Filter by IP address' }).fill('10.10.1.'), (q) => q.ip === '10.10.1.');
    await tick(page.getByRole('checkbox', { name: 'Select all endpoints on this page' }));
    t.equal(await selectedCount(bar, `${ten.body.items.length} selected`), `${ten.body.items.length} selected`);
    const kept = ten.body.items[0]!;
    await tick(page.getByRole('checkbox', { name: `Select ${kept.hostname}` }));
    await bar.getByRole('button', { name: 'Remove Selected' }).click();
    const confirm = page.locator('.bp6-alert');
    t.match(await confirm.textContent(), `Remove ${ten.body.items.length - 1} endpoints?`);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Endpoints removed', { exact: true }).waitFor();
    t.ok(await shown(page.getByText(`${ten.body.items.length - 1} endpoints removed`)));
    await page.waitForFunction((host) => [...document.querySelectorAll('.endpoints-table__host')].map((b) => b.textContent).join() === host, kept.hostname);
    t.pass('only the unticked one is left');
    t.same((await endpointsWhere(gsg, { ip: '10.10.1.' })).items.map((e) => e.hostname), [kept.hostname], 'removed on the server');
    // The removed rows leave at once; the cards follow when the page has been read again.
    const total = formatCount(all.body.summary.total - (ten.body.items.length - 1));
    t.equal(await valueSettled(() => cards(page).then((c) => c[0]), total), total, 'Total Endpoints follows');
  });

  t.test('Export CSV: the filtered rows, the date in the file name', async (t) => {
    const page = await gsg.newPage(t);
    await openEndpoints(page);
    const offline = await listCall(page, () => page.getByRole('combobox', { name: 'Status' }).selectOption('Offline'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    t.equal(file.suggestedFilename(), `endpoints-${new Date().toISOString().slice(0, 10)}.csv`);
    const lines = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n');
    t.equal(lines[0], 'Hostname,IP Address,OS,Client Version,Last Seen,Status,User');
    t.equal(lines.length - 1, offline.body.total, 'one line per filtered endpoint');
    t.ok(lines.slice(1).every((l) => l.includes(',Offline,')));
    await page.getByText('Export complete', { exact: true }).waitFor();
    t.ok(await shown(page.getByText(`${offline.body.total} endpoints exported to CSV`)));
  });

  t.test('live: changes made elsewhere apply in place', async (t) => {
    const page = await gsg.newPage(t);
    await openEndpoints(page);
    const { body } = await listCall(page, () => page.locator('.pager__size select').selectOption('100'));
    const [first, second] = body.items;
    const stale = body.items.find((e) => e.status !== 'Active')!;
    const staleRow = row(page, stale.hostname);
    const index = await rows(page).evaluateAll((trs, host) => trs.findIndex((tr) => tr.textContent!.includes(host)), stale.hostname);

    // Another console removes an endpoint; an agent reports in.
    const other = await gsg.newPage(t);
    await other.request.delete(`/api/v1/endpoints/${first!.id}`);
    await heartbeat(other, stale);
    await row(page, first!.hostname).waitFor({ state: 'detached' });
    await staleRow.locator('td').nth(5).getByText('Just now').waitFor();
    t.equal(await staleRow.locator('td').nth(6).textContent(), 'Active', 'the status follows the heartbeat');
    t.equal(
      await rows(page).evaluateAll((trs, host) => trs.findIndex((tr) => tr.textContent!.includes(host)), stale.hostname),
      index - 1,
      'the row stays where it was (one up, for the removed row above it)',
    );
    t.equal((await hostnames(page))[0], second!.hostname);
    await page.waitForFunction(
      (expected) => [...document.querySelectorAll('[data-testid="stat-value"]')][0]?.textContent === expected,
      formatCount(body.summary.total - 1),
    );
    t.pass('Total Endpoints follows the removal');
  });

  t.test('a failed load shows the error; with every endpoint removed, the empty state', async (t) => {
    const page = await gsg.newPage(t);
    await page.route('**/api/v1/endpoints?*', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' } }),
    );
    await page.goto('/endpoints');
    await toast(page).getByText('Internal Server Error').waitFor();
    t.ok(await shown(toast(page).getByText('Error', { exact: true })), "titled 'Error'");
    await page.unroute('**/api/v1/endpoints?*');

    const all = await endpointsWhere(gsg, {});
    const res = await page.request.post('/api/v1/endpoints/remove', { data: { ids: all.items.map((e) => e.id) } });
    t.equal(res.status(), 200);
    await leaveScreen(page);
    await listCall(page, () => page.goto('/endpoints'));
    await page.getByText('No endpoints registered').waitFor();
    t.ok(await shown(page.getByText('Install the GSG client on devices to get started')));
    t.same(await cards(page), ['0', '0', '0', '0']);
    await screenshot(gsg, page, 'endpoints-empty');
    await page.getByRole('button', { name: 'Download GSG Client' }).click();
    await page.getByRole('region', { name: 'Upload an installer' }).waitFor();
    t.pass('the empty state leads to the Download tab');
  });
});
