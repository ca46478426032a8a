import { accessSync, chmodSync, closeSync, constants, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Creates `dir` and its missing parents one at a time. Node's own `recursive` never returns where a parent
 * exists but refuses children with ENOENT (a path under /proc): it climbs and retries for ever.
 */
function makeDirectories(dir: string): void {
  const missing: string[] = [];
  for (let at = resolve(dir); !existsSync(at); at = dirname(at)) {
    missing.unshift(at);
    if (dirname(at) === at) break;
  }
  for (const path of missing) mkdirSync(path, { mode: 0o700 });
}

/**
 * The data directory holds conversation originals, their key and the sessions: nobody but the server's
 * own user may read it. These also tighten what an older version left readable (0644 files, a 0755
 * directory). A directory the server cannot write fails here, with the file system's own code, rather than
 * at the first write.
 */
export function ensurePrivateDirectory(dir: string): void {
  makeDirectories(dir);
  if (!statSync(dir).isDirectory()) throw Object.assign(new Error(`${dir} is not a directory`), { code: 'ENOTDIR' });
  chmodSync(dir, 0o700);
  accessSync(dir, constants.R_OK | constants.W_OK | constants.X_OK);
}

/** Makes `path` 0600, creating it empty first when `create` (so whatever opens it next never sees 0644). */
export function ensurePrivateFile(path: string, { create = false } = {}): void {
  if (create && !existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  if (existsSync(path)) chmodSync(path, 0o600);
}
