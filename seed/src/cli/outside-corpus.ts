// node --import tsx seed/src/cli/outside-corpus.ts
// Builds seed/corpus/outside-validators.jsonl, a labelled corpus of identifier values taken from the test
// suites of two open-source validation libraries nobody working on this project wrote: validator.js
// (validatorjs/validator.js, MIT) and python-stdnum (arthurdejong/python-stdnum, LGPL-2.1-or-later). The
// value lists below are copied from the files named with each group (repository, path, commit); only the
// values are taken, none of their code. Each valid value is written the ways text carries it: bare, in a
// short sentence without any word that names it, after its context word, at the end of a sentence before
// the full stop, and in a list of several; the values those suites reject (checksum failures, wrong lengths,
// numbers never issued) are negatives, after their own context word, or bare where no reader would take
// them for any identifier (MAC addresses, malformed IP addresses). seed/corpus/README.md says what was left
// out and why. The output is deterministic: run it again and the file does not change.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../../', import.meta.url).pathname;
const OUT = join(ROOT, 'seed/corpus/outside-validators.jsonl');

interface Source {
  repo: string;
  path: string;
  commit: string;
  licence: string;
}

const validatorJs = (path: string, commit: string): Source => ({ repo: 'validatorjs/validator.js', path, commit, licence: 'MIT' });
const stdnum = (path: string, commit: string): Source => ({ repo: 'arthurdejong/python-stdnum', path, commit, licence: 'LGPL-2.1-or-later' });

const V_CARD = validatorJs('test/validators/isCreditCard.test.js', 'c8ba3245fed94264e181e1ea53f3939532b08ae4');
const V_ABA = validatorJs('test/validators/isAbaRouting.test.js', '4a6d5f2b0a034a0b85a3ec3e99fc3f31712f1a5e');
const V_BTC = validatorJs('test/validators/isBtcAddress.test.js', 'c8ba3245fed94264e181e1ea53f3939532b08ae4');
const V_BIC = validatorJs('test/validators/isBIC.test.js', 'c8ba3245fed94264e181e1ea53f3939532b08ae4');
const V_EMAIL = validatorJs('test/validators/isEmail.test.js', '4a6d5f2b0a034a0b85a3ec3e99fc3f31712f1a5e');
const V_IBAN = validatorJs('test/validators/isIBAN.test.js', '10ffc869b744358ad337b9f5fe7be9864a1e1fbc');
const V_IP = validatorJs('test/validators/isIP.test.js', '1c0bbaca6ecf512cbec03f34bc31e14b5925992b');
const V_ETH = validatorJs('test/validators/isEthereumAddress.test.js', 'c8ba3245fed94264e181e1ea53f3939532b08ae4');
const V_TAXID = validatorJs('test/validators/isTaxID.test.js', '4a6d5f2b0a034a0b85a3ec3e99fc3f31712f1a5e');
const V_PHONE = validatorJs('test/validators/isMobilePhone.test.js', '4a6d5f2b0a034a0b85a3ec3e99fc3f31712f1a5e');
const V_PASSPORT = validatorJs('test/validators/isPassportNumber.test.js', '4a6d5f2b0a034a0b85a3ec3e99fc3f31712f1a5e');
const V_JWT = validatorJs('test/validators/isJWT.test.js', 'a54973f3a0ab884cf756670caa7f9cf71ef444bf');
const V_UUID = validatorJs('test/validators/isUUID.test.js', '4a6d5f2b0a034a0b85a3ec3e99fc3f31712f1a5e');
const V_IPRANGE = validatorJs('test/validators/isIPRange.test.js', '04f7110485d92f88c21a432f49db3e72665071b1');
const V_IMEI = validatorJs('test/validators/isIMEI.test.js', '42b3e3e92e67bb5ef064edfc4663a9c981054385');
const V_ISBN = validatorJs('test/validators/isISBN.test.js', '130807203df8118c993730f1fb3fa1472614cbca');
const V_EAN = validatorJs('test/validators/isEAN.test.js', '1a5c433216cc02489adf2e12b10c1db5abc66d26');
const V_ISO8601 = validatorJs('test/validators/isISO8601.test.js', '4a6d5f2b0a034a0b85a3ec3e99fc3f31712f1a5e');
const V_MAC = validatorJs('test/validators/isMACAddress.test.js', '4a6d5f2b0a034a0b85a3ec3e99fc3f31712f1a5e');
const S_SSN = stdnum('stdnum/us/ssn.py', '0061564e7718e8ea3e881030d71736822a3166da');
const S_ITIN = stdnum('stdnum/us/itin.py', '152d4c5a9677cb8b6006cef12556835b44f27ab1');
const S_RTN = stdnum('stdnum/us/rtn.py', '5d4ad17cae8abeab21f446b5569f85d185566330');
const S_BTC = stdnum('tests/test_bitcoin.doctest', '54c36507220a9f39a14fade446d779315e37a270');
const S_IBAN = stdnum('tests/test_iban.doctest', '08e39bb4a689cc558cc2005b34ce5bee5299a477');
const S_BIC = stdnum('tests/test_bic.doctest', '5d4ad17cae8abeab21f446b5569f85d185566330');
const S_NHS = stdnum('stdnum/gb/nhs.py', '011c0f0c4b1d2e08f2987de1cc9c2cfb16e39998');

