import t from 'tap';
import type { Locator, Page } from 'playwright-core';
import type { Policy, PolicyWhatIfJob } from '@gsg/shared';
import type { NewLogRecord } from '@gsg/server/store';
import { attributeSettled, collapseOpened, type ConsoleHarness, openPopover, shown, skipWithoutChromium, startConsole, valueSettled } from './harness.ts';

const KEYWORD = 'Bluebird Initiative';
const EMAIL = 'quentin.private@acme.example';
const DAY = 86_400_000;
const CARD_POLICY = 'Credit Card Protection';

/**
 * Conversations stored as ingest stores them, originals sealed, over the last three days: `k` mention the
 * keyword (and an e-mail address), the rest do not. Their redacted text at rest never mentions it.
 */
async function storeConversations(gsg: ConsoleHarness, n: number, k: number, prefix: string): Promise<void> {
  const now = Date.now();
  const records: NewLogRecord[] = [];
  for (let i = 0; i < n; i++) {
    const input = i < k ? `Share the ${KEYWORD} budget with ${EMAIL}` : `Draft a status note, item ${i}`;
    records.push({
      id: `${prefix}-${i}`,
      timestamp: new Date(now - (i % 3) * DAY - 120_000 - i * 1000).toISOString(),
      userId: `user-${i % 4}`,
      user: ['Ana Ortiz', 'Ben Ito', 'Chloe Park', 'Dev Rao'][i % 4]!,
      hostname: 'LAPTOP-QA',
      ipAddress: '10.0.0.9',
      inputRedacted: 'a request, redacted at rest',
      outputRedacted: 'ok',
      inputEncrypted: gsg.app.secretBox.seal(input),
      outputEncrypted: gsg.app.secretBox.seal('Sure.'),
      status: 'allowed',
      policyTriggered: '',
      policyId: '',
      aiModel: 'ChatGPT',
      sessionId: 's-qa',
      monitored: null,
      eventId: null,
      policies: [],
    });
  }
  await gsg.app.store.logs.insertMany(records);
}

/**
 * Holds the run after its first page of conversations until it is released, or until the server has
 * taken a cancel: released by the test alone, a loaded machine could let the run read on before the
 * browser's cancel arrived.
 */
function holdReads(gsg: ConsoleHarness) {
  const logs = gsg.app.store.logs;
  const whatIf = gsg.app.services.whatIf;
  const [sealedPage, cancel] = [logs.sealedPage, whatIf.cancel];
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let reads = 0;
  logs.sealedPage = async (...args) => {
    reads += 1;
    if (reads > 1) await gate;
    return sealedPage(...args);
  };
  const release = () => {
    open();
    logs.sealedPage = sealedPage;
    whatIf.cancel = cancel;
  };
  // The cancel marks the run before it waits for it to stop, so the gate opens once the mark is made.
  whatIf.cancel = (...args) => {
    const job = cancel(...args);
    release();
    return job;
  };
  return { release };
}

/** Opens the dialog's past-traffic panel, once it has slid open (see collapseOpened). */
async function openPastTraffic(dialog: Locator): Promise<Locator> {
  await dialog.getByRole('button', { name: 'Test on past traffic' }).click();
  const region = dialog.getByRole('region', { name: 'Test on past traffic' });
  await collapseOpened(region);
  return region;
}

