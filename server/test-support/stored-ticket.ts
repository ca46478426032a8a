import type { StoredTicket } from '../src/store/index.ts';
import type { RawStore } from './raw-store.ts';

/**
 * A ticket as kept at rest, in the store's own field names. The console only writes tickets (support
 * staff read them at rest), so tests read them around the store: SQLite keeps snake_case columns and the
 * attachment as JSON text, MongoDB camelCase fields, the number as `_id` and the attachment as a subdocument.
 */
export async function storedTicket(raw: RawStore, number: number): Promise<StoredTicket | null> {
  const row = await raw.record('tickets', number, 'number');
  if (!row) return null;
  const attachment = typeof row.attachment === 'string' ? JSON.parse(row.attachment) : row.attachment;
  return {
    number,
    subject: row.subject,
    category: row.category,
    priority: row.priority,
    description: row.description,
    createdAt: row.created_at ?? row.createdAt,
    createdBy: row.created_by ?? row.createdBy,
    ...(attachment ? { attachment } : {}),
  } as StoredTicket;
}
