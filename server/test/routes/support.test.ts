import t from 'tap';
import type { TicketInput } from '@gsg/shared';
import { addSignedInAccount, buildTestApp } from '../helper.ts';
import { storedTicket } from '../../test-support/stored-ticket.ts';

const ticket: TicketInput = {
  subject: 'Export stops early',
  category: 'technical',
  priority: 'high',
  description: 'The logs CSV export ends after a few thousand rows.',
};
const submit = (payload: unknown) => ({ method: 'POST' as const, url: '/api/v1/support/tickets', payload: payload as object });
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);

t.test("a ticket is stored under a random five-digit number: 'Ticket submitted successfully'", async (t) => {
  const { as, raw } = await buildTestApp(t);
  const res = await as(submit({ ...ticket, subject: '  Export stops early  ' }));
  t.equal(res.statusCode, 201);
  const { number, message } = res.json();
  t.equal(message, 'Ticket submitted successfully');
  t.ok(Number.isInteger(number) && number >= 10000 && number <= 99999, `number ${number}`);
  t.match(await storedTicket(raw, number), { ...ticket, number, createdBy: 'admin', createdAt: String });

  const second = (await as(submit(ticket))).json().number;
  t.not(second, number, 'every ticket gets its own number');
});

t.test('an attachment up to 2 MB is kept with the ticket', async (t) => {
  const { as, raw } = await buildTestApp(t);
  const log = Buffer.from('2026-01-01 ERROR export aborted\n'.repeat(1000));
  const attachment = { fileName: 'server.log', contentType: 'text/plain; charset=utf-8', dataBase64: log.toString('base64') };
  const res = await as(submit({ ...ticket, attachment }));
  t.equal(res.statusCode, 201);
  t.same((await storedTicket(raw, res.json().number))?.attachment, attachment);

  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length - 10)]);
  const image = await as(submit({ ...ticket, attachment: { fileName: 'screen.png', contentType: 'image/png', dataBase64: big.toString('base64') } }));
  t.equal(image.statusCode, 201, 'a screenshot just under 2 MB fits the request limit');
});

t.test('attachments of other types, or whose content does not match, are 400', async (t) => {
  const { as } = await buildTestApp(t);
  const cases: Array<[string, { fileName: string; contentType: string; dataBase64: string }, string]> = [
    ['an executable', { fileName: 'fix.exe', contentType: 'application/x-msdownload', dataBase64: Buffer.from('MZ\x90\x00').toString('base64') }, 'body.attachment.contentType'],
    ['html', { fileName: 'page.html', contentType: 'text/html', dataBase64: Buffer.from('<script>').toString('base64') }, 'body.attachment.contentType'],
    ['a made-up type', { fileName: 'x.bin', contentType: 'constructor', dataBase64: Buffer.from('anything').toString('base64') }, 'body.attachment.contentType'],
    ['a program named .png', { fileName: 'cat.png', contentType: 'image/png', dataBase64: Buffer.from('MZ\x90\x00binary').toString('base64') }, 'body.attachment.dataBase64'],
    ['binary sent as text', { fileName: 'notes.txt', contentType: 'text/plain', dataBase64: Buffer.from([0, 159, 146, 150]).toString('base64') }, 'body.attachment.dataBase64'],
    ['an empty file', { fileName: 'empty.txt', contentType: 'text/plain', dataBase64: '' }, 'body.attachment.dataBase64'],
    ['text that is not base64', { fileName: 'a.txt', contentType: 'text/plain', dataBase64: 'not base64!' }, 'body.attachment.dataBase64'],
  ];
  for (const [label, attachment, field] of cases) {
    const res = await as(submit({ ...ticket, attachment }));
    t.equal(res.statusCode, 400, label);
    t.match(res.json().fields, [{ path: field }], `${label} names ${field}`);
  }
  const zip = await as(submit({ ...ticket, attachment: { fileName: 'logs.zip', contentType: 'application/zip', dataBase64: Buffer.from('PK\x03\x04rest').toString('base64') } }));
  t.equal(zip.statusCode, 201, 'a zip archive is fine');
  const pdf = await as(submit({ ...ticket, attachment: { fileName: 'r.pdf', contentType: 'application/pdf', dataBase64: Buffer.from('%PDF-1.7\n').toString('base64') } }));
  t.equal(pdf.statusCode, 201, 'so is a PDF');
});

t.test('an attachment over 2 MB is 400; a body over the route limit is 413', async (t) => {
  const { as } = await buildTestApp(t);
  const over = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
  const res = await as(submit({ ...ticket, attachment: { fileName: 'big.png', contentType: 'image/png', dataBase64: over } }));
  t.equal(res.statusCode, 400);
  t.match(res.json().fields, [{ path: 'body.attachment.dataBase64', message: 'attachment is larger than 2 MB' }]);
  const huge = await as(submit({ ...ticket, description: 'x'.repeat(5 * 1024 * 1024) }));
  t.equal(huge.statusCode, 413);
});

t.test('subject, category, priority and description are required and checked', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as(submit({ subject: '   ', category: 'complaint', priority: 'asap', description: '' }));
  t.equal(res.statusCode, 400);
  t.same(
    res.json().fields.map((f: { path: string }) => f.path).sort(),
    ['body.category', 'body.description', 'body.priority', 'body.subject'],
  );
  t.match(res.json().message, /subject is required/);
});

t.test('tickets need a session and the right to contact support: an auditor is refused and nothing is stored', async (t) => {
  const test = await buildTestApp(t);
  const { app, raw } = test;
  t.equal((await app.inject(submit(ticket))).statusCode, 401, 'no session');
  t.equal((await app.inject({ ...submit(ticket), headers: { cookie: 'gsg_session=forged' } })).statusCode, 401, 'a forged session');
  t.equal((await app.inject({ ...submit(ticket), url: '/api/v1/%73upport/tickets' })).statusCode, 401, 'a percent-encoded path');
  const asAuditor = await addSignedInAccount(test, 'audra', 'auditor');
  const refused = await Promise.all(Array.from({ length: 5 }, () => asAuditor(submit(ticket))));
  t.same(refused.map((r) => r.statusCode), [403, 403, 403, 403, 403], 'an auditor, in a burst');
  t.same(await raw.rows('tickets'), [], 'nothing stored');
});