/** Each entity's context word, as a sentence opening the value follows. */
const CONTEXT: Readonly<Record<string, (v: string) => string>> = {
  CREDIT_CARD: (v) => `Card number: ${v}`,
  IBAN_CODE: (v) => `IBAN: ${v}`,
  EMAIL_ADDRESS: (v) => `Email: ${v}`,
  IP_ADDRESS: (v) => `The server's IP address is ${v}`,
  ABA_ROUTING_NUMBER: (v) => `Routing number: ${v}`,
  US_SSN: (v) => `SSN: ${v}`,
  US_ITIN: (v) => `ITIN: ${v}`,
  PHONE_NUMBER: (v) => `Call me on ${v} after lunch`,
  JWT: (v) => `Bearer token: ${v}`,
  US_PASSPORT: (v) => `Passport number: ${v}`,
  CRYPTO: (v) => `Wallet address: ${v}`,
  SWIFT_CODE: (v) => `SWIFT/BIC: ${v}`,
  UK_NHS: (v) => `NHS number: ${v}`,
};

/** Sentences without a word that names any identifier. */
const NEUTRAL: ReadonlyArray<(v: string) => string> = [
  (v) => `I copied ${v} from the old notes this morning.`,
  (v) => `${v} was on the second line of the message`,
  (v) => `Here it is: ${v} (as you asked).`,
];
const SENTENCE_END = (v: string) => `It should be ${v}.`;

interface Positives {
  entity: string;
  source: Source;
  values: readonly string[];
  /** Values no reader would name without a context word (an all-letter BIC, nine bare digits): written only after one. */
  contextOnly?: boolean;
}

interface Negatives {
  /** The entity whose context word the value is written after, or undefined for bare and neutral forms. */
  context?: string;
  source: Source;
  why: string;
  values: readonly string[];
}

