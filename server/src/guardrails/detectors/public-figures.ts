// Public figures named by their family name alone, as news and chat name them ("people might vote for
// Trump", "Clinton and allies", "obama is so cool"): no cue says a person is meant, and the name rules find
// a family name alone only where one does. The list (lexicons/public-figures.txt) holds heads of state and
// government, business leaders, entertainers, athletes and historical figures whose family name, alone,
// means them.

import { readFileSync } from 'node:fs';
import { FUNCTION_WORDS, isDictionaryWord } from './person.ts';
import type { Recognizer } from './recognizer.ts';
import { trieSource } from './regex-trie.ts';

const FIGURES = readFileSync(new URL('./lexicons/public-figures.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((name) => name !== '');
/** As written, and in lower case where that is no English word ("obama", not "trump"), as chat writes names. */
const FORMS = [...FIGURES, ...FIGURES.map((name) => name.toLowerCase()).filter((name) => name.length >= 4 && !isDictionaryWord(name))];

/** A capitalised word: one beside the name makes it part of a longer one ("Trump Tower", "Santa Cruz", "Donald Trump"). */
const CAPITALISED = /^\p{Lu}/u;
const wordBefore = (text: string, start: number) => /(\S+)[ \t]+$/.exec(text.slice(Math.max(0, start - 32), start))?.[1] ?? '';
const wordAfter = (text: string, end: number) => /^(?:['’]s)?[ \t]+(\S+)/.exec(text.slice(end, end + 32))?.[1] ?? '';

export const PUBLIC_FIGURE_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  // Without the u flag, whose classes V8 scans slower, and from a word boundary, which it finds fast: the
  // names are Latin letters, and the patterns run over a one-byte stand-in of the text (scan-text.ts), where
  // a letter is ASCII or Latin-1.
  pattern: new RegExp(String.raw`\b(?<![\u00C0-\u00FF_'’.@#/-])(?:${trieSource(FORMS)})(?=(?:['’]s)?(?![A-Za-z0-9\u00C0-\u00FF_'’-]))`, 'g'),
  // Below a cued name's score, as a lone given name is: a low-sensitivity policy does not act on it alone.
  score: 0.55,
  validate: (candidate, text, start) => {
    if (text === undefined) return true;
    // Part of a longer name is the full-name rules' to read, or no person's.
    const before = wordBefore(text, start);
    const after = wordAfter(text, start + candidate.length);
    return !(CAPITALISED.test(before) && !FUNCTION_WORDS.has(before.toLowerCase())) && !CAPITALISED.test(after);
  },
};
