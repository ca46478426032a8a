import type { PolicyInput } from '@gsg/shared';
import { compileUserPattern, UserPatternError } from '../../guardrails/index.ts';
import { badRequest } from '../../http-errors.ts';

/**
 * A regex rule must compile on the engine that will run it (RE2, linear-time) before it is stored or
 * tested; an unusable pattern (a syntax error, a backreference, a lookaround) is the user's to fix now.
 * `at` is where the policy sits in the request body, for the field-level message.
 */
export function assertRulesUsable(input: PolicyInput, at = 'body'): void {
  if (input.rules.type !== 'regex') return;
  try {
    compileUserPattern(input.rules.pattern);
  } catch (err) {
    if (!(err instanceof UserPatternError)) throw err;
    throw badRequest(err.message, [{ path: `${at}.rules.pattern`, message: err.reason }]);
  }
}
