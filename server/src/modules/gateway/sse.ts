/** One server-sent event as received: its text exactly as it came (to forward unchanged) and its parts. */
export interface SseEvent {
  raw: string;
  event: string | null;
  data: string;
}

const EVENT_END = /\r?\n\r?\n/;

/** Splits a server-sent-event stream into whole events, whatever the chunking of the bytes. */
export class SseParser {
  private buffer = '';

  /** The events completed by this chunk; a partial one waits for the next. */
  feed(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const events: SseEvent[] = [];
    for (let match = EVENT_END.exec(this.buffer); match; match = EVENT_END.exec(this.buffer)) {
      const end = match.index + match[0].length;
      events.push(parseEvent(this.buffer.slice(0, end)));
      this.buffer = this.buffer.slice(end);
    }
    return events;
  }

  /** What is left when the stream ends: an event the upstream did not close with a blank line. */
  flush(): SseEvent[] {
    const rest = this.buffer;
    this.buffer = '';
    return rest.trim() === '' ? [] : [parseEvent(`${rest.replace(/\r?\n?$/, '')}\n\n`)];
  }
}

function parseEvent(raw: string): SseEvent {
  let event: string | null = null;
  const data: string[] = [];
  for (const line of raw.split(/\r?\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  // A comment-only block (a keep-alive) is forwarded too: it carries no text to judge.
  return { raw, event, data: data.join('\n') };
}

/** An event carrying an error in OpenAI's shape, which its SDKs raise as an APIError. */
export const errorEvent = (error: object): string => `event: error\ndata: ${JSON.stringify(error)}\n\n`;
