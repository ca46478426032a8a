import t from 'tap';
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { type ReleasesResponse } from '@gsg/shared';
import { skipWithoutChromium, startConsole } from './harness.ts';
import { screenshot } from './table-screens.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Bytes that begin as a Debian package does, then random: what the server takes as a .deb. */
const debBytes = (size: number) => Buffer.concat([Buffer.from('!<arch>\n'), randomBytes(size - 8)]);

async function openDownloadTab(page: Page): Promise<void> {
  await page.goto('/endpoints');
  await page.getByRole('tab', { name: 'Download GSG Client' }).click();
  await page.getByRole('region', { name: 'Upload an installer' }).waitFor();
}

async function fillUpload(page: Page, file: { name: string; buffer: Buffer }, platform: string, version: string, notes = ''): Promise<void> {
  await page.locator('#installer-file').setInputFiles({ name: file.name, mimeType: 'application/octet-stream', buffer: file.buffer });
  await page.locator('#installer-platform').selectOption(platform);
  await page.locator('#installer-version').fill(version);
  await page.locator('#installer-notes').fill(notes);
}

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('client releases', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test('an admin uploads an installer, sees it listed with its SHA-256, downloads it and reads its notes', async (t) => {
    const page = await gsg.newPage(t);
    await openDownloadTab(page);
    await page.getByText('No client release uploaded yet').waitFor();
    t.pass('the empty state before any upload');
    await screenshot(gsg, page, 'releases-empty');

    // A file that is not what its name says is refused with the server's reason.
    await fillUpload(page, { name: 'fake.deb', buffer: Buffer.from('<html>not a package</html>') }, 'linux-x64', '2.5.0');
    await page.getByRole('button', { name: 'Upload' }).click();
    t.equal(await page.locator('.upload-installer').getByRole('alert').textContent(), "The file's content is not a .deb installer");

    const bytes = debBytes(3 * 1024 * 1024);
    const notes = 'Faster start.\n<b>Tags</b> are shown as written.';
    await fillUpload(page, { name: 'GSG-Client-2.5.0-linux-x64.deb', buffer: bytes }, 'linux-x64', '2.5.0', notes);
    await page.getByRole('button', { name: 'Upload' }).click();
    const latest = page.getByRole('region', { name: 'GSG Client 2.5.0' });
    await latest.waitFor();
    t.equal(await page.locator('.upload-installer').getByRole('alert').count(), 0, 'the earlier error is gone');

    const installer = latest.getByRole('listitem', { name: 'Linux x64 installer' });
    t.equal(await installer.locator('.installer__file').textContent(), 'GSG-Client-2.5.0-linux-x64.deb');
    t.equal(await installer.locator('.installer__size').textContent(), '3.0 MB');
    const hash = sha256(bytes);
    t.equal(await installer.getByLabel('SHA-256 of GSG-Client-2.5.0-linux-x64.deb', { exact: true }).getAttribute('title'), hash, 'the whole hash on hover');
    t.match(await installer.textContent(), `SHA-256 ${hash.slice(0, 12)}`);
    const listed = await gsg.api<ReleasesResponse>('/releases');
    t.match(listed.latest, { version: '2.5.0', notes, installers: [{ sha256: hash, sizeBytes: bytes.length }] });
    await screenshot(gsg, page, 'releases-uploaded');

    const downloading = page.waitForEvent('download');
    await installer.getByRole('button', { name: 'Download Linux x64' }).click();
    const download = await downloading;
    t.equal(download.suggestedFilename(), 'GSG-Client-2.5.0-linux-x64.deb');
    const saved = await readFile((await download.path())!);
    t.equal(sha256(saved), hash, 'the downloaded bytes hash to the SHA-256 shown');

    // A second version: the first moves to Previous Versions.
    await fillUpload(page, { name: 'GSG-Client-2.6.0-linux-x64.deb', buffer: debBytes(100_000) }, 'linux-x64', '2.6.0', 'Newer.');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('region', { name: 'GSG Client 2.6.0' }).waitFor();
    t.same(await page.locator('.previous-releases tbody tr td:first-child').allTextContents(), ['2.5.0']);

    await page.getByRole('link', { name: 'Release notes for 2.5.0' }).click();
    await page.waitForURL((url) => url.pathname === '/endpoints/release-notes' && url.hash === '#release-2.5.0');
    const article = page.getByRole('article', { name: 'Release notes for GSG Client 2.5.0' });
    await article.waitFor();
    t.equal(await article.locator('.release-notes__text').textContent(), notes, 'the notes as written, markup as text');
    t.equal(await article.locator('b').count(), 0, 'nothing in the notes became markup');
    t.equal(await page.getByRole('article').count(), 2, 'every version has its notes on the page');
    t.match(await page.getByRole('article', { name: 'Release notes for GSG Client 2.6.0' }).textContent(), /Latest.*Newer\./s);
    await gsg.screenshot(page, 'release-notes');
  });

  t.test('an auditor sees the releases and downloads them, but the upload form is disabled and says why', async (t) => {
    const admin = await gsg.newPage(t);
    const created = await admin.request.post('/api/v1/accounts', {
      data: { username: 'audrey', fullName: 'Audrey Example', email: 'audrey@acme.example', role: 'auditor', password: 'Sturdy-Passphrase-2026' },
    });
    t.equal(created.status(), 201);
    const page = await gsg.newPage(t, { signedIn: false });
    t.ok((await page.request.post('/api/v1/auth/login', { data: { username: 'audrey', password: 'Sturdy-Passphrase-2026' } })).ok());
    await openDownloadTab(page);
    await page.getByRole('region', { name: 'GSG Client 2.6.0' }).waitFor();
    t.ok(await page.locator('#installer-file').isDisabled(), 'no file can be chosen');
    t.ok(await page.locator('#installer-version').isDisabled());
    t.ok(await page.getByRole('button', { name: 'Upload' }).isDisabled());
    await page.locator('.upload-installer').hover();
    await page.getByText("Your role (Auditor) does not have the 'releases.manage' permission").first().waitFor();
    t.pass('the tooltip says why');
    await screenshot(gsg, page, 'releases-auditor');
    t.ok(await page.getByRole('button', { name: 'Delete GSG-Client-2.6.0-linux-x64.deb' }).isDisabled(), 'nor can an auditor delete');
    const res = await page.request.get((await gsg.api<ReleasesResponse>('/releases')).latest!.installers[0]!.downloadUrl);
    t.equal(res.status(), 200, 'an auditor downloads too');
  });

  t.test('an admin deletes an installer after confirming: the version before becomes the latest', async (t) => {
    const page = await gsg.newPage(t);
    await openDownloadTab(page);
    await page.getByRole('button', { name: 'Delete GSG-Client-2.6.0-linux-x64.deb' }).click();
    const dialog = page.getByRole('alertdialog');
    t.match(await dialog.textContent(), /Delete GSG-Client-2\.6\.0-linux-x64\.deb\?.*can no longer be downloaded or sent with Update Client/s);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('region', { name: 'GSG Client 2.5.0' }).waitFor();
    t.equal(await page.locator('.previous-releases').count(), 0, 'no earlier version left');
    t.same((await gsg.api<ReleasesResponse>('/releases')).previous, []);
  });

  t.test("another admin's upload and deletion show at once on an open Download tab, and move the Manage tab's current version", async (t) => {
    const watcher = await gsg.newPage(t);
    await openDownloadTab(watcher);
    await watcher.getByRole('region', { name: 'GSG Client 2.5.0' }).waitFor();
    // Another session of an admin, elsewhere.
    const other = await gsg.newPage(t);
    const upload = async () => {
      const res = await other.request.post('/api/v1/releases/installers?version=2.7.0&platform=linux-x64&fileName=GSG-Client-2.7.0-linux-x64.deb', {
        data: debBytes(50_000),
        headers: { 'content-type': 'application/octet-stream' },
      });
      t.equal(res.status(), 201);
      return ((await res.json()) as { id: string }).id;
    };
    const remove = async (id: string) => t.equal((await other.request.delete(`/api/v1/releases/installers/${id}`)).status(), 200);

    const first = await upload();
    await watcher.getByRole('region', { name: 'GSG Client 2.7.0' }).waitFor();
    t.same(await watcher.locator('.previous-releases tbody tr td:first-child').allTextContents(), ['2.5.0'], 'the one before moves down');
    await screenshot(gsg, watcher, 'releases-live-upload');
    await remove(first);
    await watcher.getByRole('region', { name: 'GSG Client 2.5.0' }).waitFor();
    t.equal(await watcher.locator('.previous-releases').count(), 0, 'the deletion shows too');

    await watcher.getByRole('tab', { name: 'Manage Endpoints' }).click();
    const currentLabel = () => watcher.getByRole('combobox', { name: 'Client version' }).locator('option[value="current"]').textContent();
    await watcher.waitForFunction(() => document.querySelector('select[aria-label="Client version"] option[value="current"]')?.textContent === 'Current (2.5.0, 2.4.1)');
    t.equal(await currentLabel(), 'Current (2.5.0, 2.4.1)', "Linux's newest upload, and the built-in version for the others");
    const second = await upload();
    await watcher.waitForFunction(() => document.querySelector('select[aria-label="Client version"] option[value="current"]')?.textContent === 'Current (2.7.0, 2.4.1)');
    t.pass('the filter names the new Linux version without a reload');
    await remove(second);
    await watcher.waitForFunction(() => document.querySelector('select[aria-label="Client version"] option[value="current"]')?.textContent === 'Current (2.5.0, 2.4.1)');
    t.pass('and the one before once it is deleted');
  });
});
