/**
 * Why the store could not read or write, told as a person would say it. Node, SQLite and MongoDB each name
 * the same few faults in their own codes; this is the one place that knows them, for the line a failed
 * start prints and for the answer a full disk gives at run time.
 */
export type StorageFault = 'full' | 'read-only' | 'denied' | 'missing' | 'not-a-directory' | 'unopenable';

const FAULT_BY_CODE: Record<string, StorageFault> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  SQLITE_FULL: 'full',
  // MongoDB's code name when its disk fills (the numeric code is 14031).
  OutOfDiskSpace: 'full',
  EROFS: 'read-only',
  SQLITE_READONLY: 'read-only',
  EACCES: 'denied',
  EPERM: 'denied',
  SQLITE_PERM: 'denied',
  ENOENT: 'missing',
  ENOTDIR: 'not-a-directory',
  EEXIST: 'not-a-directory',
  SQLITE_CANTOPEN: 'unopenable',
};

const FAULT_TEXT: Record<StorageFault, string> = {
  full: 'the disk is full',
  'read-only': 'it is on a read-only file system',
  denied: 'permission denied',
  missing: 'it does not exist and cannot be created',
  'not-a-directory': 'a file stands where it, or a directory above it, should be',
  unopenable: 'the database file in it cannot be opened',
};

/** What the server answers (507) when a write finds the storage full: the write was undone as a whole. */
export const STORAGE_FULL = "The server's storage is full, so nothing was stored. Free disk space on the server and try again.";

const codeOf = (err: unknown): string | undefined => {
  if (typeof err !== 'object' || err === null) return undefined;
  const { code, codeName } = err as { code?: unknown; codeName?: unknown };
  if (typeof codeName === 'string' && codeName in FAULT_BY_CODE) return codeName;
  if (code === 14031) return 'OutOfDiskSpace';
  return typeof code === 'string' ? code : undefined;
};

export function storageFaultOf(err: unknown): StorageFault | null {
  const code = codeOf(err);
  if (code === undefined) return null;
  // SQLite's extended codes (SQLITE_READONLY_DBMOVED, SQLITE_CANTOPEN_ISDIR, ...) share their base's meaning.
  const base = Object.keys(FAULT_BY_CODE).find((known) => code === known || code.startsWith(`${known}_`));
  return base === undefined ? null : FAULT_BY_CODE[base]!;
}

export const isStorageFull = (err: unknown): boolean => storageFaultOf(err) === 'full';

/** The data directory cannot be used: one line names it and the cause, code included for whoever digs further. */
export class DataDirectoryError extends Error {
  override name = 'DataDirectoryError';

  constructor(
    readonly dir: string,
    cause: unknown,
  ) {
    const fault = storageFaultOf(cause);
    const code = codeOf(cause);
    const why = fault ? FAULT_TEXT[fault] : cause instanceof Error ? cause.message : String(cause);
    super(`Cannot use the data directory ${dir}: ${why}${code && fault ? ` (${code})` : ''}`, { cause });
  }
}

/** Runs `work` on the data directory; whatever it throws comes out as a DataDirectoryError naming `dir`. */
export function withinDataDirectory<T>(dir: string, work: () => T): T {
  try {
    return work();
  } catch (err) {
    throw err instanceof DataDirectoryError ? err : new DataDirectoryError(dir, err);
  }
}
