import type { TicketInput } from '@gsg/shared';
import type { StoredTicket, TicketRepository } from '../types.ts';
import type { Db } from './database.ts';

interface TicketRow {
  number: number;
  subject: string;
  category: string;
  priority: string;
  description: string;
  attachment: string | null;
  created_at: string;
  created_by: string;
}

// Rows were validated by the shared schema on the way in, so the casts only restore their types.
const toTicket = (r: TicketRow): StoredTicket => ({
  number: r.number,
  subject: r.subject,
  category: r.category as StoredTicket['category'],
  priority: r.priority as StoredTicket['priority'],
  description: r.description,
  ...(r.attachment === null ? {} : { attachment: JSON.parse(r.attachment) as NonNullable<TicketInput['attachment']> }),
  createdAt: r.created_at,
  createdBy: r.created_by,
});

export function createTicketRepository(db: Db): TicketRepository {
  // The number is the primary key, so a taken number is refused by the insert itself: no check-then-write race.
  const insert = db.prepare(
    `INSERT INTO tickets (number, subject, category, priority, description, attachment, created_at, created_by)
     VALUES (@number, @subject, @category, @priority, @description, @attachment, @createdAt, @createdBy)
     ON CONFLICT(number) DO NOTHING`,
  );
  const byNumber = db.prepare<[number], TicketRow>('SELECT * FROM tickets WHERE number = ?');
  return {
    async create(ticket) {
      const changes = insert.run({
        number: ticket.number,
        subject: ticket.subject,
        category: ticket.category,
        priority: ticket.priority,
        description: ticket.description,
        attachment: ticket.attachment ? JSON.stringify(ticket.attachment) : null,
        createdAt: ticket.createdAt,
        createdBy: ticket.createdBy,
      }).changes;
      return changes > 0;
    },
    async getByNumber(number) {
      const row = byNumber.get(number);
      return row ? toTicket(row) : null;
    },
  };
}
