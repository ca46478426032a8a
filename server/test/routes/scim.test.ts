import t, { type Test } from 'tap';
import type { AddressInfo } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildTestApp, signIn, type TestApp } from '../helper.ts';
import { PUBLIC_ROUTES } from '../public-routes.ts';
import { inParallel, rawRequest } from '../raw-http.ts';

const SCIM = 'application/scim+json';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const PASSWORD = 'Sturdy-Passphrase-2026';

interface Scim extends TestApp {
  token: string;
  /** A SCIM request with the token, the body sent as SCIM's media type. */
  scim: (method: InjectOptions['method'], url: string, body?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  /** What the audit trail holds, newest first. */
  audit: () => Promise<Array<{ action: string; actorName: string; target: string; after: unknown }>>;
}

async function withScim(t: Test): Promise<Scim> {
  const test = await buildTestApp(t);
  const issued = await test.as({ method: 'POST', url: '/api/v1/access/scim-token' });
  t.equal(issued.statusCode, 201);
  const { token } = issued.json();
  const scim: Scim['scim'] = (method, url, body, headers = {}) =>
    test.app.inject({
      method,
      url: `/scim/v2${url}`,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': SCIM }), ...headers },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const audit = async () => (await test.as({ method: 'GET', url: '/api/v1/audit?limit=100' })).json().items;
  return { ...test, token, scim, audit };
}

/** A SCIM error as RFC 7644 §3.12 shapes it, in SCIM's media type. */
function isScimError(t: Test, res: LightMyRequestResponse, status: number, scimType?: string) {
  t.equal(res.statusCode, status, `${status}: ${res.body}`);
  t.match(res.headers['content-type'], /^application\/scim\+json/);
  t.match(res.json(), { schemas: [ERROR], status: String(status), detail: String });
  if (scimType) t.equal(res.json().scimType, scimType);
}

// The requests below follow what Entra ID sends (Microsoft's "Develop a SCIM endpoint" request/response
// examples) and what Okta sends (Okta's SCIM 2.0 reference), field for field where it matters.

t.test('Entra ID provisions a user: create, find by userName, update, disable with "False", enable, delete', async (t) => {
  const { scim, app, audit } = await withScim(t);
  const userName = 'Test_User_ab6490ee-1e48-479e-a20b-2d77186b5dd1@contoso.example';
  const createBody = {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
    externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
    userName,
    active: true,
    emails: [{ primary: true, type: 'work', value: 'Test_User_11bb6097-85a1-4e41-8b21-b1c3ba1f0f9b@testuser.com' }],
    meta: { resourceType: 'User' },
    name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
    roles: [],
  };
  const missing = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`);
  t.equal(missing.statusCode, 200);
  t.match(missing.headers['content-type'], /^application\/scim\+json/);
  t.same(missing.json(), { schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });

  const created = await scim('POST', '/Users', createBody);
  t.equal(created.statusCode, 201, created.body);
  const user = created.json();
  t.match(user, {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    id: String,
    externalId: createBody.externalId,
    userName,
    displayName: 'givenName familyName',
    active: true,
    emails: [{ value: userName, type: 'work', primary: true }],
    meta: { resourceType: 'User', location: `/scim/v2/Users/${user.id}` },
  });
  t.equal(created.headers.location, user.meta.location);
  t.match(await app.store.access.getUser(user.id), { email: userName, accessEnabled: true, externalId: createBody.externalId, groups: [] }, 'an Access Control user');

  const again = await scim('POST', '/Users', { ...createBody, userName: userName.toUpperCase() });
  isScimError(t, again, 409, 'uniqueness');

  const found = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName.toUpperCase()}"`)}`);
  t.match(found.json(), { totalResults: 1, startIndex: 1, itemsPerPage: 1, Resources: [{ id: user.id, userName }] }, 'userName matches in any case');
  const byExternal = await scim('GET', `/Users?filter=${encodeURIComponent(`externalId eq "${createBody.externalId}"`)}`);
  t.equal(byExternal.json().Resources[0].id, user.id);

  // Entra ID's multi-valued and single-valued updates: what is not kept is accepted and ignored.
  const updated = await scim('PATCH', `/Users/${user.id}`, {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
    Operations: [
      { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@microsoft.com' },
      { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
      { op: 'Add', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:employeeNumber', value: '42' },
      { op: 'Replace', path: 'userName', value: 'renamed@contoso.example' },
      { op: 'Replace', path: 'displayName', value: 'Renamed Person' },
    ],
  });
  t.equal(updated.statusCode, 200, updated.body);
  t.match(updated.json(), { id: user.id, userName: 'renamed@contoso.example', displayName: 'Renamed Person', active: true });

  const disabled = await scim('PATCH', `/Users/${user.id}`, {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
    Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
  });
  t.equal(disabled.statusCode, 200);
  t.equal(disabled.json().active, false);
  t.equal((await app.store.access.findUser('renamed@contoso.example'))?.accessEnabled, false, "the person's access is off");

  // Entra ID's path-less replace carries the attributes as a value object.
  const enabled = await scim('PATCH', `/Users/${user.id}`, {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
    Operations: [{ op: 'replace', value: { active: 'True', displayName: 'Back Again', 'name.givenName': 'Back' } }],
  });
  t.match(enabled.json(), { active: true, displayName: 'Back Again' });

  const entries = await audit();
  const mine = entries.filter((e) => e.target === `access-user:${user.id}`);
  t.same(mine.map((e) => e.action), ['access.user.changed', 'access.user.changed', 'access.user.changed', 'access.user.changed'], 'created, updated, disabled, enabled');
  t.ok(mine.every((e) => e.actorName === 'SCIM provisioning'), 'the audit trail names the provider as the actor');

  const deleted = await scim('DELETE', `/Users/${user.id}`);
  t.equal(deleted.statusCode, 204);
  isScimError(t, await scim('GET', `/Users/${user.id}`), 404);
  isScimError(t, await scim('DELETE', `/Users/${user.id}`), 404);
  t.equal(await app.store.access.getUser(user.id), null);
  t.equal((await audit())[0]?.action, 'access.user.removed');
});

t.test('Entra ID provisions a group: create, find by displayName without members, rename, add and remove members (value list and filter path), delete', async (t) => {
  const { scim, app, as, audit } = await withScim(t);
  const ids: string[] = [];
  for (const name of ['ann', 'bob', 'cid']) {
    const res = await scim('POST', '/Users', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: `${name}@contoso.example`, active: true });
    ids.push(res.json().id);
  }
  const [ann, bob, cid] = ids as [string, string, string];
  const created = await scim('POST', '/Groups', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group', 'http://schemas.microsoft.com/2006/11/ResourceManagement/ADSCIM/2.0/Group'],
    externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
    displayName: 'displayName',
    meta: { resourceType: 'Group' },
  });
  t.equal(created.statusCode, 201, created.body);
  const group = created.json();
  t.match(group, { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], id: String, displayName: 'displayName', externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159', members: [], meta: { resourceType: 'Group' } });
  isScimError(t, await scim('POST', '/Groups', { displayName: 'displayName' }), 409, 'uniqueness');

  const found = await scim('GET', `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "displayName"')}`);
  t.match(found.json(), { totalResults: 1, Resources: [{ id: group.id, displayName: 'displayName' }] });
  t.notOk('members' in found.json().Resources[0], 'members left out when asked');

  const patch = (Operations: unknown[]) => scim('PATCH', `/Groups/${group.id}`, { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations });
  t.equal((await patch([{ op: 'Replace', path: 'displayName', value: 'Contractors' }])).statusCode, 204);
  t.equal((await patch([{ op: 'Add', path: 'members', value: [{ $ref: null, value: ann }, { $ref: null, value: bob }, { $ref: null, value: cid }] }])).statusCode, 204);
  const members = async () => ((await scim('GET', `/Groups/${group.id}`)).json().members as Array<{ value: string }>).map((m) => m.value).sort();
  t.same(await members(), [ann, bob, cid].sort());
  t.same((await app.store.access.getUser(ann))?.groups, [{ name: 'Contractors', accessEnabled: true }], "the user's groups show the renamed group");

  t.equal((await patch([{ op: 'Remove', path: 'members', value: [{ $ref: null, value: ann }] }])).statusCode, 204);
  t.equal((await patch([{ op: 'Remove', path: `members[value eq "${bob}"]` }])).statusCode, 204);
  t.same(await members(), [cid]);

  // The console switches the group off: its remaining member is refused (the gateway test drives the call).
  await as({ method: 'PATCH', url: '/api/v1/access/groups/Contractors', payload: { accessEnabled: false } });
  t.same((await app.store.access.getUser(cid))?.groups, [{ name: 'Contractors', accessEnabled: false }]);
  t.match(await app.services.access.decide('cid@contoso.example'), { allowed: false, refusedBy: { groups: ['Contractors'] } });
  t.match(await app.services.access.decide('ann@contoso.example'), { allowed: true }, 'a former member is not');

  const changes = (await audit()).filter((e) => e.action === 'access.group.changed' && e.actorName === 'SCIM provisioning');
  t.match(changes[0]?.after, { membersAdded: [], membersRemoved: [bob] }, 'each member change is audited with who left or joined');

  t.equal((await scim('DELETE', `/Groups/${group.id}`)).statusCode, 204);
  isScimError(t, await scim('GET', `/Groups/${group.id}`), 404);
  t.same((await app.store.access.getUser(cid))?.groups, [], 'deleting the group frees its members');
  t.equal((await app.services.access.decide('cid@contoso.example')).allowed, true);
});

t.test('Okta: lists with paging, creates, PUTs, deactivates with a path-less replace, pushes a group and its members', async (t) => {
  const { scim, app } = await withScim(t);
  const lookup = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "isaac.brock@example.com"')}&startIndex=1&count=100`);
  t.equal(lookup.json().totalResults, 0);
  const oktaUser = {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    userName: 'isaac.brock@example.com',
    name: { givenName: 'Isaac', familyName: 'Brock' },
    emails: [{ primary: true, value: 'isaac.brock@example.com', type: 'work' }],
    displayName: 'Isaac Brock',
    locale: 'en-US',
    externalId: '00ujl29u0le5T6Aj10h7',
    groups: [],
    password: '1mz050nq',
    active: true,
  };
  const created = await scim('POST', '/Users', oktaUser);
  t.equal(created.statusCode, 201);
  const { id } = created.json();
  t.match((await scim('GET', `/Users/${id}`)).json(), { id, userName: 'isaac.brock@example.com', displayName: 'Isaac Brock', active: true });

  const put = await scim('PUT', `/Users/${id}`, { ...oktaUser, id, displayName: 'Isaac B.' });
  t.match(put.json(), { id, displayName: 'Isaac B.', active: true });
  const putOff = await scim('PUT', `/Users/${id}`, { ...oktaUser, id, active: false });
  t.equal(putOff.json().active, false, 'a PUT can deactivate');
  await scim('PUT', `/Users/${id}`, { ...oktaUser, id });

  const deactivated = await scim('PATCH', `/Users/${id}`, { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', value: { active: false } }] });
  t.equal(deactivated.json().active, false);
  t.equal((await app.services.access.decide('isaac.brock@example.com')).allowed, false);

  for (let i = 0; i < 4; i++) await scim('POST', '/Users', { userName: `p${i}@example.com` });
  const page = await scim('GET', '/Users?startIndex=2&count=2');
  t.match(page.json(), { totalResults: 5, startIndex: 2, itemsPerPage: 2 });
  t.equal(page.json().Resources.length, 2);
  const past = await scim('GET', '/Users?startIndex=10&count=2');
  t.match(past.json(), { totalResults: 5, startIndex: 10, itemsPerPage: 0, Resources: [] });
  t.match((await scim('GET', '/Users?count=0')).json(), { totalResults: 5, itemsPerPage: 0 }, 'count=0 only counts');

  const group = (await scim('POST', '/Groups', { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Test SCIMv2', members: [] })).json();
  const patch = (Operations: unknown[]) => scim('PATCH', `/Groups/${group.id}`, { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations });
  t.equal((await patch([{ op: 'replace', value: { id: group.id, displayName: 'Test SCIMv2 renamed' } }])).statusCode, 204);
  t.equal((await patch([{ op: 'add', path: 'members', value: [{ value: id, display: 'isaac.brock@example.com' }] }])).statusCode, 204);
  t.same((await app.store.access.getUser(id))?.groups, [{ name: 'Test SCIMv2 renamed', accessEnabled: true }]);
  t.equal((await patch([{ op: 'remove', path: `members[value eq "${id}"]` }])).statusCode, 204);
  t.same((await app.store.access.getUser(id))?.groups, []);
  const listed = await scim('GET', '/Groups?startIndex=1&count=100');
  t.match(listed.json(), { totalResults: 1, Resources: [{ id: group.id, displayName: 'Test SCIMv2 renamed', members: [] }] });

  const replaced = await scim('PUT', `/Groups/${group.id}`, { displayName: 'Test SCIMv2 renamed', members: [{ value: id }] });
  t.match(replaced.json(), { members: [{ value: id, display: 'isaac.brock@example.com' }] });
});

t.test('discovery: ServiceProviderConfig, ResourceTypes and Schemas as providers read them', async (t) => {
  const { scim } = await withScim(t);
  const config = await scim('GET', '/ServiceProviderConfig');
  t.match(config.json(), { patch: { supported: true }, bulk: { supported: false }, filter: { supported: true, maxResults: 200 }, authenticationSchemes: [{ type: 'oauthbearertoken' }] });
  t.same((await scim('GET', '/ResourceTypes')).json().Resources.map((r: { id: string }) => r.id), ['User', 'Group']);
  t.equal((await scim('GET', '/ResourceTypes/Group')).json().endpoint, '/Groups');
  const schemas = (await scim('GET', '/Schemas')).json();
  t.same(schemas.Resources.map((s: { name: string }) => s.name), ['User', 'Group']);
  t.equal((await scim('GET', '/Schemas/urn:ietf:params:scim:schemas:core:2.0:User')).json().name, 'User');
  isScimError(t, await scim('GET', '/Bulk'), 404);
  isScimError(t, await scim('POST', '/Me', {}), 404);
});

t.test('SCIM errors: unsupported filters, bad values and ops, unknown resources, bodies that are not JSON', async (t) => {
  const { scim, app, token } = await withScim(t);
  const user = (await scim('POST', '/Users', { userName: 'eve@contoso.example' })).json();
  for (const filter of ['userName sw "eve"', 'name.familyName eq "x"', 'userName eq "a" or userName eq "b"', 'userName eq eve', 'displayName eq "x"', 'emails[type eq "work"].value eq "x"']) {
    isScimError(t, await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`), 400, 'invalidFilter');
  }
  isScimError(t, await scim('GET', `/Groups?filter=${encodeURIComponent('userName eq "x"')}`), 400, 'invalidFilter');
  t.equal((await scim('GET', `/Users?filter=${encodeURIComponent('USERNAME EQ "EVE@contoso.example"')}`)).json().totalResults, 1, 'attribute and operator in any case');
  t.equal((await scim('GET', `/Users?filter=${encodeURIComponent('userName eq "a\\"b"')}`)).json().totalResults, 0, 'an escaped quote is part of the value');

  const patch = (Operations: unknown[]) => scim('PATCH', `/Users/${user.id}`, { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations });
  isScimError(t, await patch([{ op: 'Replace', path: 'active', value: 'maybe' }]), 400, 'invalidValue');
  isScimError(t, await patch([{ op: 'move', path: 'active', value: true }]), 400, 'invalidSyntax');
  isScimError(t, await patch([{ op: 'remove' }]), 400, 'noTarget');
  isScimError(t, await patch([{ op: 'replace', path: 'userName', value: '' }]), 400, 'invalidValue');
  isScimError(t, await patch([]), 400, 'invalidSyntax');
  t.equal((await app.store.access.getUser(user.id))?.accessEnabled, true, 'a refused PATCH changes nothing');

  isScimError(t, await scim('POST', '/Users', { displayName: 'no userName' }), 400, 'invalidValue');
  isScimError(t, await scim('POST', '/Users', { userName: 'x@y.example', active: 'sometimes' }), 400, 'invalidValue');
  isScimError(t, await scim('POST', '/Groups', { displayName: 'G', members: [{ display: 'no value' }] }), 400, 'invalidValue');
  isScimError(t, await scim('PATCH', '/Users/nobody', { Operations: [{ op: 'replace', path: 'active', value: false }] }), 404);
  isScimError(t, await scim('PUT', '/Groups/nobody', { displayName: 'x' }), 404);
  const notJson = await app.inject({ method: 'POST', url: '/scim/v2/Users', headers: { authorization: `Bearer ${token}`, 'content-type': SCIM }, payload: '{"userName":' });
  isScimError(t, notJson, 400);
  const groupPatch = await scim('POST', '/Groups', { displayName: 'G' });
  isScimError(t, await scim('PATCH', `/Groups/${groupPatch.json().id}`, { Operations: [{ op: 'add', path: 'members[value eq "x"]' }] }), 400, 'invalidPath');
  const asJson = await app.inject({ method: 'POST', url: '/scim/v2/Groups', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: '{"displayName":"Plain JSON"}' });
  t.equal(asJson.statusCode, 201, 'a body sent as application/json is read too');
  const other = (await scim('POST', '/Users', { userName: 'other@contoso.example' })).json();
  isScimError(t, await patch([{ op: 'Replace', path: 'userName', value: 'OTHER@contoso.example' }]), 409, 'uniqueness');
  isScimError(t, await scim('PUT', `/Users/${user.id}`, { userName: 'other@contoso.example' }), 409, 'uniqueness');
  t.equal((await app.store.access.getUser(user.id))?.email, 'eve@contoso.example', 'a refused rename changes nothing');
  t.ok(other.id);
  isScimError(t, await scim('PATCH', `/Groups/${groupPatch.json().id}`, { Operations: [{ op: 'Replace', path: 'displayName', value: 'Plain JSON' }] }), 409, 'uniqueness');
  const bare = await app.inject({ method: 'DELETE', url: `/scim/v2/Users/${user.id}`, headers: { authorization: `Bearer ${token}`, 'content-type': SCIM } });
  t.equal(bare.statusCode, 204, 'a DELETE with the SCIM media type and no body');
  isScimError(t, await app.inject({ method: 'POST', url: '/scim/v2/Users', headers: { authorization: `Bearer ${token}`, 'content-type': SCIM } }), 400, 'invalidSyntax');
});

t.test('only the SCIM token opens SCIM: no token, a wrong one, an API key, a session cookie, a revoked or rotated-away token are 401', async (t) => {
  const { app, as, token, cookie } = await withScim(t);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const { key } = (await as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'both', scope: 'both' } })).json();
  const body = JSON.stringify({ userName: 'mallory@contoso.example' });
  const attempts: Array<[string, Record<string, string>]> = [
    ['no credentials', {}],
    ['a made-up token', { authorization: 'Bearer gsgscim_made-up' }],
    ['the token without Bearer', { authorization: token }],
    ['the token with a character changed', { authorization: `Bearer ${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` }],
    ['the token in X-API-Key', { 'x-api-key': token }],
    ['an API key', { authorization: `Bearer ${key}` }],
    ['an API key in X-API-Key', { 'x-api-key': key }],
    ["the admin's session cookie", { cookie }],
  ];
  const paths = ['/scim/v2/Users', '/scim/v2/%55sers', '/scim/v2/Users/', '/scim/v2/Groups', '/scim/v2/ServiceProviderConfig', '/scim/v2/Nothing'];
  const answers = await inParallel(
    attempts.flatMap(([why, headers]) => paths.flatMap((path) => ['GET', 'POST'].map((method) => ({ why, headers, path, method })))),
    16,
    async ({ why, headers, path, method }) => {
      const res = await rawRequest(port, method, path, method === 'POST' ? { body, headers: { ...headers, 'Content-Type': SCIM } } : { headers });
      return { what: `${method} ${path} with ${why}`, status: res.status, body: res.body, head: res.head };
    },
  );
  t.same(answers.filter((a) => a.status !== 401).map((a) => `${a.what} -> ${a.status}`), [], `${answers.length} attempts, each 401`);
  t.ok(answers.every((a) => /\r\ncontent-type: application\/scim\+json/i.test(a.head) && a.body.includes(`"schemas":["${ERROR}"],"status":"401"`)), 'each in SCIM error shape');
  t.same(await app.store.access.listUsers(), [], 'nothing was provisioned');

  const ok = () => app.inject({ method: 'GET', url: '/scim/v2/Users', headers: { authorization: `Bearer ${token}` } });
  t.equal((await ok()).statusCode, 200, 'the token itself works');
  const rotated = (await as({ method: 'POST', url: '/api/v1/access/scim-token' })).json().token;
  t.equal((await ok()).statusCode, 401, 'the token before a rotation stops at once');
  t.equal((await app.inject({ method: 'GET', url: '/scim/v2/Users', headers: { authorization: `Bearer ${rotated}` } })).statusCode, 200);
  t.equal((await as({ method: 'DELETE', url: '/api/v1/access/scim-token' })).statusCode, 204);
  t.equal((await app.inject({ method: 'GET', url: '/scim/v2/Users', headers: { authorization: `Bearer ${rotated}` } })).statusCode, 401, 'a revoked token is refused');
  const actions = ((await as({ method: 'GET', url: '/api/v1/audit?limit=100' })).json().items as Array<{ action: string; actorName: string }>).map((e) => e.action);
  t.same(actions.filter((a) => a.startsWith('scim-token')), ['scim-token.revoked', 'scim-token.issued', 'scim-token.issued'], 'issuing and revoking are audited');
});

t.test('the SCIM token admin routes: shown once, never listed, and refused to no session, a forged one, and a role without access.manage', async (t) => {
  const test = await buildTestApp(t);
  const { as, app } = test;
  t.same((await as({ method: 'GET', url: '/api/v1/access/scim-token' })).json(), { token: null, baseUrl: null });
  const issued = (await as({ method: 'POST', url: '/api/v1/access/scim-token' })).json();
  t.match(issued, { token: /^gsgscim_[\w-]{40,}$/, prefix: issued.token.slice(0, 14), createdBy: 'admin' });
  const status = (await as({ method: 'GET', url: '/api/v1/access/scim-token' })).json();
  t.same(status.token, { id: issued.id, prefix: issued.prefix, createdAt: issued.createdAt, createdBy: 'admin' }, 'the token itself is never shown again');
  t.notOk(JSON.stringify(await app.store.scimTokens.active()).includes(issued.token), 'stored hashed');

  await as({ method: 'POST', url: '/api/v1/accounts', payload: { username: 'anil', fullName: 'Anil Example', email: 'anil@acme.example', role: 'cybersecurity_analyst', password: PASSWORD } });
  const analyst = await signIn(app, 'anil', PASSWORD);
  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    for (const [why, headers, status] of [
      ['no session', {}, 401],
      ['a forged session', { cookie: 'gsg_session=forged-session-token' }, 401],
      ['an analyst', { cookie: analyst }, 403],
    ] as const) {
      const res = await app.inject({ method, url: '/api/v1/access/scim-token', headers });
      t.equal(res.statusCode, status, `${method} with ${why}`);
    }
  }
  t.same((await as({ method: 'GET', url: '/api/v1/access/scim-token' })).json().token?.id, issued.id, 'nothing changed');
  t.equal((await app.inject({ method: 'GET', url: '/scim/v2/Users', headers: { authorization: `Bearer ${issued.token}` } })).statusCode, 200, 'the token still works');
  t.equal((await as({ method: 'DELETE', url: '/api/v1/access/scim-token' })).statusCode, 204);
  const twice = await as({ method: 'DELETE', url: '/api/v1/access/scim-token' });
  t.equal(twice.statusCode, 404, 'nothing left to revoke');
});

t.test('the SCIM base URL follows GSG_PUBLIC_URL, in the admin route and in resource locations', async (t) => {
  const test = await buildTestApp(t, { env: { GSG_PUBLIC_URL: 'https://console.acme.example/' } });
  t.equal((await test.as({ method: 'GET', url: '/api/v1/access/scim-token' })).json().baseUrl, 'https://console.acme.example/scim/v2');
  const { token } = (await test.as({ method: 'POST', url: '/api/v1/access/scim-token' })).json();
  const res = await test.app.inject({ method: 'POST', url: '/scim/v2/Users', headers: { authorization: `Bearer ${token}`, 'content-type': SCIM }, payload: JSON.stringify({ userName: 'a@b.example' }) });
  t.match(res.json().meta.location, /^https:\/\/console\.acme\.example\/scim\/v2\/Users\//);
});

t.test('SCIM is rate limited per token, in SCIM error shape with Retry-After', async (t) => {
  const test = await buildTestApp(t, { env: { GSG_SCIM_REQUESTS_PER_MINUTE: '3' } });
  const { token } = (await test.as({ method: 'POST', url: '/api/v1/access/scim-token' })).json();
  const statuses = [];
  let last: LightMyRequestResponse | undefined;
  for (let i = 0; i < 5; i++) {
    last = await test.app.inject({ method: 'GET', url: '/scim/v2/Users', headers: { authorization: `Bearer ${token}` } });
    statuses.push(last.statusCode);
  }
  t.same(statuses, [200, 200, 200, 429, 429]);
  isScimError(t, last!, 429);
  t.ok(Number(last!.headers['retry-after']) > 0);
});

t.test('parallel provisioning of one userName makes one user; the rest are told uniqueness', async (t) => {
  const { scim, app } = await withScim(t);
  const answers = await Promise.all(Array.from({ length: 12 }, () => scim('POST', '/Users', { userName: 'race@contoso.example' })));
  t.same(answers.map((a) => a.statusCode).sort(), [201, ...Array(11).fill(409)]);
  t.equal((await app.store.access.queryUsers({ email: 'race@contoso.example' }, { offset: 0, limit: 10 })).total, 1);
});

t.test('the API document lists the SCIM routes under their bearer token', async (t) => {
  const { as } = await buildTestApp(t);
  const spec = (await as({ method: 'GET', url: '/docs/json' })).json();
  t.match(spec.components.securitySchemes.scimToken, { type: 'http', scheme: 'bearer' });
  for (const path of ['/scim/v2/Users', '/scim/v2/Users/{id}', '/scim/v2/Groups', '/scim/v2/Groups/{id}', '/scim/v2/ServiceProviderConfig', '/scim/v2/ResourceTypes', '/scim/v2/Schemas']) {
    t.ok(spec.paths[path], `${path} is documented`);
    for (const operation of Object.values(spec.paths[path] ?? {}) as Array<{ security?: unknown }>) t.same(operation.security, [{ scimToken: [] }]);
  }
  t.ok(spec.paths['/api/v1/access/scim-token']?.post, 'and the admin route that issues the token');
});

t.test('the SCIM token opens nothing but SCIM: every other route refuses it as it refuses no credentials', async (t) => {
  const { app, as, token } = await withScim(t);
  const spec = (await as({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(spec.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, 'x') })))
    .filter(({ method, path }) => !path.startsWith('/scim/') && !PUBLIC_ROUTES.has(`${method} ${path}`));
  t.ok(routes.length > 40, `${routes.length} other routes`);
  const answers = await Promise.all(
    routes.flatMap(({ method, path }) =>
      [{ authorization: `Bearer ${token}` }, { 'x-api-key': token }].map(async (headers) => {
        const res = await app.inject({ method: method as 'GET', url: path, headers: { ...headers, 'content-type': 'application/json' }, payload: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
        return { route: `${method} ${path} ${Object.keys(headers)[0]}`, status: res.statusCode };
      }),
    ),
  );
  t.same(answers.filter((a) => a.status !== 401).map((a) => `${a.route} -> ${a.status}`), [], 'each answers 401');
  t.equal((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } })).statusCode, 401, 'nor the metrics');
});
