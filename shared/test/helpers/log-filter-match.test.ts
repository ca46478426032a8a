import t from 'tap';
import { logFilterSchema, logMatchesFilter, type ConversationLog } from '../../src/index.ts';

const log: ConversationLog = {
  id: 'l1',
  timestamp: '2026-03-01T23:59:30.000Z',
  userId: 'uid-1',
  user: 'Alice.Brown',
  hostname: 'FIN-LAPTOP-07',
  ipAddress: '10.20.30.40',
  inputRedacted: 'pay with [CREDIT_CARD]',
  outputRedacted: 'noted',
  status: 'blocked',
  policyTriggered: 'Credit Card Protection, PII Detection',
  policyId: 'pol-pci,pol-pii',
  aiModel: 'ChatGPT',
  sessionId: 'sess-1',
};

/** The filter as the server reads the same query string. */
const matches = (query: Record<string, string>, target: ConversationLog = log) =>
  logMatchesFilter(target, logFilterSchema.parse(query));

t.test('no filter, and status "all", keep every log', async (t) => {
  t.ok(matches({}));
  t.ok(matches({ status: 'all' }));
  t.ok(matches({ user: '   ' }), 'a blank text filter is no filter');
});

t.test('status: one value or several separated by commas', async (t) => {
  t.ok(matches({ status: 'blocked' }));
  t.notOk(matches({ status: 'allowed' }));
  t.ok(matches({ status: 'allowed,blocked' }));
  t.notOk(matches({ status: 'allowed,flagged' }));
  t.ok(matches({ status: 'allowed,blocked,flagged' }));
});

t.test('text filters are substrings of their field, ignoring the case of ASCII letters', async (t) => {
  t.ok(matches({ user: 'alice' }));
  t.ok(matches({ user: 'E.BR' }));
  t.notOk(matches({ user: 'bob' }));
  t.ok(matches({ hostname: 'laptop' }));
  t.ok(matches({ tool: 'chatgpt' }));
  t.notOk(matches({ tool: 'claude' }));
  t.ok(matches({ policy: 'pii det' }), 'policy searches the comma-joined names');
  t.ok(matches({ ip: '30.4' }));
  t.notOk(matches({ ip: '10.20.31' }));
  t.ok(matches({ user: '  alice  ' }), 'the text is trimmed, as the server trims it');
  t.ok(matches({ user: 'alice', hostname: 'fin', tool: 'gpt', policy: 'card', ip: '10.' }), 'every filter at once');
  t.notOk(matches({ user: 'alice', hostname: 'hr-' }), 'all filters must hold');
});

t.test('only ASCII letters fold case, as SQLite LIKE does', async (t) => {
  const accented = { ...log, user: 'ÉLODIE Durand' };
  t.ok(matches({ user: 'ÉLODIE' }, accented));
  t.ok(matches({ user: 'Élodie' }, accented), 'ASCII letters after the accent fold');
  t.notOk(matches({ user: 'élodie' }, accented), 'but É and é are different characters');
  t.ok(matches({ user: '%' }, { ...log, user: '100% sure' }), '% is a plain character, not a wildcard');
  t.notOk(matches({ user: '%' }));
  t.notOk(matches({ user: '_' }), '_ is a plain character too');
});

t.test('dates: From starts its day, To is inclusive to the end of its day (UTC for bare dates)', async (t) => {
  t.ok(matches({ from: '2026-03-01', to: '2026-03-01' }), 'one day, 23:59:30 included');
  t.notOk(matches({ from: '2026-03-02' }));
  t.notOk(matches({ to: '2026-02-28' }));
  t.ok(matches({ to: '2026-03-01T23:59:30.000Z' }), 'a date-time bound is inclusive to the millisecond');
  t.notOk(matches({ to: '2026-03-01T23:59:29.999Z' }));
  t.ok(matches({ from: '2026-03-01T23:59:30.000Z' }));
  t.notOk(matches({ from: '2026-03-01T23:59:30.001Z' }));
  t.ok(matches({ from: '2026-03-02T00:59:30.000+01:00' }), 'offsets are honoured');
});
