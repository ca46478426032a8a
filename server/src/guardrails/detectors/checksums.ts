// The check-digit and checksum rules that turn a well-formed candidate into a credible one. Each takes
// the compact value (separators already removed) and says whether it holds.

import { createHash } from 'node:crypto';

const digitAt = (s: string, i: number) => s.charCodeAt(i) - 48;

/** Luhn (mod 10): payment cards, and NPI numbers behind their 80840 prefix. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = digitAt(digits, i);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** ISO 13616 IBAN check: move the first four characters to the end, letters to 10..35, mod 97 must be 1. */
export function ibanMod97Valid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (let i = 0; i < rearranged.length; i++) {
    const code = rearranged.charCodeAt(i);
    const value = code <= 57 ? code - 48 : code - 55;
    remainder = value > 9 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/** ABA routing number: 3, 7, 1 weights over the nine digits, total divisible by 10. */
export function abaValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 9; i += 3) sum += 3 * digitAt(digits, i) + 7 * digitAt(digits, i + 1) + digitAt(digits, i + 2);
  return sum % 10 === 0;
}

/**
 * Nine-digit numbers that circulate as examples and belong to no one: the textbook sequence, and the
 * numbers the SSA lists as misused (the Woolworth wallet card 078-05-1120, the ones printed in
 * advertisements, 457-55-5462 and 219-09-9999), which it voided. Whatever checksum they happen to pass
 * ("078051120" is a valid routing number by its digits), they are nobody's identifier.
 */
export const SPECIMEN_NUMBERS: ReadonlySet<string> = new Set(['123456789', '078051120', '457555462', '219099999']);

/** Federal Reserve routing symbols: 00-12 banks, 21-32 thrifts, 61-72 electronic, 80 traveller's cheques. */
export function routingNumberValid(digits: string): boolean {
  const symbol = Number(digits.slice(0, 2));
  const assigned = symbol <= 12 || (symbol >= 21 && symbol <= 32) || (symbol >= 61 && symbol <= 72) || symbol === 80;
  return assigned && !repetitive(digits) && !SPECIMEN_NUMBERS.has(digits) && abaValid(digits);
}

/**
 * One digit repeated but for the check digit ("1111111112"): a filler that passes a checksum by chance,
 * not an issued number.
 */
export const repetitive = (digits: string) => /^(\d)\1*\d?$/.test(digits);

/**
 * DEA registration number (two letters, seven digits): the first, third and fifth digits plus twice the
 * second, fourth and sixth; the last digit of that total is the seventh digit.
 */
export function deaValid(dea: string): boolean {
  const d = (i: number) => digitAt(dea, 2 + i);
  const total = d(0) + d(2) + d(4) + 2 * (d(1) + d(3) + d(5));
  return total % 10 === d(6);
}

/** NHS number: weights 10 down to 2 over the first nine digits; 11 minus the sum mod 11 (11 reads 0, 10 is never issued). */
export function nhsValid(digits: string): boolean {
  if (repetitive(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += digitAt(digits, i) * (10 - i);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === digitAt(digits, 9);
}

/** NPI: Luhn over the number prefixed with 80840, the card-issuer prefix the standard assigns to it. */
export function npiValid(digits: string): boolean {
  return !repetitive(digits) && luhnValid(`80840${digits}`);
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE58_INDEX = new Map([...BASE58].map((c, i) => [c, i]));

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();

/**
 * Base58Check (Bitcoin legacy addresses): the decoded bytes end with the first four bytes of the double
 * SHA-256 of the rest. Returns the payload before the checksum, or null when the checksum fails.
 */
export function base58CheckDecode(encoded: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of encoded) {
    let carry = BASE58_INDEX.get(char);
    if (carry === undefined) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  for (let i = 0; i < encoded.length && encoded[i] === '1'; i++) bytes.push(0);
  const decoded = Uint8Array.from(bytes.reverse());
  if (decoded.length < 5) return null;
  const payload = decoded.subarray(0, decoded.length - 4);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.equals(decoded.subarray(decoded.length - 4)) ? payload : null;
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
/** BIP 173 checksums end the polymod at 1; BIP 350 (bech32m, SegWit v1+) at this constant. */
export const BECH32_CONST = 1;
export const BECH32M_CONST = 0x2bc830a3;

function bech32Polymod(values: readonly number[]): number {
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = (((chk & 0x1ffffff) << 5) ^ v) >>> 0;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk = (chk ^ BECH32_GENERATOR[i]!) >>> 0;
  }
  return chk;
}

export interface Bech32Decoded {
  hrp: string;
  /** The 5-bit data words without the six checksum words. */
  data: number[];
  /** The constant the checksum ended on: BECH32_CONST or BECH32M_CONST (anything else is rejected). */
  constant: number;
}

/** Bech32 / bech32m (BIP 173 / 350): one case throughout, a human-readable part, '1', data and a checksum. */
export function bech32Decode(encoded: string): Bech32Decoded | null {
  if (encoded !== encoded.toLowerCase() && encoded !== encoded.toUpperCase()) return null;
  const lower = encoded.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || lower.length - separator - 1 < 6) return null;
  const hrp = lower.slice(0, separator);
  const data: number[] = [];
  for (const char of lower.slice(separator + 1)) {
    const value = BECH32_CHARSET.indexOf(char);
    if (value < 0) return null;
    data.push(value);
  }
  const expanded = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];
  const constant = bech32Polymod([...expanded, ...data]);
  if (constant !== BECH32_CONST && constant !== BECH32M_CONST) return null;
  return { hrp, data: data.slice(0, -6), constant };
}

/** Regroups 5-bit words into bytes (BIP 173's convertbits without padding); null when the padding is not zero. */
export function fiveBitToBytes(words: readonly number[]): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const w of words) {
    acc = (acc << 5) | w;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
    acc &= (1 << bits) - 1;
  }
  return bits >= 5 || acc !== 0 ? null : out;
}

