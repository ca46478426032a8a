import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_API,
  NOT_FOUND,
  SUCCESS,
  errorResponseSchema,
  idSchema,
  type SecurityNotificationPrefs,
  type SecurityNotifications,
} from '@gsg/shared';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { changePassword } from './password-change.ts';
import { urlIn } from '../../routes/route-map.ts';
import type { Account } from '../../store/index.ts';

const CURRENT_SESSION_NOT_REVOCABLE = 'This is the session you are using; sign out to end it';
const LOGIN_HISTORY_LIMIT = 50;

const AREA = '/account';
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  /** The switches, and the address notices go to when an e-mail integration can send them. */
  const withDelivery = async (account: Account, prefs: SecurityNotificationPrefs): Promise<SecurityNotifications> => ({
    ...prefs,
    sentTo: account.email && (await app.integrations.mailServer()) ? account.email : null,
  });
  app.post(
    urlIn(AREA, ACCOUNT_API.changePassword),
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: 'Change the password; every other session of the account is signed out',
        body: ACCOUNT_API.changePassword.body,
        response: { 200: ACCOUNT_API.changePassword.response, ...errors },
      },
    },
    async (request) => {
      await changePassword(
        { store: app.store, settings: app.services.settings, throttle: app.services.loginThrottle, sessions: app.services.sessions, events: app.events, hashPassword: app.hashPassword },
        authOf(request),
        request.body,
        actorOf(request),
      );
      return { message: SUCCESS.passwordUpdated };
    },
  );

  app.get(
    urlIn(AREA, ACCOUNT_API.sessions),
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: "The account's signed-in sessions, most recently active first",
        response: { 200: ACCOUNT_API.sessions.response, ...errors },
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
    urlIn(AREA, ACCOUNT_API.revokeSession),
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: 'Sign out one other session of the account',
        params: z.object({ id: idSchema }),
        response: { 200: ACCOUNT_API.revokeSession.response, ...errors, 404: errorResponseSchema, 409: errorResponseSchema },
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
    urlIn(AREA, ACCOUNT_API.revokeOtherSessions),
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: 'Sign out every other session of the account',
        response: { 200: ACCOUNT_API.revokeOtherSessions.response, ...errors },
      },
    },
    async (request) => {
      const { account, session } = authOf(request);
      return { revoked: await app.services.sessions.revokeOthers(account.id, session.id, 'revoked', actorOf(request)), message: SUCCESS.sessionsTerminated };
    },
  );

  app.get(
    urlIn(AREA, ACCOUNT_API.loginHistory),
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: `The account's latest ${LOGIN_HISTORY_LIMIT} sign-in attempts, newest first`,
        response: { 200: ACCOUNT_API.loginHistory.response, ...errors },
      },
    },
    async (request) => ({ items: await app.store.loginHistory.listForAccount(authOf(request).account.id, LOGIN_HISTORY_LIMIT) }),
  );

  app.get(
    urlIn(AREA, ACCOUNT_API.notifications),
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: 'Security notification preferences, and the address the notices go to (null: no e-mail integration can send them)',
        response: { 200: ACCOUNT_API.notifications.response, ...errors },
      },
    },
    async (request) => withDelivery(authOf(request).account, authOf(request).account.notificationPrefs),
  );

  app.put(
    urlIn(AREA, ACCOUNT_API.setNotifications),
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: 'Replace the security notification preferences',
        body: ACCOUNT_API.setNotifications.body,
        response: { 200: ACCOUNT_API.setNotifications.response, ...errors },
      },
    },
    async (request) => {
      await app.services.accounts.setNotificationPrefs(authOf(request).account, request.body, actorOf(request));
      return withDelivery(authOf(request).account, request.body);
    },
  );

  app.get(
    urlIn(AREA, ACCOUNT_API.mfa),
    {
      config: { permission: 'self.manage', beforeMfaEnrolment: true },
      schema: {
        tags: ['account'],
        summary: "Multi-factor authentication state, with whether it is required and the organisation's method",
        response: { 200: ACCOUNT_API.mfa.response, ...errors },
      },
    },
    async (request) => app.services.mfa.status(authOf(request).account),
  );

  app.post(
    urlIn(AREA, ACCOUNT_API.startMfaEnrolment),
    {
      config: { permission: 'self.manage', beforeMfaEnrolment: true },
      schema: {
        tags: ['account'],
        summary:
          "Start MFA setup. The authenticator (the default): a new secret, as an otpauth:// URI, its QR code and the base32 text. E-mail: a 6-digit code mailed to the account's address (at most one a minute; 409 when no e-mail integration can send it)",
        body: ACCOUNT_API.startMfaEnrolment.body,
        response: { 200: ACCOUNT_API.startMfaEnrolment.response, ...errors, 409: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request) => app.services.mfa.startEnrolment(authOf(request).account, request.body?.method),
  );

  app.post(
    urlIn(AREA, ACCOUNT_API.enableMfa),
    {
      config: { permission: 'self.manage', beforeMfaEnrolment: true },
      schema: {
        tags: ['account'],
        summary:
          'Turn MFA on: the authenticator needs a valid code of the enrolled secret, e-mail the code mailed at enrolment (single use, 10 minutes, 5 tries); SMS is refused (no SMS provider)',
        body: ACCOUNT_API.enableMfa.body,
        response: { 200: ACCOUNT_API.enableMfa.response, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => app.services.mfa.enable(authOf(request).account, request.body, actorOf(request)),
  );

  app.post(
    urlIn(AREA, ACCOUNT_API.disableMfa),
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['account'],
        summary: "Turn MFA off; takes the account's password",
        body: ACCOUNT_API.disableMfa.body,
        response: { 200: ACCOUNT_API.disableMfa.response, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => app.services.mfa.disable(authOf(request).account, request.body.password, actorOf(request)),
  );
};

export default routes;
