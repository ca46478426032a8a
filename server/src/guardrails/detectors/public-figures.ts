// Public figures, named in full or by the family name alone, as news and chat name them ("Barack Obama has
// named", "people might vote for Trump", "Clinton and allies", "obama is so cool"): the lists hold neither
// "Barack" nor "Obama" as a name, and no cue says a person is meant. lexicons/public-figures.txt holds heads
// of state and government, business leaders, entertainers, athletes and historical figures, a name a line,
// with the word that names them alone after a tab where it is not the last ("Xi Jinping<TAB>Xi").

import { readFileSync } from 'node:fs';
import { FUNCTION_WORDS, isDictionaryWord, titleOrRank, WITHOUT_CAPITALS } from './person.ts';
import type { Recognizer } from './recognizer.ts';
import { trieSource } from './regex-trie.ts';

const FIGURES = readFileSync(new URL('./lexicons/public-figures.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line !== '')
  .map((line) => {
    const [name, alone] = line.split('\t') as [string, string | undefined];
    return { name, alone: alone ?? name.split(' ').at(-1)! };
  });
const WRITTEN = [...new Set(FIGURES.flatMap(({ name, alone }) => [name, alone]))];
/** In lower case where no word of it is an English word ("obama", "barack obama"; not "trump"), as chat writes names. */
const LOWER_CASE = WRITTEN.map((name) => name.toLowerCase()).filter((name) => name.split(' ').every((word) => word.length >= 4 && !isDictionaryWord(word)));

/** A capitalised word beside the name makes it part of a longer one ("Trump Tower", "Santa Cruz"), but a title before it. */
const CAPITALISED = /^\p{Lu}/u;
const wordBefore = (text: string, start: number) => /(\S+)[ \t]+$/.exec(text.slice(Math.max(0, start - 32), start))?.[1] ?? '';
const wordAfter = (text: string, end: number) => /^(?:['’]s)?[ \t]+(\S+)/.exec(text.slice(end, end + 32))?.[1] ?? '';

export const PUBLIC_FIGURE_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  // Without the u flag, whose classes V8 scans slower, and from a word boundary, which it finds fast: the
  // names are Latin letters, and the patterns run over a one-byte stand-in of the text (scan-text.ts), where
  // a letter is ASCII or Latin-1.
  // As written only: a pattern that must also try each lower-case letter is slower everywhere, and a text
  // with capitals writes these names with theirs.
  pattern: new RegExp(String.raw`\b(?<![\u00C0-\u00FF_'’.@#/-])(?:${trieSource(WRITTEN)})(?=(?:['’]s)?(?![A-Za-z0-9\u00C0-\u00FF_'’-]))`, 'g'),
  // The full name is a person as any full name is; the family name alone scores below a cued name, as a
  // lone given name does: a low-sensitivity policy does not act on it alone.
  score: (candidate) => (candidate.includes(' ') ? 0.7 : 0.55),
  validate: (candidate, text, start) => {
    if (text === undefined) return true;
    const before = wordBefore(text, start);
    const after = wordAfter(text, start + candidate.length);
    const joinedBefore = CAPITALISED.test(before) && !FUNCTION_WORDS.has(before.toLowerCase()) && !titleOrRank(before);
    return !joinedBefore && !CAPITALISED.test(after);
  },
};

/** The same names in lower case, looked for only in a text with no capital, as chat often is ("obama is so cool"). */
export const PUBLIC_FIGURE_IN_LOWER_CASE_RECOGNIZER: Recognizer = {
  ...PUBLIC_FIGURE_RECOGNIZER,
  onlyIn: WITHOUT_CAPITALS,
  pattern: new RegExp(String.raw`\b(?<![\u00C0-\u00FF_'’.@#/-])(?:${trieSource(LOWER_CASE)})(?=(?:['’]s)?(?![A-Za-z0-9\u00C0-\u00FF_'’-]))`, 'g'),
};
