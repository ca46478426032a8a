import t from 'tap';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ROLE_LABELS, type ConsoleAccount, type Role } from '@gsg/shared';
import { buildTestApp, signIn, type TestApp } from '../helper.ts';
import { conversationContext, piiBlockPolicy } from '../fixtures.ts';

const PASSWORD = 'Sturdy-Passphrase-2026';
/** What every role may do to its own account, whatever the role. */
const OWN = [/^\/api\/v1\/auth\//, /^\/api\/v1\/account\//, /^\/api\/v1\/profile\//];
/** Routes for API keys or the SCIM token only: a session never reaches them as a person. */
const KEY_ONLY = /^\/(v1|scim\/v2)\//;

async function addAccount(as: TestApp['as'], username: string, role: Role): Promise<ConsoleAccount> {
  const res = await as({ method: 'POST', url: '/api/v1/accounts', payload: { username, fullName: `${username} Example`, email: `${username}@acme.example`, role, password: PASSWORD } });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}

/** inject as someone signed in with the cookie. */
const asCookie = (app: FastifyInstance, cookie: string) => (opts: InjectOptions) => app.inject({ ...opts, headers: { ...opts.headers, cookie } });

async function team(t: Parameters<typeof buildTestApp>[0]) {
  const test = await buildTestApp(t);
  const auditor = await addAccount(test.as, 'audrey', 'auditor');
  const analyst = await addAccount(test.as, 'anil', 'cybersecurity_analyst');
  return {
    ...test,
    auditor,
    analyst,
    asAuditor: asCookie(test.app, await signIn(test.app, 'audrey', PASSWORD)),
    asAnalyst: asCookie(test.app, await signIn(test.app, 'anil', PASSWORD)),
  };
}

const routesOf = async (as: TestApp['as']) => {
  const spec = (await as({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x') })));
};

t.test('an admin adds accounts: 201 with the account, never its password; a taken username is a 409', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({ method: 'POST', url: '/api/v1/accounts', payload: { username: 'audrey', fullName: 'Audrey Example', email: 'audrey@acme.example', role: 'auditor', password: PASSWORD } });
  t.equal(res.statusCode, 201);
  t.match(res.json(), { username: 'audrey', fullName: 'Audrey Example', email: 'audrey@acme.example', role: 'auditor', disabled: false, mfaEnabled: false });
  t.notMatch(res.body, /passwordHash|Sturdy/);
  const again = await as({ method: 'POST', url: '/api/v1/accounts', payload: { username: 'AUDREY', fullName: 'Other', email: 'o@acme.example', password: PASSWORD } });
  t.equal(again.statusCode, 409);
  const defaulted = await as({ method: 'POST', url: '/api/v1/accounts', payload: { username: 'dee', fullName: 'Dee', email: 'dee@acme.example', password: PASSWORD } });
  t.equal(defaulted.json().role, 'auditor', 'no role given: Settings › Users › Default role');
  const weak = await as({ method: 'POST', url: '/api/v1/accounts', payload: { username: 'weak', fullName: 'Weak', email: 'w@acme.example', password: 'password1234' } });
  t.equal(weak.statusCode, 400);
  t.match(weak.json().fields, [{ path: 'body.password', message: /upper-case letter under the strong password policy/ }], 'the message names the rule');
  t.notMatch(weak.body, /password1234/, 'and never echoes the password');
  const list = (await as({ method: 'GET', url: '/api/v1/accounts' })).json().items as ConsoleAccount[];
  t.same(list.map((a) => a.username), ['admin', 'audrey', 'dee']);
});

t.test('an auditor reads everything and changes nothing: every state-changing route answers 403 before reading the body', async (t) => {
  const { as, asAuditor } = await team(t);
  const routes = await routesOf(as);
  const changing = routes.filter(({ method, path }) => method !== 'GET' && !OWN.some((re) => re.test(path)) && !KEY_ONLY.test(path));
  t.ok(changing.length > 25, `${changing.length} state-changing routes`);
  const policiesBefore = (await as({ method: 'GET', url: '/api/v1/policies' })).body;
  const refused = await Promise.all(
    changing.map(async ({ method, path }) => {
      // A body that would fail validation: a 403 and not a 400 shows the permission is checked first.
      const res = await asAuditor({ method: method as 'POST', url: path, payload: method === 'DELETE' ? undefined : { nonsense: true } });
      return { route: `${method} ${path}`, status: res.statusCode, message: res.json().message as string };
    }),
  );
  t.same(refused.filter((r) => r.status !== 403).map((r) => `${r.route} -> ${r.status}`), [], 'each refuses');
  t.ok(refused.every((r) => r.message.startsWith(`Your role (${ROLE_LABELS.auditor}) does not have the '`)), 'each names the missing permission');
  t.equal((await as({ method: 'GET', url: '/api/v1/policies' })).body, policiesBefore, 'nothing changed');

  // Not the photo (none uploaded: 404), routes of one thing by id, nor the identity provider's redirects (no page to read).
  const reads = routes.filter(
    ({ method, path }) =>
      method === 'GET' &&
      !KEY_ONLY.test(path) &&
      !path.includes('/x') &&
      path !== '/api/v1/accounts/' &&
      path !== '/api/v1/profile/photo' &&
      path !== '/api/v1/access/scim-token' &&
      // It asks about one model, named in its query.
      path !== '/api/v1/gateway/resolve' &&
      !path.startsWith('/api/v1/auth/sso/'),
  );
  const answers = await Promise.all(reads.map(async ({ path }) => ({ path, status: (await asAuditor({ method: 'GET', url: path })).statusCode })));
  t.same(answers.filter((a) => a.status !== 200).map((a) => `${a.path} -> ${a.status}`), [], 'every list, export and setting reads');
  t.equal((await asAuditor({ method: 'GET', url: '/api/v1/gateway/resolve?model=gpt-4o' })).statusCode, 200, 'where a model would go reads too');
  t.equal((await asAuditor({ method: 'GET', url: '/api/v1/accounts' })).statusCode, 403, 'but the accounts are for admins');
  t.equal((await asAuditor({ method: 'GET', url: '/api/v1/access/scim-token' })).statusCode, 403, 'and so is the SCIM token');
  const own = await asAuditor({ method: 'PUT', url: '/api/v1/account/notifications', payload: { newLoginAlert: false, passwordChangeAlert: true } });
  t.equal(own.statusCode, 200, 'their own notification switches stay theirs');
});

t.test('an analyst reveals with a reason (400 without), triages and updates clients, and changes no policy', async (t) => {
  const { as, asAnalyst, analyst } = await team(t);
  await as({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy });
  const judged = (await as({ method: 'POST', url: '/api/v1/guard/evaluate', payload: { ...conversationContext, input: 'Email jane@example.com', output: 'ok' } })).json();

  const noReason = await asAnalyst({ method: 'POST', url: `/api/v1/logs/${judged.logId}/reveal`, payload: { which: 'input' } });
  t.equal(noReason.statusCode, 400);
  t.match(noReason.json().fields, [{ path: 'body.reason' }]);
  const blank = await asAnalyst({ method: 'POST', url: `/api/v1/logs/${judged.logId}/reveal`, payload: { which: 'input', reason: '   ' } });
  t.equal(blank.statusCode, 400, 'a blank reason is no reason');
  const revealed = await asAnalyst({ method: 'POST', url: `/api/v1/logs/${judged.logId}/reveal`, payload: { which: 'input', reason: 'Ticket INC-4411' } });
  t.equal(revealed.statusCode, 200);
  t.equal(revealed.json().content, 'Email jane@example.com');

  const triage = await asAnalyst({ method: 'PATCH', url: `/api/v1/alerts/${judged.alertId}`, payload: { status: 'investigating', assignee: 'anil' } });
  t.equal(triage.statusCode, 200);
  t.equal((await asAnalyst({ method: 'POST', url: '/api/v1/policies', payload: piiBlockPolicy })).statusCode, 403);
  t.equal((await asAnalyst({ method: 'PUT', url: '/api/v1/settings/general', payload: {} })).statusCode, 403);
  t.equal((await asAnalyst({ method: 'POST', url: '/api/v1/endpoints/remove', payload: { ids: ['e-1'] } })).statusCode, 403);

  const audit = (await as({ method: 'GET', url: '/api/v1/audit?action=log.revealed' })).json();
  t.match(audit.items, [{ actorId: analyst.id, actorName: 'anil', target: `log:${judged.logId}`, detail: { field: 'input', reason: 'Ticket INC-4411' }, ipAddress: '127.0.0.1' }]);
  t.equal(audit.items.length, 1, 'the refused reveals were not recorded as reveals');
  t.notMatch(JSON.stringify(audit), /jane@example\.com/, 'the trail never holds the revealed text');
});

t.test('disabling an account or changing its role ends its sessions at once; a disabled account cannot sign in', async (t) => {
  const { as, app, asAnalyst, asAuditor, analyst, auditor } = await team(t);
  t.equal((await asAnalyst({ method: 'GET', url: '/api/v1/auth/me' })).statusCode, 200);
  const disabled = await as({ method: 'PATCH', url: `/api/v1/accounts/${analyst.id}`, payload: { disabled: true } });
  t.equal(disabled.statusCode, 200);
  t.equal(disabled.json().disabled, true);
  t.equal((await asAnalyst({ method: 'GET', url: '/api/v1/auth/me' })).statusCode, 401, 'the open session is over');
  const again = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'anil', password: PASSWORD } });
  t.equal(again.statusCode, 401);
  t.equal(again.json().message, 'Invalid username or password', 'as a wrong password is');

  const promoted = await as({ method: 'PATCH', url: `/api/v1/accounts/${auditor.id}`, payload: { role: 'cybersecurity_analyst' } });
  t.equal(promoted.json().role, 'cybersecurity_analyst');
  t.equal((await asAuditor({ method: 'GET', url: '/api/v1/auth/me' })).statusCode, 401, 'a new role starts with a new sign-in');
  const renamed = await as({ method: 'PATCH', url: `/api/v1/accounts/${auditor.id}`, payload: { fullName: 'Audrey Q. Example' } });
  t.equal(renamed.json().fullName, 'Audrey Q. Example');
  t.equal((await as({ method: 'PATCH', url: `/api/v1/accounts/${auditor.id}`, payload: {} })).statusCode, 400, 'an empty change is refused');
  t.equal((await as({ method: 'PATCH', url: '/api/v1/accounts/nobody', payload: { disabled: true } })).statusCode, 404);
});

