import t from 'tap';
import { MongoBulkWriteError, MongoServerError } from 'mongodb';
import { connectToTestServer } from './connect.ts';

t.test('the driver sees a writable primary of replica set rs0', async (t) => {
  const { db, client } = await connectToTestServer(t);
  const hello = await db.command({ hello: 1 });
  t.equal(hello.setName, 'rs0');
  t.equal(hello.isWritablePrimary, true);
  t.equal(hello.logicalSessionTimeoutMinutes, 30);
  t.same(await db.command({ ping: 1 }), { ok: 1 });
  const unknown = await db.command({ noSuchCommand: 1 }).catch((e: unknown) => e);
  t.ok(unknown instanceof MongoServerError && unknown.code === 59 && unknown.codeName === 'CommandNotFound', 'an unknown command is CommandNotFound');
  t.ok((await client.db('admin').admin().listDatabases()).databases !== undefined);
});

t.test('insert, find with filter, sort, skip, limit and projection', async (t) => {
  const { db } = await connectToTestServer(t);
  const people = db.collection<{ _id: number; name: string; age: number; team: string }>('people');
  await people.insertMany([
    { _id: 1, name: 'Ada', age: 36, team: 'a' },
    { _id: 2, name: 'Grace', age: 45, team: 'b' },
    { _id: 3, name: 'Linus', age: 28, team: 'a' },
    { _id: 4, name: 'Barbara', age: 52, team: 'b' },
  ]);
  t.same(await people.find({ team: 'a' }).sort({ age: -1 }).toArray(), [
    { _id: 1, name: 'Ada', age: 36, team: 'a' },
    { _id: 3, name: 'Linus', age: 28, team: 'a' },
  ]);
  t.same(await people.find({ age: { $gte: 30 } }, { projection: { _id: 0, name: 1 } }).sort({ age: 1 }).skip(1).limit(1).toArray(), [{ name: 'Grace' }]);
  t.equal(await people.countDocuments({ age: { $lt: 50 } }), 3);
  t.equal(await people.estimatedDocumentCount(), 4);
  t.same((await people.distinct('team')).sort(), ['a', 'b']);
  t.same(await people.findOne({ name: { $regex: '^lin', $options: 'i' } }), { _id: 3, name: 'Linus', age: 28, team: 'a' });
});

t.test('a cursor reads a result larger than one batch through getMore', async (t) => {
  const { db } = await connectToTestServer(t);
  const items = db.collection<{ _id: number }>('items');
  await items.insertMany(Array.from({ length: 1234 }, (_, i) => ({ _id: i })));
  const ids = (await items.find({}).sort({ _id: 1 }).batchSize(100).toArray()).map((d) => d._id);
  t.equal(ids.length, 1234);
  t.same(ids.slice(0, 3), [0, 1, 2]);
  t.equal(ids.at(-1), 1233);
  // An aggregation's cursor pages the same way, and one closed early is killed.
  t.equal((await items.aggregate([{ $match: { _id: { $gte: 1000 } } }], { cursor: { batchSize: 10 } }).toArray()).length, 234);
  const early = items.find({}).batchSize(5);
  t.same(await early.next(), { _id: 0 });
  await early.close();
});

