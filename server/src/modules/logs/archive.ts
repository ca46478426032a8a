import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { ConversationLog } from '@gsg/shared';
import { HOUR_MS } from '../../store/rollup-hours.ts';

/** What an archive file holds, written beside it as `<hour>.manifest.json`. */
export interface ArchiveManifest {
  file: string;
  /** The hour the logs fall in: from `from`, before `to`. */
  from: string;
  to: string;
  count: number;
  /** SHA-256 of the compressed file, to check a copy against. */
  sha256: string;
  format: 'ndjson+gzip';
  createdAt: string;
}

export interface LogArchive {
  /**
   * Writes one hour's logs (redacted, as the console presents them) to `<dir>/<YYYY-MM-DD>/<HH>.ndjson.gz`
   * and its manifest. Written under a temporary name and renamed when complete, so a crash leaves no half
   * file; writing the same hour again replaces it, so a retention run cut short archives it again whole.
   */
  write(hourStart: Date, logs: AsyncIterable<ConversationLog>): Promise<ArchiveManifest>;
}

export function createLogArchive(dir: string, now: () => Date = () => new Date()): LogArchive {
  return {
    async write(hourStart, logs) {
      const iso = hourStart.toISOString();
      const dayDir = join(dir, iso.slice(0, 10));
      const name = `${iso.slice(11, 13)}.ndjson.gz`;
      await mkdir(dayDir, { recursive: true, mode: 0o700 });
      const path = join(dayDir, name);
      let count = 0;
      const hash = createHash('sha256');
      const lines = Readable.from(
        (async function* () {
          for await (const log of logs) {
            count += 1;
            yield `${JSON.stringify(log)}\n`;
          }
        })(),
      );
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(lines, createGzip(), hashing, createWriteStream(`${path}.part`, { mode: 0o600 }));
      await rename(`${path}.part`, path);
      const manifest: ArchiveManifest = {
        file: name,
        from: iso,
        to: new Date(hourStart.getTime() + HOUR_MS).toISOString(),
        count,
        sha256: hash.digest('hex'),
        format: 'ndjson+gzip',
        createdAt: now().toISOString(),
      };
      const manifestPath = join(dayDir, `${iso.slice(11, 13)}.manifest.json`);
      await writeFile(`${manifestPath}.part`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
      await rename(`${manifestPath}.part`, manifestPath);
      return manifest;
    },
  };
}
