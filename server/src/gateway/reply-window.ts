import type { TriggeredPolicy } from '@gsg/shared';

/**
 * How far back from the end of a streamed reply a digit or an '@' holds the text from it on: a finding
 * is caught whole only if none of it went out before its last character arrived, and card numbers,
 * IBANs, phone numbers, identifiers and e-mail addresses all carry one and fit in this many characters.
 */
export const HOLD_BACK_CHARS = 80;
/** Where a finding with digits or an address may be starting. */
const MAY_START_FINDING = /[0-9@]/;
const WHITESPACE = /\s/;

/**
 * How much of the reply may go out: everything before the word still being written (it may grow into a
 * finding), and before the first digit or '@' of the last HOLD_BACK_CHARS. Prose is released word by
 * word, so the first token is not kept waiting; what looks like it may become a number is held.
 */
export function safeEnd(text: string, from: number): number {
  let end = text.length;
  while (end > from && !WHITESPACE.test(text[end - 1]!)) end--;
  const tailStart = Math.max(from, text.length - HOLD_BACK_CHARS);
  const risky = text.slice(tailStart, end).search(MAY_START_FINDING);
  return risky === -1 ? end : tailStart + risky;
}
/** Characters already forwarded that each judgement looks back over: the start of a finding, context words. */
export const LOOK_BACK_CHARS = 256;

/** The blocking policies a piece of a reply triggers (none: it may go out). */
export type WindowJudge = (text: string) => TriggeredPolicy[];

export interface WindowStep<E> {
  /** What may be forwarded now, in order. */
  release: E[];
  /** Set when the reply is blocked: nothing more may be forwarded. */
  blockers: TriggeredPolicy[];
}

/**
 * Judges a reply as it streams. Items (events) carry the reply's text in pieces; an item is released
 * once nothing it holds can still become part of a finding (see safeEnd), and each new piece is judged
 * together with the unreleased text and a stretch of what went out before, so a finding split across
 * chunks is seen whole before any of it is released. A keyword phrase may be cut after its first words.
 */
export class ReplyWindow<E> {
  private text = '';
  private releasedChars = 0;
  private readonly queue: Array<{ item: E; end: number }> = [];

  constructor(private readonly judge: WindowJudge) {}

  push(item: E, piece: string): WindowStep<E> {
    this.text += piece;
    this.queue.push({ item, end: this.text.length });
    if (piece !== '') {
      const blockers = this.judge(this.text.slice(Math.max(0, this.releasedChars - LOOK_BACK_CHARS)));
      if (blockers.length > 0) return { release: [], blockers };
    }
    return { release: this.releaseUpTo(safeEnd(this.text, this.releasedChars)), blockers: [] };
  }

  /** The reply is complete, and every piece of it was judged as it came: the rest may go. */
  finish(): E[] {
    return this.releaseUpTo(this.text.length);
  }

  /** The reply's text that was released: what the person received. */
  get delivered(): string {
    return this.text.slice(0, this.releasedChars);
  }

  private releaseUpTo(limit: number): E[] {
    const out: E[] = [];
    while (this.queue.length > 0 && this.queue[0]!.end <= limit) {
      const { item, end } = this.queue.shift()!;
      out.push(item);
      this.releasedChars = end;
    }
    return out;
  }
}
