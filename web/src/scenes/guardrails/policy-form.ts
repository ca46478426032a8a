import type { Snapshot } from 'valtio';
import {
  DEFAULT_POLICY_MODE,
  DEFAULT_SENSITIVITY,
  type DetectorModel,
  type Policy,
  type PolicyAction,
  type PolicyInput,
  type PolicyMode,
  type Sensitivity,
  type Severity,
} from '@gsg/shared';

type RuleKind = PolicyInput['rules']['type'];

/**
 * The Add/Edit Policy form as typed: every rule kind keeps its own field, so switching the rule
 * configuration back and forth loses nothing; only the chosen kind is sent.
 */
export interface PolicyDraft {
  name: string;
  description: string;
  ruleType: Policy['ruleType'];
  severity: Severity;
  action: PolicyAction;
  isEnabled: boolean;
  ruleKind: RuleKind;
  /** Comma-separated, as the user typed them. */
  keywords: string;
  pattern: string;
  detectorModel: DetectorModel;
  /** How readily the detector fires; kept for the other rule kinds too, which ignore it. */
  sensitivity: Sensitivity;
  mode: PolicyMode;
}

/** The spec's defaults for a new policy (section 5). */
export const NEW_POLICY: Readonly<PolicyDraft> = {
  name: '',
  description: '',
  ruleType: 'PII',
  severity: 'medium',
  action: 'flag',
  isEnabled: true,
  ruleKind: 'detector',
  keywords: '',
  pattern: '',
  detectorModel: 'pii-detector-v1',
  sensitivity: DEFAULT_SENSITIVITY,
  mode: DEFAULT_POLICY_MODE,
};

export function draftOf(policy: Snapshot<Policy> | null): PolicyDraft {
  if (!policy) return { ...NEW_POLICY };
  const { name, description, ruleType, severity, action, isEnabled, rules, sensitivity, mode } = policy;
  return {
    ...NEW_POLICY,
    sensitivity,
    mode,
    name,
    description,
    ruleType,
    severity,
    action,
    isEnabled,
    ruleKind: rules.type,
    keywords: rules.type === 'keyword' ? rules.keywords.join(', ') : '',
    pattern: rules.type === 'regex' ? rules.pattern : '',
    detectorModel: rules.type === 'detector' ? rules.detectorModel : NEW_POLICY.detectorModel,
  };
}

/** Keywords are entered comma-separated, then split and trimmed (spec); blanks between commas are dropped. */
export const splitKeywords = (text: string): string[] =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k.length > 0);

function rulesOf(draft: PolicyDraft): PolicyInput['rules'] {
  switch (draft.ruleKind) {
    case 'keyword':
      return { type: 'keyword', keywords: splitKeywords(draft.keywords) };
    case 'regex':
      return { type: 'regex', pattern: draft.pattern };
    case 'detector':
      return { type: 'detector', detectorModel: draft.detectorModel };
  }
}

export function inputOf(draft: PolicyDraft): PolicyInput {
  const { name, description, ruleType, severity, action, isEnabled, sensitivity, mode } = draft;
  return { name, description, ruleType, severity, action, isEnabled, sensitivity, mode, rules: rulesOf(draft) };
}

/** What the Test panel judges: the draft, named even before the user has named it. */
export function testInputOf(draft: PolicyDraft): PolicyInput {
  const input = inputOf(draft);
  return { ...input, name: input.name.trim() || 'Untitled policy', description: input.description.trim() || 'Not saved yet' };
}
