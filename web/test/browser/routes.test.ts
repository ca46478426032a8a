import t from 'tap';
import { shown, skipWithoutChromium, startConsole } from './harness.ts';

// The spec's route table with each screen's title (and subtitle where the spec gives one).
const ROUTES: { path: string; title: string; subtitle?: string }[] = [
  { path: '/', title: 'Dashboard', subtitle: 'Monitor GenAI interactions and policy compliance' },
  { path: '/discover', title: 'Shadow AI Discovery', subtitle: 'Find and track unauthorized AI tools on your network' },
  { path: '/endpoints', title: 'Endpoints' },
  { path: '/guardrails', title: 'Policy Guardrails' },
  { path: '/access-control', title: 'Access Control' },
  { path: '/gateway', title: 'Gateway', subtitle: 'Route each model to its provider, and connect OpenAI clients to the gateway' },
  { path: '/alerts', title: 'Security Alerts' },
  { path: '/monitoring', title: 'Monitoring' },
  { path: '/settings', title: 'System Settings' },
  { path: '/profile-settings', title: 'Profile Settings' },
  { path: '/account-security', title: 'Account Security' },
  { path: '/support', title: 'Support' },
  { path: '/support/documentation', title: 'Documentation' },
  { path: '/support/chat', title: 'AI Assistant' },
  { path: '/support/ticket', title: 'Submit a Support Ticket' },
  { path: '/support/contact', title: 'Contact Support' },
];

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('routes', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test('every spec route shows its title inside the shell', async (t) => {
    const page = await gsg.newPage(t);
    for (const { path, title, subtitle } of ROUTES) {
      await page.goto(path);
      await page.locator('.app-content').getByRole('heading', { name: title, exact: true }).waitFor();
      t.ok(await shown(page.getByRole('navigation', { name: 'Main navigation' })), `${path}: in the shell`);
      if (subtitle) t.ok(await shown(page.locator('.app-content').getByText(subtitle, { exact: true })), `${path}: subtitle`);
    }
  });

  t.test('an unknown path shows the 404 page, logs the path, and links home', async (t) => {
    const page = await gsg.newPage(t);
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/no/such-page');
    await page.getByText('Oops! Page not found').waitFor();
    await gsg.screenshot(page, 'not-found');
    t.ok(errors.some((e) => e.includes('/no/such-page')), 'the unknown path is logged');
    const home = page.getByRole('link', { name: 'Return to Home' });
    t.equal(await home.getAttribute('href'), '/');
    await home.click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    t.equal(new URL(page.url()).pathname, '/');
  });

  t.test('light by default whatever the system says; a stored dark choice applies', async (t) => {
    const light = await gsg.newPage(t);
    await light.emulateMedia({ colorScheme: 'dark' });
    await light.goto('/');
    await light.getByRole('heading', { name: 'Dashboard' }).waitFor();
    t.equal(await light.evaluate(() => document.documentElement.classList.contains('bp6-dark')), false);

    const dark = await gsg.newPage(t);
    await dark.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await dark.goto('/');
    await dark.getByRole('heading', { name: 'Dashboard' }).waitFor();
    t.equal(await dark.evaluate(() => document.documentElement.classList.contains('bp6-dark')), true);
    await gsg.screenshot(dark, 'dashboard-dark');
  });
});
