import type { LogFilter } from '@gsg/shared';
import type { NewLogRecord } from './types.ts';

// Monitoring's text filters find a case-insensitive substring, which no index can look up. Every
// adapter keeps the distinct values of the filtered fields with how many logs carry each (the facets),
// so a filter's text is first matched against the few distinct values and the logs are then read by
// exact value: through that field's (value, time) index when few logs match, or by the usual
// newest-first walk, which reaches a page quickly when many do.

/** The text filters, each a case-insensitive substring of one log field. */
export const TEXT_FILTERS = ['user', 'tool', 'policy', 'hostname', 'ip'] as const satisfies ReadonlyArray<keyof LogFilter>;
export type FacetKind = (typeof TEXT_FILTERS)[number];

export interface FacetCount {
  value: string;
  count: number;
}

const FIELD_OF = {
  user: 'user',
  tool: 'aiModel',
  policy: 'policyTriggered',
  hostname: 'hostname',
  ip: 'ipAddress',
} as const satisfies Record<FacetKind, keyof NewLogRecord>;

/** How many of the inserted logs carry each facet value: one upsert per value a batch holds, not per log. */
export function facetIncrements(records: readonly NewLogRecord[]): Array<{ kind: FacetKind; value: string; count: number }> {
  const counts = new Map<string, { kind: FacetKind; value: string; count: number }>();
  for (const record of records) {
    for (const kind of TEXT_FILTERS) {
      const value = record[FIELD_OF[kind]];
      const id = JSON.stringify([kind, value]);
      const counter = counts.get(id);
      if (counter) counter.count += 1;
      else counts.set(id, { kind, value, count: 1 });
    }
  }
  return [...counts.values()];
}

/**
 * At most this many logs are read through a text filter's (value, time) index and sorted for one page.
 * Above it the matches are dense enough that the newest-first walk fills a page after few rows.
 */
export const NARROW_PLAN_MAX_ROWS = 5_000;

export interface TextMatches {
  /** Per text filter set, the stored values that contain its text. */
  values: Partial<Record<FacetKind, string[]>>;
  /** The filter to read through its own index (the one whose values the fewest logs carry), if any is rare enough. */
  narrow: FacetKind | undefined;
}

/**
 * Matches each text filter against the facets (`lookup` finds the values of one kind containing a text,
 * as the filters compare). Null when some filter matches no value: no log can match the whole filter.
 * The counts only choose a plan; they may overcount after retention, which never changes a result.
 */
export async function resolveTextFilters(
  filter: LogFilter,
  lookup: (kind: FacetKind, text: string) => FacetCount[] | Promise<FacetCount[]>,
): Promise<TextMatches | null> {
  const matches: TextMatches = { values: {}, narrow: undefined };
  let fewest = NARROW_PLAN_MAX_ROWS;
  for (const kind of TEXT_FILTERS) {
    const text = filter[kind];
    if (text === undefined) continue;
    const found = await lookup(kind, text);
    if (found.length === 0) return null;
    matches.values[kind] = found.map((f) => f.value);
    const logs = found.reduce((sum, f) => sum + f.count, 0);
    if (logs <= fewest) {
      fewest = logs;
      matches.narrow = kind;
    }
  }
  return matches;
}