t.test('a unique index refuses a duplicate with E11000, reported per document for inserts', async (t) => {
  const { db } = await connectToTestServer(t);
  const users = db.collection<{ _id?: string; email?: string | null; nick?: string }>('users');
  await users.createIndex({ email: 1 }, { unique: true, name: 'users_email' });
  await users.insertOne({ email: 'a@x' });
  const single = await users.insertOne({ email: 'a@x' }).catch((e: unknown) => e);
  t.ok(single instanceof MongoServerError, 'insertOne throws a server error');
  const err = single as MongoServerError;
  t.equal(err.code, 11000);
  t.match(err.message, /^E11000 duplicate key error collection: gsg\.users index: users_email dup key/);
  t.same(err.keyPattern, { email: 1 });
  t.same(err.keyValue, { email: 'a@x' });

  const many = await users.insertMany([{ email: 'b@x' }, { email: 'a@x' }, { email: 'c@x' }], { ordered: false }).catch((e: unknown) => e);
  t.ok(many instanceof MongoBulkWriteError, 'insertMany throws a bulk write error');
  const bulk = many as MongoBulkWriteError;
  t.equal(bulk.insertedCount, 2, 'the unordered insert goes past the failing document');
  t.same([bulk.writeErrors].flat().map((e) => [e.index, e.code]), [[1, 11000]]);
  t.equal(await users.countDocuments(), 3);

  // The _id index is unique too.
  const id = await users.insertOne({ _id: 'same' }).then(() => users.insertOne({ _id: 'same' })).catch((e: unknown) => e);
  t.equal((id as MongoServerError).code, 11000);
  t.same((id as MongoServerError).keyPattern, { _id: 1 });

  // A document without the field is indexed as null, so a second one clashes with it.
  const missing = await users.insertMany([{ nick: 'n' }, { nick: 'n' }]).catch((e: unknown) => e);
  t.match((missing as MongoBulkWriteError).writeErrors, [{ code: 11000 }]);
  t.same((missing as MongoBulkWriteError).result.insertedCount, 0, 'the _id-only document took the null email first');

  // An index whose key the documents already repeat cannot be created.
  const nicks = db.collection('nicks');
  await nicks.insertMany([{ nick: 'n' }, { nick: 'n' }]);
  const create = await nicks.createIndex({ nick: 1 }, { unique: true }).catch((e: unknown) => e);
  t.equal((create as MongoServerError).code, 11000);
});

t.test('sparse and partial unique indexes only hold the documents they cover', async (t) => {
  const { db } = await connectToTestServer(t);
  const docs = db.collection<{ code?: string | null; eventId?: string | null }>('docs');
  await docs.createIndexes([
    { key: { code: 1 }, name: 'code', unique: true, sparse: true },
    { key: { eventId: 1 }, name: 'event', unique: true, partialFilterExpression: { eventId: { $type: 'string' } } },
  ]);
  // Documents without the sparse field, and with a null eventId, never clash.
  await docs.insertMany([{}, {}, { eventId: null }, { eventId: null }]);
  await docs.insertOne({ code: 'x', eventId: 'e1' });
  const sparse = await docs.insertOne({ code: 'x' }).catch((e: unknown) => e);
  t.equal((sparse as MongoServerError).code, 11000);
  t.match((sparse as MongoServerError).message, /index: code dup key/);
  const partial = await docs.insertOne({ eventId: 'e1' }).catch((e: unknown) => e);
  t.equal((partial as MongoServerError).code, 11000);
  t.match((partial as MongoServerError).message, /index: event dup key/);
  // An update into a taken key is refused as well.
  const { insertedId } = await docs.insertOne({ eventId: 'e2' });
  const update = await docs.updateOne({ _id: insertedId }, { $set: { eventId: 'e1' } }).catch((e: unknown) => e);
  t.equal((update as MongoServerError).code, 11000);
  t.same((await docs.listIndexes().toArray()).map((i) => i.name), ['_id_', 'code', 'event']);
  // Creating the same index again does nothing.
  await docs.createIndex({ code: 1 }, { name: 'code', unique: true, sparse: true });
  t.equal((await docs.listIndexes().toArray()).length, 3);
});

t.test('a hint must name an existing index', async (t) => {
  const { db } = await connectToTestServer(t);
  const c = db.collection('hinted');
  await c.createIndex({ a: 1 }, { name: 'by_a' });
  await c.insertOne({ a: 1 });
  t.equal((await c.find({}, { hint: 'by_a' }).toArray()).length, 1);
  const err = await c.find({}, { hint: 'nope' }).toArray().catch((e: unknown) => e);
  t.equal((err as MongoServerError).code, 2);
});

