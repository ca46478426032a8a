// node --import tsx seed/src/cli/outside-presidio.ts
// Writes seed/corpus/outside-presidio.jsonl: the texts of Microsoft Presidio's analyzer tests for the
// identifiers this project's detectors report, with the spans Presidio's tests expect as labels, to measure
// the detectors on cases another project chose (https://github.com/microsoft/presidio, MIT licence; the
// files under presidio-analyzer/tests, each cited below with the commit it was read at). Nothing is fetched:
// the texts live here, copied from the tests' parametrize lists (text, expected count, expected spans).
//
// How a Presidio case becomes a corpus line (seed/corpus/README.md says the same):
// - the spans Presidio expects are the labels, of the entity the test file is about; a case Presidio
//   expects nothing from is a negative (anything a detector reports in it counts against it);
// - Presidio's "weak" expectations, a score range of at most 0.4 from a pattern recognizer (SSNs and
//   ITINs without separators, passport, bank account, driver's licence and DEA patterns, the unspecified
//   IPv6 address), are what its context words have to raise: those count as positives only when such a
//   word is in the text (`weak: true` marks the ones without one, which are negatives here). Two are
//   kept as positives all the same: an SSN and an ITIN written as nine bare digits, which the issue's
//   outside set counts (it lists "SSNs written without separators" and "ITINs without dashes" among what
//   the detectors missed), and which outside-validators labels too. The phone recognizer's fixed 0.4 is
//   for a number libphonenumber validated, a finding in its own right;
// - where Presidio's span differs from this project's span rules (an IPv4 address without its CIDR prefix
//   length) or from the identifier's own specification, the label follows the rule and `note` says why;
// - another identifier in a text that the test did not look for is in `added` (a phone number in the
//   IBAN test's negative).
import { writeFileSync } from 'node:fs';
import { citation, firstOfEachText, placeLabels, type OutsideSourceOf } from './outside-source.ts';

interface Case {
  text: string;
  /** The spans Presidio's test expects, [start, end). */
  spans: Array<[number, number]>;
  /** Presidio expects these only at a weak score and no context word is in the text: a negative here. */
  weak?: boolean;
  /** The values labelled, where they differ from Presidio's spans (then `note` says why). */
  labels?: string[];
  /** Identifiers of another entity in the text that the test did not look for. */
  added?: Array<{ entity: string; value: string }>;
  note?: string;
}

interface Source extends OutsideSourceOf<Case> {
  entity: string;
}

const REPO = 'microsoft/presidio';
const BARE_NINE = 'Presidio expects it at a weak score; counted as a positive, as nine bare digits valid as this number are one at the medium sensitivity here (outside-validators labels them too)';
const LICENCE = 'MIT';
const tests = (file: string) => `presidio-analyzer/tests/${file}`;
/** A case whose whole text is the value Presidio expects (found) or a negative. */
const whole = (text: string, found: boolean): Case => ({ text, spans: found ? [[0, text.length]] : [] });

