import t from 'tap';
import { shown, skipWithoutChromium, startConsole, valueSettled } from './harness.ts';

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('global search', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);
  const page = await gsg.newPage(t);
  await page.goto('/');
  const input = page.getByPlaceholder('Search pages and features...');
  const results = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  const selected = () => results.and(page.locator('[aria-selected="true"]')).locator('.global-search__result-title').textContent();
  /** The selected result once it is `expected`: an arrow key's move is drawn a moment after the key. */
  const selectedAfterKey = (expected: string) => valueSettled(selected, expected);
  const titles = () => results.locator('.global-search__result-title').allTextContents();

  t.test('matches titles, descriptions and keywords case-insensitively, highlighting the match', async (t) => {
    await input.fill('MONITOR');
    await results.first().waitFor();
    t.same(await results.locator('.global-search__result-title').allTextContents(), ['Dashboard', 'Monitoring']);
    t.same(await results.locator('mark').allTextContents(), ['Monitor', 'Monitor'], 'the matched text is marked, in its own case');
    await gsg.screenshot(page, 'global-search');

    // The list of the search before is still open: the new one is read once it has been drawn.
    await input.fill('policies');
    t.same(await valueSettled(titles, ['Guardrails']), ['Guardrails'], 'a keyword finds its page');
  });

  t.test('at most 5 results; arrows wrap; Enter opens; Escape closes; the clear button empties', async (t) => {
    await input.fill('e');
    await results.nth(4).waitFor();
    t.equal(await results.count(), 5, 'capped at 5 of the nine pages');
    t.equal(await selected(), 'Dashboard', 'the first result starts selected');
    await input.press('ArrowUp');
    t.equal(await selectedAfterKey('Access Control'), 'Access Control', 'up from the first wraps to the last');
    await input.press('ArrowDown');
    t.equal(await selectedAfterKey('Dashboard'), 'Dashboard', 'down from the last wraps to the first');
    await input.press('ArrowDown');
    t.equal(await selectedAfterKey('Discover'), 'Discover');
    await input.press('Enter');
    await page.getByRole('heading', { name: 'Shadow AI Discovery' }).waitFor();
    t.equal(new URL(page.url()).pathname, '/discover');
    t.equal(await input.inputValue(), '', 'the box empties after opening a page');

    await input.fill('alerts');
    await results.first().waitFor();
    await input.press('Escape');
    await page.getByRole('listbox', { name: 'Search results' }).waitFor({ state: 'detached' });
    t.equal(await input.inputValue(), 'alerts', 'Escape closes the list and keeps the text');

    await input.click();
    await results.first().waitFor();
    t.pass('a click reopens the list');
    await page.getByRole('button', { name: 'Clear search' }).click();
    t.equal(await valueSettled(() => input.inputValue(), ''), '');
    t.equal(await valueSettled(() => results.count(), 0), 0);
  });

  t.test('a click opens a result', async (t) => {
    await input.fill('support');
    await results.first().click();
    await page.getByRole('heading', { name: 'Support', exact: true }).waitFor();
    t.equal(new URL(page.url()).pathname, '/support');
  });

  t.test('no match', async (t) => {
    await input.fill('zzzz');
    await page.getByText('No results found').waitFor();
    t.ok(await shown(page.getByText('Try searching for pages or features')));
    await gsg.screenshot(page, 'global-search-empty');
  });
});