t.test('bulk upserts, update operators, update pipelines and findOneAndUpdate', async (t) => {
  const { db } = await connectToTestServer(t);
  const counts = db.collection<{ _id?: unknown; dim: string; key: string; count: number }>('counts');
  await counts.createIndex({ dim: 1, key: 1 }, { unique: true });
  const bump = (key: string, by: number) => ({ updateOne: { filter: { dim: 'user', key }, update: { $inc: { count: by } }, upsert: true } });
  const first = await counts.bulkWrite([bump('ann', 1), bump('bob', 2), bump('ann', 3)], { ordered: false });
  t.equal(first.upsertedCount, 2);
  t.same(Object.keys(first.upsertedIds).map(Number), [0, 1]);
  t.equal(first.modifiedCount, 1);
  const second = await counts.bulkWrite([bump('bob', 5)]);
  t.equal(second.upsertedCount, 0);
  t.same(
    (await counts.find({}, { projection: { _id: 0 } }).sort({ key: 1 }).toArray()),
    [{ dim: 'user', key: 'ann', count: 4 }, { dim: 'user', key: 'bob', count: 7 }],
  );

  const seq = db.collection<{ _id: string; seq: number }>('seq');
  const a = await seq.findOneAndUpdate({ _id: 'logs' }, { $inc: { seq: 10 } }, { upsert: true, returnDocument: 'after' });
  const b = await seq.findOneAndUpdate({ _id: 'logs' }, { $inc: { seq: 5 } }, { upsert: true, returnDocument: 'after' });
  t.same([a, b], [{ _id: 'logs', seq: 10 }, { _id: 'logs', seq: 15 }]);
  t.same(await seq.findOneAndUpdate({ _id: 'logs' }, { $set: { seq: 0 } }, { returnDocument: 'before' }), { _id: 'logs', seq: 15 });
  t.equal(await seq.findOneAndUpdate({ _id: 'none' }, { $set: { seq: 1 } }), null);

  // An update pipeline sees the document as it was, and $setOnInsert applies only to an insert.
  const attempts = db.collection<{ _id: string; count: number; windowStart: number; first?: boolean }>('attempts');
  const hit = (now: number) =>
    attempts.findOneAndUpdate(
      { _id: 'k' },
      [
        {
          $set: {
            count: { $cond: [{ $eq: [{ $type: '$windowStart' }, 'missing'] }, 1, { $add: ['$count', 1] }] },
            windowStart: { $ifNull: ['$windowStart', now] },
          },
        },
      ],
      { upsert: true, returnDocument: 'after' },
    );
  t.same(await hit(100), { _id: 'k', count: 1, windowStart: 100 });
  t.same(await hit(200), { _id: 'k', count: 2, windowStart: 100 });
  await attempts.updateOne({ _id: 'j' }, { $setOnInsert: { first: true }, $set: { count: 0 } }, { upsert: true });
  await attempts.updateOne({ _id: 'j' }, { $setOnInsert: { first: false }, $set: { count: 1 } }, { upsert: true });
  t.same(await attempts.findOne({ _id: 'j' }), { _id: 'j', first: true, count: 1 });

  const history = db.collection<{ _id: number; status: string; history: string[] }>('history');
  await history.insertOne({ _id: 1, status: 'open', history: [] });
  const moved = await history.findOneAndUpdate({ _id: 1, status: 'open' }, { $set: { status: 'closed' }, $push: { history: 'closed' } }, { returnDocument: 'after' });
  t.same(moved, { _id: 1, status: 'closed', history: ['closed'] });
  t.equal(await history.findOneAndUpdate({ _id: 1, status: 'open' }, { $set: { status: 'x' } }), null, 'a move from a status no longer held matches nothing');
  const changedId = await history.updateOne({ _id: 1 }, { $set: { _id: 2 } }).catch((e: unknown) => e);
  t.equal((changedId as MongoServerError).code, 66, '_id is immutable');

  t.equal((await history.deleteMany({ status: 'closed' })).deletedCount, 1);
  t.equal(await history.countDocuments(), 0);
});

t.test('aggregations: $group, $facet, $dateTrunc, $lookup, $unwind', async (t) => {
  const { db } = await connectToTestServer(t);
  const events = db.collection<{ _id: number; ts: Date; user: string; tags: string[] }>('events');
  const at = (iso: string) => new Date(iso);
  await events.insertMany([
    { _id: 1, ts: at('2024-03-01T10:00:00Z'), user: 'ann', tags: ['x', 'y'] },
    { _id: 2, ts: at('2024-03-01T23:59:59Z'), user: 'bob', tags: ['x'] },
    { _id: 3, ts: at('2024-03-02T00:00:00Z'), user: 'ann', tags: [] },
  ]);
  const perDay = await events
    .aggregate([
      { $group: { _id: { $dateTrunc: { date: '$ts', unit: 'day' } }, n: { $sum: 1 }, users: { $addToSet: '$user' } } },
      { $sort: { _id: 1 } },
    ])
    .toArray();
  t.same(perDay.map((d) => [d._id.toISOString(), d.n, d.users.length]), [
    ['2024-03-01T00:00:00.000Z', 2, 2],
    ['2024-03-02T00:00:00.000Z', 1, 1],
  ]);
  const [facets] = await events
    .aggregate([
      { $match: { ts: { $gte: at('2024-03-01T00:00:00Z') } } },
      { $facet: { total: [{ $count: 'n' }], users: [{ $group: { _id: '$user' } }, { $count: 'n' }], byTag: [{ $unwind: '$tags' }, { $sortByCount: '$tags' }] } },
    ])
    .toArray();
  t.same(facets, { total: [{ n: 3 }], users: [{ n: 2 }], byTag: [{ _id: 'x', count: 2 }, { _id: 'y', count: 1 }] });

  await db.collection('names').insertMany([{ _id: 'ann', full: 'Ann A' } as never]);
  const joined = await events
    .aggregate([{ $lookup: { from: 'names', localField: 'user', foreignField: '_id', as: 'name' } }, { $match: { name: { $size: 0 } } }, { $count: 'n' }])
    .toArray();
  t.same(joined, [{ n: 1 }], 'one event has no name to join');
  const days = await events.aggregate([{ $group: { _id: { $floor: { $divide: [{ $toLong: '$ts' }, 86_400_000] } }, n: { $sum: 1 } } }, { $sort: { _id: 1 } }]).toArray();
  t.same(days.map((d) => d.n), [2, 1]);
});

