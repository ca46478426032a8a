// secrets-detector-v1: credentials pasted into prompts. Most providers give their keys a fixed prefix and
// alphabet, which is what these recognizers look for; the shapes come from the providers' documentation.

import { contextMatcher } from './context.ts';
import { isPlaceholder } from './placeholders.ts';
import type { Recognizer } from './recognizer.ts';

/** Provider-shaped stand-ins from documentation ("ghp_XXXX...", "glpat-your-token-goes-here") leak nothing. */
const notPlaceholder = (candidate: string) => !isPlaceholder(candidate);

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

/** Besides the general placeholders, the words documentation writes where a password goes ("postgres://user:password@db"). */
const PASSWORD_WORD = /^(?:password|passwd|pass|pwd|secret)$/i;

/**
 * A private key block: BEGIN line, armour headers (Proc-Type and DEK-Info of an encrypted PEM key, Version
 * and Comment of a PGP one), base64 runs, END line. Line breaks are real ones, the "\n" escapes of a key
 * kept in a JSON string (a GCP service-account file), or spaces where a paste collapsed them. The body
 * class has no hyphen, so the runs stop right where the END line starts; the END line must name the same
 * kind of key as the BEGIN line.
 */
const KEY_BREAK = String.raw`(?:[\t\n\r ]|\\[nr])`;
const PRIVATE_KEY_PATTERN = new RegExp(
  String.raw`-----BEGIN ((?:[A-Z0-9]+ ){0,3})PRIVATE KEY(?: BLOCK)?-----` +
    String.raw`(?:${KEY_BREAK}{1,40}[A-Z][A-Za-z-]{1,30}: [^\r\n\\]{1,200}){0,4}` +
    String.raw`(?:${KEY_BREAK}{1,40}[A-Za-z0-9+/=]{1,20000}){0,2000}` +
    String.raw`(?:${KEY_BREAK}{0,40}-----END \1PRIVATE KEY(?: BLOCK)?-----)?`,
  'g',
);
const KEY_SEGMENT = new RegExp(String.raw`${KEY_BREAK}+([A-Za-z0-9+/=]+)`, 'g');

/**
 * Words of prose rather than key material: letters only, or a short run that is not whole four-character
 * base64 groups (the last line of a PEM body is, however short: "2nd" is a word, "Zm9v" and "AQ==" are key).
 */
const proseLike = (run: string) => /^[A-Za-z]{1,23}$/.test(run) || (run.length < 8 && run.length % 4 !== 0);

/**
 * How much of a candidate block to report: all of it up to its END line, or, for a block cut off before
 * its END, up to its last run of key material, so the words pasted after a truncated key are not taken
 * for it. 0 for a BEGIN line with no key material after it (a question about the format).
 */
function privateKeyLength(candidate: string): number {
  if (candidate.includes('-----END ')) return candidate.length;
  const bannerEnd = candidate.indexOf('-----', 5) + 5;
  let keyEnd = 0;
  for (const m of candidate.slice(bannerEnd).matchAll(KEY_SEGMENT)) if (!proseLike(m[1]!)) keyEnd = bannerEnd + m.index + m[0].length;
  return keyEnd;
}

/** OpenAI keys: project, service-account and admin keys are long; older user keys embed "T3BlbkFJ" (base64 of "OpenAI"). */
const openAiKeyValid = (candidate: string) =>
  !candidate.startsWith('sk-ant-') &&
  (/^sk-(?:proj|svcacct|admin)-[\w-]{40,}$/.test(candidate) || candidate.includes('T3BlbkFJ') || /^sk-[A-Za-z0-9]{48}$/.test(candidate));

const KEY_CONTEXT = contextMatcher(['key', 'api key', 'apikey', 'token', 'secret', 'credential', 'credentials', 'auth', 'authorization', 'bearer', 'password']);

