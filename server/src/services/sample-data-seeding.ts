// Writes the first-start sample data (the sample-data workspace) into an empty store, judged by this
// server's own guardrail engine, so the history shows only what the engine would have recorded.
import { buildSampleData, type JudgeFor } from '@gsg/sample-data';
import { evaluateWith, policySetFor } from '../guardrails/index.ts';
import type { Store } from '../store/index.ts';

const WRITE_BATCH = 1000;

/** The guardrail engine over a set of policies, as the sample data asks for it. */
export const judgeFor: JudgeFor = (policies) => {
  const set = policySetFor(policies);
  return (input, output) => evaluateWith(set, input, output);
};

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** Writes the sample data; returns how many of each kind, for the start-up log. */
export async function seedSampleData(store: Store, options: { now: Date; seal(text: string): string }): Promise<Record<string, number>> {
  const data = buildSampleData({ ...options, judge: judgeFor });
  await store.policies.insertMany(data.policies);
  await store.access.insertUsers(data.accessUsers);
  await store.access.insertGroups(data.accessGroups);
  const groupNames = new Map(data.accessGroups.map((g) => [g.id, g.name]));
  for (const { groupId, userIds } of data.accessMembers) {
    await store.access.replaceGroup(groupId, { name: groupNames.get(groupId)!, externalId: null }, { add: userIds, remove: [] });
  }
  await store.endpoints.insertMany(data.endpoints);
  for (const batch of chunks(data.detections, WRITE_BATCH)) await store.detections.insertMany(batch);
  for (const batch of chunks(data.logs, WRITE_BATCH)) await store.logs.insertMany(batch);
  for (const batch of chunks(data.alerts, WRITE_BATCH)) await store.alerts.insertMany(batch);
  return {
    policies: data.policies.length,
    'conversation logs': data.logs.length,
    alerts: data.alerts.length,
    'shadow AI detections': data.detections.length,
    endpoints: data.endpoints.length,
    'access users': data.accessUsers.length,
    'access groups': data.accessGroups.length,
  };
}
