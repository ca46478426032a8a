// The spec's five sample policies (section 3). Their ids are fixed so generated logs can name them in
// any database, seeded or not.
import { DEFAULT_POLICY_MODE, DEFAULT_SENSITIVITY, type Policy } from '@gsg/shared';
import { DAY_MS } from '../timeline.ts';

export const POLICY_IDS = {
  sensitiveTopics: 'policy-sensitive-topics',
  pii: 'policy-pii-detection',
  ip: 'policy-intellectual-property',
  pci: 'policy-credit-card-protection',
  phi: 'policy-hipaa-compliance',
} as const;
export type PolicyKey = keyof typeof POLICY_IDS;

const SENSITIVE_TOPIC_KEYWORDS = ['merger', 'acquisition', 'layoff', 'lawsuit', 'confidential'];
const IP_KEYWORDS = ['source code', 'proprietary', 'trade secret', 'patent pending'];
/** Sixteen digits, optionally grouped by spaces or dashes. */
const CARD_NUMBER_PATTERN = String.raw`\b(?:\d[ -]?){15}\d\b`;

export type SamplePolicy = Omit<Policy, 'createdAt' | 'updatedAt'>;

export const SAMPLE_POLICIES: Readonly<Record<PolicyKey, SamplePolicy>> = {
  sensitiveTopics: {
    id: POLICY_IDS.sensitiveTopics,
    name: 'Sensitive Topics',
    description: 'Flags conversations about mergers, acquisitions, layoffs, litigation and other confidential business matters.',
    ruleType: 'Sensitive Topics',
    severity: 'medium',
    action: 'flag',
    isEnabled: true,
    sensitivity: DEFAULT_SENSITIVITY,
    mode: DEFAULT_POLICY_MODE,
    rules: { type: 'keyword', keywords: SENSITIVE_TOPIC_KEYWORDS },
  },
  pii: {
    id: POLICY_IDS.pii,
    name: 'PII Detection',
    description: 'Blocks prompts containing personal data such as email addresses, phone numbers and Social Security numbers.',
    ruleType: 'PII',
    severity: 'high',
    action: 'block',
    isEnabled: true,
    sensitivity: DEFAULT_SENSITIVITY,
    mode: DEFAULT_POLICY_MODE,
    rules: { type: 'detector', detectorModel: 'pii-detector-v1' },
  },
  ip: {
    id: POLICY_IDS.ip,
    name: 'Intellectual Property',
    description: 'Blocks sharing source code, proprietary designs, trade secrets and patent-pending work with AI tools.',
    ruleType: 'IP',
    severity: 'high',
    action: 'block',
    isEnabled: true,
    sensitivity: DEFAULT_SENSITIVITY,
    mode: DEFAULT_POLICY_MODE,
    rules: { type: 'keyword', keywords: IP_KEYWORDS },
  },
  pci: {
    id: POLICY_IDS.pci,
    name: 'Credit Card Protection',
    description: 'Blocks prompts containing payment card numbers, as PCI DSS requires.',
    ruleType: 'PCI',
    severity: 'high',
    action: 'block',
    isEnabled: true,
    sensitivity: DEFAULT_SENSITIVITY,
    mode: DEFAULT_POLICY_MODE,
    rules: { type: 'regex', pattern: CARD_NUMBER_PATTERN },
  },
  phi: {
    id: POLICY_IDS.phi,
    name: 'HIPAA Compliance',
    description: 'Flags conversations containing protected health information such as diagnoses, treatments and patient details.',
    ruleType: 'PHI',
    severity: 'medium',
    action: 'flag',
    isEnabled: true,
    sensitivity: DEFAULT_SENSITIVITY,
    mode: DEFAULT_POLICY_MODE,
    rules: { type: 'detector', detectorModel: 'phi-detector-v1' },
  },
};

/** Days before `now` each policy was created and last edited: all predate the 30 days of history. */
const AGES: Readonly<Record<PolicyKey, readonly [created: number, updated: number]>> = {
  sensitiveTopics: [90, 41],
  pii: [90, 90],
  ip: [75, 33],
  pci: [75, 75],
  phi: [60, 60],
};

export function samplePolicies(now: Date): Policy[] {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  return (Object.keys(SAMPLE_POLICIES) as PolicyKey[]).map((key) => ({
    ...SAMPLE_POLICIES[key],
    createdAt: at(AGES[key][0]),
    updatedAt: at(AGES[key][1]),
  }));
}
