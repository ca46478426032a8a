import { randomUUID } from 'node:crypto';
import { NOT_FOUND, effectiveAccess, type AccessGroup, type AccessGroupUpdate, type AccessUser, type Actor } from '@gsg/shared';
import type { Change, DomainBus } from '../../events/domain-bus.ts';
import { notFound } from '../../http-errors.ts';
import { CONFLICT, type AccessGroupFields, type AccessRepository, type AccessUserFields, type MemberChange } from '../../store/index.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

/** Whom a gateway request names and whether they may use GenAI tools. */
export interface AccessDecision {
  /** The directory user, or null when the request names nobody the directory holds. */
  user: AccessUser | null;
  allowed: boolean;
  /** Why not: the person's own switch, or the switched-off groups they belong to (their own switch on). */
  refusedBy: 'user' | { groups: string[] } | null;
}

/** A change refused because the e-mail address (users) or name (groups) belongs to another entry. */
export class DirectoryConflict extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DirectoryConflict';
  }
}

// The most members a change compares before and after: a group the identity provider replaces whole is
// diffed for the audit trail within this bound.
const MEMBER_DIFF_LIMIT = 10_000;

/** Who may use GenAI tools: each switch turned, and each change the identity provider syncs, is said once. */
export interface AccessService {
  // The directory as Access Control and SCIM read it.
  listUsers: AccessRepository['listUsers'];
  listGroups: AccessRepository['listGroups'];
  listMembers: AccessRepository['listMembers'];
  getUser: AccessRepository['getUser'];
  queryUsers: AccessRepository['queryUsers'];
  getGroup: AccessRepository['getGroup'];
  queryGroups: AccessRepository['queryGroups'];
  /**
   * The gateway's one rule: a directory user may use GenAI tools when their own switch is on and every
   * group they belong to is enabled; a name the directory does not hold is not Access Control's to refuse.
   */
  decide(named: string): Promise<AccessDecision>;
  /** Turns one user's access on or off; a 404 when there is no such user. */
  setUserAccess(id: string, enabled: boolean, by: Actor): Promise<AccessUser>;
  /** Changes a group's description or access; a 404 when there is no such group. */
  updateGroup(name: string, update: AccessGroupUpdate, by: Actor): Promise<AccessGroup>;

  // What the identity provider provisions (SCIM). Conflicts throw DirectoryConflict; a missing entry is null.
  createUser(fields: AccessUserFields, by: Actor): Promise<AccessUser>;
  replaceUser(id: string, fields: AccessUserFields, by: Actor): Promise<AccessUser | null>;
  deleteUser(id: string, by: Actor): Promise<boolean>;
  createGroup(fields: AccessGroupFields, members: readonly string[], by: Actor): Promise<AccessGroup>;
  replaceGroup(id: string, fields: AccessGroupFields, members: MemberChange | undefined, by: Actor): Promise<AccessGroup | null>;
  deleteGroup(id: string, by: Actor): Promise<boolean>;
}

const EMAIL_TAKEN = 'Another user has this userName';
const NAME_TAKEN = 'Another group has this displayName';

