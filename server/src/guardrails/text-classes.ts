// Per-UTF-16-unit lookup tables shared by the keyword matcher and the context scorer. They are built once
// (about 20 ms) so the hot loops cost one array read per character, whatever the script of the text.

const UNITS = 0x10000;
const CHUNK = 256;
const SPACE = 0x20;

/**
 * Case folding that keeps every span where it is: a unit folds to its lower case only when that is one
 * unit too (the few that expand, such as U+0130, stay as they are), and all whitespace folds to a space
 * so a keyword phrase matches across a line break or a tab.
 */
export const FOLD = new Uint16Array(UNITS);

/** 1 for the units that make up words (letters, marks, digits, underscore), as whole-word matching sees them. */
export const WORD = new Uint8Array(UNITS);

for (let base = 0; base < UNITS; base += CHUNK) {
  const units = Array.from({ length: CHUNK }, (_, i) => base + i);
  const chunk = String.fromCharCode(...units);
  const lower = chunk.toLowerCase();
  // Lowering a whole chunk is fast; only a chunk holding an expanding unit needs unit-by-unit work.
  if (lower.length === CHUNK) {
    for (let i = 0; i < CHUNK; i++) FOLD[base + i] = lower.charCodeAt(i);
  } else {
    for (let i = 0; i < CHUNK; i++) {
      const one = String.fromCharCode(base + i).toLowerCase();
      FOLD[base + i] = one.length === 1 ? one.charCodeAt(0) : base + i;
    }
  }
  for (const m of chunk.matchAll(/[\p{L}\p{M}\p{N}_]/gu)) WORD[base + m.index] = 1;
  for (const m of chunk.matchAll(/\s/g)) FOLD[base + m.index] = SPACE;
}

export function isWordUnit(text: string, index: number): boolean {
  return index >= 0 && index < text.length && WORD[text.charCodeAt(index)] === 1;
}

/** The folded form of a whole string, unit for unit (so it has the same length and spans). */
export function fold(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += String.fromCharCode(FOLD[text.charCodeAt(i)]!);
  return out;
}
