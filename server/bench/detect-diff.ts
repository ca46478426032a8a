// Whether the detectors of the working tree find exactly what those of a commit find, on every text the
// bench knows: each labelled corpus, the benign corpus and the speed texts, for every model, at the most
// sensitive threshold (so every finding and its score count). For a change meant to keep the findings as
// they are (a faster pattern, a rewrite of a recognizer), where the precision tables would hide a finding
// that moved from one value to another.
//   npm run bench:detect-diff                 against HEAD
//   npm run bench:detect-diff -- <commit>     against that commit
// The commit's server/src is unpacked into a folder of server/ (its package imports resolve as the tree's do)
// and removed afterwards. The exit code is 1 when any finding differs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DETECTOR_MODELS, type DetectorModel } from '@gsg/shared';
import { detect } from '../src/guardrails/index.ts';
import { loadBenign, loadCorpus, proseTexts, SPEED_TEXTS } from './corpora.ts';

type Detect = typeof detect;

const SHOWN_PER_CORPUS = 5;
/**
 * The parts still held out, never read (seed/corpus/README.md): how many of their findings differ is
 * printed, never which, so a diff does not show what they hold.
 */
const HELD_OUT = new Set(['outside-health-7-unseen.jsonl', 'outside-health-7-unseen-reports.jsonl', 'outside-people-8-unseen-2.jsonl']);
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const ref = process.argv[2] ?? 'HEAD';

/** The detectors of the commit's server sources, unpacked into `into`. */
async function detectorsAt(commit: string, into: string): Promise<Detect> {
  mkdirSync(into, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, 'server/src'], { cwd: repoRoot, maxBuffer: 512 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', into], { input: archive });
  const module = (await import(join(into, 'server/src/guardrails/index.ts'))) as { detect: Detect };
  return module.detect;
}

const findings = (run: Detect, model: DetectorModel, text: string) =>
  run(model, text, 'high')
    .map((d) => `${d.entity} ${d.start}-${d.end} ${d.score} ${JSON.stringify(text.slice(d.start, d.end))}`)
    .join('; ');

const folder = join(repoRoot, 'server', `.detect-diff-${process.pid}`);
let differing = 0;
try {
  const before = await detectorsAt(ref, folder);
  const sets: Array<[string, readonly string[]]> = [
    ...readdirSync(join(repoRoot, 'seed/corpus'))
      .filter((file) => file.endsWith('.jsonl'))
      .sort()
      .map((file): [string, string[]] => [file, loadCorpus(file).cases.map((c) => c.text)]),
    ['benign.jsonl.gz', loadBenign()],
    ['speed texts (number-dense, prose)', [...SPEED_TEXTS, ...proseTexts()]],
  ];
  console.log(`Findings of the working tree against ${ref}, every model, at high sensitivity:`);
  for (const [name, texts] of sets) {
    const shown: string[] = [];
    let changed = 0;
    for (const text of texts) {
      for (const model of DETECTOR_MODELS) {
        const [was, now] = [findings(before, model, text), findings(detect, model, text)];
        if (was === now) continue;
        changed++;
        if (shown.length < SHOWN_PER_CORPUS && !HELD_OUT.has(name)) shown.push(`  ${model} in ${JSON.stringify(text.slice(0, 100))}\n    was: ${was || '(none)'}\n    now: ${now || '(none)'}`);
      }
    }
    differing += changed;
    console.log(`${name}: ${texts.length} texts, ${changed === 0 ? 'the same' : `${changed} model findings differ`}`);
    for (const line of shown) console.log(line);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
console.log(differing === 0 ? 'No finding differs.' : `${differing} model findings differ.`);
if (differing > 0) process.exitCode = 1;
