// 'incident': 25 minutes of an afternoon in which one person, Rahul Mehta in Finance, pastes customer
// card numbers, personal and health data into AI tools prompt after prompt, then tries unsanctioned tools
// when blocked; everyone else works as usual and the fleet keeps sending heartbeats.
import type { DetectionReport } from '@gsg/shared';
import { createRandom } from '@gsg/sample-data/random';
import { toStreamLines, type Recorded, type StreamLine } from './format.ts';
import { conversations, heartbeats, sampleOrganisation } from './recording.ts';

const START = new Date('2025-03-05T14:00:00.000Z');
const END = new Date('2025-03-05T14:25:00.000Z');
const LEAKER = 'Rahul Mehta';
const LEAKER_CONVERSATIONS = 180;
/** High enough that the generator's violation chance reaches its ceiling for every prompt. */
const LEAKER_RISK = 50;
const BACKGROUND_CONVERSATIONS = 50;
const HEARTBEAT_EVERY_MS = 5 * 60_000;
/** The unsanctioned tools the leaker turns to, and how many minutes in. */
const SHADOW_ATTEMPTS: ReadonlyArray<readonly [aiTool: string, minute: number]> = [
  ['DeepSeek', 11],
  ['Poe', 15],
  ['HuggingChat', 19],
  ['Mistral Le Chat', 22],
];

export function incidentStream(): StreamLine[] {
  const random = createRandom('stream-incident-v1');
  const { people, fleet } = sampleOrganisation(START);
  const leaker = people.find((p) => p.name === LEAKER);
  if (!leaker) throw new Error(`${LEAKER} is not in the sample organisation`);
  const others = people.filter((p) => p !== leaker);
  const sightings = SHADOW_ATTEMPTS.map(([aiTool, minute]): Recorded => {
    const at = START.getTime() + minute * 60_000 + random.int(0, 59_999);
    const { name: user, hostname, ipAddress, os } = leaker;
    const event: Omit<DetectionReport, 'eventId'> = { type: 'detection', user, hostname, ipAddress, os, aiTool, timestamp: new Date(at).toISOString() };
    return { at, event };
  });
  return toStreamLines('incident', START.getTime(), [
    ...conversations(random.fork('leaker'), [{ ...leaker, risk: LEAKER_RISK }], START, END, LEAKER_CONVERSATIONS),
    ...conversations(random.fork('others'), others, START, END, BACKGROUND_CONVERSATIONS),
    ...sightings,
    ...heartbeats(random.fork('heartbeats'), fleet, START, END, HEARTBEAT_EVERY_MS),
  ]);
}
