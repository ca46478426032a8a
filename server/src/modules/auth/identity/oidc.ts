import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { IDENTITY_PROVIDER_NAMES, isOidcSource, type IdentitySettings, type OidcSource } from '@gsg/shared';
import { ENTRA_AUTHORITY } from '../../../config.ts';
import type { SecretBox } from '../../../security/secret-box.ts';
import type { SignInFlowRepository } from '../../../store/index.ts';
import type { IdentitySecrets } from '../../settings/service.ts';
import { servicePlugin } from '../../../services/service-plugin.ts';
import { errorMessage } from '../../../error-message.ts';

export { ENTRA_AUTHORITY };

/** Where the identity provider sends people back; the redirect URI is GSG_PUBLIC_URL with this path. */
export const OIDC_CALLBACK_PATH = '/api/v1/auth/sso/callback';
export const OIDC_START_PATH = '/api/v1/auth/sso/start';
/** The short-lived cookie that binds a sign-in's state, nonce and PKCE verifier to the browser that began it. */
export const OIDC_FLOW_COOKIE = 'gsg_sso';
/** How long someone has at the identity provider before the sign-in must start again. */
export const OIDC_FLOW_TTL_MS = 10 * 60_000;
const DEFAULT_TIMEOUT_MS = 5000;
const DISCOVERY_CACHE_MS = 5 * 60_000;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export type IssuerTarget = { issuer: string } | { problem: string };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The issuer to discover: the configured one, or for Entra ID without one, the tenant's. */
export function issuerOf(identity: IdentitySettings, entraAuthority = ENTRA_AUTHORITY): IssuerTarget {
  const configured = identity.oidcIssuerUrl.trim().replace(/\/+$/, '');
  if (configured) return { issuer: configured };
  if (identity.identitySource !== 'entra-id') return { problem: 'No issuer URL is configured' };
  const tenant = identity.entraIdTenantId.trim();
  if (!tenant) return { problem: 'No Entra ID tenant ID is configured' };
  if (!GUID.test(tenant) && !DOMAIN_NAME.test(tenant)) {
    return { problem: `'${tenant}' is not a tenant ID: expected a GUID (00000000-0000-0000-0000-000000000000) or a domain such as contoso.onmicrosoft.com` };
  }
  // A domain's configuration names the tenant by its ID (issuer {authority}/{tenant ID}/v2.0), not the
  // domain asked for; openid-client accepts that only from Microsoft's public cloud.
  if (!GUID.test(tenant) && entraAuthority !== ENTRA_AUTHORITY) {
    return { problem: `With GSG_ENTRA_AUTHORITY set to ${entraAuthority}, give the tenant by its ID (a GUID), not a domain such as '${tenant}'` };
  }
  return { issuer: `${entraAuthority}/${encodeURIComponent(tenant)}/v2.0` };
}

/** Why discovery failed, in words: the HTTP status the provider answered, a timeout, or the socket's error. */
export class DiscoveryFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly timedOut: boolean,
    readonly original: unknown,
  ) {
    super(message);
    this.name = 'DiscoveryFailure';
  }
}

function statusOf(err: unknown): number | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const status = (e as { status?: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return null;
}

function timedOut(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) return true;
  }
  return false;
}

/**
 * OpenID discovery of the issuer, as sign-in and Test Connection both use it: the provider's metadata,
 * whose issuer must be the one configured. Plain http only for a provider on this machine's loopback.
 */
