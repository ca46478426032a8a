import { HttpError } from '../http-errors.ts';
import { servicePlugin } from './service-plugin.ts';

/**
 * Turns for the evaluation of large texts. The detectors run on the event loop: a 256 KB text takes a few
 * tenths of a second, and while it runs no other request is answered. Twenty such texts sent at once ran
 * back to back and held a plain GET for more than five seconds. So a large text waits its turn: one at a time,
 * each after the loop has served what arrived meanwhile, so that any other request waits for one scan at
 * most. When too many wait, the caller is told to come back (503 with Retry-After) rather than queued
 * without bound. Small texts, which take a millisecond or two, never wait.
 */
export interface EvaluationTurns {
  /**
   * Runs `work`, which evaluates texts of `chars` characters in all: at once when they are small, else in
   * turn. `mayRefuse: false` waits however many wait, for a caller with backpressure of its own.
   */
  run<T>(chars: number, work: () => T, options?: { mayRefuse?: boolean }): Promise<T>;
  /**
   * Judges `items` in slices of a large text's size, each slice run as `run` runs one text, and gives the
   * results in the items' order: a batch of many mid-sized texts, each under the size, would otherwise hold the
   * loop for all of them at once.
   */
  runInSlices<I, T>(items: readonly I[], charsOf: (item: I) => number, judge: (item: I) => T, options?: { mayRefuse?: boolean }): Promise<T[]>;
}

/** How many characters texts give the detectors to read (a prompt and its response; a missing response reads none). */
export const textChars = (...texts: ReadonlyArray<string | null | undefined>): number => texts.reduce((sum, text) => sum + (text?.length ?? 0), 0);

/** From this many characters, a text waits its turn (at about 3 MB a second of prose, some 5 ms of work). */
export const LARGE_TEXT_CHARS = 16 * 1024;
/** How many large evaluations may wait or run at once before the next is refused. */
export const MAX_WAITING_LARGE = 32;
export const BUSY_MESSAGE = 'The guardrail engine is busy with other large texts; try again shortly';

export function createEvaluationTurns({ largeChars = LARGE_TEXT_CHARS, maxWaiting = MAX_WAITING_LARGE } = {}): EvaluationTurns {
  /** Settles when the last large evaluation taken in has run. */
  let last: Promise<void> = Promise.resolve();
  let waiting = 0;
  const turns: EvaluationTurns = {
    async run(chars, work, { mayRefuse = true } = {}) {
      if (chars < largeChars) return work();
      if (mayRefuse && waiting >= maxWaiting) throw new HttpError(503, BUSY_MESSAGE, undefined, 1);
      waiting++;
      const previous = last;
      let done!: () => void;
      last = new Promise((resolve) => (done = resolve));
      try {
        await previous;
        // Let the loop answer what came in while the previous one ran.
        await new Promise((resolve) => setImmediate(resolve));
        return work();
      } finally {
        waiting--;
        done();
      }
    },
    async runInSlices(items, charsOf, judge, options) {
      const results = [];
      for (let from = 0; from < items.length; ) {
        let to = from;
        let chars = 0;
        while (to < items.length && chars < largeChars) chars += charsOf(items[to++]!);
        const slice = items.slice(from, to);
        results.push(...(await turns.run(chars, () => slice.map(judge), options)));
        from = to;
      }
      return results;
    },
  };
  return turns;
}

declare module './service-plugin.ts' {
  interface AppServices {
    evaluationTurns: EvaluationTurns;
  }
}

export const evaluationTurnsServicePlugin = servicePlugin('evaluationTurns', [], () => createEvaluationTurns());
