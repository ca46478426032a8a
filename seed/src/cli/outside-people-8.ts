// node --import tsx seed/src/cli/outside-people-8.ts
// Writes seed/corpus/outside-people-8.jsonl (the part tuned on), seed/corpus/outside-people-8-unseen.jsonl and
// seed/corpus/outside-people-8-unseen-2.jsonl (two parts kept unseen): an eighth outside set of sentences nobody
// on this project wrote, with the people in them marked by someone else, to measure the PERSON detector on
// news, interviews, biographies, travel guides, academic papers and court hearings.
//
// Source: GUM, the Georgetown University Multilayer Corpus (Zeldes, "The GUM Corpus: Creating Multilayer
// Resources in the Classroom", Language Resources and Evaluation 51(3), 2017), repository amir-zeldes/gum, folder
// dep/ (CoNLL-U with CorefUD entity brackets in the MISC column), each file at the commit listed in DOCUMENTS
// below: 043b07be61cf223e412820adc53f1703d83a1771 (the two academic files),
// 1f87216a498df8951bd6ea46c2727b68c649e6dc (court_carpet),
// 19bca9935147b1b0929c14d9a3544f281b573da3 (news_afghan) and 01f29e4aa00529b809a7a1adc157047127a0a449 (the rest).
// The annotations are CC BY 4.0; the texts keep their own licences, and only genres whose licences allow
// this use are taken: news and interview (Wikinews, CC BY 2.5), bio (Wikipedia, CC BY-SA 3.0), voyage (Wikivoyage,
// CC BY-SA 3.0), academic (CC BY 4.0) and court (CC BY 4.0). Nothing is fetched: each document is kept in
// seed/corpus/sources/gum/<document>.conllu, trimmed to the lines `# newdoc id`, `# sent_id` and `# text` and, of
// each token line, four columns (ID, FORM, UPOS, MISC), all copied unchanged, with a blank line after each
// sentence (multiword-token and empty-node lines left out). They stay under those licences, with that
// attribution, as do the corpus lines made from them.
//
// Which documents (a fixed rule, so that nobody chose them by what they hold): for each of the six genres, the
// first two files in alphabetical order whose names start with GUM_<genre>_; but the second court file
// (GUM_court_crash), a criminal trial that names its victims, children among them, is left out: such names are
// not for a test corpus, whatever the licence allows. The documents, in that order (genre
// by genre, alphabetical), go in turn to the tuning part, the unseen part and the second unseen part, so that a
// document stays in one part and each genre is spread over the parts.
//
// Which sentences: every sentence of those documents with a mention (of any entity type) that holds a proper
// noun (a PROPN token), and every sentence with a person label; a sentence without a person label is a
// negative. A sentence's text is its `# text` line as it stands.
//
// The person labels, by the rules below (each a named piece of code):
// a. MENTIONS: a person mention is the span from `(person-N` (or, in the newer bracket style, `(N-person-`) to
//    the bracket that closes the same entity, parsed with a stack per entity id, as brackets nest and several
//    stand on one token.
// b. NAME_RUNS: the name in a person mention is each run of its own PROPN tokens (not those of a mention nested
//    inside it), a title or rank at a run's start left out (TITLES) and so a possessive "'s" (a PART, never in a
//    run). Two runs in one mention (a coordination, a name and an appositive) are two names. Added for these
//    texts: letters after a name are left out too (POST_NOMINALS: "Daniel Bernoulli FRS" is Daniel Bernoulli);
//    a title alone after an article or ordinal is a rank, no name (RANK: "a Fellow at King's College");
//    the place of a peer's title is no name (TITLE_OF: "Clare" of "2nd Earl of Clare"); a speaker's restart
//    inside a name keeps the name whole (RESTART: "Nick Ro- Roberts" is one name, not "Nick" and "Roberts");
//    a people or group GUM types as person is no person's name (GROUPS: "the Huguenots", "the Rohingya", "the
//    ten tribes of early Athens"); and a run that ends in an office is that office, no name (OFFICES:
//    "inducted as International President", "the State Department Spokesperson"). A title is one whether
//    written with a capital or not ("Major general Fuad Basya" is Fuad Basya).
// c. A person mention with no PROPN of its own ("his mother", "the curator", "he") gives no label.
// d. NAMED_AFTER: a person mention inside a mention of another type that is itself a name (all its words PROPN:
//    "the Andy Warhol Foundation", "The Jacob cycle at Auckland Castle") gives no label, the whole being that
//    thing's name; but a possessor stays a person ("Joseph Louis Lagrange's Mécanique Analytique"), and a person
//    inside a mention that is not a name ("Warhol's photo legacy") is labelled as usual.
// e. valueOf: a label is the text of its run as it stands in the sentence's `# text`: each token's FORM is
//    found in the text in order, and the label runs from the first token's start to the last token's end.
import { readFileSync } from 'node:fs';
import { firstOfEachText, writeParts, type OutsideSourceOf } from './outside-source.ts';

