// secrets-detector-v1: credentials pasted into prompts. Most providers give their keys a fixed prefix and
// alphabet, which is what these recognizers look for; the shapes come from the providers' documentation.

import { contextMatcher } from './context.ts';
import type { Recognizer } from './recognizer.ts';

/** A JWT: three base64url parts whose first decodes to a JSON object naming its signing algorithm. */
function jwtValid(candidate: string): boolean {
  const header = candidate.slice(0, candidate.indexOf('.'));
  try {
    const parsed: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { alg?: unknown }).alg === 'string';
  } catch {
    return false;
  }
}

/** Templates, masks and the words documentation uses stand where a password would ("${DB_PASSWORD}", "****", "password"): nothing leaks. */
const PASSWORD_PLACEHOLDER = /^(?:\$\{[^}]*\}|\$\w+|%\w+%|\{\{.*\}\}|<[^>]*>|\[[^\]]*\]|[*x•.]+|password|passwd|pass|pwd|secret)$/i;

/** OpenAI keys: project, service-account and admin keys are long; older user keys embed "T3BlbkFJ" (base64 of "OpenAI"). */
const openAiKeyValid = (candidate: string) =>
  !candidate.startsWith('sk-ant-') &&
  (/^sk-(?:proj|svcacct|admin)-[\w-]{40,}$/.test(candidate) || candidate.includes('T3BlbkFJ') || /^sk-[A-Za-z0-9]{48}$/.test(candidate));

const KEY_CONTEXT = contextMatcher(['key', 'api key', 'apikey', 'token', 'secret', 'credential', 'credentials', 'auth', 'authorization', 'bearer', 'password']);

export const SECRETS_RECOGNIZERS: readonly Recognizer[] = [
  {
    entity: 'AWS_ACCESS_KEY',
    // Access key ids are a four-letter kind (long-term, temporary, ...) and sixteen base32 characters.
    pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}(?![A-Za-z0-9])/g,
    score: 0.9,
    context: KEY_CONTEXT,
  },
  {
    entity: 'AWS_SECRET_KEY',
    pattern: /(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g,
    score: 0.5,
    // Forty base64 characters with both letter cases: not a hex digest.
    validate: (candidate) => /[a-z]/.test(candidate) && /[A-Z]/.test(candidate),
    context: contextMatcher(['aws secret', 'secret access key', 'aws_secret_access_key', 'aws secret key', 'secretaccesskey', 'aws_secret_key']),
    requiresContext: true,
  },
  {
    entity: 'GITHUB_TOKEN',
    // ghp_ personal, gho_ OAuth, ghu_ user-to-server, ghs_ server-to-server, ghr_ refresh; github_pat_ fine-grained.
    pattern: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})(?![A-Za-z0-9_])/g,
    score: 0.95,
    context: KEY_CONTEXT,
  },
  {
    entity: 'GITLAB_TOKEN',
    pattern: /(?<![\w-])glpat-[A-Za-z0-9_-]{20}(?![\w-])/g,
    score: 0.95,
    context: KEY_CONTEXT,
  },
  {
    entity: 'SLACK_TOKEN',
    // Bot, user, app-level, legacy and refresh tokens: a "xox?-" kind, then dash-separated numeric ids and a secret.
    pattern: /(?<![\w-])(?:xox[abposr]-\d{8,13}-[A-Za-z0-9-]{8,120}|xapp-\d-[A-Z0-9]{9,12}-\d{10,14}-[a-f0-9]{32,80})(?![\w-])/g,
    score: 0.9,
    context: KEY_CONTEXT,
  },
  {
    entity: 'SLACK_WEBHOOK_URL',
    literal: 'hooks.slack.com',
    pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows)\/T[A-Z0-9]{8,12}\/B[A-Z0-9]{8,12}\/[A-Za-z0-9]{20,32}(?![A-Za-z0-9])/g,
    score: 0.95,
  },
  {
    entity: 'STRIPE_KEY',
    // Secret (sk_) and restricted (rk_) keys. Publishable keys (pk_) are meant to be public and are not reported.
    pattern: /(?<![\w-])(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{24,247}(?![\w-])/g,
    score: 0.95,
    context: KEY_CONTEXT,
  },
  {
    entity: 'GOOGLE_API_KEY',
    pattern: /(?<![\w-])AIza[0-9A-Za-z_-]{35}(?![\w-])/g,
    score: 0.9,
    context: KEY_CONTEXT,
  },
  {
    entity: 'OPENAI_API_KEY',
    pattern: /(?<![\w-])sk-[A-Za-z0-9_-]{20,200}(?![\w-])/g,
    score: 0.9,
    validate: openAiKeyValid,
    context: KEY_CONTEXT,
  },
  {
    entity: 'ANTHROPIC_API_KEY',
    pattern: /(?<![\w-])sk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{80,120}(?![\w-])/g,
    score: 0.95,
    context: KEY_CONTEXT,
  },
  {
    entity: 'SENDGRID_API_KEY',
    pattern: /(?<![\w.-])SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![\w.-])/g,
    score: 0.95,
    context: KEY_CONTEXT,
  },
  {
    entity: 'NPM_TOKEN',
    pattern: /(?<![\w-])npm_[A-Za-z0-9]{36}(?![\w-])/g,
    score: 0.9,
    context: KEY_CONTEXT,
  },
  {
    entity: 'PRIVATE_KEY',
    // The whole PEM/OpenSSH/PGP block, so redaction removes the key material and not just its banner. The
    // body class has no hyphen, so the greedy body stops right where the END line starts. It does take
    // spaces (keys pasted with their line breaks collapsed, PGP armour headers), so a truncated key without
    // END runs on through the following words to the next punctuation: over-redacting is the safe side.
    literal: 'PRIVATE KEY',
    pattern: /-----BEGIN (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----[A-Za-z0-9+/=\s:,.()]{0,20000}(?:-----END (?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?-----)?/g,
    score: 1,
  },
  {
    entity: 'JWT',
    // The header of a JSON object starts "{" (base64 "e") and '"' or whitespace ("y" / "w").
    pattern: /(?<![\w-])e[wy][A-Za-z0-9_-]{8,2000}\.[A-Za-z0-9_-]{2,8000}\.[A-Za-z0-9_-]{0,2000}(?![\w.-])/g,
    score: 0.95,
    validate: jwtValid,
    context: KEY_CONTEXT,
  },
  {
    entity: 'PASSWORD',
    // The password of a connection string (scheme://user:password@host): only the password is the finding.
    // It runs to the last "@" before the host, so an unencoded "@" inside the password stays inside it.
    pattern: /(?<![\w+.-])[A-Za-z][A-Za-z0-9+.-]{1,30}:\/\/[^\s:/@]{1,128}:(?<value>[^\s/]{1,256})(?=@[\w.[\]-]{1,255}(?![\w.@[\]-]))/dg,
    literal: '://',
    score: 0.9,
    validate: (candidate) => !PASSWORD_PLACEHOLDER.test(candidate),
  },
];
