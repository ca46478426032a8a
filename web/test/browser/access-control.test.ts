import t from 'tap';
import type { Locator, Page } from 'playwright-core';
import type { AccessGroup, AccessUser } from '@gsg/shared';
import { checkDebounced, leaveScreen, shown, skipWithoutChromium, startConsole, valueSettled } from './harness.ts';

type Users = { items: AccessUser[] };
type Groups = { items: AccessGroup[] };

const isAccessCall = (url: string, list: 'users' | 'groups') => new URL(url).pathname === `/api/v1/access/${list}`;

/** Opens the screen and waits for its two lists, whose answers the tabs must show. */
async function openAccessControl(page: Page): Promise<{ users: AccessUser[]; groups: AccessGroup[] }> {
  await leaveScreen(page);
  const users = page.waitForResponse((res) => isAccessCall(res.url(), 'users'));
  const groups = page.waitForResponse((res) => isAccessCall(res.url(), 'groups'));
  await page.goto('/access-control');
  const answers = { users: ((await (await users).json()) as Users).items, groups: ((await (await groups).json()) as Groups).items };
  await page.getByRole('tabpanel').locator('table').waitFor();
  return answers;
}

const panel = (page: Page) => page.getByRole('tabpanel');
/** Lets the tab indicator finish sliding before a screenshot. */
const settled = (page: Page) => page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
const firstCells = (page: Page) => panel(page).locator('tbody tr td:first-child').allTextContents();
const accessSwitch = (page: Page, name: string) => page.getByRole('switch', { name: `GenAI access for ${name}` });
/** Blueprint draws its own switch over the input: a person clicks the label. */
const flip = (page: Page, name: string) => panel(page).locator('label.bp6-switch', { has: accessSwitch(page, name) }).click();
const descriptionCell = (page: Page, group: string): Locator => panel(page).locator('tr', { hasText: group }).locator('.access-description');

