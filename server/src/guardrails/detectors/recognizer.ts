import { columnHeader } from './column-header.ts';
import { narrowed, scansStandIns, scanText } from './scan-text.ts';
import { CONTEXT_BOOST, type ContextMatcher, DEFAULT_CONTEXT_WORDS, hasContext, lastContext, sectionHeading, wordsAfter, wordsBefore } from './context.ts';

/**
 * One entity's recipe: a pattern finds well-formed candidates, a validator (checksums, ranges) drops the
 * ones that cannot be real, and context words around a candidate raise its score.
 *
 * Every pattern runs on V8 over user text, so each is written to stay linear: bounded repetitions only,
 * and a leading lookbehind that refuses to start inside a run of the candidate's own characters (so a
 * long run is tried once, from its start, never from each of its positions).
 */
export interface Recognizer {
  readonly entity: string;
  /** The entity of an accepted value, where one recognizer finds several kinds (a lexicon's conditions and medications). */
  readonly entityOf?: (value: string) => string;
  /**
   * Global. The candidate is the whole match, or the `value` group when the pattern has one (it then
   * needs the d flag for the group's indices), for a value only its surroundings identify.
   */
  readonly pattern: RegExp;
  /** A literal every match contains ("@", "://"): a text without it is not scanned. */
  readonly literal?: string;
  /** The same for a pattern costly to scan: a text it does not match anywhere (a cheap test) is not scanned. */
  readonly onlyIn?: RegExp;
  /**
   * Confidence for a valid candidate with no context word around it; a function sets it per candidate (a
   * grouped SSN says more than nine bare digits do).
   */
  readonly score: number | ((candidate: string) => number);
  /**
   * Whether the candidate holds. A validator that also finds the candidate's true extent (an IBAN's
   * grouped form can run on into the next word) returns the accepted length instead; 0 rejects, and
   * scanning resumes inside the candidate rather than after it. The text and the candidate's start are
   * given for a pattern whose cues differ in how much they vouch for the value.
   */
  readonly validate?: (candidate: string, text: string, start: number) => boolean | number;
  /** Words that raise the score when they stand just before (or a few words after) the candidate. */
  readonly context?: ContextMatcher;
  /**
   * How many words back the context may reach (a list of diagnosis codes needs more than one number does);
   * a function sets it per candidate (a record number that reads as a date needs its label right before it).
   */
  readonly contextWords?: number | ((candidate: string) => number);
  /** How many words after the candidate the context may reach ("... is Acme Bank's routing number"). */
  readonly followingWords?: number;
  /** The words that support a candidate when they follow it, where they differ from those before it (`context`). */
  readonly followingContext?: ContextMatcher;
  /**
   * Whether a candidate says what it is only through a context word: always for shapes that are just a
   * number (a bank account), or for some candidates only (an unformatted phone number). Without the word
   * such a candidate scores CONTEXT_BOOST lower, under the thresholds of all but the most sensitive policies.
   * The text and the candidate's start are given for a cue the recognizer reads itself.
   */
  readonly requiresContext?: boolean | ((candidate: string, text: string, start: number) => boolean);
  /**
   * Words before the candidate that mark it as something else ("order", "version", "AWS account ID"). Only
   * the words before count: the label of an identifier precedes it. When both kinds of word stand before
   * it, the nearer one labels the candidate ("call about NPI 2345678900" is an NPI, not a phone number),
   * and it outweighs a context word after the candidate unless another number stands between.
   */
  readonly negativeContext?: ContextMatcher;
  /**
   * Headings that label the short lines of a list below them ("Allergies:" over "Hydrochlorothiazide",
   * "Discharge Diagnosis:" over "Pancreatitis"): a candidate on such a line counts as supported when the
   * heading matches (see sectionHeading in context.ts), and so does one under a table's column they head.
   */
  readonly sectionContext?: ContextMatcher;
  /**
   * Tests that support a candidate when they hold for the words before it, as `context` does: a shape that
   * must tell a name from a word by its capital ("Linda's"), which `context`, folding case, cannot, or one
   * cheaper to check in code than in a case-folding pattern (a name looked up in a set). A shape that also
   * asks what follows ("No rashes." but not "No mass assignment") says `readsAfter`, and is given the few
   * words after the candidate in its sentence where they are known (judging a validated value), and the
   * value itself, for a shape that asks its case ("SYNCOPE." on a line of its own).
   */
  readonly contextShapes?: readonly { test(window: string, after?: string, value?: string): boolean; readonly readsAfter?: boolean }[];
  /**
   * Entities whose supported finding earlier in the same sentence supports the candidate too: a sentence
   * already about someone's health ("Emily's therapy sessions are focused on cognitive-behavioral therapy")
   * is about it to its end, however far back the words that said whose it is.
   */
  readonly sentenceEntities?: ReadonlySet<string>;
  /**
   * How many sentences back, within a paragraph, what supports a candidate may stand: a supported finding of
   * the sentence entities of the candidate's own entity, which the candidate refers back to ("My husband has
   * suffered with cramps at night. ... One capful calms the cramps"), or, for a candidate in a short
   * fragment of a sentence, a context word or shape in the sentence before ("Maria is out this week. Chemo
   * again."). 0 (the default): its own sentence only.
   */
  readonly sentenceReach?: number;
  /**
   * Wording anywhere in the text that makes the whole text speak of someone (a clinical report: "HISTORY OF
   * PRESENT ILLNESS", "Findings:", "The patient"): every candidate in such a text is supported, however far
   * from the words that said whose it is. Asked only of a candidate that validates and lacks nearer support;
   * a test that reads the whole text should remember its last answer (both health recognizers ask in turn).
   */
  readonly textContext?: { test(text: string): boolean };
  /**
   * Runs only when the recognizers before it in its list found one of these entities: a second pass whose
   * candidates only those findings can support, skipped in a text without them.
   */
  readonly afterFindingsOf?: ReadonlySet<string>;
  /** Candidates whose own form says what they are (a phone number with its "+" country code): no negative word vetoes them. */
  readonly unmistakable?: (candidate: string) => boolean;
  /**
   * A recognizer of values named again: the words of this entity's findings of the recognizers before it,
   * standing alone elsewhere in the text, are found too ("Dr. Okafor examined her. Okafor said ..."). Its
   * pattern is unused: the candidates are the words `words` takes from those findings, wherever they stand
   * as whole words outside every finding, and each must still pass `validate` where it stands.
   */
  readonly repeats?: {
    /** The words of a finding that can stand for all of it (a surname, not a title or a particle). */
    words: (value: string) => readonly string[];
    /** Whether the word at `start` stands for the finding there (not "Park Avenue" for "Grace Park"). */
    standsAt: (text: string, start: number, end: number) => boolean;
  };
  /**
   * A recognizer of values the findings before it point to, such as the other items of a list one of them
   * stands in ("Vin, Dwayne, Ty and Luda"). Its pattern is unused: the function is given the findings of
   * this entity so far, in order, and calls `accept` with each span it would add; a span that passes `validate`,
   * where no finding stands, is added with the recognizer's score, and `accept` says whether it was, so the
   * caller can go on from it (to the next item of the list).
   */
  readonly fromFindings?: (text: string, found: readonly Detection[], accept: (start: number, end: number) => boolean) => void;
}

