import type { AiToolDecisionRecord, AiToolDecisionRepository } from '../types.ts';
import type { AiToolDecisionDocument, Database } from './database.ts';
import { keepInOutbox } from './outbox-repository.ts';

const toRecord = ({ _id, decision, decidedAt, decidedBy }: AiToolDecisionDocument): AiToolDecisionRecord => ({ toolId: _id, decision, decidedAt, decidedBy });

export function createAiToolDecisionRepository({ collections, transact }: Database): AiToolDecisionRepository {
  const decisions = collections.aiToolDecisions;
  return {
    async list() {
      return (await decisions.find().sort({ _id: 1 }).toArray()).map(toRecord);
    },
    async set({ toolId, decision, decidedAt, decidedBy }, outbox) {
      return transact(async (session) => {
        // One atomic swap, so the decision it replaced is the one really replaced.
        const before = await decisions.findOneAndUpdate({ _id: toolId }, { $set: { decision, decidedAt, decidedBy } }, { upsert: true, returnDocument: 'before', session });
        const replaced = before ? toRecord(before) : null;
        await keepInOutbox(collections.outbox, outbox, replaced, session);
        return replaced;
      });
    },
  };
}
