// node --import tsx seed/src/cli/health-vocabulary.ts
// Builds the health detector's second vocabulary from public lists whose extracts are kept in seed/corpus/sources/:
//   lexicons/disease-names.txt, conditions, from two ontologies (sources/ontologies/):
//     disease-ontology-icd10.tsv  every disease of the Human Disease Ontology that maps to an ICD-10-CM code,
//                                 with its codes (DiseaseOntology/HumanDiseaseOntology, DOreports/ICD10inDO.tsv
//                                 at 016a4ec; CC0 1.0)
//     symptom-ontology.tsv        every term of the Symptom Ontology, with its exact synonyms
//                                 (DiseaseOntology/SymptomOntology, symp.obo; CC0 1.0)
//   lexicons/drug-names.txt, medications, from the names of the drug products the FDA has approved
//     (sources/drugs-at-fda/drug-names.txt: Drugs@FDA's brand and generic names, a US government work).
// The hand-kept lexicon (health-terms.txt) stays first: a name it lists keeps its marks there and is not
// written again. Each word that starts a name is a candidate the detector reads in every text, so only names
// a message writes as listed are kept. Conditions left out:
//   - names with a digit, a comma, a slash or a bracket: subtypes and variants ("Noonan syndrome 4",
//     "chromosome 17q12 deletion syndrome", "atypical chronic myeloid leukemia, BCR-ABL1 negative"), which
//     a message names by their family, if at all;
//   - names with an acronym or of more than six words, which a text seldom writes as the ontology does, and
//     those the ontology marks "obsolete" in the name;
//   - one-word names the detector finds by their medical ending already ("achalasia" stays, "peritonitis"
//     goes: medical-endings.ts);
//   - the Symptom Ontology's headings ("vision symptom", "nervous system symptom") and the words it lists
//     for animals' signs, which name no condition of a person ("hopping", "wobble", "wheelbarrowing");
//   - the one-word everyday words of SKIPPED below, which mean something else far more often ("shock", "gas");
//   - the Symptom Ontology's names that open with how bad a sign is ("severe chest pain", "mild encephalitis",
//     "extreme fatigue"): the sign is the name, its degree a word about it, as the labelled corpora mark them.
// A one-word condition that is an English word ("drowsiness", "phlegm", "voyeurism") is marked `~`: it counts
// only after a clinical cue, as the hand-kept lexicon's everyday words do. Medications: see drugNames below.
import { readFileSync, writeFileSync } from 'node:fs';
import { namedByEnding } from '../../../server/src/guardrails/detectors/medical-endings.ts';

const SOURCES = new URL('../../corpus/sources/', import.meta.url);
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
  ...read(new URL('ontologies/disease-ontology-icd10.tsv', SOURCES)).map((line) => line.split('\t')[0]!),
  ...read(new URL('ontologies/symptom-ontology.tsv', SOURCES))
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
/** Lines of a lexicon of one kind, sorted by term, a `~` mark ignored. */
const lexiconLines = (kind: string, terms: Iterable<string>) =>
  [...terms].sort((a, b) => a.replace(/^~/, '').localeCompare(b.replace(/^~/, ''))).map((term) => `${kind}\t${term}`);
const conditions = lexiconLines('condition', written.values());
writeFileSync(new URL('disease-names.txt', LEXICONS), `${conditions.join('\n')}\n`);
console.log(`${conditions.length} names written to lexicons/disease-names.txt`);

/** The salt and the form a product's name adds to its drug's: "escitalopram oxalate", "Effexor XR", "... in plastic container". */
const SALT =
  / (?:hydrochloride|hcl|sodium|potassium|calcium|magnesium|sulfate|maleate|mesylate|tartrate|bitartrate|acetate|citrate|phosphate|fumarate|succinate|besylate|bromide|hydrobromide|oxalate|chloride|nitrate|lactate|gluconate|hydrate|dihydrate|monohydrate|trihydrate|anhydrous|hyclate|dipropionate|propionate|valerate|benzoate|disodium|meglumine|tromethamine|napsylate|pamoate|stearate|palmitate|decanoate|cypionate|enanthate|furoate|xinafoate)$/;
