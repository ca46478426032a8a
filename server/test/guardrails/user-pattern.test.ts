import t from 'tap';
import { compileUserPattern, UserPatternError } from '../../src/guardrails/index.ts';

t.test('a compilable pattern runs globally, Unicode-aware', async (t) => {
  const regex = compileUserPattern(String.raw`\bEMP-\d{4}\b`);
  t.same('EMP-1234 and EMP-9876'.match(regex), ['EMP-1234', 'EMP-9876']);
});

t.test('patterns RE2 cannot run throw a clear error', async (t) => {
  const cases: Array<[string, RegExp]> = [
    [String.raw`(a)\1`, /^Invalid regular expression: backreferences/],
    [String.raw`(?<word>a)\k<word>`, /^Invalid regular expression: backreferences/],
    ['(?=a)b', /^Invalid regular expression: lookahead and lookbehind/],
    ['(?<!a)b', /^Invalid regular expression: lookahead and lookbehind/],
    ['(unclosed', /^Invalid regular expression: missing \)/],
  ];
  for (const [pattern, message] of cases) {
    t.throws(() => compileUserPattern(pattern), message, pattern);
    t.throws(() => compileUserPattern(pattern), UserPatternError);
  }
});

t.test('a catastrophic-backtracking pattern against 100 KB returns', async (t) => {
  const regex = compileUserPattern('(a+)+$');
  t.equal(regex.exec(`${'a'.repeat(100_000)}!`), null);
});
