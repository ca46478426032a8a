// SCIM 2.0 (RFC 7643 resources, RFC 7644 protocol) as far as Entra ID and Okta use it to provision
// people and groups: the schema URNs, error bodies, the `eq` filters they send, paging, and the PATCH
// operations with the liberties those providers take (capitalised ops, "False" as a string, a path-less
// replace holding a value object, member removal through a `members[value eq "…"]` path).
import { z } from 'zod';

export const SCIM_CONTENT_TYPE = 'application/scim+json';
export const SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** RFC 7644 §3.12's scimType values this server answers with. */
export type ScimType = 'invalidFilter' | 'invalidValue' | 'invalidSyntax' | 'uniqueness' | 'noTarget' | 'invalidPath' | 'mutability';

/** A refusal in SCIM's error shape (RFC 7644 §3.12): `status` is a string there. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
    this.name = 'ScimError';
  }
  toBody() {
    return { schemas: [SCHEMAS.error], status: String(this.status), ...(this.scimType ? { scimType: this.scimType } : {}), detail: this.message };
  }
}
export const scimErrorSchema = z.object({
  schemas: z.array(z.string()),
  status: z.string(),
  scimType: z.string().optional(),
  detail: z.string(),
});

// ---- Filters -------------------------------------------------------------------------------------

/**
 * The one filter form the providers send: `<attribute> eq "<value>"`. The attribute is matched without
 * regard to case (RFC 7644 §3.4.2.2), and so is `eq`; the value is a JSON string. Any other filter is
 * refused as invalidFilter rather than guessed at.
 */
const EQ_FILTER = /^\s*([A-Za-z][\w.:-]*)\s+eq\s+("(?:[^"\\]|\\.)*")\s*$/i;

export function parseEqFilter<K extends string>(filter: string | undefined, attributes: Record<string, K>): { attribute: K; value: string } | null {
  if (filter === undefined || filter.trim() === '') return null;
  const match = EQ_FILTER.exec(filter);
  const named = match ? Object.entries(attributes).find(([name]) => name.toLowerCase() === match[1]!.toLowerCase()) : undefined;
  if (!match || !named) {
    throw new ScimError(400, `Unsupported filter: only ${Object.keys(attributes).map((a) => `${a} eq "…"`).join(' or ')} is supported`, 'invalidFilter');
  }
  const attribute = named[1];
  let value: unknown;
  try {
    value = JSON.parse(match[2]!);
  } catch {
    throw new ScimError(400, 'The filter value is not a valid string', 'invalidFilter');
  }
  return { attribute, value: value as string };
}

// ---- Paging --------------------------------------------------------------------------------------

export const DEFAULT_COUNT = 100;
export const MAX_COUNT = 200;

/** startIndex is 1-based and below 1 means 1; count is capped and below 0 means 0 (RFC 7644 §3.4.2.4). */
export const listQuerySchema = z.object({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number().int().optional(),
  count: z.coerce.number().int().optional(),
  excludedAttributes: z.string().max(500).optional(),
  attributes: z.string().max(500).optional(),
});
export function pagingOf(query: { startIndex?: number | undefined; count?: number | undefined }) {
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const count = Math.min(MAX_COUNT, Math.max(0, query.count ?? DEFAULT_COUNT));
  return { startIndex, offset: startIndex - 1, limit: count };
}
export const listResponse = <T>(total: number, startIndex: number, resources: T[]) => ({
  schemas: [SCHEMAS.listResponse],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});
/** Whether `excludedAttributes` leaves out an attribute (names match without regard to case). */
export const excludes = (excludedAttributes: string | undefined, attribute: string): boolean =>
  (excludedAttributes ?? '').split(',').some((a) => a.trim().toLowerCase() === attribute.toLowerCase());

// ---- Values --------------------------------------------------------------------------------------

/** SCIM booleans, and the strings "True" and "False" Entra ID sends for them. */
export function booleanOf(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw new ScimError(400, `${attribute} must be true or false`, 'invalidValue');
}
function stringOf(value: unknown, attribute: string, max: number): string {
  if (typeof value !== 'string' || value.length > max) throw new ScimError(400, `${attribute} must be a string of at most ${max} characters`, 'invalidValue');
  return value;
}
const nullableStringOf = (value: unknown, attribute: string, max: number): string | null => (value === null ? null : stringOf(value, attribute, max));

export const USER_NAME_MAX = 320;
export const DISPLAY_NAME_MAX = 300;
export const EXTERNAL_ID_MAX = 200;
export const GROUP_NAME_MAX = 200;

