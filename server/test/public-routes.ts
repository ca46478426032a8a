/**
 * The routes that work without a session: sign-in (with a password or the identity provider: what the
 * page offers, the start and the provider's redirect back), sign-out and signing up (when an admin
 * allows it). every-route-needs-credentials.test.ts proves they are the only ones.
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/register',
  'GET /api/v1/auth/registration',
  'GET /api/v1/auth/sign-in-options',
  'GET /api/v1/auth/sso/start',
  'GET /api/v1/auth/sso/callback',
]);
