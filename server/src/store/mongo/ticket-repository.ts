import { MongoServerError } from 'mongodb';
import type { TicketRepository } from '../types.ts';
import { DUPLICATE_KEY, type Database } from './database.ts';

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
  };
}
