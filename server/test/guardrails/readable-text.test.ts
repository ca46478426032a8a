import t from 'tap';
import { detect, evaluate } from '../../src/guardrails/index.ts';
import { readable } from '../../src/guardrails/readable-text.ts';
import { enginePolicy } from '../fixtures.ts';

// What people paste and what someone hiding a number writes: the policies read it plainly, and redact it
// as written, invisible characters included.

const redacting = (rules: Parameters<typeof enginePolicy>[0]) => enginePolicy(rules, { action: 'redact' });
const cards = redacting({ type: 'detector', detectorModel: 'financial-detector-v1' });
const pii = redacting({ type: 'detector', detectorModel: 'pii-detector-v1' });
const falcon = redacting({ type: 'keyword', keywords: ['project falcon'] });
const ssnPattern = redacting({ type: 'regex', pattern: '\\b\\d{3}-\\d{2}-\\d{4}\\b' });

const redacted = (text: string, policy = cards) => evaluate(text, undefined, [policy]).inputRedacted;

t.test('a card number is found however it is spaced, dashed or hidden, and redacted whole', async (t) => {
  for (const [kind, text] of [
    ['zero-width spaces', 'card 4111\u200b1111\u200b1111\u200b1111 on file'],
    ['soft hyphens and a word joiner', 'card 4111\u00ad1111\u20601111\u00ad1111 on file'],
    ['no-break spaces', 'card 4111\u00a01111\u00a01111\u00a01111 on file'],
    ['narrow no-break spaces', 'card 4111\u202f1111\u202f1111\u202f1111 on file'],
    ['full-width digits', 'card ４１１１ １１１１ １１１１ １１１１ on file'],
    ['Arabic-Indic digits', 'card ٤١١١ ١١١١ ١١١١ ١١١١ on file'],
    ['Devanagari digits', 'card ४१११ ११११ ११११ ११११ on file'],
    ['a byte-order mark and bidirectional marks', 'card 4111\ufeff 1111\u200e 1111 \u202a1111 on file'],
  ] as const) {
    t.equal(redacted(text), 'card [CREDIT_CARD] on file', kind);
  }
});

t.test('addresses, SSNs, keywords and user patterns read the same way', async (t) => {
  t.equal(redacted('mail jane\u200b.doe@acme.example now', pii), 'mail [EMAIL_ADDRESS] now');
  t.equal(redacted('mail jane.doe＠acme.example now', pii), 'mail [EMAIL_ADDRESS] now');
  t.equal(redacted('SSN 536\u201190\u20114399 today', pii), 'SSN [US_SSN] today', 'non-breaking hyphens');
  t.equal(redacted('SSN 536–90–4399 today', pii), 'SSN [US_SSN] today', 'en dashes');
  t.equal(redacted('about project\u00a0fal\u200bcon soon', falcon), 'about [KEYWORD] soon');
  t.equal(redacted('SSN 536\u221290\u22124399 today', ssnPattern), 'SSN [REDACTED] today', 'a minus sign, for a pattern written with a hyphen');
});

t.test('text that reads as written is left as it is, and other scripts keep their words', async (t) => {
  const plain = 'Nothing to see: 12 apples, 3 pears.';
  t.equal(readable(plain).text, plain);
  t.equal(redacted('Das Café öffnet um 9 Uhr — bis später.'), 'Das Café öffnet um 9 Uhr — bis später.');
  t.equal(redacted('東京の会議は３時です'), '東京の会議は３時です', 'a lone full-width digit is no finding');
  const view = readable('a\u200bb\u00a0c');
  t.equal(view.text, 'ab c');
  t.same([view.start(0), view.start(1), view.end(2), view.end(4)], [0, 2, 3, 5], 'spans map back past the dropped unit');
});

t.test('the bare detectors (the guard scan) read the same way, their spans on the text as written', async (t) => {
  const text = 'card 4111\u00a01111\u00a01111\u00a01\u200b111.';
  const [card] = detect('financial-detector-v1', text);
  t.match(card, { entity: 'CREDIT_CARD', start: 5, end: text.length - 1 });
  t.same(detect('pii-detector-v1', 'mail jane.doe＠acme.example').map((d) => d.entity), ['EMAIL_ADDRESS']);
});

t.test('a word disguised with look-alike Cyrillic or Greek letters reads as Latin; Russian and Greek words stay', async (t) => {
  t.equal(redacted('about project f\u0430lcon soon', falcon), 'about [KEYWORD] soon', 'a Cyrillic а in falcon');
  t.equal(redacted('about pr\u043e\u0458ect falc\u03bfn soon', falcon), 'about [KEYWORD] soon', 'a Cyrillic о and ј, a Greek ο');
  t.equal(redacted('mail j\u0430ne.doe@acme.example now', pii), 'mail [EMAIL_ADDRESS] now');
  t.equal(readable('Проект Сокол и πρόγραμμα').text, 'Проект Сокол и πρόγραμμα', 'words wholly in one script are left as they are');
  t.equal(readable('f\u0430lcon').text, 'falcon');
});
