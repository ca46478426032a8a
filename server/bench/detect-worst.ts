// npm run bench:detect-worst
// How long all four detector models take over the longest text a scan accepts (256 KB) when it is built to
// feed the recognizers: one shape repeated without sentence ends or line breaks, so that every candidate and
// every finding has thousands of others beside it. Work that grows with the text for each candidate (walking
// a line or a sentence that never ends, looking back over every finding) shows here as seconds. Prints each
// shape's time beside the target.
import { DETECTOR_MODELS } from '@gsg/shared';
import { detect } from '../src/guardrails/index.ts';

const LENGTH = 256 * 1024;
const TARGET_MS = 2_000;

const repeated = (unit: string) => unit.repeat(Math.floor(LENGTH / unit.length));
const SHAPES: Record<string, string> = {
  'a condition term, no cue': repeated('pneumonia '),
  'an everyday health word after a word': repeated('zz headache '),
  'a cue and a name no list holds': repeated('I was diagnosed with abcde abcde abcde. '),
  'lower-case words before "disease"': repeated('zzyzx zzyzx disease '),
  'a name, its kin, between commas': repeated('Aalam, his wife, '),
  'a name, its role, between commas': repeated('Xavier, the manager, '),
  'lower-case names in a text without capitals': repeated('emma and sunil grover and kaite '),
  'public figures': repeated('Trump Obama Putin '),
  'a medicine before its dose': repeated('Zurzuvae 50 mg '),
  'a name after its age': repeated('the 35-year-old Agassi '),
  // What thing-names.ts reads around a name: quotations to their ends, descriptions, citations.
  "a work's title in quotes": repeated('"Buddha for Mary and Tom" '),
  'a name described as a thing': repeated('Aero Gare was a big red old kitplane '),
  'an author cited by year': repeated('(Ruhlen 1987; '),
  // Every item beside a found name is read, each way along the list.
  'a list of names and unlisted words': repeated('Priya Natarajan, Quorvex, Dwayne & Zalinsky, '),
  'a long run of spaces': `qwertyu${' '.repeat(LENGTH - 20)}disease`,
};

// One warm-up pass compiles the patterns and loads the lists.
for (const model of DETECTOR_MODELS) detect(model, 'Warm up: Priya Sharma, SSN 123-45-6789, diagnosed with asthma.');
let worst = 0;
for (const [name, text] of Object.entries(SHAPES)) {
  const started = process.hrtime.bigint();
  let findings = 0;
  for (const model of DETECTOR_MODELS) findings += detect(model, text).length;
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  worst = Math.max(worst, ms);
  console.log(`${name.padEnd(48)} ${ms.toFixed(0).padStart(6)} ms  ${String(findings).padStart(6)} findings`);
}
console.log(`\nworst ${worst.toFixed(0)} ms for ${LENGTH / 1024} KB; target <= ${TARGET_MS} ms ${worst <= TARGET_MS ? '(met)' : '(missed)'}`);
