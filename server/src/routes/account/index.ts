import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOT_FOUND,
  SUCCESS,
  accountSessionListSchema,
  errorResponseSchema,
  idSchema,
  loginHistoryListSchema,
  mfaDisableSchema,
  mfaEnableSchema,
  mfaEnrolmentRequestSchema,
  mfaEnrolmentSchema,
  mfaStateSchema,
  mfaStatusSchema,
  passwordChangeSchema,
  securityNotificationPrefsSchema,
  securityNotificationsSchema,
  type SecurityNotificationPrefs,
  type SecurityNotifications,
} from '@gsg/shared';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { changePassword } from '../../services/password-change.ts';
import type { Account } from '../../store/index.ts';

const CURRENT_SESSION_NOT_REVOCABLE = 'This is the session you are using; sign out to end it';
const LOGIN_HISTORY_LIMIT = 50;

const messageSchema = z.object({ message: z.string() });
const revokedSchema = z.object({ revoked: z.number().int(), message: z.string() });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  /** The switches, and the address notices go to when an e-mail integration can send them. */
  const withDelivery = async (account: Account, prefs: SecurityNotificationPrefs): Promise<SecurityNotifications> => ({
    ...prefs,
    sentTo: account.email && (await app.integrations.mailServer()) ? account.email : null,
  });
  app.post(
    '/password',
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: 'Change the password; every other session of the account is signed out',
        body: passwordChangeSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await changePassword(
        { store: app.store, settings: app.services.settings, throttle: app.services.loginThrottle, sessions: app.services.sessions, events: app.events },
        authOf(request),
        request.body,
        actorOf(request),
      );
      return { message: SUCCESS.passwordUpdated };
    },
  );

  app.get(
    '/sessions',
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: "The account's signed-in sessions, most recently active first",
        response: { 200: accountSessionListSchema, ...errors },
      },
    },
    async (request) => {
      const { account, session: current } = authOf(request);
      const sessions = await app.store.sessions.listForAccount(account.id);
      return {
        items: sessions.map((s) => ({
          id: s.id,
          device: s.device,
          location: s.location,
          ipAddress: s.ipAddress,
          lastActive: s.lastActive,
          isCurrent: s.id === current.id,
        })),
      };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: 'Sign out one other session of the account',
        params: z.object({ id: idSchema }),
        response: { 200: revokedSchema, ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { account, session } = authOf(request);
      if (request.params.id === session.id) throw conflict(CURRENT_SESSION_NOT_REVOCABLE);
      if (!(await app.services.sessions.revoke(account.id, request.params.id, actorOf(request)))) throw notFound(NOT_FOUND.session);
      return { revoked: 1, message: SUCCESS.sessionRevoked };
    },
  );

  app.delete(
    '/sessions',
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: 'Sign out every other session of the account',
        response: { 200: revokedSchema, ...errors },
      },
    },
    async (request) => {
      const { account, session } = authOf(request);
      return { revoked: await app.services.sessions.revokeOthers(account.id, session.id, 'revoked', actorOf(request)), message: SUCCESS.sessionsTerminated };
    },
  );

  app.get(
    '/login-history',
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: `The account's latest ${LOGIN_HISTORY_LIMIT} sign-in attempts, newest first`,
        response: { 200: loginHistoryListSchema, ...errors },
      },
    },
    async (request) => ({ items: await app.store.loginHistory.listForAccount(authOf(request).account.id, LOGIN_HISTORY_LIMIT) }),
  );

  app.get(
    '/notifications',
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: 'Security notification preferences, and the address the notices go to (null: no e-mail integration can send them)',
        response: { 200: securityNotificationsSchema, ...errors },
      },
    },
    async (request) => withDelivery(authOf(request).account, authOf(request).account.notificationPrefs),
  );

  app.put(
    '/notifications',
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: 'Replace the security notification preferences',
        body: securityNotificationPrefsSchema,
        response: { 200: securityNotificationsSchema, ...errors },
      },
    },
    async (request) => {
      await app.services.accounts.setNotificationPrefs(authOf(request).account, request.body, actorOf(request));
      return withDelivery(authOf(request).account, request.body);
    },
  );

  app.get(
    '/mfa',
    {
      config: { permission: 'self.manage', beforeMfaEnrolment: true },
      schema: {
        tags: ['account'],
        summary: "Multi-factor authentication state, with whether it is required and the organisation's method",
        response: { 200: mfaStatusSchema, ...errors },
      },
    },
    async (request) => app.services.mfa.status(authOf(request).account),
  );

  app.post(
    '/mfa/enrolment',
    {
      config: { permission: 'self.manage', beforeMfaEnrolment: true },
      schema: {
        tags: ['account'],
        summary:
          "Start MFA setup. The authenticator (the default): a new secret, as an otpauth:// URI, its QR code and the base32 text. E-mail: a 6-digit code mailed to the account's address (at most one a minute; 409 when no e-mail integration can send it)",
        body: mfaEnrolmentRequestSchema,
        response: { 200: mfaEnrolmentSchema, ...errors, 409: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request) => app.services.mfa.startEnrolment(authOf(request).account, request.body?.method),
  );

  app.post(
    '/mfa/enable',
    {
      config: { permission: 'self.manage', beforeMfaEnrolment: true },
      schema: {
        tags: ['account'],
        summary:
          'Turn MFA on: the authenticator needs a valid code of the enrolled secret, e-mail the code mailed at enrolment (single use, 10 minutes, 5 tries); SMS is refused (no SMS provider)',
        body: mfaEnableSchema,
        response: { 200: mfaStateSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => app.services.mfa.enable(authOf(request).account, request.body, actorOf(request)),
  );

  app.post(
    '/mfa/disable',
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: "Turn MFA off; takes the account's password",
        body: mfaDisableSchema,
        response: { 200: mfaStateSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => app.services.mfa.disable(authOf(request).account, request.body.password, actorOf(request)),
  );
};

export default routes;
