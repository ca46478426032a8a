import { MongoServerError } from 'mongodb';
import type { StoredTicket, TicketRepository } from '../types.ts';
import { DUPLICATE_KEY, type Database, type TicketDocument } from './database.ts';

const toTicket = (d: TicketDocument): StoredTicket => ({
  number: d._id,
  subject: d.subject,
  category: d.category,
  priority: d.priority,
  description: d.description,
  ...(d.attachment === null ? {} : { attachment: d.attachment }),
  createdAt: d.createdAt,
  createdBy: d.createdBy,
});

export function createTicketRepository({ collections }: Database): TicketRepository {
  const tickets = collections.tickets;
  return {
    // The number is the _id, so a taken number is refused by the insert itself: no check-then-write race.
    async create(ticket) {
      try {
        await tickets.insertOne({
          _id: ticket.number,
          subject: ticket.subject,
          category: ticket.category,
          priority: ticket.priority,
          description: ticket.description,
          attachment: ticket.attachment ?? null,
          createdAt: ticket.createdAt,
          createdBy: ticket.createdBy,
        });
        return true;
      } catch (error) {
        if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) return false;
        throw error;
      }
    },
    async getByNumber(number) {
      const doc = await tickets.findOne({ _id: number });
      return doc ? toTicket(doc) : null;
    },
  };
}
