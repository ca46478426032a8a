import t, { type Test } from 'tap';
import type { PolicyInput, PolicyWhatIfJob } from '@gsg/shared';
import { addSignedInAccount, buildTestApp, traceLog, type TestApp } from '../helper.ts';
import { logRecordFixture, piiBlockPolicy, topicsFlagPolicy } from '../fixtures.ts';
import type { NewLogRecord } from '../../src/store/index.ts';
import { createPolicyWhatIf } from '../../src/modules/policies/what-if.ts';

const DAY = 86_400_000;
const SECRET_EMAIL = 'jane.private@acme.example';
const KEYWORD = 'Project Falcon';

/** A draft that blocks the keyword: matches exactly the conversations seeded with it. */
const falconDraft: PolicyInput = { ...topicsFlagPolicy([KEYWORD]), name: 'Deck leaks', action: 'block' };

interface Seeded {
  /** The conversations in the last 7 days that mention the keyword, by user and by UTC day. */
  matching: NewLogRecord[];
  inRange: number;
}

/**
 * Conversations stored as ingest stores them: the original sealed, the redacted text as it was redacted at
 * the time (here: not mentioning the keyword, so only a judge of the originals can find it). `k` of the
 * `n` in range mention the keyword, spread over three users and three days; two outside the range do too.
 */
async function seed(test: TestApp, n: number, k: number, over: (i: number) => Partial<NewLogRecord> = () => ({})): Promise<Seeded> {
  const now = Date.now();
  const users = [
    { user: 'Ann Lee', userId: 'ann' },
    { user: 'Bob Roe', userId: 'bob' },
    { user: 'Cy Poe', userId: 'cy' },
  ];
  const records: NewLogRecord[] = [];
  for (let i = 0; i < n; i++) {
    const who = users[i % 3]!;
    const mentions = i < k;
    const input = mentions ? `Send the ${KEYWORD} deck to ${SECRET_EMAIL} tonight` : `Summarise the weekly notes number ${i}`;
    records.push(
      logRecordFixture(`log-${i}`, new Date(now - (i % 3) * DAY - 60_000 - i * 1000).toISOString(), {
        ...who,
        inputRedacted: 'summarised at rest',
        outputRedacted: 'ok',
        inputEncrypted: test.app.secretBox.seal(input),
        outputEncrypted: test.app.secretBox.seal('Sure, done.'),
        ...over(i),
      }),
    );
  }
  for (let i = 0; i < 2; i++) {
    const input = `The ${KEYWORD} plan again`;
    records.push(logRecordFixture(`old-${i}`, new Date(now - (10 + i) * DAY).toISOString(), { inputEncrypted: test.app.secretBox.seal(input), outputEncrypted: test.app.secretBox.seal('') }));
  }
  await test.app.store.logs.insertMany(records);
  return { matching: records.slice(0, k), inRange: n };
}

async function runToEnd(test: TestApp, payload: object, as = test.as): Promise<PolicyWhatIfJob> {
  const started = await as({ method: 'POST', url: '/api/v1/policies/what-if', payload });
  if (started.statusCode !== 202) throw new Error(`${started.statusCode} ${started.body}`);
  const job = started.json() as PolicyWhatIfJob;
  await test.app.services.whatIf.settled(job.id);
  const res = await as({ method: 'GET', url: `/api/v1/policies/what-if/${job.id}` });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}

const dayOf = (r: NewLogRecord) => r.timestamp.slice(0, 10);

