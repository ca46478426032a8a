import t from 'tap';
import { buildTestApp, ON_MONGODB } from '../helper.ts';
import { freePort } from '../../test-support/child-server.ts';
import { CookieJar, visit } from '../../test-support/browser-jar.ts';
import { startOpenIdProvider } from '../../test-support/openid-provider.ts';
import { ALICE, CALLBACK, configure, landing, me, signInAtProvider, type Console } from './sso-flow.ts';


/**
 * Two nodes of one console (one data directory, or with `npm run test:mongo` one MongoDB database), behind
 * one public address as a load balancer would put them: a sign-in's flow cookie is good once, whichever
 * node the callback reaches. The provider's single-use code would stop a replay too; the count of code
 * redemptions it was sent shows that the console refused first, without asking it.
 */
t.test(`a sign-in's callback is good once across the nodes of one console (${ON_MONGODB ? 'MongoDB' : 'SQLite'})`, async (t) => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const idp = await startOpenIdProvider({ redirectUris: [`${publicUrl}${CALLBACK}`], users: [ALICE] });
  t.teardown(() => idp.stop());
  const a = await buildTestApp(t, { env: { GSG_PUBLIC_URL: publicUrl } });
  await a.app.listen({ port, host: '127.0.0.1' });
  const nodeA: Console = { ...a, origin: publicUrl };
  await configure(nodeA, {
    oidcIssuerUrl: idp.issuer,
    oidcClientId: idp.clientId,
    oidcClientSecret: idp.clientSecret,
    roleMapping: [{ group: 'gsg-analysts', role: 'cybersecurity_analyst' }],
  });
  const b = await a.reopen();
  await b.listen({ port: 0, host: '127.0.0.1' });
  const originB = `http://127.0.0.1:${(b.server.address() as { port: number }).port}`;
  const nodeB: Console = { ...a, app: b, origin: originB };
  const onB = (callback: URL) => `${originB}${callback.pathname}${callback.search}`;
  /** A browser that sends the flow cookie of another to node B, as a replay would. */
  const jarOnB = (flow: string) => {
    const jar = new CookieJar();
    jar.set(new URL(originB).host, 'gsg_sso', flow, '/api/v1/auth/sso');
    return jar;
  };

  t.test('a sign-in begun on one node may end on the other', async (t) => {
    const jar = new CookieJar();
    const held = await signInAtProvider(nodeA, jar, ALICE, true);
    const flow = jar.get(new URL(publicUrl).host, 'gsg_sso')!;
    const onOther = jarOnB(flow);
    t.equal(landing(await visit(onOther, onB(held.callbackUrl!))), '/', 'node B takes a flow node A began (one key, one store)');
    t.match(JSON.parse((await me(nodeB, onOther)).body), { username: ALICE.preferredUsername, role: 'cybersecurity_analyst' });
  });

  t.test('the callback node A took, replayed to node B with its flow cookie, is refused without asking the provider', async (t) => {
    const jar = new CookieJar();
    const held = await signInAtProvider(nodeA, jar, ALICE, true);
    const flow = jar.get(new URL(publicUrl).host, 'gsg_sso')!;
    t.equal(landing(await visit(jar, held.callbackUrl!)), '/', 'node A signs in');
    const redeemed = idp.tokenRequests();

    const replay = jarOnB(flow);
    const replayed = await visit(replay, onB(held.callbackUrl!));
    t.equal(landing(replayed), '/sign-in?sso_error=failed', 'node B refuses the replay');
    t.notOk(replay.get(new URL(originB).host, 'gsg_session'), 'no session on node B');
    t.equal(idp.tokenRequests(), redeemed, 'the code was not sent to the provider again: the console refused it first');
    const audit = (await nodeA.as({ method: 'GET', url: '/api/v1/audit?limit=20' })).json().items as Array<{ action: string; target: string }>;
    t.ok(audit.some((e) => e.action === 'sign-in.failed'), 'the refused replay is audited');
  });

  t.test('one callback sent to both nodes at once signs in once', async (t) => {
    const jar = new CookieJar();
    const held = await signInAtProvider(nodeA, jar, ALICE, true);
    const flow = jar.get(new URL(publicUrl).host, 'gsg_sso')!;
    const before = idp.tokenRequests();
    const attempts = [
      ...Array.from({ length: 3 }, () => ({ jar: jarOnB(flow), url: onB(held.callbackUrl!), host: new URL(originB).host })),
      ...Array.from({ length: 3 }, () => {
        const onA = new CookieJar();
        onA.set(new URL(publicUrl).host, 'gsg_sso', flow, '/api/v1/auth/sso');
        return { jar: onA, url: held.callbackUrl!.href, host: new URL(publicUrl).host };
      }),
    ];
    const landed = await Promise.all(attempts.map(async ({ jar, url }) => landing(await visit(jar, url))));
    t.equal(landed.filter((l) => l === '/').length, 1, 'exactly one of six parallel callbacks signs in');
    t.equal(landed.filter((l) => l === '/sign-in?sso_error=failed').length, 5, 'the others are refused');
    t.equal(attempts.filter(({ jar, host }) => jar.get(host, 'gsg_session')).length, 1, 'one session');
    t.equal(idp.tokenRequests(), before + 1, 'the code was redeemed once');
  });
});
