import type { GatewayRouteRecord, GatewayRouteRepository } from '../types.ts';
import type { Database, GatewayRouteDocument } from './database.ts';
import { keepInOutbox } from './outbox-repository.ts';

const toRecord = ({ _id, ...rest }: GatewayRouteDocument): GatewayRouteRecord => ({ id: _id, ...rest });
const toDocument = ({ id, ...rest }: GatewayRouteRecord): GatewayRouteDocument => ({ _id: id, ...rest });

export function createGatewayRouteRepository({ collections, transact }: Database): GatewayRouteRepository {
  const { gatewayRoutes } = collections;
  return {
    async list() {
      return (await gatewayRoutes.find().sort({ position: 1, createdAt: 1, _id: 1 }).toArray()).map(toRecord);
    },
    async get(id) {
      const doc = await gatewayRoutes.findOne({ _id: id });
      return doc ? toRecord(doc) : null;
    },
    async create(record, outbox) {
      await transact(async (session) => {
        await gatewayRoutes.insertOne(toDocument(record), { session });
        await keepInOutbox(collections.outbox, outbox, record.id, session);
      });
    },
    async update(record, outbox) {
      const { _id, ...fields } = toDocument(record);
      return transact(async (session) => {
        const found = (await gatewayRoutes.updateOne({ _id }, { $set: fields }, { session })).matchedCount > 0;
        if (found) await keepInOutbox(collections.outbox, outbox, _id, session);
        return found;
      });
    },
    async delete(id, outbox) {
      return transact(async (session) => {
        const deleted = (await gatewayRoutes.deleteOne({ _id: id }, { session })).deletedCount > 0;
        if (deleted) await keepInOutbox(collections.outbox, outbox, id, session);
        return deleted;
      });
    },
    async reorder(ids, outbox) {
      // One transaction, so no reader sees half of a new order.
      await transact(async (session) => {
        if (ids.length > 0) {
          await gatewayRoutes.bulkWrite(
            ids.map((id, position) => ({ updateOne: { filter: { _id: id }, update: { $set: { position } } } })),
            { session, ordered: true },
          );
        }
        await keepInOutbox(collections.outbox, outbox, ids, session);
      });
    },
  };
}
