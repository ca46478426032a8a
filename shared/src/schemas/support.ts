import { z } from 'zod';
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_CATEGORIES, TICKET_PRIORITIES } from '../constants.ts';

// base64 grows 4/3; the bound is on the encoded text so the check happens before decoding.
const maxBase64Length = Math.ceil(TICKET_ATTACHMENT_MAX_BYTES / 3) * 4;

export const ticketAttachmentSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  contentType: z.string().max(100),
  dataBase64: z.base64().max(maxBase64Length, 'attachment is larger than 2 MB'),
});

export const ticketInputSchema = z.object({
  subject: z.string().trim().min(1, 'subject is required').max(200),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  description: z.string().trim().min(1, 'description is required').max(10_000),
  attachment: ticketAttachmentSchema.optional(),
});
export type TicketInput = z.infer<typeof ticketInputSchema>;

export const ticketCreatedSchema = z.object({ number: z.number().int(), message: z.string() });
export type TicketCreated = z.infer<typeof ticketCreatedSchema>;
