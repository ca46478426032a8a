import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_API,
  SSO_ERRORS,
  TEAM_ERRORS,
  errorResponseSchema,
  isDirectorySource,
  type IdentitySettings,
  type Me,
} from '@gsg/shared';
import { verifyPassword } from '../../security/password-hash.ts';
import { clientInfo } from '../../services/client-info.ts';
import { directorySignIn } from './identity/directory.ts';
import { startSession, type SessionStart } from './signed-in.ts';
import ssoRoutes from './sso.ts';
import { SESSION_COOKIE } from './session-service.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { HttpError, forbidden, unauthorized } from '../../http-errors.ts';
import type { Account } from '../../store/index.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/auth';

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
  const decoyHash = await app.hashPassword(randomUUID());

  /** The identity settings when the directory signs people in: SSO on, and LDAP or Active Directory the source. */
  const directoryInUse = async (): Promise<IdentitySettings | null> => {
    if (!(await app.services.settings.get('security')).ssoEnabled) return null;
    const identity = await app.services.settings.get('identity');
    return isDirectorySource(identity.identitySource) ? identity : null;
  };

  /** Starts the session of someone just signed in, however they did, and answers who they are. */
  const signedIn = async (...session: SessionStart) => {
    await startSession(app, ...session);
    const account = session[2];
    return presentMe(account, await app.services.mfa.enrolmentRequired(account));
  };

  await app.register(ssoRoutes);

  app.post(
    urlIn(AREA, AUTH_API.login),
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          "Sign in; sets the httpOnly session cookie. With MFA on, a missing or wrong `code` is a 401 naming field 'body.code'; with e-mail MFA, asking without a code mails one (at most one a minute), and 503 says when no e-mail integration can",
        security: [],
        body: AUTH_API.login.body,
        response: { 200: AUTH_API.login.response, 400: errorResponseSchema, 401: errorResponseSchema, 502: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { username, password, code } = request.body;
      const client = clientInfo(request);
      // Counted before it is judged: parallel guesses cannot all pass a check made before any is counted.
      await app.services.loginThrottle.begin(username, client.ipAddress);
      const userAgent = request.headers['user-agent']?.slice(0, 300);
      const from = { ipAddress: client.ipAddress, ...(userAgent ? { userAgent } : {}) };
      const account = await app.services.accounts.getByUsername(username);
      // A refused attempt is recorded here; a successful sign-in by the session it starts.
      const refuse = () => app.services.sessions.refused({ username, accountId: account?.id ?? null, client, ...(userAgent ? { userAgent } : {}) });

      // The directory checks the password of its own accounts and, with it the identity source and SSO on,
      // of usernames the console does not know yet; a local account (the break-glass admin) stays local.
      const directory = await directoryInUse();
      if (directory && (account ? account.source === 'ldap' : true)) {
        const result = await directorySignIn(directory, await app.services.settings.identitySecrets(), username, password);
        if (result.outcome !== 'signed-in') {
          await refuse();
          if (result.outcome === 'refused') throw unauthorized(INVALID_CREDENTIALS);
          request.log.warn({ problem: result.problem }, 'directory sign-in could not reach the directory');
          throw new HttpError(503, SSO_ERRORS.directoryUnavailable);
        }
        const { person } = result;
        const admission = await app.services.externalAccounts.admit(
          { source: 'ldap', subject: person.dn, username, email: person.email, fullName: person.fullName, groups: person.groups },
          from,
        );
        if (!admission.ok) {
          await refuse();
          throw forbidden(SSO_ERRORS[admission.reason]);
        }
        await app.services.loginThrottle.succeeded(username, client.ipAddress);
        return signedIn(request, reply, admission.account, client, from, 'ldap');
      }

      // Only local accounts have a password here; the others are checked against the decoy, and fail.
      const local = account?.source === 'local' ? account : null;
      const passwordRight = (await verifyPassword(password, local?.passwordHash ?? decoyHash)) && local !== null;
      // Only whoever knows the password learns that the account waits for approval.
      if (passwordRight && local.pendingApproval) throw forbidden(TEAM_ERRORS.awaitingApproval);
      // A disabled account is refused as a wrong password is: the answer does not tell which accounts exist.
      const passwordOk = passwordRight && !local.disabled;
      const second = passwordOk ? await app.services.mfa.checkSignInCode(local, code) : ({ outcome: 'not-required' } as const);
      // Being asked for the code is a step of the sign-in, not a guess: the right password stops counting.
      if (second.outcome === 'missing') {
        await app.services.loginThrottle.succeeded(username, client.ipAddress);
        throw new HttpError(401, second.message, [{ path: 'body.code', message: second.message }]);
      }
      // Only whoever knows the password learns that no code can reach them.
      if (second.outcome === 'undeliverable') {
        await app.services.loginThrottle.succeeded(username, client.ipAddress);
        throw new HttpError(503, second.message);
      }
      const ok = passwordOk && second.outcome !== 'invalid';
      if (!ok || !local) {
        await refuse();
        if (second.outcome === 'invalid') throw new HttpError(401, second.message, [{ path: 'body.code', message: second.message }]);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await app.services.loginThrottle.succeeded(username, client.ipAddress);
      return signedIn(request, reply, local, client, from, 'password');
    },
  );

  app.post(
    urlIn(AREA, AUTH_API.logout),
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
    urlIn(AREA, AUTH_API.me),
    {
      config: { permission: 'self.manage', beforeMfaEnrolment: true },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: AUTH_API.me.response, 401: errorResponseSchema } },
    },
    async (request) => {
      const { account } = authOf(request);
      return presentMe(account, await app.services.mfa.enrolmentRequired(account));
    },
  );
};

export default routes;
