import type { PolicyException } from '@gsg/shared';
import type { PolicyExceptionRepository } from '../types.ts';
import { DUPLICATE_KEY, type Database, type PolicyExceptionDocument } from './database.ts';
import { keepInOutbox } from './outbox-repository.ts';

const toException = (d: PolicyExceptionDocument): PolicyException => ({
  id: d._id,
  policyId: d.policyId,
  kind: d.kind,
  display: d.display,
  reason: d.reason,
  alertId: d.alertId,
  createdAt: d.createdAt,
  createdBy: d.createdBy,
});

export function createPolicyExceptionRepository({ collections, transact }: Database): PolicyExceptionRepository {
  const exceptions = collections.policyExceptions;
  return {
    async listAll() {
      return (await exceptions.find().sort({ createdAt: 1, _id: 1 }).toArray()).map((d) => ({ ...toException(d), matchHash: d.matchHash }));
    },
    async listFor(policyId) {
      return (await exceptions.find({ policyId }).sort({ createdAt: 1, _id: 1 }).toArray()).map(toException);
    },
    async create(r, outbox) {
      const { matchHash: _, ...exception } = r;
      try {
        await transact(async (session) => {
          await exceptions.insertOne(
            {
          _id: r.id,
          policyId: r.policyId,
          kind: r.kind,
          matchHash: r.matchHash,
          display: r.display,
          reason: r.reason,
          alertId: r.alertId,
          createdAt: r.createdAt,
          createdBy: r.createdBy,
            },
            { session },
          );
          await keepInOutbox(collections.outbox, outbox, exception, session);
        });
        return true;
      } catch (err) {
        // The unique (policyId, kind, matchHash) index: the policy has this exception already.
        if ((err as { code?: unknown }).code === DUPLICATE_KEY) return false;
        throw err;
      }
    },
    async delete(policyId, id, outbox) {
      return transact(async (session) => {
        const doc = await exceptions.findOneAndDelete({ _id: id, policyId }, { session });
        if (!doc) return null;
        const removed = toException(doc);
        await keepInOutbox(collections.outbox, outbox, removed, session);
        return removed;
      });
    },
  };
}