export async function discoverProvider(
  issuer: string,
  clientId: string,
  clientSecret: string | null,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<oidc.Configuration> {
  const url = new URL(issuer);
  const insecure = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  // Every request of the sign-in (discovery, keys, token) is bounded and never follows a redirect elsewhere.
  const boundedFetch: oidc.CustomFetch = (input, init) => fetch(input, { ...(init as RequestInit), signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  try {
    const config = await oidc.discovery(url, clientId || 'unset', clientSecret ?? undefined, clientSecret ? oidc.ClientSecretBasic(clientSecret) : oidc.None(), {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
      [oidc.customFetch]: boundedFetch,
    });
    return config;
  } catch (err) {
    throw new DiscoveryFailure(errorMessage(err), statusOf(err), timedOut(err), err);
  }
}

/** What is set up for OpenID sign-in, or what is missing. */
export type OidcReadiness =
  | { ready: true; source: OidcSource; providerName: string; issuer: string; clientId: string; clientSecret: string | null; redirectUri: string }
  | { ready: false; problem: string };

export function oidcReadiness(
  identity: IdentitySettings,
  secrets: IdentitySecrets,
  publicUrl: string | undefined,
  entraAuthority = ENTRA_AUTHORITY,
): OidcReadiness {
  const source = identity.identitySource;
  if (!isOidcSource(source)) return { ready: false, problem: 'The identity source is not an OpenID Connect provider' };
  const target = issuerOf(identity, entraAuthority);
  if ('problem' in target) return { ready: false, problem: target.problem };
  if (!identity.oidcClientId.trim()) return { ready: false, problem: 'No client ID is configured' };
  if (!publicUrl) return { ready: false, problem: 'GSG_PUBLIC_URL is not set: the identity provider needs the address to send people back to' };
  return {
    ready: true,
    source,
    providerName: IDENTITY_PROVIDER_NAMES[source],
    issuer: target.issuer,
    clientId: identity.oidcClientId.trim(),
    clientSecret: secrets.oidcClientSecret,
    redirectUri: `${publicUrl.replace(/\/+$/, '')}${OIDC_CALLBACK_PATH}`,
  };
}

/** What the flow cookie holds, sealed: the checks of one sign-in and what it was begun for. */
interface FlowRecord {
  state: string;
  nonce: string;
  verifier: string;
  issuer: string;
  clientId: string;
  expiresAt: number;
}

export interface OidcFlows {
  /** Starts a sign-in: the URL to send the browser to, and the sealed cookie value that binds it to that browser. */
  begin(ready: Extract<OidcReadiness, { ready: true }>): Promise<{ location: string; cookie: string }>;
  /**
   * Finishes a sign-in from the callback's query: the cookie must open, be unexpired and unused, name the
   * same provider, and carry the state the provider sent back; the code is exchanged with the PKCE
   * verifier and the ID token checked for this client and the nonce. Answers the ID token's claims (with
   * the groups from UserInfo when the ID token has none), or throws.
   */
  finish(ready: Extract<OidcReadiness, { ready: true }>, cookie: string | undefined, query: string, groupsClaim: string): Promise<Record<string, unknown>>;
}

/** A flow cookie that does not fit the callback: forged, expired, replayed or of another browser. */
export class FlowRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'FlowRefused';
  }
}

/** How often a node forgets the spent flows that have expired anyway. */
const PRUNE_EVERY_MS = 60_000;

/** The id a spent flow is recorded under: the hash of its state, so the store never holds the state itself. */
const flowId = (state: string) => createHash('sha256').update(state).digest('base64url');

export function createOidcFlows(
  box: SecretBox,
  options: { spent: SignInFlowRepository; timeoutMs?: number; now?: () => number },
): OidcFlows {
  const { spent, timeoutMs = DEFAULT_TIMEOUT_MS, now = Date.now } = options;
  const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();
  let prunedAt = 0;

  const configFor = (ready: Extract<OidcReadiness, { ready: true }>) => {
    const key = JSON.stringify([ready.issuer, ready.clientId, ready.clientSecret]);
    const hit = discovered.get(key);
    if (hit && now() - hit.at < DISCOVERY_CACHE_MS) return hit.config;
    const config = discoverProvider(ready.issuer, ready.clientId, ready.clientSecret, timeoutMs);
    discovered.set(key, { at: now(), config });
    config.catch(() => discovered.delete(key));
    return config;
  };
  const forget = async () => {
    if (now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now();
    await spent.prune(now());
  };

  return {
    async begin(ready) {
      const config = await configFor(ready);
      const record: FlowRecord = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        issuer: ready.issuer,
        clientId: ready.clientId,
        expiresAt: now() + OIDC_FLOW_TTL_MS,
      };
      const supported = config.serverMetadata().scopes_supported;
      const scope = ['openid', 'profile', 'email', ...(supported?.includes('groups') ? ['groups'] : [])].join(' ');
      const location = oidc.buildAuthorizationUrl(config, {
        redirect_uri: ready.redirectUri,
        scope,
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(record.verifier),
        code_challenge_method: 'S256',
        state: record.state,
        nonce: record.nonce,
      });
      return { location: location.href, cookie: box.seal(JSON.stringify(record)) };
    },

    async finish(ready, cookie, query, groupsClaim) {
      if (!cookie) throw new FlowRefused('no sign-in was started in this browser');
      let record: FlowRecord;
      try {
        record = JSON.parse(box.open(cookie)) as FlowRecord;
      } catch {
        throw new FlowRefused('the sign-in cookie does not open');
      }
      await forget();
      const params = new URLSearchParams(query);
      if (record.expiresAt < now()) throw new FlowRefused('the sign-in expired');
      if (record.issuer !== ready.issuer || record.clientId !== ready.clientId) throw new FlowRefused('the identity settings changed during the sign-in');
      if (params.get('state') !== record.state) throw new FlowRefused('the state does not match');
      // Spent in the store before the code is redeemed: a flow cookie is good once, whichever node of the
      // console it is sent to (the provider's own single-use code is a second line, not the only one).
      if (!(await spent.spend(flowId(record.state), record.expiresAt))) throw new FlowRefused('the sign-in was already used');
      const config = await configFor(ready);
      // The URL the provider sent the browser to, rebuilt from the configured address, never the Host header.
      const current = new URL(`${ready.redirectUri}?${query}`);
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: record.verifier,
        expectedState: record.state,
        expectedNonce: record.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new FlowRefused('the provider sent no ID token');
      const result: Record<string, unknown> = { ...claims };
      if (result[groupsClaim] === undefined && config.serverMetadata().userinfo_endpoint) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        if (info[groupsClaim] !== undefined) result[groupsClaim] = info[groupsClaim];
      }
      return result;
    },
  };
}

