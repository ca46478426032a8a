import { isOidcSource, type ConnectionTestResult, type IdentitySettings } from '@gsg/shared';
import { InvalidCredentialsError } from 'ldapts';
import type { Store } from '../store/index.ts';
import { directoryClient, directoryConfig, directoryTarget, serviceBind } from '../modules/auth/identity/directory.ts';
import { DiscoveryFailure, ENTRA_AUTHORITY, discoverProvider, issuerOf } from '../modules/auth/identity/oidc.ts';
import type { IdentitySecrets } from '../modules/settings/service.ts';
import { servicePlugin } from './service-plugin.ts';

export interface ConnectionTestOptions {
  store: Store;
  /** The identity secrets to test with: the stored ones, or those typed in the form. */
  secrets?: IdentitySecrets;
  /** How long one check may wait for an answer, DNS lookup included. */
  timeoutMs?: number;
  /** Where Entra ID tenants are looked up; tests point it at a local server. */
  entraAuthority?: string;
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 5000;


/** Socket and DNS error codes in words a person configuring a directory recognises. */
const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name could not be looked up',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'timed out',
  EACCES: 'not permitted',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its certificate is not signed by a trusted CA',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its certificate is not signed by a trusted CA',
  SELF_SIGNED_CERT_IN_CHAIN: 'its certificate is signed by an untrusted CA',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed and not trusted',
  CERT_HAS_EXPIRED: 'its certificate has expired',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its certificate is not for this host name or address',
};

