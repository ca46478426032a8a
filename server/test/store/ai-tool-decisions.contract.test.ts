import t from 'tap';
import { forEachAdapter } from './adapters.ts';

forEachAdapter(t, 'AI tool decisions: none until made, one per tool, each answering the one it replaced', async (t, store) => {
  t.same(await store.aiToolDecisions.list(), [], 'every tool starts Unreviewed');
  const blocked = { toolId: 'deepseek', decision: 'blocked' as const, decidedAt: '2026-11-20T10:00:00.000Z', decidedBy: 'admin' };
  t.equal(await store.aiToolDecisions.set(blocked), null, 'nothing replaced');
  await store.aiToolDecisions.set({ toolId: 'chatgpt', decision: 'sanctioned', decidedAt: '2026-11-20T10:01:00.000Z', decidedBy: 'admin' });
  const reviewed = { toolId: 'deepseek', decision: 'unreviewed' as const, decidedAt: '2026-11-21T08:00:00.000Z', decidedBy: 'soc.lead' };
  t.same(await store.aiToolDecisions.set(reviewed), blocked, 'the earlier decision, as it was');
  t.same(await store.aiToolDecisions.list(), [
    { toolId: 'chatgpt', decision: 'sanctioned', decidedAt: '2026-11-20T10:01:00.000Z', decidedBy: 'admin' },
    reviewed,
  ]);
});
