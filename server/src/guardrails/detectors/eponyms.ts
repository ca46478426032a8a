// Conditions named after a person ("Parkinson's", "Hodgkin's lymphoma", "Crohn's disease"): the person's
// name in them names the condition, not anyone the text is about, so the name recognizers pass over it.
// The names are the health lexicons' own (health.ts reads the same files), so a condition added there is
// known here too.
import { readFileSync } from 'node:fs';
import { mayBeGivenName, titleOrRank } from './person.ts';

const LEXICONS = ['health-terms.txt', 'disease-names.txt'];

/** Each eponym's word in lower case, with what its terms say after the word ("'s", "'s disease"), longest first. */
const TERMS_AFTER = new Map<string, string[]>();
for (const file of LEXICONS) {
  for (const line of readFileSync(new URL(`./lexicons/${file}`, import.meta.url), 'utf8').split('\n')) {
    const term = line.split('\t')[1]?.replace(/^[~!]/, '').toLowerCase();
    const eponym = term === undefined ? null : /^([a-z]+)('s(?: [a-z' -]+)?)$/.exec(term);
    if (eponym === null) continue;
    const [, word, after] = eponym as unknown as [string, string, string];
    TERMS_AFTER.set(word, [...(TERMS_AFTER.get(word) ?? []), after].sort((a, b) => b.length - a.length));
  }
}
const LONGEST_AFTER = Math.max(0, ...[...TERMS_AFTER.values()].map((afters) => afters[0]!.length));

/** The word right before a place in a text, and the space between. */
const WORD_BEFORE = /(\p{L}+\.?)[ \t]+$/u;

/**
 * Whether the word at [start, end) of `text` opens the name of a condition named after a person, as the
 * lexicon writes the whole of it: "Parkinson's", "Hodgkin's lymphoma"; not "Wilson's team", which the
 * lexicon's "Wilson's disease" does not make a condition, and not a person's own after their title or given
 * name ("Mr. Parkinson's office", "Sarah Parkinson's review").
 */
export function namesACondition(text: string, start: number, end: number): boolean {
  const afters = TERMS_AFTER.get(text.slice(start, end).toLowerCase());
  if (afters === undefined || namedPersonBefore(text, start)) return false;
  const following = text.slice(end, end + LONGEST_AFTER + 1).toLowerCase().replace(/’/g, "'");
  return afters.some((after) => following.startsWith(after) && !/[a-z0-9'-]/.test(following[after.length] ?? ' '));
}

/** Whether a title or a capitalised given name stands right before `start`: the family name after it is that person's. */
export function namedPersonBefore(text: string, start: number): boolean {
  const before = WORD_BEFORE.exec(text.slice(Math.max(0, start - 24), start))?.[1];
  return before !== undefined && (titleOrRank(before) || (/^\p{Lu}/u.test(before) && mayBeGivenName(before)));
}

/** Whether a lexicon term opens with a person's name and "'s" ("parkinson's disease"). */
export const namedAfterAPerson = (term: string): boolean => TERMS_AFTER.has(/^[a-z]+(?=['’]s)/i.exec(term)?.[0].toLowerCase() ?? '');

