import t from 'tap';
import type { Release } from '@gsg/shared';
import { buildTestApp } from '../helper.ts';

t.test('releases need a session', async (t) => {
  const { app } = await buildTestApp(t);
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/releases' })).statusCode, 401);
});

t.test('the latest release is the current client version with its four installers', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({ method: 'GET', url: '/api/v1/releases' });
  t.equal(res.statusCode, 200);
  const { latest, previous } = res.json() as { latest: Release; previous: Release[] };
  t.equal(latest.version, '2.4.1');
  t.equal(latest.notesUrl, '/support/documentation#release-2.4.1');
  t.same(
    latest.installers.map((i) => [i.platform, i.label, i.fileName]),
    [
      ['windows-x64', 'Windows x64', 'GSG-Client-2.4.1-win-x64.msi'],
      ['macos-x64', 'macOS Intel', 'GSG-Client-2.4.1-macos-x64.pkg'],
      ['macos-arm64', 'macOS Apple Silicon', 'GSG-Client-2.4.1-macos-arm64.pkg'],
      ['linux-x64', 'Linux x64', 'GSG-Client-2.4.1-linux-x64.deb'],
    ],
  );
  for (const installer of latest.installers) {
    const mb = installer.sizeBytes / 1024 / 1024;
    t.ok(mb >= 40 && mb <= 45, `${installer.label} is ${mb.toFixed(1)} MB`);
  }

  t.same(previous.map((r) => r.version), ['2.4.0', '2.3.2', '2.3.0'], 'previous versions, newest first');
  const dates = [latest, ...previous].map((r) => r.releaseDate);
  t.same(dates, [...dates].sort().reverse(), 'release dates go back in time');
  for (const release of previous) {
    t.equal(release.notesUrl, `/support/documentation#release-${release.version}`);
    t.equal(release.installers.length, 4);
    t.ok(release.installers.every((i) => i.fileName.includes(`-${release.version}-`)), `${release.version} installers are named for it`);
  }
});
