import { randomUUID } from 'node:crypto';
import type { AccessGroup, AccessMembership, AccessUser } from '@gsg/shared';
import { MongoServerError, type ClientSession, type Document } from 'mongodb';
import { CONFLICT, type AccessRepository, type AccessUserFields, type MemberChange } from '../types.ts';
import type { AccessGroupDocument, AccessUserDocument, Database } from './database.ts';
import { containsPattern } from './filters.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { keepInOutbox } from './outbox-repository.ts';

// A synced directory can hold many thousands of users; the screen lists the first matches in id order
// and the search box narrows them, so no answer ever carries the whole directory.
const ACCESS_LIST_LIMIT = 500;

const toGroup = (d: AccessGroupDocument): AccessGroup => ({
  id: d.id,
  name: d._id,
  description: d.description,
  accessEnabled: d.accessEnabled,
  externalId: d.externalId ?? null,
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

/** As SQLite's `= ... COLLATE NOCASE`: ASCII letters in any case, every other character only itself. */
const equalsNoCase = (value: string): Document => ({ $regex: `^${containsPattern(value)}$` });

const memberKey = (groupId: string, userId: string) => `${groupId}\n${userId}`;
/**
 * The e-mail address as SQLite's NOCASE compares it (ASCII letters folded): a unique index on it keeps two
 * users from holding one address however many providers' requests race.
 */
const emailKeyOf = (email: string) => email.replace(/[A-Z]/g, (c) => c.toLowerCase());
const DUPLICATE_KEY = 11000;
const isDuplicateKey = (error: unknown) => error instanceof MongoServerError && error.code === DUPLICATE_KEY;

export function createAccessRepository({ collections, transact }: Database): AccessRepository {
  const { accessUsers: users, accessGroups: groups, accessMembers: members } = collections;

  /** Users with the groups each belongs to, in two queries for the lot. */
  async function withGroups(docs: AccessUserDocument[], session?: ClientSession): Promise<AccessUser[]> {
    const byUser = new Map<string, AccessMembership[]>();
    if (docs.length > 0) {
      const links = await members.find({ userId: { $in: docs.map((d) => d._id) } }, { session }).toArray();
      const groupDocs = links.length === 0 ? [] : await groups.find({ id: { $in: [...new Set(links.map((l) => l.groupId))] } }, { session }).toArray();
      const groupById = new Map(groupDocs.map((g) => [g.id, g]));
      for (const link of links) {
        const group = groupById.get(link.groupId);
        if (!group) continue;
        const list = byUser.get(link.userId) ?? [];
        list.push({ name: group._id, accessEnabled: group.accessEnabled });
        byUser.set(link.userId, list);
      }
    }
    // In name order, as SQLite's join sorts them (code-point order: both compare the UTF-8 bytes).
    const byName = (a: AccessMembership, b: AccessMembership) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    return docs.map((d) => ({
      id: d._id,
      email: d.email,
      accessEnabled: d.accessEnabled,
      displayName: d.displayName ?? '',
      externalId: d.externalId ?? null,
      groups: (byUser.get(d._id) ?? []).sort(byName),
    }));
  }
  const oneWithGroups = async (doc: AccessUserDocument | null, session?: ClientSession) => (doc ? (await withGroups([doc], session))[0]! : null);
  /** Keeps the events `outbox` gives for what a write stored (none when it stored nothing), in its session. */
  const kept = async <T, W extends T | null>(outbox: OutboxEntries<T> | undefined, written: W, session: ClientSession | undefined): Promise<W> => {
    if (written !== null) await keepInOutbox(collections.outbox, outbox, written as T, session);
    return written;
  };
  const emailTaken = async (email: string, id: string, session: ClientSession | undefined) =>
    (await users.findOne({ email: equalsNoCase(email), _id: { $ne: id } }, { session })) !== null;

  async function changeMembers(groupId: string, change: MemberChange, session: ClientSession | undefined): Promise<void> {
    const add = 'replace' in change ? change.replace : change.add;
    if ('replace' in change) await members.deleteMany({ groupId }, { session });
    else if (change.remove.length > 0) await members.deleteMany({ groupId, userId: { $in: [...change.remove] } }, { session });
    if (add.length === 0) return;
    // Only users the directory holds: a member the provider has not provisioned is ignored.
    const known = await users.find({ _id: { $in: [...add] } }, { session, projection: { _id: 1 } }).toArray();
    if (known.length === 0) return;
    await members.bulkWrite(
      known.map((u) => ({
        updateOne: { filter: { _id: memberKey(groupId, u._id) }, update: { $setOnInsert: { groupId, userId: u._id } }, upsert: true },
      })),
      { session },
    );
  }

  return {
    async listUsers(search) {
      const docs = await users
        .find(searchAny(['_id', 'email'], search))
        .sort({ _id: 1 })
        .limit(ACCESS_LIST_LIMIT)
        .toArray();
      return withGroups(docs);
    },
    async findUser(idOrEmail) {
      const byId = await users.findOne({ _id: idOrEmail });
      if (byId) return oneWithGroups(byId);
      const byEmail = await users.find({ email: equalsNoCase(idOrEmail) }).sort({ _id: 1 }).limit(1).toArray();
      return oneWithGroups(byEmail[0] ?? null);
    },
    async setUserAccess(id, accessEnabled, outbox) {
      return transact(async (session) =>
        kept(outbox, await oneWithGroups(await users.findOneAndUpdate({ _id: id }, { $set: { accessEnabled } }, { returnDocument: 'after', session }), session), session),
      );
    },
    async listGroups(search) {
      const docs = await groups
        .find(searchAny(['_id', 'description'], search))
        .sort({ _id: 1 })
        .limit(ACCESS_LIST_LIMIT)
        .toArray();
      return docs.map(toGroup);
    },
    async updateGroup(name, patch, outbox) {
      const set = {
        ...(patch.description === undefined ? {} : { description: patch.description }),
        ...(patch.accessEnabled === undefined ? {} : { accessEnabled: patch.accessEnabled }),
      };
      return transact(async (session) => {
        // An empty patch changes nothing but still finds the group, as SQLite's coalescing update does.
        const doc =
          Object.keys(set).length === 0
            ? await groups.findOne({ _id: name }, { session })
            : await groups.findOneAndUpdate({ _id: name }, { $set: set }, { returnDocument: 'after', session });
        return kept(outbox, doc ? toGroup(doc) : null, session);
      });
    },
    async insertUsers(list) {
      if (list.length === 0) return;
      await transact((session) =>
        users.insertMany(
          list.map((u) => ({
            _id: u.id,
            email: u.email,
            emailKey: emailKeyOf(u.email),
            accessEnabled: u.accessEnabled,
            displayName: u.displayName ?? '',
            externalId: u.externalId ?? null,
          })),
          { session },
        ),
      );
    },
    async insertGroups(list) {
      if (list.length === 0) return;
      await transact((session) =>
        groups.insertMany(
          list.map((g) => ({ _id: g.name, id: g.id ?? randomUUID(), description: g.description, accessEnabled: g.accessEnabled, externalId: g.externalId ?? null })),
          { session },
        ),
      );
    },
    async getUser(id) {
      return oneWithGroups(await users.findOne({ _id: id }));
    },
    async queryUsers(filter, { offset, limit }) {
      const query: Document =
        filter.email !== undefined ? { email: equalsNoCase(filter.email) } : filter.externalId !== undefined ? { externalId: filter.externalId } : {};
      // limit(0) would mean no limit to the server: a count-only page reads no documents.
      const [total, docs] = await Promise.all([users.countDocuments(query), limit === 0 ? [] : users.find(query).sort({ _id: 1 }).skip(offset).limit(limit).toArray()]);
      return { total, items: await withGroups(docs) };
    },
    async createUser(id, fields, outbox) {
      try {
        return await transact(async (session) => {
          if (await emailTaken(fields.email, id, session)) return CONFLICT;
          const doc = { _id: id, ...fields, emailKey: emailKeyOf(fields.email) };
          await users.insertOne(doc, { session });
          return kept(outbox, (await oneWithGroups(doc, session))!, session);
        });
      } catch (error) {
        if (isDuplicateKey(error)) return CONFLICT;
        throw error;
      }
    },
    async replaceUser(id, fields: AccessUserFields, outbox) {
      try {
        return await transact(async (session) => {
          if (!(await users.findOne({ _id: id }, { session }))) return null;
          if (await emailTaken(fields.email, id, session)) return CONFLICT;
          const set = { ...fields, emailKey: emailKeyOf(fields.email) };
          return kept(outbox, await oneWithGroups(await users.findOneAndUpdate({ _id: id }, { $set: set }, { session, returnDocument: 'after' }), session), session);
        });
      } catch (error) {
        if (isDuplicateKey(error)) return CONFLICT;
        throw error;
      }
    },
    async deleteUser(id, outbox) {
      return transact(async (session) => {
        const before = await oneWithGroups(await users.findOne({ _id: id }, { session }), session);
        if (!before) return null;
        await members.deleteMany({ userId: id }, { session });
        await users.deleteOne({ _id: id }, { session });
        return kept(outbox, before, session);
      });
    },
    async getGroup(id) {
      const doc = await groups.findOne({ id });
      return doc ? toGroup(doc) : null;
    },
    async queryGroups(filter, { offset, limit }) {
      const query: Document = filter.name !== undefined ? { _id: filter.name } : filter.externalId !== undefined ? { externalId: filter.externalId } : {};
      const [total, docs] = await Promise.all([groups.countDocuments(query), limit === 0 ? [] : groups.find(query).sort({ id: 1 }).skip(offset).limit(limit).toArray()]);
      return { total, items: docs.map(toGroup) };
    },
    async createGroup(group, first, outbox) {
      return transact(async (session) => {
        if (await groups.findOne({ _id: group.name }, { session })) return CONFLICT;
        const doc = { _id: group.name, id: group.id, description: group.description, accessEnabled: group.accessEnabled, externalId: group.externalId };
        await groups.insertOne(doc, { session });
        await changeMembers(group.id, { add: first, remove: [] }, session);
        return kept(outbox, toGroup(doc), session);
      });
    },
    async replaceGroup(id, fields, change, outbox) {
      return transact(async (session) => {
        const before = await groups.findOne({ id }, { session });
        if (!before) return null;
        let after: AccessGroupDocument = { ...before, externalId: fields.externalId };
        if (fields.name !== before._id) {
          if (await groups.findOne({ _id: fields.name }, { session })) return CONFLICT;
          // The name is the document's _id, so a rename writes the group anew under its new name.
          after = { ...after, _id: fields.name };
          await groups.deleteOne({ _id: before._id }, { session });
          await groups.insertOne(after, { session });
        } else {
          await groups.updateOne({ _id: before._id }, { $set: { externalId: fields.externalId } }, { session });
        }
        if (change) await changeMembers(id, change, session);
        return kept(outbox, toGroup(after), session);
      });
    },
    async deleteGroup(id, outbox) {
      return transact(async (session) => {
        const before = await groups.findOne({ id }, { session });
        if (!before) return null;
        await members.deleteMany({ groupId: id }, { session });
        await groups.deleteOne({ _id: before._id }, { session });
        return kept(outbox, toGroup(before), session);
      });
    },
    async listMembers(groupId, limit) {
      const links = await members.find({ groupId }).sort({ userId: 1 }).limit(limit).toArray();
      if (links.length === 0) return [];
      const docs = await users.find({ _id: { $in: links.map((l) => l.userId) } }, { projection: { _id: 1, email: 1 } }).sort({ _id: 1 }).toArray();
      return docs.map((d) => ({ id: d._id, email: d.email }));
    },
    async knownUserIds(ids) {
      if (ids.length === 0) return [];
      const docs = await users.find({ _id: { $in: [...ids] } }, { projection: { _id: 1 } }).toArray();
      return docs.map((d) => d._id);
    },
  };
}
