import type { TicketRepository } from '../types.ts';
import type { Db } from './database.ts';

export function createTicketRepository(db: Db): TicketRepository {
  // The number is the primary key, so a taken number is refused by the insert itself: no check-then-write race.
  const insert = db.prepare(
    `INSERT INTO tickets (number, subject, category, priority, description, attachment, created_at, created_by)
     VALUES (@number, @subject, @category, @priority, @description, @attachment, @createdAt, @createdBy)
     ON CONFLICT(number) DO NOTHING`,
  );
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
  };
}
