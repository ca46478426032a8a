import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** Someone the test provider signs in, with the groups its ID tokens list. */
export interface ProviderUser {
  sub: string;
  password: string;
  email: string;
  name: string;
  preferredUsername: string;
  groups: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who may sign in, by login (their preferred username); change a user's groups between sign-ins. */
  users: Map<string, ProviderUser>;
  stop(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's own sign-in page: a real form, with labels, as people meet at their identity provider. */
function loginPage(uid: string, problem: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Identity sign-in</title></head><body>
<h1>Acme Identity</h1>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="login">Username</label> <input id="login" name="login" autocomplete="username">
<label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password">
<button type="submit">Sign in to Acme</button>
</form></body></html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A certified OpenID provider (`oidc-provider`) on a loopback port, with one confidential client that must
 * use PKCE, a sign-in form of its own, consent granted for the console, and the groups claim in ID tokens.
 */
export async function startOpenIdProvider(options: { redirectUris: string[]; users: ProviderUser[]; clientId?: string; clientSecret?: string }): Promise<TestProvider> {
  const clientId = options.clientId ?? 'gsg-console';
  const clientSecret = options.clientSecret ?? 'provider-client-secret-4f9c2a7e1b';
  const users = new Map(options.users.map((u) => [u.preferredUsername, u]));
  const bySub = (sub: string) => [...users.values()].find((u) => u.sub === sub);

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    // Its own signing key and lifetimes, so the provider does not fall back to (and warn about) its defaults.
    jwks: { keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    ttl: { Interaction: 600, Grant: 3600, Session: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'], groups: ['groups'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['test-provider-cookie-key-6b1d0e'] },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const user = bySub(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          preferred_username: user.preferredUsername,
          groups: [...user.groups],
        }),
      };
    },
    // The console is the provider's own application: its consent is given once and for all.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile groups');
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'preferred_username', 'groups']);
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', () => {});
  const callback = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
    if (!match) return void callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (!match[2]) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, null));
          return;
        }
        const form = await formBody(req);
        const user = users.get(form.get('login') ?? '');
        if (!user || user.password !== form.get('password')) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid, 'Wrong username or password'));
          return;
        }
        await provider.interactionFinished(req, res, { login: { accountId: user.sub } }, { mergeWithLastSubmission: false });
      } catch (err) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(`interaction failed: ${(err as Error).message}`);
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    users,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
