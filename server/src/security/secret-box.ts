import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ensurePrivateDirectory, ensurePrivateFile } from './private-files.ts';
import { withinDataDirectory } from '../store/storage-faults.ts';
import { join } from 'node:path';
import { ConfigError } from '../config-error.ts';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_FILE = 'secret.key';

/** AES-256-GCM for the conversation originals at rest: `v1:` + base64(iv | tag | ciphertext). */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
  /**
   * HMAC-SHA-256 (hex) of `text` for one `purpose`, under a key derived from the secret key: for values
   * that must be matched but never kept (a policy exception's e-mail address or card number).
   */
  keyedHash(purpose: string, text: string): string;
}

function parseKey(raw: string): Buffer {
  const trimmed = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new ConfigError('GSG_SECRET_KEY must be 32 bytes, as 64 hex characters or base64');
  return key;
}

/**
 * The configured key, else the key file in the data directory, created on first use. Losing the key
 * makes the stored originals unreadable, which is why the file is kept beside the database it unlocks.
 */
export function loadSecretKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return parseKey(configured);
  return withinDataDirectory(dataDir, () => {
    const file = join(dataDir, KEY_FILE);
    ensurePrivateDirectory(dataDir);
    if (existsSync(file)) {
      ensurePrivateFile(file);
      return parseKey(readFileSync(file, 'utf8'));
    }
    const key = randomBytes(32);
    writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    return key;
  });
}

export function createSecretBox(key: Buffer): SecretBox {
  // Its own key, so a hash never relates to anything sealed with the key itself.
  const hashKey = createHmac('sha256', key).update('gsg keyed hash v1').digest();
  return {
    keyedHash(purpose, text) {
      return createHmac('sha256', hashKey).update(`${purpose}\0${text}`).digest('hex');
    },
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split(':', 2);
      if (version !== VERSION || payload === undefined) throw new Error('unknown sealed format');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
