// The texts bench:detect measures on, for the detector tables and for the side-by-side comparison with the
// npm PII libraries: the labelled corpora in seed/corpus, the benign corpus, and the 1 KB speed text.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export interface LabelledSpan {
  entity: string;
  start: number;
  end: number;
}

export interface LabelledCase {
  text: string;
  /** Each labelled value where it stands in the text. */
  labels: LabelledSpan[];
}

export interface Corpus {
  /** The file under seed/corpus, e.g. `holdout.jsonl`. */
  file: string;
  /** The path printed with the tables (seed/corpus/<file>). */
  path: string;
  cases: LabelledCase[];
}

const corpusUrl = (file: string) => new URL(`../../seed/corpus/${file}`, import.meta.url);

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Whether [start, end) begins or ends inside a longer word of `text`. */
export const insideWord = (text: string, start: number, end: number) =>
  (LETTER_OR_DIGIT.test(text[start - 1] ?? ' ') && LETTER_OR_DIGIT.test(text[start] ?? ' ')) ||
  (LETTER_OR_DIGIT.test(text[end - 1] ?? ' ') && LETTER_OR_DIGIT.test(text[end] ?? ' '));

/**
 * Reads a labelled corpus (JSONL: {text, entities: [{entity, value}]}) and places each labelled value in
 * its text: a value that occurs more than once is labelled once per listing, each at its next occurrence
 * that no label of its entity covers yet.
 */
export function loadCorpus(file: string): Corpus {
  const url = corpusUrl(file);
  const cases = readFileSync(url, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const c = JSON.parse(line) as { text: string; entities: Array<{ entity: string; value: string }> };
      const labels: LabelledSpan[] = [];
      // An occurrence is taken when a label of the same entity already covers any of it: "fracture" after
      // "hip fracture" is the next fracture, not the word inside the first. One inside a longer word ("CT" in
      // "RECONSTRUCTION") is passed over while a whole-word one follows.
      const claimed = (entity: string, start: number, end: number) => labels.some((l) => l.entity === entity && l.start < end && start < l.end);
      for (const { entity, value } of c.entities) {
        const taken = (at: number) => at >= 0 && claimed(entity, at, at + value.length);
        let start = c.text.indexOf(value);
        while (taken(start)) start = c.text.indexOf(value, start + 1);
        let whole = start;
        while (whole >= 0 && (taken(whole) || insideWord(c.text, whole, whole + value.length))) whole = c.text.indexOf(value, whole + 1);
        if (whole >= 0) start = whole;
        if (start < 0) throw new Error(`${file} line ${index + 1}: labelled value not in its text`);
        labels.push({ entity, start, end: start + value.length });
      }
      return { text: c.text, labels };
    });
  return { file, path: url.pathname.split('/').slice(-3).join('/'), cases };
}

/**
 * The benign corpus (seed/corpus/benign.jsonl.gz: documentation, changelogs, code and logs nobody here
 * wrote, without personal data). Kept gzipped: as plain text it passes a megabyte.
 */
export function loadBenign(): string[] {
  return gunzipSync(readFileSync(corpusUrl('benign.jsonl.gz')))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { text: string }).text);
}

/**
 * A kilobyte dense in numbers: every line holds some (dates, amounts, versions, ids, addresses and phone
 * numbers in several countries' formats), each a candidate for several recognizers. `variant` changes the
 * first number, so no two scans see the same string. Prose costs the name and health recognizers more
 * (proseTexts).
 */
export function numberDenseText(variant: number): string {
  const text = [
    `Invoice 2024-${String(variant).padStart(4, '0')} for order 88412 shipped on 2024-03-15 at 14:32; 3 items at $1,249.99 each, total $3,749.97.`,
    'Support ticket 4521: the customer called from (212) 555-0147 about build 4.2.17 on host 10.0.12.7:8443, error code 503.',
    'Tracking 1Z999AA10123456784, batch 20240315-07, lot 7781. Call back +44 20 7946 0958 or 020 7946 0958 before 17:00.',
    'Version 1.2.3.4 rolled out to 240 nodes; p99 latency 84 ms, 12.5% fewer retries, 3,200 requests per second.',
    'Reference 554-22-1908 in the ledger; card ending 4242, expiry 09/28; account 000123456789 at branch 0042.',
    'Room 402, floor 4, 1600 Amphitheatre Parkway; meeting 09:30-10:15 on 12/03/2024 with 14 attendees; dial-in 1-800-555-0199 pin 443 221.',
    'Sprint 42 closed 37 of 41 issues; commit 9f3c2a1 fixed #1123 and #1187; release 2024.03.2 is tagged.',
    'Agenda: review 3 open items, 2 risks and the Q2 budget of $48,000; next sync on 2024-04-02 at 10:00 in room 12B, 25 minutes, 6 people, 2 remote.',
    'Shipment 7734-2210 left dock 9 at 06:45 with 18 pallets (2,340 kg); ETA 2024-03-18, contact desk +49 30 901820.',
  ].join('\n');
  return text.slice(0, 1024);
}

/** The 64 variants of the 1 KB text every speed measurement cycles through. */
export const SPEED_TEXTS: readonly string[] = Array.from({ length: 64 }, (_, i) => numberDenseText(i));

/**
 * 64 kilobytes of prose and documentation: the benign corpus's texts in turn, a line each, cut into
 * 1,024-character stretches. Every word is a candidate for a name or health recognizer, which makes prose
 * the costlier text to scan since those recognizers came.
 */
export function proseTexts(benign: readonly string[] = loadBenign()): string[] {
  const texts: string[] = [];
  let stretch = '';
  for (const text of benign) {
    stretch += `${text}\n`;
    if (stretch.length < 1024) continue;
    texts.push(stretch.slice(0, 1024));
    stretch = '';
    if (texts.length === 64) break;
  }
  return texts;
}
