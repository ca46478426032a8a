import type { SignInAttemptRepository } from '../types.ts';
import type { Database } from './database.ts';

export function createSignInAttemptRepository({ collections }: Database): SignInAttemptRepository {
  const attempts = collections.signInAttempts;
  return {
    async count(keys, now, windowMs) {
      const since = now - windowMs;
      return Promise.all(
        keys.map(async (key) => {
          // An update pipeline sees the document as it was, so the count and the window are decided from
          // the same state, in one atomic operation on the server.
          const ended = { $or: [{ $eq: [{ $type: '$windowStart' }, 'missing'] }, { $lt: ['$windowStart', since] }] };
          const doc = await attempts.findOneAndUpdate(
            { _id: key },
            [
              {
                $set: {
                  count: { $cond: [ended, 1, { $add: ['$count', 1] }] },
                  windowStart: { $cond: [ended, now, '$windowStart'] },
                },
              },
            ],
            { upsert: true, returnDocument: 'after' },
          );
          return { count: doc!.count, windowStart: doc!.windowStart };
        }),
      );
    },
    async uncount(keys) {
      await attempts.updateMany({ _id: { $in: keys }, count: { $gt: 0 } }, { $inc: { count: -1 } });
    },
    async forget(keys) {
      await attempts.deleteMany({ _id: { $in: keys } });
    },
    // Past the `keep` newest in an order without ties (windowStart, then _id): one sign-in counts several
    // keys at the same instant, so a bound on windowStart alone also dropped the newest that shared it.
    async prune(cutoff, keep) {
      await attempts.deleteMany({ windowStart: { $lt: cutoff } });
      const firstDropped = await attempts
        .find({}, { projection: { windowStart: 1 } })
        .sort({ windowStart: -1, _id: -1 })
        .skip(keep)
        .limit(1)
        .next();
      if (firstDropped) {
        await attempts.deleteMany({
          $or: [
            { windowStart: { $lt: firstDropped.windowStart } },
            { windowStart: firstDropped.windowStart, _id: { $lte: firstDropped._id } },
          ],
        });
      }
    },
  };
}
