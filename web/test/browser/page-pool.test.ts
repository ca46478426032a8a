import t from 'tap';
import type { Page } from 'playwright-core';
import { ADMIN_USERNAME, skipWithoutChromium, startConsole } from './harness.ts';
import { QUIET_PATH } from './page-pool.ts';

// The tests of a browser file hand their page on (page-pool.ts): the next test must find nothing of the
// last one's on it.
// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('a page handed on keeps nothing of the test before', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);
  let first: Page | undefined;
  let firstSession: string | undefined;
  let routed = 0;
  let heardBefore = 0;

  await t.test('a test leaves storage, cookies, a route, an init script, dark media and a listener behind', async (t) => {
    const page = await gsg.newPage(t, { viewport: { width: 900, height: 700 } });
    first = page;
    firstSession = (await page.context().cookies()).find((c) => c.name === 'gsg_session')?.value;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.evaluate(() => {
      localStorage.setItem('left-behind', 'yes');
      sessionStorage.setItem('left-behind', 'yes');
      document.cookie = 'left-behind=yes; path=/';
    });
    await page.route('**/api/v1/dashboard', (route) => {
      routed += 1;
      return route.fallback();
    });
    await page.addInitScript(() => Object.assign(globalThis, { leftBehind: true }));
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    page.on('console', () => (heardBefore += 1));
    t.equal(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), true, 'dark here');
  });

  await t.test('the next test gets the same page, emptied, signed in as asked', async (t) => {
    const page = await gsg.newPage(t);
    t.equal(page, first, 'the page was handed on');
    t.equal(new URL(page.url()).pathname, QUIET_PATH, 'parked on the quiet document');
    t.same(page.viewportSize(), { width: 1280, height: 800 }, 'at the size this test asked for');
    const cookies = await page.context().cookies();
    t.notOk(cookies.some((c) => c.name === 'left-behind'), "no cookie of the test before's");
    const session = cookies.find((c) => c.name === 'gsg_session')?.value;
    t.ok(session && session !== firstSession, 'a session of its own sign-in');
    const routedBefore = routed;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    t.equal(routed, routedBefore, 'the route of the test before is gone');
    t.same(
      await page.evaluate(() => [localStorage.getItem('left-behind'), sessionStorage.getItem('left-behind'), 'leftBehind' in globalThis]),
      [null, null, false],
      'no storage and no init script of the test before',
    );
    t.same(
      await page.evaluate(() => [matchMedia('(prefers-color-scheme: dark)').matches, matchMedia('(prefers-reduced-motion: reduce)').matches]),
      [false, false],
      'media as a new context has them',
    );
    const heard = heardBefore;
    await page.evaluate(() => console.log('said to whoever listens'));
    t.equal(heardBefore, heard, 'the listener of the test before hears nothing');
    const me = (await page.evaluate(() => fetch('/api/v1/auth/me').then((r) => r.json()))) as { username?: string };
    t.equal(me.username, ADMIN_USERNAME, 'signed in as the admin');
  });

  await t.test('a test that asks for a page signed out gets one', async (t) => {
    const page = await gsg.newPage(t, { signedIn: false });
    t.equal(page, first, 'the same page again');
    t.same(await page.context().cookies(), [], 'no cookie at all');
    const status = await page.evaluate(() => fetch('/api/v1/auth/me').then((r) => r.status));
    t.equal(status, 401, 'not signed in');
  });

  await t.test('a page its test closed is not handed on', async (t) => {
    const page = await gsg.newPage(t);
    await page.close();
  });

  await t.test('the next test gets a new page then', async (t) => {
    const page = await gsg.newPage(t);
    t.not(page, first, 'a new page');
    t.equal(page.isClosed(), false);
  });
});
