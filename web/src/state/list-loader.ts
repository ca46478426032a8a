// Loading for list screens whose data a live feed changes while they are read.

import { DEFAULT_PAGE_SIZE } from '@gsg/shared';
import type { PageSize } from '../components/Pager.tsx';

// However fast live events come, a screen reads its counts again at most once per this interval.
const COUNTS_REFRESH_MS = 1000;

/** What a paged list screen shows: one page of rows, how many match, and the cards above them. */
export interface PagedList<Row, Summary> {
  page: number;
  pageSize: PageSize;
  items: Row[];
  total: number;
  /** The cards' figures; null until the first load. */
  summary: Summary | null;
  loading: boolean;
}

/** A paged list before its first load: the first page at the default size, nothing in it yet. */
export const unloadedList = (): PagedList<never, never> => ({
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  items: [],
  total: 0,
  summary: null,
  loading: false,
});

/**
 * The one rule for every screen that loads while its user keeps changing what to load: a request started
 * later wins, so a slow earlier answer never overwrites a newer one.
 */
export interface LatestRequests {
  /** Starts a request; the function it returns tells whether that request is still the latest. */
  start(): () => boolean;
  /** Joins the latest request (the next page of the current load); overtaken like it. */
  join(): () => boolean;
  /** Overtakes whatever is under way, so none of it lands (the screen was left). */
  cancel(): void;
}

export function latestRequests(): LatestRequests {
  let latest = 0;
  return {
    start() {
      const mine = ++latest;
      return () => mine === latest;
    },
    join() {
      const mine = latest;
      return () => mine === latest;
    },
    cancel() {
      latest += 1;
    },
  };
}

export interface ListLoader<T> {
  /**
   * Fetches the page and applies it, unless a load started later has overtaken it (a slow earlier answer
   * must not overwrite a newer one); `target.loading` is true meanwhile. Resolves false when it failed,
   * after `fail` has been told.
   */
  load(apply: (answer: T) => void, fail: (err: unknown) => void): Promise<boolean>;
  /**
   * For cards and totals only the server can count (distinct values, statuses over every row): returns
   * a function that reads them again after live changes. Calls within the interval share one request,
   * and an answer a new load overtook is dropped.
   */
  countsRefresher(apply: (answer: T) => void, failure: string): () => void;
}

export function listLoader<T>(target: { loading: boolean }, fetch: () => Promise<T>): ListLoader<T> {
  const requests = latestRequests();
  return {
    async load(apply, fail) {
      const isLatest = requests.start();
      target.loading = true;
      try {
        const answer = await fetch();
        if (isLatest()) apply(answer);
        return true;
      } catch (err) {
        if (isLatest()) fail(err);
        return false;
      } finally {
        if (isLatest()) target.loading = false;
      }
    },
    countsRefresher(apply, failure) {
      let timer: ReturnType<typeof setTimeout> | null = null;
      const refresh = async () => {
        timer = null;
        const isLatest = requests.join();
        try {
          const answer = await fetch();
          if (isLatest()) apply(answer);
        } catch (err) {
          // The figures stay as they were until the next load; the rows are unaffected.
          console.error(failure, err);
        }
      };
      return () => {
        timer ??= setTimeout(() => void refresh(), COUNTS_REFRESH_MS);
      };
    },
  };
}
