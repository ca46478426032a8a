// Phone numbers. A bounded pattern finds number-shaped runs; libphonenumber-js, the port of Google's
// libphonenumber with its full numbering-plan metadata, says whether one is a number some country
// assigns. Numbering plans are dense (most digit strings are a valid number somewhere), so a number
// written without its "+" country code must also be grouped the way its country prints it: "020 7946
// 0958" is a London number, "536-22-1234" is not a phone number anywhere.

import { Metadata } from 'libphonenumber-js/core';
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import maxMetadata from 'libphonenumber-js/metadata.max.json';
import { repetitive } from './checksums.ts';
import { contextMatcher, RECORD_NUMBER_WORDS } from './context.ts';
import { readsAsDate } from './dates.ts';
import type { Recognizer } from './recognizer.ts';

/**
 * The regions whose national formats are recognised besides North America's: the UK and Ireland,
 * Australia and New Zealand, India, Israel, Brazil and Mexico, the larger EU states, Switzerland, Japan,
 * Singapore and South Africa; a number from anywhere else is found in its international form. Most
 * write a national number after a trunk "0", the rest never start one with it, so a number's first
 * digit halves the regions worth parsing it for.
 */
const TRUNK_ZERO_REGIONS: readonly CountryCode[] = ['GB', 'IE', 'AU', 'NZ', 'IN', 'IL', 'DE', 'FR', 'IT', 'NL', 'BE', 'AT', 'CH', 'SE', 'JP', 'ZA', 'BR'];
const NO_TRUNK_REGIONS: readonly CountryCode[] = ['BR', 'MX', 'IT', 'ES', 'PL', 'SG'];

const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

/** Digit-group sizes: "(03) 9600 1234" groups as 2,4,4. */
const groupSizes = (text: string) =>
  text
    .split(/\D+/)
    .filter((g) => g !== '')
    .map((g) => g.length);
const groupsOf = (text: string) => groupSizes(text).join(',');

/** The digit counts one national format prints in each group, from and to. */
type GroupShape = ReadonlyArray<readonly [min: number, max: number]>;

const DIGIT_RUN = /(?:\\d|\[[^\]]*\])(?:\{(\d+)(?:,(\d+))?\})?/g;

/** The parts of libphonenumber-js's metadata reader used here, which its typings leave out. */
interface NumberingPlanReader {
  nationalPrefix(): string | undefined;
  formats(): Array<{ pattern(): string; nationalPrefixFormattingRule(): string | number | undefined }>;
}

/**
 * The group shapes of a region's national formats, read from the metadata: each format's pattern says
 * how many digits each group holds ("(\d{3})(\d{4,5})"), and its national-prefix rule whether the trunk
 * "0" joins the first group ("0$1"), stands alone ("0 $1") or is not written.
 */
function nationalShapes(region: CountryCode): GroupShape[] {
  const metadata = new Metadata(maxMetadata);
  metadata.selectNumberingPlan(region);
  const plan = metadata.numberingPlan as unknown as NumberingPlanReader;
  const trunk = plan.nationalPrefix() ?? '';
  return plan.formats().map((format) => {
    const groups = [...format.pattern().matchAll(/\(([^()]*)\)/g)].map(([, body]) => {
      let min = 0;
      let max = 0;
      for (const [, from, to] of body!.matchAll(DIGIT_RUN)) {
        min += from === undefined ? 1 : Number(from);
        max += to === undefined ? (from === undefined ? 1 : Number(from)) : Number(to);
      }
      return [min, max] as [number, number];
    });
    const rule = String(format.nationalPrefixFormattingRule() || '');
    if (trunk !== '' && rule.includes(`${trunk} $1`)) groups.unshift([trunk.length, trunk.length]);
    else if (trunk !== '' && rule.includes(`${trunk}$1`) && groups[0]) groups[0] = [groups[0][0] + trunk.length, groups[0][1] + trunk.length];
    return groups;
  });
}

const SHAPES = new Map<CountryCode, GroupShape[]>();

/** Whether some national format of `region` prints groups of these sizes; cheaper than parsing the number. */
function shapedFor(region: CountryCode, sizes: readonly number[]): boolean {
  let shapes = SHAPES.get(region);
  if (shapes === undefined) SHAPES.set(region, (shapes = nationalShapes(region)));
  return shapes.some((shape) => shape.length === sizes.length && shape.every(([min, max], i) => sizes[i]! >= min && sizes[i]! <= max));
}

