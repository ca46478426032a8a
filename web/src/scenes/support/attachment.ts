import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENT_TYPES, type TicketInput } from '@gsg/shared';

type Attachment = NonNullable<TicketInput['attachment']>;

// Browsers leave the type empty for some files (.log on most systems); the extension names it then.
const TYPE_BY_EXTENSION: Record<string, (typeof TICKET_ATTACHMENT_TYPES)[number]> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  log: 'text/x-log',
  zip: 'application/zip',
};

/** For the file picker: the extensions and types the server accepts. */
export const ATTACHMENT_ACCEPT = [...Object.keys(TYPE_BY_EXTENSION).map((ext) => `.${ext}`), ...TICKET_ATTACHMENT_TYPES].join(',');
export const ATTACHMENT_HELP = 'Optional. An image, PDF, text, CSV or log file, or a zip archive, up to 2 MB.';

const typeOf = (file: File): string | undefined => {
  const declared = file.type.toLowerCase();
  if ((TICKET_ATTACHMENT_TYPES as readonly string[]).includes(declared)) return declared;
  return TYPE_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''];
};

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // A data: URL is the one base64 encoding the browser offers for a file; its prefix goes.
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The file as the ticket API takes it, or why it cannot be attached. The same limits are checked here
 * as on the server, so a wrong file is refused before a 2 MB upload; the server still checks the content.
 */
export async function readAttachment(file: File): Promise<Attachment | { problem: string }> {
  const contentType = typeOf(file);
  if (!contentType) return { problem: 'This file type is not accepted; attach an image, PDF, text or log file, or a zip archive' };
  if (file.size === 0) return { problem: 'The file is empty' };
  if (file.size > TICKET_ATTACHMENT_MAX_BYTES) return { problem: 'The file is larger than 2 MB' };
  try {
    return { fileName: file.name, contentType, dataBase64: await base64Of(file) };
  } catch {
    return { problem: 'The file could not be read' };
  }
}
