import t from 'tap';
import { guardrailEvaluationSchema, type PolicyRules } from '@gsg/shared';
import { evaluate, UserPatternError } from '../../src/guardrails/index.ts';
import { enginePolicy } from '../fixtures.ts';

const policy = enginePolicy;

t.test('no policy matches: allowed, nothing triggered, texts unchanged', async (t) => {
  const result = evaluate('hello there', 'hi', [policy({ type: 'keyword', keywords: ['merger'] })]);
  t.same(result, {
    status: 'allowed',
    triggeredPolicies: [],
    findings: { input: [], output: [] },
    inputRedacted: 'hello there',
    outputRedacted: 'hi',
    warning: null,
    highestSeverity: null,
    monitoredPolicies: [],
    monitoredStatus: null,
  });
});

t.test('a monitored policy is reported apart and decides nothing; its findings are still redacted', async (t) => {
  const watched = policy({ type: 'keyword', keywords: ['merger'] }, { name: 'Deals', action: 'block', severity: 'high', mode: 'monitor' });
  const flags = policy({ type: 'keyword', keywords: ['memo'] }, { name: 'Memos', action: 'flag' });
  const result = evaluate('Draft the merger memo', undefined, [watched, flags]);
  t.equal(result.status, 'flagged', 'the enforced flag decides');
  t.same(result.triggeredPolicies.map((p) => p.name), ['Memos']);
  t.same(result.monitoredPolicies.map((p) => p.name), ['Deals']);
  t.equal(result.monitoredStatus, 'blocked', 'it would have blocked');
  t.equal(result.highestSeverity, 'medium', 'the severity of what was done');
  t.equal(result.inputRedacted, 'Draft the [KEYWORD] [KEYWORD]');

  const alone = evaluate('About the merger', undefined, [watched]);
  t.match(alone, { status: 'allowed', triggeredPolicies: [], warning: null, monitoredStatus: 'blocked' });

  const noStricter = evaluate('merger memo', undefined, [{ ...flags, mode: 'enforce', action: 'block' }, { ...watched, action: 'flag' }]);
  t.match(noStricter, { status: 'blocked', monitoredStatus: null }, 'a monitored flag adds nothing to a block');
  t.same(noStricter.monitoredPolicies.map((p) => p.name), ['Deals'], 'but its match is still reported');
});

t.test('keyword policies: all keywords of all policies in one pass, whole word, any case', async (t) => {
  const topics = policy({ type: 'keyword', keywords: ['merger', 'layoff'] }, { name: 'Topics' });
  const ip = policy({ type: 'keyword', keywords: ['source code', 'Merger'] }, { name: 'IP', action: 'block' });
  const result = evaluate('The MERGER leaks our Source Code; mergers and layoffs are fine', undefined, [topics, ip]);
  t.same(
    result.findings.input.map((f) => [f.entity, f.start, f.end, f.policyIds]),
    [
      ['KEYWORD', 4, 10, [topics.id, ip.id]],
      ['KEYWORD', 21, 32, [ip.id]],
    ],
  );
  t.equal(result.inputRedacted, 'The [KEYWORD] leaks our [KEYWORD]; mergers and layoffs are fine');
  t.equal(result.status, 'blocked');
});

t.test('regex policies run on RE2 and redact as [REDACTED]', async (t) => {
  const p = policy({ type: 'regex', pattern: String.raw`\bEMP-\d{6}\b` }, { action: 'block' });
  const result = evaluate('Employee EMP-004512 and EMP-12 asked', undefined, [p]);
  t.same(result.findings.input, [{ entity: 'CUSTOM_PATTERN', start: 9, end: 19, score: 1, detector: 'regex', policyIds: [p.id] }]);
  t.equal(result.inputRedacted, 'Employee [REDACTED] and EMP-12 asked');
});

t.test('a pattern that matches the empty string finds only its non-empty matches', async (t) => {
  const result = evaluate('xx😀ab x', undefined, [policy({ type: 'regex', pattern: 'x*' })]);
  t.same(result.findings.input.map((f) => [f.start, f.end]), [[0, 2], [7, 8]]);
});

