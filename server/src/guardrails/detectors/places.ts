// Places, which are not people. A place named in several words reads like a given name and a surname
// ("Santa Monica", "Addis Ababa", "Hong Kong", "Costa Rica"), and after "to" or "from" stands where a
// person's name does ("flights to San Diego"); the lists of single words cannot rule it out. So a name
// found inside a place name of the gazetteer (lexicons/place-names.txt, from GeoNames and a list of larger
// cities and countries; seed/src/cli/place-names.ts) is passed over.

import { readFileSync } from 'node:fs';

/**
 * Words that start a place named after a person or a saint ("San Juan", "Fort McHenry", "St. Peter's
 * Basilica"): the run after them is no person. Capitalised, right before the run.
 */
export const PLACE_PREFIXES = ['San', 'Santa', 'Santo', 'São', 'Sao', 'Río', 'Rio', 'Casa', 'Fort', 'Mount', 'Mt', 'Lake', 'Cape', 'Port', 'Porto', 'St', 'Ste', 'Saint', 'Los', 'Las'];

/** Read on first use: 38,000 names a process that never meets a name need not load. */
let placeNames: ReadonlySet<string> | undefined;
const gazetteer = () =>
  (placeNames ??= new Set(
    readFileSync(new URL('./lexicons/place-names.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  ));
/** The most words a place name of the gazetteer has that is worth looking for ("Rio de Janeiro", "Salt Lake City"). */
const MAX_WORDS = 4;

/** How far around a finding its neighbours are looked for, in characters: four words of a place name and more. */
const REACH = 80;

/** What may close a word of a place name in running text: a possessive, a full stop, a comma. */
const TRAILING = /(?:['’]s)?[.,;:!?)"'’]*$/u;
const LEADING = /^[("'‘“]*/u;

/**
 * Whether the finding at [start, end) lies within a place name of several words, as the words around it on
 * its line spell one: "Angeles" or "Los Angeles" in "drive to Los Angeles every week".
 */
export function insidePlaceName(text: string, start: number, end: number): boolean {
  // The words from a few before the finding to a few after it on its line, each with where it starts; a
  // word the reach cuts in two is left out.
  // Sliced first, so a long text without line breaks is never searched end to end for each finding.
  const reachStart = Math.max(0, start - REACH);
  const from = reachStart + text.slice(reachStart, start).lastIndexOf('\n') + 1;
  const after = text.slice(end, end + REACH);
  const to = end + (after.includes('\n') ? after.indexOf('\n') : after.length);
  const words: { word: string; at: number }[] = [];
  for (const m of text.slice(from, to).matchAll(/\S+/g)) {
    const at = from + m.index;
    if ((at > 0 && at === from && !/\s/.test(text[at - 1]!)) || (at + m[0].length === to && to < text.length && !/\s/.test(text[to]!))) continue;
    words.push({ word: m[0], at });
  }
  const first = words.findIndex((w) => w.at + w.word.length > start);
  let last = first;
  while (last + 1 < words.length && words[last + 1]!.at < end) last++;
  if (first < 0 || last - first + 1 > MAX_WORDS) return false;
  for (let head = Math.max(0, last - MAX_WORDS + 1); head <= first; head++) {
    for (let tail = last; tail < Math.min(words.length, head + MAX_WORDS); tail++) {
      if (tail === head) continue;
      const name = words
        .slice(head, tail + 1)
        .map((w) => w.word)
        .join(' ')
        .replace(LEADING, '')
        .replace(TRAILING, '');
      if (gazetteer().has(name)) return true;
    }
  }
  return false;
}