t.test('an unsaved draft counts exactly the conversations it matches, by day and by user, from the originals', async (t) => {
  const test = await buildTestApp(t);
  // A saved policy that finds e-mail addresses: the samples keep them out too.
  await test.as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy });
  const { matching, inRange } = await seed(test, 40, 7);

  const result = await runToEnd(test, { policy: falconDraft, days: 7 });
  t.match(result, { state: 'done', policyId: null, policyName: 'Deck leaks', action: 'block', days: 7, scanned: inRange, total: inRange, judgedOnRedacted: 0, error: null });
  t.same(result.totals, { matched: 7, blocked: 7, flagged: 0, warned: 0 });

  const perDay = new Map<string, number>();
  for (const r of matching) perDay.set(dayOf(r), (perDay.get(dayOf(r)) ?? 0) + 1);
  t.same(
    result.byDay.map((d) => [d.day, d.matched, d.blocked]),
    [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, n]) => [day, n, n]),
    'by UTC day, oldest first',
  );
  t.same(
    result.topUsers.map((u) => [u.user, u.matched]),
    [
      ['Ann Lee', 3],
      ['Bob Roe', 2],
      ['Cy Poe', 2],
    ],
  );
  t.equal(result.users, 3);

  t.equal(result.samples.length, 7);
  t.same(result.samples.map((s) => s.logId).sort(), matching.map((r) => r.id).sort());
  for (const sample of result.samples) {
    t.equal(sample.inputRedacted, 'Send the [KEYWORD] deck to [EMAIL_ADDRESS] tonight', 'the match and what other policies find are redacted');
  }
  const whole = JSON.stringify(result);
  t.notOk(/falcon/i.test(whole), 'the keyword is never in the result');
  t.notOk(whole.includes(SECRET_EMAIL), 'nor the e-mail address');

  const flagged = await runToEnd(test, { policy: { ...falconDraft, action: 'flag', isEnabled: false, mode: 'monitor' }, days: 7 });
  t.same(flagged.totals, { matched: 7, blocked: 0, flagged: 7, warned: 0 }, 'judged as enforced and enabled, whatever the draft says');
  const wider = await runToEnd(test, { policy: falconDraft, days: 30 });
  t.equal(wider.totals.matched, 9, 'a wider range reaches the older conversations');
  t.equal(wider.total, inRange + 2);
});

t.test('at most 20 samples are kept, all redacted, however many match', async (t) => {
  const test = await buildTestApp(t);
  await seed(test, 60, 45);
  const result = await runToEnd(test, { policy: falconDraft });
  t.equal(result.days, 7, 'seven days when not told');
  t.equal(result.totals.matched, 45);
  t.equal(result.samples.length, 20);
  t.notOk(/falcon/i.test(JSON.stringify(result.samples)));
});

t.test('where originals were not kept, the redacted text is judged and the result says how many', async (t) => {
  const test = await buildTestApp(t);
  await seed(test, 10, 4, (i) => (i < 6 ? { inputEncrypted: '', outputEncrypted: '', inputRedacted: i < 2 ? `about ${KEYWORD}` : 'nothing here' } : {}));
  const result = await runToEnd(test, { policy: falconDraft });
  t.equal(result.judgedOnRedacted, 6);
  // Conversations 0-1: not kept, redacted text mentions it; 2-3: not kept, the redaction hid it; 4-9: kept, only 0-3 mention it.
  t.equal(result.totals.matched, 2);
  for (const s of result.samples) t.equal(s.inputRedacted, 'about [KEYWORD]');
});

t.test("a saved policy is tried with its exceptions, and an edit of it with the edit's rules", async (t) => {
  const test = await buildTestApp(t);
  const saved = (await test.as({ method: 'POST', url: '/api/v1/policies', payload: { ...falconDraft, mode: 'monitor' } })).json();
  await seed(test, 30, 9);
  t.equal((await runToEnd(test, { policyId: saved.id })).totals.matched, 9);

  const except = await test.as({ method: 'POST', url: `/api/v1/policies/${saved.id}/exceptions`, payload: { kind: 'person', value: 'ann' } });
  t.equal(except.statusCode, 201, except.body);
  const excepted = await runToEnd(test, { policyId: saved.id });
  t.equal(excepted.totals.matched, 6, "Ann's three are excepted");
  t.notOk(excepted.topUsers.some((u) => u.user === 'Ann Lee'));
  t.equal(excepted.policyId, saved.id);

  const edit = await runToEnd(test, { policyId: saved.id, policy: { ...falconDraft, rules: { type: 'keyword', keywords: ['weekly notes'] } } });
  t.equal(edit.totals.matched, 14, "the edit's keyword, with the saved policy's exception: 21 others, Ann's 7 left out");
  t.equal((await runToEnd(test, { policy: falconDraft })).totals.matched, 9, 'a new draft has no exceptions');
});