async function openAddPolicy(page: Page) {
  await page.goto('/guardrails');
  await page.locator('.policies-table').waitFor();
  await page.getByRole('button', { name: 'Add Policy' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Policy Name *', { exact: true }).fill('Bluebird leaks');
  await dialog.getByLabel('Description *', { exact: true }).fill('Keeps the project out of prompts');
  await dialog.getByLabel('Action', { exact: true }).selectOption('block');
  await dialog.getByLabel('Rule Configuration', { exact: true }).selectOption('keyword');
  await dialog.getByLabel('Keywords *', { exact: true }).fill(KEYWORD);
  return dialog;
}

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('policy what-if on past traffic', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);
  await storeConversations(gsg, 30, 12, 'qa');

  t.test('an unsaved draft is tried on past traffic from the keyboard: totals, by day, top users, redacted samples', async (t) => {
    const page = await gsg.newPage(t);
    const dialog = await openAddPolicy(page);
    const toggle = dialog.getByRole('button', { name: 'Test on past traffic' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    t.equal(await attributeSettled(toggle, 'aria-expanded', 'true'), 'true');
    const region = dialog.getByRole('region', { name: 'Test on past traffic' });
    await region.getByLabel('Range').selectOption('7');
    await region.getByRole('button', { name: 'Run on past traffic' }).focus();
    await page.keyboard.press('Enter');

    const headline = region.getByTestId('what-if-headline');
    await headline.waitFor();
    t.match(await headline.textContent(), /of [\d,]+ conversations in the last 7 days would have been blocked, from 4 users\./);
    t.equal((await region.locator('.policy-what-if__headline .bp6-tag').textContent())?.trim(), '12');
    const perDay = await region.getByRole('table', { name: 'By day' }).locator('tbody tr td:last-child').allTextContents();
    t.equal(perDay.reduce((sum, n) => sum + Number(n), 0), 12, 'the days add up');
    t.same(await region.getByRole('table', { name: 'Top users' }).locator('tbody tr td:first-child').allTextContents(), ['Ana Ortiz', 'Ben Ito', 'Chloe Park', 'Dev Rao']);
    const samples = await region.getByTestId('what-if-samples').locator('pre').allTextContents();
    t.equal(samples.length, 12);
    for (const s of samples) t.equal(s, 'Share the [KEYWORD] budget with [EMAIL_ADDRESS]');
    const shown = (await region.textContent()) ?? '';
    t.notOk(shown.includes(EMAIL) || shown.includes(KEYWORD), 'no original on screen');
    // The focus goes back once the result has been drawn, a moment after it shows.
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    t.equal(await valueSettled(focusedText, 'Run on past traffic'), 'Run on past traffic', 'focus is back on the run button');
    await region.scrollIntoViewIfNeeded();
    await gsg.screenshot(page, 'policy-what-if-result');

    await dialog.getByLabel('Keywords *', { exact: true }).fill(`${KEYWORD}, budget`);
    await region.getByText('The policy or the range changed since this run: run it again.').waitFor();
    t.pass('an edited draft marks the result stale');
  });

  t.test('a long run shows its progress and stops on Cancel', async (t) => {
    await storeConversations(gsg, 1500, 0, 'bulk');
    const held = holdReads(gsg);
    t.teardown(() => held.release());
    const page = await gsg.newPage(t);
    const dialog = await openAddPolicy(page);
    const region = await openPastTraffic(dialog);
    await region.getByRole('button', { name: 'Run on past traffic' }).click();
    const progress = region.getByTestId('what-if-progress');
    await progress.filter({ hasText: /Judged 1,000 of [\d,]+ conversations/ }).waitFor();
    t.ok(await shown(region.getByRole('progressbar')), 'a progress bar');
    await gsg.screenshot(page, 'policy-what-if-progress');

    t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Cancel', 'focus moves to Cancel while it runs');
    const cancelled = page.waitForResponse((res) => res.request().method() === 'DELETE' && res.url().includes('/api/v1/policies/what-if/'));
    await page.keyboard.press('Enter');
    const job = (await (await cancelled).json()) as PolicyWhatIfJob;
    t.match(job, { state: 'cancelled', scanned: 1000 });
    t.ok(job.total > 1000);
    await region.getByText(/Cancelled after 1,000 of [\d,]+ conversations: the counts cover those only\./).waitFor();
    await new Promise((r) => setTimeout(r, 300));
    t.equal((await gsg.api<PolicyWhatIfJob>(`/policies/what-if/${job.id}`).catch(() => null))?.scanned ?? 1000, 1000, 'nothing more was judged');
  });

  t.test('switching a monitored policy to enforce offers the what-if first', async (t) => {
    const page = await gsg.newPage(t);
    const card = (await gsg.api<{ items: Policy[] }>('/policies')).items.find((p) => p.name === CARD_POLICY)!;
    const { id, createdAt: _c, updatedAt: _u, ...input } = card;
    const put = await page.request.put(`/api/v1/policies/${id}`, { data: { ...input, mode: 'monitor' } });
    t.equal(put.status(), 200);

    await page.goto('/guardrails');
    const menu = await openPopover(page, page.getByRole('button', { name: `Actions for ${CARD_POLICY}` }));
    await menu.getByRole('menu', { name: `Actions for ${CARD_POLICY}` }).getByRole('menuitem', { name: 'Switch to Enforce' }).click();
    const dialog = page.getByRole('dialog');
    const region = dialog.getByRole('region', { name: 'Test on past traffic' });
    await region.waitFor();
    t.equal((await gsg.api<{ items: Policy[] }>('/policies')).items.find((p) => p.id === id)?.mode, 'monitor', 'nothing switched yet');
    await region.getByRole('button', { name: 'Run on past traffic' }).click();
    await region.getByTestId('what-if-headline').or(region.getByText('No traffic in this range')).waitFor();
    await gsg.screenshot(page, 'policy-what-if-enforce');
    const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes(`/api/v1/policies/${id}`));
    await dialog.getByRole('button', { name: 'Switch to Enforce' }).click();
    t.equal(((await (await saved).json()) as Policy).mode, 'enforce');
    await dialog.waitFor({ state: 'detached' });
  });

  t.test('no traffic in the range: an empty state', async (t) => {
    await gsg.app.store.logs.deleteOlderThan(new Date(Date.now() + 2 * 3_600_000));
    const page = await gsg.newPage(t);
    const dialog = await openAddPolicy(page);
    const region = await openPastTraffic(dialog);
    await region.getByRole('button', { name: 'Run on past traffic' }).click();
    await region.getByText('No traffic in this range').waitFor();
    t.ok(await shown(region.getByText('No conversations were stored in the last 7 days. Try a longer range.')));
    await gsg.screenshot(page, 'policy-what-if-empty');
  });
});
