import t from 'tap';
import type { Page } from 'playwright-core';
import type { ConsoleAccount } from '@gsg/shared';
import { type ConsoleHarness, openPopover, shown, skipWithoutChromium, startConsole } from './harness.ts';

const PASSWORD = 'Sturdy-Passphrase-2026';

/** A page signed in as `username`, through the same sign-in route the form uses. */
async function pageAs(gsg: ConsoleHarness, t: Parameters<ConsoleHarness['newPage']>[0], username: string): Promise<Page> {
  const page = await gsg.newPage(t, { signedIn: false });
  const res = await page.context().request.post(`${gsg.baseUrl}/api/v1/auth/login`, { data: { username, password: PASSWORD } });
  if (!res.ok()) throw new Error(`sign-in as ${username}: ${res.status()}`);
  return page;
}

// Skipped where no Chromium is installed: skipWithoutChromium is then the reason (harness.ts), printed with the skip.
t.test('roles in the browser', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test('an admin adds an auditor in Settings › Users; the audit log shows it', async (t) => {
    const page = await gsg.newPage(t);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Users' }).click();
    const team = page.getByRole('region', { name: 'Console accounts' });
    await team.getByText('Admin User').waitFor();
    await team.getByRole('button', { name: 'Add account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add account' });
    await dialog.getByLabel('Full name').fill('Audrey Example');
    await dialog.getByLabel('Username').fill('audrey');
    await dialog.getByLabel('Email').fill('audrey@acme.example');
    await dialog.getByLabel('Role').selectOption('auditor');
    await dialog.getByLabel('First password').fill('short');
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await dialog.getByText(/Weak Password/).waitFor();
    t.ok(await shown(dialog), 'a refused password keeps the form open with the reason');
    await dialog.getByLabel('First password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await dialog.waitFor({ state: 'detached' });
    await team.getByText('Audrey Example').waitFor();
    const accounts = (await gsg.api<{ items: ConsoleAccount[] }>('/accounts')).items;
    t.match(accounts.find((a) => a.username === 'audrey'), { role: 'auditor', disabled: false });
    await gsg.screenshot(page, 'settings-users-team');

    await (await openPopover(page, page.getByRole('button', { name: /Account menu/ }))).getByRole('menuitem', { name: 'Audit Log' }).click();
    const table = page.getByRole('table', { name: 'Audit entries' });
    await table.getByText('account.created').first().waitFor();
    await table.getByText('account:audrey').first().click();
    await page.getByText('"username": "audrey"').first().waitFor();
    await gsg.screenshot(page, 'audit-log');
  });

  t.test('an auditor sees every screen but its controls are disabled, each saying why', async (t) => {
    const page = await pageAs(gsg, t, 'audrey');
    await page.goto('/guardrails');
    const add = page.getByRole('button', { name: 'Add Policy' });
    await add.waitFor();
    t.ok(await add.isDisabled(), 'Add Policy is disabled');
    await page.locator('.gated-control', { has: add }).hover();
    await page.getByText("Your role (Auditor) does not have the 'policies.manage' permission").waitFor();
    await gsg.screenshot(page, 'guardrails-as-auditor');

    await page.goto('/monitoring');
    await page.getByRole('button', { name: 'View details' }).first().click();
    const reveal = page.getByRole('dialog', { name: 'Conversation Details' }).getByRole('button', { name: 'Reveal Original' }).first();
    t.ok(await reveal.isDisabled(), 'Reveal Original is disabled for an auditor');

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Users' }).click();
    // The tab's settings are drawn in the same render as the accounts would be: counted before it, none would be there yet.
    await page.getByText('User Settings').waitFor();
    t.equal(await page.getByRole('region', { name: 'Console accounts' }).count(), 0, 'the accounts are for admins only');
    t.ok(await page.getByRole('button', { name: 'Save Changes' }).isDisabled(), 'settings cannot be saved');
  });

  t.test('with self-registration on, someone signs up on the sign-in page and an admin approves them', async (t) => {
    const admin = await gsg.newPage(t);
    const users = (await gsg.api<{ values: Record<string, unknown> }>('/settings/users')).values;
    const saved = await admin.context().request.put(`${gsg.baseUrl}/api/v1/settings/users`, {
      data: { ...users, allowSelfRegistration: true },
      headers: { origin: gsg.baseUrl },
    });
    t.equal(saved.status(), 200);

    const visitor = await gsg.newPage(t, { signedIn: false });
    await visitor.goto('/sign-in');
    await visitor.getByRole('button', { name: 'Create an account' }).click();
    await visitor.getByLabel('Full name').fill('Sam Newcomer');
    await visitor.getByLabel('Username').fill('sam');
    await visitor.getByLabel('Email').fill('sam@acme.example');
    await visitor.getByLabel('Password').fill(PASSWORD);
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await visitor.getByText("Your account awaits an admin's approval").waitFor();
    await gsg.screenshot(visitor, 'sign-up-awaiting-approval');

    await admin.goto('/settings');
    await admin.getByRole('tab', { name: 'Users' }).click();
    const team = admin.getByRole('region', { name: 'Console accounts' });
    const row = team.locator('tr', { hasText: 'Sam Newcomer' });
    await row.getByText('Awaiting approval').waitFor();
    const menu = await openPopover(admin, row.getByRole('button', { name: 'Actions for sam' }));
    await menu.getByRole('menuitem', { name: 'Approve' }).click();
    await admin.getByText('Sam Newcomer can sign in.').waitFor();
    const accounts = (await gsg.api<{ items: ConsoleAccount[] }>('/accounts')).items;
    t.match(accounts.find((a) => a.username === 'sam'), { disabled: false, pendingApproval: false });
  });
});