const POSITIVES: Positives[] = [
  {
    entity: 'CREDIT_CARD',
    source: V_CARD,
    values: [
      '375556917985515', '36050234196908', '4716461583322103', '4716-2210-5188-5662', '4929 7226 5379 7141', '5398228707871527',
      '6283875070985593', '6263892624162870', '6234917882863855', '6234698580215388', '6226050967750613', '6246281879460688',
      '2222155765072228', '2225855203075256', '2720428011723762', '2718760626256570', '6765780016990268', '4716989580001715211',
      '8171999927660000', '8171999900000000021', '6011111111111117', '6011000990139424', '3530111333300000', '3566002020360505',
    ],
  },
  { entity: 'ABA_ROUTING_NUMBER', source: V_ABA, values: ['322070381', '011103093', '263170175', '124303065'] },
  { entity: 'ABA_ROUTING_NUMBER', source: S_RTN, values: ['111000025'] },
  {
    entity: 'CRYPTO',
    source: V_BTC,
    // Mainnet addresses only: the testnet ones (m..., 2N..., tb1...) carry no value and are left out. So are
    // 14qViLJfdGaP4EeHnDyJbEGQysnCpwk3gd and 17VZNX1SN5NtKa8UQFxwQbFeFc3iqRYhemt, which the suite checks by
    // shape only: their Base58Check checksum fails (checked with Python's hashlib after the first score).
    values: [
      '1MUz4VMYui5qY1mxUiG8BQ1Luv6tqkvaiL', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '35bSzXvRKLpHsHMrzb82f617cV4Srnt7hS', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
    ],
  },
  {
    entity: 'CRYPTO',
    source: S_BTC,
    // Left out: the BIP-173 witness v1+ vectors in bech32 (bc1pw508..., BC1SW50QA3JX3S, bc1zw508...), which
    // BIP-350 has made invalid since.
    values: [
      '1NEDqZPvTWRaoho48qXuLLsrYomMXPABfD', '1111111111111111111114oLvT2', 'BC1QARDV855YJNGSPVXUTTQ897AQCA3LXJU2Y69JCE',
      '16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '1G5Tjyznf4hmWoStygje9h2u1Y7rFBjtmS',
      '1NXYoJ5xU91Jp83XfVMHwwTUyZFK64BoAD', '1P2c1W3x1TCUFvyDmVyVmUxrRqFtuF2w6', '39y1UjCMmxzMYtt4S4wii9e3xmfHngKncL',
      '3KwLBFMtU9Wtn9Yys3imuU2hs2oSDsfZY4', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'bc1q362mcakh9p0zr380s4uhhz26263yjep36c8se8',
      'bc1qardv855yjngspvxuttq897aqca3lxju2y69jce', 'bc1qc7slrfxkknqcq2jevvvkdgvrt8080852dfjewde450xdlk4ugp7szw5tk9',
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    ],
  },
  {
    entity: 'CRYPTO',
    source: V_ETH,
    values: [
      '0x0000000000000000000000000000000000000001', '0x683E07492fBDfDA84457C16546ac3f433BFaa128', '0x88dA6B6a8D3590e88E0FcadD5CEC56A7C9478319',
      '0x8a718a84ee7B1621E63E680371e0C03C417cCaF6', '0xFCb5AFB808b5679b4911230Aa41FfCD0cd335b42',
    ],
  },
  { entity: 'SWIFT_CODE', source: V_BIC, values: ['SBICKEN1345', 'SBICKEN1', 'SBICKEN1YYP', 'SBICXKN1YYP'] },
  { entity: 'SWIFT_CODE', source: V_BIC, values: ['SBICKENY'], contextOnly: true },
  {
    entity: 'SWIFT_CODE',
    source: S_BIC,
    // Those with a digit anywhere; all-letter ones read like capitalised words and are written only after a
    // context word (splitByDigits below moves any here to that group).
    values: [
      'ABNCNL2AGIR', 'ABNNSVS2', 'ABOCCNBJ270', 'ADECCH2G', 'AFROGB2L', 'AHCDDOS2', 'AIYLKG22', 'ANIKAM22', 'ARABPS22600', 'ARECAM22',
      'ARUNTJ22', 'ASBBNZ2A', 'ASCMPKKA002', 'AUIVAU2S', 'AWXLLT22', 'AXISINBB389', 'AZRTAZ22', 'BANOGLG2', 'BCYPCY2N', 'BDACEGCA084',
      'BJAZSAJE002', 'BKCHCNBJ260', 'BLFLLI2X225', 'BOFAIE3XFUT', 'BOMDMH22', 'BSLJSI2XATM', 'BTRLRO22BNA', 'BTVAAT22KIB', 'CABARS22',
      'CBBSBA2A', 'CBCYCY2NPMT', 'CDCGWF2M', 'CDSOGTG2', 'CESUUAU2', 'CIBEEGCX166', 'CRESCHZZ12Q', 'CRTUGE22086', 'CSDLLT22',
      'CTCBTWTP012', 'DABAIE2D917', 'DEUTESBBAP2', 'ECAAKYK2', 'FCIBBBB2', 'FCIBTTP2', 'FDSFLI22LV1', 'FLORNL2ACCB', 'FMBKDEMM258',
      'FTMDMD2X', 'GDAAETAA', 'HABAEE2XTIP', 'HDELSI22', 'ICBKNZ2A', 'IFIPPHM2', 'INUIHR22CUS', 'JSCLUZ22', 'KBNONO22', 'KICPDMD2',
      'KOMASK2XSNV', 'KREZHR2XCUS', 'KYRGKG22', 'LAPBLV2X', 'LNLNNOB2D01', 'MAOISMSM003', 'MBICMRMR0MN', 'MBLBBDDH003', 'MEBBBA22',
      'NABZAZ2X', 'NACNPYPA0PE', 'NBKEKENX757', 'NBMAMWMW005', 'NBRMMK2A', 'NCBGGDGD001', 'NCBVVC22', 'NLPRXKPR', 'NREIGGSP',
      'OKOYLV2X', 'OTPPHUH2', 'PACIECEG100', 'PAVTPW22', 'PBPRHNT2', 'PICHECEQ522', 'PMAPPS22ACH', 'PSBKLKLX023', 'PUBABDDH205',
      'REVOPTP2', 'RIKOEE22', 'RNCBMD2X', 'ROKLIMDI1UW', 'ROYCSGS2', 'RYSGTM2A', 'RZOOAT2L226', 'SCHBBWGX013', 'SPYEISR2',
      'STBBMK22', 'STBKTNTT925', 'TACBAU2S', 'TEBKXKPR030', 'TEBUTRIS664', 'TEECMH22', 'TNBKTM2X', 'UBBIMY22', 'UBKLGB2LBAK',
      'UGEBGE22622', 'UNCRBGSF426', 'USBKLU2L', 'UZUMUZ22', 'VBAAVNVX640', 'VPAYBGS2', 'WEWOUS33', 'ZRCPCAT2',
    ],
  },
  {
    entity: 'SWIFT_CODE',
    source: S_BIC,
    contextOnly: true,
    values: [
      'ABOCKRSE', 'ACGDGDGD', 'AFGMMGMG', 'AGBMDEMM', 'AIRRHKHH', 'ALFXAEAD', 'ARABJOAX', 'BARBKENAKIS', 'BBDEBRSPBGS', 'BNPAFRPPAUX',
      'CHASARBA', 'CITGUS44EHP', 'DABAFIHHHAM', 'DKNBDKKKPLL', 'GIBAHUHB', 'HANDPLPW', 'KOMBCZPP', 'LIVEDKKK', 'SKFISEGA', 'UPMKFIHH',
    ],
  },
  {
    entity: 'EMAIL_ADDRESS',
    source: V_EMAIL,
    // Left out: quoted local parts ("foobar"@example.com), IP-literal domains, underscores in the domain
    // and the over-long local part, each valid there only under an option.
    values: [
      'foo@bar.com', 'x@x.au', 'foo@bar.com.au', 'foo+bar@bar.com', 'hans.m端ller@test.com', 'hans@m端ller.com', 'test|123@m端ller.com',
      'test123+ext@gmail.com', 'some.name.midd.leNa.me.and.locality+extension@GoogleMail.com', `${'a'.repeat(64)}@${'a'.repeat(63)}.com`,
      `${'a'.repeat(31)}@gmail.com`, 'test@gmail.com', 'test.1@gmail.com', 'test@1337.com', 'foobar@gmail.com', 'foo.bar@googlemail.com',
      'email@foo.gmail.com', 'email@a.b.c.foo.com', 'only_emoji@aftership.com', 'jh@gmail.com',
    ],
  },
  { entity: 'IBAN_CODE', source: V_IBAN, values: ['IR576406610070915600106898'] },
  {
    entity: 'IBAN_CODE',
    source: S_IBAN,
    values: [
      'AD12 0001 2030 2003 5910 0100', 'AD1200012030200359100100', 'AE070331234567890123456', 'AL47 2121 1009 0000 0002 3569 8741',
      'AL47212110090000000235698741', 'AT61 1904 3002 3457 3201', 'AT611904300234573201', 'AZ21NABZ00000000137010001944',
      'BA39 1290 0794 0102 8494', 'BA391290079401028494', 'BG80 BNBG 9661 1020 3456 78', 'BG80BNBG96611020345678',
      'BH67BMAG00001299123456', 'BR1800000000141455123924100C2', 'BR9700360305000010009795493P1', 'CH93 0076 2011 6238 5295 7',
      'CH9300762011623852957', 'CY17 0020 0128 0000 0012 0052 7600', 'CY17002001280000001200527600', 'CZ65 0800 0000 1920 0014 5399',
      'CZ6508000000192000145399', 'CZ94 5500 0000 0010 1103 8930', 'CZ9455000000001011038930', 'DE89 3704 0044 0532 0130 00',
      'DE89370400440532013000', 'DK50 0040 0440 1162 43', 'DK5000400440116243', 'DO28BAGR00000001212453611324', 'EE38 2200 2210 2014 5685',
      'EE382200221020145685', 'ES 58 0049 0290 3424 1352 8341', 'ES04 0075 0078 0605 0005 0355', 'ES0521053014113400002160',
      'ES10 0075 0080 11 0600658108', 'ES15-0049-1806-9121-1186-9374', 'ES2030810089311100269222', 'ES24 2090 3191 1400 4012 1040',
      'ES39 0081 0294 66 0001238624', 'ES72 2013-0692-81-0201150993', 'ES86 30580157682720001384', 'FI21 1234 5600 0007 85',
      'FI2112345600000785', 'FI5542345670000081', 'FO62 6460 0001 6316 34', 'FO6264600001631634', 'FR14 2004 1010 0505 0001 3M02 606',
      'FR1420041010050500013M02606', 'GB29 NWBK 6016 1331 9268 19', 'GB29NWBK60161331926819', 'GE29 NB00 0000 0101 9049 17',
      'GE29NB0000000101904917', 'GI75 NWBK 0000 0000 7099 453', 'GI75NWBK000000007099453', 'GL89 6471 0001 0002 06', 'GL8964710001000206',
      'GR16 0110 1250 0000 0001 2300 695', 'GR1601101250000000012300695', 'GT82TRAJ01020000001210029690', 'HR12 1001 0051 8630 0016 0',
      'HR1210010051863000160', 'HU42 1177 3016 1111 1018 0000 0000', 'HU42117730161111101800000000', 'IE29 AIBK 9311 5212 3456 78',
      'IE29AIBK93115212345678', 'IL62 0108 0000 0009 9999 999', 'IL620108000000099999999', 'IS14 0159 2600 7654 5510 7303 39',
      'IS140159260076545510730339', 'IT60 X054 2811 1010 0000 0123 456', 'IT60X0542811101000000123456', 'JO94CBJO0010000000000131000302',
      'KZ86125KZT5004100100', 'LB62 0999 0000 0001 0019 0122 9114', 'LB62099900000001001901229114', 'LI21 0881 0000 2324 013A A',
      'LI21088100002324013AA', 'LT12 1000 0111 0100 1000', 'LT121000011101001000', 'LU28 0019 4006 4475 0000', 'LU280019400644750000',
      'LV80 BANK 0000 4351 9500 1', 'LV80BANK0000435195001', 'MD24AG000225100013104168', 'ME25 5050 0001 2345 6789 51',
      'ME25505000012345678951', 'MK07250120000058984', 'MR13 0002 0001 0100 0012 3456 753', 'MR1300020001010000123456753',
      'MT84 MALT 0110 0001 2345 MTLC AST0 01S', 'MT84MALT011000012345MTLCAST001S', 'MU17 BOMM 0101 1010 3030 0200 000M UR',
      'NL91 ABNA 0417 1643 00', 'NL91ABNA0417164300', 'NO 02 15037577003', 'NO 0560110516994', 'NO 19 4920 06 96270',
      'NO05 7058 0555 568', 'NO1782000193468', 'NO93 8601 1117 947', 'NO9386011117947', 'PK36SCBL0000001123456702',
      'PL61 1090 1014 0000 0712 1981 2874', 'PL61109010140000071219812874', 'PS92PALS000000000400123456702', 'PT50 0002 0123 1234 5678 9015 4',
      'PT50000201231234567890154', 'QA58DOHB00001234567890ABCDEFG', 'RO49 AAAA 1B31 0075 9384 0000', 'RO49AAAA1B31007593840000',
      'RS35 2600 0560 1001 6113 79', 'RS35260005601001611379', 'SA03 8000 0000 6080 1016 7519', 'SA0380000000608010167519',
      'SE45 5000 0000 0583 9825 7466', 'SE4550000000058398257466', 'SI56 1910 0000 0123 438', 'SI56191000000123438',
      'SK31 1200 0000 1987 4263 7541', 'SK3112000000198742637541', 'SM86 U032 2509 8000 0000 0270 100', 'SM86U0322509800000000270100',
      'TN59 1000 6035 1835 9847 8831', 'TN5910006035183598478831', 'TR33 0006 1005 1978 6457 8413 26', 'TR330006100519786457841326',
      'VG96VPVG0000012345678901', 'XK051212012345678906',
    ],
  },
  {
    entity: 'IP_ADDRESS',
    source: V_IP,
    values: [
      '127.0.0.1', '0.0.0.0', '255.255.255.255', '1.2.3.4', '255.0.0.1', '0.0.1.1', '::1', '2001:db8:0000:1:1:1:1:1', '2001:db8:3:4::192.0.2.33',
      '2001:41d0:2:a141::1', '::ffff:127.0.0.1', '1111:1:1:1:1:1:1:1', 'fe80::a6db:30ff:fe98:e946', '::ffff:255.255.255.255',
      '::ffff:0:255.255.255.255', '::255.255.255.255', '0:0:0:0:0:ffff:127.0.0.1', 'fe80::7:8%eth0', 'fe80::7:8%1', '64:ff9b::192.0.2.33',
      '0:0:0:0:0:0:10.0.0.1', 'fe80::1234%1', 'ff08::9abc%10', 'ff08::9abc%interface10', 'ff02::5678%pvc1.3',
    ],
  },
  {
    entity: 'IP_ADDRESS',
    source: V_IP,
    // Compressed forms without a group of three hex digits: an address only when something says so.
    contextOnly: true,
    values: [
      '::', '::0000', '0000::', '1::', '::8', '::2:3:4:5:6:7:8', '1:2:3:4:5:6:7::', '1:2:3:4:5:6::8', '1::7:8', '1:2:3:4:5::7:8', '1:2:3:4:5::8',
      '1::6:7:8', '1:2:3:4::6:7:8', '1:2:3:4::8', '1::5:6:7:8', '1:2:3::5:6:7:8', '1:2:3::8', '1::4:5:6:7:8', '1:2::4:5:6:7:8', '1:2::8',
      '1::3:4:5:6:7:8', '1::8',
    ],
  },
  { entity: 'US_SSN', source: S_SSN, values: ['536-90-4399', '536 90 4399', '536.90.4399', '536904399'] },
  { entity: 'US_ITIN', source: S_ITIN, values: ['912-90-3456', '912 90 3456', '912903456'] },
  { entity: 'UK_NHS', source: S_NHS, values: ['943-476-5870', '943 476 5870', '9434765870'], contextOnly: true },
  { entity: 'US_PASSPORT', source: V_PASSPORT, values: ['790369937', '340007237', 'A90583942', 'E00007734'], contextOnly: true },
  {
    entity: 'PHONE_NUMBER',
    source: V_PHONE,
    // International numbers as the suite lists them, from its locales whose numbers libphonenumber's
    // metadata also assigns; the loose ones (cs-CZ "+420 123 ...", NANP exchanges starting with 1) are left out.
    values: [
      '+37433123456', '+971502674453', '+97335078110', '+201004513789', '+962796477263', '+212522714782', '+359897123456', '+8801794626846',
      '+38760123456', '+4915123456789', '+436761234567', '+36201234567', '+258849229754', '+55 12 996551215', '+55 (11) 91431-4567',
      '+8613238234822', '+886987123456', '+27821231234', '+61411222333', '+59175553635', '+233202345671', '+85291234567', '+852 9123 4567',
      '+853 6123 4567', '+353871234567', '+254728590432', '+639275149120', '+256728590432', '+250728590432', '+255728590432', '+51912232764',
      '+33612457898', '+22661245789', '+243818590432', '+995500011111', '+306944848966', '+35799837145', '+14417974653',
    ],
  },
  {
    entity: 'PHONE_NUMBER',
    source: V_PHONE,
    // National numbers written without a country code: a phone number to a reader only after a phone word.
    contextOnly: true,
    values: [
      '0821231234', '0417123456', '0871234567', '0612457898', '015123456789', '06761234567', '0796477263', '0585215778', '01090124576',
      '0522714782', '0897123123', '01717112029', '060123456', '0202345671', '0733346543', '09275149116', '0773346543', '0753346543',
      '0673346543', '(22) 99567894', '(11) 94123-4567', '13523333233', '0987123456', '9123 4567', '06301234567',
    ],
  },
];

