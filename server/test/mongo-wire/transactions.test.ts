import t from 'tap';
import { MongoServerError } from 'mongodb';
import { connectToTestServer } from './connect.ts';

t.test('a committed transaction publishes all its writes at once', async (t) => {
  const { client, db } = await connectToTestServer(t);
  const accounts = db.collection<{ _id: string; balance: number }>('accounts');
  await accounts.insertMany([{ _id: 'a', balance: 100 }, { _id: 'b', balance: 0 }]);
  const session = client.startSession();
  t.teardown(() => session.endSession());
  await session.withTransaction(async () => {
    await accounts.updateOne({ _id: 'a' }, { $inc: { balance: -30 } }, { session });
    await accounts.updateOne({ _id: 'b' }, { $inc: { balance: 30 } }, { session });
    // Inside, the transaction reads its own writes; outside, nothing has happened yet.
    t.same(await accounts.findOne({ _id: 'b' }, { session }), { _id: 'b', balance: 30 });
    t.same(await accounts.findOne({ _id: 'b' }), { _id: 'b', balance: 0 });
  });
  t.same(await accounts.find().sort({ _id: 1 }).toArray(), [{ _id: 'a', balance: 70 }, { _id: 'b', balance: 30 }]);
});

t.test('an aborted transaction leaves no trace', async (t) => {
  const { client, db } = await connectToTestServer(t);
  const notes = db.collection<{ _id: number; text: string }>('notes');
  await notes.insertOne({ _id: 1, text: 'kept' });
  const session = client.startSession();
  t.teardown(() => session.endSession());
  session.startTransaction();
  await notes.insertOne({ _id: 2, text: 'never' }, { session });
  await notes.deleteOne({ _id: 1 }, { session });
  t.equal(await notes.countDocuments({}, { session }), 1, 'the transaction sees its writes');
  await session.abortTransaction();
  t.same(await notes.find().toArray(), [{ _id: 1, text: 'kept' }]);

  // A callback that throws aborts withTransaction's transaction.
  const failed = await session
    .withTransaction(async () => {
      await notes.insertOne({ _id: 3, text: 'never either' }, { session });
      throw new Error('changed my mind');
    })
    .catch((e: unknown) => e);
  t.match(failed, { message: 'changed my mind' });
  t.equal(await notes.countDocuments(), 1);
});

t.test('a duplicate key inside a transaction fails it and nothing lands', async (t) => {
  const { client, db } = await connectToTestServer(t);
  const items = db.collection<{ _id: number }>('items');
  await items.insertOne({ _id: 1 });
  const session = client.startSession();
  t.teardown(() => session.endSession());
  const err = await session
    .withTransaction(async () => {
      await items.insertOne({ _id: 2 }, { session });
      await items.insertOne({ _id: 1 }, { session });
    })
    .catch((e: unknown) => e);
  t.equal((err as MongoServerError).code, 11000);
  t.same(await items.find().toArray(), [{ _id: 1 }]);
});

t.test('concurrent transactions on one document both land, the later one retried', async (t) => {
  const { client, db } = await connectToTestServer(t);
  const counters = db.collection<{ _id: string; n: number }>('counters');
  await counters.insertOne({ _id: 'c', n: 0 });
  const increment = async () => {
    const session = client.startSession();
    let runs = 0;
    try {
      await session.withTransaction(async () => {
        runs++;
        const doc = await counters.findOne({ _id: 'c' }, { session });
        // Both read before either writes, so the second to commit conflicts.
        await new Promise((resolve) => setTimeout(resolve, 50));
        await counters.updateOne({ _id: 'c' }, { $set: { n: doc!.n + 1 } }, { session });
      });
    } finally {
      await session.endSession();
    }
    return runs;
  };
  const runs = await Promise.all([increment(), increment()]);
  t.same(await counters.findOne({ _id: 'c' }), { _id: 'c', n: 2 }, 'no increment was lost');
  t.ok(runs.some((r) => r > 1), 'one transaction ran again after a write conflict');
});

t.test('a transaction may not write to a capped collection', async (t) => {
  const { client, db } = await connectToTestServer(t);
  const capped = await db.createCollection('capped', { capped: true, size: 1 << 16 });
  const session = client.startSession();
  t.teardown(() => session.endSession());
  const err = await session.withTransaction(() => capped.insertOne({ x: 1 }, { session })).catch((e: unknown) => e);
  t.equal((err as MongoServerError).code, 263);
  t.equal(await capped.countDocuments(), 0);
});
