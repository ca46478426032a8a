import { isIP } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { Client, InvalidCredentialsError, type Entry } from 'ldapts';
import type { IdentitySettings } from '@gsg/shared';
import type { IdentitySecrets } from '../../settings/service.ts';
import { errorMessage } from '../../../error-message.ts';

const LDAP_PORTS = { 'ldap:': 389, 'ldaps:': 636 } as const;
const DEFAULT_TIMEOUT_MS = 5000;

export type DirectoryTarget = { url: string; address: string; host: string; secure: boolean } | { problem: string };

/** An LDAP server as people write it: ldap://host:port, ldaps://host, host:port or a bare host. */
export function parseLdapServer(text: string): { scheme: keyof typeof LDAP_PORTS; host: string; port: number } | { problem: string } {
  const raw = text.trim();
  if (!raw) return { problem: 'No LDAP server is configured' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `ldap://${raw}`);
  } catch {
    return { problem: `'${raw}' is not an LDAP server address; write it as ldap://host:389 or ldaps://host:636` };
  }
  const scheme = url.protocol as keyof typeof LDAP_PORTS;
  if (!(scheme in LDAP_PORTS)) return { problem: `'${raw}' is not an LDAP address: it must start with ldap:// or ldaps://` };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) return { problem: `'${raw}' names no host` };
  return { scheme, host, port: url.port ? Number(url.port) : LDAP_PORTS[scheme] };
}

/** The same server as ldapts takes it: a URL, and its address for messages. */
export function ldapUrl(text: string): DirectoryTarget {
  const server = parseLdapServer(text);
  if ('problem' in server) return server;
  const address = `${server.host.includes(':') ? `[${server.host}]` : server.host}:${server.port}`;
  return { url: `${server.scheme}//${address}`, address, host: server.host, secure: server.scheme === 'ldaps:' };
}

const DNS_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** The directory sign-in binds against: the LDAP server, or for Active Directory its domain on port 389 unless a server is named. */
export function directoryTarget(identity: IdentitySettings): DirectoryTarget {
  if (identity.identitySource === 'ldap' || identity.ldapServer.trim()) return ldapUrl(identity.ldapServer);
  const domain = identity.adDomain.trim();
  if (!domain) return { problem: 'No Active Directory domain is configured' };
  if (!DNS_NAME.test(domain)) return { problem: `'${domain}' is not a domain name such as corp.example.com` };
  return { url: `ldap://${domain}:389`, address: `${domain}:389`, host: domain, secure: false };
}

/** RFC 4515: what someone typed can only ever be a value in the filter, never change its shape. */
export function escapeFilterValue(value: string): string {
  return value.replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

const values = (entry: Entry, attribute: string): string[] => {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === attribute.toLowerCase());
  const value = key ? entry[key] : undefined;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((v) => (Buffer.isBuffer(v) ? v.toString('utf8') : v));
};

export interface DirectoryPerson {
  /** The person's DN: who they are in the directory. */
  dn: string;
  email: string;
  fullName: string;
  /** Their groups, each by DN (and, from a group search, by name too). */
  groups: string[];
}

export type DirectorySignIn =
  | { outcome: 'signed-in'; person: DirectoryPerson }
  | { outcome: 'refused' }
  | { outcome: 'unavailable'; problem: string };

/** Says what went wrong talking to the directory, without anything a person typed. */
function problemOf(err: unknown): string {
  if (err instanceof InvalidCredentialsError) return 'the directory refused the service account (bind DN or password)';
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return errorMessage(err);
}

export interface DirectoryConfig {
  url: string;
  address: string;
  host: string;
  /** ldaps://: TLS from the first byte. */
  secure: boolean;
  identity: IdentitySettings;
  bindPassword: string | null;
  timeoutMs: number;
}

export const STARTTLS_WITH_LDAPS = 'StartTLS is for ldap:// addresses: an ldaps:// address is encrypted from the start, so turn one of them off';

export function directoryConfig(identity: IdentitySettings, secrets: IdentitySecrets, timeoutMs: number): DirectoryConfig | { problem: string } {
  const target = directoryTarget(identity);
  if ('problem' in target) return target;
  if (target.secure && identity.ldapStartTls) return { problem: STARTTLS_WITH_LDAPS };
  if (!identity.ldapUserSearchBase.trim()) return { problem: 'No user search base is configured' };
  return { ...target, identity, bindPassword: secrets.ldapBindPassword, timeoutMs };
}

