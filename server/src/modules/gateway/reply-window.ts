import type { TriggeredPolicy } from '@gsg/shared';

/**
 * How far back from the end of a streamed reply a digit or an '@' holds the text from it on: a finding
 * is caught whole only if none of it went out before its last character arrived, and card numbers,
 * IBANs, phone numbers, identifiers and e-mail addresses all carry one and fit in this many characters.
 */
export const HOLD_BACK_CHARS = 80;
/** Where a finding with digits or an address may be starting (digits of any script, and a full-width at sign, read as such). */
const MAY_START_FINDING = /[\p{Nd}@＠]/u;
const WHITESPACE = /\s/;

/**
 * How much of the reply may go out: everything before the word still being written (it may grow into a
 * finding), before the first digit or '@' of the last HOLD_BACK_CHARS, and before the last `pending`
 * characters (the end that may still grow into a keyword phrase, see PendingPhrase). Prose is released
 * word by word, so the first token is not kept waiting; what looks like it may become a finding is held.
 */
export function safeEnd(text: string, from: number, pending = 0): number {
  let end = Math.min(text.length, Math.max(from, text.length - pending));
  while (end > from && !WHITESPACE.test(text[end - 1]!)) end--;
  const tailStart = Math.max(from, text.length - HOLD_BACK_CHARS);
  const risky = text.slice(tailStart, end).search(MAY_START_FINDING);
  return risky === -1 ? end : tailStart + risky;
}

/**
 * How many characters at the end of the unreleased text may still grow into a keyword phrase of a
 * blocking or redacting policy ("project " before "falcon" arrives): they are held until the phrase is
 * complete (and judged) or can no longer be.
 */
export type PendingPhrase = (unreleased: string) => number;
/** Characters already forwarded that each judgement looks back over: the start of a finding, context words. */
export const LOOK_BACK_CHARS = 256;

/** The blocking policies a piece of a reply triggers (none: it may go out). */
export type WindowJudge = (text: string) => TriggeredPolicy[];

/** A stretch of the reply a redacting policy matched, and what the person gets instead. */
export interface Redaction {
  start: number;
  end: number;
  placeholder: string;
}

/**
 * How a reply is redacted as it streams (see server/src/guardrails/redact.ts for the placeholders): the
 * spans to replace in a piece of text (judged right after the judge saw the same text), and how an item
 * carries a changed piece, or a summary (an item that adds no text but repeats the reply) redacted whole.
 */
export interface WindowRedactor<E> {
  find(text: string): Redaction[];
  rewrite(item: E, piece: string): E;
  rewriteSummary(item: E): E;
}

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
 * chunks is seen whole before any of it is released. The end that may still grow into a keyword phrase is
 * held too (see PendingPhrase), so a phrase is never cut after its first words.
 *
 * With a redactor, what a redacting policy matches goes out as its placeholder instead: the item in which
 * a match starts carries the placeholder, the items after it carry nothing of the match.
 */
export class ReplyWindow<E> {
  private text = '';
  private releasedChars = 0;
  private sent = '';
  /** Matches in the unreleased text (and the stretch before it), from the latest judgement. */
  private spans: Redaction[] = [];
  /** Where the last placeholder sent ends in the reply's text: what is before it is replaced already. */
  private covered = 0;
  private readonly queue: Array<{ item: E; start: number; end: number }> = [];

  constructor(
    private readonly judge: WindowJudge,
    private readonly redactor: WindowRedactor<E> | null = null,
    private readonly pending: PendingPhrase | null = null,
  ) {}

  push(item: E, piece: string): WindowStep<E> {
    const start = this.text.length;
    this.text += piece;
    this.queue.push({ item, start, end: this.text.length });
    if (piece !== '') {
      const from = Math.max(0, this.releasedChars - LOOK_BACK_CHARS);
      const judged = this.text.slice(from);
      const blockers = this.judge(judged);
      if (blockers.length > 0) return { release: [], blockers };
      if (this.redactor) {
        this.spans = this.redactor
          .find(judged)
          .map((r) => ({ ...r, start: r.start + from, end: r.end + from }))
          .filter((r) => r.end > this.releasedChars)
          .sort((a, b) => a.start - b.start);
      }
    }
    const held = this.pending === null ? 0 : this.pending(this.text.slice(this.releasedChars));
    return { release: this.releaseUpTo(safeEnd(this.text, this.releasedChars, held)), blockers: [] };
  }

  /** The reply is complete, and every piece of it was judged as it came: the rest may go. */
  finish(): E[] {
    return this.releaseUpTo(this.text.length);
  }

  /** The reply's text as the person received it (redacted where a policy said so). */
  get delivered(): string {
    return this.sent;
  }

  /** The reply's text as the model wrote it, as far as it was released: what the log's verdict judges. */
  get received(): string {
    return this.text.slice(0, this.releasedChars);
  }

  /** Whether anything released so far was replaced by a placeholder. */
  get redacted(): boolean {
    return this.covered > 0;
  }

  private releaseUpTo(limit: number): E[] {
    const out: E[] = [];
    while (this.queue.length > 0 && this.queue[0]!.end <= limit) {
      const { item, start, end } = this.queue.shift()!;
      out.push(this.redactor ? this.redacted_(item, start, end) : item);
      if (!this.redactor) this.sent += this.text.slice(start, end);
      this.releasedChars = end;
    }
    return out;
  }

  /** The item as it goes out: its piece with the matches in it replaced, or, adding no text, its summary redacted. */
  private redacted_(item: E, start: number, end: number): E {
    const redactor = this.redactor!;
    if (start === end) return redactor.rewriteSummary(item);
    let piece = '';
    let pos = Math.max(start, Math.min(this.covered, end));
    for (const span of this.spans) {
      if (span.end <= pos || span.start >= end) continue;
      if (span.start > pos) piece += this.text.slice(pos, span.start);
      if (Math.max(span.start, pos) >= this.covered) piece += span.placeholder;
      this.covered = Math.max(this.covered, span.end);
      pos = Math.min(span.end, end);
    }
    piece += this.text.slice(pos, end);
    this.sent += piece;
    return piece === this.text.slice(start, end) ? item : redactor.rewrite(item, piece);
  }
}
