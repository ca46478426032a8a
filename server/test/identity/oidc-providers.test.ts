import t, { type Test } from 'tap';
import { SSO_ERRORS } from '@gsg/shared';
import { buildTestApp } from '../helper.ts';
import { freePort } from '../../test-support/child-server.ts';
import { CookieJar, visit } from '../../test-support/browser-jar.ts';
import { ENTRA_GROUPS_LIMIT, startOpenIdProvider, type ProviderLike, type ProviderUser, type TestProvider } from '../../test-support/openid-provider.ts';
import { groupsFrom, groupsOverage } from '../../src/modules/auth/identity/oidc.ts';
import { CALLBACK, configure, landing, me, signInAtProvider, type Console } from './sso-flow.ts';

/**
 * Sign-in through the whole redirect flow with the test provider behaving as Entra ID and as OneLogin
 * really do: their issuers' forms, scopes and ID token shapes (see openid-provider.ts).
 */

/**
 * The provider first (the console's address is picked before, for its redirect URI), then the console on
 * that address, with the Entra ID authority pointed at the provider.
 */
async function consoleWithProvider(t: Test, like: ProviderLike, users: ProviderUser[]): Promise<{ gsg: Console; idp: TestProvider }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const idp = await startOpenIdProvider({ redirectUris: [`${origin}${CALLBACK}`], users, ...like });
  t.teardown(() => idp.stop());
  const gsg = await buildTestApp(t, { env: { GSG_PUBLIC_URL: origin, GSG_ENTRA_AUTHORITY: idp.authority } });
  await gsg.app.listen({ port, host: '127.0.0.1' });
  return { gsg: { ...gsg, origin }, idp };
}

const host = (gsg: Console) => new URL(gsg.origin).host;
const audit = async (gsg: Console) => (await gsg.as({ method: 'GET', url: '/api/v1/audit?limit=100' })).json().items as Array<{ action: string; target: string }>;

const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const SOC_ANALYSTS = '5d2f6a1e-3b8c-4d7e-9f01-a2b3c4d5e6f7';
const SOC_ADMINS = 'c0ffee00-1234-4abc-8def-0123456789ab';
const ALL_STAFF = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';

// As Entra ID sends her: the UPN as preferred_username, no mailbox (no email claim), group object IDs.
const MEGAN: ProviderUser = {
  sub: 'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ',
  objectId: '00000000-0000-0000-66f3-3332eca7ea81',
  password: 'Megan-entra-pw-1',
  email: '',
  name: 'Megan Bowen',
  preferredUsername: 'MeganB@contoso.onmicrosoft.com',
  groups: [SOC_ANALYSTS, ALL_STAFF],
};
const manyGroups = (first: string) => [first, ...Array.from({ length: ENTRA_GROUPS_LIMIT }, (_, i) => `9a9a9a9a-0000-4000-8000-${String(i).padStart(12, '0')}`)];
// In more groups than Entra ID puts in a token: her ID token carries the overage, not the groups.
const NESTOR: ProviderUser = {
  sub: 'BBBBBBBBBBBBBBBBBBBBBJkzqFVrSaSaFHy782bbtaQ',
  objectId: '11111111-0000-0000-66f3-3332eca7ea82',
  password: 'Nestor-entra-pw-2',
  email: 'nestor.wilke@contoso.com',
  name: 'Nestor Wilke',
  preferredUsername: 'NestorW@contoso.onmicrosoft.com',
  groups: manyGroups(SOC_ADMINS),
};

