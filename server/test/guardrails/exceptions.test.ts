import { createHmac } from 'node:crypto';
import t from 'tap';
import type { Policy, PolicyExceptionKind, PolicyRules } from '@gsg/shared';
import { evaluate, exceptionDisplay, normaliseException, type ExceptionIndex } from '../../src/guardrails/index.ts';
import { enginePolicy } from '../fixtures.ts';

/** The engine's test policy, blocking at high severity unless told otherwise. */
const policy = (rules: PolicyRules, overrides: Partial<Omit<Policy, 'rules'>> = {}): Policy =>
  enginePolicy(rules, { severity: 'high', action: 'block', ...overrides });

const KEY = Buffer.alloc(32, 3);
const hash = (kind: PolicyExceptionKind, normalised: string) => createHmac('sha256', KEY).update(`${kind}\0${normalised}`).digest('hex');

/** An index as the server builds it: each exception's value normalised and hashed. */
function indexOf(entries: Array<[policyId: string, kind: PolicyExceptionKind, value: string]>): ExceptionIndex {
  const byPolicy = new Map<string, { values: Set<string>; terms: Set<string>; people: Set<string> }>();
  for (const [policyId, kind, value] of entries) {
    let own = byPolicy.get(policyId);
    if (!own) byPolicy.set(policyId, (own = { values: new Set(), terms: new Set(), people: new Set() }));
    ({ value: own.values, term: own.terms, person: own.people })[kind].add(hash(kind, normaliseException(kind, value)));
  }
  return { byPolicy, hash };
}

const jane = { user: 'Jane Doe', userId: 'jane.doe@acme.example' };

t.test('value: the finding whose matched text is the value is ignored for that policy, others still count', async (t) => {
  const pii = policy({ type: 'detector', detectorModel: 'pii-detector-v1' });
  const text = 'Write to support@acme.example or to jane.roe@acme.example';
  const before = evaluate(text, undefined, [pii], { person: jane });
  t.equal(before.findings.input.filter((f) => f.entity === 'EMAIL_ADDRESS').length, 2, 'two addresses found without an exception');

  const after = evaluate(text, undefined, [pii], { person: jane, exceptions: indexOf([[pii.id, 'value', '  SUPPORT@acme.example ']]) });
  t.same(after.findings.input.map((f) => text.slice(f.start, f.end)), ['jane.roe@acme.example'], 'case and surrounding whitespace do not matter');
  t.equal(after.status, 'blocked', 'the other address still blocks');
  t.match(after.inputRedacted, /support@acme\.example/, 'the excepted value is not redacted');
  t.notMatch(after.inputRedacted, /jane\.roe/);

  const only = evaluate('Write to support@acme.example', undefined, [pii], { exceptions: indexOf([[pii.id, 'value', 'support@acme.example']]) });
  t.equal(only.status, 'allowed', 'with its one finding excepted, the policy is not triggered');
  t.same(only.triggeredPolicies, []);
});

t.test('value: a number is one number however it is written', async (t) => {
  const pci = policy({ type: 'detector', detectorModel: 'financial-detector-v1' }, { ruleType: 'PCI' });
  const exceptions = indexOf([[pci.id, 'value', '4111 1111 1111 1111']]);
  for (const written of ['4111-1111-1111-1111', '4111111111111111', '4111 1111 1111 1111']) {
    const text = `Test card ${written} for the sandbox`;
    t.equal(evaluate(text, undefined, [pci]).status, 'blocked', `${written} is found without the exception`);
    t.equal(evaluate(text, undefined, [pci], { exceptions }).status, 'allowed', `${written} is excepted`);
  }
  t.equal(evaluate('Card 5555 5555 5555 4444', undefined, [pci], { exceptions }).status, 'blocked', 'another number is not');
  t.equal(normaliseException('value', '+1 (555) 010-2000'), '15550102000');
  t.equal(normaliseException('value', 'Jane.Doe @ Acme'), 'jane.doe@acme', 'text keeps its punctuation, loses case and whitespace');
});