t.test('an empty range is done at once with nothing counted', async (t) => {
  const test = await buildTestApp(t);
  const result = await runToEnd(test, { policy: falconDraft, days: 1 });
  t.match(result, { state: 'done', scanned: 0, total: 0, totals: { matched: 0 }, byDay: [], topUsers: [], samples: [] });
});

/** The service over the app's store, its page reads held at a gate the test opens. */
function gatedWhatIf(test: TestApp, pageSize: number, maxRunning = 3) {
  let open: () => void = () => {};
  let gate = Promise.resolve();
  let pagesRead = 0;
  const logs = {
    ...test.app.store.logs,
    async sealedPage(...args: Parameters<typeof test.app.store.logs.sealedPage>) {
      const page = await test.app.store.logs.sealedPage(...args);
      pagesRead += 1;
      if (pagesRead > 1) await gate;
      return page;
    },
  };
  const whatIf = createPolicyWhatIf({
    store: { logs, policies: test.app.store.policies },
    secretBox: test.app.secretBox,
    policySet: test.app.services.policySet,
    audit: test.app.services.audit,
    limits: { pageSize, maxRunning },
  });
  return {
    whatIf,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
    pagesRead: () => pagesRead,
  };
}

const actor = (n: number) => ({ accountId: `acc-${n}`, username: `user${n}` });

async function until(t: Test, what: string, check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  t.ok(check(), what);
}

t.test('progress advances page by page, and a cancel stops the run where it is', async (t) => {
  const test = await buildTestApp(t);
  await seed(test, 300, 300);
  const gated = gatedWhatIf(test, 50);
  gated.hold();
  const started = await gated.whatIf.start({ policy: falconDraft, days: 7 }, actor(1));
  t.match(started, { state: 'running', total: 300 });
  await until(t, 'the first page is judged', () => gated.whatIf.get(started.id, 'acc-1')!.scanned === 50);
  t.equal(gated.whatIf.get(started.id, 'acc-1')!.state, 'running');
  t.equal(gated.whatIf.get(started.id, 'acc-1')!.totals.matched, 50, 'the result so far is readable while it runs');

  const cancelling = gated.whatIf.cancel(started.id, 'acc-1');
  gated.release();
  const cancelled = await cancelling;
  t.match(cancelled, { state: 'cancelled', scanned: 50, total: 300 });
  t.ok(cancelled!.finishedAt);
  const pages = gated.pagesRead();
  await new Promise((r) => setTimeout(r, 100));
  t.equal(gated.whatIf.get(started.id, 'acc-1')!.scanned, 50, 'nothing more is judged');
  t.equal(gated.pagesRead(), pages, 'nor read');
  t.equal(await gated.whatIf.cancel(started.id, 'acc-2'), null, "another account cannot cancel it (or see it)");
  t.equal(gated.whatIf.get(started.id, 'acc-2'), null);
});

t.test('one run per account and a few in all', async (t) => {
  const test = await buildTestApp(t);
  await seed(test, 120, 10);
  const gated = gatedWhatIf(test, 10, 2);
  gated.hold();
  const first = await gated.whatIf.start({ policy: falconDraft, days: 7 }, actor(1));
  const refusal = (p: Promise<unknown>) => p.then(() => null, (err: unknown) => err);
  t.match(await refusal(gated.whatIf.start({ policy: falconDraft, days: 7 }, actor(1))), { statusCode: 409 }, 'the same account waits');
  const second = await gated.whatIf.start({ policy: falconDraft, days: 7 }, actor(2));
  t.match(await refusal(gated.whatIf.start({ policy: falconDraft, days: 7 }, actor(3))), { statusCode: 429 }, 'the server is full');
  gated.release();
  await Promise.all([gated.whatIf.settled(first.id), gated.whatIf.settled(second.id)]);
  t.equal(gated.whatIf.get(first.id, 'acc-1')!.state, 'done');
  const again = await gated.whatIf.start({ policy: falconDraft, days: 7 }, actor(1));
  await gated.whatIf.settled(again.id);
  t.equal(gated.whatIf.get(first.id, 'acc-1'), null, "a new run replaces the account's finished one");
  t.equal(gated.whatIf.get(again.id, 'acc-1')!.totals.matched, 10);
});

