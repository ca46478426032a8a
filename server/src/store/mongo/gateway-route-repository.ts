import type { GatewayRouteRecord, GatewayRouteRepository } from '../types.ts';
import type { Database, GatewayRouteDocument } from './database.ts';

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
    async create(record) {
      await gatewayRoutes.insertOne(toDocument(record));
    },
    async update(record) {
      const { _id, ...fields } = toDocument(record);
      return (await gatewayRoutes.updateOne({ _id }, { $set: fields })).matchedCount > 0;
    },
    async delete(id) {
      return (await gatewayRoutes.deleteOne({ _id: id })).deletedCount > 0;
    },
    async reorder(ids) {
      if (ids.length === 0) return;
      // One transaction, so no reader sees half of a new order.
      await transact((session) =>
        gatewayRoutes.bulkWrite(
          ids.map((id, position) => ({ updateOne: { filter: { _id: id }, update: { $set: { position } } } })),
          { session, ordered: true },
        ),
      );
    },
  };
}
