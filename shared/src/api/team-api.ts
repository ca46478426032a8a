import { accountCreateSchema, accountPasswordResetSchema, accountUpdateSchema, consoleAccountListSchema, consoleAccountSchema } from '../schemas/team.ts';
import { apiRoute } from './route.ts';

/** The console's accounts, for admins (Settings › Users). Adding answers 201; removing 204. */
export const TEAM_API = {
  list: apiRoute({ method: 'GET', path: '/accounts', response: consoleAccountListSchema }),
  add: apiRoute({ method: 'POST', path: '/accounts', body: accountCreateSchema, response: consoleAccountSchema }),
  update: apiRoute({ method: 'PATCH', path: '/accounts/:id', body: accountUpdateSchema, response: consoleAccountSchema }),
  remove: apiRoute({ method: 'DELETE', path: '/accounts/:id', response: null }),
  resetPassword: apiRoute({ method: 'POST', path: '/accounts/:id/password', body: accountPasswordResetSchema, response: consoleAccountSchema }),
  resetMfa: apiRoute({ method: 'POST', path: '/accounts/:id/mfa/reset', response: consoleAccountSchema }),
};
