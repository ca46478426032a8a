import RE2 from 're2';
import { errorMessage } from '../error-message.ts';

/** A user-supplied pattern the linear-time engine cannot run. The message names the construct, never any prompt text. */
export class UserPatternError extends Error {
  /** Why, without the "Invalid regular expression" lead-in: suits a field-level message. */
  readonly reason: string;

  constructor(reason: string) {
    super(`Invalid regular expression: ${reason}`);
    this.name = 'UserPatternError';
    this.reason = reason;
  }
}

/** RE2's own wording for the constructs that need backtracking, turned into something a policy author can act on. */
function explain(message: string): string {
  if (/invalid escape sequence: \\(?:[1-9]|k)/.test(message)) {
    return 'backreferences (\\1, \\k<name>) are not supported: patterns run on a linear-time engine (RE2)';
  }
  if (/invalid perl operator: \(\?<?[=!]/.test(message)) {
    return 'lookahead and lookbehind assertions ((?=, (?!, (?<=, (?<!) are not supported: patterns run on a linear-time engine (RE2)';
  }
  return message;
}

/**
 * Compiles a regex rule's pattern on RE2, whose matching time is linear in the input whatever the
 * pattern, so no pattern an admin saves can stall evaluation (ReDoS). Patterns are Unicode-aware and
 * global (every match is a finding).
 */
export function compileUserPattern(pattern: string): RE2 {
  try {
    return new RE2(pattern, 'gu');
  } catch (err) {
    throw new UserPatternError(explain(errorMessage(err)));
  }
}
