import t from 'tap';
import type { GuardrailFinding } from '@gsg/shared';
import { redact } from '../../src/guardrails/index.ts';

const finding = (start: number, end: number, detector: GuardrailFinding['detector'], entity: string, score = 1): GuardrailFinding => ({
  entity,
  start,
  end,
  score,
  detector,
  policyIds: ['p'],
});

t.test('each finding becomes its typed placeholder', async (t) => {
  const text = 'mail a@b.co re merger, ref EMP-1234';
  t.equal(
    redact(text, [finding(5, 11, 'pii-detector-v1', 'EMAIL_ADDRESS'), finding(15, 21, 'keyword', 'KEYWORD'), finding(27, 35, 'regex', 'CUSTOM_PATTERN')]),
    'mail [EMAIL_ADDRESS] re [KEYWORD], ref [REDACTED]',
  );
});

t.test('overlapping findings merge into one placeholder over their union, named by the most telling', async (t) => {
  const text = 'card 4111 1111 1111 1111 now';
  t.equal(redact(text, [finding(5, 24, 'regex', 'CUSTOM_PATTERN'), finding(5, 24, 'financial-detector-v1', 'CREDIT_CARD', 0.8)]), 'card [CREDIT_CARD] now');
  t.equal(redact('abcdefghij', [finding(0, 4, 'keyword', 'KEYWORD'), finding(2, 7, 'regex', 'CUSTOM_PATTERN'), finding(6, 9, 'regex', 'CUSTOM_PATTERN')]), '[KEYWORD]j');
  t.equal(redact('abcdef', [finding(0, 3, 'keyword', 'KEYWORD'), finding(3, 6, 'keyword', 'KEYWORD')]), '[KEYWORD][KEYWORD]', 'touching is not overlapping');
});

t.test('no findings leaves the text as it is', async (t) => {
  t.equal(redact('nothing here', []), 'nothing here');
});
