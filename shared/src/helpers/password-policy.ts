import type { PASSWORD_POLICIES } from '../constants.ts';

export type PasswordPolicy = (typeof PASSWORD_POLICIES)[number];

interface PolicyRule {
  minLength: number;
  /** The character classes a password must hold, each with how the refusal names it. */
  classes: ReadonlyArray<readonly [RegExp, string]>;
}

const LOWER = [/[a-z]/, 'a lower-case letter'] as const;
const UPPER = [/[A-Z]/, 'an upper-case letter'] as const;
const DIGIT = [/\d/, 'a digit'] as const;
const SYMBOL = [/[^A-Za-z0-9]/, 'a symbol'] as const;

/** Settings › Users › Password policy: what each level asks of every new password. */
export const PASSWORD_POLICY_RULES: Record<PasswordPolicy, PolicyRule> = {
  basic: { minLength: 8, classes: [] },
  strong: { minLength: 12, classes: [LOWER, UPPER, DIGIT] },
  enterprise: { minLength: 16, classes: [LOWER, UPPER, DIGIT, SYMBOL] },
};

/** The rule of the policy that the password fails, in words, or null when it meets them all. */
export function passwordPolicyFailure(password: string, policy: PasswordPolicy): string | null {
  const rule = PASSWORD_POLICY_RULES[policy];
  if (password.length < rule.minLength) return `Password must be at least ${rule.minLength} characters under the ${policy} password policy`;
  const missing = rule.classes.filter(([re]) => !re.test(password)).map(([, name]) => name);
  return missing.length > 0 ? `Password must contain ${missing.join(', ')} under the ${policy} password policy` : null;
}
