import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with OWASP's minimum cost (N=2^17 would cost 128 MiB per concurrent sign-in on a 2-core box).
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_BYTES = 64;

const derive = (password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...params, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/** Hashes a password for storing. */
export type PasswordHasher = (password: string) => Promise<string>;

/**
 * scrypt at the cost given, as `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking
 * stored hashes (verifyPassword reads it from the hash). The product uses `hashPassword`; test apps are
 * built with a cheaper one, the cost being no part of what they test.
 */
export function scryptHasher(params: { N: number; r: number; p: number }): PasswordHasher {
  return async (password) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, params);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
  };
}

/** scrypt at OWASP's minimum cost. */
export const hashPassword: PasswordHasher = scryptHasher(PARAMS);

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