t.test('a burst of starts from one account: one runs, the others are refused, none fails', async (t) => {
  const test = await buildTestApp(t);
  await seed(test, 600, 5);
  const answers = await Promise.all(Array.from({ length: 8 }, () => test.as({ method: 'POST', url: '/api/v1/policies/what-if', payload: { policy: falconDraft } })));
  const codes = answers.map((a) => a.statusCode);
  t.ok(codes.includes(202), 'one starts');
  t.ok(codes.every((c) => c === 202 || c === 409), `only 202 or 409: ${codes.join(',')}`);
  for (const a of answers) if (a.statusCode === 202) await test.app.services.whatIf.settled(a.json().id);
});

t.test('the start is recorded in the audit trail, never a conversation', async (t) => {
  const test = await buildTestApp(t);
  await seed(test, 5, 2);
  await runToEnd(test, { policy: falconDraft, days: 3 });
  const entries = (await test.as({ method: 'GET', url: '/api/v1/audit?action=policy.what-if' })).json().items as Array<{ action: string; target: string; detail: Record<string, string> }>;
  t.match(entries, [{ action: 'policy.what-if', target: 'policy:draft', detail: { policy: 'Deck leaks', days: '3' } }]);
});

t.test('the server log never carries a conversation while runs go and are cancelled', async (t) => {
  const trace = traceLog();
  const test = await buildTestApp(t, { logger: trace.logger });
  await seed(test, 20, 10);
  await runToEnd(test, { policy: falconDraft });
  const started = (await test.as({ method: 'POST', url: '/api/v1/policies/what-if', payload: { policy: falconDraft } })).json();
  await test.as({ method: 'DELETE', url: `/api/v1/policies/what-if/${started.id}` });
  t.notOk(/falcon/i.test(trace.text()));
  t.notOk(trace.text().includes(SECRET_EMAIL));
});

t.test('each what-if route refuses a caller without the right: no session 401, a forged one 401, the auditor and the analyst 403', async (t) => {
  const test = await buildTestApp(t);
  const { app } = test;
  const asAuditor = await addSignedInAccount(test, 'audrey', 'auditor');
  const asAnalyst = await addSignedInAccount(test, 'anil', 'cybersecurity_analyst');
  await seed(test, 5, 2);
  const job = (await test.as({ method: 'POST', url: '/api/v1/policies/what-if', payload: { policy: falconDraft } })).json();
  await app.services.whatIf.settled(job.id);
  const cases: Array<{ method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }> = [
    { method: 'POST', url: '/api/v1/policies/what-if', payload: { policy: falconDraft } },
    { method: 'GET', url: `/api/v1/policies/what-if/${job.id}` },
    { method: 'DELETE', url: `/api/v1/policies/what-if/${job.id}` },
  ];
  for (const c of cases) {
    const body = c.payload ? { payload: c.payload } : {};
    t.equal((await app.inject({ method: c.method, url: c.url, ...body })).statusCode, 401, `${c.method} ${c.url} without a session`);
    t.equal((await app.inject({ method: c.method, url: c.url, headers: { cookie: 'gsg_session=forged' }, ...body })).statusCode, 401, `${c.method} ${c.url} with a forged session`);
    for (const [who, as] of [['auditor', asAuditor], ['analyst', asAnalyst]] as const) {
      const res = await as({ method: c.method, url: c.url, ...body });
      t.equal(res.statusCode, 403, `${c.method} ${c.url} for the ${who}`);
      t.match(res.json().message, "'policies.manage'");
    }
  }
  const entries = (await test.as({ method: 'GET', url: '/api/v1/audit?action=policy.what-if' })).json().items;
  t.equal(entries.length, 1, 'no refused start ran');
  t.match((await test.as({ method: 'GET', url: `/api/v1/policies/what-if/${job.id}` })).json(), { state: 'done', totals: { matched: 2 } }, 'the run is untouched');
});

