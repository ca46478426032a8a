import t from 'tap';
import type { Page } from 'playwright-core';
import { precisionOf, type GuardEvaluateResponse, type Policy, type PolicyException, type PolicyPrecision } from '@gsg/shared';
import { openPopover, skipWithoutChromium, startConsole, valueSettled, type ConsoleHarness } from './harness.ts';

const PASSWORD = 'Sturdy-Passphrase-2026';
const CARD_PROMPT = 'Please charge the sandbox card 4111 1111 1111 1111 for the renewal test';

/** The conversation, judged and stored as the admin: the seeded Credit Card Protection policy blocks it. */
async function judge(page: Page, gsg: ConsoleHarness, sessionId: string): Promise<GuardEvaluateResponse> {
  const res = await page.request.post(`${gsg.baseUrl}/api/v1/guard/evaluate`, {
    data: { input: CARD_PROMPT, user: 'Quinn QA', userId: 'quinn.qa', hostname: 'QA-BOX-01', ipAddress: '10.9.8.7', aiModel: 'ChatGPT', sessionId },
    headers: { origin: gsg.baseUrl },
  });
  return (await res.json()) as GuardEvaluateResponse;
}

async function openAlert(page: Page, alertId: string): Promise<ReturnType<Page['getByRole']>> {
  await page.goto('/alerts');
  const row = page.locator(`tr[data-alert-id="${alertId}"]`);
  const menu = await openPopover(page, row.getByRole('button', { name: /^Actions for alert/ }));
  await menu.getByRole('menuitem', { name: 'View' }).click();
  return page.getByRole('dialog', { name: 'Alert Details' });
}

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('policy exceptions and precision', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);
  const policies = (await gsg.api<{ items: Policy[] }>('/policies')).items;
  const pci = policies.find((p) => p.name === 'Credit Card Protection')!;

  t.test('an analyst marks an alert false positive and creates an exception from it; the policy stops at once', async (t) => {
    const admin = await gsg.newPage(t);
    const added = await admin.request.post(`${gsg.baseUrl}/api/v1/accounts`, {
      data: { username: 'anil', fullName: 'Anil Analyst', email: 'anil@acme.example', role: 'cybersecurity_analyst', password: PASSWORD },
      headers: { origin: gsg.baseUrl },
    });
    t.equal(added.status(), 201);
    const first = await judge(admin, gsg, 'qa-1');
    t.ok(first.triggeredPolicies.some((p) => p.id === pci.id), 'the card is found');

    const page = await gsg.newPage(t, { signedIn: false });
    t.ok((await page.context().request.post(`${gsg.baseUrl}/api/v1/auth/login`, { data: { username: 'anil', password: PASSWORD } })).ok());
    const dialog = await openAlert(page, first.alertId!);
    const triage = dialog.getByRole('region', { name: 'Triage' });
    // The triage form is drawn whole: counted before it, no button would be there yet whatever the app does.
    await triage.getByLabel('Disposition').waitFor();
    t.equal(await triage.getByRole('button', { name: 'Create exception' }).count(), 0, 'no exception before the alert is judged a false positive');
    await triage.getByLabel('Disposition').selectOption('false_positive');
    await triage.getByRole('button', { name: 'Create exception' }).click();

    const create = page.getByRole('dialog', { name: 'Create exception' });
    await create.getByLabel('Policy').selectOption({ label: 'Credit Card Protection' });
    t.ok(await create.getByRole('radio', { name: 'One of its keywords' }).isDisabled(), 'a pattern policy has no keywords to exclude');
    await create.getByRole('radio', { name: /^A value it found/ }).check();
    await create.getByRole('textbox', { name: /^Value/ }).fill('4111-1111-1111-1111');
    await create.getByLabel('Reason').fill('The payment sandbox test card');
    await page.locator('.bp6-overlay-enter-done .create-exception-dialog').waitFor();
    await gsg.screenshot(page, 'alerts-create-exception');
    await create.getByRole('button', { name: 'Create exception' }).click();
    await create.waitFor({ state: 'detached' });

    const exceptions = (await gsg.api<{ items: PolicyException[] }>(`/policies/${pci.id}/exceptions`)).items;
    t.match(exceptions, [{ kind: 'value', display: '•••1111', reason: 'The payment sandbox test card', alertId: first.alertId, createdBy: 'anil' }]);
    const again = await judge(admin, gsg, 'qa-2');
    t.notOk(again.triggeredPolicies.some((p) => p.id === pci.id), 'the same conversation no longer triggers the policy');
  });

  t.test('Guardrails shows precision from the dispositions, and lists the exception with Remove', async (t) => {
    const page = await gsg.newPage(t);
    const precision = (await gsg.api<{ items: PolicyPrecision[] }>('/policies/precision')).items;
    const counts = precision.find((p) => p.policyId === pci.id)!;
    t.ok(counts.falsePositives >= 1, 'the false positive counts');
    await page.goto('/guardrails');
    const row = page.locator(`tr[data-policy-id="${pci.id}"]`);
    const judged = counts.truePositives + counts.falsePositives;
    const expected = `${Math.round(precisionOf(counts)! * 100)}% (${counts.truePositives} of ${judged} judged)`;
    await row.locator('.policies-table__precision', { hasText: expected }).waitFor();
    await page.getByText('Alerts marked benign count as neither.').waitFor();

    const byId = new Map(precision.map((p) => [p.policyId, p]));
    const unjudged = policies.find((p) => !byId.has(p.id) || precisionOf(byId.get(p.id)!) === null);
    if (unjudged) {
      const cell = page.locator(`tr[data-policy-id="${unjudged.id}"] .policies-table__precision`);
      t.equal((await cell.textContent())?.trim(), '—', 'a policy with nothing judged shows a dash');
      await cell.locator('.policies-table__precision-none').hover();
      await page.getByText(/has been judged a true or false positive yet|they count as neither/).waitFor();
    }
    await gsg.screenshot(page, 'guardrails-precision');

    const menu = await openPopover(page, row.getByRole('button', { name: 'Actions for Credit Card Protection' }));
    await menu.getByRole('menu', { name: 'Actions for Credit Card Protection' }).getByRole('menuitem', { name: 'Exceptions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exceptions: Credit Card Protection' });
    await dialog.getByText('•••1111').waitFor();
    await dialog.getByText('The payment sandbox test card').waitFor();
    await page.locator('.policy-exceptions-dialog.bp6-overlay-enter-done, .bp6-overlay-enter-done .policy-exceptions-dialog').first().waitFor();
    await gsg.screenshot(page, 'guardrails-exceptions');
    await dialog.getByRole('button', { name: 'Remove exception •••1111' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await dialog.getByText('No exceptions.', { exact: false }).waitFor();
    t.same((await gsg.api<{ items: PolicyException[] }>(`/policies/${pci.id}/exceptions`)).items, [], 'removed on the server');

    // Another console adds one and takes it away: the open list follows, live.
    await page.waitForFunction(() => document.querySelector('[data-live-status="connected"]') !== null);
    const elsewhere = await page.request.post(`${gsg.baseUrl}/api/v1/policies/${pci.id}/exceptions`, {
      data: { kind: 'person', value: 'quinn.qa', reason: 'Added from another console' },
      headers: { origin: gsg.baseUrl },
    });
    t.equal(elsewhere.status(), 201);
    const { id } = (await elsewhere.json()) as PolicyException;
    await dialog.getByText('Added from another console').waitFor();
    t.pass('an exception added elsewhere appears without a reload');
    await page.request.delete(`${gsg.baseUrl}/api/v1/policies/${pci.id}/exceptions/${id}`, { headers: { origin: gsg.baseUrl } });
    await dialog.getByText('No exceptions.', { exact: false }).waitFor();
    t.pass('and leaves when it is removed there');
    await page.keyboard.press('Escape');
    const after = await judge(page, gsg, 'qa-3');
    t.ok(after.triggeredPolicies.some((p) => p.id === pci.id), 'the policy finds the card again');
  });

  t.test("from a keyword policy's alert, the exception can be one of its keywords, picked from the policy's own", async (t) => {
    const page = await gsg.newPage(t);
    const topics = policies.find((p) => p.name === 'Sensitive Topics')!;
    const ask = () =>
      page.request.post(`${gsg.baseUrl}/api/v1/guard/evaluate`, {
        data: { input: 'Draft the merger memo for the board', user: 'Quinn QA', userId: 'quinn.qa', hostname: 'QA-BOX-01', ipAddress: '10.9.8.7', aiModel: 'ChatGPT', sessionId: 'qa-terms' },
        headers: { origin: gsg.baseUrl },
      });
    const flagged = (await (await ask()).json()) as GuardEvaluateResponse;
    t.ok(flagged.triggeredPolicies.some((p) => p.id === topics.id), 'the keyword is found');
    const dialog = await openAlert(page, flagged.alertId!);
    await dialog.getByRole('region', { name: 'Triage' }).getByLabel('Disposition').selectOption('false_positive');
    await dialog.getByRole('button', { name: 'Create exception' }).click();
    const create = page.getByRole('dialog', { name: 'Create exception' });
    const termChoice = create.getByRole('radio', { name: 'One of its keywords' });
    await create.locator('label', { hasText: 'One of its keywords' }).click();
    t.ok(await valueSettled(() => termChoice.isChecked(), true), 'Term chosen');
    const keyword = create.getByLabel('Keyword', { exact: true });
    t.same(await keyword.locator('option').allTextContents(), topics.rules.type === 'keyword' ? topics.rules.keywords : [], "the policy's keywords to choose from");
    await keyword.selectOption('merger');
    await create.getByRole('button', { name: 'Create exception' }).click();
    await create.waitFor({ state: 'detached' });
    t.match((await gsg.api<{ items: PolicyException[] }>(`/policies/${topics.id}/exceptions`)).items, [{ kind: 'term', display: 'merger' }]);
    const again = (await (await ask()).json()) as GuardEvaluateResponse;
    t.notOk(again.triggeredPolicies.some((p) => p.id === topics.id), 'the keyword no longer triggers the policy');
  });

  t.test('an auditor sees Create exception and Remove disabled, each saying why', async (t) => {
    const admin = await gsg.newPage(t);
    await admin.request.post(`${gsg.baseUrl}/api/v1/accounts`, {
      data: { username: 'audrey', fullName: 'Audrey Auditor', email: 'audrey@acme.example', role: 'auditor', password: PASSWORD },
      headers: { origin: gsg.baseUrl },
    });
    const judged = await judge(admin, gsg, 'qa-4');
    await admin.request.patch(`${gsg.baseUrl}/api/v1/alerts/${judged.alertId}`, { data: { disposition: 'false_positive' }, headers: { origin: gsg.baseUrl } });
    await admin.request.post(`${gsg.baseUrl}/api/v1/policies/${pci.id}/exceptions`, { data: { kind: 'person', value: 'quinn.qa' }, headers: { origin: gsg.baseUrl } });

    const page = await gsg.newPage(t, { signedIn: false });
    t.ok((await page.context().request.post(`${gsg.baseUrl}/api/v1/auth/login`, { data: { username: 'audrey', password: PASSWORD } })).ok());
    const dialog = await openAlert(page, judged.alertId!);
    const create = dialog.getByRole('button', { name: 'Create exception' });
    await create.waitFor();
    t.ok(await create.isDisabled(), 'Create exception is disabled');
    await dialog.locator('.gated-control', { has: page.getByRole('button', { name: 'Create exception' }) }).hover();
    await page.getByText("Your role (Auditor) does not have the 'policies.except' permission").waitFor();
    await gsg.screenshot(page, 'alerts-create-exception-as-auditor');

    await page.goto('/guardrails');
    const menu = await openPopover(page, page.getByRole('button', { name: 'Actions for Credit Card Protection' }));
    await menu.getByRole('menuitem', { name: 'Exceptions' }).click();
    const list = page.getByRole('dialog', { name: 'Exceptions: Credit Card Protection' });
    const remove = list.getByRole('button', { name: /^Remove exception/ });
    await remove.waitFor();
    t.ok(await remove.isDisabled(), 'Remove is disabled for the auditor');
  });
});
