// US driver's licence numbers. Each state has its own format (a letter and 7 digits in California, a
// letter and 12 in Florida, 8 digits in Texas and Pennsylvania, "WDL" and 9 characters in Washington),
// and many print the number in groups: NY 123 456 789, PA 12 345 678, IL A123-4567-8901,
// FL A123-456-78-901-0, MD A-123-456-789-012, NJ A1234 56789 01234. The recognizer finds the shapes and
// this module accepts the ones some state issues; none of them is distinctive (passport, IBAN and DEA
// numbers share the shapes), so a licence word must stand near the number as well.

import { readsAsDate } from './dates.ts';
import { longestValidPrefix } from './prefixes.ts';

/** The states' formats, written without separators. */
const STATE_FORMATS: readonly RegExp[] = [
  // One or two letters and digits: CA, CO, FL, HI, IL, IN, KY, MA, MD, MI, MN, MO, NE, NJ, OH, OK, WI, ...
  /^[A-Z]{1,2}\d{4,14}$/,
  // Three letters and six digits: ND.
  /^[A-Z]{3}\d{6}$/,
  // Digits only: TX and PA 8, NY, CT and MS 9, and lengths from 7 to 14 elsewhere.
  /^\d{7,14}$/,
  // Digits and a trailing letter or two: ME, VT, MO.
  /^\d{7,9}[A-Z]{1,2}$/,
  // Digits, letters, digits: NH (12ABC34567) and IA (123AB4567).
  /^\d{2}[A-Z]{3}\d{4,5}$/,
  /^\d{3}[A-Z]{2}\d{4}$/,
  // Two letters, six digits, a letter: ID.
  /^[A-Z]{2}\d{6}[A-Z]$/,
  // "WDL" and nine letters or digits: WA since 2018.
  /^WDL[A-Z0-9]{9}$/,
  // WA before 2018: five letters of the surname (padded with *), two initials (* for none), three digits, two check characters.
  /^[A-Z][A-Z*]{4}[A-Z][A-Z*]\d{3}[A-Z0-9]{2}$/,
  // KS since 2000 and old CO: a letter, a digit, a letter, a digit, a letter.
  /^[A-Z]\d[A-Z]\d[A-Z]$/,
];

/**
 * The shapes: the mixed ones first (an alternative that matches wins), then an optional letter prefix
 * and digits, compact or in groups split by single spaces or dashes (after a lone letter too: MD, MI).
 */
export const DRIVER_LICENSE_PATTERN =
  /(?<![\w*-]|\d[ -])(?:WDL[A-Z0-9]{9}|[A-Z][A-Z*]{4}[A-Z][A-Z*]\d{3}[A-Z0-9]{2}|[A-Z]\d[A-Z]\d[A-Z]|\d{2,3}[A-Z]{2,3}\d{4,5}|[A-Z]{2}\d{6}[A-Z]|\d{7,9}[A-Z]{1,2}|(?:[A-Z]{1,3}|[A-Z][ -])?\d{1,14}(?:[ -]\d{1,6}){0,5})(?![\w-]|[ -]\d)/g;

/**
 * Printed groups: one kind of separator, a first group of at most six digits after its letters (or a lone
 * letter of its own), then groups of two to six digits; only a final check digit stands alone, after a dash.
 */
function groupingValid(value: string, separator: string): boolean {
  const groups = value.split(separator);
  if (/^[A-Z]$/.test(groups[0]!)) groups.shift();
  if (groups.length < 2 || !/^[A-Z]{0,3}\d{1,6}$/.test(groups[0]!)) return false;
  return groups.slice(1).every((g, i, rest) => /^\d{2,6}$/.test(g) || (separator === '-' && i === rest.length - 1 && /^\d$/.test(g)));
}

function licenseValid(value: string): boolean {
  const compact = value.replace(/[ -]/g, '');
  if (!STATE_FORMATS.some((format) => format.test(compact)) || readsAsDate(compact)) return false;
  const separators = value.match(/[ -]/g);
  if (separators === null) return true;
  return separators.every((s) => s === separators[0]) && groupingValid(value, separators[0]!);
}

/**
 * How much of a candidate is a licence number: all of it, or the longest run of its leading groups that
 * is one ("D1234567 12/25" is a licence number and the start of a date). 0 when no such prefix is.
 */
export const driverLicenseLength = (candidate: string) => longestValidPrefix(candidate, ' -', licenseValid);
