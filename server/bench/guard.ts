// npm run bench:guard
// Throughput and latency of one guardrail evaluation, in one process: the five sample policies plus a
// 1,000-keyword policy and 20 regex policies, against 1 KB and 8 KB prompts that carry the odd email,
// phone number, keyword and card number. A bounded loop after a warm-up; prints the figures next to
// the targets (p99 <= 2 ms at 1 KB, >= 3,000 evaluations per second).
import type { Policy } from '@gsg/shared';
import { createRandom, type Random } from '@gsg/sample-data/random';
import { samplePolicies } from '@gsg/sample-data/sample/policies';
import { evaluate } from '../src/guardrails/index.ts';

const WARM_UP = 1_000;
const RUNS = 10_000;
const DISTINCT_PROMPTS = 200;
const TARGET_P99_MS_1KB = 2;
const TARGET_PER_SECOND = 3_000;

const random = createRandom('bench-guard');
const now = new Date();

const syllables = ['ka', 'lo', 'mi', 'ren', 'tor', 'vex', 'qui', 'zan', 'dal', 'mor', 'shi', 'pra', 'nel', 'ost', 'ury', 'bel'];
function pseudoWord(r: Random): string {
  let word = '';
  for (let i = r.int(2, 4); i > 0; i--) word += r.pick(syllables);
  return word;
}

