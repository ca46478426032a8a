import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInMethod } from '@gsg/shared';
import type { clientInfo } from '../../services/client-info.ts';
import { deviceKeyOf, keepDeviceCookie } from './device-cookie.ts';
import { SESSION_COOKIE } from './session-service.ts';
import type { Account } from '../../store/index.ts';

/** What starts a session, after the app: the request and reply, who, from where, and how they signed in. */
export type SessionStart = [
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
  client: ReturnType<typeof clientInfo>,
  from: { ipAddress: string; userAgent?: string },
  method: SignInMethod,
];

/**
 * Starts the session of someone just signed in, however they did (`method`), and sets its cookie and the
 * browser's device cookie (by which a sign-in from a browser new to the account is told to its owner).
 */
export async function startSession(app: FastifyInstance, ...[request, reply, account, client, from, method]: SessionStart): Promise<void> {
  const deviceKey = deviceKeyOf(request);
  const token = await app.services.sessions.start(account, { ...client, deviceKey }, { accountId: account.id, username: account.username, ...from }, method);
  keepDeviceCookie(reply, deviceKey, app.config.secureCookies);
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.secureCookies });
}