t.test('a capped collection keeps its newest documents', async (t) => {
  const { db } = await connectToTestServer(t);
  const capped = await db.createCollection<{ _id: number }>('recent', { capped: true, size: 4096, max: 3 });
  t.equal((await capped.options()).capped, true);
  for (let i = 1; i <= 5; i++) await capped.insertOne({ _id: i });
  t.same((await capped.find().toArray()).map((d) => d._id), [3, 4, 5]);
  t.same((await capped.find().sort({ $natural: -1 }).limit(1).toArray()).map((d) => d._id), [5]);
  const again = await db.createCollection('recent', { capped: true, size: 4096 }).catch((e: unknown) => e);
  t.equal((again as MongoServerError).code, 48, 'creating an existing collection is NamespaceExists');
  t.ok(await capped.drop());
  t.same(await db.listCollections({ name: 'recent' }).toArray(), []);
});

t.test('lookups by _id or a unique key find the same documents a scan would', async (t) => {
  const { db } = await connectToTestServer(t);
  const tags = db.collection<{ _id: number; name: string | string[]; n?: number }>('tags');
  await tags.createIndex({ name: 1 }, { unique: true });
  await tags.insertMany([{ _id: 1, name: 'a' }, { _id: 2, name: ['b', 'c'] }]);
  t.same(await tags.findOne({ name: 'a' }), { _id: 1, name: 'a' });
  t.same(await tags.findOne({ name: 'c' }), { _id: 2, name: ['b', 'c'] }, 'an equality matches an array element');
  t.same(await tags.findOne({ _id: 1, name: 'b' }), null, 'the rest of the filter still applies');
  t.equal((await tags.updateOne({ name: { $eq: 'a' } }, { $set: { n: 1 } })).modifiedCount, 1);
  t.equal(await tags.countDocuments({ _id: 2 }), 1);
});

t.test('the server refuses conflicting update operators and $-prefixed top-level fields', async (t) => {
  const { db } = await connectToTestServer(t);
  const c = db.collection<{ _id: number; a?: unknown; n?: number }>('strict');
  await c.insertOne({ _id: 1, a: { b: 1 }, n: 0 });
  const same = await c.updateOne({ _id: 1 }, { $set: { n: 1 }, $inc: { n: 1 } }).catch((e: unknown) => e);
  t.equal((same as MongoServerError).code, 40, 'one path under two operators');
  const nested = await c.updateOne({ _id: 1 }, { $set: { a: {}, 'a.b': 2 } }).catch((e: unknown) => e);
  t.equal((nested as MongoServerError).code, 40, 'a path and a field inside it');
  const upsert = await c.updateOne({ _id: 2 }, { $set: { n: 1 }, $setOnInsert: { n: 0 } }, { upsert: true }).catch((e: unknown) => e);
  t.equal((upsert as MongoServerError).code, 40, '$setOnInsert counts when the upsert inserts');
  t.same(await c.findOne({ _id: 1 }), { _id: 1, a: { b: 1 }, n: 0 }, 'nothing changed');
  const dollar = await db.collection('strict').insertOne({ $bad: 1 }).catch((e: unknown) => e);
  t.equal((dollar as MongoServerError).code, 2);
});
