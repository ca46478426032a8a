// Health details about a person: conditions (pregnancy, disability, HIV and mental health included),
// medications and procedures, from a lexicon of their common names (lexicons/README.md names its public
// sources). A term alone says little ("schizophrenia research", "a stroke of luck"); tied to a person or a
// clinical verb ("my colleague was diagnosed with", "she takes", "his chemo") it is a health detail, and
// scores high enough for the default sensitivity. Terms that are also everyday words ("depression",
// "stroke", "cancer") are marked `~` in the lexicon and count only after a clinical cue; acronyms written
// in capitals there ("MS", "ADD") match only in capitals; those marked `!` speak of a person by themselves
// ("uses a wheelchair").

import { readFileSync } from 'node:fs';
import { contextMatcher } from './context.ts';
import type { Recognizer } from './recognizer.ts';
import { trieSource } from './regex-trie.ts';
import { namedAfterAPerson, namedPersonBefore } from './eponyms.ts';
import { MEDICAL_ENDINGS, namedByEnding, NOT_MEDICAL } from './medical-endings.ts';
import { WORKPLACE_ROLES } from './workplace-roles.ts';
import { isDictionaryWord, mayBeFullName, mayBeGivenName, PLAIN_GIVEN_NAMES } from './person.ts';

const KINDS = { condition: 'MEDICAL_CONDITION', medication: 'MEDICATION', procedure: 'MEDICAL_PROCEDURE' } as const;
const HEALTH_ENTITIES: ReadonlySet<string> = new Set(Object.values(KINDS));
type Kind = keyof typeof KINDS;

interface Term {
  entity: (typeof KINDS)[Kind];
  /** Also an everyday word: counts only after a clinical cue. */
  ambiguous: boolean;
  /** The exact form an acronym must have ("MS"), or null when any case matches. */
  exact: string | null;
  /** Says by itself that it is about a person ("uses a wheelchair", "HIV positive"): no cue needed. */
  personal: boolean;
}

/** Lower case, one space between words, straight apostrophes: the form terms are looked up in. */
const keyOf = (text: string) => text.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ');