t.test('detector policies: findings in input and output, both redacted', async (t) => {
  const pii = policy({ type: 'detector', detectorModel: 'pii-detector-v1' }, { action: 'block', severity: 'high' });
  const result = evaluate('Email jane@example.com please', 'Done: wrote to jane@example.com', [pii]);
  t.match(result.findings.input, [{ entity: 'EMAIL_ADDRESS', start: 6, end: 22, detector: 'pii-detector-v1', policyIds: [pii.id] }]);
  t.equal(result.inputRedacted, 'Email [EMAIL_ADDRESS] please');
  t.equal(result.outputRedacted, 'Done: wrote to [EMAIL_ADDRESS]');
  t.equal(result.status, 'blocked');
  t.equal(result.highestSeverity, 'high');
});

t.test('action precedence: block over flag over allow_with_warning', async (t) => {
  const warn = policy({ type: 'keyword', keywords: ['alpha'] }, { action: 'allow_with_warning', severity: 'low' });
  const flag = policy({ type: 'keyword', keywords: ['beta'] }, { action: 'flag', severity: 'medium' });
  const block = policy({ type: 'keyword', keywords: ['gamma'] }, { action: 'block', severity: 'low' });
  const all = [warn, flag, block];
  t.equal(evaluate('alpha beta gamma', undefined, all).status, 'blocked');
  t.equal(evaluate('alpha beta', undefined, all).status, 'flagged');
  t.equal(evaluate('alpha beta', undefined, all).highestSeverity, 'medium');
  t.equal(evaluate('beta', undefined, all).warning, null);
  t.equal(evaluate('gamma', 'a beta reply', all).status, 'blocked', 'the output counts too');
});

t.test('allow_with_warning: allowed, the policies recorded, a warning returned', async (t) => {
  const warn = policy({ type: 'keyword', keywords: ['salary'] }, { name: 'Compensation', action: 'allow_with_warning', severity: 'low' });
  const result = evaluate('What is the salary band?', undefined, [warn]);
  t.equal(result.status, 'allowed');
  t.same(result.triggeredPolicies, [{ id: warn.id, name: 'Compensation', severity: 'low', action: 'allow_with_warning', ruleType: 'PII' }]);
  t.match(result.warning, /Compensation/);
  t.equal(result.inputRedacted, 'What is the [KEYWORD] band?');
});

t.test('disabled policies are skipped', async (t) => {
  const off = policy({ type: 'keyword', keywords: ['merger'] }, { isEnabled: false, action: 'block' });
  const result = evaluate('the merger', undefined, [off]);
  t.equal(result.status, 'allowed');
  t.same(result.triggeredPolicies, []);
  t.equal(result.inputRedacted, 'the merger');
});

t.test('overlapping findings from different policies merge into one placeholder', async (t) => {
  const regex = policy({ type: 'regex', pattern: String.raw`\b(?:\d[ -]?){15}\d\b` }, { action: 'block' });
  const financial = policy({ type: 'detector', detectorModel: 'financial-detector-v1' }, { action: 'block' });
  const keyword = policy({ type: 'keyword', keywords: ['card 4111'] });
  const result = evaluate('Pay with card 4111 1111 1111 1111 today', undefined, [regex, financial, keyword]);
  t.equal(result.findings.input.length, 3);
  t.equal(result.inputRedacted, 'Pay with [CREDIT_CARD] today');
  t.equal(result.triggeredPolicies.length, 3);
});

t.test('the result validates against the shared schema and never carries the originals', async (t) => {
  const pii = policy({ type: 'detector', detectorModel: 'pii-detector-v1' });
  const secrets = policy({ type: 'detector', detectorModel: 'secrets-detector-v1' });
  const input = 'My SSN is 536-22-1234 and key AKIAQ3EGRVYZTXJKHW2M';
  const result = evaluate(input, 'Your SSN 536-22-1234 is noted', [pii, secrets]);
  t.ok(guardrailEvaluationSchema.safeParse(result).success);
  const serialised = JSON.stringify(result);
  t.notOk(serialised.includes('536-22-1234'));
  t.notOk(serialised.includes('AKIAQ3EGRVYZTXJKHW2M'));
});

