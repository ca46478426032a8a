import t from 'tap';
import { buildTestApp } from '../helper.ts';
import { fakeBundle } from '../fake-bundle.ts';

/** The CSP as directive name to its sources. */
const directives = (header: string | undefined): Map<string, string[]> =>
  new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

t.test('pages, files and API answers carry the security headers', async (t) => {
  const { app, as } = await buildTestApp(t, { env: { GSG_WEB_DIST: fakeBundle(t) } });
  for (const [url, signedIn] of [
    ['/', false],
    ['/monitoring', false],
    ['/assets/app-1234.js', false],
    ['/api/v1/policies', true],
    ['/api/v1/policies', false],
  ] as const) {
    const res = await (signedIn ? as : app.inject.bind(app))({ method: 'GET', url });
    const csp = directives(res.headers['content-security-policy'] as string);
    t.same(csp.get('script-src'), ["'self'"], `${url}: scripts from the console's origin only, never inline`);
    t.same(csp.get('frame-ancestors'), ["'none'"], `${url}: no one may frame the console`);
    t.same(csp.get('object-src'), ["'none'"], url);
    t.notOk(csp.has('upgrade-insecure-requests'), `${url}: plain HTTP keeps working`);
    t.equal(res.headers['x-frame-options'], 'DENY', url);
    t.equal(res.headers['x-content-type-options'], 'nosniff', url);
    t.equal(res.headers['referrer-policy'], 'same-origin', url);
    t.notOk(res.headers['strict-transport-security'], `${url}: no HSTS over plain HTTP`);
  }
});

t.test('over HTTPS (secure cookies on) browsers are told to stay on HTTPS', async (t) => {
  const { app } = await buildTestApp(t, { env: { GSG_SECURE_COOKIES: 'true' } });
  const res = await app.inject({ method: 'GET', url: '/api/v1/auth/me' });
  t.match(res.headers['strict-transport-security'], /max-age=31536000/);
  t.ok(directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests'));
});