async function waitForPatch(page: Page, path: string) {
  const res = await page.waitForResponse((r) => r.request().method() === 'PATCH' && decodeURIComponent(new URL(r.url()).pathname) === `/api/v1/access/${path}`);
  return res.json();
}

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('access control', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test('both tabs list the synced users and groups, each with the identity-provider note', async (t) => {
    const page = await gsg.newPage(t);
    const { users, groups } = await openAccessControl(page);
    t.ok(users.length > 0 && groups.length > 0, 'the sample directory has users and groups');
    t.same(await page.getByRole('tab').allTextContents(), ['User-based Control', 'Group-based Control']);
    t.equal(await page.getByRole('tab', { name: 'User-based Control' }).getAttribute('aria-selected'), 'true', 'users first');
    t.equal(await page.getByRole('searchbox', { name: 'Search users or groups' }).getAttribute('placeholder'), 'Search users or groups...');
    t.same(await panel(page).locator('thead th').allTextContents(), ['User ID', 'Email', 'Groups', 'Access']);
    t.same(await firstCells(page), users.map((u) => u.id), 'every synced user');
    t.same(await panel(page).locator('tbody tr td:nth-child(2)').allTextContents(), users.map((u) => u.email));
    for (const u of users) t.equal(await accessSwitch(page, u.id).isChecked(), u.accessEnabled, `${u.id} ${u.accessEnabled ? 'on' : 'off'}`);
    t.ok(users.some((u) => !u.accessEnabled), 'some users are switched off in the sample data');
    t.match(await panel(page).locator('.access-note').textContent(), /^Users are synced from your identity provider/);
    await gsg.screenshot(page, 'access-control-users');

    // Tabs from the keyboard.
    await page.getByRole('tab', { name: 'User-based Control' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await panel(page).locator('thead th', { hasText: 'Group Name' }).waitFor();
    t.same(await panel(page).locator('thead th').allTextContents(), ['Group Name', 'Description', 'Access']);
    t.same(await firstCells(page), groups.map((g) => g.name), 'every synced group');
    t.same(await panel(page).locator('.access-description').allTextContents(), groups.map((g) => g.description));
    for (const g of groups) t.equal(await accessSwitch(page, g.name).isChecked(), g.accessEnabled, `${g.name} ${g.accessEnabled ? 'on' : 'off'}`);
    t.match(await panel(page).locator('.access-note').textContent(), /^Groups are synced from your identity provider/);
    await settled(page);
    await gsg.screenshot(page, 'access-control-groups');
  });

  t.test('one search box filters both tabs through the API', async (t) => {
    const page = await gsg.newPage(t);
    await openAccessControl(page);
    const term = 'contract';
    const expected = {
      users: (await gsg.api<Users>(`/access/users?search=${term}`)).items.map((u) => u.id),
      groups: (await gsg.api<Groups>(`/access/groups?search=${term}`)).items.map((g) => g.name),
    };
    t.ok(expected.groups.length >= 2, 'the term matches groups by name and by description');

    const searched: string[] = [];
    page.on('request', (req) => {
      if (isAccessCall(req.url(), 'groups')) searched.push(new URL(req.url()).searchParams.get('search') ?? '');
    });
    const answered = page.waitForResponse((res) => isAccessCall(res.url(), 'groups') && new URL(res.url()).searchParams.get('search') === term);
    await page.getByRole('searchbox', { name: 'Search users or groups' }).pressSequentially(term, { delay: 30 });
    await answered;
    checkDebounced(t, searched, term, 'the search');
    if (expected.users.length === 0) await panel(page).getByText(`No users match "${term}"`).waitFor();
    // The two lists are shown together once both have answered: the users' answer may come after the groups'.
    t.same(await valueSettled(() => firstCells(page), expected.users), expected.users, 'the users tab narrows');

    await page.getByRole('tab', { name: 'Group-based Control' }).click();
    t.same(await valueSettled(() => firstCells(page), expected.groups), expected.groups, 'and so does the groups tab, with the same search');
    t.equal(await page.getByRole('searchbox').inputValue(), term, 'the box keeps the search across tabs');
    await settled(page);
    await gsg.screenshot(page, 'access-control-search');

    await page.getByRole('searchbox').fill('');
    await page.waitForFunction((n) => document.querySelectorAll('[role=tabpanel] tbody tr').length === n, (await gsg.api<Groups>('/access/groups')).items.length);
    t.pass('clearing the search lists every group again');
  });

  t.test('access toggles are saved through the API', async (t) => {
    const page = await gsg.newPage(t);
    const { users, groups } = await openAccessControl(page);
    const on = users.find((u) => u.accessEnabled)!;
    const off = users.find((u) => !u.accessEnabled)!;

    const saved = waitForPatch(page, `users/${on.id}`);
    await flip(page, on.id);
    t.match(await saved, { id: on.id, accessEnabled: false });
    t.notOk(await accessSwitch(page, on.id).isChecked(), 'a click switches it off');
    t.equal(await panel(page).locator('label.bp6-switch', { has: accessSwitch(page, on.id) }).textContent(), 'Disabled');

    const savedByKey = waitForPatch(page, `users/${off.id}`);
    await accessSwitch(page, off.id).focus();
    await page.keyboard.press('Space');
    t.match(await savedByKey, { id: off.id, accessEnabled: true }, 'Space switches one on');

    const now = (await gsg.api<Users>('/access/users')).items;
    t.equal(now.find((u) => u.id === on.id)?.accessEnabled, false, 'the server has both changes');
    t.equal(now.find((u) => u.id === off.id)?.accessEnabled, true);

    const group = groups.find((g) => !g.accessEnabled)!;
    await page.getByRole('tab', { name: 'Group-based Control' }).click();
    const groupSaved = waitForPatch(page, `groups/${group.name}`);
    await flip(page, group.name);
    t.match(await groupSaved, { name: group.name, accessEnabled: true });

    await openAccessControl(page);
    t.notOk(await accessSwitch(page, on.id).isChecked(), 'the change survives a reload');
    t.ok(await accessSwitch(page, off.id).isChecked());
  });

  t.test('a group description is edited in place: Enter saves, Escape cancels', async (t) => {
    const page = await gsg.newPage(t);
    const { groups } = await openAccessControl(page);
    await page.getByRole('tab', { name: 'Group-based Control' }).click();
    const [first, second] = groups;

    await descriptionCell(page, first!.name).click();
    const input = page.getByRole('textbox', { name: `Description of ${first!.name}` });
    await input.waitFor();
    await input.fill('Product and platform engineers');
    const saved = waitForPatch(page, `groups/${first!.name}`);
    await input.press('Enter');
    t.match(await saved, { name: first!.name, description: 'Product and platform engineers' });
    await input.waitFor({ state: 'detached' });
    t.equal(await descriptionCell(page, first!.name).textContent(), 'Product and platform engineers', 'the new text shows');
    t.equal((await gsg.api<Groups>('/access/groups')).items.find((g) => g.name === first!.name)?.description, 'Product and platform engineers');

    let patches = 0;
    page.on('request', (req) => {
      if (req.method() === 'PATCH') patches += 1;
    });
    // From the keyboard: focusing the text starts the edit.
    await descriptionCell(page, second!.name).focus();
    const other = page.getByRole('textbox', { name: `Description of ${second!.name}` });
    await other.waitFor();
    await other.fill('Typed but not wanted');
    await gsg.screenshot(page, 'access-control-editing');
    await other.press('Escape');
    await other.waitFor({ state: 'detached' });
    t.equal(await descriptionCell(page, second!.name).textContent(), second!.description, 'Escape puts the saved text back');
    t.equal(patches, 0, 'and saves nothing');
    t.equal((await gsg.api<Groups>('/access/groups')).items.find((g) => g.name === second!.name)?.description, second!.description);
  });

  t.test("a user's groups show on their row, and a switched-off group says why their access is off", async (t) => {
    await gsg.app.store.access.updateGroup('Contractors', { accessEnabled: false });
    const page = await gsg.newPage(t);
    const { users } = await openAccessControl(page);
    const contractor = users.find((u) => u.groups.some((g) => g.name === 'Contractors'))!;
    t.ok(contractor, 'the sample directory has a contractor');
    const row = panel(page).locator('tr', { has: page.getByRole('cell', { name: contractor.id, exact: true }) });
    t.same(await row.locator('.access-table__groups .bp6-tag').allTextContents(), contractor.groups.map((g) => g.name));
    t.ok(await shown(row.locator('.bp6-tag.bp6-intent-danger', { hasText: 'Contractors' })), 'the switched-off group stands out');
    t.equal(await accessSwitch(page, contractor.id).isChecked(), contractor.accessEnabled, 'their own switch is as saved');
    if (contractor.accessEnabled) t.equal(await row.locator('.access-table__why').textContent(), 'Access off: group Contractors is switched off');
    const member = users.find((u) => u.accessEnabled && u.groups.length > 0 && u.groups.every((g) => g.accessEnabled))!;
    t.equal(await panel(page).locator('tr', { hasText: member.email }).locator('.access-table__why').count(), 0, 'nothing said where nothing is off');
    await gsg.screenshot(page, 'access-control-user-groups');
  });

  t.test('an admin generates the SCIM token (shown once), the identity provider syncs with it, and rotating or revoking stops it', async (t) => {
    const page = await gsg.newPage(t);
    await openAccessControl(page);
    const card = page.locator('.scim-sync');
    await card.getByText('Identity provider sync').waitFor();
    t.equal(await card.getByRole('textbox', { name: 'SCIM base URL' }).inputValue(), `${gsg.baseUrl}/scim/v2`);
    await card.getByText('No SCIM token: your identity provider cannot sync until one is generated.').waitFor();

    await card.getByRole('button', { name: 'Generate token' }).click();
    const dialog = page.getByRole('dialog', { name: 'SCIM token generated' });
    const token = await dialog.getByRole('textbox', { name: 'SCIM token' }).inputValue();
    t.match(token, /^gsgscim_/);
    await gsg.screenshot(page, 'access-control-scim-token');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await card.getByText(/^Token gsgscim_.{6}… generated .* by /).waitFor();
    t.notOk((await card.textContent())?.includes(token), 'the token is not shown again');

    const scim = (bearer: string, path: string, init: RequestInit = {}) =>
      fetch(`${gsg.baseUrl}/scim/v2${path}`, { ...init, headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/scim+json' } });
    const created = await scim(token, '/Users', { method: 'POST', body: JSON.stringify({ userName: 'new.hire@acme.example', displayName: 'New Hire' }) });
    t.equal(created.status, 201, 'the identity provider provisions with it');
    await panel(page).getByRole('cell', { name: 'new.hire@acme.example' }).waitFor();
    t.pass('the provisioned person appears on the open screen, live');

    await card.getByRole('button', { name: 'Rotate token' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate token' }).click();
    const rotated = await page.getByRole('dialog', { name: 'SCIM token generated' }).getByRole('textbox', { name: 'SCIM token' }).inputValue();
    t.not(rotated, token);
    await page.getByRole('dialog', { name: 'SCIM token generated' }).getByRole('button', { name: 'Done' }).click();
    t.equal((await scim(token, '/Users')).status, 401, 'the old token stops at once');
    t.equal((await scim(rotated, '/Users')).status, 200);

    await card.getByRole('button', { name: 'Revoke token' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
    await card.getByText('No SCIM token: your identity provider cannot sync until one is generated.').waitFor();
    t.equal((await scim(rotated, '/Users')).status, 401, 'a revoked token is refused');
  });

  t.test('a refused change is put back, with an error toast', async (t) => {
    const page = await gsg.newPage(t);
    const { users } = await openAccessControl(page);
    await page.route('**/api/v1/access/users/*', (route) =>
      route.fulfill({ status: 404, json: { statusCode: 404, error: 'Not Found', message: 'User not found' } }),
    );
    const target = users[0]!;
    await flip(page, target.id);
    await page.locator('.bp6-toast', { hasText: 'Error' }).getByText('Failed to update access: User not found').waitFor();
    t.equal(await accessSwitch(page, target.id).isChecked(), target.accessEnabled, 'the switch goes back');
  });
});
