import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { SETTINGS_DEFAULTS } from '@gsg/shared';
import { testIdentityConnection } from '../../src/services/connection-test.ts';
import { parseLdapServer } from '../../src/modules/auth/identity/directory.ts';
import { issuerOf } from '../../src/modules/auth/identity/oidc.ts';
import { createSqliteStore } from '../../src/store/sqlite/index.ts';
import { closedPort } from '../closed-port.ts';
import { tempDataDir } from '../helper.ts';

const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

/** A stand-in for Microsoft's sign-in service on a local port, answering as it does. */
async function localAuthority(t: Test, handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function setup(t: Test) {
  const store = createSqliteStore(tempDataDir(t));
  t.teardown(() => store.close());
  return store;
}

const entra = (entraIdTenantId: string) => ({ ...SETTINGS_DEFAULTS.identity, identitySource: 'entra-id' as const, entraIdTenantId });

t.test("Entra ID: a tenant whose OpenID configuration is published is found", async (t) => {
  const store = setup(t);
  const asked: string[] = [];
  const authority = await localAuthority(t, (req, res) => {
    asked.push(req.url!);
    // The issuer is the tenant's, as Microsoft publishes it: discovery checks that it is the one asked for.
    const issuer = `http://${req.headers.host}${req.url!.replace('/.well-known/openid-configuration', '')}`;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ issuer }));
  });
  const result = await testIdentityConnection(entra(TENANT), { store, entraAuthority: authority });
  const host = new URL(authority).host;
  t.match(result, { ok: true, target: host, detail: new RegExp(`^Found tenant ${TENANT} at ${host} in \\d+ ms$`) });
  t.same(asked, [`/${TENANT}/v2.0/.well-known/openid-configuration`]);
  // Microsoft publishes a domain's configuration with the tenant ID's issuer, which openid-client accepts
  // from the public cloud only: elsewhere the tenant must be given by its ID, and that is said before asking.
  t.match(
    await testIdentityConnection(entra('contoso.onmicrosoft.com'), { store, entraAuthority: authority }),
    { ok: false, detail: `With GSG_ENTRA_AUTHORITY set to ${authority}, give the tenant by its ID (a GUID), not a domain such as 'contoso.onmicrosoft.com'` },
  );
  t.equal(asked.length, 1, 'nothing was asked for the domain');
  t.same(issuerOf(entra('contoso.onmicrosoft.com')), { issuer: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0' }, 'on the public cloud a domain names a tenant too');
});

t.test('Entra ID: an unknown tenant, an error answer and silence each say so', async (t) => {
  const store = setup(t);
  const unknown = await localAuthority(t, (_req, res) => {
    res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_tenant', error_description: 'AADSTS90002' }));
  });
  t.match(await testIdentityConnection(entra(TENANT), { store, entraAuthority: unknown }), { ok: false, detail: `${new URL(unknown).host} knows no tenant ${TENANT}` });

  const broken = await localAuthority(t, (_req, res) => res.writeHead(503).end());
  t.match(await testIdentityConnection(entra(TENANT), { store, entraAuthority: broken }), { ok: false, detail: /answered HTTP 503$/ });

  const silent = await localAuthority(t, () => {});
  const result = await testIdentityConnection(entra(TENANT), { store, entraAuthority: silent, timeoutMs: 200 });
  t.match(result, { ok: false, detail: `Could not reach ${new URL(silent).host}: no answer within 0.2 s` });
});

t.test('Entra ID: an authority nobody listens on is not reached, with the reason', async (t) => {
  const store = setup(t);
  const port = await closedPort();
  const result = await testIdentityConnection(entra(TENANT), { store, entraAuthority: `http://127.0.0.1:${port}` });
  t.match(result, { ok: false, target: `127.0.0.1:${port}`, detail: `Could not reach 127.0.0.1:${port}: connection refused (ECONNREFUSED)` });
});

t.test('the database check reports a store that does not answer', async (t) => {
  const store = createSqliteStore(tempDataDir(t));
  await store.close();
  const result = await testIdentityConnection(SETTINGS_DEFAULTS.identity, { store });
  t.match(result, { ok: false, target: 'the database (SQLite)', detail: /^the database \(SQLite\) did not answer: / });
});

t.test('LDAP server addresses as people write them', async (t) => {
  t.same(parseLdapServer('ldap://dc1.corp.example'), { scheme: 'ldap:', host: 'dc1.corp.example', port: 389 });
  t.same(parseLdapServer('ldaps://dc1.corp.example'), { scheme: 'ldaps:', host: 'dc1.corp.example', port: 636 });
  t.same(parseLdapServer(' dc1.corp.example:3268 '), { scheme: 'ldap:', host: 'dc1.corp.example', port: 3268 });
  t.same(parseLdapServer('LDAP://10.1.2.3/dc=corp,dc=example'), { scheme: 'ldap:', host: '10.1.2.3', port: 389 }, 'a base DN after the host is not part of the address');
  t.same(parseLdapServer('[::1]:1389'), { scheme: 'ldap:', host: '::1', port: 1389 });
  t.match(parseLdapServer('ftp://dc1'), { problem: /must start with ldap:\/\/ or ldaps:\/\// });
  t.match(parseLdapServer('dc1:99999'), { problem: /is not an LDAP server address/ });
  t.match(parseLdapServer(''), { problem: 'No LDAP server is configured' });
});