const NEGATIVES: Negatives[] = [
  {
    context: 'CREDIT_CARD',
    source: V_CARD,
    why: 'Luhn failures, numbers outside the issued ranges and over-long runs',
    values: ['5398228707871528', '2718760626256571', '2721465526338453', '2220175103860763', '375556917985515999999993', '899999996234917882863855', '4716989580001715213'],
  },
  { context: 'ABA_ROUTING_NUMBER', source: V_ABA, why: 'checksum failures and a short number', values: ['426317017', '789456124', '603558459', '12430306', '382070381'] },
  { context: 'ABA_ROUTING_NUMBER', source: S_RTN, why: 'a short number and a checksum failure', values: ['11100002', '112000025'] },
  {
    context: 'CRYPTO',
    source: V_BTC,
    why: 'mangled characters and checksums, the wrong version byte, an Ethereum address given as a Bitcoin one',
    values: [
      '3J98t1WpEZ73CNmQviecrnyiWrnqh0WNL0', '4J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', '17VZNX1SN5NlKa8UQFxwQbFeFc3iqRYhem',
      'BC1QW508D6QEJXTDG4Y5R3ZARVAYR0C5XW7KV8F3T4', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3291',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg329b', 'pp8skudq3x5hzw8ew7vzsw8tn4k8wxsqsv0lt0mf3g',
    ],
  },
  {
    context: 'CRYPTO',
    source: S_BTC,
    why: 'a mangled digit, changed characters, too short, an invalid witness version, an unknown address type',
    values: [
      '1NEDqZPvTWRaoho48qXuLLsrYomMXPABfA', 'bc1qardv855yjngspvxuttq897aqca3lxju2y69jZZ', 'bc1pc54a7w', 'bc1qv93xxeqnnq0uz',
      'bc1lv93xxer9venks6t2ddkx6mn0wpchyum5rtc42k', 'gzXESMi1caU4L4CWEV96kQMkn5TKLsMzuX', '111111111111111111aGQAo',
    ],
  },
  {
    context: 'CRYPTO',
    source: V_ETH,
    why: 'non-hex characters, too long, too short, no 0x prefix',
    values: ['0xGHIJK05pwm37asdf5555QWERZCXV2345AoEuIdHt', '0xFCb5AFB808b5679b4911230Aa41FfCD0cd335b422222', '0xFCb5AFB808b5679b4911230Aa41FfCD0cd33', '683E07492fBDfDA84457C16546ac3f433BFaa128'],
  },
  { context: 'SWIFT_CODE', source: V_BIC, why: 'wrong lengths and digits in the bank code', values: ['SBIC23NXXX', 'S23CKENXXXX', 'SBICKENXX', 'SBICKENXX9', 'SBICKEN13458', 'SBICKEN', 'SBICXK'] },
  { context: 'SWIFT_CODE', source: S_BIC, why: 'an unknown country code (IP)', values: ['MULTIPLE'] },
  {
    context: 'EMAIL_ADDRESS',
    source: V_EMAIL,
    why: 'a missing local part or domain, doubled and trailing dots in the local part, an underscore opening the domain',
    values: ['invalidemail@', '@invalid.com', 'multiple..dots@stillinvalid.com', 'gmail...ignores...dots...@gmail.com', 'ends.with.dot.@gmail.com', 'foo@_bar.com'],
  },
  { context: 'IBAN_CODE', source: V_IBAN, why: 'a checksum failure and a short number', values: ['IR545049154806779008008299', 'IR5750491548067790080082'] },
  {
    context: 'IBAN_CODE',
    source: S_IBAN,
    why: 'broken checksums, wrong lengths, letters where digits belong, an unknown country',
    values: [
      'AL48212110090000000235698741', 'AD1210012030200359100100', 'AT611804300234573201', 'BE68530907547034', 'BA391290709401028494',
      'BG80BNBG99611020345678', 'HR1210010052863000160', 'CY17002001281000001200527600', 'CZ6508000000129000145399', 'CZ9455000000000101038930',
      'DK5000400440116342', 'AD48 0001 2030 2003 5910 01', 'AT93 1904 3002 3457 3201 99', 'BE36 5390 0754 7034 1234', 'BA30 1290 0794 0102 84',
      'QQ93 1234 5678',
    ],
  },
  {
    context: 'US_SSN',
    source: S_SSN,
    why: 'a dash in the wrong place, area 666, the never-issued numbers SSA lists as misused (Woolworth wallet card, advertisements)',
    values: ['1112-23333', '666-00-0000', '078-05-1120', '457-55-5462', '219-09-9999'],
  },
  { context: 'US_ITIN', source: S_ITIN, why: 'a dash in the wrong place and a group ITINs never use', values: ['9129-03456', '912-93-4567'] },
  { context: 'UK_NHS', source: S_NHS, why: 'a check-digit failure', values: ['9434765871'] },
  { context: 'US_PASSPORT', source: V_PASSPORT, why: 'wrong lengths and letters where US passports have none', values: ['US0123456', '0123456US', '7903699371', '90583942', 'E000077341'] },
  {
    source: V_IP,
    why: 'octets above 255, leading zeros, more than eight groups, groups of five hex digits, words in the groups',
    values: [
      '256.0.0.0', '0.0.0.256', '26.0.0.256', '0200.200.200.200', '::banana', '1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1', '::11111', '11111:1:1:1:1:1:1:1',
      '2001:db8:0000:1:1:1:1::1', '::ffff:287.0.0.1', '0.256.0.256', '255.256.255.256',
    ],
  },
  {
    source: V_MAC,
    why: 'MAC addresses (EUI-48 and EUI-64), which no detector reports',
    values: [
      'ab:ab:ab:ab:ab:ab', 'FF:FF:FF:FF:FF:FF', '01:02:03:04:05:ab', '01:AB:03:04:05:06', 'A9 C5 D4 9F EB D3', '01 02 03 04 05 ab', '01-02-03-04-05-ab',
      '0102.0304.05ab', '01:02:03:04:05:06:07:ab', 'A9 C5 D4 9F EB D3 B6 65', '01 02 03 04 05 06 07 ab', '01-02-03-04-05-06-07-ab', '0102.0304.0506.07ab',
      '0102030405ab', '01AB03040506', '01020304050607ab',
    ],
  },
  {
    source: V_TAXID,
    why: 'US employer identification numbers (EINs, "NN-NNNNNNN"), which no detector reports',
    values: ['01-1234567', '10-1234567', '02-1234567', '67-1234567', '15-1234567', '31-1234567', '99-1234567'],
  },
];

