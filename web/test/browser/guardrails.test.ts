import t from 'tap';
import type { Locator, Page } from 'playwright-core';
import type { LogSummary, Policy } from '@gsg/shared';
import { attributeSettled, collapseOpened, type ConsoleHarness, focusReaches, leaveScreen, openPopover, popoverClosed, shown, skipWithoutChromium, startConsole, valueSettled } from './harness.ts';

type PolicyList = { items: Policy[] };

/** Opens the screen and waits for its own GET /policies, whose answer the table must show. */
async function openGuardrails(page: Page): Promise<Policy[]> {
  await leaveScreen(page);
  const response = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/policies' && res.request().method() === 'GET');
  await page.goto('/guardrails');
  const { items } = (await (await response).json()) as PolicyList;
  await page.locator('.policies-table').waitFor();
  return items;
}

const rowNames = (page: Page) => page.locator('.policies-table tbody tr strong').allTextContents();
const cardValues = (page: Page) => page.getByTestId('stat-value').allTextContents();
const footer = (page: Page) => page.locator('.policies-table__footer > span').textContent();

/** Picks a value in a column's header filter menu. */
async function headerFilter(page: Page, column: string, option: string): Promise<void> {
  const menu = await openPopover(page, page.getByRole('button', { name: new RegExp(`^Filter by ${column}`) }));
  await menu.getByRole('listbox', { name: `${column} filter` }).getByRole('option', { name: option, exact: true }).click();
  await popoverClosed(page);
}

async function rowMenu(page: Page, policyName: string, item: 'Edit' | 'Delete'): Promise<void> {
  const menu = await openPopover(page, page.getByRole('button', { name: `Actions for ${policyName}` }));
  await menu.getByRole('menu', { name: `Actions for ${policyName}` }).getByRole('menuitem', { name: item }).click();
}

const field = (dialog: Locator, label: string) => dialog.getByLabel(label, { exact: true });

async function waitForToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('.bp6-toast', { has: page.locator('.toast__title', { hasText: new RegExp(`^${title}$`) }) });
  await toast.waitFor();
  if (description !== undefined) await toast.locator('.toast__description', { hasText: description }).waitFor();
}

