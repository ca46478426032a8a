import type { GatewayRouteRecord, GatewayRouteRepository } from '../types.ts';
import type { Db } from './database.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';

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
  const keepInOutbox = prepareOutboxInsert(db);
  /** One write, in a transaction with the events `outbox` gives for the id, when it wrote something. */
  const withOutbox = <A extends unknown[]>(write: (...args: A) => number, idOf: (...args: A) => string) =>
    db.transaction((outbox: OutboxEntries<string> | undefined, ...args: A): boolean => {
      const changed = write(...args) > 0;
      if (changed) keepInOutbox(outbox, idOf(...args));
      return changed;
    });
  const remove = db.prepare<[string]>('DELETE FROM gateway_routes WHERE id = ?');
  const place = db.prepare<[number, string]>('UPDATE gateway_routes SET position = ? WHERE id = ?');
  const reorder = db.transaction((ids: readonly string[], outbox: OutboxEntries<readonly string[]> | undefined) => {
    ids.forEach((id, position) => place.run(position, id));
    keepInOutbox(outbox, ids);
  });
  const create = withOutbox((record: GatewayRouteRecord) => insert.run(toRow(record)).changes, (record) => record.id);
  const update = withOutbox((record: GatewayRouteRecord) => replace.run(toRow(record)).changes, (record) => record.id);
  const removeOne = withOutbox((id: string) => remove.run(id).changes, (id) => id);
  return {
    async list() {
      return selectAll.all().map(toRecord);
    },
    async get(id) {
      const row = selectOne.get(id);
      return row ? toRecord(row) : null;
    },
    async create(record, outbox) {
      create(outbox, record);
    },
    async update(record, outbox) {
      return update(outbox, record);
    },
    async delete(id, outbox) {
      return removeOne(outbox, id);
    },
    async reorder(ids, outbox) {
      reorder(ids, outbox);
    },
  };
}