/** BICs without a digit go to a group written only after a context word. */
function splitByDigits(groups: Positives[]): Positives[] {
  return groups.flatMap((group) => {
    if (group.entity !== 'SWIFT_CODE' || group.contextOnly === true) return [group];
    const lettersOnly = group.values.filter((v) => !/\d/.test(v));
    if (lettersOnly.length === 0) return [group];
    return [
      { ...group, values: group.values.filter((v) => /\d/.test(v)) },
      { ...group, values: lettersOnly, contextOnly: true },
    ];
  });
}

// Round two, added after the first round had been scored and tuned on, and scored once itself before any
// further change to the engine: more of the phone suite's locales, JWTs, UUIDs as negatives, and every
// value of both rounds in the surroundings text puts identifiers in besides prose: a JSON field, brackets,
// quotes and a CSV row under a header.

const POSITIVES_2: Positives[] = [
  { entity: 'JWT', source: V_JWT, values: [
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJsb2dnZWRJbkFzIjoiYWRtaW4iLCJpYXQiOjE0MjI3Nzk2Mzh9.gzSraSYS8EXBxLN_oWnFSRgCzcmJmMjLiuyu5CSpyHI',
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJsb3JlbSI6Imlwc3VtIn0.ymiJSsMJXR6tMSr8G9usjQ15_8hKPDv_CArLhxw28MI',
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJkb2xvciI6InNpdCIsImFtZXQiOlsibG9yZW0iLCJpcHN1bSJdfQ.rRpe04zbWbbJjwM43VnHzAboDzszJtGrNsUxaqQ-GQ8',
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJqb2huIjp7ImFnZSI6MjUsImhlaWdodCI6MTg1fSwiamFrZSI6eyJhZ2UiOjMwLCJoZWlnaHQiOjI3MH19.YRLPARDmhGMC3BBk_OhtwwK21PIkVCqQe8ncIRPKo-E',
  ] },
  {
    entity: 'PHONE_NUMBER',
    source: V_PHONE,
    values: [
      '+447861235675', '+6587654321', '+15673628910', '+1(567)362-8910', '+1(567) 362-8910', '1(567)362-8910', '223-456-7890',
      '+237677936141', '+260956684590', '+263715558041', '+26461555804', '+79676338855', '+94766661206', '+381645678912', '+6427987035',
      '+23012341234', '+4796338855', '+9779817385479', '+84586012403', '+5491143214321', '+573003321235', '+593987654321', '+50688888888',
      '+5351234567', '+18096622563', '+50495551876', '+34654789321', '+5219654789321', '+595991372649', '+50361366634', '+59899123456',
      '+582125457765', '+372 512 34 567', '+48512689767', '+48 56 376 87 47',
    ],
  },
  {
    entity: 'PHONE_NUMBER',
    source: V_PHONE,
    contextOnly: true,
    values: [
      '07888814488', '8005552222', '0956684590', '89676338855', '0786642116', '078 7642116', '078-7642116', '0640133338', '0293981646',
      '0336012403', '3003321235', '0987654321', '654789321', '099123456', '56 566 78 46', '87654321',
    ],
  },
];

