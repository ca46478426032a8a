import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEAM_ERRORS, errorResponseSchema, loginRequestSchema, meSchema, type Me } from '@gsg/shared';
import { hashPassword, verifyPassword } from '../../security/password-hash.ts';
import { deviceKeyOf, keepDeviceCookie } from '../../services/device-cookie.ts';
import { clientInfo } from '../../services/client-info.ts';
import { SESSION_COOKIE } from '../../services/session-service.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { HttpError, forbidden, unauthorized } from '../../http-errors.ts';
import { MFA_CODE_INVALID, MFA_CODE_REQUIRED } from '../../services/mfa-service.ts';
import type { Account } from '../../store/index.ts';

export const INVALID_CREDENTIALS = 'Invalid username or password';

export const presentMe = (a: Account, mfaEnrolmentRequired: boolean): Me => ({
  username: a.username,
  fullName: a.profile.fullName,
  email: a.email,
  role: a.role,
  avatarUrl: a.profile.avatarUrl,
  mfaEnrolmentRequired,
});


const routes: FastifyPluginAsyncZod = async (app) => {
  // Unknown usernames are checked against a throwaway hash so both failures take the same time.
  const decoyHash = await hashPassword(randomUUID());

  app.post(
    '/login',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Sign in; sets the httpOnly session cookie. With authenticator MFA on, a missing or wrong `code` is a 401 naming field 'body.code'",
        security: [],
        body: loginRequestSchema,
        response: { 200: meSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { username, password, code } = request.body;
      const client = clientInfo(request);
      // Counted before it is judged: parallel guesses cannot all pass a check made before any is counted.
      await app.services.loginThrottle.begin(username, client.ipAddress);

      const account = await app.store.accounts.getByUsername(username);
      const passwordRight = (await verifyPassword(password, account?.passwordHash ?? decoyHash)) && account !== null;
      // Only whoever knows the password learns that the account waits for approval.
      if (passwordRight && account.pendingApproval) throw forbidden(TEAM_ERRORS.awaitingApproval);
      // A disabled account is refused as a wrong password is: the answer does not tell which accounts exist.
      const passwordOk = passwordRight && !account.disabled;
      const second = passwordOk ? await app.services.mfa.checkSignInCode(account, code) : 'not-required';
      // Being asked for the code is a step of the sign-in, not a guess: the right password stops counting.
      if (second === 'missing') {
        await app.services.loginThrottle.succeeded(username, client.ipAddress);
        throw new HttpError(401, MFA_CODE_REQUIRED, [{ path: 'body.code', message: MFA_CODE_REQUIRED }]);
      }
      const ok = passwordOk && second !== 'invalid';
      const userAgent = request.headers['user-agent']?.slice(0, 300);
      const from = { ipAddress: client.ipAddress, ...(userAgent ? { userAgent } : {}) };
      if (!ok || !account) {
        // A successful sign-in is recorded by the session it starts.
        await app.store.loginHistory.record({
          id: randomUUID(),
          timestamp: new Date().toISOString(),
          username,
          accountId: account?.id ?? null,
          ...client,
          status: 'failed',
        });
        await app.services.sessions.refused(username, from);
        if (second === 'invalid') throw new HttpError(401, MFA_CODE_INVALID, [{ path: 'body.code', message: MFA_CODE_INVALID }]);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await app.services.loginThrottle.succeeded(username, client.ipAddress);
      const deviceKey = deviceKeyOf(request);
      const token = await app.services.sessions.start(account, { ...client, deviceKey }, { accountId: account.id, username: account.username, ...from });
      keepDeviceCookie(reply, deviceKey, app.config.secureCookies);
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies,
      });
      return presentMe(account, await app.services.mfa.enrolmentRequired(account));
    },
  );

  app.post(
    '/logout',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], summary: 'Sign out: ends this session and clears the cookie', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const ctx = await app.services.sessions.authenticate(request.cookies[SESSION_COOKIE]);
      if (ctx) {
        request.auth = ctx;
        await app.services.sessions.end(ctx.session, actorOf(request));
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      config: { permission: 'self.manage', beforeMfaEnrolment: true },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meSchema, 401: errorResponseSchema } },
    },
    async (request) => {
      const { account } = authOf(request);
      return presentMe(account, await app.services.mfa.enrolmentRequired(account));
    },
  );
};

export default routes;
