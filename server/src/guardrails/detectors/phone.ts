// Phone numbers. A bounded pattern finds number-shaped runs; libphonenumber-js, the port of Google's
// libphonenumber with its full numbering-plan metadata, says whether one is a number some country
// assigns. Numbering plans are dense (most digit strings are a valid number somewhere), so a number
// written without its "+" country code must also be grouped the way its country prints it: "020 7946
// 0958" is a London number, "536-22-1234" is not a phone number anywhere.

import type { CountryCode } from 'libphonenumber-js/max';
import { nhsValid, repetitive } from './checksums.ts';
import { contextMatcher, RECORD_NUMBER_WORDS } from './context.ts';
import { readsAsDate } from './dates.ts';
import { internationalPossible, nationalReading, printedGroupings, validInSomeRegion } from './numbering-plans.ts';
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

const ZERO = 0x30;
const NINE = 0x39;

/** Digit-group sizes: "(03) 9600 1234" groups as "2,4,4". A loop, not split and join: every candidate asks. */
function groupsOf(text: string): string {
  let groups = '';
  let run = 0;
  for (let i = 0; i <= text.length; i++) {
    const unit = i < text.length ? text.charCodeAt(i) : 0;
    if (unit >= ZERO && unit <= NINE) run++;
    else if (run > 0) {
      groups += groups === '' ? String(run) : `,${run}`;
      run = 0;
    }
  }
  return groups;
}

/** Dates, decimals, dotted quads and thousands groupings: numbers in text that a numbering plan may also allow. */
const NOT_A_PHONE_SHAPE = /^(?:\d{4}[-./ ]\d{1,2}[-./ ]\d{1,2}|\d{1,2}[-./ ]\d{1,2}[-./ ]\d{2,4}|\d+\.\d+|\d{1,3}(?:\.\d{1,3}){3}|\d{1,3}(?:[.,]\d{3})+)$/;


/** A NANP number written with its "1" trunk prefix ("1-800-555-0199") is grouped like the number after it. */
const withoutNanpTrunk = (value: string) => (value[0] !== '1' ? value : value.replace(/^1[ .-]?(?=\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}$)/, ''));

/**
 * The regions worth reading a number in, by how it is grouped ("3,4,4") and whether it starts with a
 * trunk "0": those with a national format that prints such groups. North America comes first, by
 * calling code rather than as the US, so a Bahamian or Canadian area code is judged by its own plan.
 */
const REGIONS_BY_GROUPING = new Map<string, CountryCode[]>();
for (const [trunkZero, regions] of [
  [false, ['US', ...NO_TRUNK_REGIONS]],
  [true, TRUNK_ZERO_REGIONS],
] as const) {
  for (const region of regions) {
    for (const grouping of printedGroupings(region)) {
      const key = `${trunkZero ? 0 : 1}:${grouping}`;
      REGIONS_BY_GROUPING.set(key, [...(REGIONS_BY_GROUPING.get(key) ?? []), region]);
    }
  }
}

/** Valid in one of the regions and grouped as that region prints it. */
function nationalValid(value: string, digits: string): boolean {
  const trunkZero = digits[0] === '0';
  // Unseparated digits carry no grouping; such a number needs a phone word anyway.
  if (digits.length === value.length) {
    return (trunkZero ? TRUNK_ZERO_REGIONS : ['US' as const, ...NO_TRUNK_REGIONS]).some((region) => nationalReading(region, digits) !== undefined);
  }
  const grouping = groupsOf(value);
  const nanpGrouping = trunkZero ? grouping : groupsOf(withoutNanpTrunk(value));
  if (!trunkZero && REGIONS_BY_GROUPING.get(`1:${nanpGrouping}`)?.[0] === 'US' && readsAs('US', digits, nanpGrouping)) return true;
  for (const region of REGIONS_BY_GROUPING.get(`${trunkZero ? 0 : 1}:${grouping}`) ?? []) if (region !== 'US' && readsAs(region, digits, grouping)) return true;
  return false;
}

