// Entities for tests, with plausible defaults; each test overrides what it is about.
import { CURRENT_CLIENT_VERSION, type Alert, type Endpoint, type Policy, type PolicyInput, type PolicyRules } from '@gsg/shared';
import type { NewDetectionRecord, NewLogRecord } from '../src/store/index.ts';

const HOUR_MS = 3_600_000;

export const alertFixture = (id: string, timestamp: string, over: Partial<Alert> = {}): Alert => ({
  id,
  timestamp,
  userId: 'u-1',
  user: 'john.smith@company.com',
  inputPreview: 'My SSN is [REDACTED]',
  outputPreview: 'I cannot help with that',
  policyTriggered: 'PII Detection',
  policyId: 'p-2',
  actionTaken: 'Blocked',
  severity: 'high',
  status: 'open',
  logId: null,
  history: [],
  assignee: null,
  disposition: null,
  comments: [],
  count: 1,
  firstSeenAt: timestamp,
  lastSeenAt: timestamp,
  dueAt: new Date(Date.parse(timestamp) + HOUR_MS).toISOString(),
  ...over,
});

/** A current, active endpoint last seen an hour before `now`. */
export const endpointFixture = (id: string, over: Partial<Endpoint> = {}, now: Date = new Date()): Endpoint => ({
  id,
  hostname: `host-${id}`,
  ipAddress: '10.0.0.1',
  os: 'Windows',
  clientVersion: CURRENT_CLIENT_VERSION,
  lastSeen: new Date(now.getTime() - HOUR_MS).toISOString(),
  status: 'Active',
  user: 'John Smith',
  pendingVersion: null,
  updateError: null,
  ...over,
});

export const detectionFixture = (id: string, timestamp: string, over: Partial<NewDetectionRecord> = {}): NewDetectionRecord => ({
  id,
  user: 'John Smith',
  hostname: 'WS-FIN-001',
  ipAddress: '192.168.1.45',
  os: 'Windows',
  aiTool: 'ChatGPT',
  timestamp,
  ...over,
});

/** A shadow-AI sighting as an agent sends it to ingest. */
export const detectionEventFixture = (eventId: string, over: Record<string, unknown> = {}) => ({
  type: 'detection',
  eventId,
  user: 'Mike Chen',
  hostname: 'LNX-DEV-007',
  ipAddress: '10.0.8.13',
  os: 'Linux',
  aiTool: 'Perplexity',
  timestamp: '2026-11-20T12:00:00.000Z',
  ...over,
});

/** The sample PII policy: detector-based, blocks, high severity. */
export const piiBlockPolicy: PolicyInput = {
  name: 'PII Detection',
  description: 'Blocks personal data',
  ruleType: 'PII',
  severity: 'high',
  action: 'block',
  isEnabled: true,
  sensitivity: 'medium',
  mode: 'enforce',
  rules: { type: 'detector', detectorModel: 'pii-detector-v1' },
};

/** A keyword policy that flags, medium severity. */
export const topicsFlagPolicy = (keywords: string[]): PolicyInput => ({
  name: 'Sensitive Topics',
  description: 'Flags talk of deals',
  ruleType: 'Sensitive Topics',
  severity: 'medium',
  action: 'flag',
  isEnabled: true,
  sensitivity: 'medium',
  mode: 'enforce',
  rules: { type: 'keyword', keywords },
});

/** Who said it, where: the context a gateway sends with a conversation. */
export const conversationContext = {
  user: 'Jane Doe',
  userId: 'jane.doe',
  hostname: 'LAPTOP-JD',
  ipAddress: '10.0.0.7',
  aiModel: 'ChatGPT',
  sessionId: 's-1',
};

/** A stored conversation log as the store takes it: allowed, no policy, originals already sealed. */
export const logRecordFixture = (id: string, timestamp: string, over: Partial<NewLogRecord> = {}): NewLogRecord => ({
  id,
  timestamp,
  userId: 'u-alice',
  user: 'Alice.Smith',
  hostname: 'LAPTOP-ALICE',
  ipAddress: '10.0.0.5',
  inputRedacted: 'summarise this',
  outputRedacted: 'here is a summary',
  inputEncrypted: `sealed-input-${id}`,
  outputEncrypted: `sealed-output-${id}`,
  status: 'allowed',
  policyTriggered: '',
  policyId: '',
  aiModel: 'ChatGPT',
  sessionId: 's-1',
  monitored: null,
  eventId: null,
  policies: [],
  ...over,
});

let enginePolicies = 0;
/**
 * A stored-looking policy for the engine's own tests (flag, medium, enforced), with a fresh id: the engine
 * caches compiled policy sets by id and updatedAt, so tests that reused an id with other rules would see
 * each other's rules.
 */
export function enginePolicy(rules: PolicyRules, overrides: Partial<Omit<Policy, 'rules'>> = {}): Policy {
  enginePolicies++;
  const stamp = '2024-01-01T00:00:00.000Z';
  return {
    id: `test-policy-${enginePolicies}`,
    name: `Policy ${enginePolicies}`,
    description: 'test policy',
    ruleType: 'PII',
    severity: 'medium',
    action: 'flag',
    isEnabled: true,
    sensitivity: 'medium',
    mode: 'enforce',
    createdAt: stamp,
    updatedAt: stamp,
    rules,
    ...overrides,
  };
}
