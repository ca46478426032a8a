import t from 'tap';
import { contextMatcher, hasContext, lastContext, wordsAfter } from '../../src/guardrails/detectors/context.ts';
import { readsAsDate } from '../../src/guardrails/detectors/dates.ts';
import { driverLicenseLength } from '../../src/guardrails/detectors/driver-license.ts';
import { isPlaceholder } from '../../src/guardrails/detectors/placeholders.ts';
import { runRecognizers, valueFinder } from '../../src/guardrails/detectors/recognizer.ts';

t.test('context: the last phrase, the more specific of two that end together', async (t) => {
  const matcher = contextMatcher(['account', 'aws account', 'id']);
  t.same(lastContext(matcher, 'AWS account '), { start: 0, end: 11 });
  t.same(lastContext(matcher, 'account 7, id '), { start: 11, end: 13 });
  t.equal(lastContext(matcher, 'nothing here'), undefined);
  t.ok(hasContext(matcher, 'my account') && hasContext(matcher, 'my account'), 'a shared global pattern keeps no state');
  t.ok(hasContext(contextMatcher(['secret key'], [/AKIA[A-Z2-7]{16}/]), 'AKIAQ3EGRVYZTXJKHW2M '), 'a value shape counts as context');
  t.notOk(hasContext(contextMatcher([], [/AKIA[A-Z2-7]{16}/]), 'no key here'), 'shapes alone match only themselves');
});

t.test('context: phrases that start alike, spaces and apostrophes as people write them', async (t) => {
  const matcher = contextMatcher(['card', 'card number', 'card no', "driver's license", 'dl']);
  t.same(lastContext(matcher, 'Card number: '), { start: 0, end: 11 }, 'the longer of two phrases that start alike');
  t.same(lastContext(matcher, 'card-no '), { start: 0, end: 7 }, 'a hyphen stands for the space');
  t.same(lastContext(matcher, 'card_numbers '), { start: 0, end: 4 }, 'a longer word is not the phrase: the shorter one is');
  for (const written of ['drivers license', 'driver’s license', 'DRIVER_S LICENSE'.replace('_', "'"), "driver's  license"]) t.ok(hasContext(matcher, written), written);
  t.notOk(hasContext(matcher, 'cardboard, idle'), 'whole words only');
});

t.test('context: the window after a candidate ends with its sentence', async (t) => {
  t.equal(wordsAfter('X is our SWIFT code', 1), ' is our SWIFT ');
  t.equal(wordsAfter('X was paid. Routing changes', 1), ' was paid');
  t.equal(wordsAfter('X weighs 3.5 kg', 1), ' weighs 3.5 ', 'a dot inside a number is no sentence end');
});

t.test('dates: eight digits as YYYYMMDD or MMDDYYYY', async (t) => {
  for (const date of ['19800101', '20240229', '12312019']) t.ok(readsAsDate(date), date);
  for (const other of ['19801301', '20240231', '18991231', '55512399', '1980011', 'A1980010']) t.notOk(readsAsDate(other), other);
});

t.test('placeholders: templates, masks and instructions, not random secrets', async (t) => {
  for (const value of ['${TOKEN}', '<token>', '{{ api_key }}', 'xxxx', '********', `ghp_${'X'.repeat(36)}`, 'your_token_here', 'glpat-insert-key', 'REDACTED', 'AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY']) {
    t.ok(isPlaceholder(value), value);
  }
  for (const value of ['s3cr3tP4ss', 'hunter2hunter2', 'AKIAQ3EGRVYZTXJKHW2M', `ghp_${'a1B2c3D4e5'.repeat(3)}abcdef`, 'Tr0ub4dor&3']) {
    t.notOk(isPlaceholder(value), value);
  }
});

t.test('driver licences: state formats and printed groups', async (t) => {
  for (const licence of ['D1234567', '123 456 789', 'A123-4567-8901', 'L-123-456-789-012', 'WDLABC123456', '12ABC34567', '384KT2291']) {
    t.equal(driverLicenseLength(licence), licence.length, licence);
  }
  t.equal(driverLicenseLength('D1234567 12'), 8, 'only the leading groups that make a licence number');
  t.equal(driverLicenseLength('D123-4567 8901'), 9, 'one kind of separator');
  for (const other of ['123456', '2019 03 15', '12345678 2', 'ABCD1234567']) t.equal(driverLicenseLength(other), other === '12345678 2' ? 8 : 0, other);
});

