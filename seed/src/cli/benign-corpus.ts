// node --import tsx seed/src/cli/benign-corpus.ts
// Builds seed/corpus/benign.jsonl.gz (gzipped JSON lines, since as plain text it passes a megabyte), the benign corpus npm run bench:detect measures false positives on,
// from public text nobody working on this project wrote: the documentation, changelogs and source code
// of the open-source npm packages this project installs, Debian's package changelogs and manual pages,
// and the test logs Debian ships with gdb and OpenJDK. It reads them where a Debian machine with this
// project's node_modules has them, so it documents how the committed file was made rather than being
// run by anything; seed/corpus/README.md names every source and its licence.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createRandom, type Random } from '@gsg/sample-data/random';

/** nroff's bold and underline: a character, a backspace, and the character again or an underscore. */
const BACKSPACE_OVERSTRIKE = new RegExp(`.${String.fromCharCode(8)}`, 'g');

const ROOT = new URL('../../../', import.meta.url).pathname;
const OUT = join(ROOT, 'seed/corpus/benign.jsonl.gz');

type Kind = 'prose' | 'code' | 'ticket' | 'log';

interface Sample {
  kind: Kind;
  source: string;
  text: string;
}

/**
 * npm packages (all under MIT, ISC, BSD, Apache-2.0 or BlueOak-1.0.0) whose READMEs, changelogs and code
 * are read. Not those about an identifier the detectors find (libphonenumber-js, ip-address): their
 * examples are the very values a detector must report.
 */
const NPM_PACKAGES = [
  'type-fest', 'ink', 'find-my-way', 'fast-json-stringify', 'diff', 'picomatch', 'openai', 'avvio',
  'semver', '@fastify/rate-limit', 'cacache', 'debug', 'react-reconciler', 'ssri', 're2', 'helmet', '@fastify/static', 'undici',
  'socket.io', 'uuid', 'fastify', 'mongodb', 'mingo', 'node-gyp', 'acorn', 'es-toolkit', 'date-fns', 'prismjs', 'yargs-parser',
  'mime', 'minimist', 'tar', 'glob', 'minimatch', 'zod', 'better-sqlite3', 'bson', 'pino', 'ws', 'vite', 'typescript',
];

/** Debian manual pages: coreutils (GPL-3+), apt and dpkg (GPL-2+), findutils and grep (GPL-3+), tar, sed. */
const MAN_PAGES = [
  'ls', 'cp', 'mv', 'sort', 'uniq', 'date', 'du', 'df', 'chmod', 'tail', 'head', 'split', 'stat', 'touch', 'tr', 'cut', 'wc', 'dd',
  'apt', 'apt-get', 'apt-cache', 'sources.list', 'dpkg', 'dpkg-query', 'find', 'xargs', 'grep', 'sed', 'tar',
];

/**
 * Credits, sign-offs and contact lines: where a person's name or address would stand, so not benign. Also
 * the shapes changelogs credit people in: "(First Last)" after an entry, "patch from"/"by" a capitalised
 * name, "Uploaders", a "written by" line.
 */
const CREDITS = /@|copyright|\(c\)|©|\bauthor|\bthanks?\b|\bthx\b|thank you|signed-off|maintainer|contributor|uploader|\bsponsor|reported by|patch by|written by|\bby @|\bcredit/i;
const CREDITED_NAME =
  /\((?:\p{Lu}[\p{L}'.-]+ ){1,3}\p{Lu}[\p{L}'-]+\)|\b(?:[Ff]rom|[Bb]y|[Tt]o|[Rr]emove|[Aa]dd|discovered by) \p{Lu}[\p{Ll}'-]+ \p{Lu}[\p{L}'-]+|\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+'s (?:key|patch|hard work)/u;
const PERSONAL = { test: (text: string) => CREDITS.test(text) || CREDITED_NAME.test(text) };

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const acceptable = (text: string, min = 25, max = 600) => text.length >= min && text.length <= max && !PERSONAL.test(text);

function packageDir(name: string): string | undefined {
  const dir = join(ROOT, 'node_modules', name);
  return existsSync(join(dir, 'package.json')) ? dir : undefined;
}

function filesIn(dir: string, keep: (file: string) => boolean, depth = 3): string[] {
  if (depth < 0) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    const stat = statSync(path);
    if (stat.isDirectory()) out.push(...filesIn(path, keep, depth - 1));
    else if (keep(entry) && stat.size < 2_000_000) out.push(path);
  }
  return out;
}

