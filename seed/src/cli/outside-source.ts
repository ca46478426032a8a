// What the scripts that copy outside test material into seed/corpus share: where a sentence came from, and
// how its labels are placed in it.

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
  return placed.sort((a, b) => a.at - b.at).map((p) => p.label);
}

/** The items whose text was not seen before (a text two test files share is kept once, from the first). */
export function firstOfEachText<C extends { text: string }>(cases: Iterable<C>): C[] {
  const seen = new Set<string>();
  return [...cases].filter((c) => !seen.has(c.text) && seen.add(c.text));
}
