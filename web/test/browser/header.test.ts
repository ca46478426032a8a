import t from 'tap';
import type { AlertPage } from '@gsg/shared';
import { alertFixture } from '@gsg/server/test/fixtures';
import { openPopover, shown, skipWithoutChromium, startConsole, valueSettled } from './harness.ts';

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('header: bell and account menu', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);
  // The sample data is drawn relative to now, so how many of the newest alerts are open varies; these
  // make sure the bell has open alerts on top, whatever the time of day.
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  await gsg.app.store.alerts.insertMany([
    alertFixture('bell-1', minutesAgo(1), { policyTriggered: 'Credit Card Protection' }),
    alertFixture('bell-2', minutesAgo(2), { policyTriggered: 'Sensitive Topics', severity: 'medium' }),
    alertFixture('bell-3', minutesAgo(3), { policyTriggered: 'HIPAA Compliance', severity: 'low' }),
  ]);

  t.test('the bell counts open alerts, lists the newest 10 and resolves one on dismiss', async (t) => {
    const before = await gsg.api<AlertPage>('/alerts?page=1');
    t.ok(before.summary.open > 0, 'the sample data has open alerts');
    const page = await gsg.newPage(t);
    await page.goto('/');
    const badge = page.getByTestId('bell-badge');
    await badge.waitFor();
    t.equal(await badge.textContent(), String(before.summary.open), 'badge = open alerts');

    const bell = page.getByRole('button', { name: /^Notifications/ });
    // Hovered and clicked in only once it has finished scaling in: during the animation a hover can land beside
    // the row once it settles.
    await openPopover(page, bell);
    const rows = page.getByRole('list', { name: 'Recent alerts' }).getByRole('listitem');
    await rows.first().waitFor();
    t.equal(await rows.count(), Math.min(10, before.total), 'at most 10 alerts');
    // offsetWidth, not the bounding box: the popover scales in from a smaller size.
    t.equal(await page.locator('.bell').evaluate((el) => (el as HTMLElement).offsetWidth), 384, 'the popover is 24rem wide');
    t.equal(await page.locator('.bell__scroll').evaluate((el) => getComputedStyle(el).maxHeight), '400px', 'its list scrolls past 400 px');

    const openIndex = before.items.slice(0, 10).findIndex((a) => a.status === 'open');
    t.ok(openIndex >= 0, 'an open alert is among the newest 10');
    const target = before.items[openIndex]!;
    const row = rows.nth(openIndex);
    const dismiss = row.getByRole('button', { name: `Dismiss alert: ${target.policyTriggered}` });
    t.equal(await dismiss.evaluate((el) => getComputedStyle(el).opacity), '0', 'hidden until hovered');
    await row.hover();
    await page.waitForFunction((el) => getComputedStyle(el!).opacity === '1', await dismiss.elementHandle());
    await gsg.screenshot(page, 'bell');
    await dismiss.click();

    await page.getByText('Alert resolved', { exact: true }).waitFor();
    t.ok(await shown(page.getByText('The alert has been marked as resolved')), 'the toast says so');
    await page.waitForFunction((n) => document.querySelector('[data-testid="bell-badge"]')?.textContent === String(n), before.summary.open - 1);
    t.pass('the badge counts one fewer');
    await dismiss.waitFor({ state: 'detached' });
    t.equal(await rows.count(), Math.min(10, before.total), 'the resolved alert stays in the list');
    t.match(await row.textContent(), target.policyTriggered);
    await gsg.screenshot(page, 'bell-resolved-toast');
    const after = await gsg.api<AlertPage>('/alerts?page=1');
    t.equal(after.items.find((a) => a.id === target.id)?.status, 'resolved', 'the server has it resolved');
    t.equal(after.summary.open, before.summary.open - 1);

    const nextOpen = after.items.slice(0, 10).findIndex((a) => a.status === 'open');
    await rows.nth(nextOpen).locator('.bell-item__main').focus();
    await page.keyboard.press('Tab');
    // The focus moves a moment after the key.
    const dismissLabel = `Dismiss alert: ${after.items[nextOpen]!.policyTriggered}`;
    const focused = await valueSettled(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), dismissLabel);
    t.equal(focused, dismissLabel, 'the dismiss button is reachable by keyboard');
    t.equal(await page.evaluate(() => getComputedStyle(document.activeElement!).opacity), '1', 'and shows while focused');

    await rows.first().locator('.bell-item__main').click();
    await page.getByRole('heading', { name: 'Security Alerts' }).waitFor();
    t.equal(new URL(page.url()).pathname, '/alerts', 'an alert opens /alerts');

    await page.goto('/');
    await (await openPopover(page, bell)).getByRole('button', { name: 'View All Alerts' }).click();
    await page.getByRole('heading', { name: 'Security Alerts' }).waitFor();
    t.equal(new URL(page.url()).pathname, '/alerts');
  });

  t.test('failures: a failed resolve shows the Error toast; a failed bell load is only logged', async (t) => {
    const page = await gsg.newPage(t);
    await page.route('**/api/v1/alerts/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' } })
        : route.fallback(),
    );
    await page.goto('/');
    const panel = await openPopover(page, page.getByRole('button', { name: /^Notifications/ }));
    const dismiss = panel.getByRole('button', { name: /^Dismiss alert/ }).first();
    await dismiss.focus();
    await dismiss.press('Enter');
    await page.getByText('Failed to update alert status').waitFor();
    t.ok(await shown(page.getByText('Error', { exact: true })), "titled 'Error'");
    t.ok(await shown(page.locator('.bp6-toast.bp6-intent-danger')), 'destructive style');
    await gsg.screenshot(page, 'toast-error');

    await page.route('**/api/v1/alerts?*', (route) => route.fulfill({ status: 500, json: { statusCode: 500, error: 'x', message: 'x' } }));
    const logged = page.waitForEvent('console', { predicate: (msg) => msg.text().includes('Failed to load alerts') });
    await page.reload();
    await logged;
    t.pass('the failed load is logged');
    t.equal(await page.locator('.bp6-toast').filter({ hasText: 'Failed to load alerts' }).count(), 0, 'and shows no toast');
  });

  t.test('a blocked conversation ingested through the API reaches the open bell and its badge within 2 s', async (t) => {
    const page = await gsg.newPage(t);
    await page.goto('/');
    const badge = page.getByTestId('bell-badge');
    await badge.waitFor();
    const openBefore = Number(await badge.textContent());
    await openPopover(page, page.getByRole('button', { name: /^Notifications/ }));
    await page.getByRole('list', { name: 'Recent alerts' }).waitFor();
    // The live connection is up once the console has been greeted; ingesting earlier would test the REST load.
    await page.waitForFunction(() => document.querySelector('[data-live-status="connected"]') !== null);

    const res = await page.request.post('/api/v1/guard/evaluate', {
      data: {
        input: 'Please charge card 4111 1111 1111 1111 for the renewal',
        user: 'Live Bell',
        userId: 'live.bell',
        hostname: 'LIVE-BELL-01',
        ipAddress: '10.9.8.7',
        aiModel: 'ChatGPT',
        sessionId: 'live-bell-session',
      },
    });
    t.equal(res.status(), 200);
    const verdict = (await res.json()) as { status: string; alertId: string | null };
    t.equal(verdict.status, 'blocked');
    t.ok(verdict.alertId, 'an alert was raised');

    const first = page.getByRole('list', { name: 'Recent alerts' }).getByRole('listitem').first();
    await first.filter({ hasText: 'Live Bell' }).waitFor({ timeout: 2_000 });
    await page.waitForFunction((n) => document.querySelector('[data-testid="bell-badge"]')?.textContent === String(n), openBefore + 1, { timeout: 2_000 });
    t.pass('the new alert tops the list and the badge counts it');
    await gsg.screenshot(page, 'bell-live');
  });

  t.test("the account menu: the user's name, its items, and a real sign-out", async (t) => {
    const page = await gsg.newPage(t);
    await page.goto('/');
    const trigger = page.getByRole('button', { name: /^Account menu/ });
    await trigger.waitFor();
    t.equal((await trigger.textContent())?.includes('Admin User'), true, "the header labels the user 'Admin User'");

    // openPopover opens the menu only once the previous copy has faded out, and hands it back only once it has
    // scaled in: a click in either transition acts on a copy that is moving or leaving, and is lost.
    await openPopover(page, trigger);
    const menu = page.getByRole('menu', { name: 'My Account' });
    t.ok(await shown(menu.getByText('My Account', { exact: true })), "labelled 'My Account'");
    t.same(await menu.getByRole('menuitem').allTextContents(), ['Profile Settings', 'Security', 'Audit Log', 'Sign Out']);
    await gsg.screenshot(page, 'account-menu');

    await menu.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    t.equal(new URL(page.url()).pathname, '/profile-settings');

    await openPopover(page, trigger);
    await menu.getByRole('menuitem', { name: 'Security' }).press('Enter');
    await page.getByRole('heading', { name: 'Account Security' }).waitFor();
    t.equal(new URL(page.url()).pathname, '/account-security', 'menu items work from the keyboard');

    await openPopover(page, trigger);
    // By the keyboard, as a person may: a click on a busy machine can land while the menu still moves into
    // place, on the item above (CI once signed in to Account Security instead).
    await menu.getByRole('menuitem', { name: 'Sign Out' }).press('Enter');
    await page.getByLabel('Username').waitFor();
    t.equal(new URL(page.url()).pathname, '/sign-in');
    const me = await page.evaluate(() => fetch('/api/v1/auth/me').then((r) => r.status));
    t.equal(me, 401, 'the server session has ended');
    await page.goto('/');
    await page.getByLabel('Username').waitFor();
    t.pass('the console stays behind sign-in');
  });
});