const FORM =
  / (?:xr|er|sr|cr|la|xl|odt|hct|forte|plus|jr\.?|ds|es|dr|ec|cd|pf|xt|sa|mr|ir|kit|pak|pack|pen|injection|tablets?|capsules?|solution|suspension|cream|ointment|gel|lotion|spray|inhaler|patch|in plastic container|preservative free)$/;
/** A drug's name that is also a word, kept (marked `~`) where it reads as a drug's: "caffeine", "streptomycin", "thorazine". */
const DRUG_ENDING = /(?:ine|in|ol|al|ide|ate|one|cin|pam|lam|zole|pril|sartan|statin|mab|nib|vir|cillin|caine)$/;
const givenNames = new Set(read(new URL('given-names.txt', LEXICONS)).map((name) => name.toLowerCase()));
const surnames = new Set(read(new URL('surnames.txt', LEXICONS)).map((name) => name.toLowerCase()));
const properNouns = new Set(read(new URL('proper-nouns.txt', LEXICONS)).map((name) => name.toLowerCase()));
const isWordOrName = (word: string) => dictionary.has(word) || givenNames.has(word) || surnames.has(word) || properNouns.has(word);
/** A product's code joined to a word by a hyphen, no name a message writes: "pre-op", "co-lav", "android-f", "beta-val". */
const wordAndCode = (name: string) => name.includes('-') && name.split('-').every((part) => part.length <= 3 || dictionary.has(part));
/** Products named as something else the console reads far more often: a test runner, a German verb. */
const NAMED_OTHERWISE = new Set(['pytest', 'rufen']);

/**
 * The drug products' names as a message writes them: without the salt or the form ("escitalopram", "Effexor"),
 * and not the combinations ("X and Y", "X w/ Y", "X; Y"), strengths ("Duragesic-50") and containers, whose
 * drugs are listed alone. Left out: names of under five letters ("DV", "Emla"), which read as acronyms; a
 * given name or family name ("Ella", "Camila"), which the PERSON detector reads; an English word that is no
 * drug's by its ending ("today", "thrive", "sonata"); a name of several words whose first is a word or a
 * name ("children's motrin"), whose drug is listed by its own name; a code joined to a word ("pre-op"); and
 * the names of NAMED_OTHERWISE.
 */
function drugNames(): Map<string, string> {
  const drugs = new Map<string, string>();
  for (const line of read(new URL('drugs-at-fda/drug-names.txt', SOURCES))) {
    let name = line.trim().toLowerCase().replace(/\s+/g, ' ');
    if (/[\d#%/();,"+&[\]]/.test(name) || / (?:and|w\/|with|in) /.test(name)) continue;
    for (let previous = ''; previous !== name; ) [previous, name] = [name, name.replace(SALT, '').replace(FORM, '')];
    if (!/^[a-z][a-z .'-]*[a-z]$/.test(name) || handKept.has(name) || written.has(name) || drugs.has(name)) continue;
    if (wordAndCode(name) || NAMED_OTHERWISE.has(name)) continue;
    const words = name.split(' ');
    if (words.length > 3 || (words.length === 1 && name.length < 5) || (words.length > 1 && isWordOrName(words[0]!))) continue;
    if (words.length === 1 && (givenNames.has(name) || surnames.has(name))) continue;
    if (words.length === 1 && isWordOrName(name)) {
      if (DRUG_ENDING.test(name)) drugs.set(name, `~${name}`);
      continue;
    }
    drugs.set(name, name);
  }
  return drugs;
}
const medications = lexiconLines('medication', drugNames().values());
writeFileSync(new URL('drug-names.txt', LEXICONS), `${medications.join('\n')}\n`);
console.log(`${medications.length} names written to lexicons/drug-names.txt`);
