import type { GatewayRouteRecord, GatewayRouteRepository } from '../types.ts';
import type { Db } from './database.ts';

interface GatewayRouteRow {
  id: string;
  name: string;
  model_pattern: string;
  upstream_url: string;
  sealed_key: string | null;
  enabled: number;
  position: number;
  created_at: string;
  updated_at: string;
}

const toRecord = (r: GatewayRouteRow): GatewayRouteRecord => ({
  id: r.id,
  name: r.name,
  modelPattern: r.model_pattern,
  upstreamUrl: r.upstream_url,
  sealedKey: r.sealed_key,
  enabled: r.enabled === 1,
  position: r.position,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toRow = (r: GatewayRouteRecord) => ({ ...r, enabled: r.enabled ? 1 : 0 });

export function createGatewayRouteRepository(db: Db): GatewayRouteRepository {
  const selectAll = db.prepare<[], GatewayRouteRow>('SELECT * FROM gateway_routes ORDER BY position, created_at, id');
  const selectOne = db.prepare<[string], GatewayRouteRow>('SELECT * FROM gateway_routes WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO gateway_routes (id, name, model_pattern, upstream_url, sealed_key, enabled, position, created_at, updated_at)
     VALUES (@id, @name, @modelPattern, @upstreamUrl, @sealedKey, @enabled, @position, @createdAt, @updatedAt)`,
  );
  const replace = db.prepare(
    `UPDATE gateway_routes SET name = @name, model_pattern = @modelPattern, upstream_url = @upstreamUrl, sealed_key = @sealedKey,
       enabled = @enabled, position = @position, updated_at = @updatedAt WHERE id = @id`,
  );
  const remove = db.prepare<[string]>('DELETE FROM gateway_routes WHERE id = ?');
  const place = db.prepare<[number, string]>('UPDATE gateway_routes SET position = ? WHERE id = ?');
  const reorder = db.transaction((ids: readonly string[]) => {
    ids.forEach((id, position) => place.run(position, id));
  });
  return {
    async list() {
      return selectAll.all().map(toRecord);
    },
    async get(id) {
      const row = selectOne.get(id);
      return row ? toRecord(row) : null;
    },
    async create(record) {
      insert.run(toRow(record));
    },
    async update(record) {
      return replace.run(toRow(record)).changes > 0;
    },
    async delete(id) {
      return remove.run(id).changes > 0;
    },
    async reorder(ids) {
      reorder(ids);
    },
  };
}
