import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser's lasting name, so a sign-in from a browser that never signed in to an account can be told to
 * its owner (Account Security › New login alerts). Only its hash is stored, beside each sign-in. A
 * device and an address are no name: a colleague's Chrome on macOS looks like yours, and yours moves
 * between networks.
 */
export const DEVICE_COOKIE = 'gsg_device';
// Chromium caps a cookie's lifetime at 400 days.
const DEVICE_COOKIE_SECONDS = 400 * 86_400;
const DEVICE_KEY = /^[A-Za-z0-9_-]{43}$/;

/** The browser's device key: the one its cookie holds, or a new one when it has none (or a malformed one). */
export function deviceKeyOf(request: FastifyRequest): string {
  const presented = request.cookies[DEVICE_COOKIE];
  return presented && DEVICE_KEY.test(presented) ? presented : randomBytes(32).toString('base64url');
}

/** Gives the browser its key to keep (again: each sign-in renews its lifetime). */
export function keepDeviceCookie(reply: FastifyReply, key: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, key, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: DEVICE_COOKIE_SECONDS });
}
