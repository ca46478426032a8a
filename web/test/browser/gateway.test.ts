import t from 'tap';
import type { Page } from 'playwright-core';
import type { GatewayRouteList } from '@gsg/shared';
import { StubUpstream } from '@gsg/server/test-support/stub-upstream';
import { skipWithoutChromium, startConsole } from './harness.ts';

const KEY_ONE = 'sk-browser-route-key-4242';

const row = (page: Page, name: string) => page.locator('table.gateway-routes tbody tr', { hasText: name });
const names = (page: Page) => page.locator('table.gateway-routes .gateway-routes__name').allTextContents();

/** Fills the route dialog by keyboard and submits it with Enter, as a person without a mouse would. */
async function fillRoute(page: Page, fields: { name: string; pattern: string; url: string; key?: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(fields.name);
  await dialog.getByRole('textbox', { name: /^Model name or pattern/ }).fill(fields.pattern);
  await dialog.getByRole('textbox', { name: /^Upstream base URL/ }).fill(fields.url);
  if (fields.key) await dialog.getByLabel('API key').fill(fields.key);
  await dialog.getByLabel('API key').press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('gateway screen', { skip: skipWithoutChromium }, async (t) => {
  const one = await new StubUpstream().start();
  one.expectKey = KEY_ONE;
  const fallback = await new StubUpstream().start();
  t.teardown(() => Promise.all([one.stop(), fallback.stop()]));
  const gsg = await startConsole(t, { GSG_GATEWAY_UPSTREAM_URL: fallback.url });
  const page = await gsg.newPage(t);
  const answers: string[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/v1/gateway')) void res.text().then((body) => answers.push(body), () => {});
  });

  t.test('empty: says where models go now and what clients connect to', async (t) => {
    await page.goto('/gateway');
    await page.getByRole('heading', { name: 'Gateway', exact: true }).waitFor();
    await page.getByText('No model routes yet').waitFor();
    t.equal(await page.getByRole('textbox', { name: 'Base URL' }).inputValue(), `${gsg.baseUrl}/v1`, 'the address clients give their SDK');
    t.match(await page.getByTestId('gateway-default-upstream').textContent(), fallback.url);
    await page.getByRole('navigation').getByRole('link', { name: 'Gateway' }).waitFor();
    await gsg.screenshot(page, 'gateway-empty');
  });

  t.test('routes are added by keyboard, listed in order with their key shown only as set or not, and tested', async (t) => {
    await page.getByRole('button', { name: 'Add route' }).first().focus();
    await page.keyboard.press('Enter');
    await fillRoute(page, { name: 'OpenAI', pattern: 'gpt-4o*', url: one.url, key: KEY_ONE });
    await page.getByRole('button', { name: 'Add route' }).first().click();
    await fillRoute(page, { name: 'Anthropic', pattern: 'claude-*', url: one.url });
    await row(page, 'Anthropic').waitFor();
    t.same(await names(page), ['OpenAI', 'Anthropic']);
    t.equal(await row(page, 'OpenAI').locator('.bp6-tag').textContent(), 'Set');
    t.equal(await row(page, 'Anthropic').locator('.bp6-tag').textContent(), 'None');

    await page.getByRole('button', { name: 'Test OpenAI' }).click();
    await row(page, 'OpenAI').getByText('Connected: the upstream answered 200').waitFor();
    await page.getByRole('button', { name: 'Test Anthropic' }).click();
    await row(page, 'Anthropic').getByText('The upstream refused the API key').waitFor();
    t.same(one.callsTo('/models').map((c) => c.authorization), [`Bearer ${KEY_ONE}`, undefined], 'each test used its own route\'s key');
    await gsg.screenshot(page, 'gateway-routes');
  });

  t.test('a route moves up, and the model checker follows the order and the switches', async (t) => {
    const check = async (model: string) => {
      await page.getByLabel('Model name', { exact: true }).fill(model);
      await page.getByLabel('Model name', { exact: true }).press('Enter');
      // The answer for this very model: the one before may name a longer model containing it (gpt-4o-mini, gpt-4o).
      const exactly = new RegExp(`^${model.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      await page.locator('.gateway-resolve__answer code', { hasText: exactly }).first().waitFor();
      return page.locator('.gateway-resolve__answer').textContent();
    };
    t.match(await check('claude-3-opus'), 'goes to the route Anthropic');
    await page.getByRole('button', { name: 'Move Anthropic up' }).click();
    await page.waitForFunction(() => document.querySelector('table.gateway-routes .gateway-routes__name')?.textContent === 'Anthropic');
    t.same((await gsg.api<GatewayRouteList>('/gateway/routes')).items.map((r) => r.name), ['Anthropic', 'OpenAI'], 'the new order is saved');

    t.match(await check('gpt-4o-mini'), 'goes to the route OpenAI');
    const patched = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await page.locator('label.bp6-switch', { has: page.getByRole('switch', { name: 'Route OpenAI enabled' }) }).click();
    await patched;
    await page.getByLabel('Model name', { exact: true }).fill('');
    t.match(await check('gpt-4o'), `the default upstream ${fallback.url}`, 'a switched-off route is passed over');
    await gsg.screenshot(page, 'gateway-resolve');
  });

  t.test('a route is edited, keeping its key, and removed', async (t) => {
    await page.getByRole('button', { name: 'Edit OpenAI' }).click();
    const dialog = page.getByRole('dialog');
    t.equal(await dialog.getByLabel('API key').inputValue(), '', 'the stored key is never shown');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('OpenAI EU');
    await dialog.getByRole('button', { name: 'Save route' }).click();
    await row(page, 'OpenAI EU').waitFor();
    t.equal(await row(page, 'OpenAI EU').locator('.bp6-tag').textContent(), 'Set', 'the key was kept');

    await page.getByRole('button', { name: 'Edit Anthropic' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: /^Upstream base URL/ }).fill('http://models.example.com/v1');
    await page.getByRole('dialog').getByRole('button', { name: 'Save route' }).click();
    await page.getByRole('dialog').getByRole('alert').waitFor();
    t.match(await page.getByRole('dialog').getByRole('alert').textContent(), 'upstreamUrl', 'a plain-http address off this machine is refused, named');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Remove Anthropic' }).click();
    await row(page, 'Anthropic').waitFor({ state: 'detached' });
    t.same(await names(page), ['OpenAI EU']);
    t.notOk((await page.content()).includes(KEY_ONE), 'the key is nowhere on the page');
    t.notOk(answers.some((body) => body.includes(KEY_ONE)), 'nor in any answer the screen got');
  });
});