const NEGATIVES_2: Negatives[] = [
  {
    source: V_UUID,
    why: 'UUIDs, which no detector reports',
    values: [
      '9deb20fe-a6e0-355c-81ea-288b009e4f6d', 'A987FBC9-4BED-4078-8F07-9141BA07C9F3', '018C544A-D384-7000-BB74-3B1738ABE43C',
      'E034B584-7D89-11E9-9669-1AECF481A97B', '713ae7e3-cb32-45f9-adcb-7c4fa86b90c1', '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff', '99999999-9999-9999-9999-999999999999', 'A987FBC94BED3078CF079141BA07C9F3',
    ],
  },
  {
    source: V_JWT,
    why: 'a JWT header alone, and a header and payload without the signature part',
    values: [
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NSIsIm5hbWUiOiJKb2huIERvZSIsImlhdCI6MTUxNjIzOTAyMn0',
    ],
  },
];

/** The word or field name that labels each entity, for the round-two surroundings. */
const LABEL: Readonly<Record<string, string>> = {
  CREDIT_CARD: 'card', IBAN_CODE: 'iban', EMAIL_ADDRESS: 'email', IP_ADDRESS: 'ip', ABA_ROUTING_NUMBER: 'routing_number', US_SSN: 'ssn',
  US_ITIN: 'itin', PHONE_NUMBER: 'phone', US_PASSPORT: 'passport', CRYPTO: 'wallet', SWIFT_CODE: 'bic', UK_NHS: 'nhs_number', JWT: 'token',
};

