/*
 * Text as the policies read it. What people paste and what someone hiding a number writes differ from
 * plain ASCII in ways a reader does not see: a no-break or narrow space between digit groups (copied from
 * a word processor, or a French amount), full-width digits and '＠' (East Asian input methods), an en dash
 * or a non-breaking hyphen in a social security number, zero-width spaces and soft hyphens inside a card
 * number, digits of other scripts. Every policy (keywords, user patterns, detectors) reads the text with
 * those written plainly, and its findings are mapped back to the text as written, so a redaction covers
 * the invisible characters too.
 */

const UNITS = 0x10000;
/** What a unit reads as: itself, another unit, or DROP for one that is not read at all. */
const READ_AS = new Int32Array(UNITS);
const DROP = -1;
const SPACE = 0x20;
const HYPHEN = 0x2d;

for (let unit = 0; unit < UNITS; unit++) READ_AS[unit] = unit;
// Invisible format characters: zero-width space, joiners and marks, bidirectional controls, word joiner
// and invisible operators, the byte-order mark, the soft hyphen and the Mongolian vowel separator.
for (const [from, to] of [
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x206f],
  [0xfeff, 0xfeff],
  [0x00ad, 0x00ad],
  [0x180e, 0x180e],
] as const) {
  for (let unit = from; unit <= to; unit++) READ_AS[unit] = DROP;
}
// Full-width ASCII (U+FF01 to U+FF5E) reads as ASCII.
for (let unit = 0xff01; unit <= 0xff5e; unit++) READ_AS[unit] = unit - 0xfee0;
// Every other space reads as a space, every dash and minus as a hyphen.
for (let unit = 0x80; unit < UNITS; unit++) {
  if (unit >= 0xd800 && unit <= 0xdfff) continue;
  const char = String.fromCharCode(unit);
  if (READ_AS[unit] !== unit) continue;
  if (/\p{Zs}/u.test(char)) READ_AS[unit] = SPACE;
  else if (/\p{Pd}/u.test(char) || unit === 0x2212) READ_AS[unit] = HYPHEN;
}
// Decimal digits of every script read as 0 to 9: each script's digits are ten units in a row from its zero.
for (let unit = 0x80, zero = -1; unit < UNITS; unit++) {
  if (unit >= 0xd800 && unit <= 0xdfff) continue;
  if (!/\p{Nd}/u.test(String.fromCharCode(unit))) {
    zero = -1;
    continue;
  }
  if (zero === -1) zero = unit;
  READ_AS[unit] = 0x30 + ((unit - zero) % 10);
}

/** A text as read, and where each of its units came from in the text as written. */
export interface ReadableText {
  text: string;
  /** The index in the written text of the unit read at `index` (a finding's start). */
  start(index: number): number;
  /** The index in the written text just after the unit read before `index` (a finding's end). */
  end(index: number): number;
}

/*
 * Look-alike letters. A Cyrillic or Greek letter that looks like a Latin one, in a word otherwise written
 * in Latin letters ("fаlcon" with a Cyrillic а), is the mark of a word disguised to slip past a keyword;
 * in such a word it reads as the Latin letter. A word wholly in Cyrillic or Greek is left as it is.
 */
const LOOKS_LATIN = new Map<number, number>();
for (const [from, to] of [
  // Cyrillic
  ['аеорсухіјѕԁԛԝһӏ', 'aeopcyxijsdqwhl'],
  ['АВЕКМНОРСТХУІЈЅ', 'ABEKMHOPCTXYIJS'],
  // Greek
  ['οαικνρυχ', 'oaikvpux'],
  ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'ABEZHIKMNOPTYX'],
] as const) {
  for (let i = 0; i < from.length; i++) LOOKS_LATIN.set(from.charCodeAt(i), to.charCodeAt(i));
}
const isAsciiLetter = (unit: number) => (unit >= 0x41 && unit <= 0x5a) || (unit >= 0x61 && unit <= 0x7a);
const isLetterOfWord = (unit: number) => isAsciiLetter(unit) || (unit >= 0x370 && unit <= 0x52f);

/** The text with look-alike letters read as Latin in mixed words (same length: no span moves). */
function withoutDisguise(text: string): string {
  let out: string[] | null = null;
  for (let i = 0; i < text.length; ) {
    if (!isLetterOfWord(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i;
    let latin = false;
    let lookalike = false;
    for (; end < text.length && isLetterOfWord(text.charCodeAt(end)); end++) {
      const unit = text.charCodeAt(end);
      if (isAsciiLetter(unit)) latin = true;
      else if (LOOKS_LATIN.has(unit)) lookalike = true;
    }
    if (latin && lookalike) {
      out ??= [...text];
      for (let j = i; j < end; j++) {
        const plain = LOOKS_LATIN.get(text.charCodeAt(j));
        if (plain !== undefined) out[j] = String.fromCharCode(plain);
      }
    }
    i = end;
  }
  return out === null ? text : out.join('');
}

/** Whether the text holds a Greek or Cyrillic letter at all (most texts do not, and skip the word pass). */
const hasGreekOrCyrillic = (text: string): boolean => /[\u0370-\u052f]/.test(text);

const SAME_INDEX = (i: number) => i;
const AS_WRITTEN = (text: string): ReadableText => ({ text, start: SAME_INDEX, end: SAME_INDEX });

/** What `find` finds in the text as read, its spans moved to the text as written. */
export function findAsWritten<F extends { start: number; end: number }>(written: string, find: (read: string) => F[]): F[] {
  const view = readable(written);
  const found = find(view.text);
  return view.text === written ? found : found.map((f) => ({ ...f, start: view.start(f.start), end: view.end(f.end) }));
}

/**
 * How many units at the end of the text as written hold the `count` units that `measure` counts at the
 * end of the text as read (a keyword phrase still being written, held back in a streamed reply).
 */
export function tailAsWritten(written: string, measure: (read: string) => number): number {
  const view = readable(written);
  const count = measure(view.text);
  return view.text === written || count === 0 ? count : written.length - view.start(view.text.length - count);
}

// Most texts are plain ASCII, which their UTF-8 length says at once: one byte a unit (Node counts it with
// SIMD, several times faster than a regular expression or a loop over the units).
const isAscii = (text: string): boolean => Buffer.byteLength(text, 'utf8') === text.length;
/** The last text read and its reading: the detector models of one scan read the same text one after another. */
let last: { text: string; view: ReadableText } | null = null;

/** The text as the policies read it (see above); the text itself, unmapped, when it reads as written. */
export function readable(text: string): ReadableText {
  if (isAscii(text)) return AS_WRITTEN(text);
  if (last?.text === text) return last.view;
  const view = read(text);
  last = { text, view };
  return view;
}

function read(text: string): ReadableText {
  let first = -1;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0x80 && READ_AS[unit] !== unit) {
      first = i;
      break;
    }
  }
  if (first === -1) return AS_WRITTEN(hasGreekOrCyrillic(text) ? withoutDisguise(text) : text);
  const from: number[] = [];
  let out = text.slice(0, first);
  for (let i = 0; i < first; i++) from.push(i);
  for (let i = first; i < text.length; i++) {
    const read = READ_AS[text.charCodeAt(i)]!;
    if (read === DROP) continue;
    out += String.fromCharCode(read);
    from.push(i);
  }
  return {
    text: hasGreekOrCyrillic(out) ? withoutDisguise(out) : out,
    start: (i) => (i < from.length ? from[i]! : text.length),
    end: (i) => (i === 0 ? 0 : from[i - 1]! + 1),
  };
}