export interface Detection {
  entity: string;
  start: number;
  end: number;
  score: number;
}

const round = (score: number) => Math.round(score * 100) / 100;

/**
 * The negative word that labels a candidate: the last one in `before`, unless a context phrase stands
 * nearer the candidate, or ends with it and is at least as long ("AWS account" beats "account").
 */
function negativeLabel(recognizer: Recognizer, candidate: string, before: string): { start: number; end: number } | undefined {
  const { context, negativeContext, unmistakable } = recognizer;
  if (negativeContext === undefined || unmistakable?.(candidate)) return undefined;
  const veto = lastContext(negativeContext, before);
  if (veto === undefined) return undefined;
  const label = context && lastContext(context, before);
  const outweighed = label !== undefined && (label.end > veto.end || (label.end === veto.end && label.start <= veto.start));
  return outweighed ? undefined : veto;
}

const DIGIT = /\d/;

const needsContext = ({ requiresContext }: Recognizer, value: string, text: string, start: number) =>
  typeof requiresContext === 'function' ? requiresContext(value, text, start) : requiresContext === true;

const contextReach = ({ contextWords }: Recognizer, value: string) => (typeof contextWords === 'function' ? contextWords(value) : contextWords);

const baseScore = ({ score }: Recognizer, value: string) => (typeof score === 'function' ? score(value) : score);

