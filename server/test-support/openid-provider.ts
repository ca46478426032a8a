import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type AccountClaims, type KoaContextWithOIDC } from 'oidc-provider';

/** Someone the test provider signs in, with the groups its ID tokens list. */
export interface ProviderUser {
  sub: string;
  password: string;
  /** '' for someone without a mailbox: Entra ID then sends no `email` claim at all. */
  email: string;
  name: string;
  /** The login at the provider and its `preferred_username` claim (Entra ID: the UPN). */
  preferredUsername: string;
  /** Names (Okta, OneLogin) or, for Entra ID, group object IDs. */
  groups: string[];
  /** Entra ID's `oid`, the person's object ID in the tenant (the `sub` is per application there). */
  objectId?: string;
}

/** Which identity provider the test provider behaves like: its issuer's form, scopes and ID token shape. */
export type ProviderLike =
  /** Issuer at the root (`https://acme.okta.com`), a `groups` scope and claim listing group names. */
  | { like: 'okta' }
  /**
   * Entra ID v2: issuer `{authority}/{tenantId}/v2.0`; no `groups` scope (the app registration's groups
   * claim puts group object IDs in every ID token); `tid` and `oid`; `preferred_username` is the UPN; no
   * `email` for someone without a mailbox; past 200 groups, the overage (`_claim_names.groups` pointing at
   * Microsoft Graph) instead of the claim.
   */
  | { like: 'entra-id'; tenantId: string }
  /**
   * OneLogin: issuer `{base}/oidc/2`, a `groups` scope, and the groups as the app's groups parameter sends
   * them: an array when the parameter is multi-valued, else one semicolon-delimited string.
   */
  | { like: 'onelogin'; groupsParameter: 'multi-value' | 'single-value' };

/** The most groups Entra ID puts in a JWT before sending the overage instead. */
export const ENTRA_GROUPS_LIMIT = 200;

export interface TestProvider {
  issuer: string;
  /** The provider's origin: for Entra ID, what GSG_ENTRA_AUTHORITY is set to. */
  authority: string;
  /** How many code redemptions (token requests) the provider was sent. */
  tokenRequests(): number;
  clientId: string;
  clientSecret: string;
  /** Who may sign in, by login (their preferred username); change a user's groups between sign-ins. */
  users: Map<string, ProviderUser>;
  stop(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The provider's own sign-in page: a real form, with labels, as people meet at their identity provider. */
function loginPage(action: string, problem: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Identity sign-in</title></head><body>
<h1>Acme Identity</h1>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
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

/** Where the provider is mounted, the claims each scope gives, and a person's claims, as the provider sends them. */
function shapeOf(options: ProviderLike): { path: string; scopes: Record<string, string[]>; claims: (user: ProviderUser) => AccountClaims } {
  switch (options.like) {
    case 'okta':
      return {
        path: '',
        scopes: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'], groups: ['groups'] },
        claims: (user: ProviderUser): AccountClaims => ({
          sub: user.sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          preferred_username: user.preferredUsername,
          groups: [...user.groups],
        }),
      };
    case 'entra-id':
      return {
        path: `/${options.tenantId}/v2.0`,
        scopes: { openid: ['sub', 'tid', 'oid', 'ver', 'groups'], profile: ['name', 'preferred_username'], email: ['email'] },
        claims: (user: ProviderUser): AccountClaims => {
          const oid = user.objectId ?? user.sub;
          const groups =
            user.groups.length > ENTRA_GROUPS_LIMIT
              ? {
                  _claim_names: { groups: 'src1' },
                  _claim_sources: { src1: { endpoint: `https://graph.windows.net/${options.tenantId}/users/${oid}/getMemberObjects` } },
                }
              : { groups: [...user.groups] };
          return {
            sub: user.sub,
            tid: options.tenantId,
            oid,
            ver: '2.0',
            name: user.name,
            preferred_username: user.preferredUsername,
            ...(user.email ? { email: user.email } : {}),
            ...groups,
          };
        },
      };
    case 'onelogin':
      return {
        path: '/oidc/2',
        scopes: { openid: ['sub'], email: ['email'], profile: ['name', 'preferred_username', 'given_name', 'family_name'], groups: ['groups'] },
        claims: (user: ProviderUser): AccountClaims => ({
          sub: user.sub,
          email: user.email,
          name: user.name,
          preferred_username: user.preferredUsername,
          given_name: user.name.split(' ')[0],
          family_name: user.name.split(' ').slice(1).join(' '),
          groups: options.groupsParameter === 'multi-value' ? [...user.groups] : user.groups.join(';'),
        }),
      };
  }
}

/**
 * A certified OpenID provider (`oidc-provider`) on a loopback port, with one confidential client that must
 * use PKCE, a sign-in form of its own, consent granted for the console, and the groups claim in ID tokens,
 * behaving like Okta unless `like` says Entra ID or OneLogin.
 */
export async function startOpenIdProvider(
  options: { redirectUris: string[]; users: ProviderUser[]; clientId?: string; clientSecret?: string } & (ProviderLike | { like?: undefined }),
): Promise<TestProvider> {
  const shape = shapeOf(options.like ? options : { like: 'okta' });
  const clientId = options.clientId ?? 'gsg-console';
  const clientSecret = options.clientSecret ?? 'provider-client-secret-4f9c2a7e1b';
  const users = new Map(options.users.map((u) => [u.preferredUsername, u]));
  const bySub = (sub: string) => [...users.values()].find((u) => u.sub === sub);

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const authority = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Mounted under the issuer's path, as express's app.use(path, provider.callback()) mounts it.
  const issuer = `${authority}${shape.path}`;
  let tokenRequests = 0;

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
    claims: shape.scopes,
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['test-provider-cookie-key-6b1d0e'] },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${shape.path}/interaction/${interaction.uid}` },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const user = bySub(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => shape.claims(user),
      };
    },
    // The console is the provider's own application: its consent is given once and for all.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(Object.keys(shape.scopes).join(' '));
      grant.addOIDCClaims(Object.values(shape.scopes).flat());
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', () => {});
  const callback = provider.callback();

  server.on('request', (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', authority);
    if (!url.pathname.startsWith(`${shape.path}/`)) return void res.writeHead(404).end();
    const path = url.pathname.slice(shape.path.length);
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(path);
    if (!match) {
      if (path === '/token' && req.method === 'POST') tokenRequests++;
      req.originalUrl = req.url;
      req.url = req.url!.slice(shape.path.length);
      return void callback(req, res);
    }
    const action = `${shape.path}/interaction/${match[1]}/login`;
    void (async () => {
      try {
        // Throws for an interaction the provider does not know (or another browser's).
        await provider.interactionDetails(req, res);
        if (!match[2]) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(action, null));
          return;
        }
        const form = await formBody(req);
        const user = users.get(form.get('login') ?? '');
        if (!user || user.password !== form.get('password')) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(action, 'Wrong username or password'));
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
    authority,
    tokenRequests: () => tokenRequests,
    clientId,
    clientSecret,
    users,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
