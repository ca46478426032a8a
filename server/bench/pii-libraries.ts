// The npm PII libraries bench:detect compares the detector models with. They are never dependencies of
// the project: the bench installs each into a folder of its own under the system temp folder, named by
// the package and its version, so a later run with the same version reuses it. A library that cannot be
// installed or loaded (no registry, or npm refusing it on this Node) is reported in a line and left out.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A model in the side-by-side comparison: one of ours or one library in one configuration. */
export interface ComparedModel {
  name: string;
  /** What is run and how it is configured, printed with the comparison. */
  setup: string;
  /** The model's own call on a text, as an application would make it: what the speed measure times. */
  call(text: string): unknown;
  /** One flag per character of `text`: 1 where the model redacts it or reports it in a span. */
  covered(text: string): Promise<Uint8Array>;
  /** For a redact-only library: the texts whose output could not be read back (scored as nothing removed). */
  unreadable?: () => number;
}

export const CACHE_DIR = join(tmpdir(), 'gsg-bench-pii-libraries');

/**
 * The character the redact-only libraries are told to replace each match with (their `globalReplaceWith`
 * option), so that what they removed can be found again in their output. It is in Unicode's private use
 * area, which no corpus text holds.
 */
export const MARK = '\uE000';

/** The libraries, each with how it is configured: its README's default, and its broader mode if it has one. */
const LIBRARIES: ReadonlyArray<{ name: string; adapt(module: Record<string, unknown>, version: string): ComparedModel[] }> = [
  {
    name: 'openredaction',
    adapt(module, version) {
      const OpenRedaction = module.OpenRedaction as new (options: object) => {
        detect(text: string): Promise<{ detections: Array<{ position: [number, number] }> }>;
        getPatterns(): unknown[];
      };
      // The README's `new OpenRedaction()`: every built-in pattern (no preset, category or pattern list
      // narrows them), context analysis and its false-positive filter on. Only its learning store is off,
      // which would otherwise read and write .openredaction/learnings.json in the working folder.
      const redactor = new OpenRedaction({ enableLearning: false });
      return [
        {
          name: 'openredaction',
          setup: `openredaction ${version}: new OpenRedaction(), the default, which runs all ${redactor.getPatterns().length} of its patterns; spans as it reports them`,
          call: (text) => redactor.detect(text),
          covered: async (text) => {
            const flags = new Uint8Array(text.length);
            for (const { position } of (await redactor.detect(text)).detections) flags.fill(1, position[0], position[1]);
            return flags;
          },
        },
      ];
    },
  },
  {
    name: 'redact-pii',
    adapt(module, version) {
      const SyncRedactor = module.SyncRedactor as new (options: object) => { redact(text: string): string };
      // The README's `new SyncRedactor()`: every built-in rule is on by default (names and "digits", any
      // run of 4 or more, included); Google DLP is an add-on that needs a cloud account, so not used.
      const redactor = new SyncRedactor({ globalReplaceWith: MARK });
      return [redactOnly(`redact-pii`, `redact-pii ${version}: new SyncRedactor(), the default, all built-in rules`, (text) => redactor.redact(text))];
    },
  },
  {
    name: '@redactpii/node',
    adapt(module, version) {
      const Redactor = module.Redactor as new (options: object) => { redact(text: string): string };
      // The README's `new Redactor()` (all five rules on), and `aggressive: true`, its more permissive patterns.
      const standard = new Redactor({ globalReplaceWith: MARK });
      const aggressive = new Redactor({ globalReplaceWith: MARK, aggressive: true });
      return [
        redactOnly('@redactpii/node', `@redactpii/node ${version}: new Redactor(), the default, all rules`, (text) => standard.redact(text)),
        redactOnly('@redactpii/node aggressive', `@redactpii/node ${version}: new Redactor({ aggressive: true }), its broadest patterns`, (text) => aggressive.redact(text)),
      ];
    },
  },
];

/** A library that only returns the redacted text: what it covered is what its output no longer holds. */
function redactOnly(name: string, setup: string, redact: (text: string) => string): ComparedModel {
  let unreadable = 0;
  return {
    name,
    setup: `${setup}; told to replace each match with a marker (globalReplaceWith), so what it removed is found in its output`,
    call: redact,
    covered: async (text) => {
      const removed = removedCharacters(text, redact(text));
      if (removed === undefined) unreadable++;
      return removed ?? new Uint8Array(text.length);
    },
    unreadable: () => unreadable,
  };
}

/**
 * The characters of `text` that `redacted` (the text with some stretches each replaced by MARK) no longer
 * holds. The kept stretches stand in order: the first opens the text, the last ends it, and each one in
 * between is taken at its first occurrence after at least one removed character. Undefined when that
 * reading does not give back `redacted` (a library that also changed other text).
 */