/** Whether `region` prints `digits` as a valid national number in the groups `written`. */
function readsAs(region: CountryCode, digits: string, written: string): boolean {
  const printed = nationalReading(region, digits);
  return printed !== undefined && groupsOf(printed) === written;
}

/** The last number asked about and the answers: the score, the context rule and the validator each ask. */
let lastAsked = '';
let lastByForm = false;
let lastCouldBeNational = false;

function remember(value: string): void {
  if (value === lastAsked) return;
  lastAsked = value;
  const digits = value.replace(/\D/g, '');
  if (!numberShaped(value, digits)) {
    lastByForm = false;
    // Dotted groups of three read as a count as well ("963.551.979"), but Spain and others print phone
    // numbers so: after a phone word they are one.
    lastCouldBeNational = DOTTED_GROUPS.test(value) && digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS && !repetitive(digits);
    return;
  }
  // With its country code a number is one by its length alone: fictional and newly opened ranges
  // (+44 7700 900..., drama numbers) are written that way too.
  const international = value.startsWith('+') || value.startsWith('00');
  lastByForm = international ? internationalPossible(value.startsWith('00') ? digits.slice(2) : digits) : nationalValid(value, digits) && !nhsRatherThanPhone(value, digits);
  // A national number of a region outside those recognised: the number's length, and not a date, decimal or repeated digit.
  lastCouldBeNational = !lastByForm && !international;
}

/** Three digits, then groups of three after dots: a count in much of Europe, a phone number there too. */
const DOTTED_GROUPS = /^\d{3}(?:\.\d{3}){2,3}$/;

/** Three, three and four digits apart by spaces: how the NHS prints its numbers ("943 476 5919"). */
const NHS_PRINTED = /^\d{3} \d{3} \d{4}$/;

/**
 * An NHS number rather than a phone number: printed as the NHS prints its numbers, valid by their check
 * digit, and no North American number, which the grouping would otherwise be (a number a plan of elsewhere
 * allows, such as a Mexican one, is a phone number only after its word).
 */
const nhsRatherThanPhone = (value: string, digits: string) => NHS_PRINTED.test(value) && nhsValid(digits) && nationalReading('US', digits) === undefined;

/** A phone number's length, and not a date, decimal, dotted quad or repeated digit. */
function numberShaped(value: string, digits: string): boolean {
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS || repetitive(digits)) return false;
  return !NOT_A_PHONE_SHAPE.test(value) && !readsAsDate(value);
}

/** Valid in a recognised region and grouped as it prints it, or international: a phone number by its form alone. */
function phoneByForm(value: string): boolean {
  remember(value);
  return lastByForm;
}

/** Not a phone number by its form, but shaped like a national number of some region. */
function onlyPossiblyNational(value: string): boolean {
  remember(value);
  return lastCouldBeNational;
}

/**
 * A national number of a region outside those recognised ("078 7642116" in Sri Lanka, "8 967 633-88-55"
 * in Russia), however grouped: valid in some region's plan. Nearly any run of digits is, so such a number
 * counts only after a phone word.
 */
function phoneElsewhere(value: string): boolean {
  return onlyPossiblyNational(value) && validInSomeRegion(value.replace(/\D/g, ''));
}


