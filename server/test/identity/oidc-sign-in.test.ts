import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { SSO_ERRORS, type IdentitySettings } from '@gsg/shared';
import { buildTestApp } from '../helper.ts';
import { freePort } from '../../test-support/child-server.ts';
import { CookieJar, visit } from '../../test-support/browser-jar.ts';
import { startOpenIdProvider, type ProviderUser, type TestProvider } from '../../test-support/openid-provider.ts';
import { once, openConsole } from '../live/live-client.ts';
import { pathSpellings } from '../path-spellings.ts';
import { ALICE, CALLBACK, configure, landing, me, signInAtProvider, type Console } from './sso-flow.ts';

const BOB: ProviderUser = { sub: 'sub-bob-0002', password: 'Bob-idp-pw-2', email: 'bob@acme.example', name: 'Bob Stone', preferredUsername: 'bob@acme.example', groups: ['everyone'] };

/** The console on a real loopback port, its GSG_PUBLIC_URL that address, so the provider can send browsers back. */
async function startConsole(t: Test): Promise<Console> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const gsg = await buildTestApp(t, { env: { GSG_PUBLIC_URL: origin } });
  await gsg.app.listen({ port, host: '127.0.0.1' });
  return { ...gsg, origin };
}

const providerSettings = (idp: TestProvider): Partial<IdentitySettings> => ({
  oidcIssuerUrl: idp.issuer,
  oidcClientId: idp.clientId,
  oidcClientSecret: idp.clientSecret,
  roleMapping: [
    { group: 'gsg-analysts', role: 'cybersecurity_analyst' },
    { group: 'gsg-admins', role: 'admin' },
  ],
});