t.test('bad requests are refused before anything runs', async (t) => {
  const test = await buildTestApp(t);
  const post = (payload: unknown) => test.as({ method: 'POST', url: '/api/v1/policies/what-if', payload: payload as object });
  for (const days of [0, -1, 91, 1e9, 1.5, '7', null]) {
    const res = await post({ policy: falconDraft, days });
    t.equal(res.statusCode, 400, `days ${JSON.stringify(days)}`);
  }
  t.equal((await post({ days: 7 })).statusCode, 400, 'neither a draft nor a policy id');
  t.equal((await post({ policy: falconDraft, extra: 1 })).statusCode, 400, 'an unknown field');
  t.equal((await post({ policy: { ...falconDraft, name: '' } })).statusCode, 400, 'a draft the create route would refuse');
  const badPattern = await post({ policy: { ...falconDraft, rules: { type: 'regex', pattern: '(a)\\1' } } });
  t.equal(badPattern.statusCode, 400);
  t.match(badPattern.json().fields, [{ path: 'body.policy.rules.pattern' }]);
  t.equal((await post({ policyId: 'no-such-policy' })).statusCode, 404);
  t.equal((await post({ policyId: 'x'.repeat(65) })).statusCode, 400);
  t.equal((await test.as({ method: 'POST', url: '/api/v1/policies/what-if', headers: { 'content-type': 'application/json' }, payload: '{"policy":' })).statusCode, 400, 'broken JSON');
  const entries = (await test.as({ method: 'GET', url: '/api/v1/audit?action=policy.what-if' })).json().items;
  t.equal(entries.length, 0, 'none started');
});

t.test('job ids: malformed, unknown, encoded or another account\'s are not found', async (t) => {
  const test = await buildTestApp(t);
  const other = await addSignedInAccount(test, 'olga', 'admin');
  await seed(test, 5, 1);
  const job = await runToEnd(test, { policy: falconDraft });
  for (const id of ['1', 'not-a-uuid', '..', '%2e%2e', `${job.id}%2F..`, `${job.id}'--`, `${job.id.toUpperCase()}x`, 'x'.repeat(5000)]) {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await test.as({ method, url: `/api/v1/policies/what-if/${id}` });
      // A dot segment is resolved before routing: it reaches the policy routes, never a run.
      t.ok(res.statusCode < 500 && !('state' in (res.json() as object)), `${method} ${id.slice(0, 40)}: ${res.statusCode}, no run`);
    }
  }
  const unknown = '00000000-0000-4000-8000-000000000000';
  t.equal((await test.as({ method: 'GET', url: `/api/v1/policies/what-if/${unknown}` })).statusCode, 404);
  t.equal((await other({ method: 'GET', url: `/api/v1/policies/what-if/${job.id}` })).statusCode, 404, "another admin's run is theirs");
  t.equal((await other({ method: 'DELETE', url: `/api/v1/policies/what-if/${job.id}` })).statusCode, 404);
  const encoded = job.id.replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`);
  const res = await test.as({ method: 'GET', url: `/api/v1/policies/%77hat-if/${encoded}` });
  t.ok([200, 404].includes(res.statusCode), 'a percent-encoded spelling reads the same run or nothing');
  if (res.statusCode === 200) t.equal(res.json().id, job.id);
  const cancelDone = await test.as({ method: 'DELETE', url: `/api/v1/policies/what-if/${job.id}` });
  t.match(cancelDone.json(), { state: 'done' }, 'cancelling a finished run leaves it as it is');
});

t.test('the what-if routes are in the API documentation', async (t) => {
  const test = await buildTestApp(t);
  const paths = (await test.as({ method: 'GET', url: '/docs/json' })).json().paths as Record<string, Record<string, unknown>>;
  t.ok(paths['/api/v1/policies/what-if']?.post, 'start');
  t.ok(paths['/api/v1/policies/what-if/{jobId}']?.get, 'progress and result');
  t.ok(paths['/api/v1/policies/what-if/{jobId}']?.delete, 'cancel');
});
