import type { AiToolDecisionRecord, AiToolDecisionRepository } from '../types.ts';
import type { AiToolDecisionDocument, Database } from './database.ts';

const toRecord = ({ _id, decision, decidedAt, decidedBy }: AiToolDecisionDocument): AiToolDecisionRecord => ({ toolId: _id, decision, decidedAt, decidedBy });

export function createAiToolDecisionRepository({ collections }: Database): AiToolDecisionRepository {
  const decisions = collections.aiToolDecisions;
  return {
    async list() {
      return (await decisions.find().sort({ _id: 1 }).toArray()).map(toRecord);
    },
    async set({ toolId, decision, decidedAt, decidedBy }) {
      // One atomic swap, so the decision it replaced is the one really replaced.
      const before = await decisions.findOneAndUpdate({ _id: toolId }, { $set: { decision, decidedAt, decidedBy } }, { upsert: true, returnDocument: 'before' });
      return before ? toRecord(before) : null;
    },
  };
}
