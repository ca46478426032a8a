import t from 'tap';
import type { Page } from 'playwright-core';
import type { AlertPage, AlertSummary } from '@gsg/shared';
import { alertFixture } from '@gsg/server/test/fixtures';
import { leaveScreen, openPopover, shown, skipWithoutChromium, startConsole, valueSettled } from './harness.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const CARDS = ['Total Alerts', 'Open', 'Investigating', 'Resolved'] as const;

/** The four cards' numbers, in order. */
const cardValues = async (page: Page) =>
  (await page.getByTestId('stat-value').allTextContents()).map((text) => Number(text.replace(/,/g, '')));
const asCards = (s: AlertSummary) => [s.total, s.open, s.investigating, s.resolved];

const row = (page: Page, id: string) => page.locator(`tr[data-alert-id="${id}"]`);
/** The ids of the table's rows, top to bottom. */
const rowIds = (page: Page) => page.locator('tr[data-alert-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-alert-id')));
const rowStatus = (page: Page, id: string) => row(page, id).getByTestId('alert-status').textContent();

/**
 * Opens a row's menu and returns the names of its items. From the keyboard, as a person tabbing through the
 * table would: a mouse click is aimed where the button was a moment before, and a row above it that grows
 * (an alert turning overdue, a live update) sends it to the row behind, opening its dialog instead.
 */
async function rowMenuItems(page: Page, id: string): Promise<string[]> {
  const popover = await openPopover(page, row(page, id).getByRole('button', { name: /^Actions for alert/ }), { press: 'Enter' });
  return popover.getByRole('menu', { name: /^Actions for alert/ }).getByRole('menuitem').allTextContents();
}

async function openAlerts(page: Page): Promise<AlertPage> {
  await leaveScreen(page);
  const response = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/alerts' && res.request().method() === 'GET');
  await page.goto('/alerts');
  const answer = (await (await response).json()) as AlertPage;
  await page.locator('tr[data-alert-id]').first().waitFor();
  return answer;
}

