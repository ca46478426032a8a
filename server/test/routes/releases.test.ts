import t, { type Test } from 'tap';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { InjectOptions } from 'fastify';
import { ROLE_PERMISSIONS, ROLES, type Installer, type ReleasesResponse } from '@gsg/shared';
import { addSignedInAccount, buildTestApp, type TestApp } from '../helper.ts';
import { listen } from '../live/live-client.ts';


/** Bytes that begin as a Debian package does (`!<arch>`), then random. */
const debBytes = (size: number) => Buffer.concat([Buffer.from('!<arch>\n'), randomBytes(Math.max(0, size - 8))]);
const msiBytes = (size: number) => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(size - 8)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const uploadUrl = (version: string, platform: string, fileName: string) =>
  `/api/v1/releases/installers?version=${encodeURIComponent(version)}&platform=${platform}&fileName=${encodeURIComponent(fileName)}`;
const upload = (as: TestApp['as'], version: string, platform: string, fileName: string, body: Buffer, contentType = 'application/octet-stream') =>
  as({ method: 'POST', url: uploadUrl(version, platform, fileName), headers: { 'content-type': contentType }, payload: body });

const releasesDir = (test: TestApp) => join(test.config.dataDir, 'releases');
const filesKept = (test: TestApp) => {
  try {
    return readdirSync(releasesDir(test)).sort();
  } catch {
    return [];
  }
};

const list = async (as: TestApp['as']) => (await as({ method: 'GET', url: '/api/v1/releases' })).json() as ReleasesResponse;

t.test('only admins may manage releases; every role may read and download them', async (t) => {
  for (const role of ROLES) t.equal(ROLE_PERMISSIONS[role].has('releases.manage'), role === 'admin', role);
  for (const role of ROLES) t.ok(ROLE_PERMISSIONS[role].has('console.read'), role);
});

t.test('no release uploaded: no latest, nothing before it', async (t) => {
  const { as } = await buildTestApp(t);
  t.same(await list(as), { latest: null, previous: [] });
});

t.test('an uploaded installer is stored with its size and SHA-256, listed, and downloaded byte for byte', async (t) => {
  const test = await buildTestApp(t);
  const bytes = debBytes(300_000);
  const res = await upload(test.as, '2.5.0', 'linux-x64', 'GSG-Client-2.5.0-linux-x64.deb', bytes);
  t.equal(res.statusCode, 201, res.body);
  const installer = res.json() as Installer;
  t.match(installer, {
    version: '2.5.0',
    platform: 'linux-x64',
    label: 'Linux x64',
    fileName: 'GSG-Client-2.5.0-linux-x64.deb',
    sizeBytes: bytes.length,
    sha256: sha256(bytes),
    uploadedBy: 'admin',
    downloadUrl: `/api/v1/releases/installers/${installer.id}/download`,
  });
  t.same(filesKept(test), [installer.id], 'one file, named by its id, no part left');

  const { latest, previous } = await list(test.as);
  t.match(latest, { version: '2.5.0', notes: '', notesUrl: '/endpoints/release-notes#release-2.5.0', installers: [installer] });
  t.equal(latest!.releaseDate, installer.uploadedAt.slice(0, 10));
  t.same(previous, []);

  const download = await test.as({ method: 'GET', url: installer.downloadUrl });
  t.equal(download.statusCode, 200);
  t.equal(sha256(download.rawPayload), installer.sha256, 'the bytes as uploaded');
  t.equal(download.headers['content-length'], String(bytes.length));
  t.equal(download.headers['content-type'], 'application/octet-stream');
  t.equal(download.headers['content-disposition'], 'attachment; filename="GSG-Client-2.5.0-linux-x64.deb"');
  t.equal(download.headers.etag, `"${installer.sha256}"`);
  t.equal(download.headers['repr-digest'], `sha-256=:${Buffer.from(installer.sha256, 'hex').toString('base64')}:`);

  const head = await test.as({ method: 'HEAD', url: installer.downloadUrl });
  t.equal(head.statusCode, 200);
  t.equal(head.headers['content-length'], String(bytes.length));
  t.equal(head.rawPayload.length, 0);

  const part = await test.as({ method: 'GET', url: installer.downloadUrl, headers: { range: 'bytes=100-199' } });
  t.equal(part.statusCode, 206);
  t.equal(part.headers['content-range'], `bytes 100-199/${bytes.length}`);
  t.same(part.rawPayload, bytes.subarray(100, 200));
  const tail = await test.as({ method: 'GET', url: installer.downloadUrl, headers: { range: 'bytes=-10' } });
  t.same(tail.rawPayload, bytes.subarray(bytes.length - 10));
  t.equal((await test.as({ method: 'GET', url: installer.downloadUrl, headers: { range: `bytes=${bytes.length}-` } })).statusCode, 416);
  t.equal((await test.as({ method: 'GET', url: installer.downloadUrl, headers: { 'if-none-match': `"${installer.sha256}"` } })).statusCode, 304);
});

