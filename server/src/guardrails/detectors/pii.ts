// pii-detector-v1: contact details and US identity numbers.

import { isIPv6 } from 'node:net';
import { contextMatcher } from './context.ts';
import { DRIVER_LICENSE_PATTERN, driverLicenseLength } from './driver-license.ts';
import type { Recognizer } from './recognizer.ts';

const digitsOf = (s: string) => s.replace(/\D/g, '');
const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

/** Extensions of files named like "icon@2x.png": shaped like an address, but no such top-level domain exists. */
const FILE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'ico', 'bmp', 'css', 'js', 'mjs', 'json', 'txt', 'html', 'yaml', 'yml', 'tgz']);

function emailValid(candidate: string): boolean {
  const at = candidate.lastIndexOf('@');
  const local = candidate.slice(0, at);
  const labels = candidate.slice(at + 1).split('.');
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  if (labels.some((l) => l.startsWith('-') || l.endsWith('-'))) return false;
  return !FILE_EXTENSIONS.has(labels.at(-1)!.toLowerCase());
}

/** North American numbering plan: area code and exchange start with 2-9 and are not N11 service codes. */
function nanpValid(candidate: string): boolean {
  let digits = digitsOf(candidate);
  if (digits.length === 11) {
    if (!digits.startsWith('1')) return false;
    digits = digits.slice(1);
  }
  if (digits.length !== 10 || allSame(digits)) return false;
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const validCode = (code: string) => code[0]! >= '2' && code.slice(1) !== '11';
  return validCode(area) && validCode(exchange);
}

// ITU-T E.164 country calling codes other than +1 (the NANP has its own recognizer). A number's leading
// one to three digits must be one of these.
const CALLING_CODES = new Set(
  (
    '7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 ' +
    '91 92 93 94 95 98 211 212 213 216 218 220 221 222 223 224 225 226 227 228 229 230 231 232 233 234 235 236 237 238 ' +
    '239 240 241 242 243 244 245 246 248 249 250 251 252 253 254 255 256 257 258 260 261 262 263 264 265 266 267 268 269 ' +
    '290 291 297 298 299 350 351 352 353 354 355 356 357 358 359 370 371 372 373 374 375 376 377 378 380 381 382 383 385 ' +
    '386 387 389 420 421 423 500 501 502 503 504 505 506 507 508 509 590 591 592 593 594 595 596 597 598 599 670 672 673 ' +
    '674 675 676 677 678 679 680 681 682 683 685 686 687 688 689 690 691 692 850 852 853 855 856 880 886 960 961 962 963 ' +
    '964 965 966 967 968 970 971 972 973 974 975 976 977 992 993 994 995 996 998'
  ).split(' '),
);

function internationalValid(candidate: string): boolean {
  // A "(0)" is the national trunk prefix shown for local callers, not part of the E.164 number.
  const digits = digitsOf(candidate.replace('(0)', '')).replace(/^00/, '');
  if (digits.length < 8 || digits.length > 15 || allSame(digits.slice(3))) return false;
  return [1, 2, 3].some((n) => CALLING_CODES.has(digits.slice(0, n)));
}

function ssnValid(candidate: string): boolean {
  const digits = digitsOf(candidate);
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area[0] === '9') return false;
  if (digits.slice(3, 5) === '00' || digits.slice(5) === '0000') return false;
  // Never-issued numbers that circulate as examples: the Woolworth wallet card and the textbook sequence.
  return !allSame(digits) && digits !== '123456789' && digits !== '078051120';
}

/** An IPv6 candidate counts when it parses and has a group of three or more hex digits (so "1::2" in a slice is not one). */
function ipv6Valid(candidate: string): number {
  // A sentence's full stop may follow the address, also one ending in "::" ("AAAA -> 2600:1901::.").
  const undotted = candidate.replace(/\.+$/, '');
  const trimmed = undotted.endsWith('::') ? undotted : undotted.replace(/:+$/, '');
  if (!isIPv6(trimmed)) return 0;
  const groups = trimmed.split(/[:.]/);
  return groups.some((g) => g.length >= 3) || trimmed.includes('.') ? trimmed.length : 0;
}

