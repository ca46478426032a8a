import t from 'tap';
import { LOG_EXPORT_COLUMNS, NOT_FOUND, type LogStatus } from '@gsg/shared';
import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { fileDate } from '../../src/csv.ts';
import type { NewLogRecord } from '../../src/store/index.ts';
import { buildTestApp } from '../helper.ts';
import { conversationContext } from '../fixtures.ts';

interface Conversation {
  id: string;
  timestamp: string;
  user: string;
  status: LogStatus;
  input: string;
  output: string;
  policy?: { id: string; name: string; ruleType: string };
}

/** Stores conversations as ingest would: originals sealed, redacted text alongside. */
async function store(app: FastifyInstance, conversations: Conversation[]): Promise<void> {
  const records = conversations.map(
    (c): NewLogRecord => ({
      id: c.id,
      timestamp: c.timestamp,
      userId: `uid-${c.user}`,
      user: c.user,
      hostname: `host-${c.user}`,
      ipAddress: '10.1.2.3',
      inputRedacted: c.input.replace(/\d{4}-\d{4}-\d{4}-\d{4}/g, '[CREDIT_CARD]'),
      outputRedacted: c.output.replace(/\d{4}-\d{4}-\d{4}-\d{4}/g, '[CREDIT_CARD]'),
      inputEncrypted: app.secretBox.seal(c.input),
      outputEncrypted: app.secretBox.seal(c.output),
      status: c.status,
      policyTriggered: c.policy?.name ?? '',
      policyId: c.policy?.id ?? '',
      aiModel: 'ChatGPT',
      sessionId: 'sess-1',
      policies: c.policy ? [c.policy] : [],
    }),
  );
  await app.store.logs.insertMany(records);
}

const pci = { id: 'pol-pci', name: 'Credit Card Protection', ruleType: 'PCI' };
const CARD = '4111-1111-1111-1111';
const sample: Conversation[] = [
  { id: 'l1', timestamp: '2026-03-01T09:00:00.000Z', user: 'Alice', status: 'allowed', input: 'hello', output: 'hi there' },
  { id: 'l2', timestamp: '2026-03-01T23:59:30.000Z', user: 'Bob', status: 'blocked', input: `pay with ${CARD}`, output: `card ${CARD} noted`, policy: pci },
  { id: 'l3', timestamp: '2026-03-02T00:00:30.000Z', user: 'alice.b', status: 'flagged', input: 'merger plans', output: 'noted' },
  { id: 'l4', timestamp: '2026-03-02T10:00:00.000Z', user: 'Carol', status: 'blocked', input: `card ${CARD}`, output: 'refused', policy: pci },
];

const idsOf = (body: { items: Array<{ id: string }> }) => body.items.map((l) => l.id);

t.test('every logs route needs a session', async (t) => {
  const { app } = await buildTestApp(t);
  for (const [method, url] of [
    ['GET', '/api/v1/logs'],
    ['GET', '/api/v1/logs/summary'],
    ['GET', '/api/v1/logs/export'],
    ['POST', '/api/v1/logs/l1/reveal'],
  ] as const) {
    const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: { which: 'input', reason: 'Case review' } } : {}) });
    t.equal(res.statusCode, 401, `${method} ${url}`);
  }
});

t.test('the list filters by status, user and dates, newest first', async (t) => {
  const { app, as } = await buildTestApp(t);
  await store(app, sample);
  const list = async (query: string) => {
    const res = await as({ method: 'GET', url: `/api/v1/logs${query}` });
    t.equal(res.statusCode, 200, query);
    return idsOf(res.json());
  };

  t.same(await list(''), ['l4', 'l3', 'l2', 'l1']);
  t.same(await list('?status=blocked'), ['l4', 'l2']);
  t.same(await list('?status=blocked,flagged'), ['l4', 'l3', 'l2'], 'several statuses, comma-separated');
  t.same(await list('?status=all'), ['l4', 'l3', 'l2', 'l1'], "'all' does not filter");
  t.same(await list('?user=ALICE'), ['l3', 'l1'], 'user is a case-insensitive substring');
  t.same(await list('?to=2026-03-01'), ['l2', 'l1'], 'a date-only To runs to the end of that day');
  t.same(await list('?from=2026-03-02'), ['l4', 'l3']);
  t.same(await list('?from=2026-03-01T12:00:00Z&to=2026-03-02T05:00:00Z'), ['l3', 'l2']);
  t.same(await list('?policy=credit&user=carol'), ['l4']);
  t.same(await list('?user='), ['l4', 'l3', 'l2', 'l1'], 'an empty filter is no filter');

  const body = (await as({ method: 'GET', url: '/api/v1/logs?status=blocked' })).json();
  t.match(body.items[0], {
    id: 'l4',
    timestamp: '2026-03-02T10:00:00.000Z',
    user: 'Carol',
    inputRedacted: 'card [CREDIT_CARD]',
    status: 'blocked',
    policyTriggered: 'Credit Card Protection',
    aiModel: 'ChatGPT',
  });
  t.notOk(JSON.stringify(body).includes(CARD), 'lists carry redacted text only');
});

