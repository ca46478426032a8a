// Our detector models side by side with the npm PII libraries, on measures every one of them allows: the
// libraries do not use our entity names and some return only the redacted text, so a labelled value counts
// as found when none of its letters or digits survive (are left out of the redacted text or lie in a
// reported span), whatever the model calls it. Ours are measured the same way, next to their own tables.
import { cpus, loadavg } from 'node:os';
import { DETECTOR_MODELS } from '@gsg/shared';
import { detect } from '../src/guardrails/index.ts';
import type { Corpus } from './corpora.ts';
import { CACHE_DIR, loadPiiLibraries, type ComparedModel } from './pii-libraries.ts';
import { measureSpeed, type Speed } from './speed.ts';

/** All our detector models at the default sensitivity, as the speed measure runs them. */
const OURS: ComparedModel = {
  name: 'GSG',
  setup: `GSG Console: all ${DETECTOR_MODELS.length} detector models at the default sensitivity (medium); spans as they report them`,
  call: (text) => {
    for (const model of DETECTOR_MODELS) detect(model, text);
  },
  covered: async (text) => {
    const flags = new Uint8Array(text.length);
    for (const model of DETECTOR_MODELS) for (const d of detect(model, text)) flags.fill(1, d.start, d.end);
    return flags;
  },
};

const SIGNIFICANT = /[\p{L}\p{N}]/u;
const ENTITY_WIDTH = 24;

/** Whether none of the letters and digits of text[start, end) survive: spaces and punctuation tell nothing. */
function hidden(text: string, flags: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (flags[i] === 0 && SIGNIFICANT.test(text[i]!)) return false;
  return true;
}

const columns = (models: readonly ComparedModel[]) => models.map((m) => Math.max(10, m.name.length + 2));
const row = (label: string, widths: number[], cells: string[], count = '') =>
  `${label.padEnd(ENTITY_WIDTH)}${count.padStart(7)}${cells.map((cell, i) => cell.padStart(widths[i]!)).join('')}`;

/** One corpus: per entity the share of labelled values each model hides, and what it hides besides. */
async function compareOn(corpus: Corpus, title: string, models: readonly ComparedModel[]): Promise<void> {
  const labels = new Map<string, number>();
  const found = models.map(() => new Map<string, number>());
  const characters = models.map(() => ({ covered: 0, outside: 0 }));
  for (const { text, labels: spans } of corpus.cases) {
    const labelled = new Uint8Array(text.length);
    for (const { entity, start, end } of spans) {
      labelled.fill(1, start, end);
      labels.set(entity, (labels.get(entity) ?? 0) + 1);
    }
    for (const [m, model] of models.entries()) {
      const flags = await model.covered(text);
      for (const { entity, start, end } of spans) if (hidden(text, flags, start, end)) found[m]!.set(entity, (found[m]!.get(entity) ?? 0) + 1);
      for (let i = 0; i < text.length; i++) {
        if (flags[i] === 0) continue;
        characters[m]!.covered++;
        if (labelled[i] === 0) characters[m]!.outside++;
      }
    }
  }
  const widths = columns(models);
  const total = [...labels.values()].reduce((a, b) => a + b, 0);
  console.log(`--- ${title} (${corpus.path}, ${corpus.cases.length} cases): share of labelled values hidden ---`);
  console.log(row('entity', widths, models.map((m) => m.name), 'labels'));
  for (const [entity, count] of [...labels].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(row(entity, widths, found.map((f) => ((f.get(entity) ?? 0) / count).toFixed(3)), String(count)));
  }
  console.log(row('ALL', widths, found.map((f) => ([...f.values()].reduce((a, b) => a + b, 0) / total).toFixed(3)), String(total)));
  console.log(row('redacted, not labelled', widths, characters.map((c) => (c.covered === 0 ? '-' : `${((c.outside / c.covered) * 100).toFixed(1)}%`))));
  console.log('');
}

/** The share of benign texts each model changes (finds anything in). */
async function compareOnBenign(benign: readonly string[], models: readonly ComparedModel[]): Promise<void> {
  const flagged = models.map(() => 0);
  for (const text of benign) {
    for (const [m, model] of models.entries()) if ((await model.covered(text)).includes(1)) flagged[m]!++;
  }
  const widths = columns(models);
  console.log(`--- benign corpus (${benign.length} texts without personal data): share of texts changed ---`);
  console.log(row('', widths, models.map((m) => m.name)));
  console.log(row('texts changed', widths, flagged.map((n) => `${((n / benign.length) * 100).toFixed(2)}%`)));
  console.log('');
}

/**
 * Installs the libraries, then prints a table per corpus and one for the benign corpus with a column per
 * model, and each model's speed on the same 1 KB text (ours as bench:detect measured it just before).
 */
export async function compareWithLibraries(corpora: ReadonlyArray<{ corpus: Corpus; title: string }>, benign: readonly string[], ourSpeed: Speed): Promise<void> {
  console.log('=== side by side with the npm PII libraries ===');
  console.log(`Libraries installed under ${CACHE_DIR} (never dependencies of the project).`);
  const models = [OURS, ...(await loadPiiLibraries())];
  for (const model of models) console.log(`  ${model.name}: ${model.setup}`);
  console.log(
    'A labelled value counts as found when none of its letters or digits survive, whatever entity the model calls it; ' +
      '"redacted, not labelled" is the share of redacted characters outside labelled values (a corpus does not label everything it holds).\n',
  );
  for (const { corpus, title } of corpora) await compareOn(corpus, title, models);
  await compareOnBenign(benign, models);
  for (const model of models) {
    const unreadable = model.unreadable?.() ?? 0;
    if (unreadable > 0) console.log(`${model.name}: ${unreadable} outputs could not be read back against their text, scored as nothing removed`);
  }

  const [one, five] = loadavg();
  console.log(`--- speed on the same 1 KB text (load average ${one!.toFixed(1)}, ${five!.toFixed(1)} on ${cpus().length} cores) ---`);
  console.log(`${'model'.padEnd(28)}${'scans/CPU s'.padStart(13)}${'scans/s'.padStart(10)}${'p50 µs'.padStart(10)}${'runs'.padStart(8)}`);
  const print = (name: string, s: Speed) =>
    console.log(`${name.padEnd(28)}${s.perCpuSecond.toFixed(0).padStart(13)}${s.perSecond.toFixed(0).padStart(10)}${s.p50.toFixed(0).padStart(10)}${String(s.runs).padStart(8)}`);
  print(OURS.name, ourSpeed);
  for (const model of models.slice(1)) print(model.name, await measureSpeed(model.call, { runs: 20_000, warmup: 200, seconds: 3 }));
}