/** A conversation the seeded Credit Card Protection policy blocks, raising a high alert. */
async function ingestBlocked(page: Page, user: string): Promise<string> {
  const res = await page.request.post('/api/v1/guard/evaluate', {
    data: {
      input: 'Please charge card 4111 1111 1111 1111 for the renewal',
      user,
      userId: user.toLowerCase().replace(/\s+/g, '.'),
      hostname: 'LIVE-ALERTS-01',
      ipAddress: '10.9.8.6',
      aiModel: 'ChatGPT',
      sessionId: `session-${user}-${Date.now()}`,
    },
  });
  const verdict = (await res.json()) as { alertId: string | null };
  if (!verdict.alertId) throw new Error('the conversation raised no alert');
  return verdict.alertId;
}

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('security alerts', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);
  // The newest alerts, one per status, so each test finds its rows on the first page.
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  await gsg.app.store.alerts.insertMany([
    alertFixture('al-open-1', minutesAgo(1), { user: 'ann.open@company.com', policyTriggered: 'Credit Card Protection' }),
    alertFixture('al-open-2', minutesAgo(2), { user: 'bob.open@company.com', severity: 'medium' }),
    alertFixture('al-inv', minutesAgo(3), { user: 'cy.investigating@company.com', status: 'investigating' }),
    alertFixture('al-res', minutesAgo(4), { user: 'di.resolved@company.com', status: 'resolved', severity: 'low' }),
  ]);

  t.test('cards count every alert and the status cards filter the table on and off', async (t) => {
    const page = await gsg.newPage(t);
    const answer = await openAlerts(page);
    t.same(await cardValues(page), asCards(answer.summary), 'the cards show the API counts');
    t.same(
      await page.locator('.stat-card .stat-card__title').allTextContents(),
      [...CARDS],
      'Total Alerts, Open, Investigating, Resolved',
    );
    t.same(
      await page.locator('.alerts-table__table thead th:not(.alerts-table__select)').allTextContents(),
      ['Timestamp', 'User', 'Input Preview', 'Output Preview', 'Policy Triggered', 'Severity', 'Status', 'Action Taken', 'Actions'],
      'the columns in order, after the box that ticks the page',
    );
    t.equal(await page.locator('.alerts-table__table thead th.alerts-table__select').getByRole('checkbox').count(), 1);
    t.equal(await page.locator('button.stat-card').count(), 3, 'Total Alerts is not a filter');
    await page.getByText(`Showing ${Math.min(25, answer.total)} of ${answer.total} results`).waitFor();
    await gsg.screenshot(page, 'alerts-default');

    for (const [title, status] of [['Open', 'Open'], ['Investigating', 'Investigating'], ['Resolved', 'Resolved']] as const) {
      const card = page.locator('button.stat-card', { hasText: title });
      const reloaded = page.waitForResponse((res) => res.url().includes(`status=${status.toLowerCase()}`));
      await card.click();
      await reloaded;
      await page.waitForFunction(() => document.querySelector('.alerts-table__table--loading') === null);
      t.equal(await card.getAttribute('aria-pressed'), 'true', `${title} is on`);
      const statuses = new Set(await page.getByTestId('alert-status').allTextContents());
      t.same([...statuses], [status], `only ${status} alerts are listed`);
      t.same(await cardValues(page), asCards(answer.summary), 'the cards themselves are not filtered');
    }
    await gsg.screenshot(page, 'alerts-filtered-resolved');
    await page.locator('button.stat-card', { hasText: 'Resolved' }).click();
    await page.waitForFunction(() => document.querySelectorAll('button.stat-card[aria-pressed="true"]').length === 0);
    await page.getByText(`Showing ${Math.min(25, answer.total)} of ${answer.total} results`).waitFor();
    t.pass('a second click removes the filter');
  });

  t.test('the previews take the width a 1440 px screen leaves; at 390 px each alert is a card of what triage needs', async (t) => {
    const wide = await gsg.newPage(t, { viewport: { width: 1440, height: 900 } });
    await openAlerts(wide);
    const row = wide.locator('tr[data-alert-id="al-open-1"]');
    const widths = await row.evaluate((tr) => {
      const cell = (name: string) => tr.querySelector(`.alerts-table__${name}`)!.getBoundingClientRect().width;
      return { input: cell('input'), output: cell('output'), table: tr.closest('table')!.getBoundingClientRect().width };
    });
    t.ok(widths.input >= 150 && widths.output >= 150, `each preview has room (${Math.round(widths.input)} and ${Math.round(widths.output)} px)`);
    t.ok(await wide.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'nothing scrolls sideways at 1440 px');

    const phone = await gsg.newPage(t, { viewport: { width: 390, height: 844 } });
    await openAlerts(phone);
    const card = phone.locator('tr[data-alert-id="al-open-1"]');
    await card.scrollIntoViewIfNeeded();
    const shown = await card.evaluate((tr) => {
      const visible = (name: string) => {
        const el = tr.querySelector<HTMLElement>(`.alerts-table__${name}`)!;
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= innerWidth && getComputedStyle(el).display !== 'none';
      };
      return ['policy', 'user', 'time', 'input', 'severity', 'status', 'taken', 'actions'].filter(visible);
    });
    t.same(shown, ['policy', 'user', 'time', 'input', 'severity', 'status', 'taken', 'actions'], 'policy, who, when, the prompt, severity, status, outcome and the menu, all on screen');
    t.ok(await phone.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'nothing scrolls sideways at 390 px');
    const menu = await openPopover(phone, card.getByRole('button', { name: /^Actions for alert/ }));
    await menu.getByRole('menuitem', { name: 'Investigate' }).waitFor();
    t.pass('the row menu opens from the card');
    await phone.keyboard.press('Escape');
    await gsg.screenshot(phone, 'alerts-390');
  });

  t.test('keyboard triage: j and k move, o opens, i investigates, r resolves, a assigns to me, ? lists the keys', async (t) => {
    // The newest alert, so it tops the first page whatever the other tests moved.
    await gsg.app.store.alerts.insertMany([alertFixture('al-keys', new Date().toISOString(), { user: 'kim.keys@company.com' })]);
    const page = await gsg.newPage(t);
    await openAlerts(page);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-alert-id') ?? null);
    const statusOf = async (id: string) => (await gsg.app.store.alerts.get(id))?.status;

    // The focus follows the key once the table has drawn the new row in hand, a moment after the key.
    await page.keyboard.press('j');
    t.equal(await valueSettled(focused, 'al-keys'), 'al-keys', 'j picks the first row, and the browser focus follows');
    await page.keyboard.press('j');
    const second = await valueSettled(focused, (id) => id !== 'al-keys');
    t.not(second, 'al-keys', 'j again: the next row');
    await page.keyboard.press('k');
    t.equal(await valueSettled(focused, 'al-keys'), 'al-keys', 'k: back up');

    await page.keyboard.press('r');
    await page.waitForTimeout(300);
    t.equal(await statusOf('al-keys'), 'open', 'r does nothing to an open alert: the next step is Investigate');
    await page.keyboard.press('i');
    await page.locator('tr[data-alert-id="al-keys"]').getByText('Investigating').waitFor();
    t.equal(await statusOf('al-keys'), 'investigating', 'i: investigating');
    await page.keyboard.press('a');
    await page.waitForFunction(async () => (await (await fetch('/api/v1/alerts/al-keys')).json()).assignee === 'admin');
    t.pass('a: assigned to me');
    await page.keyboard.press('o');
    await page.getByRole('dialog').waitFor();
    t.pass('o opens the alert');
    await page.keyboard.press('r');
    // Exactly 'Resolved', the new status: 'Mark as Resolved', the button r stands for, is in the dialog before r acts.
    await page.getByRole('dialog').getByText('Resolved', { exact: true }).first().waitFor();
    t.equal(await statusOf('al-keys'), 'resolved', 'r in the dialog: resolved');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog');
    await help.getByText('Mark as Investigating').waitFor();
    t.pass('? lists the keys');
    await gsg.screenshot(page, 'alerts-keys');
    await page.keyboard.press('Escape');
    // The triage filter test below counts what is assigned to the admin: this alert goes back to nobody.
    await gsg.app.store.alerts.update('al-keys', { assignee: null });
  });

  t.test('the Timestamp filter: presets from midnight, 24 hours, 7 and 30 days, and the empty state', async (t) => {
    const page = await gsg.newPage(t);
    await openAlerts(page);
    const presets = [
      { label: 'Today', start: () => page.evaluate(() => new Date(new Date().setHours(0, 0, 0, 0)).getTime()) },
      { label: 'Last 24h', start: async () => Date.now() - DAY_MS },
      { label: 'Last 7d', start: async () => Date.now() - 7 * DAY_MS },
      { label: 'Last 30d', start: async () => Date.now() - 30 * DAY_MS },
    ];
    for (const preset of presets) {
      const popover = await openPopover(page, page.getByRole('button', { name: /^Timestamp:/ }));
      const request = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/v1/alerts' && req.url().includes('from='));
      await popover.getByRole('group', { name: 'Timestamp range' }).getByRole('button', { name: preset.label }).click();
      const from = new URL((await request).url()).searchParams.get('from')!;
      t.ok(Math.abs(Date.parse(from) - (await preset.start())) < 60_000, `${preset.label} starts at ${from}`);
      const expected = await gsg.api<AlertPage>(`/alerts?from=${encodeURIComponent(from)}`);
      await page.getByText(`Showing ${Math.min(25, expected.total)} of ${expected.total} results`).waitFor();
      t.equal(await page.getByRole('button', { name: `Timestamp: ${preset.label}` }).count(), 1, 'the button names the preset');
    }
    await gsg.screenshot(page, 'alerts-last-30d');

    const range = (await openPopover(page, page.getByRole('button', { name: /^Timestamp:/ }))).getByRole('group', { name: 'Timestamp range' });
    await range.getByLabel('From').fill('2001-01-01T00:00');
    await range.getByLabel('To').fill('2001-01-02T00:00');
    await range.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No alerts found for the selected filter').waitFor();
    t.equal(await page.locator('tr[data-alert-id]').count(), 0, 'no rows, and the empty state says why');
    await gsg.screenshot(page, 'alerts-empty');
  });

  t.test('the row menu offers only the next step: Investigate, then Resolve, then nothing', async (t) => {
    const page = await gsg.newPage(t);
    const answer = await openAlerts(page);
    const before = answer.summary;

    t.same(await rowMenuItems(page, 'al-open-1'), ['View', 'Investigate', 'Alerts from this user'], 'an open alert: View and Investigate');
    await page.getByRole('menuitem', { name: 'Investigate' }).click();
    await page.getByText('Alert status updated', { exact: true }).waitFor();
    t.equal(await rowStatus(page, 'al-open-1'), 'Investigating', 'the row moves to investigating');
    await page.waitForFunction(
      (expected) => [...document.querySelectorAll('[data-testid="stat-value"]')].map((e) => e.textContent).join() === expected,
      [before.total, before.open - 1, before.investigating + 1, before.resolved].join(),
    );
    t.pass('the cards follow: one fewer open, one more investigating');

    t.same(await rowMenuItems(page, 'al-open-1'), ['View', 'Resolve', 'Alerts from this user'], 'an investigating alert: View and Resolve');
    await page.getByRole('menuitem', { name: 'Resolve' }).click();
    await page.waitForFunction(() => document.querySelector('tr[data-alert-id="al-open-1"] [data-testid="alert-status"]')?.textContent === 'Resolved');
    t.same(await rowMenuItems(page, 'al-open-1'), ['View', 'Alerts from this user'], 'a resolved alert: no further step');
    await page.keyboard.press('Escape');
    const stored = await gsg.app.store.alerts.get('al-open-1');
    t.match(stored?.history, [{ from: 'open', to: 'investigating' }, { from: 'investigating', to: 'resolved' }], 'both moves are stored');
    await page.waitForFunction(
      (expected) => [...document.querySelectorAll('[data-testid="stat-value"]')].map((e) => e.textContent).join() === expected,
      [before.total, before.open - 1, before.investigating, before.resolved + 1].join(),
    );
    t.pass('and the cards end one open fewer, one resolved more');
  });

  t.test("the detail dialog: 'Mark as Investigating', then 'Mark as Resolved'", async (t) => {
    const page = await gsg.newPage(t);
    await openAlerts(page);
    await rowMenuItems(page, 'al-open-2');
    await page.getByRole('menuitem', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alert Details' });
    await dialog.waitFor();
    t.match(await dialog.textContent(), /bob\.open@company\.com/, "the alert's fields");
    t.equal(await dialog.getByRole('button', { name: 'Mark as Resolved' }).count(), 0, 'an open alert cannot be resolved here');
    await gsg.screenshot(page, 'alerts-dialog-open');

    await dialog.getByRole('button', { name: 'Mark as Investigating' }).click();
    await page.getByText('Alert status updated', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Mark as Resolved' }).waitFor();
    t.equal(await dialog.getByTestId('alert-dialog-status').textContent(), 'Investigating');
    t.equal(await rowStatus(page, 'al-open-2'), 'Investigating', 'the row behind follows');

    await dialog.getByRole('button', { name: 'Mark as Resolved' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="alert-dialog-status"]')?.textContent === 'Resolved');
    t.equal(await dialog.getByRole('button', { name: /^Mark as/ }).count(), 0, 'a resolved alert has no action');
    t.match(await dialog.getByRole('list', { name: 'Status history' }).textContent(), /Investigating by admin.*Resolved by admin/);
    await gsg.screenshot(page, 'alerts-dialog-resolved');
  });

  t.test('the detail dialog triages: assign to me, a disposition, comments; the cards do not move', async (t) => {
    const page = await gsg.newPage(t);
    await openAlerts(page);
    const cardsBefore = await cardValues(page);
    await rowMenuItems(page, 'al-open-1');
    await page.getByRole('menuitem', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alert Details' });
    const triage = dialog.getByRole('region', { name: 'Triage' });
    const picker = triage.getByLabel('Assignee');
    t.equal(await picker.inputValue(), '', 'assigned to nobody');
    // The people who may triage are a list of their own, read when the screen opens: it may answer after the dialog opens.
    const offered = await valueSettled(() => picker.locator('option').allTextContents(), ['Nobody', 'Admin User']);
    t.same(offered, ['Nobody', 'Admin User'], 'the picker offers the people who may triage');
    await picker.selectOption({ label: 'Admin User' });
    await triage.getByRole('button', { name: 'Unassign' }).waitFor();
    t.equal(await picker.inputValue(), 'admin');
    await triage.getByRole('button', { name: 'Unassign' }).click();
    await triage.getByRole('button', { name: 'Assign to me' }).click();
    await triage.getByRole('button', { name: 'Unassign' }).waitFor();
    await triage.getByLabel('Disposition').selectOption('false_positive');
    await triage.getByLabel('Add a comment').fill('A test card number from the QA team.');
    await triage.getByRole('button', { name: 'Add comment' }).click();
    await triage.getByRole('list', { name: 'Comments' }).getByText('A test card number from the QA team.').waitFor();
    // The box is cleared once the stored comment is shown, on a later frame.
    t.equal(await valueSettled(() => triage.getByLabel('Add a comment').inputValue(), ''), '', 'the box is cleared once stored');
    const stored = await gsg.api<{ assignee: string | null; disposition: string | null; comments: Array<{ by: string; text: string }> }>('/alerts/al-open-1');
    t.match(stored, { assignee: 'admin', disposition: 'false_positive', comments: [{ by: 'admin', text: 'A test card number from the QA team.' }] });
    await gsg.screenshot(page, 'alerts-dialog-triage');
    await page.waitForTimeout(500);
    t.same(await cardValues(page), cardsBefore, 'triage moves no count: only a status change does');
  });

  t.test("failures show the spec's error toasts", async (t) => {
    const page = await gsg.newPage(t);
    await openAlerts(page);
    await page.route('**/api/v1/alerts/al-inv', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' } }),
    );
    await rowMenuItems(page, 'al-inv');
    await page.getByRole('menuitem', { name: 'Resolve' }).click();
    await page.getByText('Failed to update alert status', { exact: true }).waitFor();
    t.ok(await shown(page.locator('.bp6-toast', { hasText: 'Error' })), "titled 'Error'");
    t.equal(await rowStatus(page, 'al-inv'), 'Investigating', 'the alert stays as it was');

    await page.route((url) => url.pathname === '/api/v1/alerts', (route) =>
      route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' } }),
    );
    await page.reload();
    await page.getByText('Failed to load alerts', { exact: true }).waitFor();
    t.pass("a failed load says 'Failed to load alerts'");
  });

  t.test("a live alert tops the first page; elsewhere it waits behind 'N new'", async (t) => {
    const page = await gsg.newPage(t);
    const answer = await openAlerts(page);
    await page.waitForFunction(() => document.querySelector('[data-live-status="connected"]') !== null);

    const first = await ingestBlocked(page, 'Live Alerts');
    await page.locator('tr[data-alert-id]').first().filter({ hasText: 'Live Alerts' }).waitFor({ timeout: 2_000 });
    t.equal(await page.locator('tr[data-alert-id]').first().getAttribute('data-alert-id'), first, 'the new alert is the first row');
    await page.waitForFunction(
      ([total, open]) => {
        const values = [...document.querySelectorAll('[data-testid="stat-value"]')].map((e) => e.textContent);
        return values[0] === total && values[1] === open;
      },
      [String(answer.summary.total + 1), String(answer.summary.open + 1)],
      { timeout: 2_000 },
    );
    t.pass('Total Alerts and Open count it');
    await gsg.screenshot(page, 'alerts-live');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of').waitFor();
    // 'Page 2 of' shows as soon as the page is asked for, over the first page's rows: its own rows come with the answer.
    await page.waitForFunction(() => document.querySelector('.alerts-table__table--loading') === null);
    const onPageTwo = await rowIds(page);
    const second = await ingestBlocked(page, 'Waiting Alerts');
    const control = page.getByRole('button', { name: '1 new' });
    await control.waitFor({ timeout: 2_000 });
    t.same(await rowIds(page), onPageTwo, 'the page the user reads does not move');
    await control.click();
    await page.getByText('Page 1 of').waitFor();
    await row(page, second).waitFor();
    t.equal(await page.locator('tr[data-alert-id]').first().getAttribute('data-alert-id'), second, "'1 new' brings it in at the top");
    t.equal(await control.count(), 0, 'and goes away');

    // Filtered by the Open card, on the first page: the rows being read stay put too.
    const openCard = page.locator('button.stat-card', { hasText: 'Open' });
    const filtered = page.waitForResponse((res) => res.url().includes('status=open'));
    await openCard.click();
    await filtered;
    await page.waitForFunction(() => document.querySelector('.alerts-table__table--loading') === null);
    const openRows = await rowIds(page);
    const third = await ingestBlocked(page, 'Filtered Alerts');
    await control.waitFor({ timeout: 2_000 });
    t.same(await rowIds(page), openRows, 'a filtered table does not move either');
    await control.click();
    await row(page, third).waitFor();
    t.equal(await page.locator('tr[data-alert-id]').first().getAttribute('data-alert-id'), third, "'1 new' brings the open one in on top");
  });
  t.test('an alert past its SLA is marked Overdue in the table, the dialog and the bell', async (t) => {
    // High alerts are due within an hour: this one was raised two hours ago and is still open.
    await gsg.app.store.alerts.insertMany([alertFixture('al-late', new Date(Date.now() - 2 * HOUR_MS).toISOString(), { user: 'late.one@company.com' })]);
    const page = await gsg.newPage(t);
    await openAlerts(page);
    await row(page, 'al-late').getByText('Overdue').waitFor();
    t.equal(await row(page, 'al-open-2').getByText('Overdue').count(), 0, 'a medium alert raised minutes ago is in time');
    await row(page, 'al-late').click();
    const dialog = page.getByRole('dialog', { name: 'Alert Details' });
    await dialog.getByText('Overdue').waitFor();
    t.pass('the dialog gives the due time and marks it');
    await page.keyboard.press('Escape');

    const summary = (await (await page.request.get('/api/v1/alerts')).json()).summary as AlertSummary;
    t.ok(summary.overdue >= 1);
    const filters = page.getByRole('search', { name: 'Alert filters' });
    t.match(await filters.getByText(/^Overdue only/).textContent(), /^Overdue only \(\d+\)$/, 'the switch says how many');
    await filters.getByText(/^Overdue only/).click();
    await row(page, 'al-open-2').waitFor({ state: 'detached' });
    t.ok((await rowIds(page)).includes('al-late'), 'the late alert is listed');
    const statuses = await page.locator('tr[data-alert-id] [data-testid="alert-status"]').allTextContents();
    t.notOk(statuses.includes('Resolved'), 'only alerts still waiting');
    t.equal(await page.locator('tr[data-alert-id]').count(), await page.locator('tr[data-alert-id] .alert-overdue').count(), 'every row is overdue');

    await openPopover(page, page.getByRole('button', { name: /^Notifications/ }));
    await page.getByTestId('bell-overdue').waitFor();
    t.equal(await page.getByTestId('bell-overdue').textContent(), `${summary.overdue} overdue`, 'the bell counts them');
    await page.keyboard.press('Escape');
  });

  t.test('alerts from one user, from the row menu or the dialog, and cleared from its tag', async (t) => {
    const page = await gsg.newPage(t);
    await openAlerts(page);
    await rowMenuItems(page, 'al-open-2');
    await page.getByRole('menuitem', { name: 'Alerts from this user' }).click();
    await row(page, 'al-open-1').waitFor({ state: 'detached' });
    t.same(await rowIds(page), ['al-open-2'], "only bob's alerts");
    const tag = page.getByTestId('alert-user-filter');
    t.equal((await tag.textContent())?.trim(), 'bob.open@company.com');
    await tag.getByRole('button').click();
    await row(page, 'al-open-1').waitFor();

    await row(page, 'al-inv').click();
    await page.getByRole('dialog', { name: 'Alert Details' }).getByRole('button', { name: 'Their alerts' }).click();
    await page.getByRole('dialog', { name: 'Alert Details' }).waitFor({ state: 'detached' });
    await row(page, 'al-open-1').waitFor({ state: 'detached' });
    t.same(await rowIds(page), ['al-inv'], "the dialog's button filters by its user");
  });

  t.test('triage filters: text, Assigned to me, a disposition', async (t) => {
    const page = await gsg.newPage(t);
    await openAlerts(page);
    const filters = page.getByRole('search', { name: 'Alert filters' });
    await filters.getByRole('searchbox', { name: 'Search alerts' }).fill('ANN.OPEN');
    await page.waitForFunction(() => [...document.querySelectorAll('tr[data-alert-id]')].every((r) => r.getAttribute('data-alert-id') === 'al-open-1'));
    t.same(await rowIds(page), ['al-open-1'], 'the text matches the user in either case');
    await filters.getByRole('searchbox', { name: 'Search alerts' }).fill('');
    await row(page, 'al-open-2').waitFor();

    // al-open-1 was assigned to the admin and marked a false positive in the triage test above.
    await filters.getByLabel('Assigned to me').check({ force: true });
    await row(page, 'al-open-2').waitFor({ state: 'detached' });
    t.same(await rowIds(page), ['al-open-1'], 'only what is assigned to me');
    await filters.getByLabel('Assigned to me').uncheck({ force: true });
    await filters.getByLabel('Assignee').selectOption({ label: 'Admin User' });
    await row(page, 'al-open-2').waitFor({ state: 'detached' });
    t.same(await rowIds(page), ['al-open-1'], 'an assignee picked from the people who can triage');
    await filters.getByLabel('Assignee').selectOption({ label: 'Unassigned' });
    await row(page, 'al-open-1').waitFor({ state: 'detached' });
    t.ok((await rowIds(page)).includes('al-open-2'), 'or nobody');
    await filters.getByLabel('Assignee').selectOption({ label: 'Any assignee' });
    await row(page, 'al-open-1').waitFor();
    await filters.getByLabel('Disposition').selectOption('false_positive');
    await row(page, 'al-open-2').waitFor({ state: 'detached' });
    t.same(await rowIds(page), ['al-open-1'], 'only false positives');
    await filters.getByLabel('Disposition').selectOption('');
    await row(page, 'al-open-2').waitFor();

    await filters.getByLabel('Severity').selectOption('low');
    await row(page, 'al-open-2').waitFor({ state: 'detached' });
    t.same([...new Set(await page.locator('.alerts-table__severity').allTextContents())], ['low'], 'only low alerts');
    t.ok((await rowIds(page)).includes('al-res'), 'the low fixture among them');
    await filters.getByLabel('Severity').selectOption('');
    // The list is read again without the severity before the policy narrows it: a filter picked while the
    // low alerts still show would be judged on the rows of the filter before it.
    await row(page, 'al-open-2').waitFor();
    await filters.getByLabel('Policy').selectOption('Credit Card Protection');
    await row(page, 'al-open-2').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelector('.alerts-table__table--loading') === null);
    const policies = await page.locator('.alerts-table__policy').allTextContents();
    t.ok(policies.length > 0 && policies.every((p) => p.split(', ').includes('Credit Card Protection')), 'only alerts naming the policy');
    t.ok((await rowIds(page)).includes('al-open-1'));
  });
  t.test('a grouped alert counts its conversations live, lists them, and each opens in Monitoring', async (t) => {
    const page = await gsg.newPage(t);
    await openAlerts(page);
    await page.waitForFunction(() => document.querySelector('[data-live-status="connected"]') !== null);
    const id = await ingestBlocked(page, 'Grouped Person');
    await row(page, id).waitFor({ timeout: 2_000 });
    t.equal(await row(page, id).getByTestId('alert-count').count(), 0, 'an alert of one conversation shows no count');
    t.same([await ingestBlocked(page, 'Grouped Person'), await ingestBlocked(page, 'Grouped Person')], [id, id], 'the next two join it');
    await row(page, id).getByTestId('alert-count').filter({ hasText: '×3' }).waitFor({ timeout: 2_000 });
    t.pass('the row counts three, live');
    await gsg.screenshot(page, 'alerts-grouped');

    await row(page, id).click();
    const dialog = page.getByRole('dialog', { name: 'Alert Details' });
    const conversations = dialog.getByRole('region', { name: 'Conversations' });
    await conversations.getByText('Conversations (3)').waitFor();
    // The heading counts from the alert at once; the list comes with its own request.
    await conversations.getByRole('list').waitFor();
    t.equal(await conversations.getByRole('button', { name: 'Open in Monitoring' }).count(), 3, 'each conversation is listed');
    t.notMatch(await conversations.textContent(), /4111 1111/, 'redacted previews only');
    await gsg.screenshot(page, 'alerts-dialog-conversations');

    await conversations.getByRole('button', { name: 'Open in Monitoring' }).first().click();
    await page.waitForURL((url) => url.pathname === '/monitoring');
    const details = page.getByRole('dialog', { name: 'Conversation Details' });
    await details.waitFor();
    t.match(await details.textContent(), /Grouped Person/, "Monitoring opens with that conversation's details");
  });
  t.test('bulk: tick rows (or x), change them all at once; those the rules refuse stay ticked', async (t) => {
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    await gsg.app.store.alerts.insertMany([
      alertFixture('al-bulk-1', minutesAgo(0.1), { user: 'bulk.one@company.com' }),
      alertFixture('al-bulk-2', minutesAgo(0.2), { user: 'bulk.two@company.com' }),
      alertFixture('al-bulk-done', minutesAgo(0.3), { user: 'bulk.done@company.com', status: 'resolved' }),
    ]);
    const page = await gsg.newPage(t);
    await openAlerts(page);
    // Only these three, whatever the other tests left on the page.
    await page.getByRole('searchbox', { name: 'Search alerts' }).fill('bulk.');
    await page.waitForFunction(() => document.querySelectorAll('tr[data-alert-id]').length === 3);
    t.same(await rowIds(page), ['al-bulk-1', 'al-bulk-2', 'al-bulk-done']);
    await row(page, 'al-bulk-1').getByRole('checkbox').check({ force: true });
    const bar = page.getByRole('toolbar', { name: 'Change the selected alerts' });
    await bar.getByText('1 selected').waitFor();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await bar.getByText('2 selected').waitFor();
    t.ok(await row(page, 'al-bulk-2').getByRole('checkbox').isChecked(), 'x ticks the focused row');
    await row(page, 'al-bulk-done').getByRole('checkbox').check({ force: true });
    await gsg.screenshot(page, 'alerts-bulk');

    await bar.getByRole('button', { name: 'Investigate' }).click();
    await page.getByText('2 of 3 alerts updated', { exact: false }).waitFor();
    const stored = await Promise.all(['al-bulk-1', 'al-bulk-2', 'al-bulk-done'].map(async (id) => (await gsg.app.store.alerts.get(id))?.status));
    t.same(stored, ['investigating', 'investigating', 'resolved'], 'each moved by the rules; a resolved one cannot go back');
    t.equal(await rowStatus(page, 'al-bulk-1'), 'Investigating', 'the rows show it at once');
    await bar.getByText('1 selected').waitFor();
    t.ok(await row(page, 'al-bulk-done').getByRole('checkbox').isChecked(), 'the refused one stays ticked');

    await page.getByRole('checkbox', { name: 'Select every alert on this page' }).check({ force: true });
    await bar.getByLabel('Set the disposition of the selected alerts').selectOption('benign');
    await page.getByText('Alerts updated', { exact: true }).waitFor();
    const rows = await rowIds(page);
    const judged = await Promise.all(rows.map(async (id) => (await gsg.app.store.alerts.get(id!))?.disposition));
    t.same(judged, ['benign', 'benign', 'benign'], 'every row of the page is judged benign');
    t.equal(await bar.count(), 0, 'the bar leaves with the selection');
  });
});