t.test('the last enabled admin cannot be disabled, demoted or deleted; with a second admin it can', async (t) => {
  const { as, app } = await team(t);
  const admin = (await app.store.accounts.getByUsername('admin'))!;
  for (const payload of [{ disabled: true }, { role: 'auditor' }]) {
    const res = await as({ method: 'PATCH', url: `/api/v1/accounts/${admin.id}`, payload });
    t.equal(res.statusCode, 409, JSON.stringify(payload));
    t.equal(res.json().message, 'The last enabled admin cannot be disabled, demoted or deleted');
  }
  t.equal((await as({ method: 'DELETE', url: `/api/v1/accounts/${admin.id}` })).statusCode, 409);
  const second = await addAccount(as, 'root2', 'admin');
  // Both at once: one may go, the other must stay.
  const asSecond = asCookie(app, await signIn(app, 'root2', PASSWORD));
  const [a, b] = await Promise.all([
    as({ method: 'PATCH', url: `/api/v1/accounts/${second.id}`, payload: { disabled: true } }),
    asSecond({ method: 'PATCH', url: `/api/v1/accounts/${admin.id}`, payload: { disabled: true } }),
  ]);
  t.same([a.statusCode, b.statusCode].sort(), [200, 409], 'of two admins disabling each other, one is refused');
  const enabledAdmins = (await app.store.accounts.list()).filter((x) => x.role === 'admin' && !x.disabled);
  t.equal(enabledAdmins.length, 1);
});

