// node --import tsx seed/src/cli/disease-names.ts
// Builds the health detector's second vocabulary (server/src/guardrails/detectors/lexicons/disease-names.txt)
// from two public ontologies, whose extracts are kept in seed/corpus/sources/ontologies/:
//   disease-ontology-icd10.tsv  every disease of the Human Disease Ontology that maps to an ICD-10-CM code,
//                               with its codes (DiseaseOntology/HumanDiseaseOntology, DOreports/ICD10inDO.tsv
//                               at 016a4ec; CC0 1.0)
//   symptom-ontology.tsv        every term of the Symptom Ontology, with its exact synonyms
//                               (DiseaseOntology/SymptomOntology, symp.obo; CC0 1.0)
// The hand-kept lexicon (health-terms.txt) stays first: a name it lists keeps its marks there and is not
// written again. Each kept name is a condition. Left out:
//   - names with a digit, a comma, a slash or a bracket: subtypes and variants ("Noonan syndrome 4",
//     "chromosome 17q12 deletion syndrome", "atypical chronic myeloid leukemia, BCR-ABL1 negative"), which
//     a message names by their family, if at all;
//   - names with an acronym or of more than six words, which a text seldom writes as the ontology does, and
//     those the ontology marks "obsolete" in the name;
//   - one-word names the detector finds by their medical ending already ("achalasia" stays, "peritonitis"
//     goes: medical-endings.ts): each word that starts a name is a candidate to read in every text;
//   - the Symptom Ontology's headings ("vision symptom", "nervous system symptom") and the words it lists
//     for animals' signs, which name no condition of a person ("hopping", "wobble", "wheelbarrowing");
//   - the one-word everyday words of SKIPPED below, which mean something else far more often ("shock", "gas");
//   - the Symptom Ontology's names that open with how bad a sign is ("severe chest pain", "mild encephalitis",
//     "extreme fatigue"): the sign is the name, its degree a word about it, as the labelled corpora mark them.
// A one-word name that is an English word ("drowsiness", "phlegm", "voyeurism") is marked `~`: it counts
// only after a clinical cue, as the hand-kept lexicon's everyday words do.
import { readFileSync, writeFileSync } from 'node:fs';
import { namedByEnding } from '../../../server/src/guardrails/detectors/medical-endings.ts';

const SOURCES = new URL('../../corpus/sources/ontologies/', import.meta.url);
const LEXICONS = new URL('../../../server/src/guardrails/detectors/lexicons/', import.meta.url);
const read = (url: URL) => readFileSync(url, 'utf8').split('\n').filter((line) => line !== '');

/** Everyday words the Symptom Ontology lists as signs, and names of no condition a person has. */
const SKIPPED = new Set([
  'hopping', 'wobble', 'crinkle', 'gas', 'faint', 'shock', 'discharge', 'languid', 'drowsy', 'sweaty', 'perspire', 'fecal', 'wasting',
  'thirst', 'boil', 'shakes', 'trembling', 'flushing', 'prostration', 'exhaustion', 'weariness', 'listlessness', 'rubor', 'uredo',
  'icteric', 'hyperemic', 'afebrile', 'droopiness', 'bubo', 'buboes',
]);
/** Headings and animals' signs: "vision symptom", "lesions in swim bladder", "floppy head", "wheelbarrowing". */
const NOT_A_PERSONS = /\bsymptoms?\b|\bswim bladder\b|\bdroppings\b|\bwheelbarrowing\b|\bhemiwalking\b|\bfloppy head\b|\bpostural reaction\b|\bconscious proprioception\b|\bweak cry\b|\bcapsule\b/;

const DEGREE = /^(?:severe|mild|intense|extreme|extensive|progressive|profound|massive|occasional|continuous|diffuse|excess|sudden) /;

const handKept = new Set(
  read(new URL('health-terms.txt', LEXICONS)).map((line) => line.split('\t')[1]!.replace(/^[~!]/, '').toLowerCase()),
);
const dictionary = new Set(read(new URL('english-words.txt', LEXICONS)));

const names = [
  ...read(new URL('disease-ontology-icd10.tsv', SOURCES)).map((line) => line.split('\t')[0]!),
  ...read(new URL('symptom-ontology.tsv', SOURCES))
    .map((line) => line.split('\t')[2]!)
    .filter((name) => !DEGREE.test(name)),
];
const written = new Map<string, string>();
for (const name of names) {
  const term = name.normalize('NFC').replace(/[’]/g, "'").replace(/\s+/g, ' ').trim();
  if (/[\d,/()[\]]/.test(term) || /\b\p{Lu}{2,}/u.test(term) || term.split(' ').length > 6 || term.startsWith('obsolete ')) continue;
  if (!term.includes(' ') && namedByEnding(term)) continue;
  const key = term.toLowerCase();
  if (handKept.has(key) || written.has(key) || SKIPPED.has(key) || NOT_A_PERSONS.test(key)) continue;
  written.set(key, !key.includes(' ') && dictionary.has(key) ? `~${key}` : key);
}
const lines = [...written.values()].sort((a, b) => a.replace(/^~/, '').localeCompare(b.replace(/^~/, ''))).map((term) => `condition\t${term}`);
writeFileSync(new URL('disease-names.txt', LEXICONS), `${lines.join('\n')}\n`);
console.log(`${lines.length} names written to lexicons/disease-names.txt`);