export function removedCharacters(text: string, redacted: string): Uint8Array | undefined {
  const removed = new Uint8Array(text.length);
  if (text.includes(MARK)) throw new Error('a corpus text holds the marker character');
  const kept = redacted.split(MARK);
  if (kept.length === 1) return redacted === text ? removed : undefined;
  const last = kept.length - 1;
  const tail = text.length - kept[last]!.length;
  let at = kept[0]!.length;
  const stretches: Array<[number, number]> = [];
  for (let i = 1; i < last; i++) {
    const stretch = kept[i]!;
    if (stretch === '') continue;
    const start = text.indexOf(stretch, at + 1);
    if (start < 0 || start + stretch.length > tail) return undefined;
    stretches.push([at, start]);
    at = start + stretch.length;
  }
  if (tail <= at) return undefined;
  stretches.push([at, tail]);
  for (const [start, end] of stretches) removed.fill(1, start, end);
  let rebuilt = '';
  let from = 0;
  for (const [start, end] of stretches) {
    rebuilt += `${text.slice(from, start)}${MARK}`;
    from = end;
  }
  rebuilt += text.slice(from);
  // Adjacent matches leave adjacent marks: compare with those merged.
  return rebuilt === redacted.replace(/\uE000+/g, MARK) ? removed : undefined;
}

/** Where `name`'s installed folder is for `version`, as the cache names it. */
const folderOf = (name: string, version: string) => join(CACHE_DIR, `${name.replace('/', '+')}@${version}`);

/** Installs one library (or finds it installed by an earlier run); a string says why it could not be. */
export async function install(name: string): Promise<{ folder: string; version: string } | string> {
  let version: string;
  try {
    version = (await run('npm', ['view', name, 'version'], { encoding: 'utf8', timeout: 60_000 })).stdout.trim();
  } catch (error) {
    // The registry not answering: a version installed by an earlier run still serves.
    const earlier = existsSync(CACHE_DIR) ? readdirSync(CACHE_DIR).filter((entry) => entry.startsWith(`${name.replace('/', '+')}@`) && !entry.includes('.partial-')).sort() : [];
    const found = earlier.at(-1);
    if (found === undefined) return `npm view failed: ${npmError(error)}`;
    version = found.slice(found.lastIndexOf('@') + 1);
  }
  const folder = folderOf(name, version);
  if (existsSync(join(folder, 'node_modules', name, 'package.json'))) return { folder, version };
  // Installed beside the final folder and moved in when complete, so an interrupted run leaves no half of it.
  const partial = `${folder}.partial-${process.pid}`;
  mkdirSync(partial, { recursive: true });
  console.log(`${name}: installing ${version} into ${folder}`);
  try {
    await run(
      'npm',
      ['install', '--prefix', partial, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', '--engine-strict', `${name}@${version}`],
      { encoding: 'utf8', timeout: 300_000, cwd: partial },
    );
    renameSync(partial, folder);
    return { folder, version };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    const output = `${(error as { stderr?: string }).stderr ?? ''}`;
    if (!/EBADENGINE/.test(output)) return `npm install failed: ${npmError(error)}`;
    // npm names the package (this one or one it depends on) and the Node versions it wants.
    const which = /notsup Not compatible with your version of node\/npm: (\S+)/.exec(output)?.[1] ?? `${name}@${version}`;
    const wanted = /Required: \{[^}]*"node":\s*"([^"]+)"/.exec(output)?.[1] ?? 'another version';
    return `npm refuses it on Node ${process.version}: ${which} needs Node ${wanted}`;
  }
}

/** The first line npm printed that says what went wrong (not only its code), else the error's message. */
function npmError(error: unknown): string {
  const stderr = `${(error as { stderr?: string }).stderr ?? ''}`;
  const line = stderr.split('\n').find((l) => l.startsWith('npm error') && !l.startsWith('npm error code'));
  return line?.replace(/^npm error\s*/, '').trim() ?? (error as Error).message;
}

/**
 * Installs and loads every library, in its configurations; prints a line for each library left out and
 * goes on with the others.
 */
export async function loadPiiLibraries(): Promise<ComparedModel[]> {
  const models: ComparedModel[] = [];
  for (const library of LIBRARIES) {
    const installed = await install(library.name);
    if (typeof installed === 'string') {
      console.log(`${library.name}: not compared, ${installed}`);
      continue;
    }
    try {
      // Each package's entry for require() is what its own folder resolves; import() loads either kind.
      const entry = createRequire(join(installed.folder, 'package.json')).resolve(library.name);
      const module = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
      models.push(...library.adapt(module, installed.version));
    } catch (error) {
      console.log(`${library.name} ${installed.version}: not compared, it does not load on Node ${process.version}: ${(error as Error).message}`);
    }
  }
  return models;
}