/** Where a finding's score ends up: context raises it, a shape that needed context and lacks it is lowered. */
function scoreOf(recognizer: Recognizer, value: string, supported: boolean, text: string, start: number): number {
  const shift = supported ? CONTEXT_BOOST : needsContext(recognizer, value, text, start) ? -CONTEXT_BOOST : 0;
  return round(Math.min(1, Math.max(0, baseScore(recognizer, value) + shift)));
}

/**
 * The findings of the current run that a context word supported, directly or as the earlier items of its
 * list. A set emptied as each run starts rather than a WeakSet: a run asks only of its own findings, and
 * a WeakSet's entries cost the collector (adding them took about 1.5% of a scan of the bench text).
 */
const supportedFindings = new Set<Detection>();

/**
 * The findings of the current run by where they end, in buckets of 64 characters, emptied as each run starts:
 * the questions below ask for findings just before a candidate, and walking every finding of a long text for
 * each candidate took seconds where a text held thousands of both.
 */
const findingsByEnd = new Map<number, Detection[]>();
const BUCKET_BITS = 6;
function addFinding(out: Detection[], detection: Detection): void {
  out.push(detection);
  const bucket = detection.end >> BUCKET_BITS;
  const list = findingsByEnd.get(bucket);
  if (list === undefined) findingsByEnd.set(bucket, [detection]);
  else list.push(detection);
}
/**
 * Whether a finding that ends within `reach` characters before `start` (or at it) passes `test`. Buckets are
 * read from the nearest back, but within a bucket in the order found: the questions asked are whether any
 * finding near enough holds, not which is nearest.
 */
function someFindingEndingBefore(start: number, reach: number, test: (finding: Detection) => boolean): boolean {
  const from = Math.max(0, start - reach);
  for (let bucket = start >> BUCKET_BITS; bucket >= from >> BUCKET_BITS; bucket--) {
    const list = findingsByEnd.get(bucket);
    if (list === undefined) continue;
    for (const finding of list) if (finding.end <= start && finding.end >= from && test(finding)) return true;
  }
  return false;
}

/** What stands between two items of one list: a comma, semicolon or slash, or "and"/"or". */
const LIST_SEPARATOR = /^\s?(?:[,;/]|,?\s(?:and|or))\s?$/i;
/** The longest text LIST_SEPARATOR takes. */
const MAX_SEPARATOR = 7;
/** How far back a finding may stand in the candidate's sentence: a run of text this long with no sentence end is no sentence. */
const MAX_SENTENCE = 1_000;

/**
 * Whether the candidate at `start` continues a list whose earlier item, of the same entity, a context word
 * supported: "IP addresses: 1::7:8, 1:2::8 and 1::8" labels all three, however many words the earlier
 * items take up.
 */
function continuesSupportedList(recognizer: Recognizer, text: string, start: number, candidate: string): boolean {
  // A recognizer that reports several entities (health terms: a condition, a procedure) continues a list of the candidate's own.
  // Only the item right before can be joined to the candidate by a separator alone.
  if (findingsByEnd.size === 0) return false;
  const entity = recognizer.entityOf?.(candidate) ?? recognizer.entity;
  return someFindingEndingBefore(
    start,
    MAX_SEPARATOR,
    (previous) => previous.entity === entity && supportedFindings.has(previous) && LIST_SEPARATOR.test(text.slice(previous.end, start)),
  );
}

/** Whether the context words or one of the case-sensitive context shapes stand in the window before a candidate. */
const shapesBefore = ({ context, contextShapes }: Recognizer, before: string, after?: () => string, value?: string) =>
  (context !== undefined && hasContext(context, before)) ||
  (contextShapes !== undefined && contextShapes.some((shape) => shape.test(before, shape.readsAfter ? after?.() : undefined, value)));

/** What ends a sentence, for sentenceEntities: a full stop, question or exclamation mark, semicolon or line break. */
const SENTENCE_END = /[.!?;\n]/;