// A token with a fixed prefix names it (or, for a family, what its prefixes share) as its literal: a text
// without it, as most are, is not scanned, where the pattern's leading lookbehind was tried at every position.
export const SECRETS_RECOGNIZERS: readonly Recognizer[] = [
  {
    entity: 'AWS_ACCESS_KEY',
    // Access key ids are a four-letter kind (long-term, temporary, ...) and sixteen base32 characters.
    pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}(?![A-Za-z0-9])/g,
    score: 0.9,
    validate: notPlaceholder,
    context: KEY_CONTEXT,
  },
  {
    entity: 'AWS_SECRET_KEY',
    pattern: /(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g,
    score: 0.5,
    // Forty base64 characters with both letter cases: not a hex digest.
    validate: (candidate) => /[a-z]/.test(candidate) && /[A-Z]/.test(candidate) && notPlaceholder(candidate),
    // The names configuration files give the secret (aws_secret_access_key, Terraform's secret_key,
    // SecretAccessKey), or the access key id it is pasted beside.
    context: contextMatcher(
      ['aws secret', 'secret key', 'secret access key', 'secretkey', 'secretaccesskey'],
      [/(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}/],
    ),
    requiresContext: true,
  },
  {
    entity: 'GITHUB_TOKEN',
    // ghp_ personal, gho_ OAuth, ghu_ user-to-server, ghs_ server-to-server, ghr_ refresh; github_pat_ fine-grained.
    literal: '_',
    pattern: /(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59})(?![A-Za-z0-9_])/g,
    score: 0.95,
    validate: notPlaceholder,
    context: KEY_CONTEXT,
  },
  {
    entity: 'GITLAB_TOKEN',
    literal: 'glpat-',
    pattern: /(?<![\w-])glpat-[A-Za-z0-9_-]{20}(?![\w-])/g,
    score: 0.95,
    validate: notPlaceholder,
    context: KEY_CONTEXT,
  },
  {
    entity: 'SLACK_TOKEN',
    // Bot, user, app-level, legacy and refresh tokens: a "xox?-" kind, then dash-separated numeric ids and a secret.
    pattern: /(?<![\w-])(?:xox[abposr]-\d{8,13}-[A-Za-z0-9-]{8,120}|xapp-\d-[A-Z0-9]{9,12}-\d{10,14}-[a-f0-9]{32,80})(?![\w-])/g,
    score: 0.9,
    validate: notPlaceholder,
    context: KEY_CONTEXT,
  },
  {
    entity: 'SLACK_WEBHOOK_URL',
    literal: 'hooks.slack.com',
    pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows)\/T[A-Z0-9]{8,12}\/B[A-Z0-9]{8,12}\/[A-Za-z0-9]{20,32}(?![A-Za-z0-9])/g,
    score: 0.95,
    validate: notPlaceholder,
  },
  {
    entity: 'STRIPE_KEY',
    // Secret (sk_) and restricted (rk_) keys. Publishable keys (pk_) are meant to be public and are not reported.
    literal: 'k_',
    pattern: /(?<![\w-])(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{24,247}(?![\w-])/g,
    score: 0.95,
    validate: notPlaceholder,
    context: KEY_CONTEXT,
  },
  {
    entity: 'GOOGLE_API_KEY',
    literal: 'AIza',
    pattern: /(?<![\w-])AIza[0-9A-Za-z_-]{35}(?![\w-])/g,
    score: 0.9,
    validate: notPlaceholder,
    context: KEY_CONTEXT,
  },
  {
    entity: 'OPENAI_API_KEY',
    literal: 'sk-',
    pattern: /(?<![\w-])sk-[A-Za-z0-9_-]{20,200}(?![\w-])/g,
    score: 0.9,
    validate: (candidate) => openAiKeyValid(candidate) && notPlaceholder(candidate),
    context: KEY_CONTEXT,
  },
  {
    entity: 'ANTHROPIC_API_KEY',
    literal: 'sk-ant-',
    pattern: /(?<![\w-])sk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{80,120}(?![\w-])/g,
    score: 0.95,
    validate: notPlaceholder,
    context: KEY_CONTEXT,
  },
  {
    entity: 'SENDGRID_API_KEY',
    literal: 'SG.',
    pattern: /(?<![\w.-])SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![\w-]|\.[\w-])/g,
    score: 0.95,
    validate: notPlaceholder,
    context: KEY_CONTEXT,
  },
  {
    entity: 'NPM_TOKEN',
    literal: 'npm_',
    pattern: /(?<![\w-])npm_[A-Za-z0-9]{36}(?![\w-])/g,
    score: 0.9,
    validate: notPlaceholder,
    context: KEY_CONTEXT,
  },
  {
    entity: 'PRIVATE_KEY',
    // The whole PEM/OpenSSH/PGP block, so redaction removes the key material and not just its banner.
    literal: 'PRIVATE KEY',
    pattern: PRIVATE_KEY_PATTERN,
    score: 1,
    validate: privateKeyLength,
  },
  {
    entity: 'JWT',
    // The header of a JSON object starts "{" (base64 "e") and '"' or whitespace ("y" / "w").
    // A full stop after the token ends the sentence, not the token.
    pattern: /(?<![\w-])e[wy][A-Za-z0-9_-]{8,2000}\.[A-Za-z0-9_-]{2,8000}\.[A-Za-z0-9_-]{0,2000}(?![\w-]|\.[\w-])/g,
    score: 0.95,
    validate: jwtValid,
    context: KEY_CONTEXT,
  },
  {
    entity: 'PASSWORD',
    // The password of a connection string (scheme://user:password@host): only the password is the finding.
    // It runs to the last "@" before the host, so an unencoded "@" inside the password stays inside it.
    // The user part may be empty (redis://:password@host, where only a password is configured).
    pattern: /(?<![\w+.-])[A-Za-z][A-Za-z0-9+.-]{1,30}:\/\/[^\s:/@]{0,128}:(?<value>[^\s/]{1,256})(?=@[\w.[\]-]{1,255}(?![\w.@[\]-]))/dg,
    literal: '://',
    score: 0.9,
    validate: (candidate) => !isPlaceholder(candidate) && !PASSWORD_WORD.test(candidate),
  },
  {
    entity: 'PASSWORD',
    // The key=value forms: a JDBC or ODBC URL's query (?user=app&password=...) and ADO.NET / ODBC
    // connection strings (...;User ID=app;Password=...;). The key must follow "?", "&" or ";", which is
    // what sets a connection string apart from prose or a config line that merely mentions a password.
    pattern: /(?<=[?&;][ \t]{0,3})(?:password|passwd|pwd)[ \t]{0,3}=[ \t]{0,3}(?<value>[^;&\s'"]{1,256})/dgi,
    literal: '=',
    score: 0.85,
    validate: (candidate) => !isPlaceholder(candidate) && !PASSWORD_WORD.test(candidate),
  },
];
