import t from 'tap';
import type { ProfileUpdate } from '@gsg/shared';
import { hashPassword } from '../../src/security/password-hash.ts';
import { defaultAdmin } from '../../src/services/first-start.ts';
import { buildTestApp, ADMIN_PASSWORD, signIn } from '../helper.ts';

const update: ProfileUpdate = {
  fullName: 'Ada Admin',
  username: 'admin',
  jobTitle: 'CISO',
  department: 'Compliance',
  language: 'fr',
  timezone: 'Europe/Paris',
  dateFormat: 'DD/MM/YYYY',
  avatarUrl: 'https://cdn.acme.example/ada.png',
};

t.test("the profile is the signed-in account's, with the spec's sample defaults", async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({ method: 'GET', url: '/api/v1/profile' });
  t.equal(res.statusCode, 200);
  t.same(res.json(), {
    fullName: 'Admin User',
    username: 'admin',
    email: 'admin@gsg.local',
    jobTitle: 'Security Administrator',
    department: 'IT Security',
    language: 'en',
    timezone: 'America/New_York',
    dateFormat: 'MM/DD/YYYY',
    avatarUrl: null,
  });
});

t.test('a save is answered with and persists the new profile; the header name follows', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({ method: 'PUT', url: '/api/v1/profile', payload: update });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { ...update, email: 'admin@gsg.local' });
  t.same((await as({ method: 'GET', url: '/api/v1/profile' })).json(), { ...update, email: 'admin@gsg.local' });
  t.equal((await as({ method: 'GET', url: '/api/v1/auth/me' })).json().fullName, 'Ada Admin');

  const removed = await as({ method: 'PUT', url: '/api/v1/profile', payload: { ...update, avatarUrl: null } });
  t.equal(removed.json().avatarUrl, null, 'Remove Photo clears the address');
});

t.test('the email cannot be changed: 400 with the spec message, nothing stored', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({ method: 'PUT', url: '/api/v1/profile', payload: { ...update, email: 'evil@attacker.example' } });
  t.equal(res.statusCode, 400);
  t.equal(res.json().message, "Email cannot be changed as it's your login credential");
  t.match(res.json().fields, [{ path: 'body.email' }]);
  t.equal((await as({ method: 'GET', url: '/api/v1/profile' })).json().fullName, 'Admin User');
});

t.test('option lists are enforced, naming the bad fields', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({
    method: 'PUT',
    url: '/api/v1/profile',
    payload: { ...update, language: 'pt', timezone: 'Mars/Olympus', dateFormat: 'DD.MM.YYYY', department: 'Sales' },
  });
  t.equal(res.statusCode, 400);
  t.same(
    res.json().fields.map((f: { path: string }) => f.path).sort(),
    ['body.dateFormat', 'body.department', 'body.language', 'body.timezone'],
  );
  const noDepartment = await as({ method: 'PUT', url: '/api/v1/profile', payload: { ...update, department: '' } });
  t.equal(noDepartment.statusCode, 200, 'department may be left empty');
});

t.test('a username the user could not sign in with is refused', async (t) => {
  const { as } = await buildTestApp(t);
  const empty = await as({ method: 'PUT', url: '/api/v1/profile', payload: { ...update, username: '   ' } });
  t.equal(empty.statusCode, 400);
  t.match(empty.json().fields, [{ path: 'body.username' }]);
  const script = await as({ method: 'PUT', url: '/api/v1/profile', payload: { ...update, avatarUrl: 'javascript:alert(1)' } });
  t.equal(script.statusCode, 400);
  t.match(script.json().fields, [{ path: 'body.avatarUrl' }]);
});

t.test('a new username signs in; one held by another account is 409', async (t) => {
  const { app, as } = await buildTestApp(t);
  const other = defaultAdmin(await hashPassword('Another-Password-42'), new Date());
  await app.store.accounts.create({ ...other, username: 'lee', email: 'lee@gsg.local', profile: { ...other.profile, username: 'lee' } });

  const taken = await as({ method: 'PUT', url: '/api/v1/profile', payload: { ...update, username: 'LEE' } });
  t.equal(taken.statusCode, 409);
  t.equal(taken.json().message, 'Username is already taken');

  const renamed = await as({ method: 'PUT', url: '/api/v1/profile', payload: { ...update, username: 'ada' } });
  t.equal(renamed.statusCode, 200);
  t.ok(await signIn(app, 'ada', ADMIN_PASSWORD), 'the new username signs in');
  const old = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
  t.equal(old.statusCode, 401, 'the old one no longer does');
});

t.test('the profile needs a session', async (t) => {
  const { app } = await buildTestApp(t);
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/profile' })).statusCode, 401);
  t.equal((await app.inject({ method: 'PUT', url: '/api/v1/profile', payload: update })).statusCode, 401);
});