/** A determiner right before a candidate that points back at something said already ("the cramps", "this pain"). */
const REFERS_BACK = /(?<![\p{L}\p{N}])(?:the|this|that|these|those)\s+$/iu;
/** What ends a paragraph: a blank line. */
const PARAGRAPH_END = /\n[ \t]*\n/;
/** How far back (in characters) a passage reaches, whatever its sentences: keeps each look bounded. */
const MAX_PASSAGE = 400;

/** How many sentence ends stand in `between` (a full stop before a digit or letter, "2.5", "e.g", is none). */
function sentenceEnds(between: string): number {
  let ends = 0;
  for (let i = 0; i < between.length; i++) if (SENTENCE_END.test(between[i]!) && !/[\p{L}\p{N}]/u.test(between[i + 1] ?? ' ')) ends++;
  return ends;
}

/**
 * Whether a supported finding of one of the recognizer's sentence entities stands earlier in the candidate's
 * sentence, or as many sentences back in its paragraph as the recognizer's sentence reach allows.
 */
function continuesSupportedSentence(recognizer: Recognizer, text: string, start: number, candidate: string): boolean {
  const { sentenceEntities, sentenceReach = 0 } = recognizer;
  if (sentenceEntities === undefined || supportedFindings.size === 0) return false;
  return someFindingEndingBefore(start, MAX_SENTENCE, (previous) => {
    if (!sentenceEntities.has(previous.entity) || !supportedFindings.has(previous)) return false;
    const between = text.slice(previous.end, start);
    if (!SENTENCE_END.test(between)) return true;
    // Across sentences, a finding of the same kind that the sentence refers back to ("... cramps at night.
    // ... calms the cramps", "leg pain. The pain was so severe"), not one a later sentence names in general
    // ("My therapy went fine. Exposure therapy research is funded").
    if (
      sentenceReach > 0 &&
      REFERS_BACK.test(text.slice(Math.max(0, start - 8), start)) &&
      previous.entity === (recognizer.entityOf?.(candidate) ?? recognizer.entity) &&
      between.length <= MAX_PASSAGE &&
      !PARAGRAPH_END.test(between) &&
      sentenceEnds(between) <= sentenceReach
    )
      return true;
    return false;
  });
}

/** How many words into its sentence a candidate may start for the sentence before to speak for it. */
const OPENING_WORDS = 4;
/** How many words that sentence may have in all: a fragment, not a sentence of its own. */
const FRAGMENT_WORDS = 6;

/**
 * For a recognizer with a sentence reach, whether the sentence before the candidate's holds a context word or
 * shape, when the candidate opens its own sentence (within its first few words) and the paragraph goes on.
 */
function previousSentenceSays(recognizer: Recognizer, text: string, start: number): boolean {
  if (!recognizer.sentenceReach) return false;
  const from = Math.max(0, start - MAX_PASSAGE);
  const before = text.slice(from, start);
  // The end of the sentence before: the last sentence end in the window that is followed by a space.
  let cut = -1;
  for (let i = before.length - 1; i >= 0; i--) {
    if (SENTENCE_END.test(before[i]!) && /\s/.test(before[i + 1] ?? ' ')) {
      cut = i;
      break;
    }
  }
  if (cut < 0 || PARAGRAPH_END.test(before.slice(cut))) return false;
  const opening = before.slice(cut + 1);
  if ((opening.match(/\S+/g)?.length ?? 0) > OPENING_WORDS) return false;
  // A fragment that leans on the sentence before ("Chemo again.", "Knee surgery went well."), not a
  // sentence with a subject of its own ("Exposure therapy research is funded by the grant.").
  const rest = wordsAfter(text, start, FRAGMENT_WORDS + 1);
  if ((opening.match(/\S+/g)?.length ?? 0) + (rest.match(/\S+/g)?.length ?? 0) > FRAGMENT_WORDS) return false;
  const previous = wordsBefore(text, from + cut, 2 * DEFAULT_CONTEXT_WORDS);
  return shapesBefore(recognizer, previous);
}

/** Whether the candidate's line is an item of a list whose heading the recognizer's section context matches. */
const underSection = ({ sectionContext }: Recognizer, text: string, start: number) =>
  sectionContext !== undefined && hasContext(sectionContext, sectionHeading(text, start));