t.test('an admin resets a password (sessions end, the new one signs in) and MFA; each is audited', async (t) => {
  const { as, app, asAnalyst, analyst } = await team(t);
  const reset = await as({ method: 'POST', url: `/api/v1/accounts/${analyst.id}/password`, payload: { password: 'Fresh-Passphrase-2027' } });
  t.equal(reset.statusCode, 200);
  t.equal((await asAnalyst({ method: 'GET', url: '/api/v1/auth/me' })).statusCode, 401);
  await signIn(app, 'anil', 'Fresh-Passphrase-2027');
  await app.store.accounts.setMfa(analyst.id, { enabled: true, method: 'email' });
  const mfa = await as({ method: 'POST', url: `/api/v1/accounts/${analyst.id}/mfa/reset` });
  t.equal(mfa.json().mfaEnabled, false);
  const audit = (await as({ method: 'GET', url: '/api/v1/audit?action=account.reset' })).json().items;
  t.same(audit.map((e: { detail: { what: string } }) => e.detail.what), ['mfa', 'password']);
  t.notMatch(JSON.stringify(audit), /Fresh-Passphrase/);
});

t.test('self-registration: refused while off; on, the account waits disabled until an admin enables it', async (t) => {
  const { app, as } = await buildTestApp(t);
  const signUp = (username: string, password = PASSWORD) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { username, fullName: 'Sam Newcomer', email: `${username}@acme.example`, password } });
  t.same((await app.inject({ method: 'GET', url: '/api/v1/auth/registration' })).json(), { open: false });
  const closed = await signUp('sam');
  t.equal(closed.statusCode, 403);
  t.equal(closed.json().message, 'Self-registration is not allowed');

  const users = (await as({ method: 'GET', url: '/api/v1/settings/users' })).json().values;
  await as({ method: 'PUT', url: '/api/v1/settings/users', payload: { ...users, allowSelfRegistration: true, defaultRole: 'cybersecurity_analyst' } });
  t.same((await app.inject({ method: 'GET', url: '/api/v1/auth/registration' })).json(), { open: true });
  t.equal((await signUp('weakling', 'password')).statusCode, 400, 'the password policy holds here too');
  const opened = await signUp('sam');
  t.equal(opened.statusCode, 202);
  t.equal(opened.json().message, "Your account awaits an admin's approval");
  t.equal((await signUp('SAM')).statusCode, 409);

  const sam = ((await as({ method: 'GET', url: '/api/v1/accounts' })).json().items as ConsoleAccount[]).find((a) => a.username === 'sam')!;
  t.match(sam, { role: 'cybersecurity_analyst', disabled: true, pendingApproval: true }, 'the default role, waiting');
  const early = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'sam', password: PASSWORD } });
  t.equal(early.statusCode, 403);
  t.equal(early.json().message, "Your account awaits an admin's approval");
  const wrong = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'sam', password: 'Not-The-Password-1' } });
  t.equal(wrong.statusCode, 401, 'a wrong password learns nothing of the approval');

  const approved = await as({ method: 'PATCH', url: `/api/v1/accounts/${sam.id}`, payload: { disabled: false } });
  t.match(approved.json(), { disabled: false, pendingApproval: false });
  await signIn(app, 'sam', PASSWORD);
  const created = (await as({ method: 'GET', url: '/api/v1/audit?action=account.created' })).json().items;
  t.match(created, [{ actorName: 'sam', target: 'account:sam' }], 'the sign-up is in the audit trail, by whoever signed up');
});

