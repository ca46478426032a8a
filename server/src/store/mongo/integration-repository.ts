import type { IntegrationRecord, IntegrationRepository } from '../types.ts';
import type { Database, IntegrationDocument } from './database.ts';
import { keepInOutbox } from './outbox-repository.ts';

const toRecord = ({ _id, ...rest }: IntegrationDocument): IntegrationRecord => ({ id: _id, ...rest });
const toDocument = ({ id, ...rest }: IntegrationRecord): IntegrationDocument => ({ _id: id, ...rest });

export function createIntegrationRepository({ collections, transact }: Database): IntegrationRepository {
  const { integrations } = collections;
  return {
    async list() {
      return (await integrations.find().sort({ createdAt: 1, _id: 1 }).toArray()).map(toRecord);
    },
    async get(id) {
      const doc = await integrations.findOne({ _id: id });
      return doc ? toRecord(doc) : null;
    },
    async create(record, outbox) {
      await transact(async (session) => {
        await integrations.insertOne(toDocument(record), { session });
        await keepInOutbox(collections.outbox, outbox, record.id, session);
      });
    },
    async update(record, outbox) {
      const { _id, ...fields } = toDocument(record);
      return transact(async (session) => {
        const found = (await integrations.updateOne({ _id }, { $set: fields }, { session })).matchedCount > 0;
        if (found) await keepInOutbox(collections.outbox, outbox, _id, session);
        return found;
      });
    },
    async delete(id, outbox) {
      return transact(async (session) => {
        const deleted = (await integrations.deleteOne({ _id: id }, { session })).deletedCount > 0;
        if (deleted) await keepInOutbox(collections.outbox, outbox, id, session);
        return deleted;
      });
    },
  };
}
