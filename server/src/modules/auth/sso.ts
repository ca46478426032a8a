import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_API, type SignInOptions, type SSO_ERRORS } from '@gsg/shared';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import { clientInfo } from '../../services/client-info.ts';
import {
  DiscoveryFailure,
  FlowRefused,
  OIDC_CALLBACK_PATH,
  OIDC_FLOW_COOKIE,
  OIDC_FLOW_TTL_MS,
  OIDC_START_PATH,
  groupsFrom,
  groupsOverage,
  oidcReadiness,
} from './identity/oidc.ts';
import { startSession } from './signed-in.ts';
import { urlIn } from '../../routes/route-map.ts';
import { errorMessage } from '../../error-message.ts';

/** Where the flow cookie is sent: the start and the callback only. */
const FLOW_COOKIE_PATH = OIDC_START_PATH.slice(0, OIDC_START_PATH.lastIndexOf('/'));

const stringClaim = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Sign-in with the identity provider (OpenID Connect, authorization code with PKCE). The start sends the
 * browser to the provider with a fresh state, nonce and PKCE challenge, sealed into a short-lived cookie
 * bound to that browser; the callback takes them back once. Failures land on the sign-in page, which
 * names the reason (`?sso_error=` one of SSO_ERRORS' keys, never free text).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const flows = app.services.oidcFlows;

  const readiness = async () => {
    const [security, identity, secrets] = await Promise.all([
      app.services.settings.get('security'),
      app.services.settings.get('identity'),
      app.services.settings.identitySecrets(),
    ]);
    return { enabled: security.ssoEnabled, identity, ready: oidcReadiness(identity, secrets, app.config.publicUrl, app.config.entraAuthority) };
  };
  const flowCookie = { path: FLOW_COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: app.config.secureCookies };
  const toSignInPage = (reply: FastifyReply, reason: keyof typeof SSO_ERRORS) => {
    reply.clearCookie(OIDC_FLOW_COOKIE, flowCookie);
    return reply.redirect(`/sign-in?sso_error=${reason}`, 303);
  };

  app.get(
    urlIn('/auth', AUTH_API.signInOptions),
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'What the sign-in page offers: "Sign in with …" and its provider, when SSO is on and set up (no secrets)',
        security: [],
        response: { 200: AUTH_API.signInOptions.response },
      },
    },
    async (): Promise<SignInOptions> => {
      const { enabled, ready } = await readiness();
      return { sso: enabled && ready.ready ? { providerName: ready.providerName, startPath: OIDC_START_PATH } : null };
    },
  );

  app.get(
    '/sso/start',
    {
      config: { auth: 'public', rateLimit: RATE_LIMITS.ssoStart },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with the identity provider: redirects (302) there, with a short-lived cookie binding the sign-in to this browser',
        description:
          'Refusals redirect (303) to the sign-in page with `?sso_error=` naming the reason: ssoOff, notConfigured (no issuer, client ID or ' +
          'GSG_PUBLIC_URL) or providerUnavailable (its OpenID configuration could not be read).',
        security: [],
        response: { 302: z.null().describe('To the provider'), 303: z.null().describe('To the sign-in page') },
      },
    },
    async (request, reply) => {
      const { enabled, ready } = await readiness();
      if (!enabled) return toSignInPage(reply, 'ssoOff');
      if (!ready.ready) return toSignInPage(reply, 'notConfigured');
      let begun: { location: string; cookie: string };
      try {
        begun = await flows.begin(ready);
      } catch (err) {
        request.log.warn({ problem: errorMessage(err) }, 'the identity provider could not be discovered');
        return toSignInPage(reply, 'providerUnavailable');
      }
      reply.setCookie(OIDC_FLOW_COOKIE, begun.cookie, { ...flowCookie, maxAge: OIDC_FLOW_TTL_MS / 1000 });
      return reply.redirect(begun.location, 302);
    },
  );

  app.get(
    '/sso/callback',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: "The identity provider's redirect back: signs in and redirects (303) to the console, or to the sign-in page with the reason",
        description:
          `The redirect URI to register at the provider is GSG_PUBLIC_URL + ${OIDC_CALLBACK_PATH}. The state must match the one sealed in this ` +
          "browser's cookie (once, within 10 minutes), the code is exchanged with the PKCE verifier, and the ID token must be for this client, " +
          'with the nonce. Refusals: `?sso_error=` failed, denied, providerUnavailable, notProvisioned, disabled, usernameTaken, tooManyGroups (the provider left the groups out: too many), ssoOff or notConfigured.',
        security: [],
        querystring: z.looseObject({}),
        response: { 303: z.null().describe('To the console, signed in, or to the sign-in page') },
      },
    },
    async (request: FastifyRequest, reply) => {
      const client = clientInfo(request);
      const userAgent = request.headers['user-agent']?.slice(0, 300);
      const from = { ipAddress: client.ipAddress, ...(userAgent ? { userAgent } : {}) };
      // A refused sign-in is recorded here; a successful one by the session it starts.
      const refuse = async (reason: keyof typeof SSO_ERRORS, username = 'identity provider', accountId: string | null = null) => {
        await app.services.sessions.refused({ username, accountId, client, ...(userAgent ? { userAgent } : {}) });
        return toSignInPage(reply, reason);
      };

      const { enabled, identity, ready } = await readiness();
      if (!enabled) return refuse('ssoOff');
      if (!ready.ready) return refuse('notConfigured');
      const query = new URL(request.url, 'http://callback.invalid').search.slice(1);
      if (new URLSearchParams(query).has('error')) return refuse('denied');
      let claims: Record<string, unknown>;
      try {
        claims = await flows.finish(ready, request.cookies[OIDC_FLOW_COOKIE], query, identity.oidcGroupsClaim);
      } catch (err) {
        if (err instanceof DiscoveryFailure) return refuse('providerUnavailable');
        request.log.warn({ problem: errorMessage(err), refused: err instanceof FlowRefused }, 'a sign-in with the identity provider was refused');
        return refuse('failed');
      }
      const sub = stringClaim(claims.sub)!;
      const username = stringClaim(claims.preferred_username) ?? stringClaim(claims.email) ?? sub;
      // Entra ID's groups overage: too many groups for the token, so none are in it. Signing in with the
      // default role instead would quietly demote (or promote) whoever the mapping names, at every sign-in,
      // so the sign-in is refused, saying why; without a group-to-role mapping the groups do not matter.
      if (identity.roleMapping.length > 0 && groupsOverage(claims, identity.oidcGroupsClaim)) {
        request.log.warn(
          { groupsClaim: identity.oidcGroupsClaim },
          'the identity provider sent no groups claim because the person is in too many groups (Entra ID group overage): have the app ' +
            'registration emit only the groups assigned to the application, or assign app roles and set the groups claim to roles',
        );
        return refuse('tooManyGroups', username);
      }
      const admission = await app.services.externalAccounts.admit(
        {
          source: 'oidc',
          subject: `${ready.issuer}#${sub}`,
          username,
          email: stringClaim(claims.email) ?? '',
          fullName: stringClaim(claims.name) ?? username,
          groups: groupsFrom(claims[identity.oidcGroupsClaim]),
        },
        from,
      );
      if (!admission.ok) return refuse(admission.reason, username);
      await startSession(app, request, reply, admission.account, client, from, 'oidc');
      reply.clearCookie(OIDC_FLOW_COOKIE, flowCookie);
      return reply.redirect('/', 303);
    },
  );
};

export default routes;
