// financial-detector-v1: payment cards, bank identifiers and cryptocurrency addresses.

import {
  base58CheckDecode,
  BECH32_CONST,
  BECH32M_CONST,
  bech32Decode,
  eip55Valid,
  fiveBitToBytes,
  ibanMod97Valid,
  luhnValid,
  routingNumberValid,
} from './checksums.ts';
import { contextMatcher, RECORD_NUMBER_WORDS } from './context.ts';
import { longestValidPrefix } from './prefixes.ts';
import type { Recognizer } from './recognizer.ts';

const ANY_LENGTH = [12, 13, 14, 15, 16, 17, 18, 19];

/**
 * Issuer identification ranges (prefix from..to, compared on that many leading digits) and the card
 * lengths each issues, from the schemes' published IIN ranges (ISO/IEC 7812 registrations as the card
 * networks document them).
 */
const CARD_ISSUERS: ReadonlyArray<readonly [from: string, to: string, lengths: readonly number[]]> = [
  ['4', '4', [13, 16, 19]], // Visa (Electron included)
  ['51', '55', [16]], // Mastercard
  ['2221', '2720', [16]], // Mastercard 2-series
  ['34', '34', [15]], // American Express
  ['37', '37', [15]],
  ['6011', '6011', [16, 17, 18, 19]], // Discover
  ['644', '649', [16, 17, 18, 19]],
  ['65', '65', [16, 17, 18, 19]],
  ['622126', '622925', [16, 17, 18, 19]], // Discover co-branded UnionPay
  ['300', '305', [14, 15, 16, 17, 18, 19]], // Diners Club
  ['36', '36', [14, 15, 16, 17, 18, 19]],
  ['38', '39', [14, 15, 16, 17, 18, 19]],
  ['3528', '3589', [16, 17, 18, 19]], // JCB
  ['62', '62', [16, 17, 18, 19]], // UnionPay
  ['81', '81', [16, 17, 18, 19]], // UnionPay 81 series
  ['50', '50', ANY_LENGTH], // Maestro (50, 56-69) and the national debit schemes in it
  ['56', '69', ANY_LENGTH],
  ['1', '1', [15]], // UATP
  ['2200', '2204', [16, 17, 18, 19]], // Mir
  ['2205', '2205', [16]], // BORICA
  ['9792', '9792', [16]], // Troy
  ['82', '82', [16]], // RuPay
  ['353', '353', [16]],
  ['356', '356', [16]],
  ['9860', '9860', [16]], // Humo
  ['8600', '8600', [16]], // UzCard
];

/** Printed groupings: fours (the last may be shorter), or the 4-6-5 and 4-6-4 of Amex and Diners; one separator kind. */
function cardGroupingValid(candidate: string): boolean {
  const separators = candidate.match(/[ -]/g);
  if (separators === null) return true;
  if (separators.some((s) => s !== separators[0])) return false;
  const sizes = candidate.split(separators[0]!).map((g) => g.length).join(',');
  return /^(?:4,)+[1-4]$/.test(sizes) || sizes === '4,6,5' || sizes === '4,6,4';
}

function cardValid(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19 || !cardGroupingValid(candidate)) return false;
  const issued = CARD_ISSUERS.some(([from, to, lengths]) => {
    const prefix = digits.slice(0, from.length);
    return prefix >= from && prefix <= to && lengths.includes(digits.length);
  });
  return issued && luhnValid(digits);
}

// IBAN lengths per country, from the SWIFT IBAN registry, then those of the countries that use the IBAN
// without being in the registry (Iran, and the West and Central African banking zones, Algeria, Angola,
// Cape Verde, Comoros, Madagascar, Morocco, Mozambique), as their central banks publish them.
const IBAN_LENGTHS = new Map(
  (
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27 DK18 DO28 EE20 EG29 ES24 ' +
    'FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HN28 HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 ' +
    'LI21 LT20 LU20 LV21 LY25 MC27 MD24 ME22 MK19 MN20 MR27 MT31 MU30 NI28 NL18 NO15 OM23 PK24 PL28 PS29 PT25 QA29 RO24 ' +
    'RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 SV28 TL23 TN24 TR26 UA29 VA22 VG24 XK20 YE30 ' +
    'IR26 AO25 BF28 BJ28 CF27 CG27 CI28 CM27 CV25 DZ26 GA27 GQ27 GW25 KM27 MA28 MG27 ML28 MZ25 NE28 SN28 TD27 TG28'
  )
    .split(' ')
    .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))] as const),
);

