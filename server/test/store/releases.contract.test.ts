import t from 'tap';
import type { InstallerRecord } from '../../src/store/index.ts';
import { forEachAdapter } from './adapters.ts';

const installer = (id: string, over: Partial<InstallerRecord> = {}): InstallerRecord => ({
  id,
  version: '2.5.0',
  platform: 'linux-x64',
  fileName: `GSG-${id}.deb`,
  sizeBytes: 1234,
  sha256: 'ab'.repeat(32),
  uploadedAt: '2026-11-20T10:00:00.000Z',
  uploadedBy: 'admin',
  ...over,
});

forEachAdapter(t, 'installers are listed newest upload first, found by id, and deleted once', async (t, store) => {
  const { releases } = store;
  t.same(await releases.listInstallers(), []);
  t.equal(await releases.putInstaller(installer('i-1')), null, 'nothing replaced');
  t.equal(await releases.putInstaller(installer('i-2', { platform: 'windows-x64', fileName: 'a.msi', uploadedAt: '2026-11-21T10:00:00.000Z' })), null);
  t.equal(await releases.putInstaller(installer('i-3', { version: '2.4.0', uploadedAt: '2026-11-19T10:00:00.000Z' })), null, 'another version of one platform');
  t.same((await releases.listInstallers()).map((i) => i.id), ['i-2', 'i-1', 'i-3']);
  t.same(await releases.getInstaller('i-2'), installer('i-2', { platform: 'windows-x64', fileName: 'a.msi', uploadedAt: '2026-11-21T10:00:00.000Z' }), 'every field kept');
  t.equal(await releases.getInstaller('nope'), null);

  t.same(await releases.deleteInstaller('i-1'), installer('i-1'));
  t.equal(await releases.deleteInstaller('i-1'), null, 'already gone');
  t.same((await releases.listInstallers()).map((i) => i.id), ['i-2', 'i-3']);
});

forEachAdapter(t, 'an installer of the same version and platform replaces the one before, in one commit', async (t, store) => {
  const { releases } = store;
  await releases.putInstaller(installer('i-1'));
  const replaced = await releases.putInstaller(installer('i-2', { sha256: 'cd'.repeat(32), uploadedAt: '2026-11-22T10:00:00.000Z' }));
  t.same(replaced, installer('i-1'), 'the replaced one is returned, so its file can go');
  t.same((await releases.listInstallers()).map((i) => [i.id, i.sha256]), [['i-2', 'cd'.repeat(32)]]);

  const racing = await Promise.allSettled(['a', 'b', 'c', 'd'].map((id) => releases.putInstaller(installer(`i-${id}`))));
  t.ok(racing.some((r) => r.status === 'fulfilled'), 'at least one lands');
  t.equal((await releases.listInstallers()).length, 1, 'one installer per version and platform, however they race');
});

forEachAdapter(t, "a version's notes are written whole and return what they replace", async (t, store) => {
  const { releases } = store;
  t.same(await releases.listNotes(), []);
  t.equal(await releases.setNotes({ version: '2.5.0', notes: 'First', updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'admin' }), '');
  t.equal(await releases.setNotes({ version: '2.5.0', notes: 'Second', updatedAt: '2026-11-21T10:00:00.000Z', updatedBy: 'ada' }), 'First');
  await releases.setNotes({ version: '2.4.0', notes: '', updatedAt: '2026-11-21T10:00:00.000Z', updatedBy: 'ada' });
  const notes = (await releases.listNotes()).sort((a, b) => a.version.localeCompare(b.version));
  t.same(notes, [
    { version: '2.4.0', notes: '', updatedAt: '2026-11-21T10:00:00.000Z', updatedBy: 'ada' },
    { version: '2.5.0', notes: 'Second', updatedAt: '2026-11-21T10:00:00.000Z', updatedBy: 'ada' },
  ]);
});