t.test('Entra ID configured by its tenant ID alone: the whole redirect flow, roles by group object ID', async (t) => {
  const { gsg, idp } = await consoleWithProvider(t, { like: 'entra-id', tenantId: TENANT }, [MEGAN, NESTOR]);
  const issuer = `${idp.authority}/${TENANT}/v2.0`;
  t.equal(idp.issuer, issuer, 'the provider is mounted where Entra ID has a tenant: {authority}/{tenant}/v2.0');
  const entra = {
    identitySource: 'entra-id' as const,
    oidcIssuerUrl: '',
    entraIdTenantId: TENANT,
    oidcClientId: idp.clientId,
    oidcClientSecret: idp.clientSecret,
    roleMapping: [
      { group: SOC_ANALYSTS, role: 'cybersecurity_analyst' as const },
      { group: SOC_ADMINS.toUpperCase(), role: 'admin' as const },
    ],
  };

  t.test('Test Connection finds the tenant at the configured authority, as sign-in does', async (t) => {
    await configure(gsg, entra);
    const res = await gsg.as({ method: 'POST', url: '/api/v1/settings/test-connection' });
    t.match(res.json(), { ok: true, target: new URL(idp.authority).host, detail: new RegExp(`^Found tenant ${TENANT} at ${new URL(idp.authority).host} in \\d+ ms$`) });
  });

  t.test('with the authority set, a tenant given by its domain is refused with the reason (only the public cloud resolves one)', async (t) => {
    await configure(gsg, { ...entra, entraIdTenantId: 'contoso.onmicrosoft.com' });
    const res = await gsg.as({ method: 'POST', url: '/api/v1/settings/test-connection' });
    t.match(res.json(), { ok: false, detail: `With GSG_ENTRA_AUTHORITY set to ${idp.authority}, give the tenant by its ID (a GUID), not a domain such as 'contoso.onmicrosoft.com'` });
    t.same(JSON.parse((await visit(new CookieJar(), `${gsg.origin}/api/v1/auth/sign-in-options`)).body), { sso: null }, 'not offered');
    t.equal(landing(await visit(new CookieJar(), `${gsg.origin}/api/v1/auth/sso/start`)), '/sign-in?sso_error=notConfigured');
  });

  t.test('the mapped role, the UPN as username, no e-mail, the display name; a group change follows at the next sign-in', async (t) => {
    await configure(gsg, entra);
    const options = await visit(new CookieJar(), `${gsg.origin}/api/v1/auth/sign-in-options`);
    t.same(JSON.parse(options.body), { sso: { providerName: 'Microsoft Entra ID', startPath: '/api/v1/auth/sso/start' } });

    const jar = new CookieJar();
    const { steps, last } = await signInAtProvider(gsg, jar, MEGAN);
    const authorize = new URL(landing(steps[0]!)!);
    t.equal(`${authorize.origin}${authorize.pathname}`, `${issuer}/auth`, "to the tenant's authorization endpoint, found by discovery");
    t.same(authorize.searchParams.get('scope')!.split(' '), ['openid', 'profile', 'email'], 'no groups scope: Entra ID has none, its groups claim is set on the app');
    t.equal(landing(last), '/', 'signed in');
    t.match(JSON.parse((await me(gsg, jar)).body), { username: MEGAN.preferredUsername, fullName: 'Megan Bowen', role: 'cybersecurity_analyst' });
    const account = await gsg.app.store.accounts.getByUsername(MEGAN.preferredUsername);
    t.match(account, { source: 'oidc', email: '', externalSubject: `${issuer}#${MEGAN.sub}`, role: 'cybersecurity_analyst' });

    idp.users.get(MEGAN.preferredUsername)!.groups = [ALL_STAFF, SOC_ADMINS];
    t.teardown(() => void (idp.users.get(MEGAN.preferredUsername)!.groups = [...MEGAN.groups]));
    const again = new CookieJar();
    t.equal(landing((await signInAtProvider(gsg, again, MEGAN)).last), '/');
    t.match(JSON.parse((await me(gsg, again)).body), { username: MEGAN.preferredUsername, role: 'admin' }, 'an object ID matches in any case');
    t.equal((await me(gsg, jar)).response.status, 401, 'the session with the old role ended');
    t.equal((await gsg.app.store.accounts.getByUsername(MEGAN.preferredUsername))!.id, account!.id, 'the same account');

    idp.users.get(MEGAN.preferredUsername)!.groups = [ALL_STAFF];
    const third = new CookieJar();
    await signInAtProvider(gsg, third, MEGAN);
    t.equal(JSON.parse((await me(gsg, third)).body).role, 'auditor', 'out of the mapped groups: the default role');
  });

  t.test('the groups overage (too many groups for the token) is refused with the reason, and changes nothing', async (t) => {
    await configure(gsg, entra);
    const jar = new CookieJar();
    const { last } = await signInAtProvider(gsg, jar, NESTOR);
    t.equal(landing(last), '/sign-in?sso_error=tooManyGroups', 'not signed in with a role guessed without the groups');
    t.match(SSO_ERRORS.tooManyGroups, /too many/);
    t.notOk(jar.get(host(gsg), 'gsg_session'));
    t.equal(await gsg.app.store.accounts.getByUsername(NESTOR.preferredUsername), null, 'no account made');
    t.ok((await audit(gsg)).some((e) => e.action === 'sign-in.failed' && e.target === `account:${NESTOR.preferredUsername}`), 'the refusal is audited');

    // Fewer groups (the app registration sends only those assigned to the console): the mapped role.
    idp.users.get(NESTOR.preferredUsername)!.groups = [SOC_ADMINS];
    const fewer = new CookieJar();
    t.equal(landing((await signInAtProvider(gsg, fewer, NESTOR)).last), '/');
    t.match(JSON.parse((await me(gsg, fewer)).body), { username: NESTOR.preferredUsername, role: 'admin' });
    t.equal((await gsg.app.store.accounts.getByUsername(NESTOR.preferredUsername))!.email, 'nestor.wilke@contoso.com', 'the email claim, when Entra ID sends one');

    // Over the limit again: refused, and the account keeps the role it had (not demoted to the default).
    idp.users.get(NESTOR.preferredUsername)!.groups = manyGroups(SOC_ADMINS);
    const over = new CookieJar();
    t.equal(landing((await signInAtProvider(gsg, over, NESTOR)).last), '/sign-in?sso_error=tooManyGroups');
    t.equal((await gsg.app.store.accounts.getByUsername(NESTOR.preferredUsername))!.role, 'admin', 'the role is left as it was');
    t.equal((await me(gsg, fewer)).response.status, 200, 'the session from before goes on');
  });

  t.test('without a group-to-role mapping the groups do not matter: the overage signs in with the default role', async (t) => {
    await configure(gsg, { ...entra, roleMapping: [] });
    const someone: ProviderUser = { ...NESTOR, sub: 'CCCCCCCCCCCCCCCCCCCCCJkzqFVrSaSaFHy782bbtaQ', preferredUsername: 'PattiF@contoso.onmicrosoft.com', name: 'Patti Fernandez' };
    idp.users.set(someone.preferredUsername, someone);
    const jar = new CookieJar();
    t.equal(landing((await signInAtProvider(gsg, jar, someone)).last), '/');
    t.match(JSON.parse((await me(gsg, jar)).body), { username: 'PattiF@contoso.onmicrosoft.com', role: 'auditor' });
  });
});

