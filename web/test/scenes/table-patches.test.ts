import t from 'tap';
import { createRequire } from 'node:module';
import { Utils } from '@blueprintjs/table';
import { TableBodyCells } from '@blueprintjs/table/lib/esm/tableBodyCells.js';
import { TABLE_VERSION_PATCHED } from '../../src/scenes/monitoring/table-patches.ts';

// This file loads Blueprint without the patches, to see whether they are still needed.
const require = createRequire(import.meta.url);

t.test('the installed table is the version the patches were written for', async (t) => {
  const { version } = require('@blueprintjs/table/package.json') as { version: string };
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
  const source = TableBodyCells.prototype.componentDidUpdate.toString();
  t.match(source, /forceUpdate/, 'when this fails, the reset the patch skips is gone: re-check or drop the patch');
});