/** Dates, decimals, dotted quads and thousands groupings: numbers in text that a numbering plan may also allow. */
const NOT_A_PHONE_SHAPE = /^(?:\d{4}[-./ ]\d{1,2}[-./ ]\d{1,2}|\d{1,2}[-./ ]\d{1,2}[-./ ]\d{2,4}|\d+\.\d+|\d{1,3}(?:\.\d{1,3}){3}|\d{1,3}(?:[.,]\d{3})+)$/;


/** A NANP number written with its "1" trunk prefix ("1-800-555-0199") is grouped like the number after it. */
const withoutNanpTrunk = (value: string) => value.replace(/^1[ .-]?(?=\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}$)/, '');

/**
 * Valid in one of the regions and grouped as that region prints it. North America comes first, by
 * calling code rather than as the US, so a Bahamian or Canadian area code is judged by its own plan.
 */
function nationalValid(value: string): boolean {
  const bare = /^\d+$/.test(value);
  const nanpForm = withoutNanpTrunk(value);
  const sizes = groupSizes(nanpForm);
  const grouping = sizes.join(',');
  const trunkZero = /^\D*0/.test(value);
  // Unseparated digits carry no grouping; such a number needs a phone word anyway.
  const groupedAlike = (number: PhoneNumber | undefined) =>
    number !== undefined && number.isValid() && (bare || groupsOf(number.formatNational()) === grouping);
  const worthParsing = (region: CountryCode) => bare || shapedFor(region, region === 'US' ? sizes : groupSizes(value));
  return (
    (!trunkZero && worthParsing('US') && groupedAlike(parsePhoneNumberFromString(value, { defaultCallingCode: '1' }))) ||
    (trunkZero ? TRUNK_ZERO_REGIONS : NO_TRUNK_REGIONS).some((region) => worthParsing(region) && groupedAlike(parsePhoneNumberFromString(value, region)))
  );
}

function phoneValid(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS || repetitive(digits)) return false;
  if (NOT_A_PHONE_SHAPE.test(value) || readsAsDate(value)) return false;
  // With its country code a number is one by its length alone: fictional and newly opened ranges
  // (+44 7700 900..., drama numbers) are written that way too.
  if (value.startsWith('+') || value.startsWith('00')) {
    return parsePhoneNumberFromString(value.replace(/^00/, '+'))?.isPossible() === true;
  }
  return nationalValid(value);
}

const PHONE_CONTEXT = contextMatcher([
  'phone', 'telephone', 'tel', 'mobile', 'cell', 'call', 'caller', 'caller id', 'callback', 'call back', 'ring', 'text', 'sms', 'fax',
  'contact', 'reach me', 'reach us', 'whatsapp', 'landline', 'dial', 'ph', 'hotline', 'helpline',
]);
/** Other identifiers written in phone-like groups. */
const PHONE_NEGATIVE = contextMatcher([
  ...RECORD_NUMBER_WORDS, 'nhs', 'npi', 'ssn', 'routing', 'account', 'acct', 'card', 'id', 'batch', 'lot', 'version', 'health service', 'patient', 'mrn',
  'medical record', 'iban', 'code', 'pin', 'passcode', 'license', 'licence', 'plate', 'registration',
]);

export const PHONE_RECOGNIZER: Recognizer = {
  entity: 'PHONE_NUMBER',
  // An optional "+" or "00", then digits in groups split by a space, dot or dash, or bracketed ("(0)20",
  // "(212)"). Each step's alternatives start differently, so the pattern never backtracks among them; the
  // whole run must be one number: a valid number at the start of a longer run is part of something else
  // (a card number in groups of four).
  pattern: /(?<![\w+.\/-]|\d[ .-])(?:\+ ?|00)?(?:\(\d{1,5}\)[ .-]?)?\d(?:[ .-]\(?|\(|\)[ .-]?)?\d(?:(?:[ .-]\(?|\(|\)[ .-]?)?\d){4,24}(?![\w]|[.-]\d)/g,
  score: 0.6,
  validate: phoneValid,
  context: PHONE_CONTEXT,
  negativeContext: PHONE_NEGATIVE,
  // A number written with its "+" country code is a phone number whatever label precedes it ("Caller ID +1 ...").
  unmistakable: (candidate) => candidate.startsWith('+'),
  // Bare digits are as likely an id as a phone number.
  requiresContext: (candidate) => /^\d+$/.test(candidate),
};
