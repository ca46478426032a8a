import type { AttemptCount, SignInAttemptRepository } from '../types.ts';
import type { Db } from './database.ts';

export function createSignInAttemptRepository(db: Db): SignInAttemptRepository {
  // One statement per key: SQLite runs it whole, so two parallel attempts never read the same count.
  const bump = db.prepare<{ key: string; now: number; since: number }, AttemptCount>(
    `INSERT INTO sign_in_attempts (key, count, window_start) VALUES (@key, 1, @now)
     ON CONFLICT(key) DO UPDATE SET
       count = CASE WHEN window_start < @since THEN 1 ELSE count + 1 END,
       window_start = CASE WHEN window_start < @since THEN @now ELSE window_start END
     RETURNING count, window_start AS windowStart`,
  );
  const takeBack = db.prepare<[string]>('UPDATE sign_in_attempts SET count = max(count - 1, 0) WHERE key = ?');
  const remove = db.prepare<[string]>('DELETE FROM sign_in_attempts WHERE key = ?');
  const dropEnded = db.prepare<[number]>('DELETE FROM sign_in_attempts WHERE window_start < ?');
  const dropOldest = db.prepare<[number]>(
    `DELETE FROM sign_in_attempts WHERE key IN
       (SELECT key FROM sign_in_attempts ORDER BY window_start DESC LIMIT -1 OFFSET ?)`,
  );
  const countAll = db.transaction((keys: string[], now: number, windowMs: number) =>
    keys.map((key) => bump.get({ key, now, since: now - windowMs })!),
  );
  return {
    async count(keys, now, windowMs) {
      return countAll(keys, now, windowMs);
    },
    async uncount(keys) {
      for (const key of keys) takeBack.run(key);
    },
    async forget(keys) {
      for (const key of keys) remove.run(key);
    },
    async prune(cutoff, keep) {
      db.transaction(() => {
        dropEnded.run(cutoff);
        dropOldest.run(keep);
      })();
    },
  };
}
