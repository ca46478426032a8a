import t from 'tap';
import type { TicketInput } from '@gsg/shared';
import { submitTicket } from '../../src/modules/support/service.ts';
import { createSqliteStore } from '../../src/store/sqlite/index.ts';
import { tempDataDir } from '../helper.ts';
import { sqliteRawStore } from '../../test-support/raw-store.ts';
import { storedTicket } from '../../test-support/stored-ticket.ts';

const ticket: TicketInput = { subject: 'Help', category: 'other', priority: 'low', description: 'Please call me.' };

t.test('a taken number is redrawn', async (t) => {
  const dataDir = tempDataDir(t);
  const store = createSqliteStore(dataDir);
  t.teardown(() => store.close());
  const draws = [12345, 12345, 12345, 54321];
  const draw = () => draws.shift()!;
  t.equal(await submitTicket(store.tickets, ticket, 'admin', { draw }), 12345);
  t.equal(await submitTicket(store.tickets, ticket, 'lee', { draw }), 54321, 'two collisions, then a free number');
  t.equal((await storedTicket(sqliteRawStore(dataDir), 54321))?.createdBy, 'lee');
});

t.test('when no number is free the submit fails with 503 and stores nothing new', async (t) => {
  const dataDir = tempDataDir(t);
  const store = createSqliteStore(dataDir);
  t.teardown(() => store.close());
  await submitTicket(store.tickets, ticket, 'admin', { draw: () => 10000 });
  const failure = await submitTicket(store.tickets, { ...ticket, subject: 'Again' }, 'admin', { draw: () => 10000 }).catch((e: unknown) => e);
  t.match(failure, { statusCode: 503, message: /No ticket number is free/ });
  t.equal((await storedTicket(sqliteRawStore(dataDir), 10000))?.subject, 'Help');
});
