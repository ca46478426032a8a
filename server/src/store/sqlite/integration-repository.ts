import type { IntegrationRecord, IntegrationRepository } from '../types.ts';
import type { Db } from './database.ts';
import type { OutboxEntries } from '../outbox-port.ts';
import { prepareOutboxInsert } from './outbox-repository.ts';

interface IntegrationRow {
  id: string;
  type: string;
  name: string;
  config: string;
  min_severity: string;
  enabled: number;
  created_at: string;
  updated_at: string;
}

// Rows were validated by the shared schema on the way in, so the casts only restore their types.
const toRecord = (r: IntegrationRow): IntegrationRecord => ({
  id: r.id,
  type: r.type as IntegrationRecord['type'],
  name: r.name,
  sealedConfig: r.config,
  minSeverity: r.min_severity as IntegrationRecord['minSeverity'],
  enabled: r.enabled === 1,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toRow = (r: IntegrationRecord) => ({ ...r, enabled: r.enabled ? 1 : 0 });

export function createIntegrationRepository(db: Db): IntegrationRepository {
  const selectAll = db.prepare<[], IntegrationRow>('SELECT * FROM integrations ORDER BY created_at, id');
  const selectOne = db.prepare<[string], IntegrationRow>('SELECT * FROM integrations WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO integrations (id, type, name, config, min_severity, enabled, created_at, updated_at)
     VALUES (@id, @type, @name, @sealedConfig, @minSeverity, @enabled, @createdAt, @updatedAt)`,
  );
  const replace = db.prepare(
    `UPDATE integrations SET type = @type, name = @name, config = @sealedConfig, min_severity = @minSeverity,
       enabled = @enabled, updated_at = @updatedAt WHERE id = @id`,
  );
  const keepInOutbox = prepareOutboxInsert(db);
  /** One write, in a transaction with the events `outbox` gives for the id, when it wrote something. */
  const withOutbox = <A extends unknown[]>(write: (...args: A) => number, idOf: (...args: A) => string) =>
    db.transaction((outbox: OutboxEntries<string> | undefined, ...args: A): boolean => {
      const changed = write(...args) > 0;
      if (changed) keepInOutbox(outbox, idOf(...args));
      return changed;
    });
  const remove = db.prepare<[string]>('DELETE FROM integrations WHERE id = ?');
  const create = withOutbox((record: IntegrationRecord) => insert.run(toRow(record)).changes, (record) => record.id);
  const update = withOutbox((record: IntegrationRecord) => replace.run(toRow(record)).changes, (record) => record.id);
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
  };
}
