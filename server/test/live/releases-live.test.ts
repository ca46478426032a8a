import t from 'tap';
import type { LiveEvent } from '@gsg/shared';
import { TEST_ACCOUNT_PASSWORD, signIn } from '../helper.ts';
import { listeningApp, openConsole } from './live-client.ts';

/** A marker in the installer's bytes: no console may ever receive a file's content. */
const CONTENT = 'MZ-INSTALLER-CONTENT-7f3a9c';

t.test("an upload, new notes and a deletion by one admin reach every console following the Endpoints screen, without the file", async (t) => {
  const { app, url, cookie, as } = await listeningApp(t);
  const payload = { username: 'auditor1', fullName: 'Audrey Example', email: 'auditor1@acme.example', role: 'auditor', password: TEST_ACCOUNT_PASSWORD };
  t.equal((await as({ method: 'POST', url: '/api/v1/accounts', payload })).statusCode, 201);
  const other = await openConsole(t, url, await signIn(app, 'auditor1', TEST_ACCOUNT_PASSWORD), ['endpoints']);
  const own = await openConsole(t, url, cookie, ['endpoints']);
  const elsewhere = await openConsole(t, url, cookie, ['policies']);

  const uploaded = await as({
    method: 'POST',
    url: '/api/v1/releases/installers?version=2.5.0&platform=windows-x64&fileName=gsg-client-2.5.0.exe',
    headers: { 'content-type': 'application/octet-stream' },
    payload: Buffer.from(CONTENT),
  });
  t.equal(uploaded.statusCode, 201);
  t.equal((await as({ method: 'PUT', url: '/api/v1/releases/2.5.0/notes', payload: { notes: 'Faster start-up.' } })).statusCode, 200);
  t.equal((await as({ method: 'DELETE', url: `/api/v1/releases/installers/${uploaded.json().id}` })).statusCode, 200);

  const expected: LiveEvent[] = [
    { type: 'release.changed', data: { change: 'uploaded', version: '2.5.0', platform: 'windows-x64' } },
    { type: 'release.changed', data: { change: 'notes', version: '2.5.0', platform: null } },
    { type: 'release.changed', data: { change: 'deleted', version: '2.5.0', platform: 'windows-x64' } },
  ];
  for (const console_ of [other, own]) {
    await console_.until(() => console_.events('endpoints').length === 3, 'the three changes');
    t.same(console_.events('endpoints'), expected, 'what changed, in order, and nothing more');
    t.notOk(console_.raw.some((raw) => raw.includes(CONTENT) || raw.includes('Faster start-up')), 'neither the file nor the notes travel');
  }
  t.same(elsewhere.events('endpoints'), [], 'a console not on the Endpoints screen gets none');
});

t.test('a refused upload pushes nothing', async (t) => {
  const { url, cookie, as } = await listeningApp(t);
  const console_ = await openConsole(t, url, cookie, ['endpoints']);
  const refused = await as({
    method: 'POST',
    url: '/api/v1/releases/installers?version=2.5.0&platform=windows-x64&fileName=gsg.exe',
    headers: { 'content-type': 'application/octet-stream' },
    payload: Buffer.from('not an installer'),
  });
  t.equal(refused.statusCode, 400);
  // A change after it arrives, so the refusal had its chance to push first.
  await as({ method: 'POST', url: '/api/v1/ingest/events', payload: [{ type: 'heartbeat', eventId: 'h-1', hostname: 'PC-1', ipAddress: '10.0.0.1', os: 'Windows', clientVersion: '2.4.1', user: 'Ann Lee' }] });
  await console_.until(() => console_.events('endpoints').length === 1, 'the heartbeat');
  t.same(console_.events('endpoints').map((e) => e.type), ['endpoint.updated']);
});
