import { NOT_FOUND, type AccessGroup, type AccessGroupUpdate, type AccessUser, type Actor } from '@gsg/shared';
import type { DomainBus } from '../events/domain-bus.ts';
import { notFound } from '../http-errors.ts';
import type { AccessRepository } from '../store/index.ts';

/** Who may use GenAI tools: each switch turned is said once. */
export interface AccessService {
  /** Turns one user's access on or off; a 404 when there is no such user. */
  setUserAccess(id: string, enabled: boolean, by: Actor): Promise<AccessUser>;
  /** Changes a group's description or access; a 404 when there is no such group. */
  updateGroup(name: string, update: AccessGroupUpdate, by: Actor): Promise<AccessGroup>;
}

export function createAccessService(access: AccessRepository, events: DomainBus): AccessService {
  return {
    async setUserAccess(id, enabled, by) {
      const before = await access.findUser(id);
      const user = before && before.id === id ? await access.setUserAccess(id, enabled) : null;
      if (!before || !user) throw notFound(NOT_FOUND.accessUser);
      await events.emit([{ type: 'access.user.changed', data: { user, before, by } }]);
      return user;
    },
    async updateGroup(name, update, by) {
      const before = (await access.listGroups(name)).find((g) => g.name === name);
      const group = before ? await access.updateGroup(name, update) : null;
      if (!before || !group) throw notFound(NOT_FOUND.accessGroup);
      await events.emit([{ type: 'access.group.changed', data: { group, before, by } }]);
      return group;
    },
  };
}
