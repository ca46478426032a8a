import t from 'tap';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { internationalPossible, nationalReading } from '../../src/guardrails/detectors/numbering-plans.ts';

// The compiled plans must answer as libphonenumber-js itself does, number for number: random digit
// strings (most invalid, about one in seven valid somewhere) in every region the phone recognizer reads.
const REGIONS: CountryCode[] = ['US', 'GB', 'IE', 'AU', 'NZ', 'IN', 'IL', 'DE', 'FR', 'IT', 'NL', 'BE', 'AT', 'CH', 'SE', 'JP', 'ZA', 'BR', 'MX', 'ES', 'PL', 'SG'];

/** xorshift32: the same numbers on every run. */
function digitsSource(seed: number) {
  let state = seed;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  return (length: number, first?: string) => {
    let digits = first ?? '';
    while (digits.length < length) digits += Math.floor(next() * 10);
    return digits;
  };
}

t.test('a national number reads as the library reads it: valid or not, and printed alike', async (t) => {
  const digits = digitsSource(7);
  const differ: string[] = [];
  let valid = 0;
  for (let i = 0; i < 11_000; i++) {
    const region = REGIONS[i % REGIONS.length]!;
    // The recognizer asks North America only about numbers that do not start with a trunk 0.
    const number = digits(7 + (i % 7), i % 3 === 0 && region !== 'US' ? '0' : region === 'US' ? String(2 + (i % 8)) : undefined);
    const parsed = region === 'US' ? parsePhoneNumberFromString(number, { defaultCallingCode: '1' }) : parsePhoneNumberFromString(number, region);
    const expected = parsed?.isValid() ? parsed.formatNational() : undefined;
    if (expected !== undefined) valid++;
    if (nationalReading(region, number) !== expected) differ.push(`${region} ${number}: ${expected}`);
  }
  t.same(differ.slice(0, 10), []);
  t.ok(valid > 1_000, `${valid} valid numbers among them`);
});

t.test('an international number is possible exactly when the library says so', async (t) => {
  const digits = digitsSource(11);
  const differ: string[] = [];
  for (let i = 0; i < 6_000; i++) {
    const number = digits(8 + (i % 8), String(1 + (i % 9)));
    if (internationalPossible(number) !== (parsePhoneNumberFromString(`+${number}`)?.isPossible() === true)) differ.push(`+${number}`);
  }
  t.same(differ.slice(0, 10), []);
  t.ok(internationalPossible('80012345678'), 'a calling code that belongs to no country (+800)');
});
