import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * The data directory holds conversation originals, their key and the sessions: nobody but the server's
 * own user may read it. These also tighten what an older version left readable (0644 files, a 0755
 * directory).
 */
export function ensurePrivateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Makes `path` 0600, creating it empty first when `create` (so whatever opens it next never sees 0644). */
export function ensurePrivateFile(path: string, { create = false } = {}): void {
  if (create && !existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  if (existsSync(path)) chmodSync(path, 0o600);
}