const PHONE_CONTEXT = contextMatcher([
  'phone', 'telephone', 'tel', 'mobile', 'cell', 'call', 'caller', 'caller id', 'callback', 'call back', 'ring', 'text', 'sms', 'fax',
  'contact', 'reach me', 'reach us', 'whatsapp', 'landline', 'dial', 'ph',
]);
/** Other identifiers written in phone-like groups. */
const PHONE_NEGATIVE = contextMatcher([
  'order', 'invoice', 'sku', 'part', 'serial', 'model', 'tracking', 'ticket', 'case', 'reference', 'ref', 'isbn', 'nhs',
  'npi', 'ssn', 'routing', 'account', 'acct', 'card', 'id', 'batch', 'lot', 'version', 'health service', 'patient', 'mrn',
  'medical record', 'iban',
]);
/** A number written with its "+" country code is a phone number whatever label precedes it ("Caller ID +1 ..."). */
const withCountryCode = (candidate: string) => candidate.startsWith('+');

const ITIN_CONTEXT = contextMatcher(['itin', 'taxpayer', 'tax id', 'tax identification', 'tin']);

export const PII_RECOGNIZERS: readonly Recognizer[] = [
  {
    entity: 'EMAIL_ADDRESS',
    literal: '@',
    // Internationalised addresses (jürgen.müller@example.de) included; not after "scheme://user:", where
    // the part before "@" is a password.
    pattern: /(?<![\p{L}\p{N}\p{M}_.%+\-/!#$&*^~])(?<!\/\/[^\s/@:]{0,128}:)[\p{L}\p{N}][\p{L}\p{N}\p{M}_.%+-]{0,63}@(?:[\p{L}\p{N}-]{1,63}\.){1,8}\p{L}{2,24}(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}]|:[\w~/])/gu,
    score: 0.9,
    validate: emailValid,
    context: contextMatcher(['email', 'e-mail', 'mail', 'address', 'contact']),
  },
  {
    entity: 'PHONE_NUMBER',
    // US and Canada: optional +1, then (area) or area, exchange and line, separated or not.
    pattern: /(?<![\w+.-]|\d[ .-])(?:\+?1[ .-]?)?(?:\(\d{3}\)[ .-]?|\d{3}[ .-]?)\d{3}[ .-]?\d{4}(?![\w]|[.-]\d)/g,
    score: 0.6,
    validate: nanpValid,
    context: PHONE_CONTEXT,
    negativeContext: PHONE_NEGATIVE,
    unmistakable: withCountryCode,
    // Ten bare digits are as likely an id as a phone number.
    requiresContext: (candidate) => /^\d+$/.test(candidate),
  },
  {
    entity: 'PHONE_NUMBER',
    // International: +CC or 00CC, then groups split by a space, dot or dash (or a bracketed area code or
    // "(0)"), or E.164 digits.
    pattern: /(?<![\w+]|\d[ .-])(?:(?:\+|00)(?!1)[1-9]\d{0,2}(?:[ .-]?\(\d{1,4}\)[ .-]?\d{1,8}|[ .-]\d{1,8}){1,6}|\+(?!1)[1-9]\d{7,14})(?![\w]|[.-]\d)/g,
    score: 0.6,
    validate: internationalValid,
    context: PHONE_CONTEXT,
    negativeContext: PHONE_NEGATIVE,
    unmistakable: withCountryCode,
  },
  {
    entity: 'PHONE_NUMBER',
    // UK national numbers in their printed groupings: 020 7946 0958, 0161 496 0000, 07700 900123.
    pattern: /(?<![\w+.-]|\d[ .-])0(?:[1-3]\d \d{4} \d{4}|[1-35-9]\d{2} \d{3} \d{4}|[1-37]\d{3} \d{6})(?![\w]|[.-]\d| \d)/g,
    score: 0.5,
    context: PHONE_CONTEXT,
    negativeContext: PHONE_NEGATIVE,
  },
  {
    entity: 'PHONE_NUMBER',
    // Australian national numbers: mobiles 04xx xxx xxx (also dashed or unspaced) and landlines with
    // their area code, (02) 9374 4000 or 02 9374 4000. No UK number starts 04, nor groups 2-4-4 after 0[2378].
    pattern: /(?<![\w+.-]|\d[ .-])(?:04\d{2}([ -]?)\d{3}\1\d{3}|\(0[2378]\) ?\d{4} ?\d{4}|0[2378] \d{4} \d{4})(?![\w]|[.-]\d| \d)/g,
    score: 0.5,
    context: PHONE_CONTEXT,
    negativeContext: PHONE_NEGATIVE,
    // Ten bare digits are as likely an id as a phone number.
    requiresContext: (candidate) => /^\d+$/.test(candidate),
  },
  {
    entity: 'US_SSN',
    // The same separator twice (123-45-6789, 123 45 6789) or none.
    pattern: /(?<![\w-]|\d\.)\d{3}([- ]?)\d{2}\1\d{4}(?![\w-]|\.\d)/g,
    score: 0.5,
    validate: ssnValid,
    context: contextMatcher(['ssn', 'ssns', 'social security', 'social security number', 'social sec', 'ss#', 'ss no']),
    requiresContext: (candidate) => /^\d+$/.test(candidate),
  },
  {
    entity: 'US_ITIN',
    // Area 9xx, group 50-65, 70-88, 90-92 or 94-99.
    pattern: /(?<![\w-]|\d\.)9\d{2}([- ]?)(?:5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])\1\d{4}(?![\w-]|\.\d)/g,
    score: 0.5,
    context: ITIN_CONTEXT,
    requiresContext: (candidate) => /^\d+$/.test(candidate),
  },
  {
    entity: 'US_PASSPORT',
    // Nine digits, or a letter and eight digits (next-generation passport books).
    pattern: /(?<![\w-]|\d\.)(?:[A-Z]\d{8}|\d{9})(?![\w-])/g,
    score: 0.4,
    context: contextMatcher([
      'passport', 'passport number', 'passport no', 'passport #', 'travel document',
      // The word in the languages a US passport is most often named in abroad.
      'pasaporte', 'passeport', 'reisepass', 'passaporto', 'passaporte', 'paspoort', 'paszport',
    ]),
    requiresContext: true,
  },
  {
    entity: 'US_DRIVER_LICENSE',
    pattern: DRIVER_LICENSE_PATTERN,
    score: 0.4,
    validate: driverLicenseLength,
    context: contextMatcher([
      "driver's license", "driver's licenses", 'driver license', "driver's licence", "driver's licences", 'driver licence',
      'driving licence', 'driving license', "driver's lic", 'driver lic', 'dl', 'dl#', 'dln',
    ]),
    negativeContext: contextMatcher(['dea', 'npi', 'medical']),
    requiresContext: true,
  },
  {
    entity: 'IP_ADDRESS',
    // Four octets 0-255 without leading zeros, not part of a longer dotted run (OIDs, five-part builds).
    // The finding is the address alone: a CIDR prefix length ("/24") or a port (":8443") after it is
    // left out, as the labelled corpus does, so the same host is one value however it is written.
    pattern: /(?<![\w.])(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}(?![\w]|\.\d)/g,
    score: 0.6,
    context: contextMatcher(['ip', 'ip address', 'ipv4', 'address', 'host', 'server', 'gateway', 'subnet', 'dns', 'cidr', 'resolver', 'ping']),
    // A dotted quad after a version word, or in a line that names a v-prefixed version, is a version
    // number (1.2.3.4); numbered clauses read the same way.
    negativeContext: contextMatcher(
      [
        'version', 'ver', 'v', 'build', 'release', 'firmware', 'patch', 'sdk', 'upgrade', 'upgraded', 'downgrade', 'bump', 'bumped',
        'oid', 'section', 'clause', 'chapter', 'paragraph', 'appendix',
      ],
      [/v\d+(?:\.\d+)*/],
    ),
  },
  {
    entity: 'IP_ADDRESS',
    // Hex groups and colons (with an optional dotted IPv4 tail), parsed by node:net to settle the many
    // compressed forms; the lookahead wants a colon within the first group, so ordinary words are skipped.
    pattern: /(?<![\w:.])(?=[0-9A-Fa-f]{0,4}:)[0-9A-Fa-f:.]{2,45}(?![\w:])/g,
    score: 0.6,
    validate: ipv6Valid,
    context: contextMatcher(['ip', 'ip address', 'ipv6', 'address', 'host', 'server', 'gateway', 'subnet', 'dns', 'cidr']),
  },
];
