// Documentation stand-ins for a credential: "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "sk_live_xxxx...",
// "glpat-your-token-goes-here", "<password>", "${DB_PASSWORD}". They have a provider's shape, but nothing
// leaks when one is pasted, so reporting them only teaches people to ignore the findings.

/** Template variables and angle or square bracket slots: "${TOKEN}", "$TOKEN", "%TOKEN%", "{{ token }}", "<token>", "[token]". */
const TEMPLATE = /^(?:\$\{[^}]*\}|\$\w+|%\w+%|\{\{.*\}\}|<[^>]*>|\[[^\]]*\])$/;

/** One character throughout ("xxxx", "****"), or eight of one in a row, which a random secret all but never has. */
const MASK = /^(.)\1*$|(.)\2{7}/;

/** Instructions standing where the secret goes ("your_token_here", "insert-key", "REDACTED"), as words of their own. */
const INSTRUCTION = /(?:^|[^a-z])(?:your|insert|replace|placeholder|redacted|dummy)(?![a-z])|[^a-z]here$/i;

/** The published sample credentials of AWS's documentation (AKIAIOSFODNN7EXAMPLE and its secret) end so. */
const DOCUMENTATION_SAMPLE = /EXAMPLE(?:KEY)?$/;

export function isPlaceholder(value: string): boolean {
  return TEMPLATE.test(value) || MASK.test(value) || INSTRUCTION.test(value) || DOCUMENTATION_SAMPLE.test(value);
}
