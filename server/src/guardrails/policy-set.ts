import type { DetectorModel, GuardrailFinding, Policy, Sensitivity } from '@gsg/shared';
import RE2 from 're2';
import { detectInReadable } from './detectors/index.ts';
import { KeywordMatcher } from './keyword-matcher.ts';
import { fold } from './text-classes.ts';
import { findAsWritten, tailAsWritten } from './readable-text.ts';
import { compileUserPattern, UserPatternError } from './user-pattern.ts';

const KEYWORD_ENTITY = 'KEYWORD';
const CUSTOM_PATTERN_ENTITY = 'CUSTOM_PATTERN';

interface RegexRule {
  regex: RE2;
  policyIds: string[];
}

const byPosition = (a: GuardrailFinding, b: GuardrailFinding) => a.start - b.start || a.end - b.end;

/** Appends every non-empty match of a compiled user pattern. Empty matches cannot be redacted and find nothing. */
function collectMatches(rule: RegexRule, text: string, out: GuardrailFinding[]): void {
  const { regex, policyIds } = rule;
  regex.lastIndex = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    if (m[0].length === 0) {
      // Step over the empty match, and over a whole surrogate pair so the Unicode engine never starts mid-character.
      const unit = text.charCodeAt(m.index);
      regex.lastIndex = m.index + (unit >= 0xd800 && unit <= 0xdbff ? 2 : 1);
      continue;
    }
    out.push({ entity: CUSTOM_PATTERN_ENTITY, start: m.index, end: m.index + m[0].length, score: 1, detector: 'regex', policyIds });
  }
}

/**
 * The enabled policies of one configuration, compiled once: all keywords of all keyword policies in one
 * automaton, each distinct regex once on RE2 with an RE2.Set in front that says in a single pass which
 * of them match at all, and each detector model once per sensitivity, whichever policies share it.
 */
export class PolicySet {
  readonly policies: ReadonlyMap<string, Policy>;
  readonly #keywords: KeywordMatcher | null;
  readonly #keywordPolicies: string[][];
  readonly #regexRules: RegexRule[];
  readonly #regexSet: InstanceType<typeof RE2.Set> | null;
  /** Per detector model and sensitivity, the policies that share them. */
  readonly #detectors: ReadonlyMap<string, { model: DetectorModel; sensitivity: Sensitivity; policyIds: string[] }>;
  /**
   * The findings of the texts scanned last. The same text is judged again and again: a gateway call judges
   * its prompt on admission and once more with the reply, and a chat resends its system prompt with every
   * turn. Scanning is a pure function of the text for one compiled set, so the answer is kept.
   */
  readonly #recent = new Map<string, readonly GuardrailFinding[]>();

