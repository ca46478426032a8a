import t from 'tap';
import type { StoredTicket } from '../../src/store/index.ts';
import { forEachAdapter } from './adapters.ts';
import { storedTicket } from '../../test-support/stored-ticket.ts';

const ticket: StoredTicket = {
  number: 42424,
  subject: 'Export fails',
  category: 'technical',
  priority: 'high',
  description: 'The CSV export stops at 10,000 rows.',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'admin',
};

forEachAdapter(t, 'tickets: stored by number, with or without an attachment', async (t, store, raw) => {
  t.equal(await store.tickets.create(ticket), true);
  t.same(await storedTicket(raw, 42424), ticket, 'no attachment when none was sent');

  const withFile = {
    ...ticket,
    number: 10000,
    attachment: { fileName: 'error.log', contentType: 'text/plain', dataBase64: Buffer.from('boom').toString('base64') },
  };
  t.equal(await store.tickets.create(withFile), true);
  t.same(await storedTicket(raw, 10000), withFile);
  t.equal(await storedTicket(raw, 99999), null);
});

forEachAdapter(t, 'tickets: a taken number is refused and the first ticket is kept', async (t, store, raw) => {
  t.equal(await store.tickets.create(ticket), true);
  t.equal(await store.tickets.create({ ...ticket, subject: 'Another problem' }), false);
  t.equal((await storedTicket(raw, 42424))?.subject, 'Export fails');
  t.equal((await raw.rows('tickets')).length, 1);
});
