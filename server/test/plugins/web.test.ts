import t from 'tap';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTestApp, tempDataDir } from '../helper.ts';
import { ASSET_GONE, NO_BUNDLE } from '../../src/plugins/web.ts';
import { fakeBundle } from '../fake-bundle.ts';

t.test('the web bundle is served, with the SPA fallback for client routes', async (t) => {
  const { app } = await buildTestApp(t, { env: { GSG_WEB_DIST: fakeBundle(t) } });
  const root = await app.inject({ method: 'GET', url: '/' });
  t.equal(root.statusCode, 200);
  t.match(root.body, /id="root"/);

  const deep = await app.inject({ method: 'GET', url: '/monitoring?status=blocked' });
  t.equal(deep.statusCode, 200, 'client routes get index.html');
  t.match(deep.body, /id="root"/);

  const unknown = await app.inject({ method: 'GET', url: '/no/such/page' });
  t.equal(unknown.statusCode, 200, "unknown pages are the client router's 404 to show");

  const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
  t.equal(asset.statusCode, 200);
  t.match(asset.headers['cache-control'], /immutable/);

  const gone = await app.inject({ method: 'GET', url: '/assets/app-5678.js' });
  t.equal(gone.statusCode, 404, "an older build's file is not there, and index.html does not stand in for it");
  t.equal(gone.body, ASSET_GONE);
});

t.test('unknown /api paths stay JSON 404s even with the bundle present', async (t) => {
  const { as } = await buildTestApp(t, { env: { GSG_WEB_DIST: fakeBundle(t) } });
  const res = await as({ method: 'GET', url: '/api/v1/does-not-exist' });
  t.equal(res.statusCode, 404);
  t.equal(res.json().error, 'Not Found');
});

t.test('a write to a path nobody serves is a plain JSON 404, bundle or not: building the console would not answer it', async (t) => {
  for (const dist of [fakeBundle(t), join(tempDataDir(t), 'no-dist')]) {
    const { app } = await buildTestApp(t, { env: { GSG_WEB_DIST: dist } });
    for (const url of ['/V1/chat/completions', '/monitoring', '/no/such/thing?x=1']) {
      const res = await app.inject({ method: 'POST', url, payload: {} });
      t.equal(res.statusCode, 404, url);
      t.same(res.json(), { statusCode: 404, error: 'Not Found', message: `Route POST ${url.split('?')[0]} not found` });
    }
  }
});

t.test('a bundle built after the server started is served without a restart', async (t) => {
  const dist = join(tempDataDir(t), 'dist');
  const { app } = await buildTestApp(t, { env: { GSG_WEB_DIST: dist } });
  const before = await app.inject({ method: 'GET', url: '/monitoring' });
  t.equal(before.statusCode, 404);
  t.equal(before.body, NO_BUNDLE, 'says how to build it while there is none');

  fakeBundle(t, dist);
  const page = await app.inject({ method: 'GET', url: '/monitoring' });
  t.equal(page.statusCode, 200);
  t.match(page.body, /id="root"/);
  const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
  t.equal(asset.statusCode, 200);
  t.equal(asset.body, 'console.log(1)');
});

t.test('files outside the bundle are never served', async (t) => {
  const root = tempDataDir(t);
  const dist = fakeBundle(t, join(root, 'dist'));
  writeFileSync(join(root, 'outside.txt'), 'secret');
  const { app } = await buildTestApp(t, { env: { GSG_WEB_DIST: dist } });
  for (const url of ['/../outside.txt', '/assets/../../outside.txt', '/%2e%2e/outside.txt', '/assets/%2e%2e/%2e%2e/outside.txt', '/..%2Foutside.txt']) {
    const res = await app.inject({ method: 'GET', url });
    t.not(res.body, 'secret', url);
  }
});
