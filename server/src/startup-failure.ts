import { ConfigError } from './config-error.ts';
import { DataDirectoryError, storageFaultOf } from './store/storage-faults.ts';

interface Where {
  dataDir: string;
  mongodbUri: string | undefined;
  host: string;
  port: number;
}

/**
 * The line a failed start prints instead of a stack: the setting, directory or port at fault and why.
 * Null for anything else, which is a fault of the server's own and keeps its stack.
 */
export function startupFailureLine(err: unknown, where: Where | null): string | null {
  if (err instanceof ConfigError || err instanceof DataDirectoryError) return err.message;
  if (where === null) return null;
  // A fault the store met after opening (the disk filling while the sample data is written, say).
  if (storageFaultOf(err) !== null) {
    return where.mongodbUri ? `Cannot use the MongoDB database: ${(err as Error).message}` : new DataDirectoryError(where.dataDir, err).message;
  }
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE') return `Cannot listen on ${where.host}:${where.port}: the port is in use by another program`;
  if (code === 'EADDRNOTAVAIL') return `Cannot listen on ${where.host}:${where.port}: this machine has no such address (HOST)`;
  return null;
}
