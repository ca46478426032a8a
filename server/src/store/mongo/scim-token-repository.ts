import type { ScimTokenInfo, ScimTokenRepository } from '../types.ts';
import type { Database, ScimTokenDocument } from './database.ts';
import { keepInOutbox } from './outbox-repository.ts';

const toInfo = (d: ScimTokenDocument): ScimTokenInfo => ({ id: d._id, prefix: d.prefix, createdAt: d.createdAt, createdBy: d.createdBy });

export function createScimTokenRepository({ collections, transact }: Database): ScimTokenRepository {
  const tokens = collections.scimTokens;
  return {
    async active() {
      const doc = await tokens.findOne({ revokedAt: null });
      return doc ? { ...toInfo(doc), tokenHash: doc.tokenHash } : null;
    },
    async replace(token, at, outbox) {
      return transact(async (session) => {
        const retired = await tokens.findOne({ revokedAt: null }, { session });
        await tokens.updateMany({ revokedAt: null }, { $set: { revokedAt: at } }, { session });
        const { id, ...rest } = token;
        await tokens.insertOne({ _id: id, ...rest, revokedAt: null }, { session });
        const info = retired ? toInfo(retired) : null;
        await keepInOutbox(collections.outbox, outbox, info, session);
        return info;
      });
    },
    async revoke(at, outbox) {
      return transact(async (session) => {
        const retired = await tokens.findOne({ revokedAt: null }, { session });
        if (!retired) return null;
        await tokens.updateMany({ revokedAt: null }, { $set: { revokedAt: at } }, { session });
        const info = toInfo(retired);
        await keepInOutbox(collections.outbox, outbox, info, session);
        return info;
      });
    },
  };
}
