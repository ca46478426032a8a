import t from 'tap';
import type { PolicyInput } from '@gsg/shared';
import { buildTestApp } from '../helper.ts';

const regexPolicy = (pattern: string): PolicyInput => ({
  name: 'Employee ids',
  description: 'Internal employee ids',
  ruleType: 'IP',
  severity: 'medium',
  action: 'flag',
  isEnabled: true,
  sensitivity: 'medium',
  mode: 'enforce',
  rules: { type: 'regex', pattern },
});

t.test('saving a pattern RE2 cannot compile is a 400 naming the construct', async (t) => {
  const { as } = await buildTestApp(t);
  for (const [pattern, reason] of [
    [String.raw`(\d)\1`, /backreferences/],
    ['(?<=EMP-)\\d+', /lookahead and lookbehind/],
  ] as const) {
    const res = await as({ method: 'POST', url: '/api/v1/policies', payload: regexPolicy(pattern) });
    t.equal(res.statusCode, 400, pattern);
    t.match(res.json(), { message: /^Invalid regular expression: /, fields: [{ path: 'body.rules.pattern', message: reason }] });
  }
});

t.test('a pattern RE2 runs, catastrophic in a backtracking engine, is saved', async (t) => {
  const { as } = await buildTestApp(t);
  const res = await as({ method: 'POST', url: '/api/v1/policies', payload: regexPolicy('(a+)+$') });
  t.equal(res.statusCode, 201);
});