/** Sentences of a Markdown document's paragraphs, and its fenced code blocks. */
function markdown(text: string): { sentences: string[]; blocks: string[] } {
  const blocks: string[] = [];
  const prose = text.replace(/```[^\n]*\n([\s\S]*?)```/g, (_, code: string) => {
    blocks.push(code.trimEnd());
    return '\n\n';
  });
  const sentences: string[] = [];
  for (const paragraph of prose.split(/\n\s*\n/)) {
    if (/^\s*(#|\||<|!\[|\[!\[)/.test(paragraph)) continue;
    const plain = clean(paragraph.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]+>/g, ' ').replace(/^\s*[-*+]\s+/gm, ''));
    for (const sentence of plain.split(/(?<=[.!?])\s+(?=[A-Z`"(])/)) if (sentence.split(' ').length >= 5) sentences.push(sentence);
  }
  return { sentences, blocks };
}

/** Windows of one to six consecutive non-blank lines. */
function codeWindows(text: string, random: Random, count: number): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let tries = 0; out.length < count && tries < count * 20 && lines.length > 0; tries++) {
    const start = random.int(0, lines.length - 1);
    const window = lines.slice(start, start + random.int(1, 6)).filter((l) => l.trim() !== '');
    const text = window.join('\n').trim();
    if (text.length >= 20 && text.length <= 600 && !PERSONAL.test(text)) out.push(text);
  }
  return out;
}

/** Entries of a Markdown changelog: its bullet points. */
const changelogEntries = (text: string) =>
  text
    .split('\n')
    .filter((l) => /^\s*[-*] /.test(l))
    .map((l) => clean(l.replace(/^\s*[-*] /, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')));

/** Entries of a Debian changelog ("  * Fix ..." with its continuation lines), without the sign-off lines. */
function debianEntries(text: string): string[] {
  const entries: string[] = [];
  for (const line of text.split('\n')) {
    if (/^ {2}\* /.test(line)) entries.push(line.slice(4));
    else if (/^ {4}\S/.test(line) && entries.length > 0) entries[entries.length - 1] += ` ${line.trim()}`;
  }
  return entries.map(clean);
}

function pick<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(random.int(0, pool.length - 1), 1)[0]!);
  return out;
}

function npmSamples(random: Random): Sample[] {
  const samples: Sample[] = [];
  for (const name of NPM_PACKAGES) {
    const dir = packageDir(name);
    if (dir === undefined) continue;
    const r = random.fork(name);
    const docs = filesIn(dir, (f) => /\.md$/i.test(f) && !/^(changelog|history|license)/i.test(f), 2);
    const sentences: string[] = [];
    const blocks: string[] = [];
    for (const file of docs) {
      const parsed = markdown(readFileSync(file, 'utf8'));
      sentences.push(...parsed.sentences);
      blocks.push(...parsed.blocks);
    }
    for (const text of pick(r, sentences.filter((s) => acceptable(s)), 45)) samples.push({ kind: 'prose', source: `npm:${name}`, text });
    for (const text of pick(r, blocks.filter((b) => acceptable(b, 20, 600)), 12)) samples.push({ kind: 'code', source: `npm:${name}`, text });
    const changelog = readdirSync(dir).find((f) => /^(changelog|history)\.md$/i.test(f));
    if (changelog) {
      const entries = changelogEntries(readFileSync(join(dir, changelog), 'utf8')).filter((e) => acceptable(e, 20, 400));
      for (const text of pick(r, entries, 60)) samples.push({ kind: 'ticket', source: `npm:${name}`, text });
    }
    const sources = filesIn(dir, (f) => /\.(m?js|ts|cjs)$/.test(f) && !f.endsWith('.min.js') && !f.endsWith('.d.ts'));
    for (const file of pick(r, sources, 6)) {
      for (const text of codeWindows(readFileSync(file, 'utf8'), r, 6)) samples.push({ kind: 'code', source: `npm:${name}`, text });
    }
  }
  return samples;
}

function debianChangelogSamples(random: Random): Sample[] {
  const samples: Sample[] = [];
  const docs = '/usr/share/doc';
  for (const pkg of pick(random, readdirSync(docs).sort(), 260)) {
    const file = join(docs, pkg, 'changelog.Debian.gz');
    if (!existsSync(file)) continue;
    const entries = debianEntries(gunzipSync(readFileSync(file)).toString('utf8')).filter((e) => acceptable(e, 20, 400));
    for (const text of pick(random.fork(pkg), entries, 8)) samples.push({ kind: 'ticket', source: `debian:${pkg}`, text });
  }
  return samples;
}

function manPageSamples(random: Random): Sample[] {
  const samples: Sample[] = [];
  for (const page of MAN_PAGES) {
    let text: string;
    try {
      text = execFileSync('man', ['-P', 'cat', page], { env: { ...process.env, MANWIDTH: '1000', LANG: 'C.UTF-8' }, stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8');
    } catch {
      continue;
    }
    const paragraphs = text.replace(BACKSPACE_OVERSTRIKE, '').split(/\n\s*\n/).map(clean);
    const sentences = paragraphs.flatMap((p) => p.split(/(?<=[.!?])\s+(?=[A-Z])/)).filter((s) => s.split(' ').length >= 5 && acceptable(s));
    for (const text of pick(random.fork(page), sentences, 30)) samples.push({ kind: 'prose', source: `debian-man:${page}`, text });
  }
  return samples;
}

function logSamples(random: Random): Sample[] {
  const samples: Sample[] = [];
  const gdb = gunzipSync(readFileSync('/usr/share/doc/gdb/check.log.gz')).toString('utf8').split('\n');
  for (const text of codeWindows(gdb.join('\n'), random.fork('gdb'), 450)) samples.push({ kind: 'log', source: 'debian:gdb check.log', text });
  const jdk = '/usr/share/doc/openjdk-17-jre-headless/test-amd64';
  for (const log of ['check-jdk-hotspot.log.gz', 'check-langtools-hotspot.log.gz', 'check-hotspot-hotspot.log.gz']) {
    const text = gunzipSync(readFileSync(join(jdk, log))).toString('utf8');
    for (const window of codeWindows(text, random.fork(log), 120)) samples.push({ kind: 'log', source: `debian:openjdk-17 ${log}`, text: window });
  }
  const reports = execFileSync('tar', ['xzOf', join(jdk, 'failed_tests-hotspot.tar.gz'), '--wildcards', '*.jtr']).toString('utf8');
  // The harness records the build machine and account; those lines are left out.
  const jtr = reports.split('\n').filter((l) => !/hostname|user\.name|user\.home/.test(l)).join('\n');
  for (const text of codeWindows(jtr, random.fork('jtr'), 450)) samples.push({ kind: 'log', source: 'debian:openjdk-17 failed_tests .jtr', text });
  return samples;
}

const random = createRandom('benign-corpus');
const seen = new Set<string>();
const all = [...npmSamples(random.fork('npm')), ...debianChangelogSamples(random.fork('debian')), ...manPageSamples(random.fork('man')), ...logSamples(random.fork('logs'))].filter(
  (s) => !seen.has(s.text) && seen.add(s.text),
);
writeFileSync(OUT, gzipSync(all.map((s) => JSON.stringify(s)).join('\n') + '\n', { level: 9 }));
const byKind = new Map<string, number>();
for (const s of all) byKind.set(s.kind, (byKind.get(s.kind) ?? 0) + 1);
console.log(`${all.length} texts (${[...byKind].map(([k, n]) => `${n} ${k}`).join(', ')}), ${(statSync(OUT).size / 1024).toFixed(0)} KiB`);
