import t from 'tap';
import type { Page } from 'playwright-core';
import { THEME_STORAGE_KEY } from '@gsg/shared';
import { openPopover, skipWithoutChromium, startConsole, valueSettled } from './harness.ts';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('bp6-dark'));
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY);
// A choice in the menu applies a moment after its click: the page is looked at once it has.
const isDarkSettled = (page: Page, expected: boolean) => valueSettled(() => isDark(page), expected);
const storedSettled = (page: Page, expected: string) => valueSettled(() => stored(page), expected);

async function chooseTheme(page: Page, name: string): Promise<void> {
  // Once the page has settled (its live connection up): a menu opened while the first answers still
  // re-render the header can close under the click.
  await page.locator('[data-live-status="connected"]').waitFor();
  const menu = await openPopover(page, page.getByRole('button', { name: /^Account menu/ }));
  await menu.getByRole('menu', { name: 'My Account' }).getByRole('option', { name }).click();
}

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('theme', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test("light by default, even on a dark OS; the account menu's choice is kept under 'theme'", async (t) => {
    const page = await gsg.newPage(t);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.locator('.app-header').waitFor();
    t.notOk(await isDark(page), 'light, whatever the OS says');
    t.equal(await stored(page), null, 'nothing stored until a choice is made');

    await chooseTheme(page, 'Dark');
    t.ok(await isDarkSettled(page, true), 'dark at once');
    t.equal(await storedSettled(page, 'dark'), 'dark');
    const menu = await openPopover(page, page.getByRole('button', { name: /^Account menu/ }));
    t.equal(
      await menu.getByRole('menu', { name: 'My Account' }).getByRole('option', { selected: true }).textContent(),
      'Dark',
      'the menu marks the choice',
    );
    await gsg.screenshot(page, 'theme-dark-menu');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.locator('.app-header').waitFor();
    t.ok(await isDark(page), 'the choice survives a reload');
    await gsg.screenshot(page, 'theme-dark-dashboard');

    await chooseTheme(page, 'Light');
    t.notOk(await isDarkSettled(page, false));
    t.equal(await storedSettled(page, 'light'), 'light');
  });

  t.test("'system' follows the OS setting as it changes", async (t) => {
    const page = await gsg.newPage(t);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.locator('.app-header').waitFor();
    await chooseTheme(page, 'System');
    t.equal(await storedSettled(page, 'system'), 'system');
    t.notOk(await isDark(page), 'light while the OS is light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('bp6-dark'));
    t.pass('dark as soon as the OS turns dark, without a reload');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('bp6-dark'));
    t.pass('and light again');
  });
});