function keywordPolicy(): Policy {
  const keywords = new Set<string>();
  const r = random.fork('keywords');
  while (keywords.size < 1_000) keywords.add(r.chance(0.2) ? `${pseudoWord(r)} ${pseudoWord(r)}` : `project ${pseudoWord(r)}`);
  return {
    id: 'bench-keywords-1000',
    name: 'Project Codenames',
    description: 'A thousand internal codenames',
    ruleType: 'IP',
    severity: 'high',
    action: 'block',
    isEnabled: true,
    sensitivity: 'medium',
    mode: 'enforce',
    rules: { type: 'keyword', keywords: [...keywords] },
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

const REGEXES = [
  String.raw`\bEMP-\d{6}\b`,
  String.raw`\bPRJ-[A-Z]{3}-\d{4}\b`,
  String.raw`\b[a-z]+-prod-\d{2}\.corp\.example\.com\b`,
  String.raw`\bJIRA-\d{3,6}\b`,
  String.raw`(?i)\binternal use only\b`,
  String.raw`\b(?:10|172|192)\.\d{1,3}\.\d{1,3}\.\d{1,3}:\d{2,5}\b`,
  String.raw`\bINV-20\d{2}-\d{4}\b`,
  String.raw`(?i)\b(?:codename|project)\s+[a-z]+\s+launch\b`,
  String.raw`\bCUST-[0-9A-F]{8}\b`,
  String.raw`\b[A-Z]{2}\d{2}-\d{4}-\d{4}\b`,
  String.raw`(?i)\bdo not (?:share|forward|distribute)\b`,
  String.raw`\bs3://[a-z0-9.-]+/[\w/.-]+`,
  String.raw`\bBUILD-\d{8}\.\d+\b`,
  String.raw`(?i)\b(?:salary|compensation) (?:band|table)s?\b`,
  String.raw`\bSEC-\d{4}-\d{3,5}\b`,
  String.raw`\bPO\d{10}\b`,
  String.raw`(?i)\bboard (?:deck|minutes)\b`,
  String.raw`\bhttps?://wiki\.corp\.example\.com/\S+`,
  String.raw`\bAPIKEY_[A-Z0-9]{16}\b`,
  String.raw`(a+)+$`,
];

function regexPolicies(): Policy[] {
  return REGEXES.map((pattern, i) => ({
    id: `bench-regex-${i}`,
    name: `Internal identifiers ${i + 1}`,
    description: 'Internal identifiers',
    ruleType: 'IP',
    severity: i % 3 === 0 ? 'high' : 'medium',
    action: i % 2 === 0 ? 'flag' : 'block',
    isEnabled: true,
    sensitivity: 'medium',
    mode: 'enforce',
    rules: { type: 'regex', pattern },
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  }));
}

const WORDS = (
  'the a to of and in for on with as by this that it we our your please can could would should summarise draft review ' +
  'explain report quarter revenue customer team meeting project plan code function error service deploy release budget ' +
  'forecast policy contract email schedule update status risk issue design test data model query table user account'
).split(' ');

/** Ordinary prose with an occasional entity, keyword or rule match, about `size` characters long. */
function prompt(r: Random, size: number): string {
  const parts: string[] = [];
  let length = 0;
  while (length < size) {
    let piece: string;
    const roll = r.next();
    if (roll < 0.002) piece = `mail ${r.pick(['ana', 'lee', 'sam'])}.${r.pick(['lima', 'wong', 'osei'])}@example.com`;
    else if (roll < 0.003) piece = `call (212) 555-0${r.int(100, 199)}`;
    else if (roll < 0.005) piece = r.pick(['confidential', 'merger', 'source code', 'layoff']);
    else if (roll < 0.0055) piece = `card 4111 1111 1111 1111`;
    else if (roll < 0.0065) piece = `ticket JIRA-${r.int(1000, 99999)}`;
    else if (roll < 0.015) piece = `${r.int(1, 999)} items`;
    else piece = r.pick(WORDS);
    parts.push(piece);
    length += piece.length + 1;
    if (r.chance(0.08)) parts.push(r.pick(['.', ',', '?', '\n']));
  }
  return parts.join(' ').slice(0, size);
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  blocked: number;
}

function measure(prompts: readonly string[], policies: readonly Policy[]): Figures {
  for (let i = 0; i < WARM_UP; i++) evaluate(prompts[i % prompts.length]!, undefined, policies);
  const times = new Float64Array(RUNS);
  let blocked = 0;
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const result = evaluate(prompts[i % prompts.length]!, undefined, policies);
    times[i] = performance.now() - t0;
    if (result.status === 'blocked') blocked++;
  }
  const elapsed = performance.now() - started;
  times.sort();
  const at = (q: number) => times[Math.min(RUNS - 1, Math.floor(q * RUNS))]!;
  return { perSecond: (RUNS / elapsed) * 1000, p50: at(0.5), p99: at(0.99), max: times[RUNS - 1]!, blocked: blocked / RUNS };
}

const policies = [...samplePolicies(now), keywordPolicy(), ...regexPolicies()];
const keywordCount = policies.reduce((n, p) => n + (p.rules.type === 'keyword' ? p.rules.keywords.length : 0), 0);
console.log(
  `Guardrail evaluation: ${policies.length} policies (5 sample, 1,000-keyword, ${REGEXES.length} regex; ${keywordCount} keywords in all), ` +
    `${RUNS.toLocaleString('en-US')} runs per size after ${WARM_UP.toLocaleString('en-US')} warm-up, ${DISTINCT_PROMPTS} distinct prompts each\n`,
);
console.log(`${'prompt'.padEnd(8)}${'evals/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'blocked'.padStart(9)}`);
const results: Array<[string, Figures]> = [];
for (const [label, size] of [['1 KB', 1024], ['8 KB', 8192]] as const) {
  const r = random.fork(label);
  const figures = measure(Array.from({ length: DISTINCT_PROMPTS }, () => prompt(r, size)), policies);
  results.push([label, figures]);
  console.log(
    `${label.padEnd(8)}${figures.perSecond.toFixed(0).padStart(10)}${figures.p50.toFixed(3).padStart(9)}${figures.p99.toFixed(3).padStart(9)}` +
      `${figures.max.toFixed(3).padStart(9)}${`${(figures.blocked * 100).toFixed(0)}%`.padStart(9)}`,
  );
}
const oneKb = results[0]![1];
const p99Ok = oneKb.p99 <= TARGET_P99_MS_1KB;
const rateOk = oneKb.perSecond >= TARGET_PER_SECOND;
console.log(`\nTarget p99 at 1 KB <= ${TARGET_P99_MS_1KB} ms: ${oneKb.p99.toFixed(3)} ms, ${p99Ok ? 'met' : 'MISSED'}`);
console.log(`Target >= ${TARGET_PER_SECOND.toLocaleString('en-US')} evaluations/s at 1 KB: ${oneKb.perSecond.toFixed(0)}, ${rateOk ? 'met' : 'MISSED'}`);
if (!p99Ok || !rateOk) process.exitCode = 1;