interface Token {
  form: string;
  upos: string;
  misc: string;
}

interface Sentence {
  id: string;
  text: string;
  tokens: Token[];
}

/** A mention: the tokens from `start` to `end` (both in), of one entity. */
interface Mention {
  entity: string;
  type: string;
  start: number;
  end: number;
  /** The order it opened in, so that of two mentions over the same tokens the later is the inner. */
  order: number;
}

interface Case {
  text: string;
  genre: string;
  /** The people named, in the order they stand. */
  marked: string[];
}

const REPO = 'amir-zeldes/gum';

/** The text licence of each genre taken (the annotations are CC BY 4.0 throughout). */
const LICENCES: Readonly<Record<string, string>> = {
  academic: 'CC-BY-4.0',
  bio: 'CC-BY-SA-3.0',
  court: 'CC-BY-4.0',
  interview: 'CC-BY-2.5',
  news: 'CC-BY-2.5',
  voyage: 'CC-BY-SA-3.0',
};

/** The documents, genre by genre and in alphabetical order, each with the commit its file was read at. */
const DOCUMENTS: ReadonlyArray<{ name: string; commit: string }> = [
  { name: 'GUM_academic_art', commit: '043b07be61cf223e412820adc53f1703d83a1771' },
  { name: 'GUM_academic_census', commit: '043b07be61cf223e412820adc53f1703d83a1771' },
  { name: 'GUM_bio_bernoulli', commit: '01f29e4aa00529b809a7a1adc157047127a0a449' },
  { name: 'GUM_bio_byron', commit: '01f29e4aa00529b809a7a1adc157047127a0a449' },
  { name: 'GUM_court_carpet', commit: '1f87216a498df8951bd6ea46c2727b68c649e6dc' },
  { name: 'GUM_interview_ants', commit: '01f29e4aa00529b809a7a1adc157047127a0a449' },
  { name: 'GUM_interview_brotherhood', commit: '01f29e4aa00529b809a7a1adc157047127a0a449' },
  { name: 'GUM_news_afghan', commit: '19bca9935147b1b0929c14d9a3544f281b573da3' },
  { name: 'GUM_news_asylum', commit: '01f29e4aa00529b809a7a1adc157047127a0a449' },
  { name: 'GUM_voyage_athens', commit: '01f29e4aa00529b809a7a1adc157047127a0a449' },
  { name: 'GUM_voyage_chatham', commit: '01f29e4aa00529b809a7a1adc157047127a0a449' },
];

/** Titles and ranks before a name, left out of its span: outside-people-7's, and those of these texts. */
const TITLES = new Set([
  'Mr', 'Mr.', 'Mrs', 'Mrs.', 'Ms', 'Ms.', 'Dr', 'Dr.', 'Sir', 'Dame', 'Lord', 'Lady', 'Lt', 'Lt.', 'Gen', 'Gen.', 'Col', 'Col.', 'Capt', 'Capt.',
  'Sgt', 'Sgt.', 'Maj', 'Maj.', 'Adm', 'Adm.', 'Rev', 'Rev.', 'St', 'St.', 'Prof', 'Prof.', 'General', 'Colonel', 'Captain', 'Major', 'Lieutenant',
  'Admiral', 'President', 'King', 'Queen', 'Prince', 'Princess', 'Pope', 'Saint', 'Emperor', 'Empress', 'Duke', 'Count', 'Senator', 'Governor',
  'Professor', 'Judge', 'Justice', 'Officer', 'Detective', 'Sergeant', 'Rep.', 'Representative', 'Chief',
  // Added for these texts: "Miss Chaworth", a peer's rank ("2nd Earl of Clare"), and a fellowship held ("a
  // Fellow at King's College"), which GUM tags as proper nouns.
  'Miss', 'Earl', 'Baron', 'Baroness', 'Viscount', 'Marquess', 'Countess', 'Fellow', 'Ambassador', 'Prime', 'Minister', 'Secretary',
]);

