// Shadow-AI detections: the twelve recent sample rows of the Discover screen (spec section 2), and
// 30 days of earlier sightings behind the Shadow AI Detection Trend chart.
import type { NewDetectionRecord, OperatingSystem } from '@gsg/shared';
import type { Person } from '../people.ts';
import { weightedTable, type Random } from '../random.ts';
import { HOUR_MS, instantsBetween } from '../timeline.ts';

interface Device {
  user: string;
  hostname: string;
  ipAddress: string;
  os: OperatingSystem;
}

/** Machines on the network that no roster person owns and no GSG client manages. */
const UNMANAGED_DEVICES: readonly Device[] = [
  { user: 'Alex Morgan', hostname: 'CONTRACTOR-LT-07', ipAddress: '10.99.4.17', os: 'Windows' },
  { user: 'Jamie Ellis', hostname: 'vendor-thinkpad-22', ipAddress: '10.99.8.41', os: 'Linux' },
  { user: 'svc-build', hostname: 'build-agent-03', ipAddress: '10.10.9.3', os: 'Linux' },
  { user: 'Riley Brooks', hostname: 'INTERN-PC-12', ipAddress: '10.99.6.12', os: 'Windows' },
  { user: 'Guest', hostname: 'guest-macbook-air', ipAddress: '10.99.200.54', os: 'macOS' },
  { user: 'Sam Ortiz', hostname: 'CONTRACTOR-LT-11', ipAddress: '10.99.4.23', os: 'Windows' },
];

/** The spec's twelve sample detections: who (a roster name or an unmanaged device's host), which tool, how long ago. */
const SPEC_ROWS: ReadonlyArray<readonly [who: string, aiTool: string, hoursAgo: number]> = [
  ['Lucas Silva', 'DeepSeek', 1.5],
  ['Ethan Clarke', 'Midjourney', 3],
  ['CONTRACTOR-LT-07', 'ChatGPT', 5],
  ['Marcus Johnson', 'Perplexity', 8],
  ['David Kim', 'Claude', 12],
  ['vendor-thinkpad-22', 'Poe', 19],
  ['Mei Tanaka', 'Character.AI', 26],
  ['Catherine Hughes', 'Gemini', 31],
  ['Aisha Okafor', 'Copilot', 40],
  ['build-agent-03', 'DeepSeek', 52],
  ['Hannah Schmidt', 'ChatGPT', 64],
  ['INTERN-PC-12', 'Claude', 78],
];

export const SPEC_DETECTION_IDS = SPEC_ROWS.map((_, i) => `detection-sample-${String(i + 1).padStart(2, '0')}`);

const deviceOf = (p: Person): Device => ({ user: p.name, hostname: p.hostname, ipAddress: p.ipAddress, os: p.os });

export function specDetections(now: Date, people: readonly Person[]): NewDetectionRecord[] {
  return SPEC_ROWS.map(([who, aiTool, hoursAgo], i) => {
    const person = people.find((p) => p.name === who);
    const device = person ? deviceOf(person) : UNMANAGED_DEVICES.find((d) => d.hostname === who);
    if (!device) throw new Error(`no person or device named ${who}`);
    return {
      id: SPEC_DETECTION_IDS[i]!,
      ...device,
      aiTool,
      timestamp: new Date(now.getTime() - hoursAgo * HOUR_MS).toISOString(),
    };
  });
}

/** Unsanctioned AI tools and how often people reach for them. */
export const SHADOW_TOOLS = weightedTable([
  ['ChatGPT', 14],
  ['DeepSeek', 12],
  ['Midjourney', 10],
  ['Character.AI', 8],
  ['Poe', 8],
  ['Perplexity', 8],
  ['Claude', 8],
  ['Gemini', 8],
  ['Copilot', 5],
  ['HuggingChat', 5],
  ['Mistral Le Chat', 4],
  ['Grok', 4],
  ['Jasper', 3],
  ['You.com', 3],
] as const);

/** `count` earlier sightings between `from` and `to`, from the riskier people and the unmanaged devices. */
export function detectionHistory(random: Random, from: Date, to: Date, count: number, people: readonly Person[]): NewDetectionRecord[] {
  const devices = weightedTable<Device>([
    ...people.map((p) => [deviceOf(p), p.risk] as const),
    ...UNMANAGED_DEVICES.map((d) => [d, 3] as const),
  ]);
  return [...instantsBetween(random, from, to, count)].map((at) => ({
    id: random.uuid(),
    ...random.pickWeighted(devices),
    aiTool: random.pickWeighted(SHADOW_TOOLS),
    timestamp: new Date(at).toISOString(),
  }));
}
