// The pieces both recordings are made of: the first-start organisation and its fleet, so a replay on a
// freshly seeded console lands on people and endpoints it already knows; gateway-recorded conversations;
// the fleet's heartbeats.
import type { ConversationEvent, DetectionReport, Endpoint, HeartbeatEvent } from '@gsg/shared';
import type { NewLogRecord } from '@gsg/server/store';
import { judgeFor } from '@gsg/server/sample-data-seeding';
import { SAMPLE_SEED } from '@gsg/sample-data';
import { generateLogBatches } from '@gsg/sample-data/log-generator';
import { samplePeople, type Person } from '@gsg/sample-data/people';
import { createRandom, type Random } from '@gsg/sample-data/random';
import { detectionHistory } from '@gsg/sample-data/sample/detections';
import { sampleEndpoints } from '@gsg/sample-data/sample/endpoints';
import type { Recorded } from './format.ts';

type Unnumbered<E> = Omit<E, 'eventId'>;

export interface Organisation {
  people: Person[];
  /** The endpoints whose clients are running (Active in the sample data): they send the heartbeats. */
  fleet: Endpoint[];
}

/** The same people and endpoints (hostnames, addresses, client versions) the first start seeds. */
export function sampleOrganisation(at: Date): Organisation {
  const sample = createRandom(SAMPLE_SEED);
  const people = samplePeople(sample.fork('people'));
  const fleet = sampleEndpoints(sample.fork('endpoints'), at, people).filter((e) => e.status === 'Active');
  return { people, fleet };
}

function conversationOf(log: NewLogRecord): Recorded {
  const event: Unnumbered<ConversationEvent> = {
    type: 'conversation',
    user: log.user,
    userId: log.userId,
    hostname: log.hostname,
    ipAddress: log.ipAddress,
    aiModel: log.aiModel,
    sessionId: log.sessionId,
    // Generated with an identity seal, these are the originals, as a gateway sends them; the server
    // judges, redacts and encrypts them on ingest.
    input: log.inputEncrypted,
    output: log.outputEncrypted,
    timestamp: log.timestamp,
  };
  return { at: Date.parse(log.timestamp), event };
}

/** `count` conversations of `people` between `from` and `to`, at office rhythm. */
export function conversations(random: Random, people: readonly Person[], from: Date, to: Date, count: number): Recorded[] {
  const batches = generateLogBatches({ random, people, from, to, count, batchSize: count, seal: (text) => text, judge: judgeFor });
  return [...batches].flat().map(conversationOf);
}

/** Each endpoint's heartbeat every `everyMs` (with a little jitter), from a random phase within the first. */
export function heartbeats(random: Random, fleet: readonly Endpoint[], from: Date, to: Date, everyMs: number): Recorded[] {
  const recorded: Recorded[] = [];
  for (const endpoint of fleet) {
    for (let at = from.getTime() + random.int(0, everyMs - 1); at < to.getTime(); at += Math.round(everyMs * (0.9 + 0.2 * random.next()))) {
      const event: Unnumbered<HeartbeatEvent> = {
        type: 'heartbeat',
            hostname: endpoint.hostname,
        ipAddress: endpoint.ipAddress,
        os: endpoint.os,
        clientVersion: endpoint.clientVersion,
        user: endpoint.user,
        timestamp: new Date(at).toISOString(),
      };
      recorded.push({ at, event });
    }
  }
  return recorded;
}

/** Shadow-AI sightings of the people's devices (and the unmanaged ones) between `from` and `to`. */
export function detections(random: Random, people: readonly Person[], from: Date, to: Date, count: number): Recorded[] {
  return detectionHistory(random, from, to, count, people).map(({ id: _, ...sighting }) => {
    const event: Unnumbered<DetectionReport> = { type: 'detection', ...sighting };
    return { at: Date.parse(sighting.timestamp), event };
  });
}
