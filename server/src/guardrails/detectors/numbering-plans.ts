// The numbering plans of libphonenumber-js's full ("max") metadata, compiled once into regular
// expressions. Parsing a number through the library builds its metadata wrappers and patterns again on
// every call (15-35 µs a number and region), which made phone numbers the costliest thing a scan did;
// the same questions asked of precompiled patterns cost about a microsecond. The steps follow the
// library's own (its parse, isValid, isPossible and formatNational), and a test holds the answers to
// the library's on thousands of numbers.

import { Metadata, type CountryCode } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/metadata.max.json';

/** The parts of the library's metadata reader used here, which its typings leave out. */
interface PlanReader {
  callingCode(): string;
  IDDPrefix(): string | undefined;
  nationalNumberPattern(): string;
  possibleLengths(): number[] | undefined;
  nationalPrefix(): string | undefined;
  nationalPrefixForParsing(): string | undefined;
  nationalPrefixTransformRule(): string | undefined;
  leadingDigits(): string | undefined;
  formats(): FormatReader[];
  type(type: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
}

interface FormatReader {
  pattern(): string;
  format(): string;
  leadingDigitsPatterns(): string[];
  nationalPrefixFormattingRule(): string | number | undefined;
}

interface NumberType {
  pattern: RegExp;
  lengths: readonly number[] | undefined;
}

interface NationalFormat {
  /** The last (most specific) of the format's leading-digit patterns, anchored at the start. */
  leading: RegExp | undefined;
  pattern: RegExp;
  /**
   * The format's layout with the national-prefix rule put in for $1 ("0$1 $2 $3"), as its literal parts
   * and group numbers in turn: built by hand, since String.replace with a "$n" layout made printing a
   * number half the cost of reading one.
   */
  layout: ReadonlyArray<string | number>;
}

interface Plan {
  callingCode: string;
  /** The international (IDD) prefix dialled before a calling code ("00", "011"), anchored at the start. */
  iddPrefix: RegExp | undefined;
  general: RegExp;
  lengths: readonly number[];
  /** The longest of them: asked of every number read. */
  maxLength: number;
  types: readonly NumberType[];
  /** Leading digits that place a number in this region when several share its calling code. */
  leadingDigits: RegExp | undefined;
  prefixForParsing: RegExp | undefined;
  nationalPrefix: string | undefined;
  transformRule: string | undefined;
  formats: readonly NationalFormat[];
  /** The group sizes the national formats print. */
  shapes: readonly GroupShape[];
}

/** The digit counts one national format prints in each group, from and to. */
type GroupShape = ReadonlyArray<readonly [min: number, max: number]>;

const DIGIT_RUN = /(?:\\d|\[[^\]]*\])(?:\{(\d+)(?:,(\d+))?\})?/g;

/**
 * The group sizes a national format prints: its pattern says how many digits each group holds
 * ("(\d{3})(\d{4,5})"), its national-prefix rule whether the trunk "0" joins the first group ("0$1"),
 * stands alone ("0 $1") or is not written.
 */
function shapeOf(pattern: string, rule: string, trunk: string): GroupShape {
  const groups = [...pattern.matchAll(/\(([^()]*)\)/g)].map(([, body]) => {
    let min = 0;
    let max = 0;
    for (const [, from, to] of body!.matchAll(DIGIT_RUN)) {
      min += from === undefined ? 1 : Number(from);
      max += to === undefined ? (from === undefined ? 1 : Number(from)) : Number(to);
    }
    return [min, max] as [number, number];
  });
  if (trunk !== '' && rule.includes(`${trunk} $1`)) groups.unshift([trunk.length, trunk.length]);
  else if (trunk !== '' && rule.includes(`${trunk}$1`) && groups[0]) groups[0] = [groups[0][0] + trunk.length, groups[0][1] + trunk.length];
  return groups;
}

// The library's order: fixed line first, then the others as its getNumberType tries them.
const TYPES = ['FIXED_LINE', 'MOBILE', 'PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'];

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const start = (pattern: string) => new RegExp(`^(?:${pattern})`);

const metadata = new Metadata(maxMetadata);
const callingCodes = (maxMetadata as { country_calling_codes: Record<string, string[]> }).country_calling_codes;
/** The plans of calling codes that belong to no country (+800, +882), filed by calling code. */
const nonGeographic = (maxMetadata as { nonGeographic?: Record<string, unknown> }).nonGeographic ?? {};
const plans = new Map<string, Plan>();

