// Places and firms, which are not people. A place or a firm named in several words reads like a given name
// and a surname ("Santa Monica", "Addis Ababa", "Hong Kong", "Morgan Stanley", "Tim Hortons"), and stands
// where a person's name does ("flights to San Diego", "ask Morgan Stanley"); the lists of single words
// cannot rule it out. So a name found inside one of these (lexicons/place-names.txt, from GeoNames and a
// list of larger cities and countries, written by seed/src/cli/place-names.ts; lexicons/firm-names.txt,
// firms and brands named after people, kept by hand) is passed over.

import { readFileSync } from 'node:fs';

/**
 * Words that start a place named after a person or a saint ("San Juan", "Fort McHenry", "St. Peter's
 * Basilica"): the run after them is no person. Capitalised, right before the run.
 */
export const PLACE_PREFIXES = ['San', 'Santa', 'Santo', 'São', 'Sao', 'Río', 'Rio', 'Casa', 'Fort', 'Mount', 'Mt', 'Lake', 'Cape', 'Port', 'Porto', 'St', 'Ste', 'Saint', 'Los', 'Las'];

const readList = (file: string) =>
  readFileSync(new URL(`./lexicons/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '');
/** Read on first use: 39,000 names a process that never meets a name need not load. */
let names: ReadonlySet<string> | undefined;
const gazetteer = () => (names ??= new Set([...readList('place-names.txt'), ...readList('firm-names.txt')]));
/** The most words a name of the gazetteer has that is worth looking for ("Rio de Janeiro", "Stanley Black & Decker"). */
const MAX_WORDS = 5;

/** How far around a finding its neighbours are looked for, in characters: the longest names and more. */
const REACH = 80;

/**
 * Shops, restaurants and brands named in the possessive after one word that is also a name ("lunch at
 * McDonald's", "Kohl's has a sale", "Hershey's chocolate"): that word before its "'s" is the firm. Left out:
 * those whose name is as often a person's given name before a possessive ("Wendy's", "Claire's", "Levi's").
 */
const FIRMS_IN_THE_POSSESSIVE = new Set([
  'McDonald', 'Macy', 'Kohl', 'Lowe', 'Hershey', 'Applebee', 'Bloomingdale', 'Dillard', 'Nando', 'Kiehl', 'Culver', 'Smucker', 'Hellmann',
  'Hardee', 'Denny', 'Sotheby', 'Moody', 'Kellogg', 'Sainsbury', 'Domino', 'Arby', 'Chili', 'Zaxby', 'Friendly', 'Carrabba', 'Dunkin',
]);
const POSSESSIVE_AFTER = /^['’]s(?![\p{L}\p{N}_])/u;

/**
 * What a brand named after its founder sells, right after the name: "a Kate Spade wallet", "Steve Madden
 * boots", "a Paul Mitchell shampoo". A person's full name is not followed by the goods it makes.
 */
// Only words that are no verb after a subject: "John Smith suits up" and "Ana Ruiz watches it" stay people.
const GOODS = new Set([
  'wallet', 'wallets', 'bag', 'bags', 'handbag', 'handbags', 'purse', 'purses', 'tote', 'backpack', 'luggage', 'suitcase', 'dress', 'dresses',
  'gown', 'perfume', 'fragrance', 'cologne', 'shoes', 'sneakers', 'heels', 'flats', 'sandals', 'loafers', 'watch', 'jacket', 'jackets', 'coat',
  'coats', 'shirt', 'shirts', 'jeans', 'suit', 'sunglasses', 'eyewear', 'shampoo', 'conditioner', 'whisky', 'whiskey', 'bourbon', 'rum', 'vodka',
  'tequila', 'jewelry', 'jewellery', 'earrings', 'necklace', 'bracelet', 'scarf', 'sweater', 'hoodie', 'leggings', 'lipstick', 'mascara',
  'makeup', 'cosmetics', 'skincare', 'lotion', 'serum', 'candle', 'apparel', 'outerwear', 'activewear', 'swimwear', 'lingerie', 'footwear',
  'collection', 'boutique', 'outlet',
]);
const NEXT_WORD = /^[ \t]{1,3}(\p{Ll}+)(?![\p{L}\p{N}_'’-])/u;

/** What may close a name in running text: a possessive, a full stop, a comma. */
const TRAILING = /(?:['’]s)?[.,;:!?)"'’]*$/u;
const LEADING = /^[("'‘“]*/u;

/**
 * Whether the finding at [start, end) lies within the name of a place or firm of several words, as the
 * words around it on its line spell one: "Angeles" or "Los Angeles" in "drive to Los Angeles every week".
 */
export function insideNameOfPlaceOrFirm(text: string, start: number, end: number): boolean {
  if (FIRMS_IN_THE_POSSESSIVE.has(text.slice(start, end)) && POSSESSIVE_AFTER.test(text.slice(end, end + 3))) return true;
  const next = NEXT_WORD.exec(text.slice(end, end + 20));
  if (next !== null && GOODS.has(next[1]!) && /\s/.test(text.slice(start, end))) return true;
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
