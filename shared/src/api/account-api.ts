import { z } from 'zod';
import {
  accountSessionListSchema,
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
} from '../schemas/account.ts';
import { apiRoute, messageSchema } from './route.ts';

const revokedSchema = z.object({ revoked: z.number().int(), message: z.string() });

/** The signed-in person's own account: password, sessions, sign-in history, notices and MFA. */
export const ACCOUNT_API = {
  changePassword: apiRoute({ method: 'POST', path: '/account/password', body: passwordChangeSchema, response: messageSchema }),
  sessions: apiRoute({ method: 'GET', path: '/account/sessions', response: accountSessionListSchema }),
  revokeSession: apiRoute({ method: 'DELETE', path: '/account/sessions/:id', response: revokedSchema }),
  revokeOtherSessions: apiRoute({ method: 'DELETE', path: '/account/sessions', response: revokedSchema }),
  loginHistory: apiRoute({ method: 'GET', path: '/account/login-history', response: loginHistoryListSchema }),
  notifications: apiRoute({ method: 'GET', path: '/account/notifications', response: securityNotificationsSchema }),
  setNotifications: apiRoute({ method: 'PUT', path: '/account/notifications', body: securityNotificationPrefsSchema, response: securityNotificationsSchema }),
  mfa: apiRoute({ method: 'GET', path: '/account/mfa', response: mfaStatusSchema }),
  startMfaEnrolment: apiRoute({ method: 'POST', path: '/account/mfa/enrolment', body: mfaEnrolmentRequestSchema, response: mfaEnrolmentSchema }),
  enableMfa: apiRoute({ method: 'POST', path: '/account/mfa/enable', body: mfaEnableSchema, response: mfaStateSchema }),
  disableMfa: apiRoute({ method: 'POST', path: '/account/mfa/disable', body: mfaDisableSchema, response: mfaStateSchema }),
};
