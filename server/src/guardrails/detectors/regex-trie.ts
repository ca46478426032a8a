// Word lists as regex tries, for patterns that must find any of thousands of words without trying each.

/** One character of a term word in a pattern: regex syntax escaped, either apostrophe matching. */
const escapedChar = (ch: string) => (ch === "'" ? "['’]" : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** Each character's form, worked out once: the lists are tens of thousands of words of a few dozen characters. */
const ESCAPED = new Map<string, string>();
function inPattern(ch: string): string {
  let escaped = ESCAPED.get(ch);
  if (escaped === undefined) ESCAPED.set(ch, (escaped = escapedChar(ch)));
  return escaped;
}

interface Trie {
  end: boolean;
  next: Map<string, Trie>;
}

/**
 * The words as one regex trie ("di(?:abetes|alysis)"): at each position of a text the engine then follows
 * one branch a character at a time, where a flat alternation of a thousand words would try each in turn.
 * `charSource` writes one character of a word in the pattern (by default escaped, either apostrophe
 * matching); where a word ends and a longer one goes on, the longer is tried first.
 */
export function trieSource(words: Iterable<string>, charSource: (ch: string) => string = inPattern): string {
  const root: Trie = { end: false, next: new Map() };
  for (const word of words) {
    let node = root;
    for (const ch of word) {
      let child = node.next.get(ch);
      if (!child) node.next.set(ch, (child = { end: false, next: new Map() }));
      node = child;
    }
    node.end = true;
  }
  const source = (node: Trie): string => {
    const branches = [...node.next].map(([ch, child]) => charSource(ch) + source(child));
    if (branches.length === 0) return '';
    const group = branches.length === 1 ? branches[0]! : `(?:${branches.join('|')})`;
    return node.end ? `(?:${group})?` : group;
  };
  return source(root);
}
