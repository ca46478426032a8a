import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCIM_BASE_PATH, type AccessGroup, type AccessUser, type Actor } from '@gsg/shared';
import { HttpError } from '../../http-errors.ts';
import { perMinute } from '../../plugins/rate-limits.ts';
import { DirectoryConflict } from '../access/service.ts';
import type { AccessMember } from '../../store/index.ts';
import {
  SCHEMAS,
  SCIM_CONTENT_TYPE,
  ScimError,
  excludes,
  groupFieldsOf,
  groupResourceSchema,
  listQuerySchema,
  listResponse,
  pagingOf,
  parseEqFilter,
  patchGroup,
  patchRequestSchema,
  patchUser,
  scimErrorSchema,
  userFieldsOf,
  userResourceSchema,
} from '../../scim/protocol.ts';
import { resourceTypes, schemaDefinitions, serviceProviderConfig } from './discovery.ts';

/** How the audit trail names the identity provider's changes. */
export const SCIM_ACTOR_NAME = 'SCIM provisioning';
// A group's members listed with it at most: Entra ID and Okta read groups without them (excludedAttributes).
const MEMBERS_LISTED = 10_000;

const idParams = z.object({ id: z.string().min(1).max(200) });
const resourceSchema = z.looseObject({ schemas: z.array(z.string()), id: z.string() });
const listSchema = z.looseObject({ schemas: z.array(z.string()), totalResults: z.number(), Resources: z.array(z.looseObject({})) });
const errors = { 400: scimErrorSchema, 401: scimErrorSchema, 404: scimErrorSchema, 409: scimErrorSchema, 429: scimErrorSchema };

/** Every refusal under /scim/v2 in SCIM's error shape, including the token check and a malformed body. */
function answerInScimShape(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const send = (e: ScimError) => reply.code(e.status).type(SCIM_CONTENT_TYPE).send(e.toBody());
  if (err instanceof ScimError) return send(err);
  if (err instanceof DirectoryConflict) return send(new ScimError(409, err.message, 'uniqueness'));
  if (hasZodFastifySchemaValidationErrors(err)) {
    const detail = err.validation.map((i) => `${[err.validationContext, ...i.instancePath.split('/').filter(Boolean)].join('.')}: ${i.message ?? 'is invalid'}`).join('; ');
    return send(new ScimError(400, `Invalid request: ${detail}`, err.validationContext === 'body' ? 'invalidSyntax' : 'invalidValue'));
  }
  if (err instanceof HttpError && err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
  const status = err instanceof HttpError ? err.statusCode : typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 500) {
    request.log.error({ err: { message: err.message, stack: err.stack } }, 'SCIM request failed');
    return send(new ScimError(500, 'Internal Server Error'));
  }
  // The auth hook's and Fastify's own client errors (a body that is not JSON, too large…) describe the request's form.
  return send(new ScimError(status, err.message, status === 400 ? 'invalidSyntax' : undefined));
}