t.test('value: only the policy the exception belongs to loses the finding', async (t) => {
  const a = policy({ type: 'detector', detectorModel: 'pii-detector-v1' });
  const b = policy({ type: 'detector', detectorModel: 'pii-detector-v1' }, { action: 'flag', severity: 'low' });
  const text = 'Mail support@acme.example';
  const result = evaluate(text, undefined, [a, b], { exceptions: indexOf([[a.id, 'value', 'support@acme.example']]) });
  t.same(result.triggeredPolicies.map((p) => p.id), [b.id]);
  t.equal(result.status, 'flagged');
  t.notMatch(result.inputRedacted, /support@/, 'still redacted for the policy that still finds it');
});

t.test('term: a keyword policy ignores exactly that keyword, and keeps matching its others', async (t) => {
  const topics = policy({ type: 'keyword', keywords: ['merger', 'Project Falcon'] }, { ruleType: 'Sensitive Topics', action: 'flag' });
  const exceptions = indexOf([[topics.id, 'term', 'project falcon']]);
  t.equal(evaluate('Status of PROJECT\nfalcon?', undefined, [topics]).status, 'flagged', 'found without the exception');
  t.equal(evaluate('Status of PROJECT\nfalcon?', undefined, [topics], { exceptions }).status, 'allowed', 'case and line breaks as the matcher folds them');
  const both = evaluate('Project Falcon merger memo', undefined, [topics], { exceptions });
  t.equal(both.status, 'flagged', 'another keyword still matches');
  t.same(both.findings.input.map((f) => 'Project Falcon merger memo'.slice(f.start, f.end)), ['merger']);
  const regex = policy({ type: 'regex', pattern: 'falcon' }, { ruleType: 'Sensitive Topics' });
  t.equal(evaluate('falcon', undefined, [regex], { exceptions: indexOf([[regex.id, 'term', 'falcon']]) }).status, 'blocked', 'a term applies to keyword matches only');
});

t.test('person: the policy does not apply to that person at all, by user id or user, and still does to others', async (t) => {
  const pii = policy({ type: 'detector', detectorModel: 'pii-detector-v1' });
  const topics = policy({ type: 'keyword', keywords: ['merger'] }, { ruleType: 'Sensitive Topics', action: 'flag', severity: 'low' });
  const text = 'Mail support@acme.example about the merger';
  for (const named of ['JANE.DOE@acme.example ', 'jane doe']) {
    const exceptions = indexOf([[pii.id, 'person', named]]);
    const result = evaluate(text, 'Reply to jane.roe@acme.example', [pii, topics], { exceptions, person: jane });
    t.same(result.triggeredPolicies.map((p) => p.id), [topics.id], `exempt when named ${JSON.stringify(named)}; the other policy still applies`);
    t.equal(result.findings.output.length, 0, 'the reply is exempt too');
    t.equal(evaluate(text, undefined, [pii, topics], { exceptions, person: { user: 'Sam Roe', userId: 'sam.roe' } }).status, 'blocked', 'another person is not exempt');
  }
  t.equal(evaluate(text, undefined, [pii], { exceptions: indexOf([[pii.id, 'person', 'jane.doe@acme.example']]) }).status, 'blocked', 'no person known, nobody exempt');
});

t.test('exceptions are shown redacted, a term as written', async (t) => {
  t.equal(exceptionDisplay('value', '4111 1111 1111 1111'), '•••1111');
  t.equal(exceptionDisplay('value', 'support@acme.example'), 's•••@acme.example');
  t.equal(exceptionDisplay('person', 'jane.doe@acme.example'), 'j•••@acme.example');
  t.equal(exceptionDisplay('person', 'Jonathan Smith'), 'jo•••th');
  t.equal(exceptionDisplay('value', 'ab12'), 'a•••');
  t.equal(exceptionDisplay('term', ' Project Falcon '), 'Project Falcon');
});
