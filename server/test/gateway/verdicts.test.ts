import t from 'tap';
import type { Policy } from '@gsg/shared';
import { evaluate } from '../../src/guardrails/index.ts';
import { refused } from '../../src/modules/gateway/verdicts.ts';

const STAMP = '2026-01-01T00:00:00.000Z';
const watched: Policy = {
  id: 'p-watched',
  name: 'Deals',
  description: 'd',
  ruleType: 'Sensitive Topics',
  severity: 'high',
  action: 'block',
  isEnabled: true,
  sensitivity: 'medium',
  mode: 'monitor',
  rules: { type: 'keyword', keywords: ['merger'] },
  createdAt: STAMP,
  updatedAt: STAMP,
};

t.test('a refusal is blocked: a monitored policy is still named, with nothing left it would have done', async (t) => {
  const verdict = evaluate('About the merger', undefined, [watched]);
  t.equal(verdict.monitoredStatus, 'blocked');
  const told = refused(verdict, [], 'Access to AI tools is switched off for this user in Access Control.');
  t.match(told, { status: 'blocked', monitoredStatus: null, outputRedacted: 'Access to AI tools is switched off for this user in Access Control.' });
  t.same(told.monitoredPolicies.map((p) => p.name), ['Deals']);
});
