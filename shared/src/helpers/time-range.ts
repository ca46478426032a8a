import type { TIME_PRESETS } from '../constants.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The start of a range: a bare date means the start of that (UTC) day. */
export function rangeStart(bound: string | undefined): Date | undefined {
  if (bound === undefined) return undefined;
  return DATE_ONLY.test(bound) ? new Date(`${bound}T00:00:00.000Z`) : new Date(bound);
}

/** The end of a range: a bare date is inclusive to the end of that (UTC) day. */
export function rangeEnd(bound: string | undefined): Date | undefined {
  if (bound === undefined) return undefined;
  return DATE_ONLY.test(bound) ? new Date(Date.parse(`${bound}T00:00:00.000Z`) + DAY_MS - 1) : new Date(bound);
}

/** The start of a time preset, in the caller's local time ('today' starts at local midnight). */
export function presetStart(preset: (typeof TIME_PRESETS)[number], now: Date = new Date()): Date {
  switch (preset) {
    case 'today': {
      const midnight = new Date(now);
      midnight.setHours(0, 0, 0, 0);
      return midnight;
    }
    case '24h':
      return new Date(now.getTime() - DAY_MS);
    case '7d':
      return new Date(now.getTime() - 7 * DAY_MS);
    case '30d':
      return new Date(now.getTime() - 30 * DAY_MS);
  }
}
