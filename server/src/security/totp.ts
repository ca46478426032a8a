import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// RFC 6238 time-based one-time passwords as every authenticator app reads them from an otpauth:// URI:
// HMAC-SHA-1, 6 digits, 30-second steps. One step either side is accepted for clock drift.
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;
const SECRET_BYTES = 20;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: the form authenticator apps expect the secret in. */
export function base32Encode(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads a base32 secret as a person may type it: any case, spaces and padding ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not a base32 string');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP: the code for one counter value. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const totpStep = (unixMs: number): number => Math.floor(unixMs / 1000 / TOTP_PERIOD_SECONDS);

export function totp(key: Buffer, unixMs: number, digits = TOTP_DIGITS): string {
  return hotp(key, totpStep(unixMs), digits);
}

/**
 * The time step a code belongs to (now, or one step either side), or null when it matches none. The
 * caller records the step so the same code cannot be used twice.
 */
export function verifyTotp(key: Buffer, code: string, unixMs: number): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const now = totpStep(unixMs);
  let matched: number | null = null;
  // Every candidate is compared, so the answer's timing does not tell which step (if any) matched.
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code)) && matched === null) matched = step;
  }
  return matched;
}

/** A fresh 160-bit secret (RFC 4226's recommended length), base32-encoded. */
export const generateTotpSecret = (): string => base32Encode(randomBytes(SECRET_BYTES));

/** The otpauth:// URI an authenticator app scans from the QR code. */
export function otpauthUri(issuer: string, accountName: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
