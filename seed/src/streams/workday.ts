// 'workday': an office day, 08:00 to 18:00 UTC, of the first-start organisation. Conversations across
// its people and tools at office rhythm (some of them break a policy and are blocked or flagged),
// shadow-AI sightings, and a heartbeat from every running client every quarter of an hour.
import { createRandom } from '@gsg/sample-data/random';
import { toStreamLines, type StreamLine } from './format.ts';
import { conversations, detections, heartbeats, sampleOrganisation } from './recording.ts';

const START = new Date('2025-03-04T08:00:00.000Z');
const END = new Date('2025-03-04T18:00:00.000Z');
// Enough for a lively day while the recorded file stays under 1 MB.
const CONVERSATIONS = 1200;
const DETECTIONS = 30;
const HEARTBEAT_EVERY_MS = 15 * 60_000;

export function workdayStream(): StreamLine[] {
  const random = createRandom('stream-workday-v1');
  const { people, fleet } = sampleOrganisation(START);
  return toStreamLines('workday', START.getTime(), [
    ...conversations(random.fork('conversations'), people, START, END, CONVERSATIONS),
    ...detections(random.fork('detections'), people, START, END, DETECTIONS),
    ...heartbeats(random.fork('heartbeats'), fleet, START, END, HEARTBEAT_EVERY_MS),
  ]);
}
