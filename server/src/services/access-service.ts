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
      const user = await access.setUserAccess(id, enabled);
      if (!user) throw notFound(NOT_FOUND.accessUser);
      events.emit([{ type: 'access.user.changed', data: { user, by } }]);
      return user;
    },
    async updateGroup(name, update, by) {
      const group = await access.updateGroup(name, update);
      if (!group) throw notFound(NOT_FOUND.accessGroup);
      events.emit([{ type: 'access.group.changed', data: { group, by } }]);
      return group;
    },
  };
}
