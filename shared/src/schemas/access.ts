import { z } from 'zod';
import { filterTextSchema, idSchema } from './common.ts';

/** A group a user belongs to, as the user's row shows it: a disabled one turns the user's access off. */
export const accessMembershipSchema = z.object({ name: z.string(), accessEnabled: z.boolean() });
export type AccessMembership = z.infer<typeof accessMembershipSchema>;

/**
 * A person of the identity provider's directory. `accessEnabled` is the person's own switch; the groups
 * they belong to may turn their access off too (see `effectiveAccess`).
 */
export const accessUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  accessEnabled: z.boolean(),
  /** The name the identity provider gives; empty when it gave none. */
  displayName: z.string(),
  /** The identity provider's own id for the person (SCIM externalId); null when it gave none. */
  externalId: z.string().nullable(),
  /** Every group the person belongs to, by name. */
  groups: z.array(accessMembershipSchema),
});
export type AccessUser = z.infer<typeof accessUserSchema>;
/** A user as seeded or first written: the directory fields default to none, groups are joined apart. */
export type AccessUserSeed = Pick<AccessUser, 'id' | 'email' | 'accessEnabled'> & Partial<Pick<AccessUser, 'displayName' | 'externalId'>>;

export const accessGroupSchema = z.object({
  /** Stays the same when the identity provider renames the group (SCIM id). */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  accessEnabled: z.boolean(),
  externalId: z.string().nullable(),
});
export type AccessGroup = z.infer<typeof accessGroupSchema>;
export type AccessGroupSeed = Pick<AccessGroup, 'name' | 'description' | 'accessEnabled'> & Partial<Pick<AccessGroup, 'id' | 'externalId'>>;

/**
 * Whether a person may use GenAI tools: their own switch is on and every group they belong to is
 * enabled. The one rule the gateway and the Access Control screen both apply.
 */
export const effectiveAccess = (user: { accessEnabled: boolean; groups: ReadonlyArray<{ accessEnabled: boolean }> }): boolean =>
  user.accessEnabled && user.groups.every((g) => g.accessEnabled);

export const accessSearchSchema = z.object({ search: filterTextSchema });
export const accessUserListSchema = z.object({ items: z.array(accessUserSchema) });
export const accessGroupListSchema = z.object({ items: z.array(accessGroupSchema) });

export const accessUserUpdateSchema = z.object({ accessEnabled: z.boolean() });
export const accessGroupUpdateSchema = z
  .object({ description: z.string().trim().max(500).optional(), accessEnabled: z.boolean().optional() })
  .refine((v) => v.description !== undefined || v.accessEnabled !== undefined, {
    message: 'give description or accessEnabled',
  });
export type AccessGroupUpdate = z.infer<typeof accessGroupUpdateSchema>;

/** Where an identity provider's SCIM client is pointed (the console's own address before it). */
export const SCIM_BASE_PATH = '/scim/v2';

/** The SCIM token in force, as an admin sees it: never the token itself. */
export const scimTokenInfoSchema = z.object({
  id: z.string(),
  /** The token's first characters, to tell it from the one configured in the identity provider. */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type ScimTokenInfo = z.infer<typeof scimTokenInfoSchema>;
export const scimTokenStatusSchema = z.object({
  token: scimTokenInfoSchema.nullable(),
  /** The SCIM base URL when the console's public address is configured; otherwise the web uses its own. */
  baseUrl: z.string().nullable(),
});
export type ScimTokenStatus = z.infer<typeof scimTokenStatusSchema>;
/** The one answer that carries the token: it is stored hashed and cannot be shown again. */
export const scimTokenIssuedSchema = scimTokenInfoSchema.extend({ token: z.string() });
export type ScimTokenIssued = z.infer<typeof scimTokenIssuedSchema>;