/** Whose or where a number is, said before "number": "my number", "her work number", "my Israeli number". */
const NUMBER_OWNERS = [
  'my', 'your', 'his', 'her', 'their', 'our', 'home', 'work', 'office', 'direct', 'landline', 'local', 'international', 'personal',
  // A country's number is its phone number: the demonyms of the larger countries and regions.
  'us', 'uk', 'american', 'british', 'english', 'irish', 'scottish', 'welsh', 'canadian', 'australian', 'new zealand', 'indian', 'pakistani',
  'israeli', 'german', 'french', 'italian', 'spanish', 'portuguese', 'dutch', 'belgian', 'swiss', 'austrian', 'swedish', 'norwegian',
  'danish', 'finnish', 'polish', 'czech', 'greek', 'turkish', 'russian', 'ukrainian', 'chinese', 'japanese', 'korean', 'singapore',
  'singaporean', 'thai', 'vietnamese', 'filipino', 'indonesian', 'malaysian', 'brazilian', 'mexican', 'argentinian', 'chilean',
  'colombian', 'south african', 'nigerian', 'kenyan', 'egyptian', 'saudi', 'emirati', 'uae',
];
const PHONE_CONTEXT = contextMatcher([
  'phone', 'telephone', 'tel', 'mobile', 'cell', 'call', 'caller', 'caller id', 'callback', 'call back', 'ring', 'text', 'sms', 'fax',
  'contact', 'reach me', 'reach us', 'whatsapp', 'landline', 'dial', 'ph', 'hotline', 'helpline', 'direct line',
  // The same words in the languages of the regions whose numbers are recognised.
  'teléfono', 'telefono', 'telefone', 'téléphone', 'telefon', 'móvil', 'movil', 'celular', 'cellulare', 'handy', 'llámame', 'llamar', 'ligar',
  'appeler', 'anrufen', 'chiamare', 'tél', 'tel.', 'tlf', 'mob',
], [
  // Not a count: "the US number of users".
  new RegExp(`(?:${NUMBER_OWNERS.join('|')})[\\s_-]+number(?![\\s_-]+of(?![\\p{L}\\p{N}]))`),
]);
/** Other identifiers written in phone-like groups. */
const PHONE_NEGATIVE = contextMatcher([
  ...RECORD_NUMBER_WORDS, 'nhs', 'npi', 'ssn', 'routing', 'account', 'acct', 'card', 'id', 'batch', 'lot', 'version', 'health service', 'patient', 'mrn',
  'medical record', 'iban', 'code', 'pin', 'passcode', 'license', 'licence', 'plate', 'registration', 'zip', 'zip code', 'postcode',
  'postal code',
]);

export const PHONE_RECOGNIZER: Recognizer = {
  entity: 'PHONE_NUMBER',
  // An optional "+" or "00", then digits in groups split by a space, dot or dash, or bracketed ("(0)20",
  // "(212)"). Each step's alternatives start differently, so the pattern never backtracks among them; the
  // whole run must be one number: a valid number at the start of a longer run is part of something else
  // (a card number in groups of four). Nor is a run that goes on with a group of two hex digits holding a
  // letter, other than a word of the sentence ("... 0958 be quick"): "01 02 03 04 05 ab" is a MAC address,
  // and no shorter run of its digits is tried instead. A run followed by ":" and a digit is a date and time
  // ("2009-05-19 14:31"). After a number and a space a new run starts only where its own groups are split
  // another way: "Bamblee, SD 20241 440-600-5124" holds a ZIP code, then a phone number in dashes.
  pattern: /(?<![\w+./-]|\d[.-])(?:(?<!\d )|(?=\d{2,5}[.-]\d))(?:\+ ?|00)?(?:\(\d{1,5}\)[ .-]?)?\d(?:[ .-]\(?|\(|\)[ .-]?)?\d(?:(?:[ .-]\(?|\(|\)[ .-]?)?\d){4,24}(?![\w]|[ .-]\d|:\d|[.:-](?=\d?[A-Fa-f])[0-9A-Fa-f]{2}(?!\w)| (?=\d?[A-Fa-f])[0-9A-Fa-f]{2}(?!\w| [A-Za-z]))/g,
  // A number valid only in a region whose formats are not recognised scores under every threshold without its word.
  score: (candidate) => (phoneByForm(candidate) ? 0.6 : 0.5),
  validate: (candidate) => phoneByForm(candidate) || phoneElsewhere(candidate),
  context: PHONE_CONTEXT,
  negativeContext: PHONE_NEGATIVE,
  // A number written with its "+" country code is a phone number whatever label precedes it ("Caller ID +1 ...").
  unmistakable: (candidate) => candidate.startsWith('+'),
  // Bare digits are as likely an id as a phone number; a number valid only elsewhere needs its word too. One
  // that cannot be a number anywhere (a date) is left to the validator, which refuses it without looking
  // for words around it.
  requiresContext: (candidate) => /^\d+$/.test(candidate) || onlyPossiblyNational(candidate),
};
