// A number-shaped run in prose often carries more than one value ("4111 1111 1111 1111 4012 8888 8888
// 1881", "D1234567 12/25"): a pattern cannot know where one ends, so validators measure it instead.

/**
 * The length of the longest leading part of `candidate`, ending at its end or right before one of
 * `separators`, that `valid` accepts; 0 when none is. Candidates are short, so trying each cut is cheap.
 */
export function longestValidPrefix(candidate: string, separators: string, valid: (value: string) => boolean): number {
  for (let end = candidate.length; end > 0; end--) {
    if (end < candidate.length && !separators.includes(candidate[end]!)) continue;
    if (separators.includes(candidate[end - 1]!)) continue;
    if (valid(candidate.slice(0, end))) return end;
  }
  return 0;
}
