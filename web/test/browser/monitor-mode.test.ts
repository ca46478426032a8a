import t from 'tap';
import type { Page } from 'playwright-core';
import type { GuardEvaluateResponse, Policy } from '@gsg/shared';
import { openPopover, skipWithoutChromium, startConsole } from './harness.ts';

const POLICY = 'Credit Card Protection';

async function switchMode(page: Page, item: 'Switch to Monitor' | 'Switch to Enforce'): Promise<Policy> {
  const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/api/v1/policies/'));
  const menu = await openPopover(page, page.getByRole('button', { name: `Actions for ${POLICY}` }));
  await menu.getByRole('menu', { name: `Actions for ${POLICY}` }).getByRole('menuitem', { name: item }).click();
  // Going live asks first, with the policy's what-if on past traffic offered (policy-what-if.test.ts).
  if (item === 'Switch to Enforce') await page.getByRole('dialog').getByRole('button', { name: 'Switch to Enforce' }).click();
  return (await (await saved).json()) as Policy;
}

// Skipped where no Chromium is installed: skipWithoutChromium is then the reason (harness.ts), printed with the skip.
t.test('monitor mode in Guardrails and Monitoring', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test('an admin switches a policy to monitor; what it would have blocked goes through and shows as Would block', async (t) => {
    const page = await gsg.newPage(t);
    await page.goto('/guardrails');
    const row = page.locator('.policies-table tbody tr', { hasText: POLICY });
    await row.waitFor();
    t.equal(await row.locator('.policies-table__mode').count(), 0, 'enforced policies carry no badge');

    const monitored = await switchMode(page, 'Switch to Monitor');
    t.equal(monitored.mode, 'monitor');
    await row.locator('.policies-table__mode', { hasText: 'Monitor' }).waitFor();
    await (await openPopover(page, page.getByRole('button', { name: `Actions for ${POLICY}` }))).getByRole('menuitem', { name: 'Edit' }).click();
    t.equal(await page.getByLabel('Mode', { exact: true }).inputValue(), 'monitor', 'the dialog shows the mode');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await gsg.screenshot(page, 'guardrails-monitor-mode');

    const res = await page.request.post('/api/v1/guard/evaluate', {
      data: { user: 'Quinn Monitor', userId: 'quinn', hostname: 'QA-LAPTOP-02', ipAddress: '10.99.0.8', aiModel: 'ChatGPT', sessionId: 's-m', input: 'Card 4111 1111 1111 1111 please', output: 'Sure.' },
    });
    const verdict = (await res.json()) as GuardEvaluateResponse;
    t.match(verdict, { status: 'allowed', monitoredStatus: 'blocked' });

    await page.goto('/monitoring');
    const would = page.locator('.log-status', { hasText: 'Would block' }).first();
    await would.waitFor();
    t.equal(await would.locator('span').first().textContent(), 'Allowed', 'the real status stays beside it');
    await gsg.screenshot(page, 'monitoring-would-block');

    await page.goto('/guardrails');
    const enforced = await switchMode(page, 'Switch to Enforce');
    t.equal(enforced.mode, 'enforce');
    await row.locator('.policies-table__mode').waitFor({ state: 'detached' });
  });
});
