import type { ApiKey } from '@gsg/shared';
import type { ApiKeyRepository } from '../types.ts';
import type { ApiKeyDocument, Database } from './database.ts';
import { keepInOutbox } from './outbox-repository.ts';

// An admin manages a handful of keys; the bound only keeps a runaway list from becoming one huge answer.
const API_KEY_LIST_LIMIT = 1000;

const toApiKey = (d: ApiKeyDocument): ApiKey => ({
  id: d._id,
  name: d.name,
  prefix: d.prefix,
  // Keys issued before scopes existed have none, and open both surfaces, as they did.
  scope: d.scope ?? 'both',
  createdAt: d.createdAt,
  createdBy: d.createdBy,
  lastUsedAt: d.lastUsedAt,
  revokedAt: d.revokedAt,
});

export function createApiKeyRepository({ collections, transact }: Database): ApiKeyRepository {
  const apiKeys = collections.apiKeys;
  return {
    async create(key, outbox) {
      const { keyHash: _, ...presented } = key;
      await transact(async (session) => {
        await apiKeys.insertOne(
          {
        _id: key.id,
        name: key.name,
        prefix: key.prefix,
        scope: key.scope,
        keyHash: key.keyHash,
        createdAt: key.createdAt,
        createdBy: key.createdBy,
        lastUsedAt: key.lastUsedAt,
        revokedAt: key.revokedAt,
          },
          { session },
        );
        await keepInOutbox(collections.outbox, outbox, presented, session);
      });
    },
    async list() {
      const docs = await apiKeys.find().sort({ createdAt: -1, _id: 1 }).limit(API_KEY_LIST_LIMIT).toArray();
      return docs.map(toApiKey);
    },
    async getActiveByHash(keyHash) {
      const doc = await apiKeys.findOne({ keyHash, revokedAt: null });
      return doc ? toApiKey(doc) : null;
    },
    // A key revoked twice keeps its first revocation time; the pipeline decides that in the one update.
    async revoke(id, at, outbox) {
      return transact(async (session) => {
        const doc = await apiKeys.findOneAndUpdate(
          { _id: id },
          [{ $set: { revokedAt: { $ifNull: ['$revokedAt', { $literal: at }] } } }],
          { returnDocument: 'after', session },
        );
        if (!doc) return null;
        const revoked = toApiKey(doc);
        await keepInOutbox(collections.outbox, outbox, revoked, session);
        return revoked;
      });
    },
    async touch(id, at) {
      await apiKeys.updateOne({ _id: id }, { $set: { lastUsedAt: at } });
    },
  };
}