t.test('releases are ordered by version; a new upload of a version and platform replaces the old one and its file', async (t) => {
  const test = await buildTestApp(t);
  const first = (await upload(test.as, '2.9.0', 'windows-x64', 'GSG-Client-2.9.0.msi', msiBytes(2000))).json() as Installer;
  await upload(test.as, '2.10.0', 'linux-x64', 'GSG-Client-2.10.0.deb', debBytes(1000));
  await upload(test.as, '2.10.0-rc.1', 'linux-x64', 'GSG-Client-2.10.0-rc.1.deb', debBytes(1000));
  const replacement = msiBytes(3000);
  const second = (await upload(test.as, '2.9.0', 'windows-x64', 'GSG-Client-2.9.0-b.msi', replacement)).json() as Installer;

  const { latest, previous } = await list(test.as);
  t.equal(latest!.version, '2.10.0', '2.10 is newer than 2.9');
  t.same(previous.map((r) => r.version), ['2.10.0-rc.1', '2.9.0']);
  t.same(previous[1]!.installers.map((i) => [i.id, i.sizeBytes]), [[second.id, 3000]], 'the replacement only');
  t.notOk(filesKept(test).includes(first.id), "the replaced installer's file is gone");
  t.equal(filesKept(test).length, 3);
  t.equal((await test.as({ method: 'GET', url: first.downloadUrl })).statusCode, 404);

  const audit = (await test.as({ method: 'GET', url: '/api/v1/audit?action=release.installer.uploaded' })).json().items as Array<{ target: string; before: unknown; after: Installer; detail: Record<string, string> }>;
  t.equal(audit.length, 4, 'each upload is in the audit trail');
  t.match(audit[0], { target: 'release:2.9.0', before: { id: first.id }, after: { id: second.id, sha256: sha256(replacement) }, detail: { platform: 'windows-x64', sha256: sha256(replacement) } });
});

t.test('release notes are written per version, kept as plain text, and audited', async (t) => {
  const test = await buildTestApp(t);
  await upload(test.as, '2.5.0', 'linux-x64', 'GSG.deb', debBytes(100));
  const notes = 'Fixes:\n- <script>alert(1)</script> is shown as text\n- Faster start';
  const res = await test.as({ method: 'PUT', url: '/api/v1/releases/2.5.0/notes', payload: { notes } });
  t.equal(res.statusCode, 200, res.body);
  t.equal((await list(test.as)).latest!.notes, notes);
  t.equal((await test.as({ method: 'PUT', url: '/api/v1/releases/9.9.9/notes', payload: { notes } })).statusCode, 404, 'no notes for a version with no installer');
  t.equal((await test.as({ method: 'PUT', url: '/api/v1/releases/..%2F..%2Fetc/notes', payload: { notes } })).statusCode, 400);
  t.equal((await test.as({ method: 'PUT', url: '/api/v1/releases/2.5.0/notes', payload: { notes: 'x'.repeat(20_001) } })).statusCode, 400);
  const audit = (await test.as({ method: 'GET', url: '/api/v1/audit?action=release.notes.changed' })).json().items;
  t.match(audit, [{ target: 'release:2.5.0', before: { notes: '' }, after: { notes } }]);
});