/** Whether a candidate at [start, end) could score `minScore`: one that needs a context word must have one near it. */
function canReach(
  recognizer: Recognizer,
  candidate: string,
  minScore: number,
  text: string,
  start: number,
  end: number,
): boolean {
  if (!needsContext(recognizer, candidate, text, start) || baseScore(recognizer, candidate) - CONTEXT_BOOST >= minScore) return true;
  // A recognizer with a text context is judged whole (judge): its context is asked only of a candidate that
  // validates, since it reads the whole text, and a measuring validator may accept less than the pattern
  // matched, so the words after the value are not yet known ("fracture" of "fracture is seen").
  if (recognizer.textContext !== undefined) return true;
  if (continuesSupportedList(recognizer, text, start, candidate)) return true;
  const { context, followingWords } = recognizer;
  if (context === undefined) return false;
  return (
    shapesBefore(recognizer, wordsBefore(text, start, contextReach(recognizer, candidate))) ||
    hasContext(recognizer.followingContext ?? context, wordsAfter(text, end, followingWords)) ||
    headerSupports(recognizer, columnHeader(text, start)) ||
    underSection(recognizer, text, start) ||
    continuesSupportedSentence(recognizer, text, start, candidate)
  );
}

/** Separators between the values of one run ("4111111111111111 4111-1111-1111-1111"). */
const RUN_SEPARATORS = /^[ -]+/;

/**
 * Whether no candidate of this recognizer can reach `minScore` in `text`: each needs a context word
 * to, and none stands anywhere in the text. One search of the whole text spares looking around each
 * candidate (every number in a text is a candidate licence number).
 */
function contextlessText(recognizer: Recognizer, minScore: number, text: string): boolean {
  const { requiresContext, score, context } = recognizer;
  if (requiresContext !== true || typeof score !== 'number' || score - CONTEXT_BOOST >= minScore) return false;
  return context === undefined || !hasContext(context, text);
}

/** What is no part of a word, on either side of a repeated one: "Okafor's" repeats "Okafor", "Okafor-Smith" does not. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}_-]/u;

/** The words of the recognizer's entity's earlier findings, where they stand again alone (Recognizer.repeats). */
function recognizeRepeats(text: string, recognizer: Recognizer, minScore: number, out: Detection[]): void {
  const { repeats, entity } = recognizer;
  const score = baseScore(recognizer, '');
  if (repeats === undefined || score < minScore) return;
  const found = out.filter((d) => d.entity === entity);
  if (found.length === 0) return;
  const words = [...new Set(found.flatMap((d) => repeats.words(text.slice(d.start, d.end))))].slice(0, MAX_REPEATED_WORDS);
  const isTaken = takenBy(out);
  const added: Detection[] = [];
  for (const word of words) {
    for (let start = text.indexOf(word); start >= 0 && added.length < MAX_REPEATS; start = text.indexOf(word, start + 1)) {
      const end = start + word.length;
      if ((start > 0 && WORD_CHAR.test(text[start - 1]!)) || (end < text.length && WORD_CHAR.test(text[end]!))) continue;
      if (isTaken(start, end) || !repeats.standsAt(text, start, end)) continue;
      added.push({ entity, start, end, score });
    }
  }
  for (const detection of added) addFinding(out, detection);
}

/**
 * Whether a span overlaps one of `findings`: every finding by its start, asked in a binary search (a long
 * text with many names would otherwise compare each new span with each finding).
 */
