import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_API, TEAM_API, TEAM_ERRORS, errorResponseSchema, idSchema } from '@gsg/shared';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import { actorOf } from '../../plugins/auth.ts';
import { urlIn } from '../../routes/route-map.ts';
import type { TeamService } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const params = z.object({ id: idSchema });
const manage = { permission: 'accounts.manage' } as const;
const AREA = '/accounts';
const AUTH_AREA = '/auth';

/** The console's accounts, for admins (Settings › Users). */
export function teamRoutes(team: TeamService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      urlIn(AREA, TEAM_API.list),
      { config: manage, schema: { tags: ['accounts'], summary: 'Console accounts, by username', response: { 200: TEAM_API.list.response, ...errors } } },
      async () => ({ items: await team.list() }),
    );

    app.post(
      urlIn(AREA, TEAM_API.add),
      {
        config: manage,
        schema: {
          tags: ['accounts'],
          summary: 'Add a local account; its role defaults to Settings › Users › Default role',
          body: TEAM_API.add.body,
          response: { 201: TEAM_API.add.response, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await team.create(request.body, actorOf(request))),
    );

    app.patch(
      urlIn(AREA, TEAM_API.update),
      {
        config: manage,
        schema: {
          tags: ['accounts'],
          summary: 'Change name, e-mail, role or disabled; a new role or disabling ends its sessions',
          params,
          body: TEAM_API.update.body,
          response: { 200: TEAM_API.update.response, ...errors },
        },
      },
      async (request) => team.update(request.params.id, request.body, actorOf(request)),
    );

    app.delete(
      urlIn(AREA, TEAM_API.remove),
      { config: manage, schema: { tags: ['accounts'], summary: 'Remove an account and end its sessions', params, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await team.remove(request.params.id, actorOf(request));
        return reply.code(204).send(null);
      },
    );

    app.post(
      urlIn(AREA, TEAM_API.resetPassword),
      {
        config: manage,
        schema: {
          tags: ['accounts'],
          summary: 'Set a new password for the account; its sessions end',
          params,
          body: TEAM_API.resetPassword.body,
          response: { 200: TEAM_API.resetPassword.response, ...errors },
        },
      },
      async (request) => team.resetPassword(request.params.id, request.body.password, actorOf(request)),
    );

    app.post(
      urlIn(AREA, TEAM_API.resetMfa),
      {
        config: manage,
        schema: { tags: ['accounts'], summary: 'Turn MFA off for the account, so it enrols again', params, response: { 200: TEAM_API.resetMfa.response, ...errors } },
      },
      async (request) => team.resetMfa(request.params.id, actorOf(request)),
    );
  };
}

/** Allow self-registration: the public sign-up, answered 202 since the account still waits for an admin. */
export function registrationRoutes(team: TeamService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      urlIn(AUTH_AREA, AUTH_API.registration),
      { config: { auth: 'public' }, schema: { tags: ['auth'], summary: 'Whether the sign-in page offers to sign up', security: [], response: { 200: AUTH_API.registration.response } } },
      async () => ({ open: await team.registrationOpen() }),
    );

    app.post(
      urlIn(AUTH_AREA, AUTH_API.register),
      {
        config: { auth: 'public', rateLimit: RATE_LIMITS.register },
        schema: {
          tags: ['auth'],
          summary: "Sign up (when Allow self-registration is on): the account waits, disabled, for an admin's approval",
          security: [],
          body: AUTH_API.register.body,
          response: { 202: AUTH_API.register.response, 400: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const userAgent = request.headers['user-agent']?.slice(0, 300);
        await team.register(request.body, { ipAddress: request.ip, ...(userAgent ? { userAgent } : {}) });
        return reply.code(202).send({ message: TEAM_ERRORS.awaitingApproval });
      },
    );
  };
}
