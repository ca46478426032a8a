import t from 'tap';
import type { AddressInfo } from 'node:net';
import { createLoginThrottle, TOO_MANY_ATTEMPTS } from '../../src/modules/auth/login-throttle.ts';
import { createSqliteStore } from '../../src/store/sqlite/index.ts';
import type { HttpError } from '../../src/http-errors.ts';
import { ADMIN_PASSWORD, buildTestApp, tempDataDir } from '../helper.ts';

/** Sends `count` sign-ins at once (real sockets, all in flight together) and tallies the answers. */
async function burst(base: string, count: number, headersOf: (i: number) => Record<string, string> = () => ({})) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headersOf(i) },
        body: JSON.stringify({ username: 'admin', password: `guess-${i}` }),
      }).then(async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { message: string } })),
    ),
  );
  const judged = answers.filter((a) => a.status === 401).length;
  const refused = answers.filter((a) => a.status === 429);
  return { judged, refused, answers };
}

async function listening(t: Parameters<typeof buildTestApp>[0], env: NodeJS.ProcessEnv = {}) {
  const test = await buildTestApp(t, { env });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...test, base: `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}` };
}

t.test('parallel guesses are counted before they are judged: 50, then 200 in flight, judge five', async (t) => {
  const { base } = await listening(t);
  const first = await burst(base, 50);
  t.equal(first.judged, 5, 'five wrong passwords judged of 50 sent at once');
  t.equal(first.refused.length, 45);
  t.ok(first.refused.every((a) => Number(a.retryAfter) > 0 && Number(a.retryAfter) <= 900), 'each 429 says when to try again');
  t.ok(first.refused.every((a) => a.body.message === TOO_MANY_ATTEMPTS));
  const second = await burst(base, 200);
  t.equal(second.judged, 0, 'none of 200 more');
  const right = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  t.equal(right.status, 429, 'within the window even the right password waits: nothing is judged');
});

t.test('a forged X-Forwarded-For changes nothing unless the proxy is trusted', async (t) => {
  const { base } = await listening(t);
  const rotated = await burst(base, 60, (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }));
  t.equal(rotated.judged, 5, 'rotating the header does not escape the limit of the real address');

  const behindProxy = await listening(t, { GSG_TRUST_PROXY: '127.0.0.1' });
  const one = await burst(behindProxy.base, 10, () => ({ 'x-forwarded-for': '198.51.100.7' }));
  t.equal(one.judged, 5, 'behind a trusted proxy the forwarded address is the client');
  const other = await burst(behindProxy.base, 3, () => ({ 'x-forwarded-for': '198.51.100.8' }));
  t.equal(other.judged, 3, 'and another client is counted on its own');
  const history = (await behindProxy.as({ method: 'GET', url: '/api/v1/account/login-history' })).json();
  t.ok(JSON.stringify(history).includes('198.51.100.7'), 'the login history names the forwarded address');
});

t.test('GSG_TRUST_PROXY is checked at start', async (t) => {
  for (const bad of ['yes please', '10.0.0.300', '10.0.0.0/40', 'true']) {
    await t.rejects(buildTestApp(t, { env: { GSG_TRUST_PROXY: bad } }), /GSG_TRUST_PROXY must be/, bad);
  }
});

t.test('the counters survive a restart', async (t) => {
  const { app, reopen } = await buildTestApp(t);
  for (let i = 0; i < 5; i++) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: 'wrong' } });
    t.equal(res.statusCode, 401);
  }
  await app.close();
  const again = await reopen();
  const res = await again.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
  t.equal(res.statusCode, 429, 'the restarted server still refuses');
});

t.test('the real user signs in again once the window has passed: slowed, never locked out for good', async (t) => {
  const store = createSqliteStore(tempDataDir(t));
  t.teardown(() => store.close());
  let now = Date.parse('2026-11-24T10:00:00Z');
  const throttle = createLoginThrottle(store.signInAttempts, () => now);
  for (let i = 0; i < 5; i++) await throttle.begin('admin', '10.0.0.1');
  const refusal = (attempt: Promise<void>) => attempt.then(() => null, (err: HttpError) => ({ status: err.statusCode, retryAfter: err.retryAfterSeconds }));
  t.match(await refusal(throttle.begin('admin', '10.0.0.1')), { status: 429 });
  t.match(await refusal(throttle.begin('ADMIN ', '10.0.0.1')), { status: 429 }, 'however the name is written');
  now += 14 * 60_000;
  t.same(await refusal(throttle.begin('admin', '10.0.0.1')), { status: 429, retryAfter: 60 }, 'a minute before the window ends');
  now += 60_001;
  await t.resolves(throttle.begin('admin', '10.0.0.1'), 'after it, an attempt is judged again');
  await throttle.succeeded('admin', '10.0.0.1');
  for (let i = 0; i < 5; i++) await throttle.begin('admin', '10.0.0.1');
  t.pass('a success starts the count afresh');
});
