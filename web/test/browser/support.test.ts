import t from 'tap';
import type { Page } from 'playwright-core';
import { storedTicket } from '@gsg/server/test-support/stored-ticket';
import { shown, skipWithoutChromium, startConsole, valueSettled } from './harness.ts';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const LOG = Buffer.from('2026-03-02 10:14:07 ERROR export aborted after 4096 rows\n'.repeat(20));

// Skipped only where no Chromium is installed, with the reason 'no Chromium found at <path> (set CHROMIUM_PATH)'
// (harness.ts); .ci/run installs Debian's chromium, so CI runs these.
t.test('support', { skip: skipWithoutChromium }, async (t) => {
  const gsg = await startConsole(t);

  t.test('the hub links to its four pages', async (t) => {
    const page = await gsg.newPage(t);
    await page.goto('/support');
    const links = page.getByRole('navigation', { name: 'Support' }).getByRole('link');
    await links.first().waitFor();
    const found = await links.evaluateAll((els) => els.map((a) => [a.querySelector('.support-hub__title')!.textContent, a.getAttribute('href')]));
    t.same(found, [
      ['Documentation', '/support/documentation'],
      ['AI Assistant', '/support/chat'],
      ['Submit a Support Ticket', '/support/ticket'],
      ['Contact Support', '/support/contact'],
    ]);
    await gsg.screenshot(page, 'support-hub');
    await links.nth(2).click();
    await page.getByRole('heading', { name: 'Submit a Support Ticket' }).waitFor();
    t.equal(pathOf(page), '/support/ticket');
    await page.getByRole('link', { name: 'Back to Support' }).click();
    await page.getByRole('heading', { name: 'Support', exact: true }).waitFor();
    t.equal(pathOf(page), '/support', 'each page leads back to the hub');
  });

  t.test('Documentation: an anchor per topic with its description, Protect holding Guardrails and Access Control', async (t) => {
    const page = await gsg.newPage(t, { viewport: { width: 1280, height: 600 } });
    await page.goto('/support/documentation');
    const anchors = page.locator('a.doc-topic__anchor');
    await anchors.first().waitFor();
    t.same(await anchors.allTextContents(), [
      'Getting Started Guide',
      'FAQs',
      'Dashboard',
      'Discover',
      'Endpoints',
      'Protect',
      'Guardrails',
      'Access Control',
      'Monitoring',
      'Alerts',
      'Settings',
    ]);
    const descriptions = await page.locator('.doc-topic__description').allTextContents();
    t.equal(descriptions.length, 11);
    t.ok(descriptions.every((d) => d.length > 20), 'each with a short description');
    t.same(
      await page.locator('#protect .doc-topics--nested a.doc-topic__anchor').allTextContents(),
      ['Guardrails', 'Access Control'],
      'the sub-items sit under Protect',
    );
    for (const href of await anchors.evaluateAll((els) => els.map((a) => a.getAttribute('href')!))) {
      t.equal(await page.locator(href).count(), 1, `${href} points at its topic`);
    }
    await gsg.screenshot(page, 'support-documentation');

    await page.locator('.doc-card').getByRole('link', { name: 'Alerts', exact: true }).click();
    // The jump to the anchor is reported a moment after the click.
    t.equal(await valueSettled(async () => new URL(page.url()).hash, '#alerts'), '#alerts');
    t.ok(await page.locator('#alerts').evaluate((el) => el.matches(':target')), 'the topic is the target');
    t.ok(await shown(page.locator('#alerts')));
    t.ok(await page.evaluate(() => window.scrollY > 0), 'and scrolled into view');

    const deep = await gsg.newPage(t, { viewport: { width: 1280, height: 600 } });
    await deep.goto('/support/documentation#settings');
    await deep.locator('#settings').waitFor();
    await deep.waitForFunction(() => {
      const box = document.getElementById('settings')!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    t.pass('a link to an anchor opens the page at that topic');

    await page.getByRole('link', { name: 'Open Monitoring' }).click();
    await page.getByRole('heading', { name: 'Monitoring' }).waitFor();
    t.equal(pathOf(page), '/monitoring', 'a topic opens its screen');
  });

  t.test("AI Assistant: the spec's placeholder; nothing can be sent", async (t) => {
    const page = await gsg.newPage(t);
    const posts: string[] = [];
    page.on('request', (req) => {
      if (req.method() !== 'GET' && new URL(req.url()).pathname.startsWith('/api/')) posts.push(req.url());
    });
    await page.goto('/support/chat');
    await page.getByText('Available 24/7', { exact: true }).waitFor();
    t.ok(await shown(page.getByText('Chat interface will be implemented here...', { exact: true })));
    t.ok(await page.getByRole('textbox', { name: 'Message' }).isDisabled(), 'the message box does nothing');
    t.ok(await page.getByRole('button', { name: 'Send' }).isDisabled(), 'nor does Send');
    t.same(posts, []);
    await gsg.screenshot(page, 'support-chat');
  });

  t.test("a ticket is stored and 'Ticket submitted successfully' gives its number; the form clears", async (t) => {
    const page = await gsg.newPage(t);
    await page.goto('/support/ticket');
    const submit = page.getByRole('button', { name: 'Submit Ticket' });
    await submit.waitFor();
    t.equal(await page.getByLabel('Description').getAttribute('rows'), '5');
    t.same(await page.getByLabel('Category').locator('option:not([disabled])').allTextContents(), [
      'Technical Issue',
      'Feature Request',
      'Billing',
      'Other',
    ]);
    t.same(await page.getByLabel('Priority').locator('option:not([disabled])').allTextContents(), ['Low', 'Medium', 'High', 'Urgent']);

    let posted = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/v1/support/tickets')) posted += 1;
    });
    await submit.click();
    t.ok(await page.getByLabel('Subject').evaluate((el) => (el as HTMLInputElement).matches(':invalid')), 'the browser asks for the subject');
    t.equal(posted, 0, 'nothing is sent while a required field is empty');

    await page.getByLabel('Subject').fill('Export stops early');
    await page.getByLabel('Category').selectOption('technical');
    await page.getByLabel('Priority').selectOption('high');
    await page.getByLabel('Description').fill('The logs CSV export ends after a few thousand rows.');
    await page.locator('#ticket-attachment').setInputFiles({ name: 'server.log', mimeType: '', buffer: LOG });
    await page.getByText('server.log').waitFor();
    await gsg.screenshot(page, 'support-ticket-filled');
    await submit.click();

    const toast = page.locator('.bp6-toast .toast', { hasText: 'Ticket submitted successfully' });
    await toast.waitFor();
    const detail = await toast.locator('.toast__description').textContent();
    const number = Number(/^Your ticket number is #(\d{5})$/.exec(detail ?? '')?.[1]);
    t.ok(number >= 10000 && number <= 99999, `'${detail}'`);
    await gsg.screenshot(page, 'support-ticket-submitted');

    const stored = await storedTicket(gsg.raw, number);
    t.match(stored, {
      subject: 'Export stops early',
      category: 'technical',
      priority: 'high',
      description: 'The logs CSV export ends after a few thousand rows.',
      createdBy: 'admin',
      // Chromium calls a .log file text/plain; a browser that names no type gets text/x-log from its extension.
      attachment: { fileName: 'server.log', contentType: /^text\/(plain|x-log)$/ },
    });
    t.equal(Buffer.from(stored!.attachment!.dataBase64, 'base64').toString(), LOG.toString(), 'the file arrives whole');

    // The form clears once the ticket's number is in, on a later frame than the toast.
    t.equal(await valueSettled(() => page.getByLabel('Subject').inputValue(), ''), '', 'the form clears');
    t.equal(await page.getByLabel('Category').inputValue(), '');
    t.equal(await page.getByLabel('Description').inputValue(), '');
    t.equal(await page.locator('.bp6-file-upload-input').textContent(), 'Choose a file...');
  });

  t.test('an attachment of another type or over 2 MB is refused before it is sent', async (t) => {
    const page = await gsg.newPage(t);
    await page.goto('/support/ticket');
    const submit = page.getByRole('button', { name: 'Submit Ticket' });
    await submit.waitFor();
    const helper = page.locator('.bp6-form-group.bp6-intent-danger .bp6-form-helper-text');

    await page.locator('#ticket-attachment').setInputFiles({ name: 'fix.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00') });
    t.equal(await helper.textContent(), 'This file type is not accepted; attach an image, PDF, text or log file, or a zip archive');
    t.ok(await submit.isDisabled(), 'the ticket cannot go with it');
    t.equal(await page.locator('.bp6-file-upload-input').textContent(), 'fix.exe', 'the refused file is named');
    await gsg.screenshot(page, 'support-ticket-bad-file');

    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2 * 1024 * 1024)]);
    await page.locator('#ticket-attachment').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: big });
    t.equal(await helper.textContent(), 'The file is larger than 2 MB');

    await page.getByRole('button', { name: 'Remove attachment' }).click();
    t.equal(await valueSettled(() => helper.count(), 0), 0);
    t.ok(await submit.isEnabled(), 'without it the ticket can go');
    t.match(await page.locator('.bp6-form-helper-text').last().textContent(), /up to 2 MB/, 'the form says what is accepted');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Support', exact: true }).waitFor();
    t.equal(pathOf(page), '/support', 'Cancel goes back to Support');
  });

  t.test('Contact: phone and email cards, and the faster ways to the ticket and the chat', async (t) => {
    const page = await gsg.newPage(t);
    await page.goto('/support/contact');
    const phone = page.getByRole('region', { name: 'Phone Support' });
    await phone.waitFor();
    t.ok(await shown(phone.getByText('Monday to Friday, 9:00 AM to 5:00 PM EST')), 'support hours');
    t.match(await phone.getByRole('button', { name: 'Call Now' }).getAttribute('href'), /^tel:\+1\d{10}$/);
    const email = page.getByRole('region', { name: 'Email Support' });
    t.ok(await shown(email.getByText('Response typically within 24 hours')));
    t.match(await email.getByRole('button', { name: 'Send Email' }).getAttribute('href'), /^mailto:support@/);
    const faster = page.getByRole('region', { name: 'Need faster assistance?' });
    await gsg.screenshot(page, 'support-contact');

    await faster.getByRole('button', { name: 'Submit a Ticket' }).click();
    await page.getByRole('heading', { name: 'Submit a Support Ticket' }).waitFor();
    t.equal(pathOf(page), '/support/ticket');
    await page.goBack();
    await page.getByRole('region', { name: 'Need faster assistance?' }).getByRole('button', { name: 'Chat with AI Assistant' }).click();
    await page.getByRole('heading', { name: 'AI Assistant' }).waitFor();
    t.equal(pathOf(page), '/support/chat');
  });
});