t.test('an edited policy (new updatedAt) is recompiled; an unchanged set is reused', async (t) => {
  const before = policy({ type: 'keyword', keywords: ['alpha'] });
  t.equal(evaluate('beta', undefined, [before]).status, 'allowed');
  const after = { ...before, rules: { type: 'keyword' as const, keywords: ['beta'] }, updatedAt: '2024-02-01T00:00:00.000Z' };
  t.equal(evaluate('beta', undefined, [after]).status, 'flagged');
});

t.test('a catastrophic-backtracking regex policy against a 100 KB prompt returns', async (t) => {
  const result = evaluate(`${'a'.repeat(100_000)}!`, undefined, [policy({ type: 'regex', pattern: '(a+)+$' }, { action: 'block' })]);
  t.equal(result.status, 'allowed');
});

t.test('a stored pattern RE2 cannot compile fails evaluation loudly, naming the policy and not the text', async (t) => {
  const broken = policy({ type: 'regex', pattern: String.raw`(a)\1` });
  const err = t.throws(() => evaluate('secret prompt text', undefined, [broken]));
  t.ok(err instanceof UserPatternError);
  t.match((err as Error).message, broken.id);
  t.notMatch((err as Error).message, 'secret prompt text');
});

t.test("a detector policy acts at its sensitivity", async (t) => {
  const rules: PolicyRules = { type: 'detector', detectorModel: 'pii-detector-v1' };
  const bare = 'Book it under 2125550147 please';
  t.equal(evaluate(bare, undefined, [policy(rules)]).status, 'allowed', 'medium: ten bare digits need a phone word');
  const high = evaluate(bare, undefined, [policy(rules, { sensitivity: 'high' })]);
  t.equal(high.status, 'flagged');
  t.equal(high.inputRedacted, 'Book it under [PHONE_NUMBER] please');
  const routing = 'Send it to 021000021 today';
  t.equal(evaluate(routing, undefined, [policy({ type: 'detector', detectorModel: 'financial-detector-v1' })]).status, 'flagged', 'medium catches a checksum-valid number with no context');
  t.equal(evaluate(routing, undefined, [policy({ type: 'detector', detectorModel: 'financial-detector-v1' }, { sensitivity: 'low' })]).status, 'allowed', 'low wants its context word');
});

t.test("the sample PII policy redacts a person's name beside their number", async (t) => {
  const pii = policy({ type: 'detector', detectorModel: 'pii-detector-v1' }, { action: 'block' });
  const result = evaluate('Update the payroll record for Alice Moreau: SSN 536-22-1234.', undefined, [pii]);
  t.equal(result.status, 'blocked');
  t.equal(result.inputRedacted, 'Update the payroll record for [PERSON]: SSN [US_SSN].');
});

t.test('a text judged again gets the same findings, its own copies, whatever its length', async (t) => {
  const { policySetFor } = await import('../../src/guardrails/policy-set.ts');
  const set = policySetFor([enginePolicy({ type: 'detector', detectorModel: 'pii-detector-v1' })]);
  const text = 'Email ana@example.com or call 212-555-0147.';
  const first = set.scan(text);
  t.same(first.map((f) => text.slice(f.start, f.end)), ['ana@example.com', '212-555-0147']);
  first[0]!.end = 0;
  first.pop();
  t.same(set.scan(text).map((f) => text.slice(f.start, f.end)), ['ana@example.com', '212-555-0147'], 'a verdict changing its findings changes no other');
  const long = `${'plain words '.repeat(7000)}ana@example.com`;
  t.same(set.scan(long).map((f) => long.slice(f.start, f.end)), ['ana@example.com'], 'a long text is scanned, not remembered');
  t.same(set.scan(long).map((f) => long.slice(f.start, f.end)), ['ana@example.com']);
});
