// What the scripts that copy outside test material into seed/corpus share: where a sentence came from, how
// its labels are placed in it, and how a corpus is written in a tuning part and an unseen part.
import { writeFileSync } from 'node:fs';

/** A file of public test material the sentences were copied from, as each corpus line cites it. */
export interface OutsideSource {
  repo: string;
  path: string;
  commit: string;
  licence: string;
}

/** A source with the sentences copied from it. */
export interface OutsideSourceOf<C> extends OutsideSource {
  cases: C[];
}

/** The source as a corpus line cites it (without its cases). */
export const citation = ({ repo, path, commit, licence }: OutsideSource): OutsideSource => ({ repo, path, commit, licence });

/**
 * The labels of one text in the order their values stand in it, each at its next occurrence no label of
 * its entity covers yet, as the bench (corpora.ts) places them, so a repeated value lands where it is meant. Throws, naming `where`, when a
 * value is not in the text.
 */
export function placeLabels<L extends { value: string; entity?: string }>(text: string, labels: readonly L[], where: string): L[] {
  return placedAt(text, labels, where).map((p) => p.label);
}

/** placeLabels, with where each label stands, in the order they stand. */
function placedAt<L extends { value: string; entity?: string }>(text: string, labels: readonly L[], where: string): Array<{ at: number; label: L }> {
  const placed: Array<{ at: number; label: L }> = [];
  // Taken: an occurrence a label of the same entity already covers any of ("fracture" after "hip fracture").
  const taken = (at: number, label: L) =>
    placed.some((p) => p.label.entity === label.entity && p.at < at + label.value.length && at < p.at + p.label.value.length);
  // As the bench does: an occurrence inside a longer word ("CT" in "RECONSTRUCTION") is passed over while a
  // whole-word one follows.
  const insideWord = (at: number, end: number) =>
    (/[\p{L}\p{N}]/u.test(text[at - 1] ?? ' ') && /[\p{L}\p{N}]/u.test(text[at] ?? ' ')) ||
    (/[\p{L}\p{N}]/u.test(text[end - 1] ?? ' ') && /[\p{L}\p{N}]/u.test(text[end] ?? ' '));
  for (const label of labels) {
    let at = text.indexOf(label.value);
    while (at >= 0 && taken(at, label)) at = text.indexOf(label.value, at + 1);
    let whole = at;
    while (whole >= 0 && (taken(whole, label) || insideWord(whole, whole + label.value.length))) whole = text.indexOf(label.value, whole + 1);
    if (whole >= 0) at = whole;
    if (at < 0) throw new Error(`${where}: "${label.value}" is not in "${text}"`);
    placed.push({ at, label });
  }
  return placed.sort((a, b) => a.at - b.at);
}

/**
 * The text a reader saw before it was split into tokens, from the tokens joined by one space: contractions,
 * ellipses and punctuation rejoined (NER corpora keep "did n't", "Howe 's", "( see )" apart).
 */
