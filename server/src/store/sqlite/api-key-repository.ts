import type { ApiKey, ApiKeyScope } from '@gsg/shared';
import type { ApiKeyRecord, ApiKeyRepository } from '../types.ts';
import type { Db } from './database.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';

interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  created_at: string;
  created_by: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const toApiKey = (r: ApiKeyRow): ApiKey => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  scope: r.scope,
  createdAt: r.created_at,
  createdBy: r.created_by,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
});

export function createApiKeyRepository(db: Db): ApiKeyRepository {
  const insert = db.prepare(
    `INSERT INTO api_keys (id, name, prefix, scope, key_hash, created_at, created_by, last_used_at, revoked_at)
     VALUES (@id, @name, @prefix, @scope, @keyHash, @createdAt, @createdBy, @lastUsedAt, @revokedAt)`,
  );
  const all = db.prepare<[], ApiKeyRow>('SELECT * FROM api_keys ORDER BY created_at DESC, id LIMIT 1000');
  const activeByHash = db.prepare<[string], ApiKeyRow>('SELECT * FROM api_keys WHERE key_hash = ? AND revoked_at IS NULL');
  const byId = db.prepare<[string], ApiKeyRow>('SELECT * FROM api_keys WHERE id = ?');
  const revoke = db.prepare<[string, string]>('UPDATE api_keys SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?');
  const touch = db.prepare<[string, string]>('UPDATE api_keys SET last_used_at = ? WHERE id = ?');
  const keepInOutbox = prepareOutboxInsert(db);
  const create = db.transaction((record: ApiKeyRecord, outbox: OutboxEntries<ApiKey> | undefined) => {
    insert.run(record);
    const { keyHash: _, ...key } = record;
    keepInOutbox(outbox, key);
  });
  const revokeOne = db.transaction((id: string, at: string, outbox: OutboxEntries<ApiKey> | undefined) => {
    if (revoke.run(at, id).changes === 0) return null;
    const revoked = toApiKey(byId.get(id)!);
    keepInOutbox(outbox, revoked);
    return revoked;
  });
  return {
    async create(key, outbox) {
      create(key, outbox);
    },
    async list() {
      return all.all().map(toApiKey);
    },
    async getActiveByHash(keyHash) {
      const row = activeByHash.get(keyHash);
      return row ? toApiKey(row) : null;
    },
    async revoke(id, at, outbox) {
      return revokeOne(id, at, outbox);
    },
    async touch(id, at) {
      touch.run(at, id);
    },
  };
}
