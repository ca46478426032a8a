import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS_API, SCIM_BASE_PATH, accessSearchSchema, errorResponseSchema, idSchema } from '@gsg/shared';
import { actorOf } from '../../plugins/auth.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/access';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    urlIn(AREA, ACCESS_API.users),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['access'],
        summary: 'Users synced from the identity provider; search matches id or email',
        querystring: accessSearchSchema,
        response: { 200: ACCESS_API.users.response, ...errors },
      },
    },
    async (request) => ({ items: await app.services.access.listUsers(request.query.search) }),
  );

  app.patch(
    urlIn(AREA, ACCESS_API.updateUser),
    {
      config: { permission: 'access.manage' },
      schema: {
        tags: ['access'],
        summary: "Turn a user's GenAI access on or off",
        params: z.object({ id: idSchema }),
        body: ACCESS_API.updateUser.body,
        response: { 200: ACCESS_API.updateUser.response, ...errors },
      },
    },
    async (request) => {
      return app.services.access.setUserAccess(request.params.id, request.body.accessEnabled, actorOf(request));
    },
  );

  app.get(
    urlIn(AREA, ACCESS_API.groups),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['access'],
        summary: 'Groups synced from the identity provider; search matches name or description',
        querystring: accessSearchSchema,
        response: { 200: ACCESS_API.groups.response, ...errors },
      },
    },
    async (request) => ({ items: await app.services.access.listGroups(request.query.search) }),
  );

  app.patch(
    urlIn(AREA, ACCESS_API.updateGroup),
    {
      config: { permission: 'access.manage' },
      schema: {
        tags: ['access'],
        summary: "Edit a group's description or turn its GenAI access on or off",
        params: z.object({ name: z.string().min(1).max(200) }),
        body: ACCESS_API.updateGroup.body,
        response: { 200: ACCESS_API.updateGroup.response, ...errors },
      },
    },
    async (request) => {
      return app.services.access.updateGroup(request.params.name, request.body, actorOf(request));
    },
  );

  // The identity provider's SCIM token: admins only (access.manage), since it rewrites the directory.
  const scimBaseUrl = app.config.publicUrl ? `${app.config.publicUrl.replace(/\/+$/, '')}${SCIM_BASE_PATH}` : null;

  app.get(
    urlIn(AREA, ACCESS_API.scimToken),
    {
      config: { permission: 'access.manage' },
      schema: {
        tags: ['access'],
        summary: 'The SCIM token in force (never the token itself) and the SCIM base URL',
        response: { 200: ACCESS_API.scimToken.response, ...errors },
      },
    },
    async () => ({ token: await app.services.scimTokens.current(), baseUrl: scimBaseUrl }),
  );

  app.post(
    urlIn(AREA, ACCESS_API.issueScimToken),
    {
      config: { permission: 'access.manage' },
      schema: {
        tags: ['access'],
        summary: 'Issue a new SCIM token, shown once; the one before stops working at once',
        response: { 201: ACCESS_API.issueScimToken.response, ...errors },
      },
    },
    async (request, reply) => {
      const issued = await app.services.scimTokens.issue(actorOf(request));
      return reply.code(201).send(issued);
    },
  );

  app.delete(
    urlIn(AREA, ACCESS_API.revokeScimToken),
    {
      config: { permission: 'access.manage' },
      schema: {
        tags: ['access'],
        summary: 'Revoke the SCIM token: the identity provider is refused until a new one is issued',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.services.scimTokens.revoke(actorOf(request));
      return reply.code(204).send(null);
    },
  );
};

export default routes;