/** A title, written with a capital or not ("Major general Fuad Basya"). */
const isTitle = (form: string) => TITLES.has(form) || TITLES.has(form.charAt(0).toUpperCase() + form.slice(1));

/** Offices that end a run of proper nouns with no name after them ("International President"): no name. */
const OFFICES = new Set([
  'President', 'Vice-President', 'Ambassador', 'Chairman', 'Chairwoman', 'Chair', 'Secretary', 'Minister', 'Director',
  'Governor', 'Senator', 'Professor', 'Fellow', 'Spokesperson', 'Spokesman', 'Spokeswoman',
]);

/** Letters after a name for an honour or degree ("Daniel Bernoulli FRS"), left out of its span like a title. */
const POST_NOMINALS = new Set(['FRS', 'FRSE', 'PhD', 'MD', 'QC', 'KC', 'OBE', 'MBE', 'CBE', 'KBE']);

/**
 * Peoples and groups GUM types as person ("the Huguenots", "the Taliban", "One Rohingya"), and a city standing
 * for its people ("the ten tribes of early Athens"): no one person's name. (A family named in the plural, "the
 * younger Bernoullis", stays a name, as CoNLL's guidelines have "the Kennedys".)
 */
const GROUPS = new Set([
  'Huguenots', 'Muslims', 'Afghans', 'Taliban', 'Bangladeshis', 'Rohingya', 'Athens', 'Moriori', 'Maori', 'Te Imi Moriori',
]);

/** The sentences of one trimmed document. */
function readDocument(name: string): Sentence[] {
  const conllu = readFileSync(new URL(`../../corpus/sources/gum/${name}.conllu`, import.meta.url), 'utf8');
  const sentences: Sentence[] = [];
  let sentence: Sentence | undefined;
  for (const line of conllu.split('\n')) {
    if (line.startsWith('# sent_id = ')) sentence = { id: line.slice('# sent_id = '.length), text: '', tokens: [] };
    else if (line.startsWith('# text = ')) sentence!.text = line.slice('# text = '.length);
    else if (line === '') {
      if (sentence !== undefined) sentences.push(sentence);
      sentence = undefined;
    } else if (!line.startsWith('#')) {
      const [id, form, upos, misc] = line.split('\t');
      if (/^\d+$/.test(id!)) sentence!.tokens.push({ form: form!, upos: upos!, misc: misc! });
    }
  }
  if (sentence !== undefined) sentences.push(sentence);
  return sentences;
}

/** The brackets of a token's `Entity=` value, in order: an opening (with its label) or a closing. */
function bracketsOf(misc: string): Array<{ open: boolean; close: boolean; label: string }> {
  const value = misc.split('|').find((field) => field.startsWith('Entity='))?.slice('Entity='.length) ?? '';
  const brackets: Array<{ open: boolean; close: boolean; label: string }> = [];
  for (const [, open, label, close] of value.matchAll(/(\(?)([^()]+)(\)?)/g)) {
    brackets.push({ open: open === '(', close: close === ')', label: label! });
  }
  return brackets;
}

/** A bracket's entity and type: `person-3-Lord_Byron` (type first) or `2-person-new-sssss-...` (id first). */
function entityOf(label: string): { entity: string; type: string } {
  const fields = label.split('-');
  return /^\d+$/.test(fields[0]!) ? { entity: fields[0]!, type: fields[1] ?? '' } : { entity: fields[1]!, type: fields[0]! };
}

