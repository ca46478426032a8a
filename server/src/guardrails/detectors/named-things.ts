// Places and firms, which are not people. A place or a firm named in several words reads like a given name
// and a surname ("Santa Monica", "Addis Ababa", "Hong Kong", "Morgan Stanley", "Tim Hortons"), and stands
// where a person's name does ("flights to San Diego", "ask Morgan Stanley"); the lists of single words
// cannot rule it out. So a name found inside one of these (lexicons/place-names.txt, from GeoNames and a
// list of larger cities and countries, written by seed/src/cli/place-names.ts; lexicons/firm-names.txt,
// firms and brands named after people, kept by hand) is passed over. So is a large city named in one word
// (lexicons/city-names.txt) right after a word that takes a place: "flights to Raleigh", "the pilot in
// Leeds"; after "to" and "from", which take people as often, not a city that is a common given name
// ("send it to Austin").

import { readFileSync } from 'node:fs';

/**
 * Words that start a place named after a person or a saint ("San Juan", "Fort McHenry", "St. Peter's
 * Basilica"), or a German district ("Kreis Flensburg"): the run after them is no person. Capitalised, right before the run.
 */
export const PLACE_PREFIXES = ['San', 'Santa', 'Santo', 'São', 'Sao', 'Río', 'Rio', 'Casa', 'Fort', 'Mount', 'Mt', 'Lake', 'Cape', 'Port', 'Porto', 'St', 'Ste', 'Saint', 'Los', 'Las', 'Kreis', 'Landkreis'];

const readList = (file: string) =>
  readFileSync(new URL(`./lexicons/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '');
interface Gazetteer {
  names: ReadonlySet<string>;
  /** Every word of every name, as the names write it: a finding with a word outside it is in none of them. */
  words: ReadonlySet<string>;
  /** Large cities, states and provinces named in one word. */
  cities: ReadonlySet<string>;
  /** Every city named in one word, whatever its size. */
  towns: ReadonlySet<string>;
  /** The commonest given names, lower-cased: "Austin", "Florence". */
  commonNames: ReadonlySet<string>;
}
/** Read on first use: 39,000 names a process that never meets a name need not load. */
let loaded: Gazetteer | undefined;
function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const names = new Set([...readList('place-names.txt'), ...readList('firm-names.txt')]);
  const words = new Set<string>();
  for (const name of names) for (const word of name.split(' ')) words.add(word);
  return (loaded = {
    names,
    words,
    cities: new Set(readList('city-names.txt')),
    towns: new Set(readList('town-names.txt')),
    commonNames: new Set(readList('common-names.txt')),
  });
}

/** Whether a word names a town or city by itself ("Verona", "Lafayette"): no given name standing alone without a cue. */
export const oneWordTown = (word: string): boolean => gazetteer().towns.has(word);

/** Words that take a place right before a one-word name ("in Leeds", "flights to Raleigh"); "to" and "from" take people as well. */
const PLACE_WORD_BEFORE = /(?<![\p{L}\p{N}_'’-])(in|at|near|via|into|across|around|outside|inside|to|from)[ \t]{1,3}$/iu;

/**
 * A city named in one word, right after a word that takes a place: a large one unless "to" or "from" stand
 * before a common given name ("send it to Austin"); a smaller town only where it is no common given name
 * ("flights to Verona", not "shouted at Eugene").
 */
function cityAfterPlaceWord(gazette: Gazetteer, text: string, start: number, end: number): boolean {
  const word = text.slice(start, end).replace(TRAILING, '');
  const large = gazette.cities.has(word);
  if (!large && !gazette.towns.has(word)) return false;
  const before = PLACE_WORD_BEFORE.exec(text.slice(Math.max(0, start - 12), start))?.[1]?.toLowerCase();
  if (before === undefined) return false;
  const commonName = gazette.commonNames.has(word.toLowerCase());
  return large ? !((before === 'to' || before === 'from') && commonName) : !commonName;
}
/** Whether a word names a large city, a state or a province by itself ("Leeds", "Denver", "Colorado"), wherever it stands. */
export const oneWordPlace = (word: string): boolean => gazetteer().cities.has(word);
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
const TRAILING = /(?:['’]s)?[.,;:!?)"'’”]*$/u;
const LEADING = /^[("'‘“]*/u;

/**
 * Whether the finding at [start, end) lies within the name of a place or firm of several words, as the
 * words around it on its line spell one: "Angeles" or "Los Angeles" in "drive to Los Angeles every week".
 */
export function insideNameOfPlaceOrFirm(text: string, start: number, end: number): boolean {
  // One look at the character after the finding settles most: an apostrophe for a firm in the possessive, a
  // space (after a name of two words) for the goods of a brand.
  const next = text.charCodeAt(end);
  if ((next === 39 || next === 8217) && FIRMS_IN_THE_POSSESSIVE.has(text.slice(start, end)) && POSSESSIVE_AFTER.test(text.slice(end, end + 3))) return true;
  if (next === 32 && text.lastIndexOf(' ', end - 1) > start) {
    const goods = NEXT_WORD.exec(text.slice(end, end + 20));
    if (goods !== null && GOODS.has(goods[1]!)) return true;
  }
  const gazette = gazetteer();
  if (cityAfterPlaceWord(gazette, text, start, end)) return true;
  // Most findings hold a word no place or firm has ("Priya", "Okafor"): asked first, that settles them
  // before the words around are read.
  let wordStart = start;
  while (wordStart > 0 && !/\s/.test(text[wordStart - 1]!)) wordStart--;
  let wordEnd = end;
  while (wordEnd < text.length && !/\s/.test(text[wordEnd]!)) wordEnd++;
  for (const word of text.slice(wordStart, wordEnd).split(/\s+/)) if (!mayBeInName(gazette.words, word)) return false;
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
    // The words from head on, the first without its opening quote or bracket; each longer name adds a
    // word, and only the last one's closing punctuation is left out.
    let name = words[head]!.word.replace(LEADING, '');
    for (let tail = head + 1; tail < Math.min(words.length, head + MAX_WORDS); tail++) {
      const word = words[tail]!.word;
      if (tail >= last && gazette.names.has(`${name} ${word.replace(TRAILING, '')}`)) return true;
      name = `${name} ${word}`;
    }
  }
  return false;
}

const OPENING = new Set(['(', '"', "'", '‘', '“']);
const CLOSING = new Set(['.', ',', ';', ':', '!', '?', ')', '"', "'", '’', '”']);
/** Whether a word may end in what TRAILING takes off: closing punctuation or a possessive. */
const mayTrail = (word: string) => CLOSING.has(word[word.length - 1]!) || /['’]s$/.test(word);

/** Whether a word of running text may be a word of a name in the gazetteer, with or without the punctuation around it. */
function mayBeInName(known: ReadonlySet<string>, word: string): boolean {
  if (known.has(word)) return true;
  const bare = OPENING.has(word[0]!) ? word.replace(LEADING, '') : word;
  if (bare !== word && known.has(bare)) return true;
  return mayTrail(word) && (known.has(word.replace(TRAILING, '')) || known.has(bare.replace(TRAILING, '')));
}
