// The recorded streams committed under seed/streams/, each built by its deterministic generator.
import { fileURLToPath } from 'node:url';
import type { StreamLine } from './format.ts';
import { incidentStream } from './incident.ts';
import { workdayStream } from './workday.ts';

export const STREAMS: Readonly<Record<string, () => StreamLine[]>> = {
  workday: workdayStream,
  incident: incidentStream,
};

export const streamFile = (name: string): string => fileURLToPath(new URL(`../../streams/${name}.jsonl`, import.meta.url));
