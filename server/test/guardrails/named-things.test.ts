// Places named in several words are not people, however much their words read like names.
import t from 'tap';
import { SENSITIVITIES } from '@gsg/shared';
import { detect } from '../../src/guardrails/index.ts';
import { insideNameOfPlaceOrFirm } from '../../src/guardrails/detectors/named-things.ts';

const people = (text: string) =>
  SENSITIVITIES.flatMap((sensitivity) => detect('pii-detector-v1', text, sensitivity))
    .filter((d) => d.entity === 'PERSON')
    .map((d) => text.slice(d.start, d.end));
/** Whether `word` in `text` is inside a place's or firm's name, as the detector asks it. */
const inPlaceOrFirm = (text: string, word: string) => insideNameOfPlaceOrFirm(text, text.indexOf(word), text.indexOf(word) + word.length);

t.test('a city, region or country of several words after "to" or "from" is no person', async (t) => {
  for (const text of [
    'I drive a truck to Los Angeles every week.',
    'We booked flights to San Diego for the conference.',
    'Our sales rep travels to Kuala Lumpur monthly.',
    'She took a trip to Hong Kong last spring.',
    'We went to Santa Monica for the offsite.',
    'The delegation flew to Addis Ababa.',
    'Send the contract to the Abu Dhabi office.',
    'He commutes to Palo Alto daily.',
    "We're expanding to Costa Rica and Puerto Rico.",
    'Route the call to Santa Clara support.',
    'Greetings from Rio de Janeiro, and from Salt Lake City.',
    "Hong Kong's office opens at nine.",
  ]) {
    t.same(people(text), [], text);
  }
});

t.test('people beside places, and a person whose name a small town also bears, are still found', async (t) => {
  t.same(people('Please forward the contract to Oluwaseun Adebayo before Friday.').slice(0, 1), ['Oluwaseun Adebayo']);
  t.ok(people('Ask Maria Lopez to book flights to San Diego.').includes('Maria Lopez'));
  t.ok(people('Jim Thorpe scored twice in the final.').includes('Jim Thorpe'), 'a town in Pennsylvania, and a person first');
  t.ok(people('Tell Francisco that the San Francisco office reopened.').includes('Francisco'));
  const atHigh = detect('pii-detector-v1', 'Tell Francisco that the San Francisco office reopened.', 'high').filter((d) => d.entity === 'PERSON');
  t.same(atHigh.map((d) => d.start), [5], 'the city is no second Francisco');
});

t.test('the place is looked for among the words on the finding\'s line, a bounded reach around it', async (t) => {
  const text = 'x'.repeat(5000) + ' flights to Los Angeles ' + 'y '.repeat(5000);
  const start = text.indexOf('Los');
  t.ok(insideNameOfPlaceOrFirm(text, start, start + 'Los Angeles'.length));
  t.ok(insideNameOfPlaceOrFirm(text, start + 4, start + 11), 'a word of the place alone');
  t.notOk(insideNameOfPlaceOrFirm('Los\nAngeles', 0, 3), 'not across a line break');
  t.notOk(insideNameOfPlaceOrFirm('Carlos Angeles', 3, 6));
});

t.test('a place is read through the punctuation around its words', async (t) => {
  for (const [text, word] of [
    ['We flew to Los Angeles.', 'Angeles'],
    ['(Los Angeles) was sunny', 'Los'],
    ['“Hong Kong” is listed', 'Hong'],
    ["San Diego's harbour", 'Diego'],
    ['via Addis Ababa, then home', 'Addis Ababa'],
  ] as const) t.ok(inPlaceOrFirm(text, word), text);
  t.notOk(inPlaceOrFirm('Ask Priya Angeles, please', 'Priya'), 'a word no place has settles it');
});

t.test('a firm or brand named after people is no person; the people of the same names still are', async (t) => {
  for (const text of [
    'Ask Morgan Stanley for the updated figures.',
    'Tim Hortons coffee for the meeting please.',
    "Our Ben & Jerry's order is late.",
    'The Mercedes-Benz dealer called about the lease.',
    'The Mercedes Benz dealer called about the lease.',
    'Order lunch from Panera Bread and Chipotle.',
    'Review the Martin Luther King Day closure.',
    'We use Ernst & Young for the audit.',
    'Stanley Black & Decker shipped the drills.',
  ]) {
    t.same(people(text), [], text);
  }
  t.same([...new Set(people('Ask Morgan Lee about the Morgan Stanley numbers.'))], ['Morgan Lee'], 'the colleague, not the bank');
  t.ok(people('Martin Luther King gave the speech in 1963.').includes('Martin Luther King'));
  t.ok(people('Paul Smith approved the invoice.').includes('Paul Smith'), 'a brand as often a person is left to the person');
});

t.test('a large city named in one word is a place after a word that takes a place', async (t) => {
  for (const [text, word] of [
    ['Flights to Raleigh are cheaper in June.', 'Raleigh'],
    ['We signed after the pilot in Leeds.', 'Leeds'],
    ['The shipment from Sanaa was delayed.', 'Sanaa'],
    ['We moved the offsite to Oakland.', 'Oakland'],
  ] as const) t.ok(inPlaceOrFirm(text, word), text);
  t.notOk(inPlaceOrFirm('Send the deck to Austin.', 'Austin'), 'after "to", a city that is a common given name is still the person');
  t.ok(inPlaceOrFirm('Our office in Austin opens today.', 'Austin'), 'after "in" it is the city');
  t.notOk(inPlaceOrFirm('Thanks, Leeds, for the notes.', 'Leeds'), 'with no word that takes a place before it');
});
