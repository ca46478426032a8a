// Entities for tests, with plausible defaults; each test overrides what it is about.
import { CURRENT_CLIENT_VERSION, type Alert, type Detection, type Endpoint } from '@gsg/shared';

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
  ...over,
});

export const detectionFixture = (id: string, timestamp: string, over: Partial<Detection> = {}): Detection => ({
  id,
  user: 'John Smith',
  hostname: 'WS-FIN-001',
  ipAddress: '192.168.1.45',
  os: 'Windows',
  aiTool: 'ChatGPT',
  timestamp,
  ...over,
});