async function policiesNow(gsg: ConsoleHarness): Promise<Policy[]> {
  return (await gsg.api<PolicyList>('/policies')).items;
}

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('guardrails', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test('cards and table show the policies; the cards and the header filters narrow the table', async (t) => {
    const page = await gsg.newPage(t);
    const policies = await openGuardrails(page);
    t.same(
      policies.map((p) => p.name).sort(),
      ['Credit Card Protection', 'HIPAA Compliance', 'Intellectual Property', 'PII Detection', 'Sensitive Topics'],
      'the five sample policies',
    );
    t.same(await rowNames(page), policies.map((p) => p.name), 'one row each, in order');
    t.same(await page.locator('.policies-table thead th').allTextContents(), ['Policy', 'Type', 'Rule', 'Severity', 'Action', 'Status', 'Precision', 'Last Updated', 'Actions']);
    const high = policies.filter((p) => p.severity === 'high').length;
    const enabled = policies.filter((p) => p.isEnabled).length;
    t.same(await cardValues(page), [5, high, enabled].map(String), 'Total Policies, High Severity, Enabled');
    const pci = page.locator('tr', { hasText: 'Credit Card Protection' });
    t.match(await pci.textContent(), /PCIPattern: .*HighBlockEnabled/, 'a row: type, rule, severity, action, status');
    t.equal(await footer(page), 'Showing 5 of 5 policies');
    await gsg.screenshot(page, 'guardrails');

    const highCard = page.getByRole('button', { name: /^High Severity/ });
    await highCard.click();
    t.equal(await attributeSettled(highCard, 'aria-pressed', 'true'), 'true');
    t.same(await rowNames(page), policies.filter((p) => p.severity === 'high').map((p) => p.name), 'High Severity shows the high ones');
    t.equal(await page.getByRole('button', { name: 'Filter by Severity: High' }).count(), 1, 'and the Severity header shows the filter');
    await highCard.click();
    t.equal(await attributeSettled(highCard, 'aria-pressed', 'false'), 'false', 'a second click turns it off');
    t.equal((await rowNames(page)).length, 5);

    const enabledCard = page.getByRole('button', { name: /^Enabled/ });
    await enabledCard.focus();
    await page.keyboard.press('Enter');
    t.equal(await attributeSettled(enabledCard, 'aria-pressed', 'true'), 'true', 'the Enabled card works from the keyboard');
    t.equal((await rowNames(page)).length, enabled);
    await page.keyboard.press('Space');
    t.equal(await attributeSettled(enabledCard, 'aria-pressed', 'false'), 'false');

    await headerFilter(page, 'Type', 'PII');
    t.same(await rowNames(page), ['PII Detection'], 'Type filter');
    await headerFilter(page, 'Type', 'All');
    await headerFilter(page, 'Action', 'Flag');
    const flagged = policies.filter((p) => p.action === 'flag').map((p) => p.name);
    t.same(flagged.sort(), ['HIPAA Compliance', 'Sensitive Topics']);
    t.same(await rowNames(page), policies.filter((p) => p.action === 'flag').map((p) => p.name), 'Action filter');
    await headerFilter(page, 'Severity', 'Medium');
    t.equal((await rowNames(page)).length, 2, 'filters combine');
    t.equal(await footer(page), 'Showing 2 of 5 policies');
    await headerFilter(page, 'Status', 'Disabled');
    t.same(await rowNames(page), [], 'no disabled policies');
    await page.getByText('No policies match the selected filters').waitFor();
    await gsg.screenshot(page, 'guardrails-filtered-empty');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    t.equal(await valueSettled(() => rowNames(page).then((names) => names.length), 5), 5, 'Clear filters shows every policy again');

    // A header filter from the keyboard: open its menu, move to an option, choose it.
    const menu = (await openPopover(page, page.getByRole('button', { name: 'Filter by Severity' }), { press: 'Enter' })).getByRole('listbox', {
      name: 'Severity filter',
    });
    await focusReaches(menu);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    for (let i = 0; i < 6 && (await focusedText()) !== 'Low'; i++) {
      const left = await page.evaluateHandle(() => document.activeElement);
      await page.keyboard.press('Tab');
      // The focus moves a moment after the key: looked at before it has, the loop would press Tab once too often.
      await page.waitForFunction((element) => document.activeElement !== element, left);
      await left.dispose();
    }
    t.equal(await focusedText(), 'Low', 'Tab reaches the options');
    await page.keyboard.press('Enter');
    await popoverClosed(page);
    t.same(await rowNames(page), [], 'Severity: Low from the keyboard');
    await page.getByRole('button', { name: 'Clear filters' }).click();
  });

  t.test('Add Policy: section 5 defaults, conditional fields, required fields, created toast', async (t) => {
    const page = await gsg.newPage(t);
    await openGuardrails(page);
    await page.getByRole('button', { name: 'Add Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Policy' });
    await dialog.waitFor();
    // The dialog takes the focus in as it opens, on a frame after it shows.
    const nameFocused = () => field(dialog, 'Policy Name *').evaluate((el) => el === document.activeElement);
    t.ok(await valueSettled(nameFocused, true), 'the name field has focus');
    t.equal(await field(dialog, 'Type').inputValue(), 'PII', 'ruleType PII');
    t.equal(await field(dialog, 'Severity').inputValue(), 'medium', 'severity medium');
    t.equal(await field(dialog, 'Action').inputValue(), 'flag', 'action flag');
    t.equal(await field(dialog, 'Rule Configuration').inputValue(), 'detector', 'rule type detector');
    t.equal(await field(dialog, 'Detector Model').inputValue(), 'pii-detector-v1', 'model pii-detector-v1');
    t.equal(await field(dialog, 'Sensitivity').inputValue(), 'medium', 'sensitivity medium');
    t.ok(await dialog.getByRole('switch', { name: 'Enabled' }).isChecked(), 'enabled');
    t.same(await field(dialog, 'Type').locator('option').allTextContents(), ['Sensitive Topics', 'PII', 'IP', 'PCI', 'PHI']);
    t.same(await field(dialog, 'Severity').locator('option').allTextContents(), ['High', 'Medium', 'Low']);
    t.same(await field(dialog, 'Action').locator('option').allTextContents(), ['Flag', 'Block', 'Allow with Warning', 'Redact']);
    await field(dialog, 'Action').selectOption({ label: 'Redact' });
    await dialog.getByText('Matches are replaced by placeholders such as [CREDIT_CARD]').waitFor();
    await gsg.screenshot(page, 'guardrails-redact-action');
    await field(dialog, 'Action').selectOption({ label: 'Flag' });
    await dialog.getByText('Matches are replaced by placeholders such as [CREDIT_CARD]').waitFor({ state: 'detached' });
    t.same(await field(dialog, 'Rule Configuration').locator('option').allTextContents(), ['Keyword Matching', 'AI Detector Model', 'Regular Expression']);
    t.same(
      await field(dialog, 'Detector Model').locator('option').evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value)),
      ['pii-detector-v1', 'phi-detector-v1', 'financial-detector-v1', 'secrets-detector-v1'],
      'four detector models, secrets-detector-v1 the fourth',
    );
    t.equal(await field(dialog, 'Keywords *').count(), 0, 'no keywords field for a detector rule');
    t.equal(await field(dialog, 'Regex Pattern *').count(), 0, 'no pattern field for a detector rule');
    await gsg.screenshot(page, 'guardrails-add-dialog');

    await field(dialog, 'Rule Configuration').selectOption({ label: 'Keyword Matching' });
    t.equal(await valueSettled(() => field(dialog, 'Detector Model').count(), 0), 0, 'the model select goes');
    t.equal(await field(dialog, 'Sensitivity').count(), 0, 'and the sensitivity with it');
    t.ok(await shown(field(dialog, 'Keywords *')), 'Keyword Matching shows Keywords');
    await field(dialog, 'Rule Configuration').selectOption({ label: 'Regular Expression' });
    t.ok(await shown(field(dialog, 'Regex Pattern *')), 'Regular Expression shows the pattern');
    t.equal(await field(dialog, 'Keywords *').count(), 0);
    await field(dialog, 'Rule Configuration').selectOption({ label: 'Keyword Matching' });

    let posted = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/v1/policies') posted += 1;
    });
    await dialog.getByRole('button', { name: 'Create Policy' }).click();
    t.ok(await field(dialog, 'Policy Name *').evaluate((el) => (el as HTMLInputElement).validity.valueMissing), 'the browser stops an empty name');
    t.equal(posted, 0, 'nothing was sent');

    await field(dialog, 'Policy Name *').fill('Project Zeus');
    await field(dialog, 'Description *').fill('Flags talk of the unannounced product');
    await dialog.getByRole('button', { name: 'Create Policy' }).click();
    t.ok(await field(dialog, 'Keywords *').evaluate((el) => (el as HTMLInputElement).validity.valueMissing), 'and empty keywords');
    t.equal(posted, 0);
    await field(dialog, 'Keywords *').fill(' project zeus,  roadmap , ,');
    await field(dialog, 'Severity').selectOption('high');
    // Enter in a field submits, as in any form.
    await field(dialog, 'Keywords *').press('Enter');
    await waitForToast(page, 'Policy created successfully');
    await dialog.waitFor({ state: 'detached' });
    t.equal(posted, 1);
    await page.locator('tr', { hasText: 'Project Zeus' }).waitFor();
    t.equal(await footer(page), 'Showing 6 of 6 policies', 'the list reloads with the new policy');
    const created = (await policiesNow(gsg)).find((p) => p.name === 'Project Zeus');
    t.match(created, {
      description: 'Flags talk of the unannounced product',
      ruleType: 'PII',
      severity: 'high',
      action: 'flag',
      isEnabled: true,
      rules: { type: 'keyword', keywords: ['project zeus', 'roadmap'] },
    }, 'keywords split on commas and trimmed');
    t.same(await cardValues(page), ['6', '4', '6'], 'the cards count it');
  });

  t.test("a regex the server refuses: its message in the dialog, the input kept, then fixed", async (t) => {
    const page = await gsg.newPage(t);
    await openGuardrails(page);
    await page.getByRole('button', { name: 'Add Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Policy' });
    await field(dialog, 'Policy Name *').fill('Repeated letters');
    await field(dialog, 'Description *').fill('Catches doubled words');
    await field(dialog, 'Rule Configuration').selectOption('regex');
    await field(dialog, 'Regex Pattern *').fill(String.raw`\b(\w+) \1\b`);
    await dialog.getByRole('button', { name: 'Create Policy' }).click();
    const failure = dialog.getByRole('alert');
    await failure.waitFor();
    t.match(await failure.textContent(), /^Invalid regular expression: backreferences \(\\1, \\k<name>\) are not supported/, "the server's message");
    await waitForToast(page, 'Error', 'Failed to save policy');
    t.equal(await field(dialog, 'Policy Name *').inputValue(), 'Repeated letters', 'the input is kept');
    t.equal(await field(dialog, 'Regex Pattern *').inputValue(), String.raw`\b(\w+) \1\b`);
    t.ok(await shown(dialog.locator('.bp6-form-group.bp6-intent-danger', { has: page.getByLabel('Regex Pattern *') })), 'the pattern field is marked');
    await gsg.screenshot(page, 'guardrails-regex-refused');

    await field(dialog, 'Regex Pattern *').fill(String.raw`\b(?:the|a) (?:the|a)\b`);
    await dialog.getByRole('button', { name: 'Create Policy' }).click();
    await waitForToast(page, 'Policy created successfully');
    await dialog.waitFor({ state: 'detached' });
    t.match((await policiesNow(gsg)).find((p) => p.name === 'Repeated letters'), { rules: { type: 'regex', pattern: String.raw`\b(?:the|a) (?:the|a)\b` } });
  });

  t.test('Edit: the form holds the policy; saving updates the row', async (t) => {
    const page = await gsg.newPage(t);
    await openGuardrails(page);
    // The row menu from the keyboard.
    const menu = (await openPopover(page, page.getByRole('button', { name: 'Actions for Sensitive Topics' }), { press: 'Enter' })).getByRole('menu', {
      name: 'Actions for Sensitive Topics',
    });
    await menu.getByRole('menuitem', { name: 'Edit' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Policy' });
    await dialog.waitFor();
    t.equal(await field(dialog, 'Policy Name *').inputValue(), 'Sensitive Topics');
    t.equal(await field(dialog, 'Rule Configuration').inputValue(), 'keyword');
    t.equal(await field(dialog, 'Keywords *').inputValue(), 'merger, acquisition, layoff, lawsuit, confidential', 'keywords joined by commas');
    t.equal(await field(dialog, 'Severity').inputValue(), 'medium');

    await field(dialog, 'Severity').selectOption('low');
    await field(dialog, 'Keywords *').fill('merger, acquisition, takeover');
    await dialog.getByRole('switch', { name: 'Enabled' }).press('Space');
    await dialog.getByRole('button', { name: 'Update Policy' }).click();
    await waitForToast(page, 'Policy updated successfully');
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('tr', { hasText: 'Sensitive Topics' });
    await row.getByText('Disabled').waitFor();
    t.match(await row.textContent(), /Keywords: merger, acquisition, takeover.*LowFlagDisabled/, 'the row shows the change');
    t.match((await policiesNow(gsg)).find((p) => p.name === 'Sensitive Topics'), {
      severity: 'low',
      isEnabled: false,
      rules: { keywords: ['merger', 'acquisition', 'takeover'] },
    });

    await (await openPopover(page, page.getByRole('button', { name: 'Actions for Sensitive Topics' }))).getByRole('menuitem', { name: 'Edit' }).click();
    await dialog.waitFor();
    await field(dialog, 'Policy Name *').fill('Changed but cancelled');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    t.equal(await page.locator('tr', { hasText: 'Changed but cancelled' }).count(), 0, 'Escape discards the edit');
  });

  t.test('Test policy: the unsaved draft judges pasted text; findings by position, redacted text, nothing stored', async (t) => {
    const page = await gsg.newPage(t, { viewport: { width: 1280, height: 1000 } });
    const logged: string[] = [];
    page.on('console', (msg) => logged.push(msg.text()));
    const bodies: unknown[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/v1/guard/evaluate') bodies.push(req.postDataJSON());
    });
    const logsBefore = (await gsg.api<LogSummary>('/logs/summary')).total;
    const policiesBefore = (await policiesNow(gsg)).length;

    await openGuardrails(page);
    await page.getByRole('button', { name: 'Add Policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Policy' });
    await field(dialog, 'Rule Configuration').selectOption('keyword');
    await field(dialog, 'Keywords *').fill('orion, launch date');
    const toggle = dialog.getByRole('button', { name: 'Test policy' });
    t.equal(await toggle.getAttribute('aria-expanded'), 'false', 'the panel starts closed');
    await toggle.press('Enter');
    t.equal(await attributeSettled(toggle, 'aria-expanded', 'true'), 'true');
    const text = 'Orion ships soon; the launch date is secret. Mail jane.doe@example.com';
    const run = dialog.getByRole('button', { name: 'Run Test' });
    await collapseOpened(run);
    t.ok(await run.isDisabled(), 'nothing to test yet');
    await field(dialog, 'Sample text').fill(text);
    await run.click();
    const verdict = dialog.getByTestId('policy-test-verdict');
    await verdict.waitFor();
    t.equal(await verdict.textContent(), 'Flagged', "the draft's action (flag, the default) decides");
    t.match(await dialog.locator('.policy-test__count').textContent(), '2 findings');
    const rows = dialog.locator('.policy-test__findings tbody tr');
    t.same(await rows.nth(0).locator('td').allTextContents(), ['KEYWORD', '0–5', 'keyword', '100%'], 'each finding by entity and position');
    t.same(await rows.nth(1).locator('td').allTextContents(), ['KEYWORD', '22–33', 'keyword', '100%']);
    t.equal(
      await dialog.getByTestId('policy-test-redacted').textContent(),
      '[KEYWORD] ships soon; the [KEYWORD] is secret. Mail jane.doe@example.com',
      'only this policy judged: the saved PII policy did not redact the address',
    );
    t.notOk(await dialog.locator('.policy-test__findings').textContent().then((s) => s!.includes('Orion')), 'the table shows positions, not the matched text');
    t.match(bodies[0], { dryRun: true, input: text, policy: { rules: { type: 'keyword', keywords: ['orion', 'launch date'] }, action: 'flag' } });
    // The panel scrolls once the result has rendered: wait for it rather than read the first frame, and
    // keep the geometry seen last, so a failure says where the result and the dialog's body were.
    const geometry = () =>
      page.evaluate(() => {
        const el = document.querySelector('[data-testid="policy-test-redacted"]');
        const body = el?.closest('.bp6-dialog-body');
        if (!el || !body) return null;
        const [box, frame] = [el.getBoundingClientRect(), body.getBoundingClientRect()];
        return { top: box.top, bottom: box.bottom, frameTop: frame.top, frameBottom: frame.bottom, scrollTop: body.scrollTop, focused: document.activeElement?.tagName ?? '' };
      });
    let seen = await geometry();
    for (let tries = 0; tries < 50 && !(seen && seen.top >= seen.frameTop && seen.bottom <= seen.frameBottom + 1); tries += 1) {
      await page.waitForTimeout(200);
      seen = await geometry();
    }
    t.ok(seen && seen.top >= seen.frameTop && seen.bottom <= seen.frameBottom + 1, "the result is scrolled into the dialog's view", { seen });
    await gsg.screenshot(page, 'guardrails-test-panel');

    await field(dialog, 'Action').selectOption('block');
    await dialog.getByText('The policy or the text changed since this test: run it again.').waitFor();
    await run.click();
    await dialog.getByText('Blocked', { exact: true }).waitFor();
    t.pass('an edit in the form is tested at once, unsaved');

    await field(dialog, 'Rule Configuration').selectOption('detector');
    await field(dialog, 'Detector Model').selectOption('pii-detector-v1');
    await run.click();
    await dialog.getByTestId('policy-test-redacted').getByText(/\[EMAIL_ADDRESS\]$/).waitFor();
    t.same(await rows.nth(0).locator('td').nth(0).textContent(), 'EMAIL_ADDRESS', 'a detector rule finds the address');

    await field(dialog, 'Rule Configuration').selectOption('regex');
    await field(dialog, 'Regex Pattern *').fill('(?=x)');
    await run.click();
    await dialog.locator('.policy-test__result .bp6-callout', { hasText: /^Invalid regular expression: lookahead/ }).waitFor();
    t.pass("a pattern RE2 cannot run gets the server's message in the panel");

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    t.equal((await gsg.api<LogSummary>('/logs/summary')).total, logsBefore, 'no conversation was logged');
    t.equal((await policiesNow(gsg)).length, policiesBefore, 'no policy was saved');
    t.notOk(logged.some((line) => line.includes('Orion') || line.includes('jane.doe')), 'the text never reaches the console log');
  });

  t.test('Delete asks first: Cancel keeps the policy, Delete removes it with a toast', async (t) => {
    const page = await gsg.newPage(t);
    await openGuardrails(page);
    await rowMenu(page, 'HIPAA Compliance', 'Delete');
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    t.match(await confirm.textContent(), /Delete the policy HIPAA Compliance\?/);
    await gsg.screenshot(page, 'guardrails-delete-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    t.ok(await shown(page.locator('tr', { hasText: 'HIPAA Compliance' })), 'Cancel keeps it');

    await rowMenu(page, 'HIPAA Compliance', 'Delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await waitForToast(page, 'Policy deleted successfully');
    await page.locator('tr', { hasText: 'HIPAA Compliance' }).waitFor({ state: 'detached' });
    t.notOk((await policiesNow(gsg)).some((p) => p.name === 'HIPAA Compliance'), 'the server no longer has it');
  });

  t.test("another console's changes show live", async (t) => {
    const watcher = await gsg.newPage(t);
    await openGuardrails(watcher);
    const other = await gsg.newPage(t);
    await openGuardrails(other);

    await other.getByRole('button', { name: 'Add Policy' }).click();
    const dialog = other.getByRole('dialog', { name: 'Add Policy' });
    await field(dialog, 'Policy Name *').fill('Live Secrets');
    await field(dialog, 'Description *').fill('Blocks API keys and tokens');
    await field(dialog, 'Detector Model').selectOption('secrets-detector-v1');
    await field(dialog, 'Action').selectOption('block');
    await dialog.getByRole('button', { name: 'Create Policy' }).click();
    await watcher.locator('tr', { hasText: 'Live Secrets' }).waitFor();
    t.match(await watcher.locator('tr', { hasText: 'Live Secrets' }).textContent(), /Detector: secrets-detector-v1/, 'a new policy appears');
    // The watcher can hear of the change before the other console has closed its dialog (it reads the
    // list again first); the other console's own row menu is reachable once the dialog is gone.
    await dialog.waitFor({ state: 'detached' });

    await rowMenu(other, 'Live Secrets', 'Edit');
    const edit = other.getByRole('dialog', { name: 'Edit Policy' });
    await field(edit, 'Severity').selectOption('high');
    await other.getByRole('button', { name: 'Update Policy' }).click();
    await watcher.locator('tr', { hasText: 'Live Secrets' }).getByText('High', { exact: true }).waitFor();
    t.pass('an edit shows');
    await edit.waitFor({ state: 'detached' });

    await rowMenu(other, 'Live Secrets', 'Delete');
    await other.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await watcher.locator('tr', { hasText: 'Live Secrets' }).waitFor({ state: 'detached' });
    t.pass('a delete removes the row');
    t.equal(await watcher.locator('.bp6-toast').count(), 0, 'the watching console shows no toast for what it did not do');
  });

  t.test('failures: the spec toasts', async (t) => {
    const page = await gsg.newPage(t);
    await page.route('**/api/v1/policies', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' } }) : route.fallback(),
    );
    await page.goto('/guardrails');
    await waitForToast(page, 'Error', 'Failed to load policies');
    t.ok(await shown(page.getByText('No policies yet')), 'an empty table after a failed load');
    await page.unroute('**/api/v1/policies');

    await openGuardrails(page);
    await page.route('**/api/v1/policies/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' } }) : route.fallback(),
    );
    await rowMenu(page, 'PII Detection', 'Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await waitForToast(page, 'Error', 'Failed to delete policy');
    t.ok(await shown(page.locator('tr', { hasText: 'PII Detection' })), 'the policy stays');
  });
});