/** A region's plan, or by its calling code a plan that belongs to no country. */
function planOf(regionOrCallingCode: string): Plan {
  let plan = plans.get(regionOrCallingCode);
  if (plan !== undefined) return plan;
  metadata.selectNumberingPlan(regionOrCallingCode as CountryCode);
  const reader = metadata.numberingPlan as unknown as PlanReader;
  const nationalPrefix = reader.nationalPrefix() || undefined;
  const types: NumberType[] = [];
  for (const name of TYPES) {
    const type = reader.type(name);
    if (type?.pattern()) types.push({ pattern: whole(type.pattern()), lengths: type.possibleLengths() });
  }
  const leadingDigits = reader.leadingDigits();
  const prefixForParsing = reader.nationalPrefixForParsing();
  const formats = reader.formats();
  const ruleOf = (format: FormatReader) => String(format.nationalPrefixFormattingRule() || '');
  plan = {
    callingCode: reader.callingCode(),
    iddPrefix: reader.IDDPrefix() ? start(reader.IDDPrefix()!) : undefined,
    general: whole(reader.nationalNumberPattern()),
    lengths: reader.possibleLengths() ?? [],
    maxLength: Math.max(...(reader.possibleLengths() ?? [])),
    types,
    leadingDigits: leadingDigits ? start(leadingDigits) : undefined,
    prefixForParsing: prefixForParsing ? start(prefixForParsing) : undefined,
    nationalPrefix,
    transformRule: reader.nationalPrefixTransformRule() || undefined,
    shapes: formats.map((format) => shapeOf(format.pattern(), ruleOf(format), nationalPrefix ?? '')),
    formats: formats.map((format) => {
      const leading = format.leadingDigitsPatterns().at(-1);
      const rule = ruleOf(format);
      return {
        leading: leading === undefined ? undefined : start(leading),
        pattern: whole(format.pattern()),
        // The rule's "$NP" and "$FG" stand for the national prefix and the first group.
        layout: layoutParts(rule === '' ? format.format() : format.format().replace('$1', rule.replace('$NP', nationalPrefix ?? '').replace('$FG', '$1'))),
      };
    }),
  };
  plans.set(regionOrCallingCode, plan);
  return plan;
}

/** A layout ("($1) $2-$3") as its literal parts and group numbers: ["(", 1, ") ", 2, "-", 3]. */
function layoutParts(layout: string): Array<string | number> {
  return layout.split(/\$(\d)/).map((part, i) => (i % 2 === 1 ? Number(part) : part)).filter((part) => part !== '');
}

/** The library's checkNumberLength, as a yes or no: is this length one the plan assigns. */
const possibleLength = (lengths: readonly number[], length: number) => lengths.length === 0 || lengths.includes(length);

/** The national significant number, with a national (trunk) prefix or carrier code taken off when the plan says to. */
function nationalNumber(plan: Plan, digits: string): string {
  const match = plan.prefixForParsing?.exec(digits);
  if (!match) return digits;
  const captured = match.length > 1 && match[match.length - 1];
  const national = plan.transformRule && captured ? digits.replace(plan.prefixForParsing!, plan.transformRule) : digits.slice(match[0].length);
  // A leading digit that may be a prefix or part of the number is kept when stripping it would leave an
  // impossible number ("800 555 35 35" in Russia, where 8 is also the prefix).
  if (plan.general.test(digits) && !plan.general.test(national)) return digits;
  return possibleLength(plan.lengths, national.length) || national.length > plan.maxLength ? national : digits;
}

/** The library's getNumberType is defined: the number matches the plan and one of its types. */
function validIn(plan: Plan, national: string): boolean {
  if (!plan.general.test(national)) return false;
  return plan.types.some((type) => (type.lengths === undefined || type.lengths.includes(national.length)) && type.pattern.test(national));
}

/** How the library prints a national number (formatNational): the first format whose leading digits and pattern fit. */
function formatNational(plan: Plan, national: string): string {
  for (const format of plan.formats) {
    if (format.leading !== undefined && !format.leading.test(national)) continue;
    const groups = format.pattern.exec(national);
    if (groups !== null) {
      let printed = '';
      for (const part of format.layout) printed += typeof part === 'number' ? (groups[part] ?? '') : part;
      return printed;
    }
  }
  return national;
}

/** The plans under one calling code, its main region first (it keeps the formats of all): 25 under +1. */
function plansOfCallingCode(callingCode: string): readonly Plan[] | undefined {
  let shared = SHARED.get(callingCode);
  if (shared === undefined) {
    const regions = callingCodes[callingCode] ?? (nonGeographic[callingCode] ? [callingCode] : undefined);
    if (regions === undefined) return undefined;
    SHARED.set(callingCode, (shared = regions.map(planOf)));
  }
  return shared;
}

