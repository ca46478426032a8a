import t from 'tap';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The bundle `npm test` builds before the tests run (and `npm start` serves).
const DIST = fileURLToPath(new URL('../dist', import.meta.url));

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

t.test('the served bundle has no source maps and no inline script', { skip: existsSync(DIST) ? false : `no bundle at ${DIST} (npm run build)` }, async (t) => {
  const all = files(DIST);
  t.same(all.filter((f) => f.endsWith('.map')), [], 'no .map files');
  t.same(
    all.filter((f) => /\.(js|css)$/.test(f) && /sourceMappingURL=/.test(readFileSync(f, 'utf8'))),
    [],
    'no file points to a source map',
  );
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
  t.ok(scripts.length > 0, 'index.html loads the app');
  t.same(scripts.filter(([tag, body]) => !/\bsrc=/.test(tag!) || body!.trim() !== ''), [], 'every script is a file, as the CSP demands');
});
