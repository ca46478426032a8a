import t from 'tap';
import { buildTestApp } from '../helper.ts';
import { piiBlockPolicy } from '../fixtures.ts';

const pii = piiBlockPolicy;

t.test('create sets id and both timestamps; the list shows it', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({ method: 'POST', url: '/api/v1/policies', payload: pii });
  t.equal(res.statusCode, 201);
  const created = res.json();
  t.match(created, { ...pii, id: String });
  t.equal(created.createdAt, created.updatedAt);
  const list = await as({ method: 'GET', url: '/api/v1/policies' });
  t.same(list.json().items, [created]);
});

t.test('update replaces the policy and moves only updatedAt', async (t) => {
  const { as } = await buildTestApp(t);
  const created = (await as({ method: 'POST', url: '/api/v1/policies', payload: pii })).json();
  await new Promise((r) => setTimeout(r, 5));
  const change = { ...pii, action: 'allow_with_warning', rules: { type: 'keyword', keywords: ['salary', 'bonus'] } };
  const res = await as({ method: 'PUT', url: `/api/v1/policies/${created.id}`, payload: change });
  t.equal(res.statusCode, 200);
  t.match(res.json(), { action: 'allow_with_warning', rules: { keywords: ['salary', 'bonus'] }, createdAt: created.createdAt });
  t.ok(res.json().updatedAt > created.updatedAt, 'updatedAt moved');
});

t.test('keywords are trimmed; required fields are enforced with named fields', async (t) => {
  const { as } = await buildTestApp(t);
  const trimmed = await as({
    method: 'POST',
    url: '/api/v1/policies',
    payload: { ...pii, rules: { type: 'keyword', keywords: [' merger ', 'layoff'] } },
  });
  t.same(trimmed.json().rules.keywords, ['merger', 'layoff']);

  const bad = await as({ method: 'POST', url: '/api/v1/policies', payload: { ...pii, name: '', severity: 'extreme' } });
  t.equal(bad.statusCode, 400);
  const paths = bad.json().fields.map((f: { path: string }) => f.path);
  t.ok(paths.includes('body.name'), 'names the empty name');
  t.ok(paths.includes('body.severity'), 'names the bad severity');
  t.same((await as({ method: 'GET', url: '/api/v1/policies' })).json().items.length, 1, 'nothing else stored');
});

t.test('a regex that does not compile is refused at save time', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({ method: 'POST', url: '/api/v1/policies', payload: { ...pii, rules: { type: 'regex', pattern: '(unclosed' } } });
  t.equal(res.statusCode, 400);
  t.match(res.json().message, /^Invalid regular expression/);
  t.same((await as({ method: 'GET', url: '/api/v1/policies' })).json().items, []);
});

t.test("unknown ids answer 404 'Policy not found'", async (t) => {
  const { as } = await buildTestApp(t);
  const put = await as({ method: 'PUT', url: '/api/v1/policies/nope', payload: pii });
  t.equal(put.statusCode, 404);
  t.equal(put.json().message, 'Policy not found');
  const del = await as({ method: 'DELETE', url: '/api/v1/policies/nope' });
  t.equal(del.statusCode, 404);
  t.equal(del.json().message, 'Policy not found');
});

t.test('delete removes the policy', async (t) => {
  const { as } = await buildTestApp(t);
  const created = (await as({ method: 'POST', url: '/api/v1/policies', payload: pii })).json();
  t.equal((await as({ method: 'DELETE', url: `/api/v1/policies/${created.id}` })).statusCode, 204);
  t.same((await as({ method: 'GET', url: '/api/v1/policies' })).json().items, []);
});

t.test('every policy route answers 401 without a session', async (t) => {
  const { app } = await buildTestApp(t);
  for (const [method, url] of [
    ['GET', '/api/v1/policies'],
    ['POST', '/api/v1/policies'],
    ['PUT', '/api/v1/policies/x'],
    ['DELETE', '/api/v1/policies/x'],
  ] as const) {
    const res = await app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : pii });
    t.equal(res.statusCode, 401, `${method} ${url}`);
  }
});