/** a. MENTIONS: every mention of a sentence, from its brackets, with a stack of open mentions per entity. */
function mentionsOf(sentence: Sentence): Mention[] {
  const open = new Map<string, Mention[]>();
  const mentions: Mention[] = [];
  let order = 0;
  sentence.tokens.forEach((token, i) => {
    for (const bracket of bracketsOf(token.misc)) {
      const { entity, type } = entityOf(bracket.label);
      if (bracket.open) {
        const mention = { entity, type, start: i, end: -1, order: order++ };
        if (bracket.close) mentions.push({ ...mention, end: i });
        else open.set(entity, [...(open.get(entity) ?? []), mention]);
      } else {
        const mention = open.get(entity)?.pop();
        if (mention === undefined) throw new Error(`${sentence.id}: ${bracket.label}) closes no mention`);
        mentions.push({ ...mention, end: i });
      }
    }
  });
  const unclosed = [...open.values()].flat();
  if (unclosed.length > 0) throw new Error(`${sentence.id}: ${unclosed.map((m) => m.entity).join(', ')} left open`);
  return mentions;
}

/** Whether mention `inner` lies inside mention `outer` (the same tokens count, if `inner` opened later). */
const inside = (inner: Mention, outer: Mention) =>
  inner !== outer && outer.start <= inner.start && inner.end <= outer.end && (outer.start < inner.start || inner.end < outer.end || outer.order < inner.order);

/** Words that may stand between the proper nouns of a name ("the", "of", "&", "'s", punctuation). */
const NAME_GLUE = new Set(['DET', 'ADP', 'CCONJ', 'PART', 'PUNCT']);

/** Whether a mention is itself a name: each of its words a PROPN but for articles, "of", "&" and the like. */
const isName = (sentence: Sentence, mention: Mention) => {
  const tokens = sentence.tokens.slice(mention.start, mention.end + 1);
  return tokens.some((t) => t.upos === 'PROPN') && tokens.every((t) => t.upos === 'PROPN' || NAME_GLUE.has(t.upos));
};

