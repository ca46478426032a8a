import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificates {
  dir: string;
  /** The throwaway CA's certificate (PEM) and its file. */
  caPem: string;
  caFile: string;
  /** The server's certificate and key files, signed by the CA, for 127.0.0.1 and localhost. */
  certFile: string;
  keyFile: string;
  /** The server's key and certificate (PEM), as node:tls takes them. */
  identity(): { key: string; cert: string };
  remove(): void;
}

const openssl = (dir: string, args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });

/**
 * A throwaway CA and a server certificate it signed (valid a day, by default for IP 127.0.0.1 and DNS
 * localhost), made with Debian's openssl in a temp directory: what a directory, mail or syslog server on
 * loopback presents.
 */
export function makeTestCertificates(name = 'GSG Test', subjectAltName = 'IP:127.0.0.1,DNS:localhost'): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'gsg-certs-'));
  openssl(dir, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '1', '-subj', `/CN=${name} CA`]);
  openssl(dir, ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1']);
  writeFileSync(
    join(dir, 'server.ext'),
    [`subjectAltName=${subjectAltName}`, 'basicConstraints=CA:FALSE', 'keyUsage=digitalSignature,keyEncipherment', 'extendedKeyUsage=serverAuth', ''].join('\n'),
  );
  openssl(dir, ['x509', '-req', '-in', 'server.csr', '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.crt', '-days', '1', '-extfile', 'server.ext']);
  const caFile = join(dir, 'ca.crt');
  return {
    dir,
    caPem: readFileSync(caFile, 'utf8'),
    caFile,
    certFile: join(dir, 'server.crt'),
    keyFile: join(dir, 'server.key'),
    identity: () => ({ key: readFileSync(join(dir, 'server.key'), 'utf8'), cert: readFileSync(join(dir, 'server.crt'), 'utf8') }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
