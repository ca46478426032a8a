import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'tap';
import { tempDataDir } from './helper.ts';

export interface TlsIdentity {
  /** PEM private key and certificate; the certificate is its own authority (self-signed). */
  key: string;
  cert: string;
}

/**
 * A throwaway self-signed certificate made by Debian's openssl, valid for a day: by default for a server
 * on this machine (localhost and 127.0.0.1).
 */
export function selfSignedCertificate(t: Test, commonName = 'localhost', altNames = 'DNS:localhost,IP:127.0.0.1'): TlsIdentity {
  const dir = tempDataDir(t);
  const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', `/CN=${commonName}`,
      '-addext', `subjectAltName=${altNames}`, '-keyout', keyFile, '-out', certFile],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
}