/** A userName: the person's sign-in, which the gateway is told as the user; kept as their e-mail address. */
export function userNameOf(value: unknown): string {
  const name = stringOf(value, 'userName', USER_NAME_MAX).trim();
  if (name === '') throw new ScimError(400, 'userName is required', 'invalidValue');
  return name;
}
export function groupNameOf(value: unknown): string {
  const name = stringOf(value, 'displayName', GROUP_NAME_MAX).trim();
  if (name === '') throw new ScimError(400, 'displayName is required', 'invalidValue');
  return name;
}

// ---- Resources as sent -------------------------------------------------------------------------

const looseObject = z.record(z.string(), z.unknown());
/** A User as POSTed or PUT: only what this server keeps is read, the rest of the resource is accepted. */
export const userResourceSchema = looseObject;
export const groupResourceSchema = looseObject;
export const patchRequestSchema = z.looseObject({
  schemas: z.array(z.string()).optional(),
  Operations: z.array(z.looseObject({ op: z.string(), path: z.string().optional(), value: z.unknown().optional() })).min(1).max(1000),
});
export type PatchRequest = z.infer<typeof patchRequestSchema>;

/** A resource's attributes by lower-cased name (SCIM attribute names are case-insensitive). */
const byLowerName = (resource: Record<string, unknown>) => new Map(Object.entries(resource).map(([k, v]) => [k.toLowerCase(), v]));

/** The display name a User resource gives: displayName, else name.formatted, else given and family names. */
function displayNameOf(attrs: Map<string, unknown>): string {
  const given = attrs.get('displayname');
  if (given !== undefined && given !== null) return stringOf(given, 'displayName', DISPLAY_NAME_MAX);
  const name = attrs.get('name');
  if (name && typeof name === 'object') {
    const parts = byLowerName(name as Record<string, unknown>);
    const formatted = parts.get('formatted');
    if (typeof formatted === 'string' && formatted.trim()) return formatted.trim().slice(0, DISPLAY_NAME_MAX);
    const joined = [parts.get('givenname'), parts.get('familyname')].filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' ');
    return joined.slice(0, DISPLAY_NAME_MAX);
  }
  return '';
}

export interface UserFields {
  email: string;
  displayName: string;
  externalId: string | null;
  accessEnabled: boolean;
}

/** What a POSTed or PUT User says; `active` left out keeps `current` (on by default for a new user). */
export function userFieldsOf(resource: Record<string, unknown>, currentActive = true): UserFields {
  const attrs = byLowerName(resource);
  const externalId = attrs.get('externalid');
  const active = attrs.get('active');
  return {
    email: userNameOf(attrs.get('username')),
    displayName: displayNameOf(attrs),
    externalId: externalId === undefined ? null : nullableStringOf(externalId, 'externalId', EXTERNAL_ID_MAX),
    accessEnabled: active === undefined || active === null ? currentActive : booleanOf(active, 'active'),
  };
}

/** The member ids a `members` value lists: `[{ value: id }, …]`. */
export function memberIdsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((m) => {
    const id = m && typeof m === 'object' ? (m as Record<string, unknown>).value : undefined;
    if (typeof id !== 'string' || id === '' || id.length > 200) throw new ScimError(400, 'Each member needs its id as value', 'invalidValue');
    return id;
  });
}

export interface GroupFields {
  name: string;
  externalId: string | null;
}

export function groupFieldsOf(resource: Record<string, unknown>): GroupFields & { members: string[] } {
  const attrs = byLowerName(resource);
  const externalId = attrs.get('externalid');
  return {
    name: groupNameOf(attrs.get('displayname')),
    externalId: externalId === undefined ? null : nullableStringOf(externalId, 'externalId', EXTERNAL_ID_MAX),
    members: memberIdsOf(attrs.get('members')),
  };
}

// ---- PATCH ---------------------------------------------------------------------------------------

type Op = 'add' | 'replace' | 'remove';
function opOf(op: string): Op {
  // Entra ID sends "Add", "Replace", "Remove": ops are matched without regard to case.
  const lower = op.toLowerCase();
  if (lower === 'add' || lower === 'replace' || lower === 'remove') return lower;
  throw new ScimError(400, `Unknown PATCH op "${op}": use add, replace or remove`, 'invalidSyntax');
}
/** A path with the core schema's URN before it means the same attribute. */
const attributePath = (path: string, schema: string) => {
  const lower = path.trim().toLowerCase();
  const prefix = `${schema.toLowerCase()}:`;
  return lower.startsWith(prefix) ? lower.slice(prefix.length) : lower;
};

/**
 * A User after the operations: userName, displayName, externalId and active are kept; attributes this
 * server does not keep (name parts, other e-mail addresses, the enterprise extension…) are accepted and
 * ignored, so a provider's mapping of them does not fail the person's provisioning.
 */