/**
 * SCIM 2.0 (RFC 7643/7644) for the identity provider (Entra ID, Okta): it provisions the people and
 * groups whose GenAI access Access Control governs. Users are the directory's users (userName is their
 * e-mail address, active their own access switch); Groups are its groups (displayName their name, with
 * members). Only the SCIM token opens these routes.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(answerInScimShape);
  // Providers send SCIM's media type, whose body is JSON, and may send it on a DELETE without a body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser([SCIM_CONTENT_TYPE, 'application/json'], { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && request.method === 'DELETE') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string) as unknown);
    } catch {
      done(new ScimError(400, 'The body is not valid JSON', 'invalidSyntax'), undefined);
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) reply.type(SCIM_CONTENT_TYPE);
    return payload;
  });

  const base = `${(app.config.publicUrl ?? '').replace(/\/+$/, '')}${SCIM_BASE_PATH}`;
  const config = { auth: 'scim' as const, rateLimit: perMinute(app.config.rateLimits.scimPerMinute) };
  const tags = ['scim'];
  const security = [{ scimToken: [] }];
  const actorOf = (request: FastifyRequest): Actor => {
    const userAgent = request.headers['user-agent'];
    return {
      accountId: `scim-token:${request.scimToken?.id ?? 'unknown'}`,
      username: SCIM_ACTOR_NAME,
      ipAddress: request.ip,
      ...(userAgent ? { userAgent: userAgent.slice(0, 300) } : {}),
    };
  };

  const userResource = (user: AccessUser) => ({
    schemas: [SCHEMAS.user],
    id: user.id,
    ...(user.externalId !== null ? { externalId: user.externalId } : {}),
    userName: user.email,
    displayName: user.displayName,
    active: user.accessEnabled,
    emails: [{ value: user.email, type: 'work', primary: true }],
    meta: { resourceType: 'User', location: `${base}/Users/${encodeURIComponent(user.id)}` },
  });
  const groupResource = (group: AccessGroup, members: AccessMember[] | null) => ({
    schemas: [SCHEMAS.group],
    id: group.id,
    ...(group.externalId !== null ? { externalId: group.externalId } : {}),
    displayName: group.name,
    ...(members ? { members: members.map((m) => ({ value: m.id, display: m.email, $ref: `${base}/Users/${encodeURIComponent(m.id)}` })) } : {}),
    meta: { resourceType: 'Group', location: `${base}/Groups/${encodeURIComponent(group.id)}` },
  });
  const userNotFound = (id: string) => new ScimError(404, `User ${id} not found`);
  const groupNotFound = (id: string) => new ScimError(404, `Group ${id} not found`);
  const groupWithMembers = async (group: AccessGroup, excludedAttributes: string | undefined) =>
    groupResource(group, excludes(excludedAttributes, 'members') ? null : await app.services.access.listMembers(group.id, MEMBERS_LISTED));
  const created = (reply: FastifyReply, location: string) => reply.code(201).header('location', location);

  // ---- Discovery -------------------------------------------------------------------------------------
  app.get('/ServiceProviderConfig', { config, schema: { tags, security, summary: 'What this SCIM service supports', response: { 200: z.looseObject({}), ...errors } } }, async () =>
    serviceProviderConfig(base),
  );
  app.get('/ResourceTypes', { config, schema: { tags, security, summary: 'The resource types: User and Group', response: { 200: listSchema, ...errors } } }, async () => {
    const types = resourceTypes(base);
    return listResponse(types.length, 1, types);
  });
  app.get('/ResourceTypes/:id', { config, schema: { tags, security, summary: 'One resource type', params: idParams, response: { 200: z.looseObject({}), ...errors } } }, async (request) => {
    const type = resourceTypes(base).find((t) => t.id === request.params.id);
    if (!type) throw new ScimError(404, `Resource type ${request.params.id} not found`);
    return type;
  });
  app.get('/Schemas', { config, schema: { tags, security, summary: 'The User and Group schemas, as far as this service keeps them', response: { 200: listSchema, ...errors } } }, async () => {
    const list = schemaDefinitions(base);
    return listResponse(list.length, 1, list);
  });
  app.get('/Schemas/:id', { config, schema: { tags, security, summary: 'One schema', params: idParams, response: { 200: z.looseObject({}), ...errors } } }, async (request) => {
    const schema = schemaDefinitions(base).find((s) => s.id === request.params.id);
    if (!schema) throw new ScimError(404, `Schema ${request.params.id} not found`);
    return schema;
  });

  // ---- Users -----------------------------------------------------------------------------------------
  app.get('/Users', { config, schema: { tags, security, summary: 'Users; filter userName eq "…" or externalId eq "…"', querystring: listQuerySchema, response: { 200: listSchema, ...errors } } }, async (request) => {
    const filter = parseEqFilter(request.query.filter, { userName: 'email', externalId: 'externalId' } as const);
    const { startIndex, offset, limit } = pagingOf(request.query);
    const page = await app.services.access.queryUsers(filter ? { [filter.attribute]: filter.value } : {}, { offset, limit });
    return listResponse(page.total, startIndex, page.items.map(userResource));
  });
  app.get('/Users/:id', { config, schema: { tags, security, summary: 'One user', params: idParams, response: { 200: resourceSchema, ...errors } } }, async (request) => {
    const user = await app.services.access.getUser(request.params.id);
    if (!user) throw userNotFound(request.params.id);
    return userResource(user);
  });
  app.post('/Users', { config, schema: { tags, security, summary: 'Provision a user', body: userResourceSchema, response: { 201: resourceSchema, ...errors } } }, async (request, reply) => {
    const user = await app.services.access.createUser(userFieldsOf(request.body), actorOf(request));
    const resource = userResource(user);
    created(reply, resource.meta.location);
    return resource;
  });
  app.put('/Users/:id', { config, schema: { tags, security, summary: 'Replace a user (Okta)', params: idParams, body: userResourceSchema, response: { 200: resourceSchema, ...errors } } }, async (request) => {
    const current = await app.services.access.getUser(request.params.id);
    if (!current) throw userNotFound(request.params.id);
    const user = await app.services.access.replaceUser(current.id, userFieldsOf(request.body, current.accessEnabled), actorOf(request));
    if (!user) throw userNotFound(request.params.id);
    return userResource(user);
  });
  app.patch('/Users/:id', { config, schema: { tags, security, summary: 'Change a user: active, userName, displayName, externalId', params: idParams, body: patchRequestSchema, response: { 200: resourceSchema, ...errors } } }, async (request) => {
    const current = await app.services.access.getUser(request.params.id);
    if (!current) throw userNotFound(request.params.id);
    const fields = patchUser({ email: current.email, displayName: current.displayName, externalId: current.externalId, accessEnabled: current.accessEnabled }, request.body);
    const user = await app.services.access.replaceUser(current.id, fields, actorOf(request));
    if (!user) throw userNotFound(request.params.id);
    return userResource(user);
  });
  app.delete('/Users/:id', { config, schema: { tags, security, summary: 'Deprovision a user', params: idParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    if (!(await app.services.access.deleteUser(request.params.id, actorOf(request)))) throw userNotFound(request.params.id);
    return reply.code(204).send(null);
  });

  // ---- Groups ----------------------------------------------------------------------------------------
  app.get('/Groups', { config, schema: { tags, security, summary: 'Groups; filter displayName eq "…" or externalId eq "…"', querystring: listQuerySchema, response: { 200: listSchema, ...errors } } }, async (request) => {
    const filter = parseEqFilter(request.query.filter, { displayName: 'name', externalId: 'externalId' } as const);
    const { startIndex, offset, limit } = pagingOf(request.query);
    const page = await app.services.access.queryGroups(filter ? { [filter.attribute]: filter.value } : {}, { offset, limit });
    const resources = [];
    for (const group of page.items) resources.push(await groupWithMembers(group, request.query.excludedAttributes));
    return listResponse(page.total, startIndex, resources);
  });
  app.get('/Groups/:id', { config, schema: { tags, security, summary: 'One group with its members', params: idParams, querystring: listQuerySchema.pick({ excludedAttributes: true, attributes: true }), response: { 200: resourceSchema, ...errors } } }, async (request) => {
    const group = await app.services.access.getGroup(request.params.id);
    if (!group) throw groupNotFound(request.params.id);
    return groupWithMembers(group, request.query.excludedAttributes);
  });
  app.post('/Groups', { config, schema: { tags, security, summary: 'Provision a group with its members', body: groupResourceSchema, response: { 201: resourceSchema, ...errors } } }, async (request, reply) => {
    const { members, ...fields } = groupFieldsOf(request.body);
    const group = await app.services.access.createGroup(fields, members, actorOf(request));
    const resource = await groupWithMembers(group, undefined);
    created(reply, resource.meta.location);
    return resource;
  });
  app.put('/Groups/:id', { config, schema: { tags, security, summary: 'Replace a group and its members', params: idParams, body: groupResourceSchema, response: { 200: resourceSchema, ...errors } } }, async (request) => {
    const { members, ...fields } = groupFieldsOf(request.body);
    const group = await app.services.access.replaceGroup(request.params.id, fields, { replace: members }, actorOf(request));
    if (!group) throw groupNotFound(request.params.id);
    return groupWithMembers(group, undefined);
  });
  app.patch(
    '/Groups/:id',
    { config, schema: { tags, security, summary: 'Change a group: displayName, externalId, members (add, remove, members[value eq "…"])', params: idParams, body: patchRequestSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const current = await app.services.access.getGroup(request.params.id);
      if (!current) throw groupNotFound(request.params.id);
      const { fields, members } = patchGroup({ name: current.name, externalId: current.externalId }, request.body);
      const group = await app.services.access.replaceGroup(current.id, fields, members, actorOf(request));
      if (!group) throw groupNotFound(request.params.id);
      // Without the group: its member list can be long, and Entra ID and Okta expect none (RFC 7644 §3.5.2 allows 204).
      return reply.code(204).send(null);
    },
  );
  app.delete('/Groups/:id', { config, schema: { tags, security, summary: 'Remove a group', params: idParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    if (!(await app.services.access.deleteGroup(request.params.id, actorOf(request)))) throw groupNotFound(request.params.id);
    return reply.code(204).send(null);
  });

  // Any other path under /scim/v2 (Bulk, /Me, a misspelt resource) is one this service does not offer.
  app.all('/*', { config, schema: { hide: true } }, async (request) => {
    throw new ScimError(404, `No SCIM endpoint ${request.method} ${request.url.split('?')[0]}`);
  });
};

export default routes;