const IBAN_SEPARATORS = new Set([' ', '-']);

/**
 * An IBAN in its electronic form (GB82WEST12345698765432) or printed: in groups of four, or in its
 * country's own grouping ("NO 02 15037577003", "ES10 0075 0080 11 0600658108", "ES72 2013-0692-81-..."),
 * a single space or dash between any two characters. The candidate may run on into the next word, so this
 * walks exactly the country's length and accepts that much when the value stops there and mod 97 holds:
 * the country's exact length and the checksum, not the grouping, are what tell an IBAN.
 */
function ibanLength(candidate: string): number {
  const length = IBAN_LENGTHS.get(candidate.slice(0, 2));
  if (length === undefined) return 0;
  let compact = '';
  let i = 0;
  for (; i < candidate.length && compact.length < length; i++) {
    const char = candidate[i]!;
    if (IBAN_SEPARATORS.has(char)) {
      if (IBAN_SEPARATORS.has(candidate[i - 1]!)) return 0;
      continue;
    }
    if (char < '0' || (char > '9' && char < 'A') || char > 'Z') return 0;
    compact += char;
  }
  if (compact.length < length || (i < candidate.length && !IBAN_SEPARATORS.has(candidate[i]!))) return 0;
  return ibanMod97Valid(compact) ? i : 0;
}

const COUNTRY_CODES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC ' +
    'CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD ' +
    'GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH ' +
    'KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW ' +
    'MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC ' +
    'SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY ' +
    'UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
  ).split(' '),
);

/** A BIC a reader tells from a word without its name: a digit in the location, or a branch of digits or with a letter after a digit. */
const SWIFT_DISTINCTIVE = /^.{6}(?:.?\d|.{2}(?:\d{3}|.?\d+[A-Z]))/;

/** BIC: bank (4 letters), ISO country, location (its second character is never the letter O), optional branch. */
const swiftValid = (candidate: string) => COUNTRY_CODES.has(candidate.slice(4, 6)) && candidate[7] !== 'O';

/** Legacy addresses: version byte 0 (pay to public key hash, "1...") or 5 (pay to script hash, "3..."), 20-byte hash. */
function base58AddressValid(candidate: string): boolean {
  const payload = base58CheckDecode(candidate);
  return payload !== null && payload.length === 21 && (payload[0] === 0 || payload[0] === 5);
}

/** SegWit addresses: witness version 0 with bech32 and a 20- or 32-byte program, versions 1-16 with bech32m. */
function segwitAddressValid(candidate: string): boolean {
  const decoded = bech32Decode(candidate);
  if (decoded === null || decoded.hrp !== 'bc' || decoded.data.length === 0) return false;
  const version = decoded.data[0]!;
  const program = fiveBitToBytes(decoded.data.slice(1));
  if (program === null || program.length < 2 || program.length > 40 || version > 16) return false;
  if (version === 0) return decoded.constant === BECH32_CONST && (program.length === 20 || program.length === 32);
  return decoded.constant === BECH32M_CONST;
}

const OTHER_IDENTIFIERS = contextMatcher([...RECORD_NUMBER_WORDS, 'phone', 'tel', 'fax', 'ssn', 'npi', 'nhs', 'mrn', 'patient']);

const CRYPTO_CONTEXT = contextMatcher(['bitcoin', 'btc', 'ethereum', 'eth', 'wallet', 'crypto', 'address', 'send', 'usdt', 'usdc']);