t.test('sign-in with an OpenID provider (oidc-provider on loopback), the whole redirect flow', async (t) => {
  const gsg = await startConsole(t);
  const idp = await startOpenIdProvider({ redirectUris: [`${gsg.origin}${CALLBACK}`], users: [ALICE, BOB] });
  t.teardown(() => idp.stop());

  t.test('with SSO off the sign-in page offers no provider, and the start refuses', async (t) => {
    await configure(gsg, providerSettings(idp), { sso: false });
    const options = await visit(new CookieJar(), `${gsg.origin}/api/v1/auth/sign-in-options`);
    t.same(JSON.parse(options.body), { sso: null });
    const start = await visit(new CookieJar(), `${gsg.origin}/api/v1/auth/sso/start`);
    t.equal(start.response.status, 303);
    t.equal(landing(start), '/sign-in?sso_error=ssoOff');
  });

  t.test('"Sign in with Okta": the mapped role, an oidc account with no password, no MFA setup, audited', async (t) => {
    // MFA required is on: people from the identity provider are not held at the console's MFA setup.
    await configure(gsg, providerSettings(idp), { mfaRequired: true });
    const options = await visit(new CookieJar(), `${gsg.origin}/api/v1/auth/sign-in-options`);
    t.same(JSON.parse(options.body), { sso: { providerName: 'Okta', startPath: '/api/v1/auth/sso/start' } }, 'no secret, no client, no issuer');

    const jar = new CookieJar();
    const { last, steps } = await signInAtProvider(gsg, jar, ALICE);
    const start = steps[0]!;
    t.equal(start.response.status, 302);
    const authorize = new URL(landing(start)!);
    t.equal(authorize.origin, idp.issuer, 'the start sends the browser to the provider');
    t.equal(authorize.searchParams.get('code_challenge_method'), 'S256', 'with PKCE');
    t.equal(authorize.searchParams.get('redirect_uri'), `${gsg.origin}${CALLBACK}`, 'back to the configured public address');
    t.ok(authorize.searchParams.get('state') && authorize.searchParams.get('nonce'));
    const flowCookie = start.response.headers.getSetCookie().find((c) => c.startsWith('gsg_sso='))!;
    t.match(flowCookie, /HttpOnly/i);
    t.match(flowCookie, /Path=\/api\/v1\/auth\/sso/);
    t.match(flowCookie, /SameSite=Lax/i);
    t.notOk(flowCookie.includes(authorize.searchParams.get('state')!), 'the state is sealed, not readable in the cookie');

    t.equal(last.url.pathname, CALLBACK);
    t.equal(last.response.status, 303);
    t.equal(landing(last), '/', 'lands in the console');
    t.ok(jar.get(new URL(gsg.origin).host, 'gsg_session'), 'signed in');
    t.notOk(jar.get(new URL(gsg.origin).host, 'gsg_sso'), 'the flow cookie is spent');
    const who = JSON.parse((await me(gsg, jar)).body);
    t.match(who, { username: 'alice@acme.example', fullName: 'Alice Martin', role: 'cybersecurity_analyst', mfaEnrolmentRequired: false });
    const account = await gsg.app.store.accounts.getByUsername('alice@acme.example');
    t.match(account, { source: 'oidc', externalSubject: `${idp.issuer}#${ALICE.sub}`, passwordHash: '' });
    const dashboard = await visit(jar, `${gsg.origin}/api/v1/settings/general`);
    t.equal(dashboard.response.status, 200, 'not held at the MFA setup');
    const sessionCookie = `gsg_session=${jar.get(new URL(gsg.origin).host, 'gsg_session')}`;
    const live = await openConsole(t, gsg.origin, sessionCookie);
    t.ok(live.socket.connected, 'the live feed takes the session, as any other');
    const liveClosed = once<[string]>(live.socket, 'disconnect');
    await configure(gsg, providerSettings(idp));

    const audit = (await gsg.as({ method: 'GET', url: '/api/v1/audit?limit=100' })).json();
    t.match(
      audit.items.find((e: { action: string; target: string }) => e.action === 'session.started' && e.target === 'account:alice@acme.example'),
      { detail: { method: 'oidc' } },
    );
    t.ok(audit.items.some((e: { action: string; target: string }) => e.action === 'account.created' && e.target === 'account:alice@acme.example'));
    const history = JSON.parse((await visit(jar, `${gsg.origin}/api/v1/account/login-history`)).body);
    t.match(history.items, [{ status: 'success', ipAddress: '127.0.0.1' }], 'the login history has the sign-in');

    const out = await visit(jar, `${gsg.origin}/api/v1/auth/logout`, { method: 'POST' });
    t.equal(out.response.status, 204);
    t.equal((await me(gsg, jar)).response.status, 401, 'sign-out ends the session as for anyone');
    t.equal((await liveClosed)[0], 'io server disconnect', 'and closes its live feed');
  });

  t.test('the role follows the groups at every sign-in; a disabled account is refused', async (t) => {
    await configure(gsg, providerSettings(idp));
    const first = new CookieJar();
    await signInAtProvider(gsg, first, ALICE);
    t.equal(JSON.parse((await me(gsg, first)).body).role, 'cybersecurity_analyst');
    idp.users.get(ALICE.preferredUsername)!.groups = ['gsg-admins'];
    t.teardown(() => void (idp.users.get(ALICE.preferredUsername)!.groups = [...ALICE.groups]));
    const second = new CookieJar();
    await signInAtProvider(gsg, second, ALICE);
    t.equal(JSON.parse((await me(gsg, second)).body).role, 'admin');
    t.equal((await me(gsg, first)).response.status, 401, 'the session with the old role ended');

    const account = (await gsg.app.store.accounts.getByUsername(ALICE.preferredUsername))!;
    await gsg.as({ method: 'PATCH', url: `/api/v1/accounts/${account.id}`, payload: { disabled: true } });
    t.teardown(() => gsg.as({ method: 'PATCH', url: `/api/v1/accounts/${account.id}`, payload: { disabled: false } }));
    const third = new CookieJar();
    const { last } = await signInAtProvider(gsg, third, ALICE);
    t.equal(landing(last), '/sign-in?sso_error=disabled');
    t.notOk(third.get(new URL(gsg.origin).host, 'gsg_session'));
    t.ok(SSO_ERRORS.disabled);
  });

  t.test('with automatic provisioning off a first sign-in is refused with the reason, and creates nothing', async (t) => {
    await configure(gsg, providerSettings(idp), { provisioning: false });
    const jar = new CookieJar();
    const { last } = await signInAtProvider(gsg, jar, BOB);
    t.equal(landing(last), '/sign-in?sso_error=notProvisioned');
    t.equal(await gsg.app.store.accounts.getByUsername(BOB.preferredUsername), null);
    t.notOk(jar.get(new URL(gsg.origin).host, 'gsg_session'));
    const audit = (await gsg.as({ method: 'GET', url: '/api/v1/audit?limit=100' })).json();
    t.ok(audit.items.some((e: { action: string; target: string }) => e.action === 'sign-in.failed' && e.target === `account:${BOB.preferredUsername}`), 'the refusal is audited');
  });

  t.test('a forged state, a replayed code, another browser and a denied sign-in are refused', async (t) => {
    await configure(gsg, providerSettings(idp));
    const consoleHost = new URL(gsg.origin).host;

    // Forged: the browser started a sign-in, but the callback carries a state of someone else's making.
    const forged = new CookieJar();
    await visit(forged, `${gsg.origin}/api/v1/auth/sso/start`);
    const forgedBack = await visit(forged, `${gsg.origin}${CALLBACK}?code=made-up&state=${randomUUID()}`);
    t.equal(landing(forgedBack), '/sign-in?sso_error=failed');
    t.notOk(forged.get(consoleHost, 'gsg_session'));

    // A real code, held at the callback: replayed after it was used, with the same flow cookie.
    const jar = new CookieJar();
    const held = await signInAtProvider(gsg, jar, ALICE, true);
    t.ok(held.callbackUrl, 'the provider sent the browser back with a code');
    const flow = jar.get(consoleHost, 'gsg_sso')!;
    const first = await visit(jar, held.callbackUrl!);
    t.equal(landing(first), '/');
    t.ok(jar.get(consoleHost, 'gsg_session'));
    const replay = new CookieJar();
    replay.set(consoleHost, 'gsg_sso', flow, '/api/v1/auth/sso');
    const replayed = await visit(replay, held.callbackUrl!);
    t.equal(landing(replayed), '/sign-in?sso_error=failed', 'a code and its flow cookie are good once');
    t.notOk(replay.get(consoleHost, 'gsg_session'));

    // Another browser: the callback URL without the cookie that began it.
    const jar2 = new CookieJar();
    const held2 = await signInAtProvider(gsg, jar2, ALICE, true);
    const stranger = new CookieJar();
    const strange = await visit(stranger, held2.callbackUrl!);
    t.equal(landing(strange), '/sign-in?sso_error=failed');
    t.notOk(stranger.get(consoleHost, 'gsg_session'));
    // A flow cookie that does not open (tampered).
    const tampered = new CookieJar();
    tampered.set(consoleHost, 'gsg_sso', `v1:${Buffer.from('x'.repeat(64)).toString('base64')}`, '/api/v1/auth/sso');
    t.equal(landing(await visit(tampered, held2.callbackUrl!)), '/sign-in?sso_error=failed');
    // The browser that began it still can (nothing above spent its sign-in).
    t.equal(landing(await visit(jar2, held2.callbackUrl!)), '/');

    const denied = new CookieJar();
    const start = await visit(denied, `${gsg.origin}/api/v1/auth/sso/start`);
    const state = new URL(landing(start)!).searchParams.get('state');
    const refused = await visit(denied, `${gsg.origin}${CALLBACK}?error=access_denied&state=${state}`);
    t.equal(landing(refused), '/sign-in?sso_error=denied');
    t.notOk(denied.get(consoleHost, 'gsg_session'));
  });

  t.test('other spellings of the callback path sign nobody in with a forged state', async (t) => {
    await configure(gsg, providerSettings(idp));
    const consoleHost = new URL(gsg.origin).host;
    const port = Number(new URL(gsg.origin).port);
    // One real sign-in begun, its flow cookie presented with every spelling.
    const begun = new CookieJar();
    await visit(begun, `${gsg.origin}/api/v1/auth/sso/start`);
    const flow = begun.get(consoleHost, 'gsg_sso')!;
    for (const spelling of pathSpellings(CALLBACK, port).filter((s) => s.startsWith('/'))) {
      const jar = new CookieJar();
      jar.set(consoleHost, 'gsg_sso', flow, '/');
      const res = await visit(jar, `${gsg.origin}${spelling}${spelling.includes('?') ? '&' : '?'}code=made-up&state=forged`).catch(() => null);
      if (!res) continue;
      t.notOk(jar.get(consoleHost, 'gsg_session'), `${spelling}: no session`);
      t.not(landing(res), '/', `${spelling}: not into the console`);
    }
  });

  t.test('the start and the sign-in options need no session but give away nothing; a misconfiguration says so', async (t) => {
    await configure(gsg, { ...providerSettings(idp), oidcClientId: '' });
    const options = await visit(new CookieJar(), `${gsg.origin}/api/v1/auth/sign-in-options`);
    t.same(JSON.parse(options.body), { sso: null }, 'not offered until it is set up');
    t.equal(landing(await visit(new CookieJar(), `${gsg.origin}/api/v1/auth/sso/start`)), '/sign-in?sso_error=notConfigured');
    await configure(gsg, { ...providerSettings(idp), oidcIssuerUrl: 'http://127.0.0.1:1' });
    t.equal(landing(await visit(new CookieJar(), `${gsg.origin}/api/v1/auth/sso/start`)), '/sign-in?sso_error=providerUnavailable');
  });

  t.test('Test Connection discovers the issuer, as sign-in does, and only the saved one', async (t) => {
    await configure(gsg, providerSettings(idp));
    const ok = await gsg.as({ method: 'POST', url: '/api/v1/settings/test-connection' });
    t.match(ok.json(), { ok: true, target: new URL(idp.issuer).host, detail: new RegExp(`^Found the OpenID provider ${idp.issuer} in \\d+ ms$`) });
    const saved = (await gsg.as({ method: 'GET', url: '/api/v1/settings/identity' })).json().values;
    const elsewhere = await gsg.as({ method: 'POST', url: '/api/v1/settings/test-connection', payload: { ...saved, oidcIssuerUrl: 'http://127.0.0.1:9' } });
    t.equal(elsewhere.statusCode, 400, 'an unsaved issuer is not fetched');
    await configure(gsg, { ...providerSettings(idp), oidcIssuerUrl: `${idp.issuer}/other` });
    const wrong = await gsg.as({ method: 'POST', url: '/api/v1/settings/test-connection' });
    t.match(wrong.json(), { ok: false, detail: /answered HTTP 404|did not answer as the OpenID provider/ });
  });
});

