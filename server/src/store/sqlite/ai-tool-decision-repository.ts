import type { AiToolDecision } from '@gsg/shared';
import type { AiToolDecisionRecord, AiToolDecisionRepository } from '../types.ts';
import type { Db } from './database.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';

interface DecisionRow {
  tool_id: string;
  decision: string;
  decided_at: string;
  decided_by: string;
}

// Rows were validated by the shared schema on the way in, so the cast only restores the type.
const toRecord = (r: DecisionRow): AiToolDecisionRecord => ({
  toolId: r.tool_id,
  decision: r.decision as AiToolDecision,
  decidedAt: r.decided_at,
  decidedBy: r.decided_by,
});

export function createAiToolDecisionRepository(db: Db): AiToolDecisionRepository {
  const selectAll = db.prepare<[], DecisionRow>('SELECT * FROM ai_tool_decisions ORDER BY tool_id');
  const selectOne = db.prepare<[string], DecisionRow>('SELECT * FROM ai_tool_decisions WHERE tool_id = ?');
  const upsert = db.prepare(
    `INSERT INTO ai_tool_decisions (tool_id, decision, decided_at, decided_by) VALUES (@toolId, @decision, @decidedAt, @decidedBy)
     ON CONFLICT(tool_id) DO UPDATE SET decision = excluded.decision, decided_at = excluded.decided_at, decided_by = excluded.decided_by`,
  );
  const keepInOutbox = prepareOutboxInsert(db);
  const replace = db.transaction((record: AiToolDecisionRecord, outbox: OutboxEntries<AiToolDecisionRecord | null> | undefined) => {
    const before = selectOne.get(record.toolId);
    upsert.run(record);
    const replaced = before ? toRecord(before) : null;
    keepInOutbox(outbox, replaced);
    return replaced;
  });
  return {
    async list() {
      return selectAll.all().map(toRecord);
    },
    async set(record, outbox) {
      return replace(record, outbox);
    },
  };
}