// As OneLogin sends him: his OneLogin username, e-mail and name, and the app's groups parameter.
const JANE: ProviderUser = {
  sub: '81234567',
  password: 'Jane-onelogin-pw-1',
  email: 'jane.doe@acme.example',
  name: 'Jane Doe',
  preferredUsername: 'jdoe',
  groups: ['SOC Analysts', 'Everyone'],
};

for (const groupsParameter of ['single-value', 'multi-value'] as const) {
  t.test(`OneLogin, its groups parameter ${groupsParameter}: the whole redirect flow, roles by group name`, async (t) => {
    const { gsg, idp } = await consoleWithProvider(t, { like: 'onelogin', groupsParameter }, [{ ...JANE, groups: [...JANE.groups] }]);
    t.match(idp.issuer, /\/oidc\/2$/, "OneLogin's issuer form");
    await configure(gsg, {
      identitySource: 'onelogin',
      oidcIssuerUrl: idp.issuer,
      oidcClientId: idp.clientId,
      oidcClientSecret: idp.clientSecret,
      oidcGroupsClaim: 'groups',
      roleMapping: [
        { group: 'SOC Analysts', role: 'cybersecurity_analyst' },
        { group: 'soc admins', role: 'admin' },
      ],
    });
    const options = await visit(new CookieJar(), `${gsg.origin}/api/v1/auth/sign-in-options`);
    t.same(JSON.parse(options.body), { sso: { providerName: 'OneLogin', startPath: '/api/v1/auth/sso/start' } });

    const jar = new CookieJar();
    const { steps, last } = await signInAtProvider(gsg, jar, JANE);
    t.ok(new URL(landing(steps[0]!)!).searchParams.get('scope')!.split(' ').includes('groups'), 'the groups scope is asked for: OneLogin sends the groups only then');
    t.equal(landing(last), '/');
    t.match(JSON.parse((await me(gsg, jar)).body), { username: 'jdoe', fullName: 'Jane Doe', role: 'cybersecurity_analyst' });
    t.match(await gsg.app.store.accounts.getByUsername('jdoe'), { source: 'oidc', email: 'jane.doe@acme.example', externalSubject: `${idp.issuer}#81234567` });

    idp.users.get('jdoe')!.groups = ['Everyone', 'SOC Admins'];
    const again = new CookieJar();
    await signInAtProvider(gsg, again, JANE);
    t.match(JSON.parse((await me(gsg, again)).body), { username: 'jdoe', role: 'admin' }, 'the new groups at the next sign-in');
    t.equal((await me(gsg, jar)).response.status, 401, 'the session with the old role ended');
  });
}

