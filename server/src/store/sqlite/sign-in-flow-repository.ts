import type { SignInFlowRepository } from '../types.ts';
import type { Db } from './database.ts';

export function createSignInFlowRepository(db: Db): SignInFlowRepository {
  // The primary key decides: of two inserts of one id (from any process on this file), one changes a row.
  const insert = db.prepare<{ id: string; expiresAt: number }>('INSERT INTO sign_in_flows (id, expires_at) VALUES (@id, @expiresAt) ON CONFLICT(id) DO NOTHING');
  const dropExpired = db.prepare<[number]>('DELETE FROM sign_in_flows WHERE expires_at < ?');
  return {
    async spend(id, expiresAt) {
      return insert.run({ id, expiresAt }).changes === 1;
    },
    async prune(now) {
      dropExpired.run(now);
    },
  };
}
