import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'tap';
import { tempDataDir } from './helper.ts';

/** A stand-in for the built web console: index.html loading one fingerprinted script. */
export function fakeBundle(t: Test, dist = tempDataDir(t)): string {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1234.js"></script>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  return dist;
}
