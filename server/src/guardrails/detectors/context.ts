// Context words: the words around a candidate that say what it is ("SSN", "routing number"). Like
// Presidio's context enhancer, mostly the few words before the candidate count; a few after it do too
// ("CHASUS33 is our SWIFT code"). A window never crosses a line break.

import { WORD } from '../text-classes.ts';

/** How much a supporting context word adds to a candidate's score (Presidio's similarity factor). */
export const CONTEXT_BOOST = 0.35;

/** Presidio looks five words back; one more lets a phrase such as "social security number is" fit. */
export const DEFAULT_CONTEXT_WORDS = 6;
/** Words after the candidate: enough for "is my SSN", short enough not to reach the next sentence's subject. */
const FOLLOWING_WORDS = 3;
const MAX_WINDOW_UNITS = 120;
const NEWLINE = 0x0a;

export type ContextMatcher = RegExp;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for a list of context phrases, case-insensitive and whole-word. Inside a phrase a space
 * also matches underscores, hyphens and runs of whitespace (so "secret access key" finds
 * aws_secret_access_key) and an apostrophe also matches a typographic one.
 */
export function contextMatcher(phrases: readonly string[]): ContextMatcher {
  const alternatives = phrases.map((p) => escape(p).replace(/ /g, '[\\s_-]+').replace(/'/g, "['\u2019]?"));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

/** The text of up to `words` words before a candidate starting at `start`, on its line. */
export function wordsBefore(text: string, start: number, words: number = DEFAULT_CONTEXT_WORDS): string {
  return text.slice(wordsBoundary(text, start, words, -1), start);
}

/** The text of the few words after a candidate ending at `end`, on its line. */
export function wordsAfter(text: string, end: number): string {
  return text.slice(end, wordsBoundary(text, end, FOLLOWING_WORDS, 1));
}

/** Where `words` words away from `from` end, walking in `direction`, stopping at a line break or MAX_WINDOW_UNITS. */
function wordsBoundary(text: string, from: number, words: number, direction: -1 | 1): number {
  const limit = direction < 0 ? Math.max(0, from - MAX_WINDOW_UNITS) : Math.min(text.length, from + MAX_WINDOW_UNITS);
  const offset = direction < 0 ? -1 : 0;
  let at = from;
  let seen = 0;
  let inWord = false;
  while (at !== limit) {
    const unit = text.charCodeAt(at + offset);
    if (unit === NEWLINE) break;
    const isWord = WORD[unit] === 1;
    if (isWord && !inWord && ++seen > words) break;
    inWord = isWord;
    at += direction;
  }
  return at;
}
