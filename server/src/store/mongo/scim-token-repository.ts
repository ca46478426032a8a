import type { ScimTokenInfo, ScimTokenRepository } from '../types.ts';
import type { Database, ScimTokenDocument } from './database.ts';

const toInfo = (d: ScimTokenDocument): ScimTokenInfo => ({ id: d._id, prefix: d.prefix, createdAt: d.createdAt, createdBy: d.createdBy });

export function createScimTokenRepository({ collections, transact }: Database): ScimTokenRepository {
  const tokens = collections.scimTokens;
  return {
    async active() {
      const doc = await tokens.findOne({ revokedAt: null });
      return doc ? { ...toInfo(doc), tokenHash: doc.tokenHash } : null;
    },
    async replace(token, at) {
      return transact(async (session) => {
        const retired = await tokens.findOne({ revokedAt: null }, { session });
        await tokens.updateMany({ revokedAt: null }, { $set: { revokedAt: at } }, { session });
        const { id, ...rest } = token;
        await tokens.insertOne({ _id: id, ...rest, revokedAt: null }, { session });
        return retired ? toInfo(retired) : null;
      });
    },
    async revoke(at) {
      return transact(async (session) => {
        const retired = await tokens.findOne({ revokedAt: null }, { session });
        if (retired) await tokens.updateMany({ revokedAt: null }, { $set: { revokedAt: at } }, { session });
        return retired ? toInfo(retired) : null;
      });
    },
  };
}
