// The first-start sample data (spec sections 2, 3 and 9), and the generators the seed tools build on. It
// depends on the shared types only: the server writes it into its store (services/sample-data-seeding.ts)
// and hands in what it needs of the server, the sealing of originals and the guardrail engine.
import type { AccessGroupSeed, AccessUserSeed, Alert, Endpoint, NewDetectionRecord, NewLogRecord, Policy } from '@gsg/shared';
import { buildHistory } from './history.ts';
import type { JudgeFor } from './log-generator.ts';
import { samplePeople } from './people.ts';
import { createRandom } from './random.ts';
import { sampleAccessUsers, sampleMemberships, SAMPLE_GROUPS } from './sample/access.ts';
import { specDetections } from './sample/detections.ts';
import { sampleEndpoints } from './sample/endpoints.ts';
import { samplePolicies } from './sample/policies.ts';

/** Fixed, so every first start draws the same data (ids included) relative to its `now`. */
export const SAMPLE_SEED = 'gsg-sample-v1';

export interface SeedOptions {
  now: Date;
  /** Encrypts an original prompt or response for storage. */
  seal(text: string): string;
  /** The guardrail engine that judges each conversation, as the gateway would have. */
  judge: JudgeFor;
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

export function buildSampleData({ now, seal, judge }: SeedOptions): SampleData {
  const random = createRandom(SAMPLE_SEED);
  const people = samplePeople(random.fork('people'));
  const history = buildHistory(random.fork('history'), now, { seal, judge }, people);
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

export type { JudgeFor } from './log-generator.ts';
