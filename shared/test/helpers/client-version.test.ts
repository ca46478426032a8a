import t from 'tap';
import { CURRENT_CLIENT_VERSION, compareVersionsDesc, currentClientVersions, currentVersionList, isCurrentClient } from '../../src/index.ts';

t.test('the newest upload for each operating system is its current version', async (t) => {
  const current = currentClientVersions([
    { version: '2.9.1', platform: 'windows-x64' },
    { version: '2.10.0', platform: 'windows-x64' },
    { version: '2.6.0', platform: 'macos-x64' },
    { version: '2.7.0-beta.1', platform: 'macos-arm64' },
  ]);
  t.same(current, { Windows: '2.10.0', macOS: '2.7.0-beta.1', Linux: CURRENT_CLIENT_VERSION }, 'by version number, not text; Linux has none');
  t.ok(isCurrentClient({ os: 'Windows', clientVersion: '2.10.0' }, current));
  t.notOk(isCurrentClient({ os: 'macOS', clientVersion: '2.10.0' }, current), "another system's version is not current");
  t.same(currentVersionList(current), ['2.10.0', '2.7.0-beta.1', CURRENT_CLIENT_VERSION]);
});

t.test('an upload older than the release the console knows does not become current', async (t) => {
  const current = currentClientVersions([{ version: '2.3.9', platform: 'linux-x64' }]);
  t.equal(current.Linux, CURRENT_CLIENT_VERSION, 'endpoints on it stay current and are not moved back');
});

t.test('versions order as semver: numbers by value, a pre-release before its release', async (t) => {
  const sorted = ['2.4.1', '2.10.0', '2.9.1', '2.10.0-rc.2', '2.10.0-rc.10'].sort(compareVersionsDesc);
  t.same(sorted, ['2.10.0', '2.10.0-rc.10', '2.10.0-rc.2', '2.9.1', '2.4.1']);
});
