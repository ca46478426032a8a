import t from 'tap';
import { buildTestApp, type TestApp } from '../helper.ts';

async function withDirectory(t: Parameters<typeof buildTestApp>[0]): Promise<TestApp> {
  const ctx = await buildTestApp(t);
  await ctx.app.store.access.insertUsers([
    { id: 'jsmith', email: 'john.smith@acme.example', accessEnabled: true },
    { id: 'mjones', email: 'Mary.Jones@acme.example', accessEnabled: false },
  ]);
  await ctx.app.store.access.insertGroups([
    { name: 'Engineering', description: 'Product engineers', accessEnabled: true },
    { name: 'Finance Team', description: 'Accounting and payroll', accessEnabled: false },
  ]);
  return ctx;
}

t.test('users are listed and searched by id or email, ignoring case', async (t) => {
  const { as } = await withDirectory(t);
  const all = await as({ method: 'GET', url: '/api/v1/access/users' });
  t.equal(all.statusCode, 200);
  t.same(all.json().items, [
    { id: 'jsmith', email: 'john.smith@acme.example', accessEnabled: true, displayName: '', externalId: null, groups: [] },
    { id: 'mjones', email: 'Mary.Jones@acme.example', accessEnabled: false, displayName: '', externalId: null, groups: [] },
  ]);
  const byEmail = await as({ method: 'GET', url: '/api/v1/access/users?search=MARY.J' });
  t.same(byEmail.json().items.map((u: { id: string }) => u.id), ['mjones']);
  const byId = await as({ method: 'GET', url: '/api/v1/access/users?search=smi' });
  t.same(byId.json().items.map((u: { id: string }) => u.id), ['jsmith']);
  const blank = await as({ method: 'GET', url: '/api/v1/access/users?search=%20%20' });
  t.equal(blank.json().items.length, 2, 'a blank search is no filter');
});

t.test("a user's access toggle is saved and shows in the list", async (t) => {
  const { as } = await withDirectory(t);
  const res = await as({ method: 'PATCH', url: '/api/v1/access/users/mjones', payload: { accessEnabled: true } });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { id: 'mjones', email: 'Mary.Jones@acme.example', accessEnabled: true, displayName: '', externalId: null, groups: [] });
  const list = await as({ method: 'GET', url: '/api/v1/access/users?search=mjones' });
  t.equal(list.json().items[0].accessEnabled, true);
});

t.test('user toggles: unknown users are 404, bad bodies 400 naming the field', async (t) => {
  const { as } = await withDirectory(t);
  const missing = await as({ method: 'PATCH', url: '/api/v1/access/users/ghost', payload: { accessEnabled: true } });
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().message, 'User not found');
  const bad = await as({ method: 'PATCH', url: '/api/v1/access/users/jsmith', payload: { accessEnabled: 'yes' } });
  t.equal(bad.statusCode, 400);
  t.match(bad.json().fields, [{ path: 'body.accessEnabled' }]);
});

t.test('groups are searched by name or description', async (t) => {
  const { as } = await withDirectory(t);
  const all = await as({ method: 'GET', url: '/api/v1/access/groups' });
  t.same(all.json().items.map((g: { name: string }) => g.name), ['Engineering', 'Finance Team']);
  const byDescription = await as({ method: 'GET', url: '/api/v1/access/groups?search=payroll' });
  t.same(byDescription.json().items.map((g: { name: string }) => g.name), ['Finance Team']);
  const byName = await as({ method: 'GET', url: '/api/v1/access/groups?search=engin' });
  t.same(byName.json().items.map((g: { name: string }) => g.name), ['Engineering']);
});

t.test('a group description edit and an access toggle are saved separately', async (t) => {
  const { as } = await withDirectory(t);
  const described = await as({
    method: 'PATCH',
    url: `/api/v1/access/groups/${encodeURIComponent('Finance Team')}`,
    payload: { description: '  Finance and accounting  ' },
  });
  t.equal(described.statusCode, 200);
  t.match(described.json(), { name: 'Finance Team', description: 'Finance and accounting', accessEnabled: false, id: String, externalId: null });
  const toggled = await as({ method: 'PATCH', url: '/api/v1/access/groups/Finance%20Team', payload: { accessEnabled: true } });
  t.match(toggled.json(), { name: 'Finance Team', description: 'Finance and accounting', accessEnabled: true });
  t.equal(toggled.json().id, described.json().id, 'the same group');
});

t.test('group edits: unknown groups are 404, an empty change is 400', async (t) => {
  const { as } = await withDirectory(t);
  const missing = await as({ method: 'PATCH', url: '/api/v1/access/groups/Nobody', payload: { accessEnabled: true } });
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().message, 'Group not found');
  const empty = await as({ method: 'PATCH', url: '/api/v1/access/groups/Engineering', payload: {} });
  t.equal(empty.statusCode, 400);
  t.match(empty.json().message, /description or accessEnabled/);
  const tooLong = await as({ method: 'PATCH', url: '/api/v1/access/groups/Engineering', payload: { description: 'x'.repeat(501) } });
  t.equal(tooLong.statusCode, 400);
  t.match(tooLong.json().fields, [{ path: 'body.description' }]);
});

t.test('every access route needs a session', async (t) => {
  const { app } = await withDirectory(t);
  for (const [method, url, payload] of [
    ['GET', '/api/v1/access/users', undefined],
    ['PATCH', '/api/v1/access/users/jsmith', { accessEnabled: false }],
    ['GET', '/api/v1/access/groups', undefined],
    ['PATCH', '/api/v1/access/groups/Engineering', { accessEnabled: false }],
  ] as const) {
    const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
    t.equal(res.statusCode, 401, `${method} ${url}`);
  }
  const list = await app.store.access.listUsers('jsmith');
  t.equal(list[0]?.accessEnabled, true, 'nothing changed');
});