/** A provider that signs whatever ID token the test asks for: to prove the console checks audience and nonce. */
async function startRogueProvider(t: Test, idToken: (nonce: string, issuer: string) => Record<string, unknown>) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' };
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  let nonce = '';
  const server = createHttpServer((req, res) => {
    const issuer = `http://${req.headers.host}`;
    const json = (body: object) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (req.url === '/jwks') return json({ keys: [jwk] });
    if (req.url === '/token') {
      const head = b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' });
      const body = b64(idToken(nonce, issuer));
      const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey).toString('base64url');
      return json({ access_token: 'at', token_type: 'Bearer', id_token: `${head}.${body}.${signature}` });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    server.closeAllConnections();
    server.close();
  });
  return { issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, setNonce: (n: string) => (nonce = n) };
}

t.test('an ID token for another audience, with a wrong nonce, or from another issuer is refused', async (t) => {
  const gsg = await startConsole(t);
  const now = Math.floor(Date.now() / 1000);
  let shape: 'right' | 'audience' | 'nonce' | 'issuer' = 'right';
  const rogue = await startRogueProvider(t, (nonce, issuer) => ({
    iss: shape === 'issuer' ? 'http://127.0.0.1:1' : issuer,
    sub: 'rogue-user',
    aud: shape === 'audience' ? 'another-client' : 'gsg-console',
    iat: now,
    exp: now + 300,
    nonce: shape === 'nonce' ? 'not-the-nonce' : nonce,
    preferred_username: 'rogue.user',
    groups: ['gsg-admins'],
  }));
  await configure(gsg, {
    oidcIssuerUrl: rogue.issuer,
    oidcClientId: 'gsg-console',
    oidcClientSecret: 'rogue-secret',
    roleMapping: [{ group: 'gsg-admins', role: 'admin' }],
  });
  const attempt = async () => {
    const jar = new CookieJar();
    const start = await visit(jar, `${gsg.origin}/api/v1/auth/sso/start`);
    const authorize = new URL(landing(start)!);
    rogue.setNonce(authorize.searchParams.get('nonce')!);
    const back = await visit(jar, `${gsg.origin}${CALLBACK}?code=c-${randomUUID()}&state=${authorize.searchParams.get('state')}`);
    return { landed: landing(back), session: jar.get(new URL(gsg.origin).host, 'gsg_session') };
  };
  for (const wrong of ['audience', 'nonce', 'issuer'] as const) {
    shape = wrong;
    const { landed, session } = await attempt();
    t.equal(landed, '/sign-in?sso_error=failed', `an ID token with the wrong ${wrong} is refused`);
    t.notOk(session);
  }
  t.equal(await gsg.app.store.accounts.getByUsername('rogue.user'), null);
  shape = 'right';
  const { landed, session } = await attempt();
  t.equal(landed, '/', 'the same provider, with a right token, signs in: the refusals were the checks');
  t.ok(session);
});