// Keccak-256 (the pre-standard SHA-3 padding Ethereum uses, which Node's crypto does not offer).
const MASK64 = (1n << 64n) - 1n;
const KECCAK_ROUND_CONSTANTS = [
  0x0000000000000001n, 0x0000000000008082n, 0x800000000000808an, 0x8000000080008000n, 0x000000000000808bn,
  0x0000000080000001n, 0x8000000080008081n, 0x8000000000008009n, 0x000000000000008an, 0x0000000000000088n,
  0x0000000080008009n, 0x000000008000000an, 0x000000008000808bn, 0x800000000000008bn, 0x8000000000008089n,
  0x8000000000008003n, 0x8000000000008002n, 0x8000000000000080n, 0x000000000000800an, 0x800000008000000an,
  0x8000000080008081n, 0x8000000000008080n, 0x0000000080000001n, 0x8000000080008008n,
];
/** Rotation offsets by lane x + 5y. */
const KECCAK_ROTATIONS = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14].map(BigInt);
const KECCAK_RATE = 136;

const rotl = (v: bigint, n: bigint) => (n === 0n ? v : ((v << n) | (v >> (64n - n))) & MASK64);

function keccakF(a: bigint[]): void {
  const b = new Array<bigint>(25);
  const c = new Array<bigint>(5);
  for (const rc of KECCAK_ROUND_CONSTANTS) {
    for (let x = 0; x < 5; x++) c[x] = a[x]! ^ a[x + 5]! ^ a[x + 10]! ^ a[x + 15]! ^ a[x + 20]!;
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl(c[(x + 1) % 5]!, 1n);
      for (let y = 0; y < 25; y += 5) a[x + y] = a[x + y]! ^ d;
    }
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(a[x + 5 * y]!, KECCAK_ROTATIONS[x + 5 * y]!);
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) a[x + y] = b[x + y]! ^ (~b[((x + 1) % 5) + y]! & MASK64 & b[((x + 2) % 5) + y]!);
    }
    a[0] = a[0]! ^ rc;
  }
}

export function keccak256(data: Uint8Array): Uint8Array {
  const padded = new Uint8Array(Math.floor(data.length / KECCAK_RATE + 1) * KECCAK_RATE);
  padded.set(data);
  padded[data.length]! ^= 0x01;
  padded[padded.length - 1]! ^= 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += KECCAK_RATE) {
    for (let lane = 0; lane < KECCAK_RATE / 8; lane++) {
      let v = 0n;
      for (let i = 7; i >= 0; i--) v = (v << 8n) | BigInt(padded[offset + lane * 8 + i]!);
      state[lane] = state[lane]! ^ v;
    }
    keccakF(state);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = Number((state[i >> 3]! >> BigInt(8 * (i & 7))) & 0xffn);
  return out;
}

/**
 * EIP-55: in a mixed-case Ethereum address each letter is upper case exactly when the matching nibble of
 * keccak256(lower-case hex) is 8 or more. An all-lower or all-upper address carries no checksum.
 */
export function eip55Valid(hex40: string): boolean {
  const lower = hex40.toLowerCase();
  if (hex40 === lower || hex40 === hex40.toUpperCase()) return true;
  const hash = keccak256(new TextEncoder().encode(lower));
  for (let i = 0; i < 40; i++) {
    const char = hex40[i]!;
    if (char >= '0' && char <= '9') continue;
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    if ((nibble >= 8) !== (char !== lower[i])) return false;
  }
  return true;
}