export function rejoinedTokens(joined: string): string {
  return joined
    .replace(/ n't\b/g, "n't")
    .replace(/ '(s|ve|ll|re|m|d)\b/g, "'$1")
    .replace(/ \. \. \./g, '...')
    .replace(/ ([,.!?;:)\]”])/g, '$1')
    .replace(/([([“]) /g, '$1');
}

/** The items whose text was not seen before (a text two test files share is kept once, from the first). */
export function firstOfEachText<C extends { text: string }>(cases: Iterable<C>): C[] {
  const seen = new Set<string>();
  return [...cases].filter((c) => !seen.has(c.text) && seen.add(c.text));
}

/**
 * Writes a corpus in parts, seed/corpus/<file> for each of `files`: the texts of each source (the first of
 * each text across the sources) go to them in turn, each line with its labels placed and its source cited.
 * Prints what each part holds. One file takes every text.
 */
export function writeParts<C extends { text: string }>(
  sources: readonly OutsideSourceOf<C>[],
  labelsOf: (item: C) => Array<{ entity: string; value: string }>,
  files: readonly string[],
  /** What keeps texts together in one part (a story's sentences); each text goes on its own when absent. */
  groupOf?: (item: C) => string,
): void {
  const parts: string[][] = files.map(() => []);
  const firsts = new Set(firstOfEachText(sources.flatMap((source) => source.cases)));
  for (const source of sources) {
    const groups: string[] = [];
    source.cases.forEach((item, index) => {
      if (!firsts.has(item)) return;
      const group = groupOf?.(item) ?? String(index);
      if (!groups.includes(group)) groups.push(group);
      const line = JSON.stringify({ text: item.text, entities: placeLabels(item.text, labelsOf(item), source.path), source: citation(source) });
      parts[groups.indexOf(group) % files.length]!.push(line);
    });
  }
  files.forEach((file, i) => {
    writeFileSync(new URL(`../../corpus/${file}`, import.meta.url), `${parts[i]!.join('\n')}\n`);
    const labels = parts[i]!.reduce((n, l) => n + (l.match(/"entity"/g)?.length ?? 0), 0);
    console.log(`${file}: ${parts[i]!.length} texts, ${labels} labels`);
  });
}

/** writeParts in a tuning part and an unseen part, the texts going to them in turn. */
export const writeTwoParts = <C extends { text: string }>(
  sources: readonly OutsideSourceOf<C>[],
  labelsOf: (item: C) => Array<{ entity: string; value: string }>,
  [tune, unseen]: readonly [tune: string, unseen: string],
  groupOf?: (item: C) => string,
): void => writeParts(sources, labelsOf, [tune, unseen], groupOf);

/** The health corpora's entities, by the letters their scripts write them with. */
export const HEALTH = { C: 'MEDICAL_CONDITION', P: 'MEDICAL_PROCEDURE', M: 'MEDICATION' } as const;
type HealthKind = (typeof HEALTH)[keyof typeof HEALTH];
/** A text of a health corpus and its labels. */
export interface HealthCase {
  text: string;
  /** [entity, value] in the order the values stand in the text. */
  health?: Array<[HealthKind, string]>;
}
export type HealthSource = OutsideSourceOf<HealthCase>;

/** writeParts for a health corpus: a tuning and an unseen part, or one file that is either. */
export const writeHealthParts = (sources: readonly HealthSource[], files: readonly string[]) =>
  writeParts(sources, (c) => (c.health ?? []).map(([entity, value]) => ({ entity, value })), files);

/** A sentence of a clinical report and the number of the report it stands in (NegEx numbers its reports). */
export type ReportCase = HealthCase & { report: number };
/** The sentences of report `n`, in its order. */
export const report = (n: number, cases: HealthCase[]): ReportCase[] => cases.map((item) => ({ ...item, report: n }));

/**
 * The sentences of a health corpus's reports joined report by report, a line each, as a clinician pastes a
 * whole note: the per-sentence parts score each sentence without the report's headings and wording around it,
 * which a gateway sees. The same sentences as the per-sentence part (the first of each text) and the same
 * labels; a joined report is refused, naming the value, where the bench would place one of its labels in
 * another sentence than its own (a value an earlier sentence also holds, unlabelled there).
 */
export function writeHealthReports(source: OutsideSourceOf<ReportCase>, file: string): void {
  const reports = new Map<number, ReportCase[]>();
  for (const item of firstOfEachText(source.cases)) reports.set(item.report, [...(reports.get(item.report) ?? []), item]);
  const joined: HealthCase[] = [...reports].map(([n, sentences]) => {
    const text = sentences.map((item) => item.text).join('\n');
    const health = sentences.flatMap((item) => item.health ?? []);
    let offset = 0;
    const own = sentences.flatMap((item) => {
      const range = { from: offset, to: offset + item.text.length };
      offset = range.to + 1;
      return (item.health ?? []).map(() => range);
    });
    const labels = health.map(([entity, value], index) => ({ entity, value, index }));
    for (const { at, label } of placedAt(text, labels, `report ${n}`)) {
      const range = own[label.index]!;
      if (at < range.from || at + label.value.length > range.to) throw new Error(`report ${n}: "${label.value}" would be placed outside its sentence`);
    }
    return { text, health };
  });
  writeHealthParts([{ ...source, cases: joined }], [file]);
}