const IBANS: Array<[string, 0 | 1]> = [
  ['AL47212110090000000235698741', 1], ['AL47 2121 1009 0000 0002 3569 8741', 1], ['AL47 212A 1009 0000 0002 3569 8741', 0],
  ['AL47 212A 1009 0000 0002 3569 874', 0], ['AL47 2121 1009 0000 0002 3569 8740', 0], ['AD1200012030200359100100', 1],
  ['AD12 0001 2030 2003 5910 0100', 1], ['AD12000A2030200359100100', 0], ['AD12000A203020035910010', 0],
  ['AD12 0001 2030 2003 5910 0101', 0], ['AT611904300234573201', 1], ['AT61 1904 3002 3457 3201', 1],
  ['AT61 1904 A002 3457 3201', 0], ['AT61 1904 3002 3457 320', 0], ['AT61 1904 3002 3457 3202', 0],
  ['AZ21NABZ00000000137010001944', 1], ['AZ21 NABZ 0000 0000 1370 1000 1944', 1], ['AZ21NABZ000000001370100019', 0],
  ['AZ21NABZ0000000013701000194', 0], ['AZ21NABZ00000000137010001945', 0], ['BH67BMAG00001299123456', 1],
  ['BH67 BMAG 0000 1299 1234 56', 1], ['BH67BMA100001299123456', 0], ['BH67BMAG0000129912345', 0],
  ['BH67BMAG00001299123457', 0], ['BY13NBRB3600900000002Z00AB00', 1], ['BY13 NBRB 3600 9000 0000 2Z00 AB00', 1],
  ['BY13NBRBA600900000002Z00AB00', 0], ['BY13 NBRB 3600 9000 0000 2Z00 AB0', 0], ['BY13NBRB3600900000002Z00AB01', 0],
  ['BE68539007547034', 1], ['BE71 0961 2345 6769', 1], ['BE71 A961 2345 6769', 0], ['BE6853900754703', 0],
  ['BE71 0961 2345 6760', 0], ['BA391290079401028494', 1], ['BA39 1290 0794 0102 8494', 1], ['BA39 A290 0794 0102 8494', 0],
  ['BA39129007940102849', 0], ['BA39 1290 0794 0102 8495', 0], ['BR9700360305000010009795493P1', 1],
  ['BR97 0036 0305 0000 1000 9795 493P 1', 1], ['BR97 0036 A305 0000 1000 9795 493P 1', 0], ['BR9700360305000010009795493P', 0],
  ['BR97 0036 0305 0000 1000 9795 493P 2', 0], ['BG80BNBG96611020345678', 1], ['BG80 BNBG 9661 1020 3456 78', 1],
  ['BG80 BNBG 9661 A020 3456 78', 0], ['BG80BNBG9661102034567', 0], ['BG80 BNBG 9661 1020 3456 79', 0],
  ['CR05015202001026284066', 1], ['CR05 0152 0200 1026 2840 66', 1], ['CR05 0152 0200 1026 2840 6A', 0],
  ['CR05 0152 0200 1026 2840 6', 0], ['CR05 0152 0200 1026 2840 67', 0], ['HR1210010051863000160', 1],
  ['HR12 1001 0051 8630 0016 0', 1], ['HR12 001 0051 8630 0016 A', 0], ['HR121001005186300016', 0],
  ['HR12 1001 0051 8630 0016 1', 0], ['CY17002001280000001200527600', 1], ['CY17 0020 0128 0000 0012 0052 7600', 1],
  ['CY17 0020 A128 0000 0012 0052 7600', 0], ['CY17 0020 0128 0000 0012 0052 760', 0], ['CY17 0020 0128 0000 0012 0052 7601', 0],
  ['CZ6508000000192000145399', 1], ['CZ65 0800 0000 1920 0014 5399', 1], ['CZ65 0800 A000 1920 0014 5399', 0],
  ['CZ65 0800 0000 1920 0014 539', 0], ['CZ65 0800 0000 1920 0014 5390', 0], ['DK5000400440116243', 1],
  ['DK50 0040 0440 1162 43', 1], ['DK50 0040 A440 1162 43', 0], ['DK50 0040 0440 1162 4', 0], ['DK50 0040 0440 1162 44', 0],
  ['DO28BAGR00000001212453611324', 1], ['DO28 BAGR 0000 0001 2124 5361 1324', 1], ['DO28 BAGR A000 0001 2124 5361 1324', 0],
  ['DO28 BAGR 0000 0001 2124 5361 132', 0], ['DO28 BAGR 0000 0001 2124 5361 1325', 0], ['TL380080012345678910157', 1],
  ['TL38 0080 0123 4567 8910 157', 1], ['TL38 A080 0123 4567 8910 157', 0], ['TL38 0080 0123 4567 8910 158', 0],
  ['EE382200221020145685', 1], ['EE38 2200 2210 2014 5685', 1], ['EE38 A200 2210 2014 5685', 0], ['EE38 2200 2210  014 5686', 0],
  ['FO6264600001631634', 1], ['FO62 6460 0001 6316 34', 1], ['FO62 A460 0001 6316 34', 0], ['FO62 6460 0001 6316 35', 0],
  ['FI2112345600000785', 1], ['FI21 1234 5600 0007 85', 1], ['FI21 A234 5600 0007 85', 0], ['FI21 1234 5600 0007 86', 0],
  ['FR1420041010050500013M02606', 1], ['FR14 2004 1010 0505 0001 3M02 606', 1], ['FR14 A004 1010 0505 0001 3M02 606', 0],
  ['FR14 2004 1010 0505 0001 3M02 607', 0], ['GE29NB0000000101904917', 1], ['GE29 NB00 0000 0101 9049 17', 1],
  ['GE29 NBA0 0000 0101 9049 17', 0], ['GE29 NB00 0000 0101 9049 18', 0], ['DE89370400440532013000', 1],
  ['DE89 3704 0044 0532 0130 00', 1], ['DE89 A704 0044 0532 0130 00', 0], ['DE89 3704 0044 0532 0130 01', 0],
  ['GI75NWBK000000007099453', 1], ['GI75 NWBK 0000 0000 7099 453', 1], ['GI75 aWBK 0000 0000 7099 453', 0],
  ['GI75 NWBK 0000 0000 7099 454', 0], ['GR1601101250000000012300695', 1], ['GR16 0110 1250 0000 0001 2300 695', 1],
  ['GR16 A110 1250 0000 0001 2300 695', 0], ['GR16 0110 1250 0000 0001 2300 696', 0], ['GL8964710001000206', 1],
  ['GL89 6471 0001 0002 06', 1], ['GL89 A471 0001 0002 06', 0], ['GL89 6471 0001 0002 07', 0],
  ['GT82TRAJ01020000001210029690', 1], ['GT82 TRAJ 0102 0000 0012 1002 9690', 1], ['G T82 TRAJ 0102 0000 0012 1002 9690', 0],
  ['GT82 TRAJ 0102 0000 0012 1002 9691', 0], ['HU42117730161111101800000000', 1], ['HU42 1177 3016 1111 1018 0000 0000', 1],
  ['HU42 A177 3016 1111 1018 0000 0000', 0], ['HU42 1177 3016 1111 1018 0000 0001', 0], ['IS140159260076545510730339', 1],
  ['IS14 0159 2600 7654 5510 7303 39', 1], ['IS14 A159 2600 7654 5510 7303 39', 0], ['IS14 0159 2600 7654 5510 7303 30', 0],
  ['IE29AIBK93115212345678', 1], ['IE29 AIBK 9311 5212 3456 78', 1], ['IE29 AIBK A311 5212 3456 78', 0],
  ['IE29 AIBK 9311 5212 3456 79', 0], ['IL620108000000099999999', 1], ['IL62 0108 0000 0009 9999 999', 1],
  ['IL62 A108 0000 0009 9999 999', 0], ['IL62 0108 0000 0009 9999 990', 0], ['IT60X0542811101000000123456', 1],
  ['IT60 X054 2811 1010 0000 0123 456', 1], ['IT60 XW54 2811 1010 0000 0123 456', 0], ['IT60 X054 2811 1010 0000 0123 457', 0],
  ['JO94CBJO0010000000000131000302', 1], ['JO94 CBJO 0010 0000 0000 0131 0003 02', 1], ['JO94 CBJO A010 0000 0000 0131 0003 02', 0],
  ['JO94 CBJO 0010 0000 0000 0131 0003 03', 0], ['KZ86125KZT5004100100', 1], ['KZ86 125K ZT50 0410 0100', 1],
  ['KZ86 A25K ZT50 0410 0100', 0], ['KZ86 125K ZT50 0410 0101', 0], ['XK051212012345678906', 1], ['XK05 1212 0123 4567 8906', 1],
  ['XK05 A212 0123 4567 8906', 0], ['XK05 1212 0123 4567 8907', 0], ['KW81CBKU0000000000001234560101', 1],
  ['KW81 CBKU 0000 0000 0000 1234 5601 01', 1], ['KW81 aBKU 0000 0000 0000 1234 5601 01', 0], ['KW81 CBKU 0000 0000 0000 1234 5601 02', 0],
  ['LV80BANK0000435195001', 1], ['LV80 BANK 0000 4351 9500 1', 1], ['LV80 bANK 0000 4351 9500 1', 0], ['LV80 BANK 0000 4351 9500 2', 0],
  ['LB62099900000001001901229114', 1], ['LB62 0999 0000 0001 0019 0122 9114', 1], ['LB62 A999 0000 0001 0019 0122 9114', 0],
  ['LB62 0999 0000 0001 0019 0122 9115', 0], ['LI21088100002324013AA', 1], ['LI21 0881 0000 2324 013A A', 1],
  ['LI21 A881 0000 2324 013A A', 0], ['LI21 0881 0000 2324 013A B', 0], ['LT121000011101001000', 1], ['LT12 1000 0111 0100 1000', 1],
  ['LT12 A000 0111 0100 1000', 0], ['LT12 1000 0111 0100 1001', 0], ['LU280019400644750000', 1], ['LU28 0019 4006 4475 0000', 1],
  ['LU28 A019 4006 4475 0000', 0], ['LU28 0019 4006 4475 0001', 0], ['MT84MALT011000012345MTLCAST001S', 1],
  ['MT84 MALT 0110 0001 2345 MTLC AST0 01S', 1], ['MT84 MALT A110 0001 2345 MTLC AST0 01S', 0], ['MT84 MALT 0110 0001 2345 MTLC AST0 01T', 0],
  ['MR1300020001010000123456753', 1], ['MR13 0002 0001 0100 0012 3456 753', 1], ['MR13 A002 0001 0100 0012 3456 753', 0],
  ['MR13 0002 0001 0100 0012 3456 754', 0], ['MU17BOMM0101101030300200000MUR', 1], ['MU17 BOMM 0101 1010 3030 0200 000M UR', 1],
  ['MU17 BOMM A101 1010 3030 0200 000M UR', 0], ['MU17 BOMM 0101 1010 3030 0200 000M US', 0], ['MD24AG000225100013104168', 1],
  ['MD24 AG00 0225 1000 1310 4168', 1], ['MD24 AG00 0225 1000 1310 416', 0], ['MD24 AG00 0225 1000 1310 4169', 0],
  ['MC5811222000010123456789030', 1], ['MC58 1122 2000 0101 2345 6789 030', 1], ['MC58 A122 2000 0101 2345 6789 030', 0],
  ['MC58 1122 2000 0101 2345 6789 031', 0], ['ME25505000012345678951', 1], ['ME25 5050 0001 2345 6789 51', 1],
  ['ME25 A050 0001 2345 6789 51', 0], ['ME25 5050 0001 2345 6789 52', 0], ['NL91ABNA0417164300', 1], ['NL91 ABNA 0417 1643 00', 1],
  ['NL91 1BNA 0417 1643 00', 0], ['NL91 ABNA 0417 1643 01', 0], ['MK07250120000058984', 1], ['MK07 2501 2000 0058 984', 1],
  ['MK07 A501 2000 0058 984', 0], ['MK07 2501 2000 0058 985', 0], ['NO9386011117947', 1], ['NO93 8601 1117 947', 1],
  ['NO93 A601 1117 947', 0], ['NO93 8601 1117 948', 0], ['PK36SCBL0000001123456702', 1], ['PK36 SCBL 0000 0011 2345 6702', 1],
  ['PK36 SCBL A000 0011 2345 6702', 0], ['PK36 SCBL 0000 0011 2345 6703', 0], ['PS92PALS000000000400123456702', 1],
  ['PS92 PALS 0000 0000 0400 1234 5670 2', 1], ['PS92 PALS A000 0000 0400 1234 5670 2', 0], ['PS92 PALS 0000 0000 0400 1234 5670 3', 0],
  ['PL61109010140000071219812874', 1], ['PL61 1090 1014 0000 0712 1981 2874', 1], ['PL61 A090 1014 0000 0712 1981 2874', 0],
  ['PL61 1090 1014 0000 0712 1981 2875', 0], ['PT50000201231234567890154', 1], ['PT50 0002 0123 1234 5678 9015 4', 1],
  ['PT50 A002 0123 1234 5678 9015 4', 0], ['PT50 0002 0123 1234 5678 9015 5', 0], ['QA58DOHB00001234567890ABCDEFG', 1],
  ['QA58 DOHB 0000 1234 5678 90AB CDEF G', 1], ['QA58 0OHB 0000 1234 5678 90AB CDEF G', 0], ['QA58 DOHB 0000 1234 5678 90AB CDEF H', 0],
  ['RO49AAAA1B31007593840000', 1], ['RO49 AAAA 1B31 0075 9384 0000', 1], ['RO49 0AAA 1B31 0075 9384 0000', 0],
  ['RO49 AAAA 1B31 0075 9384 0001', 0], ['SM86U0322509800000000270100', 1], ['SM86 U032 2509 8000 0000 0270 100', 1],
  ['SM86 0032 2509 8000 0000 0270 100', 0], ['SM86 U032 2509 8000 0000 0270 101', 0], ['SA0380000000608010167519', 1],
  ['SA03 8000 0000 6080 1016 7519', 1], ['SA03 A000 0000 6080 1016 7519', 0], ['SA03 8000 0000 6080 1016 7510', 0],
  ['RS35260005601001611379', 1], ['RS35 2600 0560 1001 6113 79', 1], ['RS35 A600 0560 1001 6113 79', 0],
  ['RS35 2600 0560 1001 6113 70', 0], ['SK3112000000198742637541', 1], ['SK31 1200 0000 1987 4263 7541', 1],
  ['SK31 A200 0000 1987 4263 7541', 0], ['SK31 1200 0000 1987 4263 7542', 0], ['SI56263300012039086', 1],
  ['SI56 2633 0001 2039 086', 1], ['SI56 A633 0001 2039 086', 0], ['SI56 2633 0001 2039 087', 0], ['ES9121000418450200051332', 1],
  ['ES91 2100 0418 4502 0005 1332', 1], ['ES91 A100 0418 4502 0005 1332', 0], ['ES91 2100 0418 4502 0005 1333', 0],
  ['SE4550000000058398257466', 1], ['SE45 5000 0000 0583 9825 7466', 1], ['SE45 A000 0000 0583 9825 7466', 0],
  ['SE45 5000 0000 0583 9825 7467', 0], ['CH9300762011623852957', 1], ['CH93 0076 2011 6238 5295 7', 1],
  ['CH93 A076 2011 6238 5295 7', 0], ['CH93 0076 2011 6238 5295 8', 0], ['TN5910006035183598478831', 1],
  ['TN59 1000 6035 1835 9847 8831', 1], ['TN59 A000 6035 1835 9847 8831', 0], ['CH93 0076 2011 6238 5295 9', 0],
  ['TR330006100519786457841326', 1], ['TR33 0006 1005 1978 6457 8413 26', 1], ['TR33 A006 1005 1978 6457 8413 26', 0],
  ['TR33 0006 1005 1978 6457 8413 27', 0], ['AE070331234567890123456', 1], ['AE07 0331 2345 6789 0123 456', 1],
  ['AE07 A331 2345 6789 0123 456', 0], ['AE07 0331 2345 6789 0123 457', 0], ['GB29NWBK60161331926819', 1],
  ['GB29 NWBK 6016 1331 9268 19', 1], ['GB29 1WBK 6016 1331 9268 19', 0], ['GB29 NWBK 6016 1331 9268 10', 0],
  ['VA59001123000012345678', 1], ['VA59 0011 2300 0012 3456 78', 1], ['VA59 A011 2300 0012 3456 78', 0],
  ['VA59 0011 2300 0012 3456 79', 0], ['VG96VPVG0000012345678901', 1], ['VG96 VPVG 0000 0123 4567 8901', 1],
  ['VG96 VPVG A000 0123 4567 8901', 0], ['VG96 VPVG 0000 0123 4567 8902', 0],
];

