import type { ScimTokenInfo, ScimTokenRecord, ScimTokenRepository } from '../types.ts';
import type { Db } from './database.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';

interface ScimTokenRow {
  id: string;
  prefix: string;
  created_at: string;
  created_by: string;
  token_hash: string;
}

const toInfo = (r: ScimTokenRow): ScimTokenInfo => ({ id: r.id, prefix: r.prefix, createdAt: r.created_at, createdBy: r.created_by });

export function createScimTokenRepository(db: Db): ScimTokenRepository {
  const active = db.prepare<[], ScimTokenRow>('SELECT * FROM scim_tokens WHERE revoked_at IS NULL');
  const retire = db.prepare<[string]>('UPDATE scim_tokens SET revoked_at = ? WHERE revoked_at IS NULL');
  const insert = db.prepare<{ id: string; prefix: string; tokenHash: string; createdAt: string; createdBy: string }>(
    `INSERT INTO scim_tokens (id, prefix, token_hash, created_at, created_by)
     VALUES (@id, @prefix, @tokenHash, @createdAt, @createdBy)`,
  );
  const keepInOutbox = prepareOutboxInsert(db);
  const retireActive = (at: string) => {
    const row = active.get();
    if (row) retire.run(at);
    return row ? toInfo(row) : null;
  };
  const revoke = db.transaction((at: string, outbox: OutboxEntries<ScimTokenInfo> | undefined) => {
    const retired = retireActive(at);
    if (retired) keepInOutbox(outbox, retired);
    return retired;
  });
  const replace = db.transaction((token: Parameters<ScimTokenRepository['replace']>[0], at: string, outbox: OutboxEntries<ScimTokenInfo | null> | undefined) => {
    const retired = retireActive(at);
    insert.run(token);
    keepInOutbox(outbox, retired);
    return retired;
  });
  return {
    async active(): Promise<ScimTokenRecord | null> {
      const row = active.get();
      return row ? { ...toInfo(row), tokenHash: row.token_hash } : null;
    },
    async replace(token, at, outbox) {
      return replace(token, at, outbox);
    },
    async revoke(at, outbox) {
      return revoke(at, outbox);
    },
  };
}