function takenBy(findings: readonly Detection[]): (start: number, end: number) => boolean {
  const taken = findings.map((d) => [d.start, d.end] as const).sort((a, b) => a[0] - b[0]);
  const furthest: number[] = [];
  for (const [i, [, end]] of taken.entries()) furthest.push(Math.max(end, i > 0 ? furthest[i - 1]! : 0));
  return (start, end) => {
    // The last finding that starts before `end`: the spot is taken if any finding up to it reaches past `start`.
    let low = 0;
    let high = taken.length - 1;
    let last = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (taken[mid]![0] < end) {
        last = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    return last >= 0 && furthest[last]! > start;
  };
}

/** The longest span a fromFindings recognizer adds (an item of a list, a few words). */
const MAX_ADDED_SPAN = 256;

/** The spans the findings of the recognizer's entity point to (Recognizer.fromFindings), validated and added in turn. */
function recognizeFromFindings(text: string, recognizer: Recognizer, minScore: number, out: Detection[]): void {
  const { fromFindings, entity, validate } = recognizer;
  const score = baseScore(recognizer, '');
  if (fromFindings === undefined || score < minScore) return;
  const found = out.filter((d) => d.entity === entity);
  if (found.length === 0) return;
  const isTaken = takenBy(out);
  let added = 0;
  fromFindings(text, found, (start, end) => {
    if (added >= MAX_REPEATS || isTaken(start, end)) return false;
    // What this pass added is looked up by where it ends, as every finding is: the spans it adds are short.
    if (someFindingEndingBefore(end + MAX_ADDED_SPAN, end + MAX_ADDED_SPAN - start, (d) => d.start < end && start < d.end)) return false;
    if (validate !== undefined && validate(text.slice(start, end), text, start) !== true) return false;
    addFinding(out, { entity, start, end, score });
    added++;
    return true;
  });
}

/** Bounds on the names repeated in one text, however many it holds: the work stays linear in its length. */
const MAX_REPEATED_WORDS = 200;
const MAX_REPEATS = 2_000;

/**
 * The pattern a recognizer's `value` group is found with. V8 builds a match's indices (the d flag) slowly,
 * about 0.4 µs a match, which made the name recognizers' many matches in prose the costliest part of a
 * scan. So a pattern whose value group stands at its top level, after a lead with no alternation of its
 * own, is run without the flag: the lead becomes a group of its own, and the value starts where it ends.
 * Any other pattern keeps its indices.
 */
export function valueFinder(pattern: RegExp): RegExp {
  let finder = VALUE_FINDERS.get(pattern);
  if (finder === undefined) VALUE_FINDERS.set(pattern, (finder = leadCaptured(pattern) ?? pattern));
  return finder;
}
const VALUE_FINDERS = new WeakMap<RegExp, RegExp>();
const VALUE_GROUP = '(?<value>';
const LEAD_GROUP = 'lead';

function leadCaptured(pattern: RegExp): RegExp | undefined {
  const { source, flags } = pattern;
  // A numbered backreference would count the new group; a pattern without a value group needs no indices.
  if (!flags.includes('d') || /\\[1-9]/.test(source) || source.includes(`(?<${LEAD_GROUP}>`)) return undefined;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return undefined;
    else if (c === '(') {
      if (depth === 0 && source.startsWith(VALUE_GROUP, i)) {
        return new RegExp(`(?<${LEAD_GROUP}>${source.slice(0, i)})${source.slice(i)}`, flags.replace('d', ''));
      }
      depth++;
    }
  }
  return undefined;
}

/** Candidates of one recognizer in `text` scoring at least `minScore`, validated and scored. */
/** How a recognizer's pattern is run: with its lead captured (valueFinder), over the text's stand-in or not. */
interface Prepared {
  finder: RegExp;
  standIns: boolean;
}
/** Worked out once per list of recognizers: each scan of a text asks it of every recognizer of every model. */
const PREPARED = new WeakMap<readonly Recognizer[], readonly Prepared[]>();
function preparedOf(recognizers: readonly Recognizer[]): readonly Prepared[] {
  let prepared = PREPARED.get(recognizers);
  if (prepared === undefined) {
    prepared = recognizers.map(({ pattern }) => ({ finder: valueFinder(pattern), standIns: scansStandIns(pattern) }));
    PREPARED.set(recognizers, prepared);
  }
  return prepared;
}