const IPV4_PREFIX = 'an IPv4 address is labelled without its CIDR prefix length (README span rules); Presidio includes it';
const UNSPECIFIED = 'Presidio expects the unspecified address "::" only at 0.05-0.15, under its threshold even with a context word: it is assigned to no host (RFC 4291 2.5.2)';

const SOURCES: Source[] = [
  {
    repo: REPO, path: tests('test_aba_routing_recognizer.py'), commit: '70f52e4bd54e07dacbfb761fd156a1e9171400a0', licence: LICENCE,
    entity: 'ABA_ROUTING_NUMBER',
    cases: [
      { text: '121000358', spans: [[0, 9]] },
      { text: '3222-7162-7', spans: [[0, 11]] },
      { text: '121042882', spans: [[0, 9]] },
      { text: '0711-0130-7', spans: [[0, 11]] },
      { text: '421042111', spans: [] },
      { text: '1234-0000-0', spans: [] },
    ],
  },
  {
    repo: REPO, path: tests('test_credit_card_recognizer.py'), commit: 'f6a249d949051be8da5e48d12468507788135d99', licence: LICENCE,
    entity: 'CREDIT_CARD',
    cases: [
      { text: '4012888888881881 4012-8888-8888-1881 4012 8888 8888 1881', spans: [[0, 16], [17, 36], [37, 56]] },
      { text: '122000000000003', spans: [[0, 15]] },
      { text: 'my credit card: 122000000000003', spans: [[16, 31]] },
      { text: '371449635398431', spans: [[0, 15]] },
      { text: '5555555555554444', spans: [[0, 16]] },
      { text: '5019717010103742', spans: [[0, 16]] },
      { text: '30569309025904', spans: [[0, 14]] },
      { text: '6011000400000000', spans: [[0, 16]] },
      { text: '3528000700000000', spans: [[0, 16]] },
      { text: '6759649826438453', spans: [[0, 16]] },
      { text: '4111111111111111', spans: [[0, 16]] },
      { text: '4917300800000000', spans: [[0, 16]] },
      { text: '4484070000000000', spans: [[0, 16]] },
      { text: '4012-8888-8888-1882', spans: [] },
      { text: 'my credit card number is 4012-8888-8888-1882', spans: [] },
      { text: '36168002586008', spans: [] },
      { text: 'my credit card number is 36168002586008', spans: [] },
    ],
  },
  {
    repo: REPO, path: tests('test_crypto_recognizer.py'), commit: '004034b582bd1fde783305901a1c17b2ab61c84d', licence: LICENCE,
    entity: 'CRYPTO',
    cases: [
      { text: '16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ', spans: [[0, 34]] },
      { text: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', spans: [[0, 34]] },
      { text: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', spans: [[0, 42]] },
      { text: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', spans: [[0, 62]] },
      { text: '16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', spans: [[0, 34], [35, 69]] },
      { text: 'my wallet address is: 16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ', spans: [[22, 56]] },
      { text: '16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ2', spans: [] },
      { text: 'my wallet address is: 16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ2', spans: [] },
      { text: '8f953371d3e85eddb89b05ed6b9e680791055315c73e1025ab5dba7bb2aee189', spans: [] },
      { text: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', spans: [[0, 42]] },
      { text: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed 0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', spans: [[0, 42], [43, 85]] },
      { text: 'My Ethereum wallet is 0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', spans: [[22, 64]] },
      {
        text: 'lowercase address 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
        spans: [],
        labels: ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'],
        note: 'EIP-55 makes the mixed-case checksum optional: an all-lowercase address is a valid, unchecksummed Ethereum address, here after its word; Presidio expects nothing',
      },
      { text: 'checksummed but invalid address 0xdbF03B407c01E7cD3CBea99509d93f8DDdC8C6FB', spans: [] },
    ],
  },
  {
    repo: REPO, path: tests('test_email_recognizer.py'), commit: '70f52e4bd54e07dacbfb761fd156a1e9171400a0', licence: LICENCE,
    entity: 'EMAIL_ADDRESS',
    cases: [
      { text: 'info@presidio.site', spans: [[0, 18]] },
      { text: 'my email address is info@presidio.site', spans: [[20, 38]] },
      { text: 'try one of these emails: info@presidio.site or anotherinfo@presidio.site', spans: [[25, 43], [47, 72]] },
      { text: 'my email is info@presidio.', spans: [] },
    ],
  },
  {
    repo: REPO, path: tests('test_iban_recognizer.py'), commit: '9988a51064136cfacea4dc81229575ba058c6e13', licence: LICENCE,
    entity: 'IBAN_CODE',
    cases: [
      ...IBANS.map(([text, found]) => whole(text, found === 1)),
      { text: 'this is an iban VG96 VPVG 0000 0123 4567 8901 in a sentence', spans: [[16, 45]] },
      { text: 'this is an iban VG96 VPVG 0000 0123 4567 8901 X in a sentence', spans: [[16, 45]] },
      { text: 'AB150120690000003111141', spans: [] },
      { text: 'IL15 0120 6900 0000', spans: [] },
      { text: 'IL15 0120 6900 0000 3111 0120 6900 0000 3111 141', spans: [] },
      { text: 'IL150120690000003111141', spans: [] },
      { text: 'AM47212110090000000235698740', spans: [] },
      { text: 'list of ibans: AL47212110090000000235698741, AL47212110090000000235698741', spans: [[15, 43], [45, 73]] },
      { text: 'Dash as iban separator: AL47-2121-1009-0000-0002-3569-8741', spans: [[24, 58]] },
      { text: 'Slash as iban separator: AL47/2121/1009/0000/0002/3569/8741', spans: [] },
      {
        text: "Dalla's Pizza | 3843 Peartree Road, Bamblee, SD 20241 440-600-5124",
        spans: [],
        added: [{ entity: 'PHONE_NUMBER', value: '440-600-5124' }],
        note: 'the test looks only for IBANs; the US phone number after the address is one',
      },
      { text: 'AL47212110090000000235698741 ALL CAPS', spans: [[0, 28]] },
    ],
  },
  {
    repo: REPO, path: tests('test_ip_recognizer.py'), commit: '00acdb430c53830e84f609ce109aeb1cfa7e5ada', licence: LICENCE,
    entity: 'IP_ADDRESS',
    cases: [
      { text: 'microsoft.com 192.168.0.1', spans: [[14, 25]] },
      { text: 'my ip: 192.168.0', spans: [] },
      { text: 'microsoft.com 684D:1111:222:3333:4444:5555:6:77', spans: [[14, 47]] },
      { text: 'my ip: 684D:1111:222:3333:4444:5555:6:77', spans: [[7, 40]] },
      { text: '684D:1111:222:3333:4444:5555:77', spans: [] },
      whole('2345:0425:2CA1:0000:0000:0567:5673:23b5', true),
      whole('2345:0425:2CA1::0567:5673:23b5', true),
      whole('2400:c401::5054:ff:fe1b:b031', true),
      { text: 'Use local ipv6 ::', spans: [], note: UNSPECIFIED },
      { text: 'my ip: ::1', spans: [[7, 10]] },
      { text: 'connecting from ::1', spans: [[16, 19]] },
      { text: 'src=:: dst=::1', spans: [[11, 14]], note: UNSPECIFIED },
      { text: 'fe80::1', spans: [[0, 7]] },
      { text: '2001:db8::8a2e:370:7334', spans: [[0, 23]] },
      { text: '2001:db8:85a3::8a2e:370', spans: [[0, 23]] },
      { text: '2001:db8::1', spans: [[0, 11]] },
      { text: 'fe80::1%eth0', spans: [[0, 12]] },
      { text: 'Server IP: 2001:db8::1', spans: [[11, 22]] },
      { text: 'Connect to [2001:db8::1]:8080', spans: [[12, 23]] },
      { text: 'my ip is 2400:c401::5054:ff:fe1b:b031', spans: [[9, 37]] },
      { text: 'Gateway: fe80::1 on interface', spans: [[9, 16]] },
      { text: 'Visit http://[2001:db8::1]/path', spans: [[14, 25]] },
      { text: 'SSH to user@2001:db8::1', spans: [[12, 23]] },
      { text: '::ffff:192.0.2.1', spans: [[0, 16]] },
      { text: '::ffff:10.0.0.1', spans: [[0, 15]] },
      { text: '::ffff:172.16.0.1', spans: [[0, 17]] },
      { text: '::ffff:127.0.0.1', spans: [[0, 16]] },
      { text: '::ffff:255.255.255.255', spans: [[0, 22]] },
      { text: '::ffff:0.0.0.0', spans: [[0, 14]] },
      { text: '::ffff:0:192.168.1.1', spans: [[0, 20]] },
      { text: '::ffff:0000:10.0.0.1', spans: [[0, 20]] },
      { text: 'Mapped: ::ffff:192.168.1.1', spans: [[8, 26]] },
      { text: 'Connect to ::ffff:10.0.0.1 now', spans: [[11, 26]] },
      { text: '[::ffff:192.168.1.1]:80', spans: [[1, 19]] },
      { text: '::192.168.1.1', spans: [[0, 13]] },
      { text: '::10.0.0.1', spans: [[0, 10]] },
      { text: '::ffff:256.0.0.1', spans: [] },
      { text: '::ffff:192.168.1', spans: [] },
      { text: '2001:db8::192.168.1.1', spans: [[0, 21]] },
      { text: '2001:db8:1::192.0.2.1', spans: [[0, 21]] },
      { text: '64:ff9b::192.0.2.1', spans: [[0, 18]] },
      { text: '2001:db8:85a3::8a2e:192.168.0.1', spans: [[0, 31]] },
      { text: '0:0:0:0:0:FFFF:129.144.52.38', spans: [[0, 28]] },
      { text: '2001:db8:0:0:0:0:192.168.1.1', spans: [[0, 28]] },
      { text: 'NAT64: 64:ff9b::198.51.100.1', spans: [[7, 28]] },
      { text: 'Tunnel to 2001:db8::10.0.0.1', spans: [[10, 28]] },
      { text: '2001:db8::256.1.1.1', spans: [] },
      { text: 'IPv4: 192.168.1.1, IPv6: 2001:db8::1', spans: [[6, 17], [25, 36]] },
      { text: 'Primary: 10.0.0.1, Secondary: 172.16.0.1', spans: [[9, 17], [30, 40]] },
      { text: 'IPs: 192.168.1.1, 10.0.0.1, 2001:db8::1', spans: [[5, 16], [18, 26], [28, 39]] },
      { text: 'MAC address aa:bb:cc:dd:ee:ff', spans: [] },
      { text: 'Time 12:34:56', spans: [] },
      { text: 'Ratio 1:2:3:4', spans: [] },
      { text: 'CSS color #ff00aa', spans: [] },
      { text: 'Version 1.2.3', spans: [] },
      { text: 'Port 80:443', spans: [] },
      { text: 'abc:def:ghi', spans: [] },
      { text: '123:abc', spans: [] },
      { text: 'file:///path/to/file', spans: [] },
      { text: 'std::cout', spans: [] },
      { text: 'MyClass::toString', spans: [] },
      { text: ':::', spans: [] },
      { text: 'IP192.168.1.1text', spans: [] },
      { text: 'text192.168.1.1', spans: [] },
      { text: '(192.168.1.1)', spans: [[1, 12]] },
      { text: "'2001:db8::1'", spans: [[1, 12]] },
      { text: 'IP: 192.168.1.1.', spans: [[4, 15]] },
      { text: '192.168.1.1,', spans: [[0, 11]] },
      { text: '[2001:db8::1]', spans: [[1, 12]] },
      { text: 'Server IP: 2400:c401::5054:ff:fe1b:b031.', spans: [[11, 39]] },
      { text: '2001:db8::1.', spans: [[0, 11]] },
      { text: 'fe80::1text', spans: [] },
      { text: 'text2001:db8::1', spans: [] },
      {
        text: '192.168.1.1.1',
        spans: [[0, 11]],
        labels: [],
        note: 'five dotted numbers are no IPv4 address (RFC 791 dotted quad; an SNMP OID or a version looks like this); Presidio takes the first four',
      },
      { text: '256.256.256.256', spans: [] },
      { text: '192.168.1.256', spans: [] },
      { text: 'gggg:hhhh::1234', spans: [] },
      { text: '192.168.1', spans: [] },
      { text: '300.168.1.1', spans: [] },
      { text: '12345:db8::1', spans: [] },
      { text: '2001::db8::1', spans: [] },
      { text: '192.168.2.1@eth0', spans: [[0, 11]] },
      { text: 'text::ffff:192.0.2.1', spans: [[11, 20]] },
      { text: 'foo2001:db8::10.0.0.1', spans: [[13, 21]] },
      { text: 'localhost 127.0.0.1', spans: [[10, 19]] },
      { text: 'Broadcast 255.255.255.255', spans: [[10, 25]] },
      { text: 'Private 10.0.0.0', spans: [[8, 16]] },
      { text: 'Link-local 169.254.1.1', spans: [[11, 22]] },
      { text: 'Subnet 172.16.0.0', spans: [[7, 17]] },
      { text: 'Default 0.0.0.0', spans: [[8, 15]] },
      { text: 'Unspecified ::', spans: [], note: UNSPECIFIED },
      { text: 'Loopback ::1', spans: [[9, 12]] },
      { text: 'Multicast ff02::1', spans: [[10, 17]] },
      { text: '192.168.1.0/24', spans: [[0, 14]], labels: ['192.168.1.0'], note: IPV4_PREFIX },
      { text: '10.0.0.0/8', spans: [[0, 10]], labels: ['10.0.0.0'], note: IPV4_PREFIX },
      { text: '0.0.0.0/0', spans: [[0, 9]], labels: ['0.0.0.0'], note: IPV4_PREFIX },
      { text: '192.168.1.1/32', spans: [[0, 14]], labels: ['192.168.1.1'], note: IPV4_PREFIX },
      { text: '2001:db8::/32', spans: [[0, 13]] },
      { text: 'fe80::/10', spans: [[0, 9]] },
      { text: '::1/128', spans: [[0, 7]] },
      { text: 'fe80::1%eth0/64', spans: [[0, 15]] },
      { text: '2001:db8::%eth0/128', spans: [[0, 19]] },
      { text: '::/0', spans: [], note: UNSPECIFIED },
      { text: '::/128', spans: [], note: UNSPECIFIED },
      { text: '::ffff:192.168.1.0/96', spans: [[0, 21]] },
      { text: '64:ff9b::192.0.2.0/96', spans: [[0, 21]] },
      { text: 'Subnet: 192.168.1.0/24', spans: [[8, 22]], labels: ['192.168.1.0'], note: IPV4_PREFIX },
      { text: 'Prefix: 2001:db8::/32', spans: [[8, 21]] },
      { text: 'Route is 10.0.0.0/8.', spans: [[9, 19]], labels: ['10.0.0.0'], note: IPV4_PREFIX },
      { text: 'Use 2001:db8::/32.', spans: [[4, 17]] },
      { text: '10.0.0.0/123', spans: [[0, 8]] },
      { text: '2001:db8::/9999', spans: [[0, 10]] },
    ],
  },
  {
    repo: REPO, path: tests('test_phone_recognizer.py'), commit: '53e01965186d0b50124388876bfe8462a8aabd2d', licence: LICENCE,
    entity: 'PHONE_NUMBER',
    cases: [
      { text: 'My US number is (415) 555-0132, and my international one is +1 415 555 0132', spans: [[16, 30], [60, 75]] },
      { text: 'My Israeli number is 09-7625400', spans: [[21, 31]] },
      { text: '_: (415)555-0132', spans: [[3, 16]] },
      { text: 'United States: (415)555-0132', spans: [[15, 28]] },
      { text: 'US: 415-555-0132', spans: [[4, 16]] },
      { text: '_: +55 11 98456 5666', spans: [[3, 20]] },
      { text: 'Brazil: +55 11 98456 5666', spans: [[8, 25]] },
      { text: 'BR: +55 11 98456 5666', spans: [[4, 21]] },
    ],
  },
  {
    repo: REPO, path: tests('test_us_ssn_recognizer.py'), commit: '7e2442ff3f16a44fab4f6448b8b4d9e8eb025eeb', licence: LICENCE,
    entity: 'US_SSN',
    cases: [
      { text: '078-051121 07805-1121', spans: [[0, 10], [11, 21]], weak: true },
      { text: '078051121', spans: [[0, 9]], note: BARE_NINE },
      { text: '078-05-1123', spans: [[0, 11]] },
      { text: '078.05.1123', spans: [[0, 11]] },
      { text: '078 05 1123', spans: [[0, 11]] },
      { text: 'abc 078 05 1123 abc', spans: [[4, 15]] },
      { text: '0780511201', spans: [] },
      { text: '078051120', spans: [] },
      { text: '000000000', spans: [] },
      { text: '666000000', spans: [] },
      { text: '078-05-0000', spans: [] },
      { text: '078 00 1123', spans: [] },
      { text: '693-09.4444', spans: [] },
    ],
  },
  {
    repo: REPO, path: tests('test_us_itin_recognizer.py'), commit: '60a9901c6a7091badefd54ae43025779a0d53207', licence: LICENCE,
    entity: 'US_ITIN',
    cases: [
      { text: '911-701234 91170-1234', spans: [[0, 10], [11, 21]], weak: true },
      { text: '911701234', spans: [[0, 9]], note: BARE_NINE },
      { text: '911-70-1234', spans: [[0, 11]] },
      { text: '911-53-1234', spans: [[0, 11]] },
      { text: '911-64-1234', spans: [[0, 11]] },
      { text: '911-89-1234', spans: [] },
      { text: 'my tax id 911-89-1234', spans: [] },
    ],
  },
  {
    repo: REPO, path: tests('test_us_npi_recognizer.py'), commit: '0755f4ddf82162bcd23ee9cb156b61ec54c0d037', licence: LICENCE,
    entity: 'US_NPI',
    cases: [
      { text: '1234567893', spans: [[0, 10]] },
      { text: '1245319599', spans: [[0, 10]] },
      { text: '1003000126', spans: [[0, 10]] },
      { text: '1234-567-893', spans: [[0, 12]] },
      { text: '1234 567 893', spans: [[0, 12]] },
      { text: 'NPI: 1234567893', spans: [[5, 15]] },
      { text: 'Provider identifier 1245319599', spans: [[20, 30]] },
      { text: 'NPI 1234567893 and NPI 1245319599', spans: [[4, 14], [23, 33]] },
      { text: '0234567893', spans: [] },
      { text: '3234567893', spans: [] },
      { text: '9234567893', spans: [] },
      { text: '123456789', spans: [] },
      { text: '12345678934', spans: [] },
      { text: '1111111112', spans: [] },
      { text: '1234567890', spans: [] },
    ],
  },
  {
    repo: REPO, path: tests('test_us_passport_recognizer.py'), commit: '083175d48963fe15f07341a73499f8d1ea2a6dc8', licence: LICENCE,
    entity: 'US_PASSPORT',
    cases: [
      { text: '912803456', spans: [[0, 9]], weak: true },
      { text: 'Z12803456', spans: [[0, 9]], weak: true },
      { text: 'A12803456', spans: [[0, 9]], weak: true },
      { text: 'my travel document is A12803456', spans: [[22, 31]] },
      { text: 'my travel passport is A12803456', spans: [[22, 31]] },
    ],
  },
  {
    repo: REPO, path: tests('test_us_bank_recognizer.py'), commit: '7e2442ff3f16a44fab4f6448b8b4d9e8eb025eeb', licence: LICENCE,
    entity: 'US_BANK_NUMBER',
    cases: [
      { text: '945456787654', spans: [[0, 12]], weak: true },
      { text: '1234567', spans: [] },
    ],
  },
  {
    repo: REPO, path: tests('test_us_driver_license_recognizer.py'), commit: '4013c7cb09fb947716e1da4f32a6b98be41ab27a', licence: LICENCE,
    entity: 'US_DRIVER_LICENSE',
    cases: [
      { text: 'H12234567', spans: [[0, 9]], weak: true },
      { text: 'C12T345672', spans: [] },
      { text: '123456789 1234567890 12345679012 123456790123 1234567901234 1234', spans: [[0, 9], [10, 20], [21, 32], [33, 45], [46, 59]], weak: true },
      { text: 'ABCDEFG ABCDEFGH ABCDEFGHI', spans: [] },
      { text: 'ABCD ABCDEFGHIJ', spans: [] },
    ],
  },
  {
    repo: REPO, path: tests('test_uk_nhs_recognizer.py'), commit: 'f6a249d949051be8da5e48d12468507788135d99', licence: LICENCE,
    entity: 'UK_NHS',
    cases: [
      { text: '401-023-2137', spans: [[0, 12]] },
      { text: '221 395 1837', spans: [[0, 12]] },
      { text: '0032698674', spans: [[0, 10]] },
      { text: '401-023-2138', spans: [] },
    ],
  },
  {
    repo: REPO, path: tests('test_medical_license_recognizer.py'), commit: '1235f1e3b2f16bc27bad61ce43bf230fe07e0892', licence: LICENCE,
    entity: 'MEDICAL_LICENSE',
    cases: [
      { text: 'G92341666', spans: [[0, 9]], weak: true },
      { text: 'AA6653456', spans: [[0, 9]], weak: true },
      { text: 'BH0450010', spans: [[0, 9]], weak: true },
      { text: 'ZY1364061', spans: [[0, 9]], weak: true },
      { text: 'IA2341666', spans: [] },
      { text: 'N92375416', spans: [] },
    ],
  },
];

const WEAK = 'Presidio expects it only at a weak score (at most 0.4) that its context words would raise, and no such word is in the text';

interface Line {
  text: string;
  entities: Array<{ entity: string; value: string }>;
  source: ReturnType<typeof citation>;
  presidio: Array<[number, number]>;
  note?: string;
}

const lines: Line[] = [];
for (const source of SOURCES) {
  for (const c of firstOfEachText(source.cases)) {
    for (const [start, end] of c.spans) if (end > c.text.length || start >= end) throw new Error(`${source.path}: span ${start}-${end} outside "${c.text}"`);
    const values = c.weak ? [] : (c.labels ?? c.spans.map(([start, end]) => c.text.slice(start, end)));
    const labels = [...values.map((value) => ({ entity: source.entity, value })), ...(c.added ?? [])];
    const note = [c.note, c.weak ? WEAK : undefined].filter(Boolean).join('; ');
    lines.push({
      text: c.text,
      entities: placeLabels(c.text, labels, source.path),
      source: citation(source),
      presidio: c.spans,
      ...(note ? { note } : {}),
    });
  }
}
writeFileSync(new URL('../../corpus/outside-presidio.jsonl', import.meta.url), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
const labels = lines.reduce((n, l) => n + l.entities.length, 0);
console.log(`${lines.length} texts, ${lines.filter((l) => l.entities.length > 0).length} with identifiers, ${labels} labels, ${lines.filter((l) => l.note).length} with a note`);