t.test('signing up is limited per address', async (t) => {
  const { app, as } = await buildTestApp(t);
  const users = (await as({ method: 'GET', url: '/api/v1/settings/users' })).json().values;
  await as({ method: 'PUT', url: '/api/v1/settings/users', payload: { ...users, allowSelfRegistration: true } });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { username: `u${i}`, fullName: 'U', email: `u${i}@acme.example`, password: PASSWORD } });
    statuses.push(res.statusCode);
  }
  t.same(statuses, [202, 202, 202, 202, 202, 429]);
});

t.test("each new route refuses a caller without the right: no session 401, a role without the permission 403, nothing changed", async (t) => {
  const { app, as, asAuditor, asAnalyst, analyst } = await team(t);
  const cases: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; payload?: object; deniedTo: Array<typeof asAuditor>; permission: string }> = [
    { method: 'GET', url: '/api/v1/accounts', deniedTo: [asAuditor, asAnalyst], permission: 'accounts.manage' },
    { method: 'POST', url: '/api/v1/accounts', payload: { username: 'x', fullName: 'X', email: 'x@acme.example', password: PASSWORD }, deniedTo: [asAuditor, asAnalyst], permission: 'accounts.manage' },
    { method: 'PATCH', url: `/api/v1/accounts/${analyst.id}`, payload: { role: 'admin' }, deniedTo: [asAuditor, asAnalyst], permission: 'accounts.manage' },
    { method: 'DELETE', url: `/api/v1/accounts/${analyst.id}`, deniedTo: [asAuditor, asAnalyst], permission: 'accounts.manage' },
    { method: 'POST', url: `/api/v1/accounts/${analyst.id}/password`, payload: { password: 'Another-Passphrase-77' }, deniedTo: [asAuditor, asAnalyst], permission: 'accounts.manage' },
    { method: 'POST', url: `/api/v1/accounts/${analyst.id}/mfa/reset`, deniedTo: [asAuditor, asAnalyst], permission: 'accounts.manage' },
    { method: 'PUT', url: '/api/v1/ai-tools/chatgpt/decision', payload: { decision: 'blocked' }, deniedTo: [asAuditor, asAnalyst], permission: 'ai-tools.manage' },
    { method: 'GET', url: '/api/v1/audit', deniedTo: [], permission: 'audit.read' },
    { method: 'GET', url: '/api/v1/audit/export', deniedTo: [], permission: 'audit.read' },
    { method: 'GET', url: '/api/v1/ai-tools', deniedTo: [], permission: 'console.read' },
  ];
  for (const c of cases) {
    const anonymous = await app.inject({ method: c.method, url: c.url, ...(c.payload ? { payload: c.payload } : {}) });
    t.equal(anonymous.statusCode, 401, `${c.method} ${c.url} without a session`);
    const forged = await app.inject({ method: c.method, url: c.url, headers: { cookie: 'gsg_session=forged' }, ...(c.payload ? { payload: c.payload } : {}) });
    t.equal(forged.statusCode, 401, `${c.method} ${c.url} with a forged session`);
    for (const as_ of c.deniedTo) {
      const res = await as_({ method: c.method, url: c.url, ...(c.payload ? { payload: c.payload } : {}) });
      t.equal(res.statusCode, 403, `${c.method} ${c.url} for a role without ${c.permission}`);
      t.match(res.json().message, `'${c.permission}'`);
    }
  }
  t.match(await app.store.accounts.getById(analyst.id), { role: 'cybersecurity_analyst', disabled: false }, 'nothing changed');
  const decisions = (await as({ method: 'GET', url: '/api/v1/ai-tools' })).json().items as Array<{ tool: { id: string }; decision: string }>;
  t.equal(decisions.find((d) => d.tool.id === 'chatgpt')?.decision, 'unreviewed', 'no tool was decided');
});
