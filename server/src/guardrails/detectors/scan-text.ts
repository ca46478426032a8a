// The text as the recognizers' patterns read it. V8 holds a text with any character past U+00FF two bytes
// a character, and the patterns' Unicode classes (\p{L}, \p{Lu}, ...) then cost several times as much on
// all of it: one curly apostrophe, one emoji or one name in Polish letters made a 1 KB prompt about three
// times slower to scan. So typographic quotes and dashes are read as the plain ones the patterns already
// treat alike (narrowed), and the patterns run over a one-byte stand-in of what remains, of the same length,
// in which each character past Latin-1 is replaced by a Latin-1 one of exactly the classes the patterns ask
// about: an upper-case letter by "Þ", a lower-case one by "þ", any other letter by "ª", a number by "²",
// anything else (an emoji's halves, "…", "→", "€") by "¤" (scanText). Candidates, validators and context
// words read the narrowed text, at the same places. A character no stand-in can play (a combining mark, a
// digit or a space of another script, a letter that folds into Latin-1 case-insensitively) keeps the text
// as it is; so does a pattern that names such a character itself (scansStandIns).

const UPPER = 'Þ';
const LOWER = 'þ';
const OTHER_LETTER = 'ª';
const NUMBER = '²';
const SYMBOL = '¤';
const STAND_INS = [UPPER, LOWER, OTHER_LETTER, NUMBER, SYMBOL];
/** No stand-in: the text is scanned as written. */
const NONE = '';

const WIDE = /[\u0100-\uffff]/;

const TYPOGRAPHIC = /[‘’“”‐‑‒–—―−]/g;

/** `compute` with its last answer kept: the models of one scan ask of the same text in turn. */
function rememberingLast(compute: (text: string) => string): (text: string) => string {
  let lastText: string | undefined;
  let lastAnswer = '';
  return (text) => {
    if (text !== lastText) {
      lastAnswer = compute(text);
      lastText = text;
    }
    return lastAnswer;
  };
}

/** A string built by replace keeps the two-byte form of the one it came from; a Latin-1 round trip does not (about a microsecond a kilobyte). */
const oneByte = (text: string) => Buffer.from(text, 'latin1').toString('latin1');

/**
 * The text as the recognizers read it: typographic quotes as plain ones and dashes as hyphens (as the
 * policies' readable text has them already), one character for one, and in V8's one-byte form whenever
 * no other character needs two. The patterns' Unicode classes cost several times as much on a two-byte
 * text, and a single curly apostrophe, which word processors, phones and language models all write, made
 * a 1 KB prompt about 3.7 times slower to scan. The recognizers treat ’ and ' (and “ ” and ") alike, so
 * the quotes read plain change what they find only where a plain quote would; the findings keep their
 * places.
 */
export const narrowed = rememberingLast((text) => {
  if (!WIDE.test(text)) return text;
  const read = text.replace(TYPOGRAPHIC, (mark) => (mark === '‘' || mark === '’' ? "'" : mark === '“' || mark === '”' ? '"' : '-'));
  return WIDE.test(read) ? read : oneByte(read);
});

const standIns = new Map<string, string>();
const MAX_REMEMBERED = 10_000;

/** The stand-in for one character past U+00FF (a surrogate pair's halves are asked as one code point). */
function standInFor(char: string): string {
  let standIn = standIns.get(char);
  if (standIn === undefined) {
    // One entry a character seen; emoji are many, so the answers are bounded.
    if (standIns.size >= MAX_REMEMBERED) standIns.clear();
    standIn = classify(char);
    standIns.set(char, standIn);
  }
  return standIn;
}

function classify(char: string): string {
  // A letter that case-folds into Latin-1 ("ẞ", the Kelvin sign) would meet a case-insensitive pattern's
  // Latin-1 letters; a line separator ends what "." reads; marks, digits and spaces have no Latin-1 twin.
  if (/^[ -\u00ff]$/iu.test(char) || /^[\p{M}\p{Nd}\p{Zs}\u2028\u2029\s]$/u.test(char)) return NONE;
  if (/^\p{Lu}$/u.test(char)) return char.length === 1 ? UPPER : NONE;
  if (/^\p{Ll}$/u.test(char)) return char.length === 1 ? LOWER : NONE;
  if (/^\p{L}$/u.test(char)) return char.length === 1 ? OTHER_LETTER : NONE;
  if (/^\p{N}$/u.test(char)) return char.length === 1 ? NUMBER : NONE;
  // A symbol or punctuation mark; an emoji's two halves each read as one.
  return SYMBOL.repeat(char.length);
}

/** The one-byte stand-in of `text` that the patterns run over, or the text itself. */
export const scanText = rememberingLast((text) => {
  if (!WIDE.test(text)) return text;
  let whole = true;
  const replaced = text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\u0100-\uffff]/g, (char) => {
    const standIn = standInFor(char);
    if (standIn === NONE) whole = false;
    return standIn;
  });
  return whole ? oneByte(replaced) : text;
});

const SCANNABLE = new WeakMap<RegExp, boolean>();

/**
 * Whether a pattern may run over the stand-in: it names no character past U+00FF other than the typographic
 * quotes and dashes the text never holds by then (narrowed in recognizer.ts), no stand-in character, and
 * no Unicode property but those the stand-ins keep.
 */
export function scansStandIns(pattern: RegExp): boolean {
  let scannable = SCANNABLE.get(pattern);
  if (scannable === undefined) {
    const source = pattern.source.replace(/[‘’“”‐‑‒–—―−]/g, '');
    scannable =
      !WIDE.test(source) &&
      !/\\u(?:\{|0[1-9a-fA-F]|[1-9a-fA-F])/.test(source) &&
      !STAND_INS.some((c) => source.includes(c)) &&
      // Only the properties the stand-ins keep: a letter's case, a number, a mark (none stands in), ASCII.
      [...source.matchAll(/\\[pP]\{([^}]*)\}/g)].every(([, name]) => ['L', 'Lu', 'Ll', 'M', 'N', 'ASCII'].includes(name!));
    SCANNABLE.set(pattern, scannable);
  }
  return scannable;
}