export const FINANCIAL_RECOGNIZERS: readonly Recognizer[] = [
  {
    entity: 'CREDIT_CARD',
    // A run of up to 80 digits: one card may be written several ways in a row ("4012888888881881
    // 4012-8888-8888-1881 4012 8888 8888 1881", up to four forms of 19 digits). Each value of the run is
    // measured in turn; the pattern never starts inside a run, so what a shorter bound cut off was lost.
    // Digits after a "+" are an international phone number ("+573003321235"), never a card.
    pattern: /(?<![\w+-]|\d\.|\d[ -])\d(?:[ -]?\d){11,79}(?![\w])/g,
    score: 0.8,
    validate: (candidate) => longestValidPrefix(candidate, ' -', cardValid),
    context: contextMatcher(['card', 'credit', 'debit', 'visa', 'mastercard', 'amex', 'american express', 'discover', 'cc', 'pan', 'payment']),
  },
  {
    entity: 'IBAN_CODE',
    // Lower case is let in only so that a value running into a word ("...5432abc") is seen and refused.
    // A space may stand between the country code and the check digits ("ES 58 0049 ...").
    pattern: /(?<![A-Za-z0-9-])[A-Z]{2} ?\d{2}[A-Za-z0-9 -]{11,64}/g,
    score: 0.8,
    validate: ibanLength,
    context: contextMatcher(['iban', 'account', 'bank', 'transfer', 'wire', 'sepa', 'beneficiary']),
  },
  {
    entity: 'ABA_ROUTING_NUMBER',
    pattern: /(?<![\w-]|\d\.)(?:\d{9}|\d{4}-\d{4}-\d)(?![\w-]|\.\d)/g,
    score: 0.5,
    validate: (candidate) => routingNumberValid(candidate.replace(/-/g, '')),
    context: contextMatcher(['routing', 'routing number', 'aba', 'rtn', 'routing transit', 'transit number', 'ach', 'wire routing']),
    negativeContext: OTHER_IDENTIFIERS,
    // A bank's name may stand between the number and the word: "021000021 is Chase Bank's routing number".
    followingWords: 6,
  },
  {
    entity: 'US_BANK_NUMBER',
    pattern: /(?<![\w-]|\d\.)\d{8,17}(?![\w-]|\.\d)/g,
    score: 0.4,
    context: contextMatcher(['account', 'acct', 'account number', 'account no', 'bank account', 'checking', 'savings', 'a/c', 'deposit account']),
    // Cloud and user accounts are numbered too: an AWS account id is twelve digits.
    negativeContext: contextMatcher(['aws', 'aws account', 'account id', 'account ids', 'accountid', 'iam', 'arn']),
    requiresContext: true,
  },
  {
    entity: 'SWIFT_CODE',
    pattern: /(?<![\w-])[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?(?![\w-])/g,
    score: 0.5,
    validate: swiftValid,
    context: contextMatcher(['swift', 'bic', 'swift code', 'swift/bic', 'bank', 'wire', 'transfer', 'beneficiary bank']),
    // One mention may serve a sentence of codes: "Acme's BIC is BARCGB22 and Globex's is SOGEFRPP".
    contextWords: 10,
    // An all-letter code ("DEUTDEFF", "BARBKENAKIS") is also how capitalised words look, and so is one
    // whose only digit ends a word ("HTTPSERVER1"). A digit in the location ("SBICKEN1"), an all-digit
    // branch ("ABOCCNBJ270") or a letter after a digit in the branch ("CRESCHZZ12Q") is not found in words.
    requiresContext: (candidate) => !SWIFT_DISTINCTIVE.test(candidate),
  },
  {
    entity: 'CRYPTO',
    pattern: /(?<![\w])[13][1-9A-HJ-NP-Za-km-z]{25,34}(?![\w])/g,
    score: 0.9,
    validate: base58AddressValid,
    context: CRYPTO_CONTEXT,
  },
  {
    entity: 'CRYPTO',
    pattern: /(?<![\w])(?:bc1|BC1)[02-9ac-hj-np-zAC-HJ-NP-Z]{8,87}(?![\w])/g,
    score: 0.9,
    validate: segwitAddressValid,
    context: CRYPTO_CONTEXT,
  },
  {
    entity: 'CRYPTO',
    literal: '0x',
    pattern: /(?<![\w])0x[0-9a-fA-F]{40}(?![\w])/g,
    score: 0.8,
    validate: (candidate) => eip55Valid(candidate.slice(2)),
    context: CRYPTO_CONTEXT,
  },
];