  constructor(enabled: readonly Policy[]) {
    this.policies = new Map(enabled.map((p) => [p.id, p]));
    const keywordPolicies = new Map<string, string[]>();
    const patterns = new Map<string, string[]>();
    const detectors = new Map<string, { model: DetectorModel; sensitivity: Sensitivity; policyIds: string[] }>();
    const add = <K>(map: Map<K, string[]>, key: K, id: string) => {
      const ids = map.get(key);
      if (ids === undefined) map.set(key, [id]);
      else if (!ids.includes(id)) ids.push(id);
    };
    for (const policy of enabled) {
      const { rules } = policy;
      if (rules.type === 'keyword') for (const keyword of rules.keywords) add(keywordPolicies, fold(keyword), policy.id);
      else if (rules.type === 'regex') add(patterns, rules.pattern, policy.id);
      else {
        const key = `${rules.detectorModel}:${policy.sensitivity}`;
        const entry = detectors.get(key);
        if (entry === undefined) detectors.set(key, { model: rules.detectorModel, sensitivity: policy.sensitivity, policyIds: [policy.id] });
        else entry.policyIds.push(policy.id);
      }
    }

    this.#keywords = keywordPolicies.size > 0 ? new KeywordMatcher([...keywordPolicies.keys()]) : null;
    this.#keywordPolicies = [...keywordPolicies.values()];
    this.#regexRules = [...patterns].map(([pattern, policyIds]) => {
      try {
        return { regex: compileUserPattern(pattern), policyIds };
      } catch (err) {
        // A stored pattern that no longer compiles must not silently let traffic through: fail loudly, naming the policy.
        const reason = err instanceof UserPatternError ? err.reason : 'does not compile';
        throw new UserPatternError(`policy ${policyIds.join(', ')}: ${reason}`);
      }
    });
    this.#regexSet = this.#regexRules.length > 0 ? new RE2.Set(this.#regexRules.map((r) => r.regex), 'u') : null;
    this.#detectors = detectors;
  }

  /**
   * Every finding of every enabled policy in `written`, ordered by position. The policies read the text
   * with invisible characters left out and look-alike spaces, dashes and digits written plainly
   * (readable-text.ts); each finding spans the text as written.
   */
  scan(written: string): GuardrailFinding[] {
    if (written.length === 0) return [];
    const scanned = () => findAsWritten(written, (text) => this.#scanReadable(text));
    if (written.length > MAX_REMEMBERED_TEXT) return scanned();
    const findings = cached(this.#recent, written, scanned, REMEMBERED_SCANS);
    // Copies: a verdict's findings are its own to pass on.
    return findings.map((f) => ({ ...f }));
  }

  #scanReadable(text: string): GuardrailFinding[] {
    const findings: GuardrailFinding[] = [];
    if (this.#keywords !== null) {
      for (const hit of this.#keywords.find(text)) {
        findings.push({ entity: KEYWORD_ENTITY, start: hit.start, end: hit.end, score: 1, detector: 'keyword', policyIds: this.#keywordPolicies[hit.keyword]! });
      }
    }
    if (this.#regexSet !== null) for (const index of this.#regexSet.match(text)) collectMatches(this.#regexRules[index]!, text, findings);
    for (const { model, sensitivity, policyIds } of this.#detectors.values()) {
      for (const d of detectInReadable(model, text, sensitivity)) findings.push({ entity: d.entity, start: d.start, end: d.end, score: d.score, detector: model, policyIds });
    }
    return findings.sort(byPosition);
  }
}

const CACHE_LIMIT = 32;
/** How many scanned texts a set remembers, and up to what length: a few recent prompts and replies. */
const REMEMBERED_SCANS = 8;
const MAX_REMEMBERED_TEXT = 64 * 1024;

/** A small LRU cache: the value for `key`, made once while it stays among the `limit` latest used. */
function cached<T>(cache: Map<string, T>, key: string, make: () => T, limit = CACHE_LIMIT): T {
  let value: T;
  if (cache.has(key)) {
    value = cache.get(key)!;
    cache.delete(key);
  } else {
    value = make();
    if (cache.size >= limit) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, value);
  return value;
}

/** The enabled policies and the key their compiled forms are cached under: an edit moves updatedAt. */
function enabledOf(policies: readonly Policy[]): { enabled: Policy[]; key: string } {
  const enabled = policies.filter((p) => p.isEnabled);
  return { enabled, key: enabled.map((p) => `${p.id}@${p.updatedAt}`).join('\n') };
}

const cache = new Map<string, PolicySet>();

/**
 * The compiled set for these policies' enabled members, from a small LRU cache keyed by their ids and
 * updatedAt: an edit moves updatedAt, so a changed policy is recompiled and an unchanged configuration
 * never is.
 */
export function policySetFor(policies: readonly Policy[]): PolicySet {
  const { enabled, key } = enabledOf(policies);
  return cached(cache, key, () => new PolicySet(enabled));
}

/** The keyword phrases a streamed reply holds back until they are whole. */
export interface HeldPhrases {
  /**
   * How many units at the end of `text` could still grow into a phrase, read as the policies read it
   * (readable-text.ts: a phrase written with a zero-width space is held too).
   */
  pendingPrefix(text: string): number;
}

const phraseCache = new Map<string, HeldPhrases | null>();

/**
 * The keywords a streamed reply must not let out half-written: those of the enabled, enforced keyword
 * policies that block or redact (a flag or a monitored policy stops nothing, so holding text back for it
 * would only delay the reply). One automaton, cached like policySetFor; null when there are none.
 */
export function heldPhrasesFor(policies: readonly Policy[]): HeldPhrases | null {
  const { enabled, key } = enabledOf(policies);
  return cached(phraseCache, key, () => {
    const phrases = new Set<string>();
    for (const p of enabled) {
      if (p.mode !== 'enforce' || (p.action !== 'block' && p.action !== 'redact') || p.rules.type !== 'keyword') continue;
      for (const keyword of p.rules.keywords) phrases.add(fold(keyword));
    }
    if (phrases.size === 0) return null;
    const matcher = new KeywordMatcher([...phrases]);
    return { pendingPrefix: (text) => tailAsWritten(text, (read) => matcher.pendingPrefix(read)) };
  });
}
