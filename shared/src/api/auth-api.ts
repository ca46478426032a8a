import { loginRequestSchema, meSchema, signInOptionsSchema } from '../schemas/account.ts';
import { registrationSchema, registrationStatusSchema } from '../schemas/team.ts';
import { apiRoute, messageSchema } from './route.ts';

/**
 * Signing in and out, and signing up. Sign-up answers 202 (the account waits for an admin). The SSO start
 * and callback are browser redirects, outside the map.
 */
export const AUTH_API = {
  login: apiRoute({ method: 'POST', path: '/auth/login', body: loginRequestSchema, response: meSchema }),
  logout: apiRoute({ method: 'POST', path: '/auth/logout', response: null }),
  me: apiRoute({ method: 'GET', path: '/auth/me', response: meSchema }),
  signInOptions: apiRoute({ method: 'GET', path: '/auth/sign-in-options', response: signInOptionsSchema }),
  registration: apiRoute({ method: 'GET', path: '/auth/registration', response: registrationStatusSchema }),
  register: apiRoute({ method: 'POST', path: '/auth/register', body: registrationSchema, response: messageSchema }),
};