const SHARED = new Map<string, readonly Plan[]>();

/** The library's getCountryByNationalNumber: of the regions sharing a calling code, the one a number belongs to. */
const holderOf = (plans: readonly Plan[], national: string) =>
  plans.length === 1 ? plans[0] : plans.find((plan) => (plan.leadingDigits ? plan.leadingDigits.test(national) : validIn(plan, national)));

/**
 * A number of one calling code as the library reads it: valid for the region that holds it (or, when
 * none does, the region asked about), then printed by the main region's formats.
 */
function readingIn(plans: readonly Plan[], asked: Plan, digits: string): string | undefined {
  const national = nationalNumber(asked, digits);
  // holderOf, inlined: a region chosen because the number is valid there need not be asked again.
  let holder: Plan | undefined;
  let valid = false;
  if (plans.length === 1) holder = plans[0];
  else {
    for (const plan of plans) {
      if (plan.leadingDigits ? plan.leadingDigits.test(national) : (valid = validIn(plan, national))) {
        holder = plan;
        break;
      }
    }
  }
  return valid || validIn(holder ?? asked, national) ? formatNational(plans[0]!, national) : undefined;
}

/** The calling code a "+" number starts with, and the digits after it. */
function splitCallingCode(digits: string): { plans: readonly Plan[]; rest: string } | undefined {
  for (let length = 1; length <= 3 && length < digits.length; length++) {
    const plans = plansOfCallingCode(digits.slice(0, length));
    if (plans !== undefined) return { plans, rest: digits.slice(length) };
  }
  return undefined;
}

/**
 * How `digits`, written without a "+", read in `region`: undefined when the region (or one sharing its
 * calling code) assigns no such number, else the number as the region prints it, whose groups say
 * whether it was written that way. Like the library, a number that starts with the region's
 * international prefix ("00", "011") is read as dialled abroad, and one that starts with the region's
 * own calling code as written without its "+" when only that reading holds.
 */
export function nationalReading(region: CountryCode, digits: string): string | undefined {
  const plan = planOf(region);
  const abroad = plan.iddPrefix?.exec(digits);
  if (abroad && digits[abroad[0].length] !== '0') {
    const international = splitCallingCode(digits.slice(abroad[0].length));
    return international && readingIn(international.plans, international.plans[0]!, international.rest);
  }
  const plans = plansOfCallingCode(plan.callingCode)!;
  if (digits.startsWith(plan.callingCode)) {
    const shorter = digits.slice(plan.callingCode.length);
    const whole = nationalNumber(plan, digits);
    if ((!plan.general.test(whole) && plan.general.test(nationalNumber(plan, shorter))) || whole.length > plan.maxLength) {
      return readingIn(plans, plan, shorter);
    }
  }
  return readingIn(plans, plan, digits);
}

/** The most digits a number may have, with a trunk prefix, anywhere (ITU-T E.164 allows 15 with the country code). */
const MAX_PRINTED_DIGITS = 17;

/**
 * Every grouping some national format of `region` prints, as group sizes joined by commas ("3,4,4" for
 * "020 7946 0958"): a range in a format ("\d{4,5}") gives one grouping per size in it.
 */
export function printedGroupings(region: CountryCode): Set<string> {
  const groupings = new Set<string>();
  const expand = (shape: GroupShape, at: number, sizes: number[], total: number) => {
    if (at === shape.length) {
      groupings.add(sizes.join(','));
      return;
    }
    const [min, max] = shape[at]!;
    for (let size = min; size <= max && total + size <= MAX_PRINTED_DIGITS; size++) expand(shape, at + 1, [...sizes, size], total + size);
  };
  for (const shape of planOf(region).shapes) expand(shape, 0, [], 0);
  return groupings;
}

/**
 * Whether `digits` after a "+" are a possible number (the library's isPossible): a calling code of one
 * to three digits, then a national number of a length its plan assigns.
 */
export function internationalPossible(digits: string): boolean {
  const international = splitCallingCode(digits);
  if (international === undefined) return false;
  const { plans, rest } = international;
  const national = nationalNumber(plans[0]!, rest);
  return possibleLength((holderOf(plans, national) ?? plans[0]!).lengths, national.length);
}

const REGIONS = Object.keys((maxMetadata as { countries: Record<string, unknown> }).countries) as CountryCode[];

/**
 * Whether `digits` (written without a country code) is a valid number in some region's national plan,
 * any region at all: nearly every run of digits is, so this is asked only of a number a phone word labels.
 */
export function validInSomeRegion(digits: string): boolean {
  return REGIONS.some((region) => nationalReading(region, digits) !== undefined);
}