/** Round-two surroundings: unlabelled for values that say what they are, labelled for those that need it. */
const SURROUNDINGS: ReadonlyArray<(v: string, label: string | undefined) => string> = [
  (v, label) => `{"${label ?? 'value'}": "${v}", "ok": true}`,
  (v, label) => (label === undefined ? `See the last line (${v}) again.` : `Check the ${label.replace('_', ' ')} (${v}) again.`),
  (v, label) => (label === undefined ? `He read out '${v}' twice.` : `He read out the ${label.replace('_', ' ')} '${v}' twice.`),
  (v, label) => `row,${label ?? 'value'},status\n7,${v},done`,
];

// Round three, added after round two had been scored and tuned on, and scored once itself before any
// further change: address ranges in CIDR notation, and numbers that are no personal identifier (IMEIs,
// ISBNs, EANs, ISO 8601 dates and times) bare, in a sentence, and dates after a phone word ("call me on
// 2009-05-19" names a day).

/** A CIDR range and the value the detectors report in it: an IPv4 address alone, an IPv6 address with its prefix length. */
const IP_RANGES: { source: Source; ranges: ReadonlyArray<readonly [range: string, value: string]> } = { source: V_IPRANGE, ranges: [
  ['127.0.0.1/24', '127.0.0.1'], ['0.0.0.0/0', '0.0.0.0'], ['255.255.255.0/32', '255.255.255.0'], ['1.2.3.4/1', '1.2.3.4'],
  ['255.0.0.1/1', '255.0.0.1'], ['0.0.1.1/1', '0.0.1.1'], ['2001::/128', '2001::/128'], ['2001:800::/128', '2001:800::/128'],
  ['::ffff:127.0.0.1/128', '::ffff:127.0.0.1/128'], ['::1/1', '::1/1'], ['2001:db8:0000:1:1:1:1:1/1', '2001:db8:0000:1:1:1:1:1/1'],
  ['::ffff:127.0.0.1/1', '::ffff:127.0.0.1/1'],
] };
/** "::" ranges, an address only after an address word. */
const IP_RANGES_CONTEXT_ONLY: ReadonlyArray<readonly [range: string, value: string]> = [['::/0', '::/0'], ['::/128', '::/128']];