function recognize(text: string, recognizer: Recognizer, minScore: number, out: Detection[], { finder: pattern, standIns }: Prepared): void {
  // One indexOf spares a pattern scan that would try every word of a text that cannot hold a match.
  if (recognizer.literal !== undefined && !text.includes(recognizer.literal)) return;
  if (recognizer.onlyIn !== undefined && !recognizer.onlyIn.test(text)) return;
  const { afterFindingsOf } = recognizer;
  if (afterFindingsOf !== undefined && !out.some((d) => afterFindingsOf.has(d.entity))) return;
  if (contextlessText(recognizer, minScore, text)) return;
  // The pattern runs over the text's one-byte stand-in where it may (scan-text.ts); what it found is read
  // from the text itself, at the same places.
  const scan = standIns ? scanText(text) : text;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(scan); m !== null; m = pattern.exec(scan)) {
    const lead = m.groups?.[LEAD_GROUP];
    const value = m.groups?.value;
    const group = lead === undefined ? m.indices?.groups?.value : undefined;
    let start = lead !== undefined && value !== undefined ? m.index + lead.length : group ? group[0] : m.index;
    let candidate =
      lead !== undefined && value !== undefined ? text.slice(start, start + value.length) : group ? text.slice(start, group[1]) : text.slice(start, start + m[0].length);
    for (;;) {
      const verdict = judge(text, recognizer, minScore, start, candidate, out);
      if (verdict === true) break;
      // Look again right after what was accepted, or after the first character when nothing was.
      // Candidates are bounded, so this stays linear.
      pattern.lastIndex = start + Math.max(verdict, 1);
      // What follows a measured value after a separator is judged as a value of its own: the pattern
      // will not start there, since it refuses to start inside a run.
      const separator = verdict > 0 ? RUN_SEPARATORS.exec(candidate.slice(verdict)) : null;
      if (separator === null || verdict + separator[0].length >= candidate.length) break;
      start += verdict + separator[0].length;
      candidate = candidate.slice(verdict + separator[0].length);
    }
  }
}

/**
 * Validates and scores one candidate, adding it to `out` when it holds and reaches `minScore`. Returns
 * true when the candidate was judged whole, or how much of it a measuring validator accepted (0: none).
 */
function judge(text: string, recognizer: Recognizer, minScore: number, start: number, candidate: string, out: Detection[]): true | number {
  const { validate, context, negativeContext } = recognizer;
  // A candidate that only its context word could lift to the threshold is not worth validating without
  // one (parsing a phone number against a dozen numbering plans is the costliest check here).
  if (!canReach(recognizer, candidate, minScore, text, start, start + candidate.length)) return 0;
  const verdict = validate ? validate(candidate, text, start) : true;
  // A candidate refused whole is passed over whole; a measured one reports how much of it holds.
  const judged = typeof verdict === 'number' ? verdict : true;
  if (verdict === false || verdict === 0) return judged;
  const value = verdict === true ? candidate : candidate.slice(0, verdict);
  const end = start + value.length;
  const before = context || negativeContext ? wordsBefore(text, start, contextReach(recognizer, value)) : '';
  const veto = negativeLabel(recognizer, value, before);
  // A negative word with no other number between it and the candidate ("NPI is 2345678900") is the
  // candidate's label whatever follows; one whose own value stands between ("Ticket 4521: 212-555-0147
  // is my cell") yields to a context word after the candidate.
  if (veto !== undefined && !DIGIT.test(before.slice(veto.end))) return judged;
  // In a pasted table the value's own column header labels it, for or against.
  const header = context || negativeContext ? columnHeader(text, start) : '';
  if (headerSays(header, negativeContext) && !headerSays(header, context)) return judged;
  const supported =
    context !== undefined &&
    ((veto === undefined && shapesBefore(recognizer, before, () => wordsAfter(text, end), value)) ||
      hasContext(recognizer.followingContext ?? context, wordsAfter(text, end, recognizer.followingWords)) ||
      headerSupports(recognizer, header) ||
      underSection(recognizer, text, start) ||
      continuesSupportedSentence(recognizer, text, start, value) ||
      (veto === undefined && continuesSupportedList(recognizer, text, start, value)) ||
      (veto === undefined && recognizer.textContext !== undefined && recognizer.textContext.test(text)) ||
      (veto === undefined && previousSentenceSays(recognizer, text, start)));
  if (!supported && veto !== undefined) return judged;
  const score = scoreOf(recognizer, value, supported, text, start);
  if (score >= minScore) {
    const detection = { entity: recognizer.entityOf?.(value) ?? recognizer.entity, start, end, score };
    if (supported) supportedFindings.add(detection);
    addFinding(out, detection);
  }
  return judged;
}

