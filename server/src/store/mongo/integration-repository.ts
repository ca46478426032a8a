import type { IntegrationRecord, IntegrationRepository } from '../types.ts';
import type { Database, IntegrationDocument } from './database.ts';

const toRecord = ({ _id, ...rest }: IntegrationDocument): IntegrationRecord => ({ id: _id, ...rest });
const toDocument = ({ id, ...rest }: IntegrationRecord): IntegrationDocument => ({ _id: id, ...rest });

export function createIntegrationRepository({ collections }: Database): IntegrationRepository {
  const { integrations } = collections;
  return {
    async list() {
      return (await integrations.find().sort({ createdAt: 1, _id: 1 }).toArray()).map(toRecord);
    },
    async get(id) {
      const doc = await integrations.findOne({ _id: id });
      return doc ? toRecord(doc) : null;
    },
    async create(record) {
      await integrations.insertOne(toDocument(record));
    },
    async update(record) {
      const { _id, ...fields } = toDocument(record);
      return (await integrations.updateOne({ _id }, { $set: fields })).matchedCount > 0;
    },
    async delete(id) {
      return (await integrations.deleteOne({ _id: id })).deletedCount > 0;
    },
  };
}