t.test('deleting an installer removes its file and its listing, and is audited', async (t) => {
  const test = await buildTestApp(t);
  const installer = (await upload(test.as, '2.5.0', 'linux-x64', 'GSG.deb', debBytes(100))).json() as Installer;
  const res = await test.as({ method: 'DELETE', url: `/api/v1/releases/installers/${installer.id}` });
  t.equal(res.statusCode, 200);
  t.same(filesKept(test), []);
  t.same(await list(test.as), { latest: null, previous: [] });
  t.equal((await test.as({ method: 'DELETE', url: `/api/v1/releases/installers/${installer.id}` })).statusCode, 404);
  const audit = (await test.as({ method: 'GET', url: '/api/v1/audit?action=release.installer.deleted' })).json().items;
  t.match(audit, [{ target: 'release:2.5.0', before: { id: installer.id, sha256: installer.sha256 }, actorName: 'admin' }]);
});

t.test('wrong uploads are refused and leave nothing behind', async (t) => {
  const test = await buildTestApp(t, { env: { GSG_RELEASE_MAX_BYTES: '4096' } });
  const cases: Array<[string, () => ReturnType<TestApp['as']>, number, RegExp]> = [
    ['an empty file', () => upload(test.as, '2.5.0', 'linux-x64', 'a.deb', Buffer.alloc(0)), 400, /The file is empty/],
    ['a file too large', () => upload(test.as, '2.5.0', 'linux-x64', 'a.deb', debBytes(5000)), 413, /at most 0 MB/],
    ['the wrong kind for the platform', () => upload(test.as, '2.5.0', 'windows-x64', 'a.deb', debBytes(100)), 400, /Windows x64 installer is a \.msi, \.exe file/],
    ['content that is not the kind its name says', () => upload(test.as, '2.5.0', 'linux-x64', 'a.deb', Buffer.from('<html>not a package</html>')), 400, /not a \.deb installer/],
    ['a JSON body', () => upload(test.as, '2.5.0', 'linux-x64', 'a.deb', Buffer.from('{}'), 'application/json'), 415, /application\/octet-stream/],
    ['a form body', () => upload(test.as, '2.5.0', 'linux-x64', 'a.deb', debBytes(100), 'multipart/form-data; boundary=x'), 415, /./],
    ['a path in the name', () => upload(test.as, '2.5.0', 'linux-x64', '../../evil.deb', debBytes(100)), 400, /file name/],
    ['a slash in the name', () => upload(test.as, '2.5.0', 'linux-x64', 'a/b.deb', debBytes(100)), 400, /file name/],
    ['a backslash in the name', () => upload(test.as, '2.5.0', 'linux-x64', 'a\\b.deb', debBytes(100)), 400, /file name/],
    ['dots in the name', () => upload(test.as, '2.5.0', 'linux-x64', 'a..deb', debBytes(100)), 400, /file name/],
    ['a NUL in the name', () => upload(test.as, '2.5.0', 'linux-x64', 'a\u0000.deb', debBytes(100)), 400, /file name/],
    ['a version that is not one', () => upload(test.as, '../2', 'linux-x64', 'a.deb', debBytes(100)), 400, /version/],
    ['an unknown platform', () => upload(test.as, '2.5.0', 'solaris', 'a.deb', debBytes(100)), 400, /platform/],
  ];
  for (const [name, send, status, message] of cases) {
    const res = await send();
    t.equal(res.statusCode, status, `${name}: ${res.body}`);
    t.match(res.json().message, message, name);
  }
  t.same(filesKept(test), [], 'no file, whole or partial');
  t.same(await list(test.as), { latest: null, previous: [] });
});

