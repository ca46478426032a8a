// The first-start sample data (spec sections 2, 3 and 9) and the tools built on the same generators.
import type { AccessGroupSeed, AccessUserSeed, Alert, Endpoint, Policy } from '@gsg/shared';
import type { NewDetectionRecord, NewLogRecord, Store } from '@gsg/server/store';
import { buildHistory } from './history.ts';
import { samplePeople } from './people.ts';
import { createRandom } from './random.ts';
import { sampleAccessUsers, sampleMemberships, SAMPLE_GROUPS } from './sample/access.ts';
import { specDetections } from './sample/detections.ts';
import { sampleEndpoints } from './sample/endpoints.ts';
import { samplePolicies } from './sample/policies.ts';

/** Fixed, so every first start draws the same data (ids included) relative to its `now`. */
export const SAMPLE_SEED = 'gsg-sample-v1';
const WRITE_BATCH = 1000;

export interface SeedOptions {
  now: Date;
  /** Encrypts an original prompt or response for storage. */
  seal(text: string): string;
}

export interface SampleData {
  policies: Policy[];
  accessUsers: AccessUserSeed[];
  accessGroups: AccessGroupSeed[];
  /** Group members by group id. */
  accessMembers: Array<{ groupId: string; userIds: string[] }>;
  endpoints: Endpoint[];
  detections: NewDetectionRecord[];
  logs: NewLogRecord[];
  alerts: Alert[];
}

export function buildSampleData({ now, seal }: SeedOptions): SampleData {
  const random = createRandom(SAMPLE_SEED);
  const people = samplePeople(random.fork('people'));
  const history = buildHistory(random.fork('history'), now, seal, people);
  return {
    policies: samplePolicies(now),
    accessUsers: sampleAccessUsers(people),
    accessGroups: [...SAMPLE_GROUPS],
    accessMembers: sampleMemberships(people),
    endpoints: sampleEndpoints(random.fork('endpoints'), now, people),
    detections: [...specDetections(now, people), ...history.detections],
    logs: history.logs,
    alerts: history.alerts,
  };
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** Writes the sample data into an empty store; returns how many of each kind, for the start-up log. */
export async function seedSampleData(store: Store, options: SeedOptions): Promise<Record<string, number>> {
  const data = buildSampleData(options);
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
