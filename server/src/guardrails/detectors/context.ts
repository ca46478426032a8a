// Context words: the words around a candidate that say what it is ("SSN", "routing number"). Like
// Presidio's context enhancer, mostly the few words before the candidate count; a few after it do too
// ("CHASUS33 is our SWIFT code"). A window never crosses a line break, and the window after a candidate
// also stops at the end of its sentence, so the next sentence's subject does not label it.

import { WORD } from '../text-classes.ts';
import { trieSource } from './regex-trie.ts';

/** How much a supporting context word adds to a candidate's score (Presidio's similarity factor). */
export const CONTEXT_BOOST = 0.35;

/** Presidio looks five words back; one more lets a phrase such as "social security number is" fit. */
export const DEFAULT_CONTEXT_WORDS = 6;
/** Words after the candidate: enough for "is my SSN", short enough not to reach the next clause's subject. */
const DEFAULT_FOLLOWING_WORDS = 3;
const MAX_WINDOW_UNITS = 120;
const NEWLINE = 0x0a;
const SENTENCE_ENDS = new Set(['.', '!', '?', ';'].map((c) => c.charCodeAt(0)));

/**
 * Words that label a number as a business record (an order, a ticket, a build) rather than a person's or
 * an account's identifier: a checksum-valid number after one of them is what the word says it is.
 */
export const RECORD_NUMBER_WORDS: readonly string[] = [
  'order', 'invoice', 'sku', 'part', 'serial', 'model', 'tracking', 'ticket', 'case', 'reference', 'ref', 'isbn', 'batch', 'lot',
  'version', 'build', 'job', 'issue', 'commit', 'timestamp', 'epoch', 'unix', 'port', 'pid', 'room', 'po', 'quote', 'shipment',
];

/** A global, case-insensitive, whole-word pattern; use it through hasContext and lastContext. */
export type ContextMatcher = RegExp;

/** A phrase's character in a matcher: a space also matches underscores, hyphens and runs of whitespace, an apostrophe may be left out or typographic. */
const phraseChar = (ch: string) => (ch === ' ' ? '[\\s_-]+' : ch === "'" ? "['\u2019]?" : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * A matcher for a list of context phrases, case-insensitive and whole-word. Inside a phrase a space
 * also matches underscores, hyphens and runs of whitespace (so "secret access key" finds
 * aws_secret_access_key) and an apostrophe also matches a typographic one. Of two phrases that start
 * alike the longer is tried first, so of "aws account" and "account" the more specific one is what
 * lastContext reports. The phrases are one trie: a matcher is run over the words around every candidate,
 * and a flat list of dozens of phrases would be tried phrase by phrase at each position.
 * `shapes` are value patterns that say as much as a word does (an AWS access key id beside its secret).
 */
export function contextMatcher(phrases: readonly string[], shapes: readonly RegExp[] = []): ContextMatcher {
  const words = phrases.length > 0 ? [trieSource([...phrases].sort((a, b) => b.length - a.length), phraseChar)] : [];
  const all = [...words, ...shapes.map((s) => s.source)];
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${all.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** Whether any context phrase occurs in `window`. */
export function hasContext(matcher: ContextMatcher, window: string): boolean {
  // search() ignores and restores lastIndex, so the shared global pattern carries no state between calls.
  return window.search(matcher) >= 0;
}

/** The last context phrase in `window` (the one nearest a candidate that follows it), or undefined. */
export function lastContext(matcher: ContextMatcher, window: string): { start: number; end: number } | undefined {
  // exec on the shared pattern rather than matchAll, which copies the pattern on every call; the scan is
  // synchronous, and lastIndex is put back to 0 for the next caller.
  let start = -1;
  let end = -1;
  matcher.lastIndex = 0;
  for (let m = matcher.exec(window); m !== null; m = matcher.exec(window)) {
    start = m.index;
    end = m.index + m[0].length;
    if (end === start) matcher.lastIndex++;
  }
  matcher.lastIndex = 0;
  return start < 0 ? undefined : { start, end };
}

/** The text of up to `words` words before a candidate starting at `start`, on its line. */
export function wordsBefore(text: string, start: number, words: number = DEFAULT_CONTEXT_WORDS): string {
  return text.slice(wordsBoundary(text, start, words, -1), start);
}

/** The text of up to `words` words after a candidate ending at `end`, on its line and in its sentence. */
export function wordsAfter(text: string, end: number, words: number = DEFAULT_FOLLOWING_WORDS): string {
  return text.slice(end, wordsBoundary(text, end, words, 1));
}

/**
 * Where `words` words away from `from` end, walking in `direction`, stopping at a line break or
 * MAX_WINDOW_UNITS; walking forward, also at a sentence end (". ", "; ", ...).
 */
function wordsBoundary(text: string, from: number, words: number, direction: -1 | 1): number {
  const limit = direction < 0 ? Math.max(0, from - MAX_WINDOW_UNITS) : Math.min(text.length, from + MAX_WINDOW_UNITS);
  const offset = direction < 0 ? -1 : 0;
  let at = from;
  let seen = 0;
  let inWord = false;
  while (at !== limit) {
    const unit = text.charCodeAt(at + offset);
    if (unit === NEWLINE) break;
    if (direction > 0 && SENTENCE_ENDS.has(unit) && /\s/.test(text[at + 1] ?? ' ')) break;
    const isWord = WORD[unit] === 1;
    if (isWord && !inWord && ++seen > words) break;
    inWord = isWord;
    at += direction;
  }
  return at;
}

/** Where the line holding `index` starts, if no further back than `reach` characters; -1 if further. */
function lineStartWithin(text: string, index: number, reach: number): number {
  for (let at = index - 1; at >= Math.max(0, index - reach - 1); at--) if (text.charCodeAt(at) === NEWLINE) return at + 1;
  return index - reach - 1 <= 0 ? 0 : -1;
}

/** How far above its heading a list item may stand, and how long an item's line may be. */
const MAX_SECTION_LINES = 8;
const MAX_ITEM_LENGTH = 80;

/**
 * The heading of the list the line at `start` belongs to: the nearest line above that ends with ":"
 * ("Allergies:", "Discharge Diagnosis:"), when that line and every line between are short items (a
 * numbered line, a bare term) and no blank line parts them; "" otherwise. A heading on the same line
 * ("Past Medical History: PE") is in the words before the candidate already.
 */
export function sectionHeading(text: string, start: number): string {
  // Lines are looked along no further than an item's length: a text without line breaks would otherwise be
  // walked whole for every candidate in it.
  let lineStart = lineStartWithin(text, start, MAX_ITEM_LENGTH);
  if (lineStart < 0) return '';
  if (lineStart + MAX_ITEM_LENGTH < text.length && !text.slice(start, lineStart + MAX_ITEM_LENGTH + 1).includes('\n')) return '';
  for (let up = 0; up < MAX_SECTION_LINES && lineStart > 0; up++) {
    const previousStart = lineStartWithin(text, lineStart - 1, MAX_ITEM_LENGTH);
    if (previousStart < 0) return '';
    const line = text.slice(previousStart, lineStart - 1).trim();
    if (line === '' || line.length > MAX_ITEM_LENGTH) return '';
    if (line.endsWith(':')) return line;
    lineStart = previousStart;
  }
  return '';
}
