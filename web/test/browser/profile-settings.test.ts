import t from 'tap';
import type { Page } from 'playwright-core';
import { DATE_FORMATS, DEPARTMENTS, LANGUAGES, TIMEZONES, type Me, type Profile } from '@gsg/shared';
import { skipWithoutChromium, startConsole } from './harness.ts';

// A real 2x2 PNG (red, green, blue, white), so the page can show that the served image decodes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAAMIM/////w8AH+4F+7C4l8kAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Waits for the toast with this title (and description, when given). A replaced toast may still be
 * fading out beside the new one, so the description tells them apart.
 */
async function toast(page: Page, title: string, description?: string): Promise<void> {
  let shown = page.locator('.toast').filter({ has: page.locator('.toast__title', { hasText: new RegExp(`^${title}$`) }) });
  if (description !== undefined) shown = shown.filter({ has: page.locator('.toast__description', { hasText: description }) });
  await shown.first().waitFor();
}

const optionTexts = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator('option').allTextContents();

async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile-settings');
  await page.getByLabel('Full Name').waitFor();
}

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('profile settings', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test("the form shows the account's profile, the spec's options and the read-only email", async (t) => {
    const profile = await gsg.api<Profile>('/profile');
    const page = await gsg.newPage(t);
    await openProfile(page);
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    t.equal(await page.getByLabel('Full Name').inputValue(), profile.fullName);
    t.equal(await page.getByLabel('Username').inputValue(), profile.username);
    t.equal(await page.getByLabel('Job Title').inputValue(), 'Security Administrator', "the sample's job title");
    t.equal(await page.getByLabel('Department').inputValue(), profile.department);
    t.same(
      [await page.getByLabel('Language').inputValue(), await page.getByLabel('Timezone').inputValue(), await page.getByLabel('Date Format').inputValue()],
      ['en', 'America/New_York', 'MM/DD/YYYY'],
      "the spec's defaults",
    );

    const email = page.getByLabel('Email');
    t.equal(await email.inputValue(), profile.email);
    t.ok((await email.isDisabled()) || !(await email.isEditable()), 'the email cannot be edited');
    await page.getByText("Email cannot be changed as it's your login credential", { exact: true }).waitFor();
    for (const id of ['profile-fullName', 'profile-username', 'profile-email']) {
      t.match(await page.locator(`label[for="${id}"]`).textContent(), /\*$/, `${id} is marked required`);
    }

    t.same(await optionTexts(page, 'Department'), ['Select department', ...DEPARTMENTS]);
    t.same(await optionTexts(page, 'Language'), LANGUAGES.map((l) => l.label));
    t.same(await optionTexts(page, 'Timezone'), [...TIMEZONES]);
    t.same(await optionTexts(page, 'Date Format'), [...DATE_FORMATS]);
    t.equal(await page.getByRole('button', { name: 'Remove Photo' }).count(), 0, 'no Remove Photo without a photo');
    await gsg.screenshot(page, 'profile-settings');
  });

  t.test("Save: 'Saving...' with both buttons disabled, then 'Profile Updated'; the change persists", async (t) => {
    const page = await gsg.newPage(t);
    await openProfile(page);
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Job Title').fill('CISO');
    await page.getByLabel('Department').selectOption('Compliance');
    await page.getByLabel('Timezone').selectOption('Europe/London');
    await page.getByLabel('Date Format').selectOption('YYYY-MM-DD');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/profile', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const saving = page.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    t.ok(await saving.isDisabled(), "'Saving...' is disabled");
    t.ok(await page.getByRole('button', { name: 'Cancel' }).isDisabled(), 'and so is Cancel');
    release();
    await toast(page, 'Profile Updated');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();

    const saved = await gsg.api<Profile>('/profile');
    t.match(saved, { fullName: 'Ada Lovelace', jobTitle: 'CISO', department: 'Compliance', timezone: 'Europe/London', dateFormat: 'YYYY-MM-DD' });
    t.equal(await page.locator('.account-menu__name').textContent(), 'Ada Lovelace', 'the header shows the new name');
    await page.reload();
    await page.getByLabel('Full Name').waitFor();
    t.equal(await page.getByLabel('Full Name').inputValue(), 'Ada Lovelace', 'and so does the form after a reload');
  });

  t.test("Cancel: 'Changes Discarded' and the saved values come back", async (t) => {
    const before = await gsg.api<Profile>('/profile');
    const page = await gsg.newPage(t);
    await openProfile(page);
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Language').selectOption('ja');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await toast(page, 'Changes Discarded');
    t.equal(await page.getByLabel('Full Name').inputValue(), before.fullName);
    t.equal(await page.getByLabel('Language').inputValue(), before.language);
    t.same(await gsg.api<Profile>('/profile'), before, 'nothing was saved');
  });

  t.test('Change Photo uploads an image that the page and the header show; Remove Photo deletes it', async (t) => {
    const page = await gsg.newPage(t);
    await openProfile(page);
    await page.getByLabel('Photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await toast(page, 'Photo Updated');

    const { avatarUrl } = await gsg.api<Profile>('/profile');
    t.match(avatarUrl, /^\/api\/v1\/profile\/photo\?v=/, 'the profile points at the stored photo');
    t.equal((await gsg.api<Me>('/auth/me')).avatarUrl, avatarUrl);
    for (const img of [page.locator('img.profile-photo__avatar'), page.locator('img.account-menu__avatar')]) {
      await img.waitFor();
      t.equal(await img.getAttribute('src'), avatarUrl);
      await page.waitForFunction((el) => (el as HTMLImageElement).complete, await img.elementHandle());
      t.equal(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth), 2, 'the served image decodes (2 px wide)');
    }
    await gsg.screenshot(page, 'profile-settings-photo');

    await page.getByRole('button', { name: 'Remove Photo' }).click();
    await toast(page, 'Photo Removed');
    await page.getByRole('button', { name: 'Remove Photo' }).waitFor({ state: 'detached' });
    t.equal(await page.locator('img.account-menu__avatar').count(), 0, 'the header is back to initials');
    t.equal((await gsg.api<Profile>('/profile')).avatarUrl, null);
    const gone = await page.evaluate((url) => fetch(url, { cache: 'no-store' }).then((r) => r.status), avatarUrl!);
    t.equal(gone, 404, 'the stored photo is deleted');
  });

  t.test('Change Photo refuses other files with a clear message, in the browser and on the server', async (t) => {
    const page = await gsg.newPage(t);
    await openProfile(page);
    const file = page.getByLabel('Photo file');

    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await toast(page, 'Error', 'The photo must be a PNG, JPEG, WebP or GIF image');
    t.pass('a text file is refused');

    await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]) });
    await toast(page, 'Error', 'The photo must be 1 MB or smaller');
    t.pass('a file over 1 MB is refused');

    // Named and typed as a PNG, but its bytes are not: only the server can tell.
    const uploads: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/v1/profile/photo') uploads.push(res.status());
    });
    const refused = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/profile/photo');
    await file.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7 pretending') });
    await refused;
    await toast(page, 'Error', 'The photo must be a PNG, JPEG, WebP or GIF image');
    t.same(uploads, [415], 'only the disguised file reached the server, which refused it');
    t.equal((await gsg.api<Profile>('/profile')).avatarUrl, null, 'no photo was stored');
    await gsg.screenshot(page, 'profile-settings-photo-refused');
  });
});