t.test('over real HTTP: a streamed upload past the cap with no declared length is cut off, and one within it is whole', async (t) => {
  const test = await listen(await buildTestApp(t, { env: { GSG_RELEASE_MAX_BYTES: String(2 * 1024 * 1024) } }));
  const post = (chunks: Buffer[], fileName: string) =>
    fetch(`${test.url}${uploadUrl('2.5.0', 'linux-x64', fileName)}`, {
      method: 'POST',
      headers: { cookie: test.cookie, 'content-type': 'application/octet-stream', origin: test.url },
      // A stream: sent chunked, without Content-Length.
      body: new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);

  const big = Array.from({ length: 12 }, (_, i) => (i === 0 ? debBytes(256 * 1024) : randomBytes(256 * 1024)));
  const refused = await post(big, 'big.deb').catch((error: unknown) => error);
  if (refused instanceof Response) t.equal(refused.status, 413);
  else t.pass('the server stopped reading the upload');
  t.same(filesKept(test), [], 'nothing of it kept');

  const chunks = Array.from({ length: 6 }, (_, i) => (i === 0 ? debBytes(256 * 1024) : randomBytes(256 * 1024)));
  const whole = Buffer.concat(chunks);
  const ok = await post([...chunks], 'ok.deb');
  t.equal(ok.status, 201);
  t.match(await ok.json(), { sizeBytes: whole.length, sha256: sha256(whole) });
});

t.test('parallel uploads of one version and platform leave one installer and one file', async (t) => {
  const test = await buildTestApp(t);
  const results = await Promise.all(Array.from({ length: 6 }, () => upload(test.as, '2.5.0', 'linux-x64', 'a.deb', debBytes(50_000))));
  t.ok(results.every((r) => r.statusCode === 201 || r.statusCode === 409), results.map((r) => r.statusCode).join(' '));
  const { latest } = await list(test.as);
  t.equal(latest!.installers.length, 1);
  t.same(filesKept(test), [latest!.installers[0]!.id]);
});

async function withInstaller(t: Test) {
  const test = await buildTestApp(t);
  const bytes = debBytes(1000);
  const installer = (await upload(test.as, '2.5.0', 'linux-x64', 'a.deb', bytes)).json() as Installer;
  return { ...test, installer, bytes };
}

t.test('each release route refuses a caller without the right: no session 401, a forged one 401, the auditor 403; nothing changed', async (t) => {
  const test = await withInstaller(t);
  const asAuditor = await addSignedInAccount(test, 'audrey', 'auditor');
  const asAnalyst = await addSignedInAccount(test, 'anil', 'cybersecurity_analyst');
  const before = await list(test.as);
  const changes: InjectOptions[] = [
    { method: 'POST', url: uploadUrl('2.6.0', 'linux-x64', 'b.deb'), headers: { 'content-type': 'application/octet-stream' }, payload: debBytes(100) },
    { method: 'POST', url: uploadUrl('2.5.0', 'linux-x64', 'a.deb'), headers: { 'content-type': 'application/octet-stream' }, payload: debBytes(100) },
    { method: 'DELETE', url: `/api/v1/releases/installers/${test.installer.id}` },
    { method: 'PUT', url: '/api/v1/releases/2.5.0/notes', payload: { notes: 'changed' } },
  ];
  for (const request of changes) {
    const label = `${request.method} ${request.url}`;
    t.equal((await test.app.inject(request)).statusCode, 401, `${label}: no session`);
    t.equal((await test.app.inject({ ...request, headers: { ...request.headers, cookie: 'gsg_session=forged-session-token' } })).statusCode, 401, `${label}: forged`);
    const auditor = await asAuditor(request);
    t.equal(auditor.statusCode, 403, `${label}: auditor`);
    t.match(auditor.json().message, /'releases\.manage' permission/);
    t.equal((await asAnalyst(request)).statusCode, 403, `${label}: analyst`);
  }
  for (const url of ['/api/v1/releases', test.installer.downloadUrl]) {
    t.equal((await test.app.inject({ method: 'GET', url })).statusCode, 401, `${url}: no session`);
    t.equal((await test.app.inject({ method: 'GET', url, headers: { cookie: 'gsg_session=forged-session-token' } })).statusCode, 401, `${url}: forged`);
    t.equal((await asAuditor({ method: 'GET', url })).statusCode, 200, `${url}: the auditor may read`);
  }
  t.same(await list(test.as), before, 'nothing changed');
  t.same(filesKept(test), [test.installer.id]);
});

t.test('agents download with a key of the agent scope; other keys and odd ids are refused', async (t) => {
  const test = await withInstaller(t);
  const key = async (scope: string) => (await test.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: scope, scope } })).json() as { key: string; id: string };
  const agents = await key('agents');
  const gateway = await key('gateway');
  const get = (url: string, headers: Record<string, string>) => test.app.inject({ method: 'GET', url, headers });
  const url = test.installer.downloadUrl;

  const byBearer = await get(url, { authorization: `Bearer ${agents.key}` });
  t.equal(byBearer.statusCode, 200);
  t.equal(sha256(byBearer.rawPayload), test.installer.sha256);
  t.equal((await get(url, { 'x-api-key': agents.key })).statusCode, 200, 'X-API-Key works too');
  t.equal((await get(url, { authorization: `Bearer ${gateway.key}` })).statusCode, 403, "a gateway key's scope does not reach it");
  t.equal((await get(url, { authorization: `Bearer gsg_${'A'.repeat(43)}` })).statusCode, 401, 'an unknown key');
  await test.as({ method: 'DELETE', url: `/api/v1/api-keys/${agents.id}` });
  t.equal((await get(url, { authorization: `Bearer ${agents.key}` })).statusCode, 401, 'a revoked key');
  t.equal((await test.app.inject({ method: 'GET', url: '/api/v1/releases', headers: { authorization: `Bearer ${gateway.key}` } })).statusCode, 401, 'a key lists nothing');

  const refusedIds = ['..', '%2e%2e', '..%2F..%2Fetc%2Fpasswd', 'x', `${test.installer.id}%00`, test.installer.id.toUpperCase().replace(/-/g, '')];
  for (const id of refusedIds) {
    const res = await test.as({ method: 'GET', url: `/api/v1/releases/installers/${id}/download` });
    t.ok([400, 404].includes(res.statusCode), `${id} -> ${res.statusCode}`);
    t.notOk(res.rawPayload.includes(test.bytes.subarray(0, 32)), `${id} serves no installer`);
  }
  const unknown = await test.as({ method: 'GET', url: `/api/v1/releases/installers/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/download` });
  t.equal(unknown.statusCode, 404);
});