/**
 * How the directory's certificate is checked, for ldaps:// and StartTLS alike: against the configured CA
 * (else the CAs this server trusts), for the host name or address people wrote. Never unchecked.
 */
function tlsOptions(config: DirectoryConfig): ConnectionOptions {
  const ca = config.identity.ldapCaCertificate.trim();
  // SNI takes a host name only; the certificate is checked against `host` either way.
  return { host: config.host, ...(isIP(config.host) ? {} : { servername: config.host }), ...(ca ? { ca } : {}), rejectUnauthorized: true };
}

/** A client for the directory. ldapts reads constructor tlsOptions as "TLS from the start": only ldaps:// gets them. */
export const directoryClient = (config: DirectoryConfig) =>
  new Client({ url: config.url, timeout: config.timeoutMs, connectTimeout: config.timeoutMs, ...(config.secure ? { tlsOptions: tlsOptions(config) } : {}) });

/**
 * With StartTLS on, upgrades the connection before anything else goes over it (a bind carries a
 * password); a certificate that does not check out ends it there. Sign-in and Test Connection both pass here.
 */
export async function secureConnection(client: Client, config: DirectoryConfig): Promise<void> {
  if (config.identity.ldapStartTls) await client.startTLS(tlsOptions(config));
}

/** Binds as the service account, or anonymously when none is configured (an empty DN and password). */
export async function serviceBind(client: Client, config: DirectoryConfig): Promise<void> {
  await secureConnection(client, config);
  const dn = config.identity.ldapBindDn.trim();
  await client.bind(dn, dn ? (config.bindPassword ?? '') : '');
}

const ATTRIBUTES = ['mail', 'cn', 'displayName'];

/** The one entry the user filter finds for this username, through the service account; null for none or several. */
async function findPerson(client: Client, config: DirectoryConfig, username: string): Promise<Entry | null> {
  const { identity } = config;
  const filter = identity.ldapUserFilter.split('{username}').join(escapeFilterValue(username));
  const attributes = [...ATTRIBUTES, ...(identity.ldapGroupAttribute.trim() ? [identity.ldapGroupAttribute.trim()] : [])];
  const { searchEntries } = await client.search(identity.ldapUserSearchBase.trim(), { scope: 'sub', filter, attributes, sizeLimit: 2 });
  return searchEntries.length === 1 ? searchEntries[0]! : null;
}

async function groupsOf(client: Client, config: DirectoryConfig, person: Entry): Promise<string[]> {
  const { identity } = config;
  const base = identity.ldapGroupSearchBase.trim();
  if (!base) return identity.ldapGroupAttribute.trim() ? values(person, identity.ldapGroupAttribute.trim()) : [];
  const filter = identity.ldapGroupFilter.split('{dn}').join(escapeFilterValue(person.dn));
  const { searchEntries } = await client.search(base, { scope: 'sub', filter, attributes: ['cn'] });
  return searchEntries.flatMap((group) => [group.dn, ...values(group, 'cn')]);
}

/**
 * Directory sign-in: the service account finds the person by the user filter, then the person's own DN is
 * bound with the password they typed; their groups come from the group search or their group attribute.
 * An empty password is refused before anything is sent: LDAP reads a bind without one as anonymous.
 */
export async function directorySignIn(
  identity: IdentitySettings,
  secrets: IdentitySecrets,
  username: string,
  password: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<DirectorySignIn> {
  const config = directoryConfig(identity, secrets, timeoutMs);
  if ('problem' in config) return { outcome: 'unavailable', problem: config.problem };
  if (!password) return { outcome: 'refused' };
  const service = directoryClient(config);
  let person: Entry | null;
  try {
    await serviceBind(service, config);
    person = await findPerson(service, config, username);
    if (!person) return { outcome: 'refused' };
    const user = directoryClient(config);
    try {
      await secureConnection(user, config);
      await user.bind(person.dn, password);
    } catch (err) {
      if (err instanceof InvalidCredentialsError) return { outcome: 'refused' };
      throw err;
    } finally {
      await user.unbind().catch(() => {});
    }
    const groups = await groupsOf(service, config, person);
    return {
      outcome: 'signed-in',
      person: {
        dn: person.dn,
        email: values(person, 'mail')[0] ?? '',
        fullName: values(person, 'displayName')[0] ?? values(person, 'cn')[0] ?? username,
        groups,
      },
    };
  } catch (err) {
    return { outcome: 'unavailable', problem: problemOf(err) };
  } finally {
    await service.unbind().catch(() => {});
  }
}
