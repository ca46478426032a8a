import t from 'tap';
import { existsSync, readFileSync } from 'node:fs';
import { Utils } from '@blueprintjs/table';
import { TABLE_VERSION_PATCHED } from '../../src/scenes/monitoring/table-patches.ts';

// This file loads Blueprint without the patches, to see whether they are still needed. The installed
// table's files are read as text: its lib/esm files are not loadable by Node itself, only by the bundler.
const TABLE_DIRS = ['../../node_modules/@blueprintjs/table/', '../../../node_modules/@blueprintjs/table/'].map((dir) => new URL(dir, import.meta.url));
const tableDir = TABLE_DIRS.find((dir) => existsSync(new URL('package.json', dir)))!;
const tableFile = (path: string) => readFileSync(new URL(path, tableDir), 'utf8');

t.test('the installed table is the version the patches were written for', async (t) => {
  const { version } = JSON.parse(tableFile('package.json')) as { version: string };
  t.equal(version, TABLE_VERSION_PATCHED, 'after an upgrade, re-check table-compare-fix.ts and table-scroll-fix.ts, then move TABLE_VERSION_PATCHED');
});

t.test('Blueprint still compares an array with itself element by element (so table-compare-fix.ts is still needed)', async (t) => {
  let reads = 0;
  const heights = new Proxy(Array.from({ length: 1_000 }, () => 32), {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  Utils.compareSparseArrays(heights, heights);
  t.ok(reads > 0, 'when this fails, Blueprint stopped walking the same array: drop the patch');
});

t.test('Blueprint body cells still reset their batcher with a forceUpdate on update (so table-scroll-fix.ts is still needed)', async (t) => {
  const source = tableFile('lib/esm/tableBodyCells.js');
  t.match(source, /componentDidUpdate[\s\S]*forceUpdate/, 'when this fails, the reset the patch skips is gone: re-check or drop the patch');
});