t.test('the list pages with an opaque cursor', async (t) => {
  const { app, as } = await buildTestApp(t);
  await store(app, sample);
  const first = (await as({ method: 'GET', url: '/api/v1/logs?limit=3' })).json();
  t.same(idsOf(first), ['l4', 'l3', 'l2']);
  t.type(first.nextCursor, 'string');
  const second = (await as({ method: 'GET', url: `/api/v1/logs?limit=3&cursor=${first.nextCursor}` })).json();
  t.same(idsOf(second), ['l1']);
  t.equal(second.nextCursor, null);

  const bad = await as({ method: 'GET', url: '/api/v1/logs?cursor=garbage' });
  t.equal(bad.statusCode, 400);
  t.equal(bad.json().message, 'Invalid cursor');
});

t.test('bad filter values are refused with a clear message', async (t) => {
  const { as } = await buildTestApp(t);
  const status = await as({ method: 'GET', url: '/api/v1/logs?status=blocked,bogus' });
  t.equal(status.statusCode, 400);
  t.match(status.json(), { message: /querystring\.status/, fields: [{ path: /^querystring\.status/ }] });
  const date = await as({ method: 'GET', url: '/api/v1/logs?from=yesterday' });
  t.equal(date.statusCode, 400);
  const limit = await as({ method: 'GET', url: '/api/v1/logs?limit=501' });
  t.equal(limit.statusCode, 400);
});

t.test('the summary counts each status under the same filters', async (t) => {
  const { app, as } = await buildTestApp(t);
  await store(app, sample);
  const summary = async (query: string) => (await as({ method: 'GET', url: `/api/v1/logs/summary${query}` })).json();
  t.same(await summary(''), { total: 4, allowed: 1, blocked: 2, flagged: 1 });
  t.same(await summary('?to=2026-03-01'), { total: 2, allowed: 1, blocked: 1, flagged: 0 });
  t.same(await summary('?user=alice'), { total: 2, allowed: 1, blocked: 0, flagged: 1 });
  t.same(await summary('?status=blocked,flagged&from=2026-03-02'), { total: 2, allowed: 0, blocked: 1, flagged: 1 });
});

t.test('reveal returns the original text and records who saw it', async (t) => {
  const { app, as } = await buildTestApp(t);
  await store(app, sample);
  const res = await as({ method: 'POST', url: '/api/v1/logs/l2/reveal', payload: { which: 'output', reason: 'Case review' } });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { id: 'l2', which: 'output', content: `card ${CARD} noted` });
  const input = await as({ method: 'POST', url: '/api/v1/logs/l2/reveal', payload: { which: 'input', reason: 'Case review' } });
  t.equal(input.json().content, `pay with ${CARD}`);

  const audit = await app.store.audit.page({ action: 'log.revealed' }, undefined, 10);
  t.equal(audit.length, 2, 'one audit record per reveal');
  const admin = await app.store.accounts.getByUsername('admin');
  t.match(audit, [
    { actorId: admin!.id, actorName: 'admin', action: 'log.revealed', target: 'log:l2', detail: { reason: 'Case review' } },
    { actorId: admin!.id, actorName: 'admin', action: 'log.revealed', target: 'log:l2', detail: { reason: 'Case review' } },
  ]);
  t.same(audit.map((a) => a.detail.field).sort(), ['input', 'output']);
  t.notOk(JSON.stringify(audit).includes(CARD), 'the audit never holds the revealed text');
});

t.test('the audit names the account by id, so a changed username cannot disown or borrow a reveal', async (t) => {
  const { app, as } = await buildTestApp(t);
  await store(app, sample);
  const admin = (await app.store.accounts.getByUsername('admin'))!;
  await as({ method: 'POST', url: '/api/v1/logs/l2/reveal', payload: { which: 'input', reason: 'Case review' } });
  const profile = (await as({ method: 'GET', url: '/api/v1/profile' })).json();
  const { email: _, ...update } = profile;
  const renamed = await as({ method: 'PUT', url: '/api/v1/profile', payload: { ...update, username: 'someone-else' } });
  t.equal(renamed.statusCode, 200);
  await as({ method: 'POST', url: '/api/v1/logs/l2/reveal', payload: { which: 'output', reason: 'Case review' } });
  const audit = await app.store.audit.page({ action: 'log.revealed' }, undefined, 10);
  t.equal(audit.length, 2);
  t.same(audit.map((a) => a.actorId), [admin.id, admin.id], 'both reveals name the same account');
});

