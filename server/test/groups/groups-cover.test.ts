import t from 'tap';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, TEST_GROUPS, groupMembers, partMembers, type TestGroup } from '../../test-support/test-groups.ts';

// The grouped test files run once each: in their group's process, not also alone. tap decides what runs
// alone from its include and exclude settings (package.json); this holds them to the groups.

const TEST_ROOTS = ['shared/test', 'server/test', 'seed/test', 'web/test'];

function testFilesUnder(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFilesUnder(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** What a bare `tap` runs, one process per file. */
const runAlone = new Set(
  execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules/tap/dist/esm/run.mjs'), 'list'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean),
);
const groups: Array<[string, TestGroup]> = Object.entries(TEST_GROUPS);
const grouped = new Map(groups.flatMap(([name, group]) => groupMembers(group).map((file) => [file, name] as const)));

t.test('every test file runs: alone or in a group', async (t) => {
  const missing = TEST_ROOTS.flatMap(testFilesUnder).filter((file) => !runAlone.has(file) && !grouped.has(file));
  t.same(missing, [], 'files neither tap nor a group runs');
});

t.test('no grouped test file also runs alone', async (t) => {
  t.same(
    [...grouped.keys()].filter((file) => runAlone.has(file)),
    [],
    'grouped files tap would also run alone: add their directory to tap.exclude in package.json',
  );
});

t.test("each group's parts run each of its files exactly once, from an entry file tap runs", async (t) => {
  for (const [name, group] of groups) {
    const members = groupMembers(group);
    t.ok(members.length > 0, `${name} has files`);
    const inParts = Array.from({ length: group.parts }, (_, i) => partMembers(group, i + 1)).flat();
    t.same(inParts.toSorted(), members, `${name}: its parts together are its files`);
    const entries = group.parts === 1 ? [`${name}.test.ts`] : Array.from({ length: group.parts }, (_, i) => `${name}-${i + 1}.test.ts`);
    for (const entry of entries) t.ok(runAlone.has(`server/test/groups/${entry}`), `tap runs server/test/groups/${entry}`);
  }
});

t.test('each entry file runs the part its name says', async (t) => {
  const entries = readdirSync(join(REPO_ROOT, 'server/test/groups')).filter((name) => name !== 'groups-cover.test.ts');
  for (const entry of entries) {
    const [, name, part] = /^(.+?)(?:-(\d+))?\.test\.ts$/.exec(entry) ?? [];
    const source = readFileSync(join(REPO_ROOT, 'server/test/groups', entry), 'utf8');
    t.ok(name !== undefined && name in TEST_GROUPS, `${entry} names a group`);
    t.match(source, `await runGroupPart('${name}', ${part ?? 1});`, `${entry} runs ${name} part ${part ?? 1}`);
  }
});

t.test('no file belongs to two groups', async (t) => {
  const all = groups.flatMap(([, group]) => groupMembers(group));
  t.equal(new Set(all).size, all.length);
});
