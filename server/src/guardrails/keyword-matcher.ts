import { FOLD, isWordUnit, WORD, fold } from './text-classes.ts';

export interface KeywordHit {
  /** Index of the keyword in the list the matcher was built from. */
  keyword: number;
  start: number;
  end: number;
}

const ROOT = 0;
const NONE = -1;

/**
 * Every keyword of every keyword policy in one left-to-right pass: an Aho-Corasick automaton over
 * case-folded UTF-16 units, compiled into a dense transition table so the scan costs one table read per
 * character however many keywords there are. Overlapping keywords are all reported, so a short keyword
 * of one policy inside a longer keyword of another still counts for both.
 *
 * The table is indexed by alphabet class rather than by unit: only the units that occur in keywords get
 * a class of their own, every other unit shares class 0 (which always leads back to the root), keeping
 * the table at states x (distinct keyword units + 1).
 */
export class KeywordMatcher {
  readonly #classOf: Uint16Array;
  readonly #classes: number;
  readonly #delta: Int32Array;
  /** The keyword that ends in a state, or NONE. */
  readonly #output: Int32Array;
  /** The nearest proper suffix state where some keyword ends: the chain that reports overlapping keywords. */
  readonly #nextOutput: Int32Array;
  readonly #lengths: Int32Array;
  /** How many units lead from the root to a state: the length of the keyword start it stands for. */
  readonly #depths: Int32Array;
  /** Whole-word matching needs a boundary only where the keyword itself has a word unit ("C++" ends in none). */
  readonly #boundedStart: Uint8Array;
  readonly #boundedEnd: Uint8Array;

  /** `keywords` must be distinct once folded: callers merge duplicates so each hit is reported once. */
  constructor(keywords: readonly string[]) {
    const folded = keywords.map(fold);
    const classByUnit = new Uint16Array(0x10000);
    let classes = 1;
    const children: Array<Map<number, number>> = [new Map()];
    const outputs: number[] = [NONE];
    const depths: number[] = [0];
    folded.forEach((keyword, index) => {
      let state = ROOT;
      for (let i = 0; i < keyword.length; i++) {
        const unit = keyword.charCodeAt(i);
        if (classByUnit[unit] === 0) classByUnit[unit] = classes++;
        const cls = classByUnit[unit]!;
        let next = children[state]!.get(cls);
        if (next === undefined) {
          next = children.length;
          children.push(new Map());
          outputs.push(NONE);
          depths.push(i + 1);
          children[state]!.set(cls, next);
        }
        state = next;
      }
      outputs[state] = index;
    });

    const states = children.length;
    this.#classes = classes;
    this.#classOf = new Uint16Array(0x10000);
    for (let unit = 0; unit < 0x10000; unit++) this.#classOf[unit] = classByUnit[FOLD[unit]!]!;
    this.#delta = new Int32Array(states * classes);
    this.#output = Int32Array.from(outputs);
    this.#depths = Int32Array.from(depths);
    this.#nextOutput = new Int32Array(states).fill(NONE);
    const fail = new Int32Array(states);

    // Breadth-first, so a state's failure target is complete before the state's own row is filled.
    const queue: number[] = [];
    for (const [cls, child] of children[ROOT]!) {
      this.#delta[cls] = child;
      queue.push(child);
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      const failRow = fail[state]! * classes;
      const row = state * classes;
      for (let cls = 0; cls < classes; cls++) this.#delta[row + cls] = this.#delta[failRow + cls]!;
      for (const [cls, child] of children[state]!) {
        this.#delta[row + cls] = child;
        fail[child] = this.#delta[failRow + cls]!;
        queue.push(child);
      }
      const suffix = fail[state]!;
      this.#nextOutput[state] = this.#output[suffix] !== NONE ? suffix : this.#nextOutput[suffix]!;
    }

    this.#lengths = Int32Array.from(folded, (k) => k.length);
    this.#boundedStart = Uint8Array.from(folded, (k) => WORD[k.charCodeAt(0)]!);
    this.#boundedEnd = Uint8Array.from(folded, (k) => WORD[k.charCodeAt(k.length - 1)]!);
  }

  /**
   * How many units at the end of `text` could still grow into a keyword: the longest end of it that is
   * the beginning of one (folded as find folds, so "Project\nFal" may become "project falcon"). 0 when
   * no keyword begins there. The automaton's state after reading `text` is exactly that beginning.
   */
  pendingPrefix(text: string): number {
    const classes = this.#classes;
    let state = ROOT;
    for (let i = 0; i < text.length; i++) state = this.#delta[state * classes + this.#classOf[text.charCodeAt(i)]!]!;
    return this.#depths[state]!;
  }

  /** Whole-word, case-insensitive occurrences of the keywords in `text`, ordered by where they end. */
  find(text: string): KeywordHit[] {
    const hits: KeywordHit[] = [];
    const classes = this.#classes;
    let state = ROOT;
    for (let i = 0; i < text.length; i++) {
      state = this.#delta[state * classes + this.#classOf[text.charCodeAt(i)]!]!;
      let s = this.#output[state] !== NONE ? state : this.#nextOutput[state]!;
      while (s !== NONE) {
        const keyword = this.#output[s]!;
        const end = i + 1;
        const start = end - this.#lengths[keyword]!;
        const clearStart = this.#boundedStart[keyword] === 0 || !isWordUnit(text, start - 1);
        const clearEnd = this.#boundedEnd[keyword] === 0 || !isWordUnit(text, end);
        if (clearStart && clearEnd) hits.push({ keyword, start, end });
        s = this.#nextOutput[s]!;
      }
    }
    return hits;
  }
}
