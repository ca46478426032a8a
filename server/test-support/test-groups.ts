// Test files that run together in one process. Each test file run alone pays about 4.5 s of CPU before its
// first test (node and tsx, tap and its process-info hooks, then importing the app and its detectors), and
// most files here take only a second or two after that: run one by one, the start was most of what the
// suite cost. These files build their own app, data directory or database per test and undo what they
// change, so they can share a process.
//
// A group is split into parts, each a test file of its own under server/test/groups/, so that tap still
// runs two at a time and no single file runs for many minutes. tap's `exclude` setting (package.json)
// keeps the grouped files from also running alone, and server/test/groups/groups-cover.test.ts holds the
// two lists to each other. Any grouped file still runs alone when named: `npx tap server/test/routes/x.test.ts`.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import t from 'tap';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface TestGroup {
  /** The directories, from the repository's root; their files only, not those of directories below. */
  dirs: string[];
  /** Which of their `.test.ts` files belong to the group (all of them when absent). */
  only?: (name: string) => boolean;
  /** Into how many processes the group is split. */
  parts: number;
}

const isContract = (name: string) => name.endsWith('.contract.test.ts');

export const TEST_GROUPS = {
  routes: { dirs: ['server/test/routes'], parts: 4 },
  'store-contract': { dirs: ['server/test/store'], only: isContract, parts: 2 },
  modules: { dirs: ['server/test/modules'], parts: 1 },
  guardrails: { dirs: ['server/test/guardrails'], parts: 1 },
  services: { dirs: ['server/test/services', 'server/test/events'], parts: 1 },
  live: { dirs: ['server/test/live'], parts: 1 },
  identity: { dirs: ['server/test/identity'], parts: 1 },
  'mongo-wire': { dirs: ['server/test/mongo-wire'], parts: 1 },
  'server-other': { dirs: ['server/test', 'server/test/plugins', 'server/test/security', 'server/test/gateway'], parts: 1 },
  seed: { dirs: ['seed/test', 'seed/test/agent', 'seed/test/streams'], parts: 1 },
  // Each file starts its own console and Chromium; CI runs these parts in a lane of their own.
  browser: { dirs: ['web/test/browser'], parts: 4 },
} satisfies Record<string, TestGroup>;

export type TestGroupName = keyof typeof TEST_GROUPS;

/** The group's test files, from the repository's root, in name order. */
export function groupMembers(group: TestGroup): string[] {
  return group.dirs
    .flatMap((dir) =>
      readdirSync(join(REPO_ROOT, dir))
        .filter((name) => name.endsWith('.test.ts') && (group.only?.(name) ?? true))
        .map((name) => `${dir}/${name}`),
    )
    .sort();
}

/** The files of one part (1-based): every `parts`-th file, so that each part gets a share of every kind. */
export function partMembers(group: TestGroup, part: number): string[] {
  return groupMembers(group).filter((_, i) => i % group.parts === part - 1);
}

/**
 * Runs one part of a group in this process: imports its files one after another. Each file's top-level
 * tests queue on tap's root and run in order, as they would in a process of their own.
 */
export async function runGroupPart(name: TestGroupName, part: number): Promise<void> {
  const group: TestGroup = TEST_GROUPS[name];
  if (!Number.isInteger(part) || part < 1 || part > group.parts) throw new Error(`group ${name} has parts 1 to ${group.parts}, not ${part}`);
  const files = partMembers(group, part);
  // tap stops a test file at its time limit (TAP_TIMEOUT, from package.json): a part gets it for each of
  // the files it runs.
  const perFileMs = Number(process.env.TAP_TIMEOUT || 30) * 1000;
  t.setTimeout(perFileMs * Math.max(1, files.length));
  for (const file of files) {
    t.comment(`from ${file}`);
    await import(pathToFileURL(join(REPO_ROOT, file)).href);
  }
}
