import { randomUUID } from 'node:crypto';
import type { AccessGroup, AccessGroupUpdate, AccessMembership, AccessUser } from '@gsg/shared';
import { CONFLICT, type AccessRepository, type AccessUserFields, type MemberChange } from '../types.ts';
import type { Db } from './database.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';

// A synced directory can hold many thousands of users; the screen lists the first matches in id order
// and the search box narrows them, so no answer ever carries the whole directory.
const ACCESS_LIST_LIMIT = 500;

interface UserRow {
  id: string;
  email: string;
  access_enabled: number;
  display_name: string;
  external_id: string | null;
}
interface GroupRow {
  id: string;
  name: string;
  description: string;
  access_enabled: number;
  external_id: string | null;
}
interface MembershipRow {
  user_id: string;
  name: string;
  access_enabled: number;
}

const toGroup = (r: GroupRow): AccessGroup => ({
  id: r.id,
  name: r.name,
  description: r.description,
  accessEnabled: r.access_enabled === 1,
  externalId: r.external_id,
});

export function createAccessRepository(db: Db): AccessRepository {
  // instr() on lower-cased text is a plain case-insensitive substring test: unlike LIKE, a '%' or '_'
  // typed into the search box means itself.
  const listUsers = db.prepare<{ search: string | null; limit: number }, UserRow>(
    `SELECT * FROM access_users
     WHERE @search IS NULL OR instr(lower(id), @search) > 0 OR instr(lower(email), @search) > 0
     ORDER BY id LIMIT @limit`,
  );
  const oneUser = db.prepare<[string], UserRow>('SELECT * FROM access_users WHERE id = ?');
  // An id match wins over another user's e-mail address that happens to read the same.
  const userByIdOrEmail = db.prepare<{ key: string }, UserRow>(
    `SELECT * FROM access_users WHERE id = @key OR email = @key COLLATE NOCASE
     ORDER BY id = @key DESC, id LIMIT 1`,
  );
  const setUserAccess = db.prepare<[number, string]>('UPDATE access_users SET access_enabled = ? WHERE id = ?');
  const insertUser = db.prepare<{ id: string; email: string; accessEnabled: number; displayName: string; externalId: string | null }>(
    `INSERT INTO access_users (id, email, access_enabled, display_name, external_id)
     VALUES (@id, @email, @accessEnabled, @displayName, @externalId)`,
  );
  const replaceUser = db.prepare<{ id: string; email: string; accessEnabled: number; displayName: string; externalId: string | null }>(
    `UPDATE access_users SET email = @email, access_enabled = @accessEnabled, display_name = @displayName, external_id = @externalId
     WHERE id = @id`,
  );
  const otherWithEmail = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM access_users WHERE email = ? COLLATE NOCASE AND id <> ? LIMIT 1',
  );
  const deleteUser = db.prepare<[string]>('DELETE FROM access_users WHERE id = ?');
  const deleteUserMemberships = db.prepare<[string]>('DELETE FROM access_members WHERE user_id = ?');
  const membershipsOf = db.prepare<[string], MembershipRow>(
    `SELECT m.user_id, g.name, g.access_enabled FROM access_members m JOIN access_groups g ON g.id = m.group_id
     WHERE m.user_id IN (SELECT value FROM json_each(?)) ORDER BY g.name`,
  );
  const usersWhere = (where: string) => ({
    page: db.prepare<{ value: string; limit: number; offset: number }, UserRow>(
      `SELECT * FROM access_users WHERE ${where} ORDER BY id LIMIT @limit OFFSET @offset`,
    ),
    count: db.prepare<{ value: string }, { n: number }>(`SELECT count(*) AS n FROM access_users WHERE ${where}`),
  });
  const userQueries = {
    all: usersWhere('@value IS NOT NULL'),
    email: usersWhere('email = @value COLLATE NOCASE'),
    externalId: usersWhere('external_id = @value'),
  };
  const knownUserIds = db.prepare<[string], { id: string }>(
    'SELECT id FROM access_users WHERE id IN (SELECT value FROM json_each(?))',
  );

  const listGroups = db.prepare<{ search: string | null; limit: number }, GroupRow>(
    `SELECT * FROM access_groups
     WHERE @search IS NULL OR instr(lower(name), @search) > 0 OR instr(lower(description), @search) > 0
     ORDER BY name LIMIT @limit`,
  );
  const oneGroup = db.prepare<[string], GroupRow>('SELECT * FROM access_groups WHERE name = ?');
  const groupById = db.prepare<[string], GroupRow>('SELECT * FROM access_groups WHERE id = ?');
  const updateGroup = db.prepare<{ name: string; description: string | null; accessEnabled: number | null }>(
    `UPDATE access_groups
     SET description = coalesce(@description, description), access_enabled = coalesce(@accessEnabled, access_enabled)
     WHERE name = @name`,
  );
  const insertGroup = db.prepare<{ id: string; name: string; description: string; accessEnabled: number; externalId: string | null }>(
    `INSERT INTO access_groups (id, name, description, access_enabled, external_id)
     VALUES (@id, @name, @description, @accessEnabled, @externalId)`,
  );
  const replaceGroup = db.prepare<{ id: string; name: string; externalId: string | null }>(
    'UPDATE access_groups SET name = @name, external_id = @externalId WHERE id = @id',
  );
  const otherWithName = db.prepare<[string, string], { id: string }>('SELECT id FROM access_groups WHERE name = ? AND id <> ?');
  const deleteGroup = db.prepare<[string]>('DELETE FROM access_groups WHERE id = ?');
  const deleteGroupMemberships = db.prepare<[string]>('DELETE FROM access_members WHERE group_id = ?');
  const addMember = db.prepare<[string, string]>(
    // Only users the directory holds: a member the provider has not provisioned is ignored.
    `INSERT OR IGNORE INTO access_members (group_id, user_id) SELECT ?, id FROM access_users WHERE id = ?`,
  );
  const removeMember = db.prepare<[string, string]>('DELETE FROM access_members WHERE group_id = ? AND user_id = ?');
  const members = db.prepare<[string, number], { id: string; email: string }>(
    `SELECT u.id, u.email FROM access_members m JOIN access_users u ON u.id = m.user_id
     WHERE m.group_id = ? ORDER BY u.id LIMIT ?`,
  );
  const groupsWhere = (where: string) => ({
    page: db.prepare<{ value: string; limit: number; offset: number }, GroupRow>(
      `SELECT * FROM access_groups WHERE ${where} ORDER BY id LIMIT @limit OFFSET @offset`,
    ),
    count: db.prepare<{ value: string }, { n: number }>(`SELECT count(*) AS n FROM access_groups WHERE ${where}`),
  });
  const groupQueries = {
    all: groupsWhere('@value IS NOT NULL'),
    name: groupsWhere('name = @value'),
    externalId: groupsWhere('external_id = @value'),
  };

  const needle = (search: string | undefined) => (search ? search.toLowerCase() : null);

  /** Users with the groups each belongs to, in one query for the lot. */
  function withGroups(rows: UserRow[]): AccessUser[] {
    const byUser = new Map<string, AccessMembership[]>();
    if (rows.length > 0) {
      for (const m of membershipsOf.all(JSON.stringify(rows.map((r) => r.id)))) {
        const list = byUser.get(m.user_id) ?? [];
        list.push({ name: m.name, accessEnabled: m.access_enabled === 1 });
        byUser.set(m.user_id, list);
      }
    }
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      accessEnabled: r.access_enabled === 1,
      displayName: r.display_name,
      externalId: r.external_id,
      groups: byUser.get(r.id) ?? [],
    }));
  }
  const oneWithGroups = (row: UserRow | undefined): AccessUser | null => (row ? withGroups([row])[0]! : null);
  const userParams = (id: string, f: AccessUserFields) => ({
    id,
    email: f.email,
    accessEnabled: f.accessEnabled ? 1 : 0,
    displayName: f.displayName,
    externalId: f.externalId,
  });

  const changeMembers = (groupId: string, change: MemberChange) => {
    if ('replace' in change) {
      deleteGroupMemberships.run(groupId);
      for (const id of change.replace) addMember.run(groupId, id);
      return;
    }
    for (const id of change.remove) removeMember.run(groupId, id);
    for (const id of change.add) addMember.run(groupId, id);
  };

  const keepInOutbox = prepareOutboxInsert(db);
  /**
   * `write` in one transaction with the events `outbox` gives for what it stored; a write that stored
   * nothing (null, a conflict) keeps none.
   */
  const withOutbox = <A extends unknown[], W>(write: (...args: A) => W) =>
    db.transaction((outbox: OutboxEntries<Exclude<W, null | typeof CONFLICT>> | undefined, ...args: A): W => {
      const written = write(...args);
      if (written !== null && written !== CONFLICT) keepInOutbox(outbox, written as Exclude<W, null | typeof CONFLICT>);
      return written;
    });

  const setUserAccessTx = withOutbox((id: string, accessEnabled: boolean) => {
    if (setUserAccess.run(accessEnabled ? 1 : 0, id).changes === 0) return null;
    return oneWithGroups(oneUser.get(id));
  });
  const updateGroupTx = withOutbox((name: string, patch: AccessGroupUpdate) => {
    const changed = updateGroup.run({
      name,
      description: patch.description ?? null,
      accessEnabled: patch.accessEnabled === undefined ? null : patch.accessEnabled ? 1 : 0,
    }).changes;
    return changed === 0 ? null : toGroup(oneGroup.get(name)!);
  });
  const createUser = withOutbox((id: string, fields: AccessUserFields) => {
    if (otherWithEmail.get(fields.email, id)) return CONFLICT;
    insertUser.run(userParams(id, fields));
    return oneWithGroups(oneUser.get(id))!;
  });
  const replaceUserTx = withOutbox((id: string, fields: AccessUserFields) => {
    if (!oneUser.get(id)) return null;
    if (otherWithEmail.get(fields.email, id)) return CONFLICT;
    replaceUser.run(userParams(id, fields));
    return oneWithGroups(oneUser.get(id));
  });
  const deleteUserTx = withOutbox((id: string) => {
    const before = oneWithGroups(oneUser.get(id));
    if (!before) return null;
    deleteUserMemberships.run(id);
    deleteUser.run(id);
    return before;
  });
  const createGroup = withOutbox((group: AccessGroup, first: readonly string[]) => {
    if (oneGroup.get(group.name)) return CONFLICT;
    insertGroup.run({ ...group, accessEnabled: group.accessEnabled ? 1 : 0 });
    changeMembers(group.id, { add: first, remove: [] });
    return toGroup(groupById.get(group.id)!);
  });
  const replaceGroupTx = withOutbox((id: string, fields: { name: string; externalId: string | null }, change: MemberChange | undefined) => {
    if (!groupById.get(id)) return null;
    if (otherWithName.get(fields.name, id)) return CONFLICT;
    replaceGroup.run({ id, ...fields });
    if (change) changeMembers(id, change);
    return toGroup(groupById.get(id)!);
  });
  const deleteGroupTx = withOutbox((id: string) => {
    const before = groupById.get(id);
    if (!before) return null;
    deleteGroupMemberships.run(id);
    deleteGroup.run(id);
    return toGroup(before);
  });

  return {
    async listUsers(search) {
      return withGroups(listUsers.all({ search: needle(search), limit: ACCESS_LIST_LIMIT }));
    },
    async findUser(idOrEmail) {
      return oneWithGroups(userByIdOrEmail.get({ key: idOrEmail }));
    },
    async setUserAccess(id, accessEnabled, outbox) {
      return setUserAccessTx(outbox, id, accessEnabled);
    },
    async listGroups(search) {
      return listGroups.all({ search: needle(search), limit: ACCESS_LIST_LIMIT }).map(toGroup);
    },
    async updateGroup(name, patch, outbox) {
      return updateGroupTx(outbox, name, patch);
    },
    async insertUsers(users) {
      db.transaction(() => {
        for (const u of users) insertUser.run(userParams(u.id, { displayName: '', externalId: null, ...u }));
      })();
    },
    async insertGroups(groups) {
      db.transaction(() => {
        for (const g of groups) {
          insertGroup.run({ id: g.id ?? randomUUID(), externalId: g.externalId ?? null, name: g.name, description: g.description, accessEnabled: g.accessEnabled ? 1 : 0 });
        }
      })();
    },
    async getUser(id) {
      return oneWithGroups(oneUser.get(id));
    },
    async queryUsers(filter, { offset, limit }) {
      const [query, value] =
        filter.email !== undefined ? [userQueries.email, filter.email] : filter.externalId !== undefined ? [userQueries.externalId, filter.externalId] : [userQueries.all, ''];
      return { total: query.count.get({ value })!.n, items: withGroups(query.page.all({ value, limit, offset })) };
    },
    async createUser(id, fields, outbox) {
      return createUser(outbox, id, fields);
    },
    async replaceUser(id, fields, outbox) {
      return replaceUserTx(outbox, id, fields);
    },
    async deleteUser(id, outbox) {
      return deleteUserTx(outbox, id);
    },
    async getGroup(id) {
      const row = groupById.get(id);
      return row ? toGroup(row) : null;
    },
    async queryGroups(filter, { offset, limit }) {
      const [query, value] =
        filter.name !== undefined ? [groupQueries.name, filter.name] : filter.externalId !== undefined ? [groupQueries.externalId, filter.externalId] : [groupQueries.all, ''];
      return { total: query.count.get({ value })!.n, items: query.page.all({ value, limit, offset }).map(toGroup) };
    },
    async createGroup(group, first, outbox) {
      return createGroup(outbox, group, first);
    },
    async replaceGroup(id, fields, change, outbox) {
      return replaceGroupTx(outbox, id, fields, change);
    },
    async deleteGroup(id, outbox) {
      return deleteGroupTx(outbox, id);
    },
    async listMembers(groupId, limit) {
      return members.all(groupId, limit);
    },
    async knownUserIds(ids) {
      if (ids.length === 0) return [];
      return knownUserIds.all(JSON.stringify(ids)).map((r) => r.id);
    },
  };
}
