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

// The smallest real images of each accepted kind (a 1x1 pixel), and things that only claim to be one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(14)]);
const upload = (payload: Buffer | string, contentType = 'image/png') => ({
  method: 'PUT' as const,
  url: '/api/v1/profile/photo',
  headers: { 'content-type': contentType },
  payload,
});

t.test('Change Photo: an uploaded image is stored, served back to its owner and shown in the header', async (t) => {
  const { app, as } = await buildTestApp(t);
  const res = await as(upload(PNG));
  t.equal(res.statusCode, 200);
  const avatarUrl = res.json().avatarUrl as string;
  t.match(avatarUrl, /^\/api\/v1\/profile\/photo\?v=\w+$/, 'avatarUrl points at the served photo');
  t.equal((await as({ method: 'GET', url: '/api/v1/profile' })).json().avatarUrl, avatarUrl, 'and is saved in the profile');
  t.equal((await as({ method: 'GET', url: '/api/v1/auth/me' })).json().avatarUrl, avatarUrl, 'the header gets it too');

  const served = await as({ method: 'GET', url: avatarUrl });
  t.equal(served.statusCode, 200);
  t.equal(served.headers['content-type'], 'image/png');
  t.equal(served.headers['x-content-type-options'], 'nosniff');
  t.same(served.rawPayload, PNG, 'the same bytes come back');
  t.equal((await app.inject({ method: 'GET', url: avatarUrl })).statusCode, 401, 'not without a session');

  for (const [bytes, type] of [[GIF, 'image/gif'], [JPEG, 'image/jpeg'], [WEBP, 'image/webp']] as const) {
    // The declared type is the sender's claim: the bytes decide.
    const next = await as(upload(bytes, 'application/octet-stream'));
    t.equal(next.statusCode, 200, type);
    t.not(next.json().avatarUrl, avatarUrl, 'a new upload gets a new address');
    t.equal((await as({ method: 'GET', url: next.json().avatarUrl })).headers['content-type'], type);
  }
});

t.test('Change Photo refuses what is not a small image, with a clear message, and keeps the old photo', async (t) => {
  const { as } = await buildTestApp(t);
  const first = (await as(upload(PNG))).json().avatarUrl;

  const svg = await as(upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'));
  t.equal(svg.statusCode, 415);
  t.equal(svg.json().message, 'The photo must be a PNG, JPEG, WebP or GIF image');
  const renamed = await as(upload(Buffer.from('%PDF-1.7 not a picture'), 'image/png'));
  t.equal(renamed.statusCode, 415, 'a PDF sent as image/png');
  const text = await as(upload('hello', 'text/plain'));
  t.equal(text.statusCode, 400);
  t.match(text.json().message, 'The photo must be a PNG, JPEG, WebP or GIF image');

  const big = await as(upload(Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])));
  t.equal(big.statusCode, 413);
  t.equal(big.json().message, 'The photo must be 1 MB or smaller');

  t.equal((await as({ method: 'GET', url: '/api/v1/profile' })).json().avatarUrl, first, 'the photo is unchanged');
  t.equal((await as({ method: 'GET', url: first })).statusCode, 200);
});

t.test("Remove Photo deletes the stored photo and clears avatarUrl; so does saving the form without it", async (t) => {
  const { as } = await buildTestApp(t);
  const url = (await as(upload(PNG))).json().avatarUrl;
  const removed = await as({ method: 'DELETE', url: '/api/v1/profile/photo' });
  t.equal(removed.statusCode, 200);
  t.equal(removed.json().avatarUrl, null);
  t.equal((await as({ method: 'GET', url })).statusCode, 404, 'the photo is gone');
  t.equal((await as({ method: 'GET', url: '/api/v1/profile' })).json().avatarUrl, null);

  const again = (await as(upload(PNG))).json().avatarUrl;
  const kept = await as({ method: 'PUT', url: '/api/v1/profile', payload: { ...update, avatarUrl: again } });
  t.equal(kept.statusCode, 200, 'a save that keeps the photo address');
  t.equal((await as({ method: 'GET', url: again })).statusCode, 200, 'keeps the photo');
  t.equal((await as({ method: 'PUT', url: '/api/v1/profile', payload: { ...update, avatarUrl: null } })).statusCode, 200);
  t.equal((await as({ method: 'GET', url: again })).statusCode, 404, 'a save without it removes it');

  const forged = await as({ method: 'PUT', url: '/api/v1/profile', payload: { ...update, avatarUrl: '/api/v1/profile/photo?v=zzz' } });
  t.equal(forged.statusCode, 400, 'an address only an upload can set');
});
