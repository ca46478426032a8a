import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'ldapts';
import { SETTINGS_DEFAULTS, type IdentitySettings } from '@gsg/shared';
import { freePort } from './child-server.ts';

export const SLAPD = '/usr/sbin/slapd';
const SCHEMA_DIR = '/etc/ldap/schema';
const MODULE_DIR = '/usr/lib/ldap';

export const LDAP_SUFFIX = 'dc=acme,dc=example';
export const LDAP_ROOT_DN = `cn=admin,${LDAP_SUFFIX}`;
export const LDAP_ROOT_PASSWORD = 'root-secret-Qm4';
/** Where the tests' directories keep people, and the service account the console binds as. */
export const LDAP_PEOPLE = `ou=people,${LDAP_SUFFIX}`;
export const LDAP_SERVICE_DN = `cn=console-svc,${LDAP_SUFFIX}`;

/** Settings › Security for this directory: the service bind, and people found by uid under LDAP_PEOPLE. */
export const directorySettings = (slapd: Pick<Slapd, 'url'>, servicePassword: string, over: Partial<IdentitySettings> = {}): IdentitySettings => ({
  ...SETTINGS_DEFAULTS.identity,
  identitySource: 'ldap',
  ldapServer: slapd.url,
  ldapBindDn: LDAP_SERVICE_DN,
  ldapBindPassword: servicePassword,
  ldapUserSearchBase: LDAP_PEOPLE,
  ldapUserFilter: '(&(objectClass=inetOrgPerson)(uid={username}))',
  ...over,
});

/** Why OpenLDAP cannot run here, or null when it can (Debian's slapd with its schema files). */
export function slapdMissing(): string | null {
  if (!existsSync(SLAPD)) return `OpenLDAP's slapd is not installed (${SLAPD}); apt-get install -y slapd ldap-utils`;
  if (!existsSync(join(SCHEMA_DIR, 'inetorgperson.schema'))) return `OpenLDAP's schema files are missing (${SCHEMA_DIR})`;
  return null;
}

export interface Slapd {
  url: string;
  /** A client bound as the directory's root, to add, change and remove entries. */
  admin(): Promise<Client>;
  stop(): Promise<void>;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The certificate slapd presents to StartTLS (test-certificates.ts makes one). */
export interface SlapdTls {
  caFile: string;
  certFile: string;
  keyFile: string;
}

/**
 * A throwaway OpenLDAP server on a loopback port: its own slapd.conf, database and pid file in a temp
 * directory, run in the foreground as the current user, with the suffix's base entry in place. With
 * `tls`, it also offers StartTLS on that port, presenting that certificate.
 */
export async function startSlapd({ tls }: { tls?: SlapdTls } = {}): Promise<Slapd> {
  const dir = mkdtempSync(join(tmpdir(), 'gsg-slapd-'));
  const db = join(dir, 'db');
  mkdirSync(db);
  const conf = join(dir, 'slapd.conf');
  writeFileSync(
    conf,
    [
      ...['core', 'cosine', 'inetorgperson', 'nis'].map((s) => `include ${SCHEMA_DIR}/${s}.schema`),
      `modulepath ${MODULE_DIR}`,
      'moduleload back_mdb',
      `pidfile ${join(dir, 'slapd.pid')}`,
      `argsfile ${join(dir, 'slapd.args')}`,
      // With a certificate, nothing but StartTLS itself is answered over a plain connection.
      ...(tls ? [`TLSCACertificateFile ${tls.caFile}`, `TLSCertificateFile ${tls.certFile}`, `TLSCertificateKeyFile ${tls.keyFile}`, 'TLSVerifyClient never', 'security tls=1'] : []),
      'database mdb',
      'maxsize 16777216',
      `suffix "${LDAP_SUFFIX}"`,
      `rootdn "${LDAP_ROOT_DN}"`,
      `rootpw ${LDAP_ROOT_PASSWORD}`,
      `directory ${db}`,
      // People bind with their own password; no one reads a password.
      'access to attrs=userPassword by anonymous auth by self write by * none',
      'access to * by users read by anonymous auth',
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(SLAPD, ['-f', conf, '-h', url, '-d', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  const deadline = Date.now() + 10_000;
  while (!(await listening(port))) {
    if (exited !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`slapd did not start (exit ${exited}): ${stderr.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const admin = async () => {
    const client = new Client({ url, timeout: 5000, connectTimeout: 5000 });
    if (tls) await client.startTLS({ host: '127.0.0.1', ca: readFileSync(tls.caFile, 'utf8') });
    await client.bind(LDAP_ROOT_DN, LDAP_ROOT_PASSWORD);
    return client;
  };
  const root = await admin();
  await root.add(LDAP_SUFFIX, { objectClass: ['top', 'dcObject', 'organization'], dc: 'acme', o: 'Acme' });
  await root.unbind();
  return {
    url,
    admin,
    async stop() {
      if (exited === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // The bound is cleared once slapd is gone, or it would hold the test file open for its full length.
        let bound: NodeJS.Timeout | undefined;
        await Promise.race([gone, new Promise((r) => (bound = setTimeout(r, 5000)))]);
        clearTimeout(bound);
        if (exited === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
