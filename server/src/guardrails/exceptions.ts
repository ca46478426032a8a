import type { GuardrailFinding, PolicyExceptionKind } from '@gsg/shared';
import { fold } from './text-classes.ts';

/*
 * Policy exceptions: the one place their rule is written.
 *
 * An exception belongs to one policy and takes something out of that policy only (another policy that
 * finds the same thing still acts on it):
 *
 * - `value`: a finding of the policy whose matched text equals the value is ignored. Both sides are
 *   normalised alike (normaliseException): Unicode compatibility form (NFKC), lower case, whitespace
 *   removed; and a value made of digits and the separators people write numbers with (space - . / ( ) +)
 *   keeps its digits only, so "4111 1111 1111 1111" and "4111-1111-1111-1111" are one card number and
 *   "+1 (555) 010-2000" one phone number. Any detector, keyword or pattern match.
 * - `term`: for keyword policies, a match on exactly that keyword is ignored, compared as the keyword
 *   matcher compares (case-folded, whitespace as a space); the policy's other keywords still match.
 * - `person`: the policy does not apply to that person's conversations at all. The person is named as the
 *   gateway or the agent named them (the log's user id or user, e.g. an e-mail address), compared trimmed
 *   and in lower case.
 *
 * The values are personal data (an e-mail address, a card number), so the engine never holds them: it is
 * given keyed hashes of their normalised forms (ExceptionIndex.hash, keyed by the server's secret key)
 * and hashes what it would compare.
 */

const NUMBER_LIKE = /^[\d\s\-./()+]+$/u;
const DIGIT = /\d/u;

/** The form a value is compared in; `term` as the keyword matcher folds, `person` trimmed and lower case. */
export function normaliseException(kind: PolicyExceptionKind, text: string): string {
  const nfkc = text.normalize('NFKC');
  switch (kind) {
    case 'term':
      return fold(nfkc.trim());
    case 'person':
      return nfkc.trim().toLowerCase();
    case 'value': {
      if (NUMBER_LIKE.test(nfkc) && DIGIT.test(nfkc)) return nfkc.replace(/\D/gu, '');
      return nfkc.toLowerCase().replace(/\s/gu, '');
    }
  }
}

const MASK = '•••';

/**
 * How an exception is shown (lists, the audit trail, events): a term as written (it is one of the policy's
 * own keywords, shown with the policy), a number by its last four digits, an e-mail address by its first
 * letter and domain, anything else by its first and last characters (all in lower case, as compared).
 */
export function exceptionDisplay(kind: PolicyExceptionKind, value: string): string {
  if (kind === 'term') return value.trim();
  // In lower case, as it is compared.
  const text = value.normalize('NFKC').trim().toLowerCase();
  const normal = normaliseException('value', text);
  if (/^\d+$/u.test(normal)) return normal.length >= 8 ? `${MASK}${normal.slice(-4)}` : `${MASK}${normal.slice(-2)}`;
  const at = text.lastIndexOf('@');
  if (at > 0 && at < text.length - 1) return `${[...text][0]}${MASK}@${text.slice(at + 1)}`;
  const chars = [...text];
  return chars.length >= 8 ? `${chars.slice(0, 2).join('')}${MASK}${chars.slice(-2).join('')}` : `${chars[0]}${MASK}`;
}

/** The exceptions of one policy, as keyed hashes of their normalised values. */
export interface PolicyExceptionHashes {
  values: ReadonlySet<string>;
  terms: ReadonlySet<string>;
  people: ReadonlySet<string>;
}

/** Every policy's exceptions, and the keyed hash they were made with. */
export interface ExceptionIndex {
  byPolicy: ReadonlyMap<string, PolicyExceptionHashes>;
  /** The keyed hash of a normalised value of that kind (the same the stored exceptions were made with). */
  hash(kind: PolicyExceptionKind, normalised: string): string;
}

/** Who a conversation is from, as the log names them. */
export interface ConversationPerson {
  user: string;
  userId: string;
}

/** What a judgement takes beyond the texts and the policies. */
export interface EvaluationContext {
  exceptions?: ExceptionIndex;
  person?: ConversationPerson;
}

/** The policies the person is exempted from. */
export function exemptPolicies(context: EvaluationContext): Set<string> {
  const exempt = new Set<string>();
  const { exceptions, person } = context;
  if (!exceptions || !person) return exempt;
  let hashes: string[] | null = null;
  for (const [policyId, { people }] of exceptions.byPolicy) {
    if (people.size === 0) continue;
    hashes ??= [...new Set([person.userId, person.user].map((p) => exceptions.hash('person', normaliseException('person', p))))];
    if (hashes.some((h) => people.has(h))) exempt.add(policyId);
  }
  return exempt;
}

/**
 * The findings with the policies their exceptions take them out of removed, and a finding no policy is
 * left for dropped. Findings share their policy lists, so changed ones get new lists.
 */
export function applyExceptions(findings: GuardrailFinding[], text: string, context: EvaluationContext, exempt: ReadonlySet<string>): GuardrailFinding[] {
  const index = context.exceptions;
  if (!index || (index.byPolicy.size === 0 && exempt.size === 0)) return findings;
  const out: GuardrailFinding[] = [];
  for (const finding of findings) {
    let valueHash: string | undefined;
    let termHash: string | undefined;
    const kept = finding.policyIds.filter((id) => {
      if (exempt.has(id)) return false;
      const own = index.byPolicy.get(id);
      if (!own) return true;
      const matched = own.values.size > 0 || (own.terms.size > 0 && finding.detector === 'keyword') ? text.slice(finding.start, finding.end) : '';
      if (own.values.size > 0 && own.values.has((valueHash ??= index.hash('value', normaliseException('value', matched))))) return false;
      if (own.terms.size > 0 && finding.detector === 'keyword' && own.terms.has((termHash ??= index.hash('term', normaliseException('term', matched))))) return false;
      return true;
    });
    if (kept.length === finding.policyIds.length) out.push(finding);
    else if (kept.length > 0) out.push({ ...finding, policyIds: kept });
  }
  return out;
}
