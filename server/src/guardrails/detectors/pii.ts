// pii-detector-v1: people's names, contact details and US identity numbers.

import { isIPv6 } from 'node:net';
import { routingNumberValid, SPECIMEN_NUMBERS } from './checksums.ts';
import { contextMatcher, RECORD_NUMBER_WORDS } from './context.ts';
import { DRIVER_LICENSE_PATTERN, driverLicenseLength } from './driver-license.ts';
import {
  BARE_INITIALS_PERSON_RECOGNIZER,
  CELL_PERSON_RECOGNIZER,
  CITED_AUTHOR_PERSON_RECOGNIZER,
  CUED_LOWER_CASE_PERSON_RECOGNIZER,
  GREETED_LOWER_CASE_PERSON_RECOGNIZER,
  GREETING_PERSON_RECOGNIZER,
  HEADER_LOWER_CASE_PERSON_RECOGNIZER,
  INITIALS_PERSON_RECOGNIZER,
  INTRODUCED_PERSON_RECOGNIZER,
  LOWER_CASE_PERSON_RECOGNIZER,
  LOWER_CASE_TEXT_PERSON_RECOGNIZER,
  AGED_PERSON_RECOGNIZER,
  YEAR_OLD_PERSON_RECOGNIZER,
  APPOSITIVE_PERSON_RECOGNIZER,
  LONE_GIVEN_NAME_RECOGNIZER,
  HYPHENATED_GIVEN_NAME_RECOGNIZER,
  LOWER_CASE_PAIR_PERSON_RECOGNIZER,
  MENTIONED_PERSON_RECOGNIZER,
  MET_WITH_PERSON_RECOGNIZER,
  MID_SENTENCE_PERSON_RECOGNIZER,
  NICKNAME_PERSON_RECOGNIZER,
  PERSON_RECOGNIZER,
  PLACE_NAMED_PERSON_RECOGNIZER,
  POSSESSIVE_PERSON_RECOGNIZER,
  PLURAL_RANKED_PERSON_RECOGNIZER,
  RANKED_PERSON_RECOGNIZER,
  LIST_MATE_PERSON_RECOGNIZER,
  REPEATED_PERSON_RECOGNIZER,
  SPEAKER_PERSON_RECOGNIZER,
  QUOTED_SPEAKER_PERSON_RECOGNIZER,
  LOWER_FAMILY_NAME_PERSON_RECOGNIZER,
  TAKEN_PERSON_RECOGNIZER,
  SUBJECT_PERSON_RECOGNIZER,
  TITLED_PERSON_RECOGNIZER,
  firmOfFamilyNames,
} from './person.ts';
import { OTHER_SCRIPT_PERSON_RECOGNIZER } from './other-scripts.ts';
import { PUBLIC_FIGURE_IN_LOWER_CASE_RECOGNIZER, PUBLIC_FIGURE_RECOGNIZER } from './public-figures.ts';
import { PHONE_RECOGNIZER } from './phone.ts';
import { namesACondition } from './eponyms.ts';
import { insideNameOfPlaceOrFirm } from './named-things.ts';
import { namesAThingAround } from './thing-names.ts';
import type { Recognizer } from './recognizer.ts';

/**
 * A name recognizer that passes over what it found inside the name of a place or firm of several words
 * ("flights to San Diego", "Costa Rica and Puerto Rico", "ask Morgan Stanley") or in a firm named after its
 * founders' family names joined by "&" ("signed with Leggett & Platt"), or a thing the words around it
 * describe (thing-names.ts: "Aero Gare was a kitplane manufacturer"): places and firms are not people,
 * however much their words read like names.
 */
const namesAPlaceOrFirm = (text: string, start: number, end: number) =>
  insideNameOfPlaceOrFirm(text, start, end) ||
  firmOfFamilyNames(text.slice(start, end), text, start) ||
  namesAThingAround(text, start, end) ||
  namesACondition(text, start, end);

function passingOverPlacesAndFirms(recognizer: Recognizer): Recognizer {
  const { validate, repeats } = recognizer;
  return {
    ...recognizer,
    validate: (candidate, text, start) => {
      const verdict = validate ? validate(candidate, text, start) : true;
      if (verdict === false || verdict === 0) return verdict;
      const end = start + (verdict === true ? candidate.length : verdict);
      return namesAPlaceOrFirm(text, start, end) ? false : verdict;
    },
    repeats: repeats && { ...repeats, standsAt: (text, start, end) => repeats.standsAt(text, start, end) && !namesAPlaceOrFirm(text, start, end) },
  };
}

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

function ssnValid(candidate: string): boolean {
  const digits = digitsOf(candidate);
  // Nine bare digits that pass the routing-number checksum read as a routing number, not an SSN.
  if (digits === candidate && routingNumberValid(digits)) return false;
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area[0] === '9') return false;
  if (digits.slice(3, 5) === '00' || digits.slice(5) === '0000') return false;
  return !allSame(digits) && !SPECIMEN_NUMBERS.has(digits);
}

