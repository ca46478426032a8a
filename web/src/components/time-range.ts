import { presetStart, type TIME_PRESETS } from '@gsg/shared';

export type TimePreset = (typeof TIME_PRESETS)[number];

/**
 * What a date-time range filter holds: nothing, a preset (its start is worked out when a query is made,
 * so 'Last 24h' keeps meaning the last 24 hours), or a custom range of local date-times as
 * `<input type="datetime-local">` writes them ('2026-11-21T14:30'), either end possibly empty.
 */
export type TimeRange = { kind: 'any' } | { kind: 'preset'; preset: TimePreset } | { kind: 'custom'; from: string; to: string };

export const ANY_TIME: TimeRange = { kind: 'any' };

export const TIME_PRESET_LABELS: Record<TimePreset, string> = {
  today: 'Today',
  '24h': 'Last 24h',
  '7d': 'Last 7d',
  '30d': 'Last 30d',
};

// A custom 'To' of 14:30 means up to the end of that minute, as a person reading the picker expects.
const MINUTE_END_MS = 59_999;

/** The range as ISO instants for a query; an open end is left out. */
export function timeRangeBounds(range: TimeRange, now: Date = new Date()): { from?: string; to?: string } {
  switch (range.kind) {
    case 'any':
      return {};
    case 'preset':
      return { from: presetStart(range.preset, now).toISOString() };
    case 'custom':
      return {
        from: range.from ? new Date(range.from).toISOString() : undefined,
        to: range.to ? new Date(new Date(range.to).getTime() + MINUTE_END_MS).toISOString() : undefined,
      };
  }
}

/** Whether an instant falls inside the range, with the same bounds a query would use. */
export function inTimeRange(at: string, range: TimeRange, now: Date = new Date()): boolean {
  const { from, to } = timeRangeBounds(range, now);
  const time = Date.parse(at);
  return (from === undefined || time >= Date.parse(from)) && (to === undefined || time <= Date.parse(to));
}

const localText = (value: string): string => value.replace('T', ' ');

/** The range in a few words, for the filter's button. */
export function timeRangeLabel(range: TimeRange): string {
  switch (range.kind) {
    case 'any':
      return 'Any time';
    case 'preset':
      return TIME_PRESET_LABELS[range.preset];
    case 'custom':
      if (range.from && range.to) return `${localText(range.from)} – ${localText(range.to)}`;
      return range.from ? `From ${localText(range.from)}` : `To ${localText(range.to)}`;
  }
}