/**
 * The groups a claim lists: an array of names or IDs (Okta, Entra ID, OneLogin's multi-value parameter), or
 * one string. A string is split at semicolons (OneLogin's single-value parameter joins the groups with
 * them), or at commas when it holds no `=`, so a DN (`cn=soc,ou=groups,dc=acme`) keeps its commas.
 */
export function groupsFrom(value: unknown): string[] {
  const split = (text: string) => (text.includes(';') ? text.split(';') : text.includes('=') ? [text] : text.split(','));
  const strings = typeof value === 'string' ? split(value) : Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string') : [];
  return [...new Set(strings.map((g) => g.trim()).filter(Boolean))];
}

/**
 * Whether the provider left the groups out because there were too many: Entra ID's "groups overage" (past
 * 200 groups in a JWT it sends `_claim_names.groups` pointing at Microsoft Graph instead of the claim, or
 * `hasgroups` in the implicit flow). Only when the groups claim itself is absent.
 */
export function groupsOverage(claims: Record<string, unknown>, groupsClaim: string): boolean {
  if (claims[groupsClaim] !== undefined) return false;
  const names = claims._claim_names;
  if (names && typeof names === 'object' && Object.hasOwn(names, groupsClaim)) return true;
  return groupsClaim === 'groups' && claims.hasgroups === true;
}

declare module '../../../services/service-plugin.ts' {
  interface AppServices {
    /** Sign-ins through the identity provider, each bound to the browser that began it. */
    oidcFlows: OidcFlows;
  }
}

export const oidcFlowsServicePlugin = servicePlugin('oidcFlows', [], (app) => createOidcFlows(app.secretBox, { spent: app.store.signInFlows }));
