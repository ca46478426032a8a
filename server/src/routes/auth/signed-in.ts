import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SignInMethod } from '@gsg/shared';
import type { clientInfo } from '../../services/client-info.ts';
import { SESSION_COOKIE } from '../../services/session-service.ts';
import type { Account } from '../../store/index.ts';

/** Starts the session of someone just signed in, however they did (`method`), and sets its cookie. */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  account: Account,
  client: ReturnType<typeof clientInfo>,
  from: { ipAddress: string; userAgent?: string },
  method: SignInMethod,
): Promise<void> {
  const token = await app.services.sessions.start(account, client, { accountId: account.id, username: account.username, ...from }, method);
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.secureCookies });
}
