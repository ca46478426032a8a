import type { Download } from './client.ts';

/** Hands a downloaded file to the browser's own download, under the name the server gave it. */
export function saveDownload({ blob, fileName }: Download, fallbackName: string): string {
  const name = fileName ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL only needs to outlive this task.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return name;
}

/**
 * The data rows of a CSV text (the header line excluded). A quoted cell may hold line breaks, so lines
 * are counted only outside quotes.
 */
export function countCsvRows(text: string): number {
  let records = 0;
  let quoted = false;
  let lineHasContent = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (!quoted && char === '\n') {
      if (lineHasContent) records += 1;
      lineHasContent = false;
    } else if (char !== '\r') {
      lineHasContent = true;
    }
  }
  if (lineHasContent) records += 1;
  return Math.max(0, records - 1);
}
