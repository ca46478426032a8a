// Person names written in a script other than Latin: "Please send the contract to 日高 美穂", "a note to
// Прохорова Пелагея Львовна", "مسعد الخليفي raised it". Capitals and the English cues the other name rules
// read say nothing in these scripts, so a name is known by its words: given names and family names of
// lexicons/script-names.txt (from @faker-js/faker's locales, written by seed/src/cli/script-names.ts), a
// Russian or Ukrainian patronymic beside them, and a Chinese, Japanese or Korean name written without a
// space as its family name and given name.

import { readFileSync } from 'node:fs';
import { personSlotAfter, personSlotBefore } from './person.ts';
import type { Recognizer } from './recognizer.ts';

interface ScriptNames {
  given: ReadonlySet<string>;
  family: ReadonlySet<string>;
}
/** Read on first use: a process that never meets these scripts need not load 11,000 names. */
let loaded: ScriptNames | undefined;
function scriptNames(): ScriptNames {
  if (loaded) return loaded;
  const given = new Set<string>();
  const family = new Set<string>();
  for (const line of readFileSync(new URL('./lexicons/script-names.txt', import.meta.url), 'utf8').split('\n')) {
    const [kind, name] = line.split('\t');
    if (name) (kind === 'given' ? given : family).add(name);
  }
  return (loaded = { given, family });
}

/** The blocks of the scripts the names are written in: a text with none of their letters is not scanned. */
const SCRIPT_LETTERS =
  /[\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Thaana}\p{Script=Devanagari}\p{Script=Thai}\p{Script=Georgian}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\p{Script=Hangul}]/u;
/** Scripts whose names are written without a space between family name and given name: 王伟, 한서윤, 日高美穂. */
const UNSPACED = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;
/** A Russian, Ukrainian or other East Slavic patronymic: Львовна, Федосьевич, Корніївна. */
const PATRONYMIC = /(?:ович|евич|ич|овна|евна|ична|інична|івна|ївна)$/u;
const LATIN_LETTER = /\p{Script=Latin}/gu;
/** One or two Han characters: a Chinese given name or family name, or a Japanese one. */
const SHORT_HAN = /^\p{Script=Han}{1,2}$/u;
const OTHER_LETTER = /[^\P{L}\p{Script=Latin}]/gu;

/** Titles written before a name in these scripts: doctor, Mr, Mrs, Ms. */
const TITLES = new Set([
  'دكتور', 'دکتر', 'ڈاکٹر', 'السيد', 'السيدة', 'آقای', 'خانم', 'جناب', 'מר', 'גב', 'ד"ר', 'Κύριος', 'Κυρία', 'Δρ', 'господин', 'госпожа', 'пан',
  'пані', 'д-р', 'ბატონი', 'ქალბატონი', 'श्री', 'श्रीमती', 'डॉ', 'นาย', 'นาง', 'นางสาว', 'ดร',
]);

/** Whether a word is a listed given or family name, or a name written whole as family name then given name. */
function namedWord({ given, family }: ScriptNames, word: string): boolean {
  if (given.has(word) || family.has(word)) return true;
  if (!UNSPACED.test(word)) return false;
  for (let cut = 1; cut <= 3 && cut < word.length; cut++) if (family.has(word.slice(0, cut)) && given.has(word.slice(cut))) return true;
  return false;
}

/** The text a single listed word was found in, and whether that text is mostly Latin: a lone word is a name only there. */
let lastText = '';
let lastMostlyLatin = false;
function mostlyLatin(text: string): boolean {
  if (text !== lastText) {
    lastText = text;
    lastMostlyLatin = (text.match(LATIN_LETTER)?.length ?? 0) >= (text.match(OTHER_LETTER)?.length ?? 0);
  }
  return lastMostlyLatin;
}

/**
 * Whether a run of words of another script stands where an English sentence puts a person's name: after
 * what takes a person ("send it to ...", "remind ...", "Dear ...") or before what a person does ("... will
 * lead", "... said"), as the Latin-script name rules read those words (person.ts).
 */
function inPersonSlot(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  if (INTO_LANGUAGE.test(before)) return false;
  return personSlotBefore(before.slice(-20)) || personSlotAfter(text.slice(end, end + 64));
}
/** What a text is translated or written into is a language, not a person: "translate this to 日本語". */
const INTO_LANGUAGE = /(?<![\p{L}])(?:translat|convert|render)\p{L}*(?:[ \t]{1,3}[\p{L}'’]+){0,3}[ \t]{1,3}(?:in)?to[ \t]{1,3}$/iu;

/**
 * How much of a run of words in another script is a person's name, from its start: the words that are
 * listed names or a patronymic beside them, at least one of them listed. A single word counts only in a
 * text written mostly in Latin letters, where a word of another script stands out as a name ("Tell 美穂
 * the numbers are ready"); in a text written in that script a single given name is too often a word.
 * There, too, a run of up to three words no list holds is a name where an English sentence puts one
 * ("Please send the contract to خطيب بديرية", "रतन बजाज raised the question"): the lists hold only the
 * commonest names of each script.
 */
function scriptNameLength(candidate: string, text: string, start: number): number {
  const names = scriptNames();
  const words = candidate.split(/ {1,2}|[\u30fb\u00b7]/);
  // A title is no part of the name: the name is looked for again from the next word.
  if (TITLES.has(words[0]!)) return 0;
  // In an English sentence, a run of up to three words of another script is one name where a sentence puts
  // a person, or where one of its words is a listed name ("Is Галина Вълчев still on the list?").
  if (words.length <= 3 && mostlyLatin(text) && (inPersonSlot(text, start, start + candidate.length) || words.some((word) => namedWord(names, word)))) return candidate.length;
  let listed = 0;
  let count = 0;
  for (const word of words) {
    if (/\p{Script=Latin}/u.test(word)) break;
    if (namedWord(names, word)) listed++;
    // Beside a listed name, a patronymic, or the other half of a Chinese or Japanese name the lists lack ("胤祥 宗政").
    else if (!(count > 0 && (PATRONYMIC.test(word) || (SHORT_HAN.test(word) && UNSPACED.test(words[0]!))))) break;
    count++;
  }
  if (listed === 0 || (count === 1 && !UNSPACED.test(words[0]!) && !mostlyLatin(text))) return 0;
  return words.slice(0, count).join(' ').length;
}

export const OTHER_SCRIPT_PERSON_RECOGNIZER: Recognizer = {
  entity: 'PERSON',
  onlyIn: SCRIPT_LETTERS,
  // One to four words of letters other than Latin, apart by one or two spaces or a Japanese middle dot.
  pattern: /(?<![\p{L}\p{M}\p{N}_])[^\P{L}\p{Script=Latin}][\p{L}\p{M}]{0,24}(?:(?: {1,2}|[\u30fb\u00b7])[^\P{L}\p{Script=Latin}][\p{L}\p{M}]{0,24}){0,3}(?![\p{L}\p{M}\p{N}_])/gu,
  score: (candidate) => (/[ \u30fb\u00b7]/.test(candidate) ? 0.7 : 0.6),
  validate: (candidate, text, start) => scriptNameLength(candidate, text, start),
};