function reasonOf(err: unknown): string {
  // fetch wraps the socket's error in `cause`, and a library may wrap fetch's error in turn.
  let inner = err;
  for (let depth = 0; depth < 4 && !(inner as { code?: unknown } | null)?.code && inner instanceof Error && inner.cause instanceof Error; depth++) inner = inner.cause;
  const code = (inner as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return REASONS[code] ? `${REASONS[code]} (${code})` : code;
  return inner instanceof Error ? inner.message : String(inner);
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;


export const UNSAVED_DIRECTORY =
  'Save the identity settings first: Test Connection reaches only the configured LDAP server, Active Directory domain or issuer';

/**
 * Test Connection opens a connection to the directory named in the form, which an admin may not have
 * saved yet: it must be the saved one, or the check becomes a way to probe any host and port from the
 * server. Entra ID is always Microsoft's sign-in service; the database is ours.
 */
export function probesOnlyConfigured(candidate: IdentitySettings, saved: IdentitySettings): boolean {
  // An issuer is any address people type: only the saved one is fetched. (Entra ID's tenants live at Microsoft.)
  const issuer = candidate.oidcIssuerUrl.trim().replace(/\/+$/, '');
  if (isOidcSource(candidate.identitySource) && issuer && issuer !== saved.oidcIssuerUrl.trim().replace(/\/+$/, '')) return false;
  if (candidate.identitySource !== 'ldap' && candidate.identitySource !== 'active-directory') return true;
  if (saved.identitySource !== candidate.identitySource) return false;
  const [wanted, configured] = [directoryTarget(candidate), directoryTarget(saved)];
  if ('problem' in wanted) return true; // nothing will be contacted: the answer names the problem
  return !('problem' in configured) && wanted.address.toLowerCase() === configured.address.toLowerCase();
}

const SOURCE_NAMES = { 'active-directory': 'Active Directory domain', ldap: 'LDAP server' } as const;

/**
 * A directory is tested as sign-in uses it: the service account binds (anonymously when none is set) and
 * searches the user search base. Each step that fails says which.
 */
async function checkDirectory(
  identity: IdentitySettings & { identitySource: 'ldap' | 'active-directory' },
  secrets: IdentitySecrets,
  timeoutMs: number,
  now: () => number,
): Promise<ConnectionTestResult> {
  const what = SOURCE_NAMES[identity.identitySource];
  const target = directoryTarget(identity);
  if ('problem' in target) return { ok: false, target: what, detail: target.problem, elapsedMs: 0 };
  const config = directoryConfig(identity, secrets, timeoutMs);
  if ('problem' in config) return { ok: false, target: target.address, detail: config.problem, elapsedMs: 0 };
  const { address } = config;
  const started = now();
  const elapsed = () => Math.round(now() - started);
  const bindDn = identity.ldapBindDn.trim();
  const as = bindDn ? `as ${bindDn}` : 'anonymously';
  const base = identity.ldapUserSearchBase.trim();
  const client = directoryClient(config);
  try {
    try {
      await serviceBind(client, config);
    } catch (err) {
      if (err instanceof InvalidCredentialsError) {
        return { ok: false, target: address, detail: `The ${what} ${address} refused the service account ${bindDn}: wrong bind DN or password`, elapsedMs: elapsed() };
      }
      return { ok: false, target: address, detail: `Could not reach the ${what} ${address}: ${reasonOf(err)}`, elapsedMs: elapsed() };
    }
    try {
      await client.search(base, { scope: 'base', filter: '(objectClass=*)', attributes: ['objectClass'] });
    } catch (err) {
      return { ok: false, target: address, detail: `Bound ${as} to the ${what} ${address}, but could not search ${base}: ${reasonOf(err)}`, elapsedMs: elapsed() };
    }
    const elapsedMs = elapsed();
    return { ok: true, target: address, detail: `Bound ${as} to the ${what} ${address} and searched ${base} in ${elapsedMs} ms`, elapsedMs };
  } finally {
    await client.unbind().catch(() => {});
  }
}

/**
 * The OpenID providers are tested as sign-in uses them: discovery of the issuer (for Entra ID without
 * one, the tenant's), whose metadata must name that issuer. Finding an Entra ID tenant proves it exists
 * and that this server can reach Microsoft's sign-in service.
 */
async function checkOidc(identity: IdentitySettings, secrets: IdentitySecrets, authority: string, timeoutMs: number, now: () => number): Promise<ConnectionTestResult> {
  const target = issuerOf(identity, authority);
  const tenant = identity.entraIdTenantId.trim();
  const byTenant = identity.identitySource === 'entra-id' && !identity.oidcIssuerUrl.trim();
  const fallbackHost = identity.identitySource === 'entra-id' ? new URL(authority).host : HOSTED[identity.identitySource as keyof typeof HOSTED] ?? 'OpenID provider';
  if ('problem' in target) return { ok: false, target: fallbackHost, detail: target.problem, elapsedMs: 0 };
  const host = new URL(target.issuer).host;
  const started = now();
  try {
    await discoverProvider(target.issuer, identity.oidcClientId.trim(), secrets.oidcClientSecret, timeoutMs);
  } catch (err) {
    const elapsedMs = Math.round(now() - started);
    const fail = (detail: string) => ({ ok: false, target: host, detail, elapsedMs });
    if (!(err instanceof DiscoveryFailure)) return fail(`Could not read the OpenID configuration of ${target.issuer}: ${reasonOf(err)}`);
    if (err.timedOut) return fail(`Could not reach ${host}: no answer within ${seconds(timeoutMs)}`);
    // Microsoft answers 400 (AADSTS90002) for a tenant it does not know.
    if (byTenant && (err.status === 400 || err.status === 404)) return fail(`${host} knows no tenant ${tenant}`);
    if (err.status !== null) return fail(`${host} answered HTTP ${err.status}`);
    const reason = reasonOf(err.original);
    if (/ECONN|ENOTFOUND|EAI_AGAIN|EHOST|ENET|EACCES|fetch failed/.test(reason)) return fail(`Could not reach ${host}: ${reason}`);
    return fail(`${host} did not answer as the OpenID provider ${target.issuer}: ${err.message}`);
  }
  const elapsedMs = Math.round(now() - started);
  const detail = byTenant ? `Found tenant ${tenant} at ${host} in ${elapsedMs} ms` : `Found the OpenID provider ${target.issuer} in ${elapsedMs} ms`;
  return { ok: true, target: host, detail, elapsedMs };
}

/** With no identity source the console signs people in from its own database: one real round trip. */
async function checkDatabase(store: Store, now: () => number): Promise<ConnectionTestResult> {
  const target = `the database (${store.kind === 'sqlite' ? 'SQLite' : 'MongoDB'})`;
  const started = now();
  try {
    await store.settings.get('identity');
  } catch (err) {
    return { ok: false, target, detail: `${target} did not answer: ${reasonOf(err)}`, elapsedMs: Math.round(now() - started) };
  }
  const elapsedMs = Math.round(now() - started);
  return { ok: true, target, detail: `No identity source is configured; ${target} answered in ${elapsedMs} ms`, elapsedMs };
}

const HOSTED = { okta: 'Okta', onelogin: 'OneLogin' } as const;

/** Test Connection: checks what can really be checked from this server for the given identity settings. */
/** Settings › Users' Test Connection, against the database or the identity source being set up. */
export interface ConnectionTests {
  identity(identity: IdentitySettings, secrets: IdentitySecrets): Promise<ConnectionTestResult>;
}

export const createConnectionTests = (store: Store, entraAuthority: string | undefined): ConnectionTests => ({
  identity: (identity, secrets) => testIdentityConnection(identity, { store, secrets, ...(entraAuthority ? { entraAuthority } : {}) }),
});

export async function testIdentityConnection(identity: IdentitySettings, options: ConnectionTestOptions): Promise<ConnectionTestResult> {
  const { store, secrets = { oidcClientSecret: null, ldapBindPassword: null }, timeoutMs = DEFAULT_TIMEOUT_MS, entraAuthority = ENTRA_AUTHORITY, now = () => performance.now() } = options;
  const source = identity.identitySource;
  switch (source) {
    case 'none':
      return checkDatabase(store, now);
    case 'ldap':
    case 'active-directory':
      return checkDirectory({ ...identity, identitySource: source }, secrets, timeoutMs, now);
    case 'entra-id':
    case 'okta':
    case 'onelogin':
      return checkOidc(identity, secrets, entraAuthority, timeoutMs, now);
  }
}

declare module './service-plugin.ts' {
  interface AppServices {
    /** Test Connection for the identity providers and directories. */
    connectionTests: ConnectionTests;
  }
}

export const connectionTestsServicePlugin = servicePlugin('connectionTests', [], (app) => createConnectionTests(app.store, app.config.entraAuthority));
