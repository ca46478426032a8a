import { randomInt } from 'node:crypto';
import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_NUMBER_MAX,
  TICKET_NUMBER_MIN,
  type TicketAttachmentType,
  type TicketInput,
} from '@gsg/shared';
import { HttpError, badRequest } from '../../http-errors.ts';
import { IMAGE_SIGNATURES, startsWith } from '../../security/file-signature.ts';
import type { TicketRepository } from '../../store/index.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

type Attachment = NonNullable<TicketInput['attachment']>;

const isZip = (b: Buffer) => startsWith('PK\x03\x04')(b) || startsWith('PK\x05\x06')(b);
const isText = (b: Buffer) => {
  if (b.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
};

/**
 * Each accepted type with a check of its content: a declared type alone is the sender's claim, and
 * support staff will open these files.
 */
const CONTENT_CHECKS: Record<TicketAttachmentType, (content: Buffer) => boolean> = {
  'image/png': IMAGE_SIGNATURES['image/png'],
  'image/jpeg': IMAGE_SIGNATURES['image/jpeg'],
  'image/gif': IMAGE_SIGNATURES['image/gif'],
  'image/webp': IMAGE_SIGNATURES['image/webp'],
  'application/pdf': startsWith('%PDF-'),
  'text/plain': isText,
  'text/csv': isText,
  'text/x-log': isText,
  'application/zip': isZip,
  'application/x-zip-compressed': isZip,
};
// A Map, so a declared type such as 'constructor' finds nothing rather than an object's own property.
const ALLOWED_ATTACHMENTS = new Map<string, (content: Buffer) => boolean>(Object.entries(CONTENT_CHECKS));

function checkAttachment(attachment: Attachment): void {
  const type = attachment.contentType.split(';')[0]!.trim().toLowerCase();
  const matches = ALLOWED_ATTACHMENTS.get(type);
  if (!matches) {
    const message = 'This file type is not accepted; attach an image, PDF, text or log file, or a zip archive';
    throw badRequest(message, [{ path: 'body.attachment.contentType', message }]);
  }
  const problem = contentProblem(Buffer.from(attachment.dataBase64, 'base64'), type, matches);
  if (problem) throw badRequest(problem, [{ path: 'body.attachment.dataBase64', message: problem }]);
}

function contentProblem(content: Buffer, type: string, matches: (content: Buffer) => boolean): string | null {
  if (content.length === 0) return 'The attached file is empty';
  if (content.length > TICKET_ATTACHMENT_MAX_BYTES) return 'The attached file is larger than 2 MB';
  return matches(content) ? null : `The attached file's content is not ${type}`;
}

const drawTicketNumber = () => randomInt(TICKET_NUMBER_MIN, TICKET_NUMBER_MAX + 1);
// Random draws find a free number at once until the 90,000 numbers are nearly all used.
const MAX_DRAWS = 100;

/** Stores a ticket under a random, unused five-digit number and returns that number. */
export async function submitTicket(
  tickets: TicketRepository,
  input: TicketInput,
  createdBy: string,
  { now = new Date(), draw = drawTicketNumber }: { now?: Date; draw?: () => number } = {},
): Promise<number> {
  if (input.attachment) checkAttachment(input.attachment);
  for (let i = 0; i < MAX_DRAWS; i++) {
    const number = draw();
    if (await tickets.create({ ...input, number, createdAt: now.toISOString(), createdBy })) return number;
  }
  throw new HttpError(503, 'No ticket number is free; please contact support by phone or email');
}

/** Contact Support's tickets. */
export interface SupportService {
  /** Stores a ticket from `createdBy`; answers its number. */
  submit(input: TicketInput, createdBy: string): Promise<number>;
}

export const createSupportService = (tickets: TicketRepository): SupportService => ({
  submit: (input, createdBy) => submitTicket(tickets, input, createdBy),
});

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** Support tickets. */
    support: SupportService;
  }
}

export const supportServicePlugin = servicePlugin('support', [], (app) => createSupportService(app.store.tickets));
