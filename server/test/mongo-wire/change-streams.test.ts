import t from 'tap';
import type { ChangeStreamDocument } from 'mongodb';
import { connectToTestServer } from './connect.ts';

/** The fields of a change event these tests read, whatever its operation type. */
interface Change {
  operationType: string;
  fullDocument?: { _id?: unknown } | null;
  ns?: unknown;
  documentKey?: unknown;
  updateDescription: { updatedFields?: unknown };
  _id: { _data: unknown };
}

t.test('a change stream sees the writes made after it opened', async (t) => {
  const { db } = await connectToTestServer(t);
  const events = db.collection<{ _id: number; v: number }>('events');
  await events.insertOne({ _id: 0, v: 0 }); // before the stream: not seen
  const stream = events.watch([], { fullDocument: 'updateLookup', maxAwaitTimeMS: 200 });
  t.teardown(() => stream.close());
  const seen: ChangeStreamDocument[] = [];
  const reading = (async () => {
    for await (const change of stream) {
      seen.push(change);
      if (seen.length === 4) return;
    }
  })();
  // Let the stream's aggregate reach the server before writing.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await events.insertOne({ _id: 1, v: 1 });
  await events.updateOne({ _id: 1 }, { $set: { v: 2 } });
  await events.replaceOne({ _id: 1 }, { v: 3 });
  await events.deleteOne({ _id: 1 });
  await reading;
  t.same(seen.map((c) => c.operationType), ['insert', 'update', 'replace', 'delete']);
  const [insert, update, replace, del] = seen as unknown as [Change, Change, Change, Change];
  t.same(insert.fullDocument, { _id: 1, v: 1 });
  t.same(insert.ns, { db: 'gsg', coll: 'events' });
  t.same(insert.documentKey, { _id: 1 });
  t.same(update.updateDescription.updatedFields, { v: 2 });
  // updateLookup reads the document as it is when the event is read: a later version, or none once deleted.
  t.ok(!update.fullDocument || update.fullDocument._id === 1, 'the update carries the looked-up document');
  t.same(replace.fullDocument, { _id: 1, v: 3 });
  t.same(del.documentKey, { _id: 1 });
  t.ok(typeof insert._id._data === 'string', 'every event carries a resume token');
});

t.test('a stream resumes after a token, and filters events with its pipeline', async (t) => {
  const { db } = await connectToTestServer(t);
  const capped = await db.createCollection<{ _id: number; uid: string }>('socket_events', { capped: true, size: 1 << 20 });
  const first = capped.watch([{ $match: { 'fullDocument.uid': { $ne: 'me' } } }]);
  t.teardown(() => first.close());
  const next = first.next();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await capped.insertMany([{ _id: 1, uid: 'me' }, { _id: 2, uid: 'other' }, { _id: 3, uid: 'other' }]);
  const change = (await next) as unknown as Change;
  t.same(change.fullDocument, { _id: 2, uid: 'other' }, 'my own insert is filtered out');

  const resumed = capped.watch([], { resumeAfter: change._id });
  t.teardown(() => resumed.close());
  t.same(((await resumed.next()) as unknown as Change).fullDocument, { _id: 3, uid: 'other' }, 'resuming starts after the token');
});

t.test('a transaction\'s writes reach a stream only when it commits', async (t) => {
  const { client, db } = await connectToTestServer(t);
  const orders = db.collection<{ _id: number }>('orders');
  const stream = orders.watch();
  t.teardown(() => stream.close());
  const next = stream.next();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const session = client.startSession();
  t.teardown(() => session.endSession());
  session.startTransaction();
  await orders.insertOne({ _id: 1 }, { session });
  await session.abortTransaction();
  await session.withTransaction(() => orders.insertOne({ _id: 2 }, { session }));
  t.same(((await next) as unknown as Change).fullDocument, { _id: 2 }, 'the aborted insert never appears');
});

t.test('a database-wide stream sees every collection', async (t) => {
  const { db } = await connectToTestServer(t);
  const stream = db.watch();
  t.teardown(() => stream.close());
  const next = stream.next();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await db.collection('elsewhere').insertOne({ _id: 'x' } as never);
  t.same(((await next) as unknown as Change).ns, { db: 'gsg', coll: 'elsewhere' });
});