export function patchUser(current: UserFields, request: PatchRequest): UserFields {
  const next = { ...current };
  const apply = (op: Op, attribute: string, value: unknown) => {
    switch (attribute) {
      case 'active':
        if (op === 'remove') throw new ScimError(400, 'active cannot be removed', 'mutability');
        next.accessEnabled = booleanOf(value, 'active');
        return;
      case 'username':
        if (op === 'remove') throw new ScimError(400, 'userName cannot be removed', 'mutability');
        next.email = userNameOf(value);
        return;
      case 'displayname':
        next.displayName = op === 'remove' || value === null ? '' : stringOf(value, 'displayName', DISPLAY_NAME_MAX);
        return;
      case 'externalid':
        next.externalId = op === 'remove' ? null : nullableStringOf(value, 'externalId', EXTERNAL_ID_MAX);
        return;
      default:
    }
  };
  for (const operation of request.Operations) {
    const op = opOf(operation.op);
    if (operation.path === undefined || operation.path.trim() === '') {
      if (op === 'remove') throw new ScimError(400, 'A remove needs a path', 'noTarget');
      if (!operation.value || typeof operation.value !== 'object' || Array.isArray(operation.value)) {
        throw new ScimError(400, 'An operation without a path needs an object of attributes as its value', 'invalidValue');
      }
      for (const [key, value] of Object.entries(operation.value as Record<string, unknown>)) apply(op, attributePath(key, SCHEMAS.user), value);
    } else {
      apply(op, attributePath(operation.path, SCHEMAS.user), operation.value);
    }
  }
  return next;
}

/** `members[value eq "<id>"]`, the path Entra ID and Okta remove one member with. */
const MEMBER_FILTER_PATH = /^members\[\s*value\s+eq\s+("(?:[^"\\]|\\.)*")\s*\]$/i;

export interface GroupPatch {
  fields: GroupFields;
  /** Undefined when the members are left as they are. */
  members: { add: string[]; remove: string[] } | { replace: string[] } | undefined;
}

/** A Group after the operations: displayName, externalId and members; other attributes are ignored. */
export function patchGroup(current: GroupFields, request: PatchRequest): GroupPatch {
  const fields = { ...current };
  let replaced: string[] | undefined;
  const add = new Set<string>();
  const remove = new Set<string>();
  const addMembers = (ids: string[]) => {
    for (const id of ids) {
      if (replaced) replaced.push(id);
      else {
        remove.delete(id);
        add.add(id);
      }
    }
  };
  const removeMembers = (ids: string[]) => {
    for (const id of ids) {
      if (replaced) replaced = replaced.filter((m) => m !== id);
      else {
        add.delete(id);
        remove.add(id);
      }
    }
  };
  const apply = (op: Op, attribute: string, value: unknown) => {
    switch (attribute) {
      case 'displayname':
        if (op === 'remove') throw new ScimError(400, 'displayName cannot be removed', 'mutability');
        fields.name = groupNameOf(value);
        return;
      case 'externalid':
        fields.externalId = op === 'remove' ? null : nullableStringOf(value, 'externalId', EXTERNAL_ID_MAX);
        return;
      case 'members':
        if (op === 'add') addMembers(memberIdsOf(value));
        else if (op === 'replace') {
          replaced = memberIdsOf(value);
          add.clear();
          remove.clear();
        } else if (value === undefined || value === null) {
          // RFC 7644 §3.5.2.2: a remove of the attribute with no value removes every member.
          replaced = [];
        } else removeMembers(memberIdsOf(value));
        return;
      default:
    }
  };
  for (const operation of request.Operations) {
    const op = opOf(operation.op);
    const path = operation.path?.trim();
    if (!path) {
      if (op === 'remove') throw new ScimError(400, 'A remove needs a path', 'noTarget');
      if (!operation.value || typeof operation.value !== 'object' || Array.isArray(operation.value)) {
        throw new ScimError(400, 'An operation without a path needs an object of attributes as its value', 'invalidValue');
      }
      for (const [key, value] of Object.entries(operation.value as Record<string, unknown>)) apply(op, attributePath(key, SCHEMAS.group), value);
      continue;
    }
    const memberFilter = MEMBER_FILTER_PATH.exec(path);
    if (memberFilter) {
      if (op !== 'remove') throw new ScimError(400, 'A members[value eq "…"] path can only be removed', 'invalidPath');
      let id: unknown;
      try {
        id = JSON.parse(memberFilter[1]!);
      } catch {
        throw new ScimError(400, 'The member filter value is not a valid string', 'invalidFilter');
      }
      removeMembers([id as string]);
      continue;
    }
    if (/\[/.test(path)) throw new ScimError(400, `Unsupported path "${path}"`, 'invalidPath');
    apply(op, attributePath(path, SCHEMAS.group), operation.value);
  }
  const members = replaced !== undefined ? { replace: replaced } : add.size > 0 || remove.size > 0 ? { add: [...add], remove: [...remove] } : undefined;
  return { fields, members };
}