t.test('a large upload streams through: the server never holds the file in memory', async (t) => {
  const test = await listen(await buildTestApp(t));
  const total = 96 * 1024 * 1024;
  const chunk = randomBytes(1024 * 1024);
  const hash = createHash('sha256');
  let sent = 0;
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  /** What the process holds once garbage is collected: received chunks already written are garbage. */
  const held = () => {
    gc();
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const before = held();
  let duringUpload = 0;
  const res = await fetch(`${test.url}${uploadUrl('3.0.0', 'linux-x64', 'big.deb')}`, {
    method: 'POST',
    headers: { cookie: test.cookie, 'content-type': 'application/octet-stream', origin: test.url, 'content-length': String(total) },
    body: new ReadableStream({
      pull(controller) {
        if (sent >= total) return controller.close();
        if (sent === (total * 3) / 4) duringUpload = held() - before;
        const next = sent === 0 ? Buffer.concat([Buffer.from('!<arch>\n'), chunk.subarray(8)]) : chunk;
        hash.update(next);
        sent += next.length;
        controller.enqueue(next);
      },
    }),
    duplex: 'half',
  } as RequestInit);
  t.equal(res.status, 201);
  t.match(await res.json(), { sizeBytes: total, sha256: hash.digest('hex') });
  t.ok(duringUpload < 16 * 1024 * 1024, `${Math.round(duringUpload / 1024 / 1024)} MB more held with 72 MB of the upload received`);
});