/** The loopback address, which has no group of three hex digits to tell it from code but is unmistakable. */
const LOOPBACK_IPV6 = '::1';

let lastIpv6Candidate = '';
let lastIpv6Length = 0;

/** measureIpv6, remembered for the last candidate: the context rule asks before the validator does. */
function ipv6Length(candidate: string): number {
  if (candidate !== lastIpv6Candidate) {
    lastIpv6Candidate = candidate;
    lastIpv6Length = measureIpv6(candidate);
  }
  return lastIpv6Length;
}

/**
 * An IPv6 candidate counts when it parses; a zone id (RFC 4007: "fe80::1%eth0") and a prefix length (RFC
 * 4291: "/64", at most 128) belong to the value, a sentence's full stop after it does not.
 */
function measureIpv6(candidate: string): number {
  const suffixAt = candidate.search(/[%/]/);
  if (suffixAt >= 0) {
    const address = candidate.slice(0, suffixAt);
    // A zone id may hold dots ("%pvc1.3"), but not at its end, where a sentence's full stop stands.
    const value = candidate.replace(/\.+$/, '');
    const prefix = /\/(\d{1,3})$/.exec(value);
    const prefixOk = prefix === null ? !value.includes('/') : Number(prefix[1]) <= 128;
    return prefixOk && ipv6AddressLength(address) === address.length ? value.length : 0;
  }
  return ipv6AddressLength(candidate);
}

function ipv6AddressLength(candidate: string): number {
  // A sentence's full stop may follow the address, also one ending in "::" ("AAAA -> 2600:1901::.").
  const undotted = candidate.replace(/\.+$/, '');
  const trimmed = undotted.endsWith('::') ? undotted : undotted.replace(/:+$/, '');
  return isIPv6(trimmed) ? trimmed.length : 0;
}

/**
 * Whether an IPv6 address says what it is by its form: a group of three or more hex digits, an IPv4 tail,
 * or the loopback address. A compressed address of short groups ("1::8", "1:2::8", "::") is written the
 * same way as a slice, a C++ scope or a type annotation, and counts only after an address word.
 */
function ipv6Distinctive(candidate: string): boolean {
  const address = candidate.replace(/[%/].*$/, '').replace(/\.+$/, '');
  if (address === LOOPBACK_IPV6 || address.includes('.')) return true;
  return address.split(':').some((group) => group.length >= 3);
}

/** Words that label a nine-digit number as something other than a taxpayer's number. */
const NOT_A_TAX_ID = contextMatcher([...RECORD_NUMBER_WORDS, 'id', 'phone', 'tel', 'fax', 'routing', 'aba', 'account', 'acct', 'npi', 'zip']);

const ITIN_CONTEXT = contextMatcher(['itin', 'taxpayer', 'taxpayer id', 'tax id', 'tax identification', 'tin']);