t.test('groups as providers send them: arrays, one group, semicolon- or comma-joined, DNs kept whole', async (t) => {
  t.same(groupsFrom(['SOC Analysts', 'Everyone', 7, null]), ['SOC Analysts', 'Everyone'], 'an array (Okta, Entra ID, OneLogin multi-value)');
  t.same(groupsFrom('SOC Analysts'), ['SOC Analysts'], 'one group');
  t.same(groupsFrom('SOC Analysts;Everyone; '), ['SOC Analysts', 'Everyone'], "OneLogin's single-value parameter, semicolon-delimited");
  t.same(groupsFrom('analysts, everyone'), ['analysts', 'everyone'], 'comma-joined');
  t.same(groupsFrom('cn=soc,ou=groups,dc=acme,dc=example'), ['cn=soc,ou=groups,dc=acme,dc=example'], 'a DN keeps its commas');
  t.same(groupsFrom('cn=soc,ou=groups,dc=acme;cn=all,ou=groups,dc=acme'), ['cn=soc,ou=groups,dc=acme', 'cn=all,ou=groups,dc=acme'], 'DNs joined by semicolons (MemberOf)');
  t.same(groupsFrom(''), []);
  t.same(groupsFrom(undefined), []);
  t.same(groupsFrom({ groups: ['x'] }), [], 'nothing else is read as groups');

  t.ok(groupsOverage({ _claim_names: { groups: 'src1' }, _claim_sources: { src1: {} } }, 'groups'), "Entra ID's overage");
  t.notOk(groupsOverage({ _claim_names: { groups: 'src1' }, groups: ['a'] }, 'groups'), 'the groups are there after all');
  t.notOk(groupsOverage({ _claim_names: { groups: 'src1' } }, 'roles'), 'another claim names the groups');
  t.ok(groupsOverage({ hasgroups: true }, 'groups'), "the implicit flow's overage");
  t.notOk(groupsOverage({}, 'groups'), 'no groups at all is no overage');
});