export function createAccessService(access: AccessRepository, events: DomainBus): AccessService {
  /** The member change as it will land: only users the directory holds, and only real joins and leaves. */
  async function memberDiff(groupId: string | null, change: MemberChange): Promise<{ added: string[]; removed: string[] }> {
    const current = new Set(groupId ? (await access.listMembers(groupId, MEMBER_DIFF_LIMIT)).map((m) => m.id) : []);
    const wanted = 'replace' in change ? change.replace : change.add;
    const known = new Set(await access.knownUserIds([...new Set(wanted)]));
    const added = [...known].filter((id) => !current.has(id));
    const removed = 'replace' in change ? [...current].filter((id) => !known.has(id)) : [...new Set(change.remove)].filter((id) => current.has(id) && !known.has(id));
    return { added, removed };
  }

  return {
    listUsers: (search) => access.listUsers(search),
    listGroups: (search) => access.listGroups(search),
    listMembers: (groupId, limit) => access.listMembers(groupId, limit),
    getUser: (id) => access.getUser(id),
    queryUsers: (filter, paging) => access.queryUsers(filter, paging),
    getGroup: (id) => access.getGroup(id),
    queryGroups: (filter, paging) => access.queryGroups(filter, paging),
    async decide(named) {
      const user = await access.findUser(named);
      if (!user || effectiveAccess(user)) return { user, allowed: true, refusedBy: null };
      const refusedBy = user.accessEnabled ? { groups: user.groups.filter((g) => !g.accessEnabled).map((g) => g.name) } : ('user' as const);
      return { user, allowed: false, refusedBy };
    },
    async setUserAccess(id, enabled, by) {
      const before = await access.findUser(id);
      const user =
        before && before.id === id
          ? await events.record(
              (outbox) => access.setUserAccess(id, enabled, outbox),
              (changed: AccessUser) => [{ type: 'access.user.changed', data: { user: changed, before, by } }],
            )
          : null;
      if (!before || !user) throw notFound(NOT_FOUND.accessUser);
      return user;
    },
    async updateGroup(name, update, by) {
      const before = (await access.listGroups(name)).find((g) => g.name === name);
      const group = before
        ? await events.record(
            (outbox) => access.updateGroup(name, update, outbox),
            (changed: AccessGroup) => [{ type: 'access.group.changed', data: { group: changed, before, by } }],
          )
        : null;
      if (!before || !group) throw notFound(NOT_FOUND.accessGroup);
      return group;
    },
    async createUser(fields, by) {
      const user = await events.record(
        (outbox) => access.createUser(randomUUID(), fields, outbox),
        (created: AccessUser) => [{ type: 'access.user.changed', data: { user: created, before: null, by } }],
      );
      if (user === CONFLICT) throw new DirectoryConflict(EMAIL_TAKEN);
      return user;
    },
    async replaceUser(id, fields, by) {
      const before = await access.getUser(id);
      if (!before) return null;
      const same = (user: AccessUser) =>
        user.email === before.email && user.displayName === before.displayName && user.externalId === before.externalId && user.accessEnabled === before.accessEnabled;
      // Providers re-send what they already sent; the trail records changes, not repetitions.
      const user = await events.record(
        (outbox) => access.replaceUser(id, fields, outbox),
        (replaced: AccessUser): Change[] => (same(replaced) ? [] : [{ type: 'access.user.changed', data: { user: replaced, before, by } }]),
      );
      if (user === CONFLICT) throw new DirectoryConflict(EMAIL_TAKEN);
      return user;
    },
    async deleteUser(id, by) {
      const before = await events.record(
        (outbox) => access.deleteUser(id, outbox),
        (removed: AccessUser) => [{ type: 'access.user.removed', data: { before: removed, by } }],
      );
      return before !== null;
    },
    async createGroup(fields, members, by) {
      const diff = await memberDiff(null, { add: members, remove: [] });
      const group = await events.record(
        (outbox) => access.createGroup({ id: randomUUID(), description: '', accessEnabled: true, ...fields }, diff.added, outbox),
        (created: AccessGroup) => [{ type: 'access.group.changed', data: { group: created, before: null, members: { added: diff.added, removed: [] }, by } }],
      );
      if (group === CONFLICT) throw new DirectoryConflict(NAME_TAKEN);
      return group;
    },
    async replaceGroup(id, fields, change, by) {
      const before = await access.getGroup(id);
      if (!before) return null;
      const diff = change ? await memberDiff(id, change) : { added: [], removed: [] };
      const membersChanged = diff.added.length > 0 || diff.removed.length > 0;
      const group = await events.record(
        (outbox) => access.replaceGroup(id, fields, change, outbox),
        (replaced: AccessGroup): Change[] =>
          membersChanged || replaced.name !== before.name || replaced.externalId !== before.externalId
            ? [{ type: 'access.group.changed', data: { group: replaced, before, ...(membersChanged ? { members: diff } : {}), by } }]
            : [],
      );
      if (group === CONFLICT) throw new DirectoryConflict(NAME_TAKEN);
      return group;
    },
    async deleteGroup(id, by) {
      const before = await events.record(
        (outbox) => access.deleteGroup(id, outbox),
        (removed: AccessGroup) => [{ type: 'access.group.removed', data: { before: removed, by } }],
      );
      return before !== null;
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** Who may use AI: users and groups. */
    access: AccessService;
  }
}

export const accessServicePlugin = servicePlugin('access', [], (app) => createAccessService(app.store.access, app.events));
