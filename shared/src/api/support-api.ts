import { ticketCreatedSchema, ticketInputSchema } from '../schemas/support.ts';
import { apiRoute } from './route.ts';

/** Contact Support: a ticket, optionally with one attachment; answers 201. */
export const SUPPORT_API = {
  submitTicket: apiRoute({ method: 'POST', path: '/support/tickets', body: ticketInputSchema, response: ticketCreatedSchema }),
};
