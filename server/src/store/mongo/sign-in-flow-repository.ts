import { MongoServerError } from 'mongodb';
import type { SignInFlowRepository } from '../types.ts';
import { DUPLICATE_KEY, type Database } from './database.ts';

export function createSignInFlowRepository({ collections }: Database): SignInFlowRepository {
  const flows = collections.signInFlows;
  return {
    // The unique _id decides: of two inserts of one id, from any node, the server takes one.
    async spend(id, expiresAt) {
      try {
        await flows.insertOne({ _id: id, expiresAt });
        return true;
      } catch (error) {
        if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) return false;
        throw error;
      }
    },
    async prune(now) {
      await flows.deleteMany({ expiresAt: { $lt: now } });
    },
  };
}
