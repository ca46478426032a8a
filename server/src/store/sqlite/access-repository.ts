import type { AccessGroup, AccessUser } from '@gsg/shared';
import type { AccessRepository } from '../types.ts';
import type { Db } from './database.ts';

// A synced directory can hold many thousands of users; the screen lists the first matches in id order
// and the search box narrows them, so no answer ever carries the whole directory.
const ACCESS_LIST_LIMIT = 500;

interface UserRow {
  id: string;
  email: string;
  access_enabled: number;
}
interface GroupRow {
  name: string;
  description: string;
  access_enabled: number;
}

const toUser = (r: UserRow): AccessUser => ({ id: r.id, email: r.email, accessEnabled: r.access_enabled === 1 });
const toGroup = (r: GroupRow): AccessGroup => ({
  name: r.name,
  description: r.description,
  accessEnabled: r.access_enabled === 1,
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
  const insertUser = db.prepare<[string, string, number]>(
    'INSERT INTO access_users (id, email, access_enabled) VALUES (?, ?, ?)',
  );

  const listGroups = db.prepare<{ search: string | null; limit: number }, GroupRow>(
    `SELECT * FROM access_groups
     WHERE @search IS NULL OR instr(lower(name), @search) > 0 OR instr(lower(description), @search) > 0
     ORDER BY name LIMIT @limit`,
  );
  const oneGroup = db.prepare<[string], GroupRow>('SELECT * FROM access_groups WHERE name = ?');
  const updateGroup = db.prepare<{ name: string; description: string | null; accessEnabled: number | null }>(
    `UPDATE access_groups
     SET description = coalesce(@description, description), access_enabled = coalesce(@accessEnabled, access_enabled)
     WHERE name = @name`,
  );
  const insertGroup = db.prepare<[string, string, number]>(
    'INSERT INTO access_groups (name, description, access_enabled) VALUES (?, ?, ?)',
  );

  const needle = (search: string | undefined) => (search ? search.toLowerCase() : null);

  return {
    async listUsers(search) {
      return listUsers.all({ search: needle(search), limit: ACCESS_LIST_LIMIT }).map(toUser);
    },
    async findUser(idOrEmail) {
      const row = userByIdOrEmail.get({ key: idOrEmail });
      return row ? toUser(row) : null;
    },
    async setUserAccess(id, accessEnabled) {
      if (setUserAccess.run(accessEnabled ? 1 : 0, id).changes === 0) return null;
      return toUser(oneUser.get(id)!);
    },
    async listGroups(search) {
      return listGroups.all({ search: needle(search), limit: ACCESS_LIST_LIMIT }).map(toGroup);
    },
    async updateGroup(name, patch) {
      const changed = updateGroup.run({
        name,
        description: patch.description ?? null,
        accessEnabled: patch.accessEnabled === undefined ? null : patch.accessEnabled ? 1 : 0,
      }).changes;
      return changed === 0 ? null : toGroup(oneGroup.get(name)!);
    },
    async insertUsers(users) {
      db.transaction(() => {
        for (const u of users) insertUser.run(u.id, u.email, u.accessEnabled ? 1 : 0);
      })();
    },
    async insertGroups(groups) {
      db.transaction(() => {
        for (const g of groups) insertGroup.run(g.name, g.description, g.accessEnabled ? 1 : 0);
      })();
    },
  };
}