t.test('recognizer values: found without match indices where the value group leads the rest, at the same places', async (t) => {
  const cued = /(?<![\p{L}])(?:Mr|Dr)\.?[ \t](?<value>\p{Lu}\p{Ll}+)/dgu;
  const finder = valueFinder(cued);
  t.notOk(finder.flags.includes('d'), 'the lead is captured instead of asking for indices');
  t.equal(valueFinder(cued), finder, 'built once per pattern');
  const text = 'Ask Dr. Okafor, then Mr Lee; not Dr. 5.';
  t.same(
    runRecognizers(text, [{ entity: 'PERSON', pattern: cued, score: 0.9 }], 0.5).map((d) => text.slice(d.start, d.end)),
    ['Okafor', 'Lee'],
  );
  // A lead with an alternation of its own, or a backreference the new group would renumber, keeps its indices.
  for (const kept of [/a|b(?<value>c)/dg, /(x)\1(?<value>y)/dg, /(?:a(?<value>b))/dg]) t.equal(valueFinder(kept), kept, kept.source);
  const nested = 'zab';
  t.same(runRecognizers(nested, [{ entity: 'X', pattern: /(?:a(?<value>b))/dg, score: 0.9 }], 0.5), [{ entity: 'X', start: 2, end: 3, score: 0.9 }]);
});

t.test('overlapping candidates: the stronger stands, but one that holds another of its entity whole takes its place and its score', async (t) => {
  const listed = { entity: 'PERSON', pattern: /Caspar/g, score: 0.9 };
  const whole = { entity: 'PERSON', pattern: /Gunda Caspar/g, score: 0.5 };
  const text = 'signed by Gunda Caspar';
  t.same(runRecognizers(text, [listed, whole], 0.4), [{ entity: 'PERSON', start: 10, end: 22, score: 0.9 }]);
  t.same(runRecognizers(text, [listed, whole], 0.65), [{ entity: 'PERSON', start: 16, end: 22, score: 0.9 }], 'under the threshold the fuller reading is not there to stand');
  const other = { entity: 'LOCATION', pattern: /Gunda Caspar/g, score: 0.5 };
  t.same(runRecognizers(text, [listed, other], 0.4), [{ entity: 'PERSON', start: 16, end: 22, score: 0.9 }], 'another entity holding it does not');
  const partly = { entity: 'PERSON', pattern: /Caspar last/g, score: 0.5 };
  t.same(runRecognizers('Gunda Caspar last', [listed, partly, whole], 0.4), [{ entity: 'PERSON', start: 0, end: 12, score: 0.9 }], 'an overlap that holds nothing whole is settled by strength');
});

t.test('recognizers read typographic quotes as plain ones, at the same places', async (t) => {
  const { detect } = await import('../../src/guardrails/index.ts');
  const plain = `Please send "the file" to Siobhan O'Connell's team; she's at 212-555-0147. Ask 'Bob' too.`;
  const curly = plain.replace(/'(?=s|C)/g, '’').replace(/"the/, '“the').replace(/file"/, 'file”').replace(/'Bob'/, '‘Bob’');
  t.not(curly, plain);
  for (const model of ['pii-detector-v1', 'phi-detector-v1'] as const) t.same(detect(model, curly), detect(model, plain), model);
  t.ok(detect('pii-detector-v1', curly).some((d) => curly.slice(d.start, d.end) === 'Siobhan O’Connell'), 'the name as written');
  // Past Latin-1 the text stays as written: a name in Polish letters is found where it stands.
  const polish = 'Zadzwoń do Łucji Wróblewskiej’s team at 212-555-0147.';
  t.ok(detect('pii-detector-v1', polish).some((d) => polish.slice(d.start, d.end) === '212-555-0147'));
});