/** Whether a person mention ends in a possessive inside `outer` ("Lagrange's Mécanique Analytique"). */
const isPossessor = (sentence: Sentence, person: Mention, outer: Mention) => {
  const last = sentence.tokens[person.end]!;
  const next = sentence.tokens[person.end + 1];
  const possessive = (t: Token | undefined) => t?.upos === 'PART' && /^[’']s?$/.test(t.form);
  return possessive(last) || (person.end < outer.end && possessive(next));
};

/** d. NAMED_AFTER: a person mention that is part of another thing's name (a firm, a building, a work). */
const namedAfter = (sentence: Sentence, person: Mention, mentions: readonly Mention[]) =>
  mentions.some((outer) => outer.type !== 'person' && inside(person, outer) && isName(sentence, outer) && !isPossessor(sentence, person, outer));

/** b. NAME_RUNS: the runs of a person mention's own PROPN tokens (not a nested mention's), titles left out. */
function nameRuns(sentence: Sentence, person: Mention, mentions: readonly Mention[]): Array<[number, number]> {
  const nested = mentions.filter((m) => inside(m, person));
  const own = (i: number) => !nested.some((m) => m.start <= i && i <= m.end);
  const tokens = sentence.tokens;
  const runs: Array<[number, number]> = [];
  for (let i = person.start; i <= person.end; i++) {
    if (!own(i) || tokens[i]!.upos !== 'PROPN') continue;
    const previous = runs.at(-1);
    // RESTART: a word the speaker broke off ("Ro-") between two proper nouns of one name keeps them one run.
    const restart = previous !== undefined && previous[1] === i - 2 && own(i - 1) && /^\p{L}+-$/u.test(tokens[i - 1]!.form);
    if (previous !== undefined && (previous[1] === i - 1 || restart)) previous[1] = i;
    else runs.push([i, i]);
  }
  return runs.flatMap(([start, end]) => {
    let from = start;
    let to = end;
    while (from < to && isTitle(tokens[from]!.form)) from++;
    while (from < to && POST_NOMINALS.has(tokens[to]!.form)) to--;
    // RANK: a title alone after an article or an ordinal is a rank held, not a name ("a Fellow at King's
    // College", "2nd Earl of Clare"); alone elsewhere it may be a surname ("Baron & Beresford 2014").
    const before = tokens[from - 1];
    const rank = from === to && isTitle(tokens[from]!.form) && (before?.upos === 'DET' || /^\d+(st|nd|rd|th)$/.test(before?.form ?? ''));
    // TITLE_OF: the place a peer is of ("2nd Earl of Clare"), after "of" and a title.
    const titleOf = before?.form === 'of' && isTitle(tokens[from - 2]?.form ?? '');
    const group = GROUPS.has(tokens.slice(from, to + 1).map((t) => t.form).join(' '));
    // OFFICE: a run that ends in the name of an office is that office, not a name ("inducted as International
    // President").
    const office = OFFICES.has(tokens[to]!.form);
    return !rank && !titleOf && !group && !office ? [[from, to] as [number, number]] : [];
  });
}

/** e. The text of tokens `start` to `end` as it stands in the sentence, each FORM found in turn from the left. */
function valueOf(sentence: Sentence, start: number, end: number): string {
  let cursor = 0;
  const at: Array<[number, number]> = sentence.tokens.map((token) => {
    const found = sentence.text.indexOf(token.form, cursor);
    if (found < 0) throw new Error(`${sentence.id}: "${token.form}" is not in "${sentence.text}" after ${cursor}`);
    cursor = found + token.form.length;
    return [found, cursor];
  });
  return sentence.text.slice(at[start]![0], at[end]![1]);
}

/** The people a sentence names (rules a to e), in the order they stand. */
function peopleOf(sentence: Sentence, mentions: readonly Mention[]): string[] {
  return mentions
    .filter((m) => m.type === 'person' && !namedAfter(sentence, m, mentions))
    .flatMap((m) => nameRuns(sentence, m, mentions))
    .sort((a, b) => a[0] - b[0])
    .map(([start, end]) => valueOf(sentence, start, end));
}

/** A document's cases: its sentences with a proper noun in a mention, or a person. */
function casesOf(name: string): Case[] {
  const genre = name.split('_')[1]!;
  return readDocument(name).flatMap((sentence) => {
    const mentions = mentionsOf(sentence);
    const marked = peopleOf(sentence, mentions);
    const named = mentions.some((m) => sentence.tokens.slice(m.start, m.end + 1).some((t) => t.upos === 'PROPN'));
    return named || marked.length > 0 ? [{ text: sentence.text, genre, marked }] : [];
  });
}

const PARTS = ['outside-people-8.jsonl', 'outside-people-8-unseen.jsonl', 'outside-people-8-unseen-2.jsonl'] as const;

const read: Array<OutsideSourceOf<Case>> = DOCUMENTS.map(({ name, commit }) => ({
  repo: REPO,
  path: `dep/${name}.conllu`,
  commit,
  licence: `${LICENCES[name.split('_')[1]!]!} (annotations CC-BY-4.0)`,
  cases: casesOf(name),
}));

// A sentence text that comes again (a heading, a repeated line) is kept once, where it first stands, across
// all the parts.
const firsts = new Set(firstOfEachText(read.flatMap((source) => source.cases)));
const sources = read.map((source) => ({ ...source, cases: source.cases.filter((c) => firsts.has(c)) }));

const labelsOf = (c: Case) => c.marked.map((value) => ({ entity: 'PERSON', value }));

PARTS.forEach((file, part) => {
  // The documents in turn: the first to the tuning part, the second to the unseen part, the third to the
  // second unseen part, the fourth to the tuning part again, and so on.
  const inPart = sources.filter((_, i) => i % PARTS.length === part);
  writeParts(inPart, labelsOf, [file]);
  const count = (cases: readonly Case[]) =>
    `${cases.length} sentences, ${cases.reduce((n, c) => n + c.marked.length, 0)} person labels, ${cases.filter((c) => c.marked.length === 0).length} negatives`;
  const cases = inPart.flatMap((source) => source.cases);
  console.log(`  ${count(cases)}`);
  for (const genre of Object.keys(LICENCES)) {
    const ofGenre = cases.filter((c) => c.genre === genre);
    if (ofGenre.length > 0) console.log(`    ${genre}: ${count(ofGenre)}`);
  }
});