t.test('reveal of an unknown log is a 404, and audits nothing', async (t) => {
  const { app, as } = await buildTestApp(t);
  const res = await as({ method: 'POST', url: '/api/v1/logs/missing/reveal', payload: { which: 'input', reason: 'Case review' } });
  t.equal(res.statusCode, 404);
  t.equal(res.json().message, NOT_FOUND.log);
  t.equal(res.json().message, 'Log not found');
  t.same(await app.store.audit.page({ action: 'log.revealed' }, undefined, 10), []);

  const bad = await as({ method: 'POST', url: '/api/v1/logs/l1/reveal', payload: { which: 'everything' } });
  t.equal(bad.statusCode, 400);
});

t.test('an export of hostile text opens as text in a spreadsheet, whatever separator it reads with', async (t) => {
  const { app, as } = await buildTestApp(t);
  const hostile = [';=1+1', '＝1+1', 'x;-2+3', '@SUM(A1)', 'a\t=cmd|" /C calc"!A0'];
  await store(
    app,
    hostile.map((text, i) => ({ id: `h${i}`, timestamp: `2026-03-0${i + 1}T09:00:00.000Z`, user: text, status: 'allowed' as const, input: text, output: text })),
  );
  const res = await as({ method: 'GET', url: '/api/v1/logs/export' });
  for (const delimiter of [',', ';', '\t']) {
    const cells = (parse(res.body, { delimiter, relax_quotes: true, relax_column_count: true }) as string[][]).flat();
    t.same(cells.filter((c) => /^[=+\-@]/.test(c.normalize('NFKC').trimStart())), [], `no formula read with ${JSON.stringify(delimiter)}`);
  }
  const rows = parse(res.body, { columns: true }) as Array<Record<string, string>>;
  t.same(rows.map((r) => r.User!.replaceAll("'", '')).sort(), [...hostile].sort(), 'each value is one cell');
});

t.test('export streams the filtered logs as CSV, redacted text only', async (t) => {
  const { app, as } = await buildTestApp(t);
  await store(app, sample);
  const res = await as({ method: 'GET', url: '/api/v1/logs/export?status=blocked' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/csv/);
  t.equal(res.headers['content-disposition'], `attachment; filename="genai-logs-${fileDate(new Date())}.csv"`);

  const lines = res.body.trimEnd().split('\r\n');
  t.equal(lines[0], LOG_EXPORT_COLUMNS.join(','));
  t.equal(lines[0], 'Timestamp,User,Hostname,IP Address,Input,Output,Status,Policy Triggered,Tool');
  t.same(lines.slice(1), [
    '2026-03-02T10:00:00.000Z,Carol,host-Carol,10.1.2.3,card [CREDIT_CARD],refused,blocked,Credit Card Protection,ChatGPT',
    '2026-03-01T23:59:30.000Z,Bob,host-Bob,10.1.2.3,pay with [CREDIT_CARD],card [CREDIT_CARD] noted,blocked,Credit Card Protection,ChatGPT',
  ]);
  t.notOk(res.body.includes(CARD), 'no original text in the export');

  const all = await as({ method: 'GET', url: '/api/v1/logs/export' });
  t.equal(all.body.trimEnd().split('\r\n').length, 1 + sample.length, 'without filters, every log');
});

t.test('with Encryption at rest off new conversations keep no original: reveal says why, and audits nothing', async (t) => {
  const { app, as, raw } = await buildTestApp(t);
  const evaluate = async (input: string) =>
    (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...conversationContext, input, output: 'ok' } })).json().logId as string;
  const kept = await evaluate('before the switch');
  const security = (await as({ method: 'GET', url: '/api/v1/settings/security' })).json().values;
  await as({ method: 'PUT', url: '/api/v1/settings/security', payload: { ...security, encryptionEnabled: false } });
  const notKept = await evaluate('after the switch');

  const row = (await raw.record('logs', notKept)) as Record<string, unknown>;
  t.same([row.input_encrypted ?? row.inputEncrypted, row.output_encrypted ?? row.outputEncrypted], ['', ''], 'no sealed original is stored');
  const refused = await as({ method: 'POST', url: `/api/v1/logs/${notKept}/reveal`, payload: { which: 'input', reason: 'Case review' } });
  t.equal(refused.statusCode, 409);
  t.match(refused.json().message, /not kept: Settings › Security › Encryption at rest was off/);
  t.equal((await app.store.audit.page({ action: 'log.revealed' }, undefined, 10)).length, 0, 'nothing was revealed, nothing audited');
  const older = await as({ method: 'POST', url: `/api/v1/logs/${kept}/reveal`, payload: { which: 'input', reason: 'Case review' } });
  t.equal(older.json().content, 'before the switch', 'a conversation stored before keeps its original');
});
