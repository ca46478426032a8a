// Precision and recall of the detector models, per entity, over the labelled corpora in seed/corpus:
//   detectors.jsonl  the development corpus (written alongside the engine and tuned against)
//   holdout.jsonl    a held-out corpus written without reading the engine's code
//   blind.jsonl      a second held-out corpus, written without the engine's code or the other corpora and
//                    scored only once it was complete
// A finding is a true positive when its entity and its exact span match a labelled value.
//   npm run bench:detect            the tables
//   npm run bench:detect -- --misses  also every false positive and false negative
// The exit code reflects the development corpus only; the held-out tables are measurements, not gates.
import { readFileSync } from 'node:fs';
import { DETECTOR_MODELS } from '@gsg/shared';
import { detect } from '../src/guardrails/index.ts';

interface CorpusCase {
  text: string;
  entities: Array<{ entity: string; value: string }>;
}

interface Tally {
  labels: number;
  tp: number;
  fp: number;
}

const TARGET = 0.95;
const spanKey = (entity: string, start: number, end: number) => `${entity}:${start}:${end}`;
const ratio = (num: number, den: number) => (den === 0 ? 1 : num / den);

/** Scores one corpus, prints its table (and misses with --misses); returns how many entities are below target. */
function score(file: string, title: string | undefined): number {
  const corpusUrl = new URL(`../../seed/corpus/${file}`, import.meta.url);
  const cases: CorpusCase[] = readFileSync(corpusUrl, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CorpusCase);

  const tallies = new Map<string, Tally>();
  const tally = (entity: string) => {
    let t = tallies.get(entity);
    if (t === undefined) tallies.set(entity, (t = { labels: 0, tp: 0, fp: 0 }));
    return t;
  };
  const misses: string[] = [];

  for (const [index, c] of cases.entries()) {
    // A value that occurs more than once is labelled once per listing, each at its next unclaimed occurrence.
    const expected = new Set<string>();
    for (const { entity, value } of c.entities) {
      let start = c.text.indexOf(value);
      while (start >= 0 && expected.has(spanKey(entity, start, start + value.length))) start = c.text.indexOf(value, start + 1);
      if (start < 0) throw new Error(`${file} line ${index + 1}: labelled value not in its text`);
      expected.add(spanKey(entity, start, start + value.length));
      tally(entity).labels++;
    }
    const found = new Set<string>();
    for (const model of DETECTOR_MODELS) {
      for (const d of detect(model, c.text)) {
        const key = spanKey(d.entity, d.start, d.end);
        if (found.has(key)) continue;
        found.add(key);
        if (expected.has(key)) tally(d.entity).tp++;
        else {
          tally(d.entity).fp++;
          misses.push(`FP ${d.entity} ${JSON.stringify(c.text.slice(d.start, d.end))} in line ${index + 1}`);
        }
      }
    }
    for (const key of expected) if (!found.has(key)) misses.push(`FN ${key.split(':')[0]} in line ${index + 1}: ${JSON.stringify(c.text.slice(0, 90))}`);
  }

  const rows = [...tallies].sort(([a], [b]) => a.localeCompare(b));
  let below = 0;
  if (title !== undefined) console.log(`=== ${title} ===`);
  console.log(`Detector quality over ${cases.length} corpus cases (${corpusUrl.pathname.split('/').slice(-3).join('/')}); target >= ${TARGET} for both\n`);
  console.log(`${'entity'.padEnd(22)}${'labels'.padStart(7)}${'TP'.padStart(6)}${'FP'.padStart(5)}${'FN'.padStart(5)}${'precision'.padStart(11)}${'recall'.padStart(8)}`);
  for (const [entity, t] of rows) {
    const precision = ratio(t.tp, t.tp + t.fp);
    const recall = ratio(t.tp, t.labels);
    const ok = precision >= TARGET && recall >= TARGET;
    if (!ok) below++;
    console.log(
      `${entity.padEnd(22)}${String(t.labels).padStart(7)}${String(t.tp).padStart(6)}${String(t.fp).padStart(5)}${String(t.labels - t.tp).padStart(5)}` +
        `${precision.toFixed(3).padStart(11)}${recall.toFixed(3).padStart(8)}${ok ? '' : '  below target'}`,
    );
  }
  const totals = rows.reduce((s, [, t]) => ({ labels: s.labels + t.labels, tp: s.tp + t.tp, fp: s.fp + t.fp }), { labels: 0, tp: 0, fp: 0 });
  console.log(`${'ALL'.padEnd(22)}${String(totals.labels).padStart(7)}${String(totals.tp).padStart(6)}${String(totals.fp).padStart(5)}${String(totals.labels - totals.tp).padStart(5)}` +
    `${ratio(totals.tp, totals.tp + totals.fp).toFixed(3).padStart(11)}${ratio(totals.tp, totals.labels).toFixed(3).padStart(8)}`);
  console.log(below === 0 ? `\nAll ${rows.length} entities meet the target.` : `\n${below} of ${rows.length} entities below target.`);
  if (process.argv.includes('--misses')) for (const m of misses) console.log(m);
  return below;
}

const belowDevelopment = score('detectors.jsonl', 'development corpus');
console.log('');
score('holdout.jsonl', 'held-out corpus (written without the engine)');
console.log('');
score('blind.jsonl', 'blind corpus (written without the engine or the other corpora)');
if (belowDevelopment > 0) process.exitCode = 1;