const TERMS = new Map<string, Term>();
// The hand-kept lexicon first, then the names of public vocabularies that it does not list already: two
// ontologies' conditions (disease-names.txt) and Drugs@FDA's medications (drug-names.txt), written by
// seed/src/cli/health-vocabulary.ts.
const LEXICON_LINES = ['health-terms.txt', 'disease-names.txt', 'drug-names.txt'].flatMap((file) =>
  readFileSync(new URL(`./lexicons/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => ({ line, handKept: file === 'health-terms.txt' })),
);
for (const { line, handKept } of LEXICON_LINES) {
  const [kind, raw] = line.split('\t');
  if (!kind || !raw) continue;
  const [ambiguous, personal] = [raw.startsWith('~'), raw.startsWith('!')];
  const term = ambiguous || personal ? raw.slice(1) : raw;
  if (!handKept && TERMS.has(keyOf(term))) continue;
  // Capitals make a term exact (an acronym, "MS", or an everyday word's, "PrEP"), except a brand written in
  // its own mixed case ("OxyContin"), which matches in any case and in its own.
  const brand = !ambiguous && /^\p{L}\p{Ll}+-?\p{Lu}/u.test(term);
  TERMS.set(keyOf(term), {
    entity: KINDS[kind as Kind],
    ambiguous,
    personal,
    exact: !brand && /\p{Lu}/u.test(term) ? term : null,
  });
}
/**
 * British spellings of the lexicon's US ones ("generalised anxiety disorder", "oesophageal cancer",
 * "haemorrhage", "leukaemia", "tumour", "paediatric"): each term in its other spelling too, with its marks.
 */
const BRITISH_SPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/ized\b/g, 'ised'], [/izing\b/g, 'ising'], [/ization\b/g, 'isation'], [/\besophag/g, 'oesophag'], [/\bedema/g, 'oedema'],
  [/hemo(?!rrhoid)/g, 'haemo'], [/hema(?=t|n)/g, 'haema'], [/anemi/g, 'anaemi'], [/leukemi/g, 'leukaemi'], [/tumor/g, 'tumour'],
  [/\bpediatric/g, 'paediatric'], [/diarrhea/g, 'diarrhoea'], [/\bestrogen/g, 'oestrogen'], [/\bfetal\b/g, 'foetal'],
  [/orthopedic/g, 'orthopaedic'], [/gynecolog/g, 'gynaecolog'], [/\bceliac/g, 'coeliac'], [/hemorrhag/g, 'haemorrhag'],
];
for (const [key, term] of [...TERMS]) {
  if (term.exact !== null) continue;
  let british = key;
  for (const [us, uk] of BRITISH_SPELLINGS) british = british.replace(us, uk);
  if (british !== key && !TERMS.has(british)) TERMS.set(british, term);
}
/**
 * A finding named by where it is: "neck pain", "rib fracture", "pleural effusion", "kidney failure". Each
 * group joins the words for a part of the body with the findings said of it; a pair the lexicon lists
 * already keeps the lexicon's mark. Not everyday words as pairs ("joint pain" is no phrase of anything
 * else), and each part only with the findings said of it ("compression" only before "fracture": a
 * "compression failure" is a program's).
 */
const REGIONS = [
  'head', 'neck', 'back', 'lower back', 'upper back', 'chest', 'shoulder', 'arm', 'elbow', 'wrist', 'hand', 'finger', 'thumb', 'hip', 'leg',
  'thigh', 'knee', 'ankle', 'foot', 'toe', 'heel', 'joint', 'muscle', 'bone', 'rib', 'spine', 'spinal', 'skull', 'jaw', 'tooth', 'ear', 'eye',
  'nose', 'throat', 'sinus', 'stomach', 'abdominal', 'pelvic', 'groin', 'bladder', 'kidney', 'liver', 'lung', 'breast', 'skin', 'soft tissue',
  'tendon', 'ligament', 'nerve', 'rectal', 'anal', 'vaginal', 'uterine', 'ovarian', 'testicular', 'urethral', 'bowel', 'epigastric', 'flank',
  'facial', 'scalp', 'dental', 'gum', 'lumbar', 'cervical', 'thoracic', 'calf', 'buttock', 'pelvis', 'brain', 'cerebral',
  'extremity', 'lower extremity', 'upper extremity', 'femur', 'tibia', 'fibula', 'humerus', 'radius', 'ulna', 'clavicle', 'sternum',
  'esophageal', 'gastric', 'duodenal', 'colonic', 'sigmoid', 'biliary', 'axillary', 'hilar', 'mediastinal', 'inguinal', 'lymph node',
];
const REGION_FINDINGS = [
  'pain', 'ache', 'discomfort', 'swelling', 'tenderness', 'stiffness', 'injury', 'injuries', 'trauma', 'fracture', 'bleeding', 'infection',
  'inflammation', 'rash', 'spasm', 'spasms', 'cramps', 'strain', 'sprain', 'laceration', 'contusion', 'mass', 'lesion', 'cyst', 'nodule',
  'tumor', 'tumour', 'ulcer', 'abscess', 'deformity', 'numbness', 'weakness', 'hemorrhage', 'haemorrhage', 'edema', 'oedema',
  'adenopathy', 'lymphadenopathy', 'stricture', 'obstruction', 'impaction', 'food impaction', 'perforation', 'varices',
  'diverticulosis', 'diverticulitis', 'polyp', 'metastasis', 'metastases', 'carcinoma', 'torsion',
];
const ORGANS = [
  'heart', 'cardiac', 'kidney', 'renal', 'liver', 'hepatic', 'lung', 'pulmonary', 'respiratory', 'cardiopulmonary', 'congestive', 'thyroid',
  'bowel', 'gallbladder', 'pancreatic', 'adrenal', 'bone', 'vascular', 'arterial', 'artery', 'valve', 'valvular', 'coronary', 'nerve', 'brain',
];
const ORGAN_FINDINGS = ['failure', 'disease', 'insufficiency', 'enlargement', 'damage', 'dysfunction', 'disorder'];
const FRACTURES = [
  'compression', 'stress', 'greenstick', 'pathologic', 'pathological', 'osteoporotic', 'tibial plateau', 'pubic ramus',
  'intertrochanteric', 'subcapital', 'femoral neck', 'vertebral', 'clavicle', 'clavicular', 'humeral', 'femoral', 'tibial', 'fibular',
  'radial', 'ulnar', 'scaphoid', 'metatarsal', 'orbital', 'nasal',
];
const TISSUES = [
  'pleural', 'pericardial', 'joint', 'arterial', 'vascular', 'coronary', 'aortic', 'valvular', 'soft tissue', 'fatty', 'muscle', 'muscular',
  'cerebral', 'cortical', 'disc', 'cartilage', 'mitral', 'tricuspid', 'pulmonic', 'carotid', 'venous', 'retinal', 'macular',
  'knee joint', 'hip joint', 'shoulder joint', 'ankle joint',
  // The tendons, ligaments and cartilage sports medicine names a tear or rupture of ("a meniscus tear", "Achilles tendon rupture").
  'meniscus', 'meniscal', 'rotator cuff', 'labral', 'acl', 'mcl', 'cruciate ligament', 'achilles', 'achilles tendon', 'patellar tendon',
  'hamstring', 'quadriceps tendon', 'biceps tendon', 'tendon', 'ligament',
];
const TISSUE_FINDINGS = [
  'effusion', 'calcification', 'calcifications', 'atrophy', 'thickening', 'infiltration', 'fibrosis', 'scarring', 'degeneration',
  'narrowing', 'stenosis', 'occlusion', 'thrombosis', 'aneurysm', 'hemorrhage', 'edema', 'swelling', 'regurgitation', 'loss', 'tear',
  'herniation', 'prolapse', 'rupture', 'tear', 'tears',
];
/**
 * Organs with the everyday words people use for a disease of them ("heart problems", "a thyroid issue",
 * "kidney trouble"): everyday words too, so they count only after a cue that is about care or a person's own.
 */
const EVERYDAY_ORGANS = [
  'heart', 'kidney', 'liver', 'lung', 'thyroid', 'bowel', 'bladder', 'stomach', 'prostate', 'gallbladder', 'pancreas', 'knee', 'hip',
  'eye', 'ear', 'breathing', 'memory', 'fertility', 'mental health', 'blood pressure', 'blood sugar', 'clotting', 'blood clotting',
];
for (const organ of EVERYDAY_ORGANS) {
  for (const finding of ['problem', 'problems', 'issue', 'issues', 'trouble', 'condition']) {
    const key = `${organ} ${finding}`;
    if (!TERMS.has(key)) TERMS.set(key, { entity: KINDS.condition, ambiguous: true, personal: false, exact: null });
  }
}
/**
 * The use of a substance as a condition, by the words ICD-10-CM's F10-F19 titles and people use for it
 * ("opioid use disorder", "cocaine dependence", "alcohol withdrawal", "a fentanyl overdose").
 */
const SUBSTANCES = [
  'alcohol', 'drug', 'opioid', 'opiate', 'heroin', 'fentanyl', 'cocaine', 'meth', 'methamphetamine', 'amphetamine', 'cannabis',
  'marijuana', 'benzodiazepine', 'benzo', 'ketamine', 'inhalant', 'painkiller', 'prescription drug', 'nicotine', 'substance', 'sedative',
];
const SUBSTANCE_USE = ['abuse', 'addiction', 'dependence', 'dependency', 'use disorder', 'withdrawal', 'overdose', 'misuse', 'poisoning'];
/**
 * Wounds by what made them and burns by their degree ("a gunshot wound", "second-degree burns"). Not after
 * words as common as "open", "first" or "bullet" ("bullet points"): each word that starts a term is a
 * candidate to read in every text.
 */
const WOUNDS = ['gunshot', 'stab', 'knife', 'puncture', 'shrapnel'];
const BURN_DEGREES = ['first-degree', 'second-degree', 'third-degree', 'fourth-degree', 'partial-thickness', 'full-thickness'];
// A cancer named by where it is ("bowel cancer", "throat cancer", "bone cancer"), of a part of the body or an organ.
const CANCER_SITES = [...REGIONS, ...ORGANS, 'colon', 'prostate', 'blood', 'mouth', 'tongue', 'oral', 'pancreatic', 'cervical', 'testicular'];
for (const [parts, findings] of [
  [REGIONS, REGION_FINDINGS], [ORGANS, ORGAN_FINDINGS], [FRACTURES, ['fracture']], [TISSUES, TISSUE_FINDINGS], [CANCER_SITES, ['cancer']],
  [SUBSTANCES, SUBSTANCE_USE], [WOUNDS, ['wound']], [BURN_DEGREES, ['burn']],
] as const) {
  for (const part of parts) {
    for (const finding of findings) {
      const key = `${part} ${finding}`;
      if (!TERMS.has(key)) TERMS.set(key, { entity: KINDS.condition, ambiguous: false, personal: false, exact: null });
    }
  }
}
/**
 * An injury said as what happened to a part of someone's body ("broke his wrist", "tore her ACL", "sprained my
 * ankle"): the possessive says whose it is. Not the idioms that share the words ("pulled his leg", "twisted her
 * arm": a joke, a persuasion).
 */
const INJURY_VERBS = [
  'broke', 'broken', 'fractured', 'sprained', 'dislocated', 'tore', 'torn', 'ruptured', 'injured', 'hurt', 'pulled', 'strained', 'bruised',
  'cracked', 'shattered', 'twisted',
];
const POSSESSIVES = ['his', 'her', 'their', 'my', 'your', 'our'];
const INJURED_PARTS = [
  'wrist', 'ankle', 'arm', 'leg', 'hip', 'knee', 'shoulder', 'elbow', 'collarbone', 'rib', 'ribs', 'finger', 'toe', 'foot', 'hand', 'back',
  'neck', 'nose', 'jaw', 'skull', 'pelvis', 'thumb', 'kneecap', 'tailbone', 'spine', 'groin', 'calf', 'hamstring', 'acl', 'mcl', 'meniscus',
  'achilles', 'achilles tendon', 'rotator cuff',
];
const INJURY_IDIOMS = new Set(['pulled leg', 'twisted arm']);
for (const verb of INJURY_VERBS) {
  for (const part of INJURED_PARTS) {
    if (INJURY_IDIOMS.has(`${verb} ${part}`)) continue;
    for (const whose of POSSESSIVES) {
      const key = `${verb} ${whose} ${part}`;
      if (!TERMS.has(key)) TERMS.set(key, { entity: KINDS.condition, ambiguous: false, personal: true, exact: null });
    }
  }
}
/**
 * A visit to a specialty, which says what care someone gets ("David Kim's cardiology consultation", "her
 * oncology follow-up"): each specialty the lexicon lacks as a term of its own, with the visit after it.
 */
const SPECIALTIES = [
  'cardiology', 'dermatology', 'oncology', 'neurology', 'psychiatry', 'psychiatric', 'orthopedic', 'orthopaedic', 'gastroenterology',
  'endocrinology', 'rheumatology', 'urology', 'gynecology', 'gynaecology', 'obstetric', 'nephrology', 'pulmonology', 'hematology', 'haematology',
  'ophthalmology', 'audiology', 'podiatry', 'fertility', 'prenatal', 'antenatal', 'postnatal', 'allergy', 'sleep clinic', 'memory clinic',
];
const SPECIALTY_VISITS = ['consultation', 'consult', 'appointment', 'follow-up', 'referral', 'check-up', 'checkup'];
for (const specialty of SPECIALTIES) {
  if (TERMS.has(specialty)) continue;
  for (const visit of SPECIALTY_VISITS) {
    const key = `${specialty} ${visit}`;
    if (!TERMS.has(key)) TERMS.set(key, { entity: KINDS.procedure, ambiguous: false, personal: false, exact: null });
  }
}
/**
 * Words that name a condition's kind or cause before it, and belong to its name ("congenital rubella",
 * "viral warts", "infectious gastroenteritis", "thoracic aortic aneurysm"): a condition the lexicon lists
 * after one of them is found with it. Not degree, size or time ("severe", "large", "chronic"): those are cues.
 */
const QUALIFIERS: ReadonlySet<string> = new Set([
  'congenital', 'viral', 'bacterial', 'fungal', 'infectious', 'parasitic', 'hereditary', 'thoracic', 'juvenile', 'postpartum', 'traumatic',
  'alcoholic', 'allergic', 'autoimmune', 'hemolytic', 'haemolytic', 'spastic', 'neonatal', 'infant',
  // The organism or the form of a disease, as ICD-10 titles name them ("streptococcal sepsis", "miliary tuberculosis",
  // "systemic sclerosis", "calcific tendinitis", "malignant melanoma", "rheumatoid arthritis").
  'streptococcal', 'staphylococcal', 'meningococcal', 'gonococcal', 'pneumococcal', 'listerial', 'amoebic', 'amebic', 'herpetic',
  'tuberculous', 'syphilitic', 'respiratory', 'miliary', 'systemic', 'calcific', 'idiopathic', 'infective', 'malignant', 'metastatic',
  'diabetic', 'rheumatoid', 'psoriatic', 'atopic', 'postural', 'adolescent', 'invasive', 'degenerative',
  // Where in the heart a rhythm starts or a failure lies ("supraventricular tachycardia", "biventricular heart failure").
  'supraventricular', 'biventricular',
  // The cells or the tissue a lymphoma, a leukaemia or a polyp is of, as ICD-10 titles and pathology reports
  // name them ("follicular lymphoma", "B-cell lymphoma", "adenomatous polyps").
  // Not "external" or "internal": every "internal API" of a text would be a candidate to read.
  'follicular', 'adenomatous', 'hyperplastic', 'b-cell', 't-cell', 'pleuritic', 'sessile', 'pedunculated', 'heterotopic',
  // The bone a fracture is of, as radiology reports adjective it ("a left acetabular fracture", "no calcaneal fracture"),
  // and the side of the heart that fails ("systolic heart failure").
  'acetabular', 'metacarpal', 'metatarsal', 'calcaneal', 'carpal', 'tarsal', 'femoral', 'tibial', 'fibular', 'humeral', 'clavicular',
  'vertebral', 'systolic', 'diastolic', 'glenohumeral', 'lumbar',
  // What kind of pain, ulcer, inflammation or mass a note names ("radicular pain", "a perforated ulcer", "erosive
  // gastritis", "ulcerative jejunitis", "portal hypertension", "a submucosal mass", "a nodular opacity").
  'radicular', 'incisional', 'perforated', 'erosive', 'ulcerative', 'portal', 'submucosal', 'nodular',
]);
/** The same for an operation, by how it is done ("laparoscopic surgery", "arthroscopic knee surgery", "robotic prostatectomy"). */
const PROCEDURE_QUALIFIERS: ReadonlySet<string> = new Set(['laparoscopic', 'arthroscopic', 'endoscopic', 'robotic', 'keyhole', 'snare']);
const MAX_WORDS = Math.max(...[...TERMS.keys()].map((k) => k.split(' ').length)) + 1;
/** The first words of the terms: most words of a text start none, and are passed over on one lookup. */
const FIRST_WORDS = new Set([...[...TERMS.keys()].map((k) => k.split(' ')[0]!), ...QUALIFIERS, ...PROCEDURE_QUALIFIERS]);
/** A plural in -ies of a word in -y ("surgeries", "pregnancies", "biopsies"), or null. */
const singularOfIes = (key: string) => (key.endsWith('ies') ? `${key.slice(0, -3)}y` : null);
/** A word in -s, -x, -z, -ch or -sh takes "es" for its plural ("masses", "abscesses", "rashes"). */
const SIBILANT_PLURAL = /(?:s|x|z|ch|sh)es$/;
const singularOfEs = (key: string) => (SIBILANT_PLURAL.test(key) ? key.slice(0, -2) : null);
/**
 * What `get` has for a key as written or, when it ends in "s", for its singular ("surgeries": surgery, "lung
 * masses": lung mass): how the lexicon reads the last word of a term.
 */
const asWrittenOrSingular = <T>(get: (key: string) => T | undefined, key: string): T | undefined =>
  get(key) ?? (key.endsWith('s') ? (get(key.slice(0, -1)) ?? get(singularOfIes(key) ?? '') ?? get(singularOfEs(key) ?? '')) : undefined);
const termOf = (key: string) => TERMS.get(key);
const firstWord = (key: string) => (FIRST_WORDS.has(key) ? true : undefined);
/**
 * The second words of the terms of two words and more, by their first: a first word that is no term by itself
 * ("type", "deep", "in") starts a term only before one of these. Code and prose say "type" and "in" all the
 * time, and reading each run of words after them against the lexicon cost more than the rest of the model.
 */
const SECOND_WORDS = new Map<string, Set<string>>();
for (const key of TERMS.keys()) {
  const [first, second] = key.split(' ');
  if (second === undefined) continue;
  let seconds = SECOND_WORDS.get(first!);
  if (seconds === undefined) SECOND_WORDS.set(first!, (seconds = new Set()));
  seconds.add(second);
}
/**
 * Whether no run of words the candidate starts with can be a term, on its first two words alone: the first is
 * no term and no qualifier, and the second (in the plural too, when it ends a term of two) follows it in none.
 */
function noTermStarts(candidate: string, firstEnd: number, secondStart: number | undefined, secondEnd: number | undefined): boolean {
  const first = candidate.slice(0, firstEnd);
  const lower = first.toLowerCase();
  if (QUALIFIERS.has(lower) || PROCEDURE_QUALIFIERS.has(lower)) return false;
  const firstKey = keyOf(first);
  if (asWrittenOrSingular(termOf, firstKey) !== undefined) return false;
  const seconds = SECOND_WORDS.get(firstKey);
  if (seconds === undefined || secondStart === undefined) return true;
  const second = keyOf(candidate.slice(secondStart, secondEnd));
  return asWrittenOrSingular((key) => (seconds.has(key) ? true : undefined), second) === undefined;
}
/** Called for every word of every text: a lower-casing and a lookup or two, nothing more. */
const startsATerm = (word: string) => {
  let key = word.toLowerCase();
  if (key.includes('’')) key = key.replace(/’/g, "'");
  return asWrittenOrSingular(firstWord, key) === true;
};

/** The term a text starts with: the longest listed run of its words, a plural's singular included. */
function termAt(candidate: string): { length: number; term: Term } | null {
  const space = candidate.search(/\s/);
  if (!startsATerm(space < 0 ? candidate : candidate.slice(0, space))) return null;
  // Where each word ends, and the next starts: a loop, not a list of matches, as every candidate asks.
  const ends: number[] = [];
  const starts: number[] = [0];
  for (let i = 1; i <= candidate.length && ends.length < MAX_WORDS; i++) {
    const spaceHere = i === candidate.length || isSpaceAt(candidate, i);
    if (spaceHere && !isSpaceAt(candidate, i - 1)) ends.push(i);
    else if (!spaceHere && isSpaceAt(candidate, i - 1)) starts.push(i);
  }
  if (noTermStarts(candidate, ends[0]!, starts[1], ends[1])) return null;
  // With single spaces between its words (most candidates), the candidate's key is cut, not made anew for each run.
  const whole = SINGLE_SPACED.test(candidate) ? keyOf(candidate) : undefined;
  for (let n = ends.length; n > 0; n--) {
    const length = ends[n - 1]!;
    const text = candidate.slice(0, length);
    const key = whole === undefined ? keyOf(text) : whole.slice(0, length);
    const term = asWrittenOrSingular(termOf, key);
    if (term && (term.exact === null || text === term.exact || text === `${term.exact}s`)) return { length, term };
  }
  // A qualifier and the condition after it ("congenital rubella"), or the operation ("laparoscopic surgery").
  if (starts.length > 1) {
    const first = candidate.slice(0, ends[0]).toLowerCase();
    const kind = QUALIFIERS.has(first) ? KINDS.condition : PROCEDURE_QUALIFIERS.has(first) ? KINDS.procedure : undefined;
    if (kind !== undefined) {
      const rest = starts[1]!;
      const inner = termAt(candidate.slice(rest)) ?? endingWordAt(candidate.slice(rest));
      if (inner && inner.term.entity === kind) return { length: rest + inner.length, term: inner.term };
    }
  }
  return null;
}
const WHITESPACE = /\s/;
/** Whether the character at `i` is whitespace as \s has it: ASCII's by its code (every candidate asks of each of its characters), the rest by \s. */
function isSpaceAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code === 32 || (code >= 9 && code <= 13) || (code > 127 && WHITESPACE.test(text[i]!));
}
/** No whitespace but single spaces: keyOf keeps every character's place. */
const SINGLE_SPACED = /^(?:[^\s]| (?! ))*$/;

/** An operation named by the condition it treats ("a hernia operation", "cataract surgery", "bunion removal"). */
const OPERATION_AFTER = /^[ \t]+(?:surgery|operation|op|repair|removal)(?![A-Za-z0-9])/i;

/** What a condition's name goes on with, as people write it: its virus or infection, or its type after it ("herpes b virus", "diabetes type 2"). */
const CONDITION_TAIL = /^[ \t]+(?:(?:[a-e][ \t]+)?(?:virus|infection)|type[ \t]+(?:1|2|I|II|one|two))(?![A-Za-z0-9])/i;

/**
 * termAt, and a condition with the word for its operation after it read as that procedure; a procedure
 * with that word after it is one name ("knee replacement surgery"); a condition with its virus, infection
 * or type after it is one name ("rotavirus infection", "diabetes type 2").
 */
function termOrOperationAt(candidate: string): { length: number; term: Term } | null {
  const found = termAt(candidate);
  if (found?.term.entity !== KINDS.condition && found?.term.entity !== KINDS.procedure) return found;
  const rest = candidate.slice(found.length);
  const operation = OPERATION_AFTER.exec(rest);
  if (operation) return { length: found.length + operation[0].length, term: { ...found.term, entity: KINDS.procedure } };
  const tail = found.term.entity === KINDS.condition ? CONDITION_TAIL.exec(rest) : null;
  return tail ? { length: found.length + tail[0].length, term: found.term } : found;
}

/**
 * The text in lower case, one character for one (the patterns' matches keep their places): toLowerCase,
 * unless a character of the text lower-cases to two ("İ"), when only ASCII capitals are lowered. Kept for
 * the last text: the term recognizers read the same text in turn.
 */
let lastText: string | undefined;
let lastLowered = '';
function lowerCased(text: string): string {
  if (text !== lastText) {
    const lowered = text.toLowerCase();
    lastLowered = lowered.length === text.length ? lowered : text.replace(/[A-Z]+/g, (run) => run.toLowerCase());
    lastText = text;
  }
  return lastLowered;
}

/**
 * The terms' first words, found in any case: the parts run over the text in lower case, so each holds every
 * word once, where a case-sensitive trie needs each in lower case, Capitalised and in capitals (three times
 * the trie, and V8 folding the case of every character compared under the i flag was slower still). The
 * matches are the text's places; the recognizer reads the candidate from the text as written.
 *
 * V8 optimises a pattern only up to a size (about 20,000 characters of source): a larger trie ran ten times
 * slower than its halves together. So the trie is cut into parts under that size, one pattern each, and
 * this pattern gives their earliest match, a RegExp to the recognizer (recognize calls exec and sets
 * lastIndex). Each part's next match is kept until the scan passes it, so every part still scans the text once.
 */
class LexiconPattern extends RegExp {
  private text: string | undefined;
  private readonly next: Array<RegExpExecArray | null | undefined>;

  constructor(private readonly parts: readonly RegExp[]) {
    super(parts[0]!.source, 'g');
    this.next = parts.map(() => undefined);
  }

  /** What matchAll, split and replace build from it: a plain pattern (only exec looks in every part). */
  static override get [Symbol.species](): RegExpConstructor {
    return RegExp;
  }

  override exec(text: string): RegExpExecArray | null {
    if (text !== this.text) {
      this.text = text;
      this.next.fill(undefined);
    }
    const read = lowerCased(text);
    const from = this.lastIndex;
    let first: RegExpExecArray | null = null;
    for (const [i, part] of this.parts.entries()) {
      let match = this.next[i];
      if (match === undefined || (match !== null && match.index < from)) {
        part.lastIndex = from;
        match = part.exec(read);
        this.next[i] = match;
      }
      if (match !== null && (first === null || match.index < first.index)) first = match;
    }
    this.lastIndex = first === null ? 0 : first.index + first[0].length;
    if (first === null) this.text = undefined;
    return first;
  }
}

/** The largest trie source a part may have: V8 optimises a pattern of up to 20 KB of source. */
const MAX_PART_SOURCE = 19_000;

/**
 * A candidate starts only at a word that starts a term (of the recognizer's kind), and runs on for up to
 * MAX_WORDS words; termAt then finds the longest term. Terms are written in ASCII letters, so the pattern
 * is too: V8 scans an ASCII pattern without the u flag several times faster than one with Unicode classes.
 */
function termPattern(ambiguous: boolean): RegExp {
  const terms = [...TERMS].filter(([, t]) => t.ambiguous === ambiguous);
  // A one-word term in -y after a consonant also in its plural in -ies ("surgeries"), one in a hissing sound in
  // -es ("abscesses"); the pattern adds only an "s".
  const plural = (key: string) =>
    /^[a-z]+[^aeiouy ]y$/.test(key) ? [`${key.slice(0, -1)}ies`] : /^[a-z]+(?:s|x|z|ch|sh)$/.test(key) ? [`${key}es`] : [];
  const forms = new Set([
    // An acronym's first word too, in lower case: termAt holds it to its exact form ("MS", not "ms").
    ...terms.flatMap(([key]) => [key.split(' ')[0]!, ...plural(key)]),
    // A qualifier may start a term of either kind.
    ...QUALIFIERS,
    ...PROCEDURE_QUALIFIERS,
  ]);
  const later = String.raw`[a-z0-9][a-z0-9'’/+-]{0,40}`;
  // Words part by spaces, or by one line break where a report wraps its lines ("extensive degenerative\nchanges").
  const gap = String.raw`(?:[ \t]{1,3}|[ \t]{0,3}\r?\n[ \t]{0,3})`;
  const patternOf = (words: Iterable<string>) =>
    // Not inside a longer word joined by a hyphen or a slash, but after "post-" or "pre-" ("post-surgery follow-up").
    // An apostrophe inside a word ("don't") is part of it; a quotation mark around the term is not ("rewrite:
    // 'she has the flu'"), nor a possessive after it ("her cancer's spread").
    new RegExp(String.raw`\b(?<![/+]|[a-z0-9]['’])(?<!(?<!(?<![a-z])(?:post|pre))-)(?:${trieSource(new Set(words))})s?(?![a-z0-9/+-]|['’](?!s(?![a-z]))[a-z])(?:${gap}${later}){0,${MAX_WORDS - 1}}`, 'g');
  const sorted = [...forms].sort();
  // Cut in alphabetical runs, so that words sharing a prefix share a part and its trie stays small; as
  // many runs as it takes for each to fit.
  for (let parts = Math.ceil(trieSource(forms).length / MAX_PART_SOURCE); ; parts++) {
    const runs = Array.from({ length: parts }, (_, i) => sorted.slice(Math.floor((i * sorted.length) / parts), Math.floor(((i + 1) * sorted.length) / parts)));
    if (runs.some((run) => trieSource(new Set(run)).length > MAX_PART_SOURCE)) continue;
    return new LexiconPattern(runs.map(patternOf));
  }
}

/**
 * How clinical notes and their test sentences say a finding: "no evidence of pneumonia", "neg for", "hx of",
 * "h/o", "Pt with", "presents with", a record's section ("Past Medical History:", "Impression:"). Said in a
 * note, the finding is about its patient, also when negated: it is still a line of someone's record.
 */
const CLINICAL_WORDING = [
  'evidence of', 'no evidence of', 'neg for', 'negative for', 'positive for', 'hx', 'hx of', 'h/o', 'pt', 'pt has', 'pt with',
  'patient with', 'presents with', 'presents for', 'presented with', 'presenting with', 'r/o', 'rule out', 'ruled out', 'to rule out',
  'past medical history', 'medical history', 'pmh', 'family history of', 'impression:', 'impression', 'diagnosis:', 'discharge diagnosis',
  'admitting diagnosis', 'diagnosis(es):', 'diagnosis(es)', 'diagnoses:', 'chief complaint', 'allergies:', 'allergic to', 'dx', "dx'd", "tx'd with", 'treated with', 's/p', 'status post',
  'live with', 'lives with', 'lived with', 'struggle with', 'participating in', 'attending',
  // Care spoken of as a task ("Managing bipolar is a journey", "coping with bipolar disorder").
  'managing', 'manages', 'manage her', 'manage his', 'coping with', 'copes with', 'cope with',
  // How a record reports a finding, present or denied: "Denies headache", "complains of neck discomfort",
  // "consistent with urethral trauma", "Mild rales", "trace mitral regurgitation", "Possible consolidation".
  'denies', 'denied', 'denies any', 'denied any', 'deny', 'complains of', 'complained of', 'complaining of', 'c/o', 'admits to',
  // What a note says it found on someone ("He was noted to be febrile", "was found to have an occluded graft").
  'noted to be', 'noted to have', 'found to be', 'found to have',
  // A finding asked after, and a review of systems' shorthand ("no further signs or symptoms of infection", "ROS is -ve for").
  'signs or symptoms of', 'signs of', 'symptoms of', '-ve for', '+ve for',
  'episodes of', 'episode of', 'consistent with', 'compatible with', 'suggestive of', 'suggesting', 'suspicious for', 'concerning for',
  'concern for', 'worrisome for', 'likely', 'possible', 'probable', 'suspected', 'questionable', 'mild', 'mildly', 'moderate', 'severe',
  'severely', 'trace', 'trivial', 'minimal', 'extensive', 'diffuse', 'marked', 'acute', 'subacute', 'chronic', 'worsening', 'persistent',
  'recurrent', 'intermittent', 'bilateral', 'findings:', 'finding of', 'conclusion:', 'summary:', 'indications:', 'indication:',
  'clinical history', 'history:', 'reason for exam', 'demonstrates', 'demonstrating', 'demonstrated', 'reveals', 'revealed',
  'showed', 'shows evidence of', 'no evidence for', 'evidence for', 'presenting signs of', 'showing signs of', 'shows signs of',
  'has symptoms of', 'had symptoms of', 'secondary to', 'due to', 'complicated by',
  'significant for', 'known', 'new onset', 'new-onset',
  // A form's or a note's field for it ("Reason for absence: migraine", "Medical conditions: asthma, eczema").
  'medical conditions', 'medical condition', 'health conditions', 'health condition', 'conditions:', 'condition:', 'reason for absence',
  'absence reason', 'reason for leave', 'leave reason', 'leave request', 'leave record', 'leave form', 'absence record', 'absence form',
  'sickness record', 'sick leave record', 'sick note', 'fit note', "doctor's note", 'current medications',
  'medications:', 'medication:', 'diagnoses:',
];
/** Words that tie a health term to a person or to care: pronouns, relations, the verbs of diagnosis and treatment. */
const PERSONAL_CUES = [
  // "your" too, the person addressed ("your chemotherapy is moved"); not before an everyday word ("your stroke width").
  'your', 'he', 'she', "he's", "she's", 'his', 'her', 'him', 'they', "they're", 'their', 'i', "i'm", "i've", 'my', 'me', 'patient', "patient's", 'patients', "colleague's",
  "employee's", 'wife', 'husband', 'son', 'daughter', 'mother', 'father', 'mom', 'dad', 'partner', 'friend', 'boss', 'staff member', 'new hire',
  'team lead', 'coworkers', 'colleagues', 'employees', 'roommate', 'flatmate', 'classmate', 'boyfriend', 'girlfriend', 'fiance', 'fiancee',
  'spouse', 'child', 'kid', 'grandma', 'grandpa', 'cousin', 'niece', 'nephew', 'stepson', 'stepdaughter', 'landlord', 'mum',
  // The people of a workplace by what they are there ("Our receptionist is deaf", "Our CFO had a minor stroke").
  ...WORKPLACE_ROLES,
];
/** Care and absence: "admitted with pneumonia", "going through IVF", "off work with long covid", "on leave for a breakdown". */
const CARE_CUES = [
  'admitted with', 'admitted for', 'hospitalized for', 'hospitalised for', 'hospitalized with', 'hospitalised with', 'going through',
  'went through', 'off work with', 'off sick with', 'sick with', 'ill with', 'died of', 'died from', 'on leave for', 'medical leave for',
  'sick leave for', 'sick leave with', 'medical leave with', 'out for', 'off for', 'time off for', 'leave for',
  // Getting over it: "wishing Nunzia a quick recovery from cholelithiasis", "while he recovers from shingles".
  'recovery from', 'recovering from', 'recovers from', 'recover from', 'recovered from',
  // What someone's leave or care is for ("asked for medical leave to treat hypertension", "treating her asthma");
  // not a treatment in general ("how to treat depression").
  'leave to treat', 'time off to treat', 'off to treat', 'to treat her', 'to treat his', 'to treat my', 'to treat their', 'treating her',
  'treating his', 'treating my', 'treating their',
  // What happened to someone, in their own words ("I got an ear infection", "it gave me insomnia",
  // "I suffer from epilepsy", "infected with worms").
  'suffered with', 'suffers with', 'suffering with', 'i got', 'i get', 'i feel', 'i felt', 'i suffer from', 'i suffered from', 'suffer from', 'gave me', 'gives me', 'give me', 'made me',
  'caused me', 'infected with', 'got infected with', 'caught', 'i caught', 'came down with', 'i developed', 'developed', 'broke her',
  'broke his', 'broke my', 'i broke',
  // What a person writing about their own health says of it, or a physician of theirs ("I have been
  // experiencing fatigue", "I think I might have a cold", "fighting with heavy cold", "you may have
  // pancreatitis", "You need to undergo a corneal transplant").
  'experiencing', 'been experiencing', 'experienced', 'been having', 'i might have', 'i may have', 'i could have', 'might have had',
  'i think i have', 'think i have', 'you may have', 'you might have', 'you have', 'you had', 'fighting', 'fighting with', 'fighting off',
  'undergo', 'to undergo', 'scared of', 'afraid of', 'experiences',
  // With a word of time or degree between ("I also have stress", "she still has migraines"), or said with
  // stress or denied ("she does have some tingling", "he did not have a fever", "I don't have diabetes").
  'also have', 'also has', 'also had', 'still have', 'still has', 'still had', 'now have', 'now has',
  'does have', 'did have', 'do have', 'does not have', 'did not have', 'do not have', "doesn't have", "didn't have", "don't have",
  // Living with it ("been dealing with really bad back pain").
  'dealing with', 'deal with', 'deals with', 'dealt with',
  // A medicine changed, stopped or refilled ("Switched from Zoloft to Prozac", "weaning off gabapentin").
  'switched from', 'switched to', 'switching to', 'switching from', 'weaning off', 'tapering off', 'came off', 'coming off',
  'refill', 'refill of', 'refilled', 'ran out of', 'run out of',
  // Waiting for care ("on the waiting list for a liver transplant"), and what a physician made of it ("the
  // doctor says it's mono").
  'waiting list for', 'wait list for', 'waitlist for', 'transplant list', 'doctor says', 'doctor said', 'doctor thinks', 'doctors say',
  'doctors said', 'doctor confirmed', 'doctor diagnosed',
];
/**
 * How a report opens a line about a finding, present or absent ("There is no adenopathy", "No chest pain",
 * "There is a right knee arthroplasty"): everyday words, so only before a term that is no everyday word.
 */
const REPORT_OPENERS = [
  'no', 'there is', 'there are', 'there was', 'there were', 'there is no', 'there are no', 'without', 'with', 'left', 'right', 'definite',
  'apparent', 'any', 'small', 'large', 'old', 'healed', 'healing', 'new', 'focal', 'multiple', 'several',
];
const CLINICAL_CUES = [
  ...REPORT_OPENERS,
  'diagnosed', 'diagnosed with', 'diagnosis', 'diagnosis of', 'suffers from', 'suffering from', 'suffered from', 'treated for',
  'treatment for', 'being treated', 'history of', 'prescribed', 'taking', 'takes', 'took', 'started on', 'has', 'had', 'have',
  'living with', 'recovering from', 'battling', 'struggles with', 'struggling with', 'undergoing', 'underwent', 'scheduled for',
  'tested positive for', 'positive for', 'relapse', 'dose of', 'mg of', 'uses', 'uses a', 'in a', 'confined to', 'needs',
  'after', 'since', 'because of', 'following', 'finished', 'just finished',
  // Treatment begun or needed, said with a bare verb ("... and started dialysis").
  'started', 'starts', 'starting', 'began', 'begins', 'beginning', 'requires', 'needs', 'receiving', 'receives',
  ...CARE_CUES, 'got', ...CLINICAL_WORDING,
];
/** What follows a term to make it clinical: a dosage, a diagnosis, a treatment, a finding ruled in or out. */
const FOLLOWING = [
  'mg', 'mcg', 'ml', 'daily', 'twice daily', 'tablets', 'tablet', 'dose', 'prescription', 'diagnosis', 'treatment', 'medication',
  'symptoms', 'flare', 'flare-up', "dx'd", 'diagnosed', 'ruled out', 'is ruled out', 'has been ruled out', 'is negative', 'is positive',
  // A finding a record reports by what was seen of it ("No pericardial effusion is seen", "Internal
  // hemorrhoids were found", "A fracture of the distal humerus is noted", "... is stable").
  'is seen', 'are seen', 'was seen', 'were seen', 'is noted', 'are noted', 'was noted', 'were noted', 'noted', 'was found', 'were found',
  'is identified', 'are identified', 'identified', 'is evident', 'is present', 'are present', 'is again seen', 'is stable', 'is unchanged',
  'visualized', 'appreciated', 'of the left', 'of the right', 'of the distal', 'of the proximal', 'in the left', 'in the right',
  'involving the', 'bilaterally', 'since then', 'for the past', 'did not disappear', 'got worse', 'got better', 'is gone',
  // A test named with its result ("Last colonoscopy showed", "my biopsy came back clear").
  'showed', 'showed no', 'came back', 'results',
  // Where on someone it is ("burning sensation in my stomach", "acne on my face").
  'in my', 'on my', 'in his', 'on his', 'in her', 'on her',
  // Whom it affects ("the mitral stenosis is really affecting her").
  'affecting her', 'affecting him', 'affecting me', 'affecting them', 'affects her', 'affects him', 'affects me', 'affected her', 'affected him', 'affected me',
  // A medicine's salt and form, and the sig of a prescription ("Heparin Sodium ... Injection TID", "Miconazole Nitrate 2 % Powder").
  'sodium', 'potassium', 'calcium', 'hydrochloride', 'hcl', 'nitrate', 'sulfate', 'sulphate', 'citrate', 'tartrate', 'succinate',
  'maleate', 'besylate', 'capsules', 'capsule', 'solution', 'injection', 'powder', 'elixir', 'suspension', 'syrup', 'cream', 'ointment',
  'inhaler', 'patch', 'drops', 'topical', 'po', 'iv', 'bid', 'tid', 'qid', 'prn', 'qhs', 'sig',
];
/** "Positive" or "negative" right after the term ("covid positive"), not further on ("... received positive feedback"). */
const RIGHT_AFTER_RESULT = /^[\s-]*(?:positive|negative)/;
/** A dose after a medicine, at most its salt and form between: "160 mg/5 mL", "Sodium (Porcine) 5,000 unit/mL", "0.5mg". */
const DOSE = /^(?:[\s(),]*[A-Za-z()]+){0,2}[\s(),]*\d[\d,.]*\s?(?:mg|mcg|µg|g|ml|units?|iu)/;

/** Before an everyday-word term only a cue that is about care, or a person's own, will do ("his depression", "diagnosed with depression"). */
const STRONG_CUES = [
  'diagnosed', 'diagnosed with', 'diagnosis of', 'suffers from', 'suffering from', 'suffered from', 'treated for', 'treatment for',
  'being treated for', 'history of', 'prescribed', 'living with', 'recovering from', 'battling', 'struggles with', 'struggling with',
  'tested positive for', 'he has', 'she has', 'he had', 'she had', 'i have', 'i had', 'they have', 'has been', 'his', 'her', 'their', 'my',
  'he is', 'she is', "he's", "she's", 'i am', "i'm", 'is on', 'was on', 'started on',
  // The first person's contractions ("I've had migraines for years", "I've got asthma", "we've got").
  "i've", "i've had", "i've got", "i've been", "i'd", "they've", "we've", "you've",
  "patient's", 'patient', "colleague's", 'my colleague', 'undergoing', 'underwent', 'scheduled for', 'is pregnant', 'taking', 'takes',
  // A colleague's, told in confidence ("A colleague confided that depression has made it hard to focus").
  'colleague', 'coworker', 'co-worker', 'teammate', 'confided', 'confided that', 'opened up about',
  // How far along a pregnancy is ("eight months pregnant").
  'weeks', 'months',
  ...CARE_CUES, ...CLINICAL_WORDING,
];
/** Who a clinical note speaks of, before "with" ("74y female with type 2 dm", "Mother with stroke"). */
const RECORD_SUBJECTS = ['pt', 'female', 'male', 'sister', 'brother', 'grandmother', 'grandfather', 'aunt', 'uncle', 'neighbor', 'neighbour'];
/**
 * A state said of a person ("Our intern is deaf"), or what they have ("Our receptionist has MS", "Our CFO had
 * a minor stroke"): a person word and "is" or "has", as one trie rather than a phrase for each.
 */
const PERSON_IS = new RegExp(
  String.raw`${trieSource([...PERSONAL_CUES.filter((cue) => !cue.includes("'")), ...RECORD_SUBJECTS])}[\s_-]+(?:is|was|has[\s_-]+been|with|has|had)`,
);

/**
 * A person's given name is a cue too ("Priya goes on maternity leave"): one the gazetteer lists that is no
 * English word. Looked up word by word in the set: as a pattern, tens of thousands of names made a pattern
 * too large for V8 to optimise, about half a millisecond a look, and a text of many candidates took seconds.
 */
const WORDS = /[\p{L}\p{M}]+/gu;
function givenNameIn(window: string, capitalised: boolean): boolean {
  for (const [word] of window.matchAll(WORDS)) {
    if (capitalised && !/^\p{Lu}/u.test(word)) continue;
    if (PLAIN_GIVEN_NAMES.has(word.toLowerCase())) return true;
  }
  return false;
}
const GIVEN_NAME_CUE = { test: (window: string) => givenNameIn(window, false) };
// Every cue that ties an everyday word to someone ties a term that is no everyday word too ("Mike is on Zoloft").
const PERSONAL_CONTEXT = contextMatcher([...new Set([...PERSONAL_CUES, ...CLINICAL_CUES, ...STRONG_CUES])], [PERSON_IS]);
/**
 * A capitalised word (and maybe a second) before a possessive or a verb of having, maybe with the team they
 * are from between, or the comma that closes an apposition ("Our new hire, Tim Baker, is deaf"): a named
 * person's own, if either is a given name or the two can be a full name.
 */
const OWNER = /(\p{Lu}\p{Ll}+)(?:\s+(\p{Lu}\p{Ll}+))?(?:['’]s|(?:\s+from\s+(?:the\s+)?\p{Ll}+)?,?\s+(?:has|had|is|was|takes|took))(?![\p{L}\p{N}])/gu;
/**
 * A person's own, by name: "Linda Martinez's diabetes review", "Alex Green's endoscopy", "Emily has therapy
 * sessions". Checked in code (Recognizer.contextShapes): the few capitalised words before a possessive are
 * looked up in the gazetteer, where a pattern of every given name, tried at every word, cost a tenth of a scan.
 */
const POSSESSIVE_END = /['’]s$/;
const NAMED_OWNER = {
  test: (window: string) => {
    // Either word may be the given name: "Linda Martinez's", and "Noticed Emily's" after a capitalised word.
    for (const m of window.matchAll(OWNER)) {
      if (PLAIN_GIVEN_NAMES.has(m[1]!.toLowerCase()) || (m[2] !== undefined && (PLAIN_GIVEN_NAMES.has(m[2].toLowerCase()) || mayBeFullName(`${m[1]} ${m[2]}`)))) return true;
      // Before a possessive, a given name that is also a word is the person's too ("Maria's asthma").
      if (m[2] === undefined && POSSESSIVE_END.test(m[0]) && mayBeGivenName(m[1]!)) return true;
    }
    return false;
  },
};
/**
 * The wording of a clinical record: its section headings and the phrases only a report about a patient
 * uses. In a text that has them, every health term is the patient's: a radiology report's findings ("Sigmoid
 * diverticulosis. Vascular calcifications.") and a discharge summary's lines ("Also a hip fracture and gout.")
 * name nobody near them, and the record is about one person throughout.
 */
const RECORD_TEXT = new RegExp(
  String.raw`(?<![A-Za-z0-9])(?:` +
    // A space in a phrase is any run of white space: reports are often spaced out ("The   patient").
    [
      String.raw`(?:findings|impression|conclusions?|indications?|clinical (?:history|indications?)|history of present illness|hpi|review of systems|past (?:medical|surgical) history|physical exam(?:ination)?|chief complaint|discharge diagnos[ie]s|admi(?:tting|ssion) diagnos[ie]s|postoperative diagnos[ie]s|assessment(?: and plan)?|heent|extremities|neurologic(?:al)?|genitourinary)\s*:`,
      String.raw`(?:the|this) patient`,
      String.raw`pt (?:is|was|has|had|with|presents|reports|denies)`,
      String.raw`\d{1,3}[- ]?(?:year|yr|y)[- ]?o(?:ld)?[- ](?:male|female|man|woman|gentleman|lady|boy|girl)`,
      String.raw`y/?o (?:male|female|m|f)`,
      // "No acute distress", "no acute findings"; "significant" only of a change over time or of a part of the body:
      // an audit has "no significant findings" too.
      String.raw`(?:no|without) (?:other )?(?:acute (?:[a-z]+ ){0,2}(?:distress|interval change|abnormalit(?:y|ies)|findings?|disease|process|pathology)|significant interval change)`,
      String.raw`no (?:other )?significant (?:(?:bone|joint|osseous|bony|soft[- ]tissue|cardiopulmonary|intracranial|pulmonary|pleural|cardiac)(?: or | and | )){1,2}abnormalit(?:y|ies)`,
      String.raw`interval change`,
      String.raw`radiographic(?:ally)? evidence`,
      String.raw`(?:ap|pa|lateral|oblique|sunrise|frontal|additional|multiple|\d) views? of the`,
      // A radiograph named by its projection: "An AP of the left hand".
      String.raw`an? (?:ap|pa) of the (?:left|right)`,
      // What an imaging report says of vessels and ducts, and the parts it could see ("The visualized thyroid is normal").
      String.raw`(?:artery|arteries|veins?|vessels?|grafts?|stents?|tree|lumen|ducts?|airways?|bypass|shunts?)\s+(?:is|are|remains?)\s+(?:widely\s+)?patent`,
      String.raw`the visualized (?:portions?|lungs?|bones?|osseous|soft tissues?|thyroid|abdomen|structures|organs)`,
      // The reason a procedure or study was done ("The indication for this procedure is ...").
      String.raw`indications? for (?:this|the) (?:procedure|study|exam(?:ination)?|test|scan)`,
      // An exam's or a review of systems' heading for a body system, opening a line, then a colon or a dash
      // ("CARDIOVASCULAR: Sinus bradycardia.", "Neurologic - No numbness, tingling, or weakness.").
      String.raw`(?:^|\n)[ \t]*(?:heent|cardiovascular|cardiac|respiratory|pulmonary|lungs|abdomen|musculoskeletal|gastrointestinal|genitourinary|neuro|neurologic(?:al)?|extremities|psychiatric|integumentary|hematologic|lymphatic)[ \t]*[-:]`,
      // A test and what it showed ("A 12-lead EKG shows", "A chest x-ray does reveal", "The biopsy revealed"), or its heading ("CBC:").
      String.raw`(?:ekg|ecg|x-?ray|cxr|mri|ultrasound|echocardiogram|duplex scan|biopsy|angiogram|ct scan)\s+(?:(?:does|did)\s+)?(?:shows?|showed|reveals?|revealed|demonstrates?|demonstrated)`,
      String.raw`(?:^|\n)[ \t]*(?:cbc|bmp|cmp|ekg|ecg|cxr|chest x-?ray|(?:ekg|ecg) interpretation)[ \t]*:`,
      // How a note speaks of its patient ("My primary concern regarding this gentleman").
      String.raw`(?:this|the) (?:gentleman|lady)`,
      // A physical exam's set phrases ("The lungs are clear to auscultation", "regular rate and rhythm", "The skin
      // is warm and dry", "Abdomen soft, nontender"), and a tube placed in someone ("chest tubes in place").
      String.raw`clear to auscultation`,
      String.raw`regular (?:rate and )?rhythm`,
      String.raw`(?:skin|extremities) (?:is |are )?warm and dry`,
      String.raw`soft,? (?:and )?non-?tender`,
      String.raw`normocephalic`,
      String.raw`(?:chest|endotracheal|nasogastric|ng|et) tubes? (?:is |are )?in (?:good )?(?:place|position)`,
      String.raw`comparison (?:is made )?(?:with|to) (?:the )?(?:prior|previous)`,
      String.raw`(?:was|were) admitted`,
      // A patient's history as a record writes it: "Status post left hip fracture repair", "s/p CABG".
      String.raw`status post`,
      String.raw`s/p`,
      // The headings of a hospital course and of a procedure note ("ED COURSE:", "PRE-OP DIAGNOSIS: Rejection.",
      // "REFERRING DIAGNOSIS: Syncope", "COMPLICATIONS:  None").
      String.raw`(?:ed|er|hospital|clinical) course\s*:`,
      String.raw`(?:pre-?op(?:erative)?|post-?op|principal|principle|final|referring|primary|secondary) diagnos[ie]s(?:\(es\))?\s*:`,
      String.raw`reason for (?:hospital )?(?:admission|consultation|referral)`,
      String.raw`complications\s*:`,
      String.raw`description of (?:the )?(?:operation|procedure)`,
      // An examination's words: "tenderness on palpation", "to auscultation", "afebrile", "warm and moist", a limb.
      String.raw`(?:on|to) palpation`,
      String.raw`auscultation`,
      String.raw`afebrile`,
      String.raw`warm and (?:dry|moist)`,
      String.raw`(?:lower|upper) extremit(?:y|ies)`,
      // A radiograph's or an echocardiogram's finding, with its degree ("There is advanced glenoid rim
      // osteoarthritis", "There is minimal subacromial narrowing", "The lateral wall is hypokinetic").
      String.raw`there (?:is|are) (?:an? )?(?:minimal|mild|moderate|severe|advanced|marked|trace|scattered|diffuse|focal|extensive|dense)`,
      String.raw`(?:mildly|moderately|severely) (?:enlarged|dilated|reduced|decreased|thickened|depressed|impaired)`,
      String.raw`(?:is|are) (?:akinetic|hypokinetic|dyskinetic)`,
      String.raw`ejection fraction`,
      // A spine's levels ("disk ruptures at the L4-L5 and L5-S1 levels").
      String.raw`l[1-5]-[ls][1-5]`,
      String.raw`emergency department`,
      String.raw`(?:is|was) discharged`,
      String.raw`denie[sd] (?:any )?(?:fevers?|chills|pain|nausea|shortness)`,
      String.raw`\*\*(?:name|age|date|institution)\b`,
      String.raw`appears? (?:intact|normal|unremarkable)`,
      String.raw`(?:is|are) (?:grossly )?unremarkable`,
      String.raw`within normal limits`,
      String.raw`grossly normal`,
      String.raw`not previously (?:noted|seen|shown)`,
      // A message to a physician about one's own health, or a physician's reply to one ("Hi doctor, I have
      // been experiencing ...", "Doctor, I think I might have ...", "Based on your symptoms, ..."): every
      // health term in it is the writer's, or the patient's the reply speaks to.
      String.raw`(?:^|\n)[ \t]*(?:(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))[ \t,]+)?(?:doctor|doc|dr)[ \t]*[,.!:]`,
      String.raw`(?:hi|hello|hey|dear),? (?:doctor|doc)\b`,
      String.raw`(?:based on|given|from) (?:your|the) symptoms`,
      String.raw`(?:my|your) symptoms`,
      String.raw`confirm (?:the|a|your) diagnosis`,
      String.raw`i(?:'ve| have) been (?:experiencing|having|suffering)`,
      String.raw`i(?:'m| am) experiencing`,
      // A report's section heading on a line of its own ("Impression", "Clinical History").
      String.raw`(?:^|\n)[ \t]*(?:impression|findings|conclusion|clinical history|indications?|history of present illness)[ \t]*(?:\n|$)`,
    ]
      .map((phrase) => phrase.replace(/ (?![^[]*\])/g, String.raw`\s+`))
      .join('|') +
    String.raw`)`,
  'i',
);
/** The last text asked about and the answer: both health recognizers ask of the same text in turn. */
let recordAsked: { text: string; holds: boolean } | undefined;
/** The same headings as a record abbreviates them, in capitals only ("GI - No nausea or vomiting.", "GU: ..."): in lower case they are words. */
const RECORD_ABBREVIATED_HEADING = /(?:^|\n)[ \t]*(?:GI|GU|ENT|CV|MSK|ROS|PMH|PSH)[ \t]*[-:]/;
const RECORD_CONTEXT = {
  test: (text: string) => {
    if (recordAsked?.text !== text) recordAsked = { text, holds: RECORD_TEXT.test(text) || RECORD_ABBREVIATED_HEADING.test(text) };
    return recordAsked.holds;
  },
};

/** The sections of a record whose list items are a patient's own: diagnoses, procedures, medicines, allergies. */
const SECTION_HEADINGS = contextMatcher([
  'allergies', 'allergy', 'procedure', 'procedures', 'diagnosis', 'diagnoses', 'medications', 'medication', 'medical history',
  'surgical history', 'problem list', 'chief complaint', 'impression', 'assessment', 'conditions', 'prescriptions', 'past history',
  // A table's or a form's column for it ("| Employee | Condition |", "name,dx").
  'condition', 'medical condition', 'dx', 'symptoms', 'reason for leave', 'reason for absence',
]);
/**
 * A record's line that opens on a finding's absence or denial ("No rashes.", "SKIN:  No murmurs, rubs, or
 * gallops.", "Denies nausea"): the capitalised word first in its sentence or after a heading, right before
 * the term. Checked case-sensitively, so "no pain, no gain" inside a sentence is not one.
 */
const RECORD_OPENING_WORDS = /(?:^|[.:;!?]\s+|\n\s*)(?:No|NO|Denies|DENIES|Denied|Negative for)\s+(?:any\s+)?$/;
/** What follows the finding of such a line: its end, or the next item of its list ("No murmurs, rubs, or gallops"). */
const RECORD_OPENING_END = /^\s*(?:[.,;:)]|(?:or|and|nor)\b|$)/;
const RECORD_OPENING = {
  readsAfter: true,
  test: (window: string, after?: string) => after !== undefined && RECORD_OPENING_END.test(after) && RECORD_OPENING_WORDS.test(window),
};
const STRONG_CONTEXT = contextMatcher(STRONG_CUES, [PERSON_IS]);

/**
 * A line of a record's list that names the finding alone after its number or bullet ("2) Hiatal hernia"), its
 * degree or not ("03) Borderline pulmonary hypertension"), or a line in capitals of a few words ("SYNCOPE.",
 * "NAUSEA AND VOMITING.", "MENINGITIS - LIKELY VIRAL."), as a discharge summary lists its diagnoses. Not a
 * sentence that goes on ("Diabetes runs in families."), nor a word alone in the usual case, which a question
 * about it is as often ("Diabetes").
 */
const LIST_MARKER_ONLY = /^[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]*(?:(?:borderline|mild|mildly|moderate|moderately|severe|severely|minimal|trace|partial|chronic|acute)[ \t]+)?$/i;
const LINE_ENDS = /^[ \t]*[.;]?[ \t]*$/;
const NO_SMALL_LETTER = /^[^a-z]*$/;
const RECORD_LIST_LINE = {
  readsAfter: true,
  test: (window: string, after?: string, value?: string) => {
    if (after === undefined || value === undefined) return false;
    const line = window.slice(window.lastIndexOf('\n') + 1);
    if (LIST_MARKER_ONLY.test(line) && LINE_ENDS.test(after)) return true;
    // In capitals, the finding and a few words around it on its line; the words after it (at most three are
    // read) end before the line does.
    const wordsAfterIt = after.match(/\S+/g)?.length ?? 0;
    return (
      /\p{Lu}{2}/u.test(value) &&
      NO_SMALL_LETTER.test(value) &&
      NO_SMALL_LETTER.test(line) &&
      NO_SMALL_LETTER.test(after) &&
      wordsAfterIt < 3 &&
      (line.match(/\S+/g)?.length ?? 0) + wordsAfterIt <= 3
    );
  },
};

/** What is booked for one person: an appointment, a session, a follow-up ("your therapy appointment", "her chemo session"). */
const CARE_EVENT_AFTER = /^[ \t-]{1,3}(?:appointments?|sessions?|consultations?|consults?|follow-?ups?|visits?|check-?ups?|referrals?|bookings?)(?![\p{L}\p{N}])/iu;
/** Whose it is, right before the term: "your", "her", "Kim's", maybe "next" or "weekly" between, maybe "post-" on the term. */
const OWNER_RIGHT_BEFORE =
  /(?<![\p{L}\p{N}])(?:[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur|(?!(?:Let|It|That|What|Here|There|He|She|Who|Where|When|Today|Tomorrow)['’])\p{Lu}\p{Ll}+['’]s)[ \t]{1,3}(?:(?:next|first|last|weekly|monthly|upcoming|scheduled|regular)[ \t]{1,3})?(?:(?:post|pre)-)?$/u;
/**
 * A term booked for someone: "Don't forget, your therapy appointment is tomorrow", "Michael Robinson's
 * post-surgery follow-up". "Your" alone also speaks to anyone ("your therapy should ..."); an appointment of
 * yours is yours.
 */
const BOOKED_FOR_SOMEONE = {
  readsAfter: true,
  test: (window: string, after?: string) => after !== undefined && CARE_EVENT_AFTER.test(after) && OWNER_RIGHT_BEFORE.test(window),
};

/**
 * Compounds a condition's word starts that name something else, by the noun after it: a sales call's "pain
 * points" ("ask about their pain points"), a bank's or a server's "stress test", a "fever pitch".
 */
const OTHER_COMPOUNDS: ReadonlyMap<string, RegExp> = new Map([
  ['pain', /^[ \t-]+points?(?![\p{L}\p{N}])/u],
  ['stress', /^[ \t-]+(?:test(?:s|ing|ed)?|ball)(?![\p{L}\p{N}])/u],
  ['fever', /^[ \t-]+(?:pitch|dream)(?![\p{L}\p{N}])/u],
  // A cold start, cold storage, a cold call or e-mail, cold feet; a lump sum; a mono repository or font.
  ['cold', /^[ \t-]+(?:starts?|storage|boot|cache|calls?|calling|e-?mails?|outreach|brew|war|front|snap|feet|shoulder|case|path|standby|wallet|chain|open|plunge|reading|read)(?![\p{L}\p{N}])/u],
  ['lump', /^[ \t-]+sums?(?![\p{L}\p{N}])/u],
  // A muddle about something, a fondness or a flaw of a thing: "confusion about the docs", "my confusion comes
  // from", "a weakness for chocolate", "the weakness of this plan".
  ['confusion', /^[ \t]+(?:about|over|around|regarding|as[ \t]+to|between|surrounding|on[ \t]+(?:the|this|that|my|our)|comes?|came|stems?|stemmed|is[ \t]+understandable)(?![\p{L}\p{N}])/u],
  ['weakness', /^[ \t]+(?:for|of[ \t]+(?:the|this|that|our|their|your|its|a|an))(?![\p{L}\p{N}])/u],
  // A stroke of luck or of genius.
  ['stroke', /^[ \t]+of[ \t]+(?:luck|genius|brilliance|inspiration|fortune|insight|madness|midnight|the pen|a pen)(?![\p{L}\p{N}])/u],
  ['mono', /^[ \t-]+(?:repos?|repository|font|space|spaced|audio|mix|channel)(?![\p{L}\p{N}])/u],
]);

/**
 * Conditions the noun before them turns into a word of work: "meeting fatigue", "alert fatigue", "decision
 * fatigue", "Zoom fatigue" are what a team suffers from, not anyone's symptom.
 */
const OTHER_MODIFIERS: ReadonlyMap<string, RegExp> = new Map([
  // A flaw or a muddle, not a symptom: "my greatest weakness", "a security weakness", "sorry for the confusion".
  [
    'weakness',
    /(?<![\p{L}\p{N}])(?:greatest|biggest|main|only|key|major|real|true|one|obvious|fatal|structural|security|design|market|economic|competitive|strengths?[ \t]+and|a[ \t]+sign[ \t]+of|show(?:s|ed|ing)?|admit(?:s|ted|ting)?)[ \t-]+(?:(?:my|his|her|their|our|a|the|any)[ \t]+)?$/iu,
  ],
  [
    'confusion',
    /(?<![\p{L}\p{N}])(?:sorry[ \t]+(?:about|for)|apolog(?:ies|ise|ize)[ \t]+for|avoid(?:s|ed|ing)?|prevent(?:s|ed|ing)?|clear(?:s|ed|ing)?[ \t]+up|cause[sd]?|causing|add(?:s|ed)?[ \t]+to|lead(?:s|ing)?[ \t]+to|led[ \t]+to|reduce[sd]?|much|great|general|widespread|any|no|the|this|that|some[ \t]+initial)[ \t-]+(?:(?:my|his|her|their|our|any|the)[ \t]+)?$/iu,
  ],
  // A computer's: "a ransomware infection", "malware infections on the endpoints" (not a worm's or a virus's:
  // those infect people too).
  [
    'infection',
    /(?<![\p{L}\p{N}])(?:ransomware|malware|trojan|botnet|spyware|adware|rootkit|cryptominer|cryptojacking|computer|pc|laptop|server|network|endpoint|browser|e-?mail|phishing)[ \t-]+$/iu,
  ],
  [
    'fatigue',
    /(?<![\p{L}\p{N}])(?:meeting|alert|alarm|decision|change|zoom|screen|survey|password|notification|subscription|donor|voter|compassion|feature|tool|app|news|brand|banner|vendor|e-?mail|slack|pandemic)[ \t-]+$/iu,
  ],
]);

/** Whether the term is the second word of one of those compounds, by what stands before it in the text. */
function modifiedIntoAnotherNoun(term: string, before: string): boolean {
  return OTHER_MODIFIERS.get(keyOf(term))?.test(before) ?? false;
}

/**
 * A field of work or a body named after a condition ("cancer research funding", "an autism charity", "the
 * Alzheimer's Association", "diabetes awareness month"): no one's health.
 */
const FIELD_AFTER = /^[ \t-]+(?:research|researchers?|awareness|charity|charities|foundation|fundraiser|fundraising|society|institute|association|alliance|advocacy|moonshot)(?![\p{L}\p{N}])/iu;

/** Whether the term is the first word of one of those compounds, by what follows it in the text. */
function headsAnotherNoun(term: string, after: string): boolean {
  const key = keyOf(term);
  // A plural term ("pains") starts the same compounds as its singular.
  return FIELD_AFTER.test(after) || ((OTHER_COMPOUNDS.get(key) ?? OTHER_COMPOUNDS.get(key.replace(/s$/, '')))?.test(after) ?? false);
}

/**
 * A sentence about people in general, which names no one ("38% of people over age 85 have alzheimer's",
 * "Small pituitary adenomas are common, affecting about 17 percent of the population", "Most people who
 * experience headaches do not have a brain tumor"): health information, not anyone's health detail. A
 * sentence that also says I, you, he or she is someone's ("My mother is one of the 5% of people with ...").
 * Not in a text that reads as a clinical record, whose every term is its patient's.
 */
const POPULATION = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:\d+(?:\.\d+)?\s?(?:%|percent|per cent)\s+of|(?:most|many|some|few|all|millions|thousands)\s+(?:of\s+)?(?:people|patients|adults|children|men|women|individuals|americans)|(?:people|patients|adults|individuals)\s+(?:with|who|are|were|tend|may|can|often|usually|typically)|(?:of|in)\s+(?:the\s+)?(?:general\s+)?population|lifetime\s+risk|(?:the\s+)?(?:risk|chance|odds)\s+of|prevalence|` +
    // An age group, or a rate ("most often diagnosed in middle-aged adults", "can appear at any age", "three out of every million people").
    String.raw`(?:middle-aged|older|younger|elderly)\s+(?:adults|people|men|women|patients)|at\s+any\s+age|(?:out\s+of\s+)?every\s+(?:hundred|thousand|million)|per\s+(?:100,000|thousand|million))(?![\p{L}\p{N}])`,
  'iu',
);
/** A risk said of anyone, "your" as "one's" ("Smoking increases your risk of lung cancer"): general even with a "your". */
const GENERAL_RISK = /(?<![\p{L}\p{N}])(?:increase|raise|lower|reduce|cut|decrease|double|halve)[sd]?\s+(?:your|the|their|one's)?\s*(?:risk|chance|odds|likelihood)\s+of(?![\p{L}\p{N}])/iu;
/** Someone in particular: a pronoun, a person word ("my colleague", "the patient", "our CFO") or a given name. */
const SOMEONE_WORDS = ['i', "i'm", "i've", "i'd", 'me', 'my', 'mine', 'you', 'your', "you're", 'we', 'our', 'us', ...PERSONAL_CUES].filter(
  (cue) => !['they', "they're", 'their', 'patients', 'colleagues', 'employees', 'coworkers'].includes(cue),
);
const SOMEONE = new RegExp(String.raw`(?<![\p{L}\p{N}'’])(?:${trieSource(SOMEONE_WORDS)})(?![\p{L}\p{N}'’])`, 'iu');
/** Where the sentence around `at` starts and ends: at a full stop, question or exclamation mark or line break, at most 300 characters off. */
const endsSentence = (code: number) => code === 46 || code === 33 || code === 63 || code === 10;
function aboutPeopleInGeneral(text: string, start: number): boolean {
  let from = start;
  while (from > 0 && start - from < 300 && !endsSentence(text.charCodeAt(from - 1))) from--;
  let to = start;
  while (to < text.length && to - start < 300 && !endsSentence(text.charCodeAt(to))) to++;
  const sentence = text.slice(from, to);
  return (GENERAL_RISK.test(sentence) || (POPULATION.test(sentence) && !SOMEONE.test(sentence) && !givenNameIn(sentence, true))) && !RECORD_CONTEXT.test(text);
}

const healthTerm = (ambiguous: boolean): Recognizer => ({
  entity: 'MEDICAL_CONDITION',
  entityOf: (value) => termOrOperationAt(value)?.term.entity ?? 'MEDICAL_CONDITION',
  pattern: termPattern(ambiguous),
  // Below the default sensitivity alone, a cue lifts it above; the same for both kinds, so that where a
  // longer term holds a shorter one ("type 2 diabetes", "diabetes") the longer stands.
  score: (value) => (termAt(value)?.term.personal ? 0.65 : 0.3),
  validate: (candidate, text, start) => {
    const found = termOrOperationAt(candidate);
    if (!found || found.term.ambiguous !== ambiguous) return 0;
    const term = candidate.slice(0, found.length);
    if (text === undefined) return found.length;
    return headsAnotherNoun(term, text.slice(start + found.length, start + found.length + 16)) ||
      modifiedIntoAnotherNoun(term, text.slice(Math.max(0, start - 24), start)) ||
      // A person's own, not the condition named after one: "Sarah Parkinson's review", "Dr. Hodgkin's lab".
      (namedAfterAPerson(term) && namedPersonBefore(text, start)) ||
      aboutPeopleInGeneral(text, start)
      ? 0
      : found.length;
  },
  context: ambiguous ? STRONG_CONTEXT : PERSONAL_CONTEXT,
  // The same shapes tie either kind, and a given name no word shares ties a term that is no everyday word ("Priya's ADHD").
  contextShapes: ambiguous ? [NAMED_OWNER, RECORD_OPENING, BOOKED_FOR_SOMEONE, RECORD_LIST_LINE] : [GIVEN_NAME_CUE, NAMED_OWNER, RECORD_OPENING, BOOKED_FOR_SOMEONE, RECORD_LIST_LINE],
  followingContext: contextMatcher(FOLLOWING, [DOSE, RIGHT_AFTER_RESULT]),
  // "Pulmonary embolism has been ruled out": the window after a term still ends with its sentence.
  followingWords: 4,
  sectionContext: SECTION_HEADINGS,
  sentenceEntities: HEALTH_ENTITIES,
  textContext: RECORD_CONTEXT,
  // A passage about someone's health stays about it for a sentence or two ("My husband has suffered with
  // cramps at night. ... One capful calms the cramps."), and a person named or a pronoun in the sentence
  // before speaks for a finding that opens the next ("Talked to Maria today. Diagnosed with diabetes.").
  sentenceReach: 2,
  // Asked per candidate, not as `true`: candidates are rare (a trie of first words finds them), so looking
  // for a cue around each is cheaper than recognizer.ts searching the whole text for one first.
  requiresContext: () => ambiguous,
});

// The everyday-word terms first: a plain term later in a sentence one of them was found in is cued by it;
// and once more after the plain terms, in a text where one was found, for an everyday-word term it cues
// ("immense leg pain. The pain was so severe"). What both passes find is one finding (runRecognizers keeps
// one of equal spans).
const EVERYDAY_TERMS = healthTerm(true);
const PLAIN_TERMS = healthTerm(false);

/**
 * A disease or syndrome named after a person or a place, which no list holds whole ("Erdheim-Chester
 * Disease", "Von Hippel-Lindau disease", "Kawasaki disease"): one to three capitalised words, maybe with a
 * possessive, before "disease" or "syndrome". Not a capitalised word that only opens a sentence or a phrase
 * ("My Crohn's disease" is "Crohn's disease"). Tied to a person as the lexicon's terms are.
 */
const OPENING_WORDS = [
  'My', 'His', 'Her', 'Their', 'Our', 'Your', 'The', 'A', 'An', 'And', 'Or', 'Of', 'With', 'Has', 'Had', 'Have', 'For', 'From', 'Since',
  'After', 'Before', 'Like', 'Called', 'Diagnosed', 'Also', 'Possible', 'Probable', 'Likely', 'Suspected', 'Early', 'Late', 'Chronic',
  'Acute', 'Severe', 'Mild', 'Rare', 'Is', 'Was', 'I', 'We', 'He', 'She', 'They', 'It', 'This', 'That', 'No', 'Not', 'Any', 'Some',
];
const NAMED_DISEASE = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’-])(?!(?:${OPENING_WORDS.join('|')})\s)\p{Lu}\p{Ll}+(?:['’]s)?(?:[ -]\p{Lu}\p{Ll}+(?:['’]s)?){0,2}[ ](?:disease|Disease|syndrome|Syndrome)(?![\p{L}\p{N}])`,
  'gu',
);
const NAMED_DISEASES: Recognizer = {
  ...PLAIN_TERMS,
  entity: 'MEDICAL_CONDITION',
  entityOf: undefined,
  pattern: NAMED_DISEASE,
  // Scanned only over a text that says "disease" or "syndrome".
  onlyIn: /isease|yndrome/,
  score: 0.3,
  validate: undefined,
};
/** A word named by its medical ending that opens the text ("rhinitis" after "allergic"), as a term of its kind. */
function endingWordAt(text: string): { length: number; term: Term } | null {
  const word = /^[A-Za-z]{3,}(?![A-Za-z0-9'’-])/.exec(text)?.[0];
  if (word === undefined || !namedByEnding(word)) return null;
  return { length: word.length, term: { entity: KINDS[endingKind(word)], ambiguous: false, personal: false, exact: null } };
}
const endingKind = (word: string): Kind => MEDICAL_ENDINGS.find(([ending]) => word.toLowerCase().endsWith(ending))?.[1] ?? 'condition';
/**
 * A condition or an operation that no list holds, by the ending medicine gives its name: an inflammation
 * (-itis), a disease state (-osis, -iasis), a blood condition (-emia), a disease (-opathy), a pain (-algia);
 * an excision (-ectomy), an incision (-otomy), an opening (-ostomy), a look inside (-oscopy), a repair
 * (-oplasty). "Peritonitis", "cysticercosis", "cryptosporidiosis", "a sigmoidoscopy". Not the everyday words
 * with those endings ("diagnosis", "osmosis", "academia", "nostalgia", "dichotomy", "homeopathy"). Tied
 * to a person as the lexicon's terms are. Each ending is looked for only in a text that holds it.
 * The endings and the everyday words that share them: medical-endings.ts.
 */
const MEDICAL_ENDING_WORDS: Recognizer = {
  ...PLAIN_TERMS,
  entity: 'MEDICAL_CONDITION',
  entityOf: (value) => KINDS[endingKind(value)],
  // Quoted or not ("'gastritis'"), but not inside a word joined by an apostrophe.
  pattern: new RegExp(String.raw`(?<![A-Za-z0-9/-]|[A-Za-z0-9]['’])[A-Za-z]{3,}(?:${MEDICAL_ENDINGS.map(([ending]) => ending).join('|')})(?![A-Za-z0-9-]|['’][A-Za-z])`, 'gi'),
  // Scanned only over a text that holds one of the endings: one look spares trying every word of most texts.
  onlyIn: new RegExp(MEDICAL_ENDINGS.map(([ending]) => ending).join('|'), 'i'),
  score: 0.3,
  // Said of people in general, as the lexicon's terms are not ("Patients with acromegaly are at increased risk").
  validate: (candidate, text, start) =>
    !NOT_MEDICAL.has(candidate.toLowerCase()) && !TERMS.has(keyOf(candidate)) && (text === undefined || !aboutPeopleInGeneral(text, start)),
};
/**
 * An acronym spoken letter by letter, as a transcript of a visit writes it ("Are you still experiencing G E
 * R D?", "you had U T I", "your P E T Scan", "a I V C filter"): the capitals run together are looked up as
 * the lexicon's term, a word after them included ("P E T Scan" is "PET scan"). Spelled out so, the letters
 * are the acronym and no everyday word, whatever the lexicon marks; two letters count only with a word after
 * them that the term holds ("C T scan", not "P E teacher"). Looked for only in a text with such a run.
 */
const SPELLED_LETTERS = /^[A-Z](?: [A-Z](?![A-Za-z0-9]))+/;
function spelledTermAt(candidate: string): { length: number; term: Term } | null {
  const letters = SPELLED_LETTERS.exec(candidate)?.[0];
  if (letters === undefined) return null;
  const joined = letters.replace(/ /g, '');
  const found = termOrOperationAt(joined + candidate.slice(letters.length));
  if (!found || found.length < joined.length || (joined.length < 3 && found.length === joined.length)) return null;
  return { length: found.length + letters.length - joined.length, term: found.term };
}
const SPELLED_TERMS: Recognizer = {
  ...PLAIN_TERMS,
  entityOf: (value) => spelledTermAt(value)?.term.entity ?? 'MEDICAL_CONDITION',
  pattern: /(?<![A-Za-z0-9])[A-Z](?: [A-Z]){1,5}(?![A-Za-z0-9])(?:[ \t]+[A-Za-z]+){0,2}/g,
  // Two letters and a space: every run the pattern can take holds them (two letters only with a word after),
  // and a pattern without look-arounds is the cheapest look over a text that has none.
  onlyIn: /[A-Z] [A-Z] /,
  score: (value) => (spelledTermAt(value)?.term.personal ? 0.65 : 0.3),
  validate: (candidate) => spelledTermAt(candidate)?.length ?? 0,
  requiresContext: false,
};
/**
 * A condition no list holds, named where only a condition can stand: after "diagnosed with", "a diagnosis
 * of", "tested positive for" or "a condition called" ("My colleague was diagnosed with flatback syndrome",
 * "a rare disorder called cryptorchidism", "I was diagnosed with cavaties"). The name runs from the cue,
 * past an article or a degree, to the first word that cannot be part of it (a time, a preposition, a
 * pronoun, an adverb) or a punctuation mark, at most four words. It is a condition's name if it ends in a
 * word that says so ("syndrome", "disease") or holds a lower-case word of five letters or more that no
 * dictionary has (not "npm"): everyday words after such a cue are more often an outage's or a project's ("a
 * diagnosis of the outage took two hours"). Where a listed term stands in it, the lexicon's finding is kept
 * and this one is not made.
 */
const NAMED_BY_DIAGNOSIS = new RegExp(
  String.raw`(?<![A-Za-z])(?:diagnosed[ \t]{1,3}(?:with|as[ \t]{1,3}having)|diagnosis[ \t]{1,3}of|tested[ \t]{1,3}positive[ \t]{1,3}for|(?:condition|disorder)[ \t]{1,3}(?:called|known[ \t]{1,3}as|named))` +
    String.raw`[ \t]{1,3}(?:(?:a|an|the|early|late|mild|severe|acute|chronic|advanced|early-stage|late-stage|stage[ \t]{1,3}[0-9IV]{1,4})[ \t]{1,3}){0,3}` +
    String.raw`(?<value>[A-Za-z][A-Za-z'’-]{1,40}(?:[ \t]{1,3}[A-Za-z0-9][A-Za-z0-9'’-]{0,40}){0,3})`,
  'dgi',
);
/** Words a condition's name does not hold: where the name after the cue ends, or why there is none ("diagnosed with it"). */
const NOT_IN_A_NAME: ReadonlySet<string> = new Set(
  (
    'a an the and or but nor in on at by for from to with without of into since after before during until than as so because while when ' +
    'which who whom whose that this these those there here it its he she they him her them his hers their theirs my mine our ours your yours ' +
    'me us we you i is was were are be been being has have had will would can could may might must should do does did not no ' +
    'last next yesterday today tonight tomorrow recently earlier ago year years month months week weeks day days time times back too also ' +
    'again now then just still already soon early late what something anything nothing everything one ones same both either neither some ' +
    'any all each other another such very called named known'
  ).split(' '),
);
/** What a name cannot be alone: a kind of thing, not which ("a rare condition", "the same illness", "a form of ..."). */
const NOT_A_NAME: ReadonlySet<string> = new Set(
  'condition conditions disease diseases disorder disorders illness illnesses syndrome problem problems issue issues thing things form kind type case bout episode rare serious mild severe terminal new unknown'.split(' '),
);
/** The last word of a condition's name that says it is one ("flatback syndrome", "cytomegaloviral disease"). */
const CONDITION_HEADS: ReadonlySet<string> = new Set(
  'syndrome disease disorder deficiency infection palsy fever virus poisoning allergy intolerance dystrophy atrophy sclerosis cancer carcinoma tumor tumour'.split(' '),
);
const diagnosedAs = (candidate: string): number => {
  let end = 0;
  let named = false;
  let unlisted = false;
  let last = '';
  for (const word of candidate.matchAll(/[^\s]+/g)) {
    const key = keyOf(word[0]);
    if (NOT_IN_A_NAME.has(key) || key.endsWith('ly')) break;
    // A listed term in it: the lexicon's recognizers find that, with its own span.
    if (startsATerm(word[0]) && termAt(candidate.slice(word.index))) return 0;
    end = word.index + word[0].length;
    named ||= !NOT_A_NAME.has(key);
    unlisted ||= /^[a-z-]{5,}(?:['’]s)?$/.test(word[0]) && !isDictionaryWord(key.replace(/['’]s$/, ''));
    last = key;
  }
  return named && (unlisted || CONDITION_HEADS.has(last)) ? end : 0;
};
const DIAGNOSED_UNLISTED: Recognizer = {
  ...PLAIN_TERMS,
  entity: 'MEDICAL_CONDITION',
  entityOf: undefined,
  pattern: NAMED_BY_DIAGNOSIS,
  // Not "called" alone: "the customer called from ..." is in most support tickets. Few alternatives, as V8
  // scans a long alternation several times slower.
  onlyIn: /iagnos|IAGNOS|ositive for|(?:ndition|isorder) (?:called|known|named)/,
  score: 0.3,
  validate: (candidate, text, start) => {
    const length = diagnosedAs(candidate);
    return length > 0 && (text === undefined || !aboutPeopleInGeneral(text, start)) ? length : 0;
  },
};
/**
 * A medicine no list holds, named where only a medicine stands: after "prescribed" or "a prescription for",
 * maybe with whom it was prescribed ("She was prescribed Olumiant", "prescribed him Arava"). One word no
 * dictionary has and no list holds as a given name: a word after "prescribed" is more often the care itself
 * ("prescribed rest", "prescribed a course of ...").
 */
const PRESCRIBED = /(?<![A-Za-z])(?:prescribed|prescription[ \t]{1,3}for|prescriptions[ \t]{1,3}for)[ \t]{1,3}(?:(?:him|her|me|them|us|you|a|an|the|some|his|my|their|new)[ \t]{1,3}){0,2}(?<value>[A-Za-z][A-Za-z-]{3,30})(?![A-Za-z0-9'’-])/dgi;
const PRESCRIBED_UNLISTED: Recognizer = {
  ...DIAGNOSED_UNLISTED,
  entity: 'MEDICATION',
  pattern: PRESCRIBED,
  onlyIn: /rescri/i,
  validate: (candidate, text, start) => {
    const key = keyOf(candidate);
    const unlisted = !isDictionaryWord(key) && !NOT_IN_A_NAME.has(key) && !PLAIN_GIVEN_NAMES.has(key) && !(startsATerm(candidate) && termAt(candidate));
    return unlisted && (text === undefined || !aboutPeopleInGeneral(text, start));
  },
};
/**
 * A medicine no list holds, by the dose written after it ("Zurzuvae 50 mg", "Leqembi 10mg/kg"): one word
 * no dictionary has, right before a number and its unit.
 */
const DOSED = /(?<![A-Za-z0-9'’-])[A-Za-z][A-Za-z-]{3,30}(?=[ \t]{1,2}\d{1,5}(?:[.,]\d{1,3})?[ \t]?(?:mg|mcg|µg|ml|mL|units?|iu|IU)(?![A-Za-z]))/g;
const DOSED_UNLISTED: Recognizer = {
  ...PRESCRIBED_UNLISTED,
  pattern: DOSED,
  // Looked for only in a text with a dose in milligrams, micrograms or millilitres, as nearly every dose is written.
  onlyIn: /\d ?(?:mg|mcg|ml|mL)\b/,
};
/**
 * A condition no list holds, by the word that ends its name after one no dictionary has, in lower case
 * ("cytomegaloviral disease", "flatback syndrome", "lysosomal storage disorder"): as NAMED_DISEASES finds a
 * capitalised one. Tied to a person as the lexicon's terms are. Not an infection, a virus or a poisoning:
 * those of computers are named so too ("a ransomware infection", "the wannacry virus").
 */
const COMPOUND_HEADS = ['syndrome', 'disease', 'disorder', 'deficiency'];
const UNLISTED_COMPOUND = new RegExp(
  String.raw`(?<![A-Za-z'’-])[a-z][a-z-]{1,40}(?:['’]s)?(?:[ \t]{1,3}[a-z][a-z-]{1,40}(?:['’]s)?)?[ \t]{1,3}(?:${COMPOUND_HEADS.join('|')})(?![A-Za-z])`,
  'g',
);
const UNLISTED_COMPOUNDS: Recognizer = {
  ...DIAGNOSED_UNLISTED,
  pattern: UNLISTED_COMPOUND,
  onlyIn: /isease|yndrome|isorder|eficiency/,
  validate: (candidate) => {
    const words = candidate.split(/[ \t]+/);
    const modifiers = words.slice(0, -1);
    // Scanning resumes inside a refused candidate, so its second word is tried as the name's start too.
    return modifiers.some((word) => word.length >= 5 && !isDictionaryWord(word.replace(/['’]s$/, ''))) &&
      !modifiers.some((word) => NOT_IN_A_NAME.has(word) || (startsATerm(word) && termAt(candidate.slice(candidate.indexOf(word)))))
      ? candidate.length
      : 0;
  },
};
export const HEALTH_RECOGNIZERS: readonly Recognizer[] = [
  EVERYDAY_TERMS,
  PLAIN_TERMS,
  NAMED_DISEASES,
  MEDICAL_ENDING_WORDS,
  SPELLED_TERMS,
  DIAGNOSED_UNLISTED,
  UNLISTED_COMPOUNDS,
  PRESCRIBED_UNLISTED,
  DOSED_UNLISTED,
  { ...EVERYDAY_TERMS, afterFindingsOf: HEALTH_ENTITIES },
];