/**
 * Whether a column's header supports the values under it: a context word, or a heading that labels the items
 * of a list below it (Recognizer.sectionContext), which a column's cells are ("Diagnosis" over "asthma").
 */
function headerSupports({ context, sectionContext }: Recognizer, header: string): boolean {
  return headerSays(header, context) || headerSays(header, sectionContext);
}

/** Whether a column header (empty when there is none) holds a phrase of `matcher`. Not a closure in judge: it runs per candidate. */
function headerSays(header: string, matcher: ContextMatcher | undefined): boolean {
  return header !== '' && matcher !== undefined && hasContext(matcher, header);
}

const overlaps = (a: Detection, b: Detection) => a.start < b.end && b.start < a.end;

interface Ranked {
  detection: Detection;
  /** Recognizer order, the last tie-breaker. */
  order: number;
}

const byStrength = (a: Ranked, b: Ranked) =>
  b.detection.score - a.detection.score ||
  b.detection.end - b.detection.start - (a.detection.end - a.detection.start) ||
  a.order - b.order;

/** Whether `outer` holds all of `inner` and more, as a finding of the same entity. */
const holds = (outer: Detection, inner: Detection) =>
  outer !== inner && outer.entity === inner.entity && outer.start <= inner.start && inner.end <= outer.end && outer.end - outer.start > inner.end - inner.start;

/**
 * Keeps the strongest candidates of one cluster of overlapping candidates that do not overlap each other.
 * A candidate that another of the same entity holds whole gives way to it, which takes its score if
 * higher: the more one recognizer knows of a value does not make another's fuller reading of it wrong
 * ("Caspar" a listed name, "Gunda Caspar" the whole of it).
 */
function resolveCluster(cluster: Ranked[], kept: Detection[]): void {
  if (cluster.length === 1) {
    kept.push(cluster[0]!.detection);
    return;
  }
  const whole = cluster.filter(({ detection }) => !cluster.some((other) => holds(other.detection, detection)));
  for (const item of whole) {
    const held = cluster.filter(({ detection }) => holds(item.detection, detection));
    if (held.length > 0) item.detection = { ...item.detection, score: Math.max(item.detection.score, ...held.map((h) => h.detection.score)) };
  }
  const chosen: Detection[] = [];
  for (const { detection } of whole.sort(byStrength)) if (!chosen.some((c) => overlaps(c, detection))) chosen.push(detection);
  kept.push(...chosen.sort((a, b) => a.start - b.start));
}

/**
 * Runs a detector's recognizers, keeping the candidates that score at least `minScore` (a policy's
 * sensitivity). Where candidates of one detector overlap (a ten-digit number that is both a valid NPI
 * and a valid NHS number), the better-supported one stands: higher score, then longer, then the earlier
 * recognizer in the list; but a candidate that another of its entity holds whole gives way to that one
 * (resolveCluster). Overlaps are settled cluster by cluster, so the work stays linear in the
 * number of candidates.
 */
export function runRecognizers(written: string, recognizers: readonly Recognizer[], minScore: number): Detection[] {
  const text = narrowed(written);
  supportedFindings.clear();
  findingsByEnd.clear();
  const all: Detection[] = [];
  const prepared = preparedOf(recognizers);
  for (let i = 0; i < recognizers.length; i++) {
    const recognizer = recognizers[i]!;
    if (recognizer.repeats !== undefined) recognizeRepeats(text, recognizer, minScore, all);
    else if (recognizer.fromFindings !== undefined) recognizeFromFindings(text, recognizer, minScore, all);
    else recognize(text, recognizer, minScore, all, prepared[i]!);
  }
  if (all.length < 2) return all;
  const ranked = all.map((detection, order) => ({ detection, order })).sort((a, b) => a.detection.start - b.detection.start);
  const kept: Detection[] = [];
  let cluster: Ranked[] = [];
  let clusterEnd = -1;
  for (const item of ranked) {
    if (item.detection.start >= clusterEnd && cluster.length > 0) {
      resolveCluster(cluster, kept);
      cluster = [];
    }
    cluster.push(item);
    clusterEnd = Math.max(clusterEnd, item.detection.end);
  }
  resolveCluster(cluster, kept);
  return kept;
}