/** Luhn, written here for this file, to leave out EANs that are also card-shaped (a 13-digit number starting 4 that passes it). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const NEGATIVES_3: Negatives[] = [
  {
    source: V_IMEI,
    why: 'IMEIs (15 digits with a Luhn check digit), which no detector reports',
    values: [
      '352099001761481', '868932036356090', '490154203237518', '546918475942169', '998227667144730', '532729766805999',
      '35-209900-176148-1', '86-893203-635609-0', '49-015420-323751-8', '54-691847-594216-9', '99-822766-714473-0', '53-272976-680599-9',
    ],
  },
  {
    source: V_ISBN,
    // Left out after the first score of this round: the compact ISBN-10s ending in a digit (3836221195,
    // 1617290858, 0007269706, 3423214120). The ISBN-10 check is the NHS number's (weights 10 to 1, mod 11),
    // so ten bare digits passing it are an NHS number as much as an ISBN, and no reader can tell.
    why: 'ISBN-10 and ISBN-13, grouped, and compact where no other identifier shares their form',
    values: [
      '3-8362-2119-5', '3 8362 2119 5', '1-61729-085-8', '1 61729 085-8', '0-00-726970-6',
      '0 00 726970 6', '3-423-21412-0', '3 423 21412 0', '340101319X', '3-401-01319-X', '3 401 01319 X', '9783836221191',
      '978-3-8362-2119-1', '978 3 8362 2119 1', '9783401013190', '978-3401013190', '978 3401013190', '9784873113685', '978-4-87311-368-5',
      '978 4 87311 368 5',
    ],
  },
  {
    source: V_EAN,
    why: 'EAN barcodes (those that are also a Visa-shaped Luhn-valid number are left out)',
    values: ['9421023610112', '1234567890128', '4012345678901', '9771234567003', '9783161484100', '73513537', '00012345600012', '10012345678902', '20012345678909']
      .filter((ean) => !(ean.startsWith('4') && luhn(ean))),
  },
  {
    source: V_ISO8601,
    why: 'ISO 8601 dates and times',
    values: [
      '2009-12T12:34', '2009-05-19', '20090519', '2009-123', '2009-W01-1', '2009-W511', '2009-05-19 00:00', '2009-05-19 14:39:22',
      '2009-05-19T14:39Z', '2009-W21-2T01:22', '2009-05-19 14:39:22-06:00', '2009-05-19 14:39:22+0600', '20090621T0545Z', '2007-04-05T24:00',
      '2010-02-18T16:23:48.5', '2010-02-18T16:23:48,444', '2010-02-18T16:23:48,3-06:00', '2010-02-18T16:23.33+0600', '2010-02-18T16.23334444',
      '2009-05-19 143922.500', '2009-05-19 1439,55', '2020-366',
    ],
  },
  { context: 'PHONE_NUMBER', source: V_ISO8601, why: 'dates after a phone word', values: ['2009-05-19', '20090519', '2009-10-10', '2000-02-29', '2009-05-19 14:31'] },
];

function buildRound3(): Case[] {
  const cases = build([], NEGATIVES_3);
  const ranges = [...IP_RANGES.ranges.map((r) => [...r, false] as const), ...IP_RANGES_CONTEXT_ONLY.map((r) => [...r, true] as const)];
  ranges.forEach(([range, value, contextOnly], i) => {
    const entities = [{ entity: 'IP_ADDRESS', value }];
    cases.push({ text: `Allow the subnet ${range} on the server's IP allow list`, entities });
    if (contextOnly) return;
    cases.push({ text: range, entities });
    cases.push({ text: NEUTRAL[i % NEUTRAL.length]!(range), entities });
    cases.push({ text: SENTENCE_END(range), entities });
  });
  return cases;
}

interface Case {
  text: string;
  entities: Array<{ entity: string; value: string }>;
}

function build(positives: readonly Positives[], negatives: readonly Negatives[]): Case[] {
  const cases: Case[] = [];
  const one = (text: string, entity: string, value: string) => cases.push({ text, entities: [{ entity, value }] });
  for (const group of splitByDigits([...positives])) {
    const context = CONTEXT[group.entity]!;
    group.values.forEach((value, i) => {
      one(context(value), group.entity, value);
      if (group.contextOnly === true) return;
      // A small group is written every way; a large one takes the other forms in turn, so that the
      // registry's hundred IBANs do not outweigh the rest.
      const forms = group.values.length <= 8 ? [0, 1, 2] : [i % 3];
      for (const form of forms) {
        if (form === 0) one(value, group.entity, value);
        else if (form === 1) one(NEUTRAL[i % NEUTRAL.length]!(value), group.entity, value);
        else one(SENTENCE_END(value), group.entity, value);
      }
    });
    // Lists of three (two for the last group of an odd count), after the context word when the values need one.
    // A value that is part of another ("SBICKEN1" of "SBICKEN1345") comes first, so its label is its own.
    for (let i = 0; i < group.values.length; i += 3) {
      const chunk = group.values.slice(i, i + 3);
      const inOther = (v: string) => chunk.some((other) => other !== v && other.includes(v));
      const list = [...chunk.filter(inOther), ...chunk.filter((v) => !inOther(v))];
      if (list.length < 2) continue;
      const joined = `${list.slice(0, -1).join(', ')} and ${list.at(-1)!}`;
      cases.push({
        text: group.contextOnly === true ? context(joined) : `They are ${joined}`,
        entities: list.map((value) => ({ entity: group.entity, value })),
      });
    }
  }
  for (const group of negatives) {
    group.values.forEach((value, i) => {
      if (group.context !== undefined) cases.push({ text: CONTEXT[group.context]!(value), entities: [] });
      else {
        cases.push({ text: value, entities: [] });
        cases.push({ text: NEUTRAL[i % NEUTRAL.length]!(value), entities: [] });
      }
    });
  }
  return cases;
}

/** Round two: the new groups in round one's forms, then every value of both rounds in the other surroundings. */
function buildRound2(): Case[] {
  const cases = build(POSITIVES_2, NEGATIVES_2);
  for (const group of splitByDigits([...POSITIVES, ...POSITIVES_2])) {
    const label = group.contextOnly === true ? LABEL[group.entity]! : undefined;
    group.values.forEach((value, i) => {
      const forms = group.values.length <= 8 ? [0, 1, 2, 3] : [i % 4];
      for (const form of forms) cases.push({ text: SURROUNDINGS[form]!(value, label), entities: [{ entity: group.entity, value }] });
    });
  }
  return cases;
}

const cases = [...build(POSITIVES, NEGATIVES), ...buildRound2(), ...buildRound3()];
for (const c of cases) for (const { value } of c.entities) if (!c.text.includes(value)) throw new Error(`value not in its text: ${value}`);
writeFileSync(OUT, cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
const labels = cases.reduce((n, c) => n + c.entities.length, 0);
console.log(`${OUT}: ${cases.length} cases, ${labels} labelled values, ${cases.filter((c) => c.entities.length === 0).length} negatives`);
