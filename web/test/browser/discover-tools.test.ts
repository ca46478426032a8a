import t from 'tap';
import type { Page } from 'playwright-core';
import type { AiToolList, AiToolStatus } from '@gsg/shared';
import { bearer, connectAgent } from '@gsg/server/test/routes/agent-client';
import { shown, skipWithoutChromium, startConsole, valueSettled } from './harness.ts';
import { formatCount, screenshot } from './table-screens.ts';

const toolRow = (page: Page, id: string) => page.locator(`.ai-tools-table tbody tr[data-tool-id="${id}"]`);
const decisionOf = (page: Page, name: string) => page.getByRole('radiogroup', { name: `Decision on ${name}` });
const statusIn = (list: AiToolList, id: string): AiToolStatus => list.items.find((s) => s.tool.id === id)!;

/** Clicks one decision and waits for the server to have it. */
async function decide(page: Page, name: string, decision: 'Sanctioned' | 'Unreviewed' | 'Blocked'): Promise<AiToolStatus> {
  const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/api/v1/ai-tools/'));
  await decisionOf(page, name).getByRole('radio', { name: decision }).click();
  const res = await saved;
  if (!res.ok()) throw new Error(`decision refused: ${res.status()}`);
  return (await res.json()) as AiToolStatus;
}

// Skipped where no Chromium is installed: skipWithoutChromium is then the reason (harness.ts), printed with the skip.
t.test('Discover governs AI tools', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test('the tools seen are listed with their use, Unreviewed under the default action', async (t) => {
    const page = await gsg.newPage(t);
    await page.goto('/discover');
    await toolRow(page, 'chatgpt').waitFor();
    const list = await gsg.api<AiToolList>('/ai-tools');
    const seen = list.items.filter((s) => s.usage.detections > 0).sort((a, b) => b.usage.detections - a.usage.detections);
    t.same(await page.locator('.ai-tools-table tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-tool-id'))), seen.map((s) => s.tool.id), 'every tool seen, most used first');
    const chatgpt = statusIn(list, 'chatgpt');
    const cells = await toolRow(page, 'chatgpt').locator('td').allTextContents();
    t.same(cells.slice(0, 5), [`ChatGPTOpenAI`, formatCount(chatgpt.usage.detections), formatCount(chatgpt.usage.users), formatCount(chatgpt.usage.hosts), '0']);
    t.equal(await decisionOf(page, 'ChatGPT').getByRole('radio', { checked: true }).textContent(), 'Unreviewed');
    t.ok(await shown(page.getByText('Unreviewed tools are allowed and flagged')), 'the default action is said');
    const overflow = await page.locator('.ai-tools-card .table-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);
    t.equal(overflow, 0, 'the tools table fits the card on a laptop screen');

    await page.getByText('Show all catalogued tools').click();
    const catalogued = await valueSettled(() => page.locator('.ai-tools-table tbody tr').count(), list.items.length);
    t.equal(catalogued, list.items.length, 'every catalogued tool on asking');
  });

  t.test('blocking a tool reaches a connected agent and its blocked uses show live; sanctioning one is kept', async (t) => {
    const page = await gsg.newPage(t);
    const { key } = (await (await page.request.post('/api/v1/api-keys', { data: { name: 'browser test agent', scope: 'agents' } })).json()) as { key: string };
    const agent = await connectAgent(t, gsg.baseUrl, bearer(key));
    await agent.until(() => agent.toolPolicies.length === 1, 'the policy on connecting');

    await page.goto('/discover');
    await toolRow(page, 'deepseek').waitFor();
    const blocked = await decide(page, 'DeepSeek', 'Blocked');
    t.match(blocked, { decision: 'blocked', action: 'block', review: { decidedBy: 'admin' } });
    t.ok(await shown(page.getByText('DeepSeek blocked')), 'the toast says so');
    t.equal(await decisionOf(page, 'DeepSeek').getByRole('radio', { checked: true }).textContent(), 'Blocked');
    await agent.until(() => agent.toolPolicies.length === 2, 'the new policy at the agent');
    t.match(agent.toolPolicies[1]?.tools.find((tool) => tool.id === 'deepseek'), { action: 'block' });

    // The agent stops a use and reports it: the row arrives live, marked, and the tool counts it.
    const before = statusIn(await gsg.api<AiToolList>('/ai-tools'), 'deepseek').usage.blocked;
    agent.send([
      { type: 'detection', eventId: 'browser-blocked-1', user: 'Lucas Silva', hostname: 'LIVE-HOST-09', ipAddress: '10.77.0.9', os: 'Windows', aiTool: 'chat.deepseek.com', action: 'blocked', timestamp: new Date().toISOString() },
    ]);
    const liveRow = page.locator('.discover-table tbody tr', { hasText: 'LIVE-HOST-09' });
    await liveRow.waitFor();
    t.ok(await shown(liveRow.locator('.discover-table__action', { hasText: 'Blocked' })), 'the blocked use is marked');
    await toolRow(page, 'deepseek').locator('td:nth-child(5)', { hasText: formatCount(before + 1) }).waitFor();
    t.pass('the tool counts the blocked use');
    await screenshot(gsg, page, 'discover-tools');

    const sanctioned = await decide(page, 'ChatGPT', 'Sanctioned');
    t.match(sanctioned, { decision: 'sanctioned', action: 'allow' });
    await page.reload();
    await toolRow(page, 'chatgpt').waitFor();
    t.equal(await decisionOf(page, 'ChatGPT').getByRole('radio', { checked: true }).textContent(), 'Sanctioned', 'kept across a reload');
    t.match(statusIn(await gsg.api<AiToolList>('/ai-tools'), 'chatgpt'), { decision: 'sanctioned' });
  });
});
