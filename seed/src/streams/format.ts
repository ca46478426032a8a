// A recorded event stream: JSONL, one `{ offsetMs, event }` per line, oldest first. `event` is exactly
// an ingest event (conversation, detection, heartbeat), as an agent sends it; `offsetMs` is when, counted
// from the start of the recording. Replay sends each event at its offset divided by the speed.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ingestEventSchema, type IngestEvent } from '@gsg/shared';

export const streamLineSchema = z.object({ offsetMs: z.number().int().min(0), event: ingestEventSchema });
// As an agent sends it: a field with a default (a sighting's action) may be left out.
export type StreamLine = z.input<typeof streamLineSchema>;

/** An ingest event before the stream numbers it. */
export type UnnumberedEvent = { [T in IngestEvent['type']]: Omit<Extract<IngestEvent, { type: T }>, 'eventId'> }[IngestEvent['type']];

/** An event of the recording and when it happened, in epoch milliseconds. */
export interface Recorded {
  at: number;
  event: UnnumberedEvent;
}

/**
 * The recording as lines: oldest first (events of one instant keep the order they were given in),
 * offsets from `start`, eventIds numbered in stream order under `name` so the file reads in order.
 */
export function toStreamLines(name: string, start: number, recorded: readonly Recorded[]): StreamLine[] {
  const ordered = [...recorded].sort((a, b) => a.at - b.at);
  const width = String(ordered.length).length;
  return ordered.map(({ at, event }, i) => {
    if (at < start) throw new Error(`an event at ${new Date(at).toISOString()} comes before the recording starts`);
    const eventId = `${name}-${String(i + 1).padStart(width, '0')}`;
    return { offsetMs: at - start, event: { eventId, ...event } };
  });
}

export const formatStream = (lines: readonly StreamLine[]): string => lines.map((line) => `${JSON.stringify(line)}\n`).join('');

/** Parses a stream file; a bad line fails with its line number, and offsets must not go back in time. */
export function parseStream(text: string): StreamLine[] {
  const lines: StreamLine[] = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new Error(`line ${i + 1}: not valid JSON`);
    }
    const parsed = streamLineSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`line ${i + 1}: ${issue.path.join('.') || 'line'}: ${issue.message}`);
    }
    const previous = lines.at(-1);
    if (previous && parsed.data.offsetMs < previous.offsetMs) throw new Error(`line ${i + 1}: offsetMs goes back in time`);
    lines.push(parsed.data);
  });
  return lines;
}

export async function readStream(path: string): Promise<StreamLine[]> {
  return parseStream(await readFile(path, 'utf8'));
}