export const PII_RECOGNIZERS: readonly Recognizer[] = [
  {
    entity: 'EMAIL_ADDRESS',
    literal: '@',
    // Internationalised addresses (jürgen.müller@example.de) included; not after "scheme://user:", where
    // the part before "@" is a password. Past its first character the local part may hold the apostrophe
    // and vertical bar RFC 5322 allows (o'brien@..., test|123@...); a quote or bar before an address
    // ("'ann@example.com'", "|ann@example.com|") is left outside it.
    pattern: /(?<![\p{L}\p{N}\p{M}_.%+\-/!#$&*^~])(?<!\/\/[^\s/@:]{0,128}:)[\p{L}\p{N}][\p{L}\p{N}\p{M}_.%+'|-]{0,63}@(?:[\p{L}\p{N}-]{1,63}\.){1,8}(?:\p{L}{2,24}|xn--[a-z0-9-]{1,59})(?![\p{L}\p{N}_-]|\.[\p{L}\p{N}]|:[\w~/])/gu,
    score: 0.9,
    validate: emailValid,
    context: contextMatcher(['email', 'e-mail', 'mail', 'address', 'contact']),
  },
  PHONE_RECOGNIZER,
  ...[
    PERSON_RECOGNIZER,
    TITLED_PERSON_RECOGNIZER,
    INTRODUCED_PERSON_RECOGNIZER,
    LOWER_CASE_PERSON_RECOGNIZER,
    RANKED_PERSON_RECOGNIZER,
    PLURAL_RANKED_PERSON_RECOGNIZER,
    SUBJECT_PERSON_RECOGNIZER,
    LOWER_CASE_PAIR_PERSON_RECOGNIZER,
    MENTIONED_PERSON_RECOGNIZER,
    LONE_GIVEN_NAME_RECOGNIZER,
    HYPHENATED_GIVEN_NAME_RECOGNIZER,
    PUBLIC_FIGURE_RECOGNIZER,
    PUBLIC_FIGURE_IN_LOWER_CASE_RECOGNIZER,
    LOWER_CASE_TEXT_PERSON_RECOGNIZER,
    AGED_PERSON_RECOGNIZER,
    YEAR_OLD_PERSON_RECOGNIZER,
    APPOSITIVE_PERSON_RECOGNIZER,
    NICKNAME_PERSON_RECOGNIZER,
    INITIALS_PERSON_RECOGNIZER,
    MID_SENTENCE_PERSON_RECOGNIZER,
    POSSESSIVE_PERSON_RECOGNIZER,
    CUED_LOWER_CASE_PERSON_RECOGNIZER,
    MET_WITH_PERSON_RECOGNIZER,
    HEADER_LOWER_CASE_PERSON_RECOGNIZER,
    PLACE_NAMED_PERSON_RECOGNIZER,
    SPEAKER_PERSON_RECOGNIZER,
    QUOTED_SPEAKER_PERSON_RECOGNIZER,
    LOWER_FAMILY_NAME_PERSON_RECOGNIZER,
    TAKEN_PERSON_RECOGNIZER,
    CITED_AUTHOR_PERSON_RECOGNIZER,
    BARE_INITIALS_PERSON_RECOGNIZER,
    GREETED_LOWER_CASE_PERSON_RECOGNIZER,
    GREETING_PERSON_RECOGNIZER,
    CELL_PERSON_RECOGNIZER,
    OTHER_SCRIPT_PERSON_RECOGNIZER,
    // Last of the names: the words of those found before, repeated, then the items of the lists they stand in.
    REPEATED_PERSON_RECOGNIZER,
    LIST_MATE_PERSON_RECOGNIZER,
  ].map(passingOverPlacesAndFirms),
  {
    entity: 'US_SSN',
    // The same separator twice (123-45-6789, 123 45 6789, 123.45.6789) or none.
    pattern: /(?<![\w-]|\d\.)\d{3}([- .]?)\d{2}\1\d{4}(?![\w-]|\.\d)/g,
    // Written in its groups it is an SSN's shape; nine bare digits that keep the area, group and serial
    // rules are still caught, a little less surely.
    score: (candidate) => (/^\d+$/.test(candidate) ? 0.4 : 0.5),
    validate: ssnValid,
    context: contextMatcher(['ssn', 'ssns', 'social security', 'social security number', 'social sec', 'ss#', 'ss no']),
    negativeContext: NOT_A_TAX_ID,
  },
  {
    entity: 'US_ITIN',
    // Area 9xx, group 50-65, 70-88, 90-92 or 94-99.
    pattern: /(?<![\w-]|\d\.)9\d{2}([- .]?)(?:5\d|6[0-5]|7\d|8[0-8]|9[0-24-9])\1\d{4}(?![\w-]|\.\d)/g,
    score: (candidate) => (/^\d+$/.test(candidate) ? 0.4 : 0.5),
    context: ITIN_CONTEXT,
    negativeContext: NOT_A_TAX_ID,
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
      'driving licence', 'driving license', "driver's lic", 'driver lic', 'dl', 'dl#', 'dln', 'license', 'licence', 'license number',
      'licence number', 'lic',
    ]),
    negativeContext: contextMatcher([...RECORD_NUMBER_WORDS, 'dea', 'npi', 'medical', 'passport', 'flight', 'seat', 'gate', 'plate', 'software license', 'software licence', 'license key', 'licence key', 'product key']),
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
    // Hex groups and colons (with an optional dotted IPv4 tail, zone id and prefix length), parsed by node:net to settle the many
    // compressed forms; the lookahead wants a colon within the first group, so ordinary words are skipped.
    pattern: /(?<![\w:.])(?=[0-9A-Fa-f]{0,4}:)[0-9A-Fa-f:.]{2,45}(?:%[0-9A-Za-z._~-]{1,32})?(?:\/\d{1,3})?(?![\w:])/g,
    // Every IPv6 address has two colons with at most a group between them ("::1", "fe80:0:"): a text with
    // only times and ports in it ("14:32", "host:8443") is not scanned.
    onlyIn: /:[0-9A-Fa-f]{0,4}:/,
    // A short compressed form ("1::8", also a Python slice) scores under every threshold without its word.
    score: (candidate) => (ipv6Distinctive(candidate) ? 0.6 : 0.5),
    validate: ipv6Length,
    // Asked before the validator: a time ("14:32") is refused by it without a look for words around it.
    requiresContext: (candidate) => ipv6Length(candidate) > 0 && !ipv6Distinctive(candidate),
    context: contextMatcher(['ip', 'ip address', 'ipv6', 'address', 'host', 'server', 'gateway', 'subnet', 'dns', 'cidr']),
  },
];
