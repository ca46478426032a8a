import type { Intent } from '@blueprintjs/core';
import type { DetectorModel, LogStatus, PolicyAction, PolicyInput, PolicyMode, Sensitivity, Severity } from '@gsg/shared';
import type { PolicyStatusFilter } from '../../state/policies.ts';

export const SEVERITY_LABELS: Record<Severity, string> = { high: 'High', medium: 'Medium', low: 'Low' };

export const ACTION_LABELS: Record<PolicyAction, string> = {
  flag: 'Flag',
  block: 'Block',
  allow_with_warning: 'Allow with Warning',
  redact: 'Redact',
};

/** What the Redact action does, said under the Action field when it is chosen. */
export const REDACT_HELP = 'Matches are replaced by placeholders such as [CREDIT_CARD]: the prompt reaches the model redacted, and the reply reaches the person redacted.';

/** What each mode does with a match, as the policy dialog offers them. */
export const MODE_LABELS: Record<PolicyMode, string> = {
  enforce: 'Enforce: apply the action',
  monitor: 'Monitor: only log and alert what it would do',
};

export const STATUS_LABELS: Record<PolicyStatusFilter, string> = { enabled: 'Enabled', disabled: 'Disabled' };

/** The rule configuration choices the spec names (section 5). */
export const RULE_KIND_LABELS: Record<PolicyInput['rules']['type'], string> = {
  detector: 'AI Detector Model',
  keyword: 'Keyword Matching',
  regex: 'Regular Expression',
};

export const DETECTOR_LABELS: Record<DetectorModel, string> = {
  'pii-detector-v1': 'PII Detector (pii-detector-v1)',
  'phi-detector-v1': 'PHI Detector (phi-detector-v1)',
  'financial-detector-v1': 'Financial Detector (financial-detector-v1)',
  'secrets-detector-v1': 'Secrets Detector (secrets-detector-v1)',
};

/** What each sensitivity acts on, in the terms of the findings' scores (shared/src/constants.ts). */
export const SENSITIVITY_LABELS: Record<Sensitivity, string> = {
  low: 'Low: only findings their context confirms',
  medium: 'Medium: also valid numbers without context',
  high: 'High: also shapes that lack their context',
};

export const ACTION_INTENT: Record<PolicyAction, Intent> = { block: 'danger', flag: 'warning', allow_with_warning: 'none', redact: 'warning' };

export const VERDICT_LABELS: Record<LogStatus, string> = { allowed: 'Allowed', blocked: 'Blocked', flagged: 'Flagged' };
export const VERDICT_INTENT: Record<LogStatus, Intent> = { allowed: 'success', blocked: 'danger', flagged: 'warning' };
