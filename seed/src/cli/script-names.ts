// node --import tsx seed/src/cli/script-names.ts <folder>
// Builds the names the PERSON detector knows in scripts other than Latin (server/src/guardrails/detectors/
// lexicons/script-names.txt): the given names and family names of @faker-js/faker 10.6.0's locales (MIT)
// written in Cyrillic, Greek, Armenian, Georgian, Hebrew, Arabic, Thaana, Devanagari, Thai, Han, kana and
// Hangul, from the package unpacked into <folder> beforehand (npm pack; nothing here fetches). Each line is
// "given" or "family", a tab and the name; a name of several words is written as its words.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const folder = process.argv[2];
if (!folder) throw new Error('usage: script-names.ts <folder with the unpacked package>');
const OUT = new URL('../../../server/src/guardrails/detectors/lexicons/script-names.txt', import.meta.url).pathname;

const faker = (await import(pathToFileURL(join(folder, 'faker-js-faker-10.6.0/package/dist/index.js')).href)) as Record<string, unknown>;
type Definitions = { rawDefinitions: { person?: { first_name?: unknown; last_name?: unknown } } };
const namesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : value && typeof value === 'object' ? Object.values(value).flatMap(namesOf) : [];
/** Letters of one script other than Latin, and the marks that go with them. */
const OTHER_SCRIPT = /^[\p{L}\p{M}]+$/u;
const LATIN = /\p{Script=Latin}/u;

const lines = new Set<string>();
for (const [exported, instance] of Object.entries(faker)) {
  if (!/^faker[A-Z]/.test(exported) || exported === 'fakerEN_BORK' || exported === 'fakerBASE') continue;
  const person = (instance as Definitions).rawDefinitions?.person;
  for (const [kind, names] of [['given', person?.first_name], ['family', person?.last_name]] as const) {
    for (const name of namesOf(names)) {
      for (const word of name.normalize('NFC').split(/\s+/)) if (OTHER_SCRIPT.test(word) && !LATIN.test(word)) lines.add(`${kind}\t${word}`);
    }
  }
}
writeFileSync(OUT, [...lines].sort().join('\n') + '\n');
console.log(`${lines.size} names in scripts other than Latin`);
