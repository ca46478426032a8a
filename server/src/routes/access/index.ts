import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessGroupListSchema,
  accessGroupSchema,
  accessGroupUpdateSchema,
  accessSearchSchema,
  accessUserListSchema,
  accessUserSchema,
  accessUserUpdateSchema,
  errorResponseSchema,
  idSchema,
  SCIM_BASE_PATH,
  scimTokenIssuedSchema,
  scimTokenStatusSchema,
} from '@gsg/shared';
import { actorOf } from '../../plugins/auth.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['access'],
        summary: 'Users synced from the identity provider; search matches id or email',
        querystring: accessSearchSchema,
        response: { 200: accessUserListSchema, ...errors },
      },
    },
    async (request) => ({ items: await app.store.access.listUsers(request.query.search) }),
  );

  app.patch(
    '/users/:id',
    {
      config: { permission: 'access.manage' },
      schema: {
        tags: ['access'],
        summary: "Turn a user's GenAI access on or off",
        params: z.object({ id: idSchema }),
        body: accessUserUpdateSchema,
        response: { 200: accessUserSchema, ...errors },
      },
    },
    async (request) => {
      return app.services.access.setUserAccess(request.params.id, request.body.accessEnabled, actorOf(request));
    },
  );

  app.get(
    '/groups',
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['access'],
        summary: 'Groups synced from the identity provider; search matches name or description',
        querystring: accessSearchSchema,
        response: { 200: accessGroupListSchema, ...errors },
      },
    },
    async (request) => ({ items: await app.store.access.listGroups(request.query.search) }),
  );

  app.patch(
    '/groups/:name',
    {
      config: { permission: 'access.manage' },
      schema: {
        tags: ['access'],
        summary: "Edit a group's description or turn its GenAI access on or off",
        params: z.object({ name: z.string().min(1).max(200) }),
        body: accessGroupUpdateSchema,
        response: { 200: accessGroupSchema, ...errors },
      },
    },
    async (request) => {
      return app.services.access.updateGroup(request.params.name, request.body, actorOf(request));
    },
  );

  // The identity provider's SCIM token: admins only (access.manage), since it rewrites the directory.
  const scimBaseUrl = app.config.publicUrl ? `${app.config.publicUrl.replace(/\/+$/, '')}${SCIM_BASE_PATH}` : null;

  app.get(
    '/scim-token',
    {
      config: { permission: 'access.manage' },
      schema: {
        tags: ['access'],
        summary: 'The SCIM token in force (never the token itself) and the SCIM base URL',
        response: { 200: scimTokenStatusSchema, ...errors },
      },
    },
    async () => ({ token: await app.services.scimTokens.current(), baseUrl: scimBaseUrl }),
  );

  app.post(
    '/scim-token',
    {
      config: { permission: 'access.manage' },
      schema: {
        tags: ['access'],
        summary: 'Issue a new SCIM token, shown once; the one before stops working at once',
        response: { 201: scimTokenIssuedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const issued = await app.services.scimTokens.issue(actorOf(request));
      return reply.code(201).send(issued);
    },
  );

  app.delete(
    '/scim-token',
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
