import type { AccessGroup, AccessUser } from '@gsg/shared';
import type { Document } from 'mongodb';
import type { AccessRepository } from '../types.ts';
import type { AccessGroupDocument, AccessUserDocument, Database } from './database.ts';
import { containsPattern } from './filters.ts';

// A synced directory can hold many thousands of users; the screen lists the first matches in id order
// and the search box narrows them, so no answer ever carries the whole directory.
const ACCESS_LIST_LIMIT = 500;

const toUser = (d: AccessUserDocument): AccessUser => ({ id: d._id, email: d.email, accessEnabled: d.accessEnabled });
const toGroup = (d: AccessGroupDocument): AccessGroup => ({
  name: d._id,
  description: d.description,
  accessEnabled: d.accessEnabled,
});

/**
 * SQLite's `instr(lower(field), needle)` with the needle lower-cased in JavaScript: `lower()` folds ASCII
 * letters only, so a needle letter matches its ASCII upper case and any other character only itself.
 */
function searchAny(fields: readonly string[], search: string | undefined): Document {
  if (!search) return {};
  const pattern = containsPattern(search.toLowerCase());
  return { $or: fields.map((field) => ({ [field]: { $regex: pattern } })) };
}

export function createAccessRepository({ collections, transact }: Database): AccessRepository {
  const { accessUsers: users, accessGroups: groups } = collections;
  return {
    async listUsers(search) {
      const docs = await users
        .find(searchAny(['_id', 'email'], search))
        .sort({ _id: 1 })
        .limit(ACCESS_LIST_LIMIT)
        .toArray();
      return docs.map(toUser);
    },
    async findUser(idOrEmail) {
      const byId = await users.findOne({ _id: idOrEmail });
      if (byId) return toUser(byId);
      // As SQLite's COLLATE NOCASE: ASCII letters in any case, every other character only itself.
      const byEmail = await users
        .find({ email: { $regex: `^${containsPattern(idOrEmail)}$` } })
        .sort({ _id: 1 })
        .limit(1)
        .toArray();
      return byEmail[0] ? toUser(byEmail[0]) : null;
    },
    async setUserAccess(id, accessEnabled) {
      const doc = await users.findOneAndUpdate({ _id: id }, { $set: { accessEnabled } }, { returnDocument: 'after' });
      return doc ? toUser(doc) : null;
    },
    async listGroups(search) {
      const docs = await groups
        .find(searchAny(['_id', 'description'], search))
        .sort({ _id: 1 })
        .limit(ACCESS_LIST_LIMIT)
        .toArray();
      return docs.map(toGroup);
    },
    async updateGroup(name, patch) {
      const set = {
        ...(patch.description === undefined ? {} : { description: patch.description }),
        ...(patch.accessEnabled === undefined ? {} : { accessEnabled: patch.accessEnabled }),
      };
      // An empty patch changes nothing but still finds the group, as SQLite's coalescing update does.
      const doc =
        Object.keys(set).length === 0
          ? await groups.findOne({ _id: name })
          : await groups.findOneAndUpdate({ _id: name }, { $set: set }, { returnDocument: 'after' });
      return doc ? toGroup(doc) : null;
    },
    async insertUsers(list) {
      if (list.length === 0) return;
      await transact((session) =>
        users.insertMany(
          list.map((u) => ({ _id: u.id, email: u.email, accessEnabled: u.accessEnabled })),
          { session },
        ),
      );
    },
    async insertGroups(list) {
      if (list.length === 0) return;
      await transact((session) =>
        groups.insertMany(
          list.map((g) => ({ _id: g.name, description: g.description, accessEnabled: g.accessEnabled })),
          { session },
        ),
      );
    },
  };
}
