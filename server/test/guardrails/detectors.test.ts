import t from 'tap';
import { DETECTOR_MODELS, type DetectorModel } from '@gsg/shared';
import { detect } from '../../src/guardrails/index.ts';
import { WARM_UP_TEXT } from '../../src/guardrails/detectors/index.ts';

/** [entity, matched text] of each finding, for readable assertions. */
const found = (model: DetectorModel, text: string) => detect(model, text).map((d) => [d.entity, text.slice(d.start, d.end)]);
const scoreOf = (model: DetectorModel, text: string) => detect(model, text)[0]?.score;

/** Completes a number with its Luhn check digit (written apart from the engine's own checksum code). */
function withLuhn(body: string): string {
  const digits = [...body].map(Number).reverse();
  const sum = digits.reduce((acc, d, i) => acc + (i % 2 === 0 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const PII = 'pii-detector-v1';
const PHI = 'phi-detector-v1';
const FIN = 'financial-detector-v1';
const SECRETS = 'secrets-detector-v1';

t.test('the text a server warms the detectors on gives every model something to find', async (t) => {
  for (const model of DETECTOR_MODELS) {
    const found = new Set(detect(model, WARM_UP_TEXT).map((d) => d.entity));
    t.ok(found.size >= 2, `${model}: ${[...found].join(', ')}`);
  }
});

t.test('pii: email addresses, including internationalised ones, but not look-alikes', async (t) => {
  t.same(found(PII, 'Write to john.doe@example.com or jürgen.müller@example.de.'), [
    ['EMAIL_ADDRESS', 'john.doe@example.com'],
    ['EMAIL_ADDRESS', 'jürgen.müller@example.de'],
  ]);
  t.same(found(PII, 'Mail info@xn--mller-kva.de or post@xn--80ak6aa92e.xn--p1ai'), [
    ['EMAIL_ADDRESS', 'info@xn--mller-kva.de'],
    ['EMAIL_ADDRESS', 'post@xn--80ak6aa92e.xn--p1ai'],
  ], 'internationalised domains in their punycode form');
  for (const text of ['git@github.com:acme/app.git', 'logo@2x.png', 'npm i left-pad@1.3.0', 'admin@localhost', 'https://ghp_token@github.com/x']) {
    t.same(found(PII, text), [], text);
  }
});

t.test('pii: US and international phone numbers; ids in phone shape are not', async (t) => {
  t.same(found(PII, 'Call (212) 555-0147 or +44 20 7946 0958.'), [
    ['PHONE_NUMBER', '(212) 555-0147'],
    ['PHONE_NUMBER', '+44 20 7946 0958'],
  ]);
  t.same(found(PII, 'E.164: +442079460958'), [['PHONE_NUMBER', '+442079460958']]);
  t.same(found(PII, 'That is 123-456-7890.'), [], 'area codes never start with 1');
  t.same(found(PII, 'Pay to IBAN IE60 AIBK 0092 6980 6769 47 by Friday.'), [], "an IBAN's groups are not a phone number");
  t.same(found(PII, 'Order #555-123-4567 shipped'), [], 'an order number in phone shape');
  t.same(found(PII, 'Ref 2125550147'), [], 'ten bare digits need a phone word');
  t.same(found(PII, 'text me on 2125550147'), [['PHONE_NUMBER', '2125550147']]);
  t.same(found(PII, 'IBAN DE89 3704 0044 0532 0130 00'), [], 'a group inside another number is not an international number');
});

t.test('pii: national numbers of other countries, grouped as their country prints them', async (t) => {
  for (const phone of ['030 12345678', '01 42 68 53 00', '03-1234-5678', '(11) 91234-5678', '+91 98765 43210', '+972-52-123-4567', '0044 20 7946 0958', '1-800-555-0199']) {
    t.same(found(PII, `Reach me on ${phone} tomorrow.`), [['PHONE_NUMBER', phone]], phone);
  }
  for (const text of ['SSN 536-22-1234', 'on 2024-01-15', 'Pay with 2221-1358-2482-6104', 'pi is 3.14159265', 'It is 191-24-4671.', 'fill 1111111112']) {
    t.same(found(PII, text).filter(([entity]) => entity === 'PHONE_NUMBER'), [], text);
  }
});

t.test('pii: the nearer label decides; a "+" country code overrides any', async (t) => {
  t.same(found(PII, 'Phone the office, the record ID is 646-555-0134'), [], 'an id label nearer than the phone word');
  t.same(found(PII, 'Customer ID 42, phone 646-555-0134'), [['PHONE_NUMBER', '646-555-0134']]);
  t.same(found(PII, 'Caller ID showed +1 (646) 555-0134 twice'), [['PHONE_NUMBER', '+1 (646) 555-0134']]);
  t.same(found(PII, 'Ticket ID: +33 1 42 68 53 00'), [['PHONE_NUMBER', '+33 1 42 68 53 00']]);
  t.same(found(PII, 'NPI is 2345678900, call the clinic'), [], 'a label before the number beats a phone word after it');
  t.same(found(PII, 'Ticket 4521: (212) 555-0147 is my cell'), [['PHONE_NUMBER', '(212) 555-0147']], 'unless the label has a number of its own');
});

t.test('pii: Australian mobiles and landlines', async (t) => {
  t.same(found(PII, 'mobile 0421 555 016 or 0421-555-017'), [
    ['PHONE_NUMBER', '0421 555 016'],
    ['PHONE_NUMBER', '0421-555-017'],
  ]);
  t.same(found(PII, 'Melbourne desk (03) 9600 1234'), [['PHONE_NUMBER', '(03) 9600 1234']]);
  t.same(found(PII, 'ref 0421555016'), [], 'ten bare digits need a phone word');
  t.same(found(PII, 'call 0421555016'), [['PHONE_NUMBER', '0421555016']]);
  t.same(found(PII, 'Invoice 0421 555 016'), []);
});

t.test('pii: context words raise a score', async (t) => {
  const plain = scoreOf(PII, 'It is (212) 555-0147.');
  const supported = scoreOf(PII, 'My phone is (212) 555-0147.');
  t.ok(plain !== undefined && supported !== undefined && supported > plain, `${supported} > ${plain}`);
  t.ok(supported! <= 1);
});

t.test('sensitivity: a shape that lacks its context word scores lower, found only by the most sensitive policies', async (t) => {
  const bare = 'It was 2125550147';
  t.same(found(PII, bare), [], 'medium, the default');
  const high = detect(PII, bare, 'high');
  t.same(high.map((d) => [d.entity, bare.slice(d.start, d.end)]), [['PHONE_NUMBER', '2125550147']]);
  t.ok(high[0]!.score < scoreOf(PII, 'phone 2125550147')!, 'its context word would have raised it');
  t.same(detect(PII, 'It is (212) 555-0147.', 'low'), [], 'low acts only on findings a context word supports');
  t.equal(detect(PII, 'My phone is (212) 555-0147.', 'low').length, 1);
});

t.test('pii: SSN area, group and serial rules', async (t) => {
  t.same(found(PII, 'SSN 536-22-1234'), [['US_SSN', '536-22-1234']]);
  t.same(found(PII, 'ssn 536 22 1234'), [['US_SSN', '536 22 1234']]);
  for (const bad of ['000-22-1234', '666-22-1234', '936-22-1234', '536-00-1234', '536-22-0000', '536-22 1234']) t.same(found(PII, `SSN ${bad}`), [], bad);
  t.same(found(PII, 'Order 536221234 shipped'), [], 'a record word says it is something else');
  t.same(found(PII, 'My SSN is 536221234'), [['US_SSN', '536221234']]);
  t.same(found(PII, 'It was 536221234 or 536.22.1234'), [
    ['US_SSN', '536221234'],
    ['US_SSN', '536.22.1234'],
  ], 'without separators or with dots, even with no word around');
  t.same(found(PII, 'It was 021000021'), [], 'nine bare digits that pass the routing checksum are a routing number');
});

t.test('pii: ITIN groups', async (t) => {
  t.same(found(PII, 'ITIN 912-70-1234'), [['US_ITIN', '912-70-1234']]);
  t.same(found(PII, 'ITIN 912-34-1234'), [], 'group 34 is not an ITIN group');
  t.same(found(PII, 'filed under 912701234'), [['US_ITIN', '912701234']], 'without dashes');
});

t.test('pii: passports and driver licences only with their context words', async (t) => {
  t.same(found(PII, 'passport number 123456789'), [['US_PASSPORT', '123456789']]);
  t.same(found(PII, 'passport C12345678'), [['US_PASSPORT', 'C12345678']]);
  t.same(found(PII, 'record 123456789'), []);
  t.same(found(PII, "driver's license D1234567"), [['US_DRIVER_LICENSE', 'D1234567']]);
  t.same(found(PII, 'part D1234567'), []);
});

t.test('pii: driver licence state formats, compact or in their printed groups', async (t) => {
  const licences = [
    '731 048 562', // NY
    '58 203 917', // PA
    'G318-2047-5519', // IL
    'R402-731-95-118-0', // FL
    'J-215-884-301-276', // MD
    'P 104 552 870 319', // MI
    'C2031 84402 91873', // NJ
    'WDL9X4R27B1LK', // WA: shaped, but one character too long
    'WDL9X4R27B1L', // WA
    'SMITHJ*123AB', // WA before 2018
    'K1B2C', // KS
    '19283746', // TX
  ];
  const expected = licences.filter((l) => l !== 'WDL9X4R27B1LK');
  for (const licence of licences) {
    const want = expected.includes(licence) ? [['US_DRIVER_LICENSE', licence]] : [];
    t.same(found(PII, `driver's license ${licence}`), want, licence);
  }
  t.same(found(PII, 'license plate 731 048 562'), [], 'without a driving word a number is any number');
  t.same(found(PII, "driver's license issued 2021 11 04"), [], 'a date in groups');
  t.same(found(PII, "driver's license 20211104"), [], 'a compact date');
  t.same(found(PII, 'DL D1234567 12/25'), [['US_DRIVER_LICENSE', 'D1234567']], 'a number that runs on into a date keeps its own groups');
});

t.test('pii: IPv4 and IPv6 addresses; versions, OIDs, MACs and code are not', async (t) => {
  t.same(found(PII, 'hosts 192.168.1.10, 10.0.0.0/8 and 2001:db8::8a2e:370:7334'), [
    ['IP_ADDRESS', '192.168.1.10'],
    ['IP_ADDRESS', '10.0.0.0'],
    ['IP_ADDRESS', '2001:db8::8a2e:370:7334'],
  ]);
  for (const text of ['version 1.2.3.4', '256.1.1.1', 'OID 1.3.6.1.4.1.311', 'MAC 00:1A:2B:3C:4D:5E', 'at 12:30:45', 'arr[1::2]', 'std::vector', 'v1.2.3.4']) {
    t.same(found(PII, text), [], text);
  }
});

t.test('pii: IPv6 loopback, zone ids and prefix lengths', async (t) => {
  t.same(found(PII, 'bind to ::1 or fe80::1%eth0/64, route 2001:db8::/32'), [
    ['IP_ADDRESS', '::1'],
    ['IP_ADDRESS', 'fe80::1%eth0/64'],
    ['IP_ADDRESS', '2001:db8::/32'],
  ]);
  t.same(found(PII, 'listen address ::'), [['IP_ADDRESS', '::']], 'the unspecified address beside an address word');
  for (const text of ['foo :: Int -> Int', 'route 2001:db8::1/129', 'std::vector']) t.same(found(PII, text), [], text);
});

t.test('pii: a dotted quad of single digits is an address unless the words say version', async (t) => {
  t.same(found(PII, 'Fall back to 9.9.9.9 or 1.0.0.1 if that fails'), [
    ['IP_ADDRESS', '9.9.9.9'],
    ['IP_ADDRESS', '1.0.0.1'],
  ]);
  t.same(found(PII, 'proxy at 172.20.1.5:3128, range 10.8.0.0/14'), [
    ['IP_ADDRESS', '172.20.1.5'],
    ['IP_ADDRESS', '10.8.0.0'],
  ], 'the span is the address, without the port or the prefix length');
  for (const text of ['firmware 3.1.0.2 installed', 'patch 4.4.1.0 is out', 'Clause 2.1.4.3 applies', 'Notes for v5.0: also cherry-picked 4.9.9.1', 'seq 1.2.3.4.5']) {
    t.same(found(PII, text), [], text);
  }
  t.same(found(PII, 'after the firmware update the DNS server 8.8.4.4 answered'), [['IP_ADDRESS', '8.8.4.4']], 'the nearer word labels it');
});

t.test('phi: DEA numbers by their check digit', async (t) => {
  t.same(found(PHI, 'DEA AB1234563'), [['MEDICAL_LICENSE', 'AB1234563']]);
  t.same(found(PHI, 'DEA AB1234567'), []);
  t.same(found(PHI, 'DEA ZB1234563'), [], 'Z is not a registrant type');
});

t.test('phi: NPI by Luhn with the 80840 prefix; NHS by mod 11', async (t) => {
  t.same(found(PHI, 'NPI 1234567893'), [['US_NPI', '1234567893']]);
  t.same(found(PHI, 'NPI 1234567890'), []);
  t.same(found(PHI, 'NHS number 943 476 5919'), [['UK_NHS', '943 476 5919']]);
  t.same(found(PHI, 'NHS number 943 476 5918'), []);
  t.same(found(PHI, 'Unix timestamp 1234567893'), [], 'a valid-looking number next to a word that says it is something else');
  t.same(found(PHI, 'NPI 1234-567-893 or 123 456 7893'), [
    ['US_NPI', '1234-567-893'],
    ['US_NPI', '123 456 7893'],
  ], 'with dashes or spaces');
  t.same(found(PHI, 'It was 1111111112'), [], 'a repetitive number passes the checksum by chance');
});

t.test('phi: medical record numbers and ICD-10 codes need their context', async (t) => {
  t.same(found(PHI, 'MRN: 00123456'), [['MEDICAL_RECORD_NUMBER', '00123456']]);
  t.same(found(PHI, 'Room 00123456'), []);
  t.same(found(PHI, 'Diagnoses: E11.9, I10 and J45.909'), [
    ['ICD10_CODE', 'E11.9'],
    ['ICD10_CODE', 'I10'],
    ['ICD10_CODE', 'J45.909'],
  ]);
  t.same(found(PHI, 'Take the I10 east, shelf E11.9'), []);
});

t.test('phi: a record number that reads as a date needs its label right before it', async (t) => {
  t.same(found(PHI, 'MRN 4410298 DOB 19920817'), [['MEDICAL_RECORD_NUMBER', '4410298']]);
  t.same(found(PHI, 'PID|1||MRN 4410298||DOE^JANE||19920817|F'), [['MEDICAL_RECORD_NUMBER', '4410298']]);
  t.same(found(PHI, 'MRN: 19920817'), [['MEDICAL_RECORD_NUMBER', '19920817']]);
  t.same(found(PHI, 'MRN 4410298, chart 19921317'), [
    ['MEDICAL_RECORD_NUMBER', '4410298'],
    ['MEDICAL_RECORD_NUMBER', '19921317'],
  ], 'month 13: not a date');
});

t.test('phi: ICD-10 codes after clinical wording', async (t) => {
  const notes: Array<[text: string, codes: string[]]> = [
    ['Assessment: acute bronchitis J20.9', ['J20.9']],
    ['Impression: L03.115, cellulitis of the right leg', ['L03.115']],
    ['She presented with chest pain (R07.89)', ['R07.89']],
    ['A/P: G47.33 obstructive sleep apnea', ['G47.33']],
    ['PMH: E66.9 and I10', ['E66.9', 'I10']],
  ];
  const codesIn = (text: string) => found(PHI, text).filter(([entity]) => entity === 'ICD10_CODE');
  for (const [text, codes] of notes) t.same(codesIn(text), codes.map((code) => ['ICD10_CODE', code]), text);
  t.same(found(PHI, 'Plan: move the build to the M60 runners'), [], 'a plan is not a clinical note');
  t.same(found(PHI, 'Assessment of the P95 latency'), [], '"assessment" on its own is not clinical');
});

t.test('financial: cards by Luhn, issuer prefix and grouping', async (t) => {
  t.same(found(FIN, 'card 4111 1111 1111 1111, amex 3782 822463 10005'), [
    ['CREDIT_CARD', '4111 1111 1111 1111'],
    ['CREDIT_CARD', '3782 822463 10005'],
  ]);
  t.same(found(FIN, 'card 4111111111111112'), [], 'Luhn fails');
  t.same(found(FIN, 'id 1234 5678 9012 3452'), [], 'Luhn holds, but no issuer uses prefix 1');
  t.same(found(FIN, 'ref 4111-1111 1111-1111'), [], 'mixed separators');
});

t.test('financial: cards of the less common schemes and lengths, without a card word', async (t) => {
  const cards = [
    withLuhn('601100099990001'), // Discover
    withLuhn('621234567890123456'), // UnionPay, 19 digits
    withLuhn('220012345678901'), // Mir
    withLuhn('12345678901234'), // UATP, 15 digits
    withLuhn('50612345678'), // Maestro, 12 digits
    withLuhn('353011133330000'), // JCB
    withLuhn('979212345678901'), // Troy
  ];
  for (const card of cards) t.same(found(FIN, `It is ${card}.`), [['CREDIT_CARD', card]], card);
});

t.test('financial: one card written several ways in a row is found each time', async (t) => {
  const text = 'Both 4012888888881881 and 4012-8888-8888-1881 or 4012 8888 8888 1881 4012888888881881 are on file';
  t.same(found(FIN, text), [
    ['CREDIT_CARD', '4012888888881881'],
    ['CREDIT_CARD', '4012-8888-8888-1881'],
    ['CREDIT_CARD', '4012 8888 8888 1881'],
    ['CREDIT_CARD', '4012888888881881'],
  ]);
  t.same(found(FIN, 'ref 1234 5678 9012 3456'), [], 'no card hides inside a longer run that is none');
});

t.test('financial: IBAN by country length and mod 97, printed or electronic', async (t) => {
  t.same(found(FIN, 'IBAN GB82WEST12345698765432 or DE89 3704 0044 0532 0130 00 TODAY'), [
    ['IBAN_CODE', 'GB82WEST12345698765432'],
    ['IBAN_CODE', 'DE89 3704 0044 0532 0130 00'],
  ]);
  t.same(found(FIN, 'IBAN GB82WEST12345698765431'), []);
  t.same(found(FIN, 'IBAN GB82WEST1234569876543'), [], 'one character short for GB');
  t.same(found(FIN, 'Pay GB82-WEST-1234-5698-7654-32 now'), [['IBAN_CODE', 'GB82-WEST-1234-5698-7654-32']], 'grouped with dashes');
  // Spanish banks print the IBAN's prefix apart and the national account number in dashes ("ES72
  // 2013-0692-81-..."): the country's length and mod 97 decide, not the separators.
  t.same(found(FIN, 'Pay GB82-WEST 1234-5698-7654-32 now'), [['IBAN_CODE', 'GB82-WEST 1234-5698-7654-32']], 'mixed separators');
  t.same(found(FIN, 'Pay GB82-WEST--1234-5698-7654-32 now'), [], 'two separators in a row');
});

t.test('financial: routing numbers, bank accounts, SWIFT codes', async (t) => {
  t.same(found(FIN, 'routing number 021000021'), [['ABA_ROUTING_NUMBER', '021000021']]);
  t.same(found(FIN, 'routing number 021000022'), [], 'checksum fails');
  t.same(found(FIN, 'invoice 021000021'), [], 'a record word says it is something else');
  t.same(found(FIN, 'Send it to 021000021 today'), [['ABA_ROUTING_NUMBER', '021000021']], 'checksum-valid without a word: caught');
  t.ok(scoreOf(FIN, 'Send it to 021000021 today')! < scoreOf(FIN, 'routing number 021000021')!, 'but scored lower');
  t.same(found(FIN, 'Send it to 111111118 today'), [], 'a repetitive number passes the checksum by chance');
  t.same(found(FIN, 'account number 12345678901'), [['US_BANK_NUMBER', '12345678901']]);
  t.same(found(FIN, 'job 12345678901'), []);
  t.same(found(FIN, 'SWIFT CHASUS33, BIC DEUTDEFF'), [
    ['SWIFT_CODE', 'CHASUS33'],
    ['SWIFT_CODE', 'DEUTDEFF'],
  ]);
  t.same(found(FIN, 'The FEEDBACK and DEUTDEFF are in'), [], 'an all-letter code needs a banking word');
});

t.test('financial: context a little further away for SWIFT codes and routing numbers', async (t) => {
  t.same(found(FIN, "Initech's BIC is CRESCHZZ and Hooli's is NDEAFIHH."), [
    ['SWIFT_CODE', 'CRESCHZZ'],
    ['SWIFT_CODE', 'NDEAFIHH'],
  ]);
  t.same(found(FIN, 'Is 322271627 really the Chase routing number?'), [['ABA_ROUTING_NUMBER', '322271627']]);
  t.same(found(FIN, 'Ref 322271627 is closed. Routing changes are due'), [], 'the window after a number ends with its sentence');
});

t.test('financial: an AWS account id is not a bank account', async (t) => {
  t.same(found(FIN, 'AWS account ID 210987654321'), []);
  t.same(found(FIN, 'the account id is 210987654321'), []);
  t.same(found(FIN, 'savings account 210987654321'), [['US_BANK_NUMBER', '210987654321']]);
});

t.test('financial: Bitcoin (base58check, bech32, bech32m) and Ethereum (EIP-55) addresses', async (t) => {
  const valid = [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  ];
  t.same(found(FIN, `pay ${valid.join(' or ')}`), valid.map((v) => ['CRYPTO', v]));
  const invalid = ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp', '0xFb6916095ca1df60bB79Ce92cE3Ea74c37c5d359'];
  t.same(found(FIN, `pay ${invalid.join(' or ')}`), []);
});

t.test('secrets: provider keys and tokens by prefix and alphabet', async (t) => {
  const keys: Array<[string, string]> = [
    ['AWS_ACCESS_KEY', 'AKIAQ3EGRVYZTXJKHW2M'],
    ['GITHUB_TOKEN', `ghp_${'a1B2c3D4e5'.repeat(3)}abcdef`],
    ['SLACK_TOKEN', 'xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx'],
    ['STRIPE_KEY', `sk_live_${'4eC39HqLyjWDarjtT1zdp7dc'}`],
    ['GOOGLE_API_KEY', `AIza${'SyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY'}`],
    ['OPENAI_API_KEY', `sk-proj-${'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z'.repeat(2)}`],
  ];
  for (const [entity, key] of keys) t.same(found(SECRETS, `key = ${key}`), [[entity, key]], entity);
  t.same(found(SECRETS, `pk_live_${'4eC39HqLyjWDarjtT1zdp7dc'}`), [], 'a publishable key is public');
  t.same(found(SECRETS, 'pip install sk-learn'), []);
});

t.test('secrets: AWS secret keys only next to their name', async (t) => {
  const secret = 'kJ8rXUtnFEmI/K7MDENG/bPxRfiCYq3vT9zLwPa2';
  t.same(found(SECRETS, `aws_secret_access_key = ${secret}`), [['AWS_SECRET_KEY', secret]]);
  t.same(found(SECRETS, `blob ${secret}`), []);
  t.same(found(SECRETS, `secret_key = "${secret}"`), [['AWS_SECRET_KEY', secret]], "Terraform's name");
  t.same(found(SECRETS, `SecretAccessKey: ${secret}`), [['AWS_SECRET_KEY', secret]]);
  t.same(found(SECRETS, `AKIAQ3EGRVYZTXJKHW2M,${secret}`), [
    ['AWS_ACCESS_KEY', 'AKIAQ3EGRVYZTXJKHW2M'],
    ['AWS_SECRET_KEY', secret],
  ], 'beside its access key id');
});

t.test('secrets: documentation placeholders are not secrets', async (t) => {
  for (const text of [
    `token: ghp_${'x'.repeat(36)}`,
    `AWS key AKIA${'X'.repeat(16)}`,
    'GITLAB_TOKEN=glpat-insert-token-here-00',
    `sk_test_${'0'.repeat(24)}`,
    'https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX',
    'redis://:your_password@cache:6379',
    'mysql://root:<db password>@db/shop',
  ]) {
    t.same(found(SECRETS, text), [], text);
  }
  t.same(found(SECRETS, `token: ghp_${'a1B2c3D4e5'.repeat(3)}abcdef`), [['GITHUB_TOKEN', `ghp_${'a1B2c3D4e5'.repeat(3)}abcdef`]]);
});

t.test('secrets: private key blocks whole, not public keys or certificates', async (t) => {
  const block = '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA1b2c3d4\nZm9vYmFy==\n-----END RSA PRIVATE KEY-----';
  t.same(found(SECRETS, `here:\n${block}\nthanks`), [['PRIVATE_KEY', block]]);
  t.same(found(SECRETS, '-----BEGIN PUBLIC KEY-----\nMIIBIjANBg\n-----END PUBLIC KEY-----'), []);
});

t.test('secrets: private keys in JSON strings, and cut-off keys', async (t) => {
  const line = 'MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQDQ3o8mJy5tK2Wf';
  const escaped = `-----BEGIN PRIVATE KEY-----\\n${line}\\n${line}\\nAQAB\\n-----END PRIVATE KEY-----`;
  t.same(found(SECRETS, `{"private_key": "${escaped}\\n", "client_id": "1029"}`), [['PRIVATE_KEY', escaped]], 'JSON \\n escapes');
  const cut = `-----BEGIN RSA PRIVATE KEY-----\n${line}\n${line}`;
  t.same(found(SECRETS, `${cut}\nwhy is this rejected by ssh-add?`), [['PRIVATE_KEY', cut]], 'stops at the end of the base64 body');
  t.same(found(SECRETS, `${cut}...\nplease fix`), [['PRIVATE_KEY', cut]]);
  t.same(found(SECRETS, `-----BEGIN EC PRIVATE KEY-----\n${line}\n-----END RSA PRIVATE KEY-----`), [
    ['PRIVATE_KEY', `-----BEGIN EC PRIVATE KEY-----\n${line}`],
  ], 'an END line of another kind of key does not close the block');
  t.same(found(SECRETS, 'What is in a file that starts -----BEGIN OPENSSH PRIVATE KEY----- exactly?'), [], 'no key material');
});

t.test('secrets: a JWT needs a header that decodes to JSON naming its algorithm', async (t) => {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const jwt = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1' })}.c2lnbmF0dXJl`;
  t.same(found(SECRETS, `Bearer ${jwt}`), [['JWT', jwt]]);
  t.same(found(SECRETS, `Bearer ${part({ typ: 'JWT' })}.${part({ sub: '1' })}.c2ln`), [], 'no alg');
});

t.test('secrets: the password of a connection string, not a placeholder', async (t) => {
  t.same(found(SECRETS, 'postgres://admin:s3cr3t@db.internal:5432/app'), [['PASSWORD', 's3cr3t']]);
  t.same(found(SECRETS, 'mysql://root:P@ssw0rd@10.0.0.9/shop'), [['PASSWORD', 'P@ssw0rd']], 'up to the last @');
  for (const text of ['postgres://user:${DB_PASSWORD}@db/app', 'redis://:****@cache:6379', 'https://example.com:8080/x', 'postgres://readonly@db/app']) {
    t.same(found(SECRETS, text), [], text);
  }
  t.same(found(SECRETS, 'REDIS_URL=rediss://:x7Tq9mWc@cache.internal:6380'), [['PASSWORD', 'x7Tq9mWc']], 'an empty user part');
});

t.test('secrets: the password of a JDBC query or an ADO.NET connection string', async (t) => {
  t.same(found(SECRETS, 'jdbc:postgresql://db:5432/app?user=app&password=A-6w1_P-vA~iM&ssl=true'), [['PASSWORD', 'A-6w1_P-vA~iM']]);
  t.same(found(SECRETS, 'Server=tcp:sql.example.net,1433;User ID=crm;Password=l88ySqd$p1pU;Encrypt=True;'), [['PASSWORD', 'l88ySqd$p1pU']]);
  for (const text of ['Server=db;User ID=crm;Password=<password>;', 'Reset the password=easy rule in the wiki', 'jdbc:mysql://db/app?user=app&password=${DB_PASS}']) {
    t.same(found(SECRETS, text), [], text);
  }
});

t.test("a full stop ends the sentence, not a token or an address", async (t) => {
  const sendgrid = `SG.${'dAu-cGl7fEdS4eMHQGV4ye'}.${'OLhclnr8J_SFNRwOfB4BbE_KATU8BvVUm61HHxII-_b'}`;
  t.same(found(SECRETS, `The key is ${sendgrid}.`), [['SENDGRID_API_KEY', sendgrid]]);
  t.same(found(PII, 'AAAA -> 2600:1901:0:7b8a::.'), [['IP_ADDRESS', '2600:1901:0:7b8a::']]);
});

t.test("documentation's sample credentials are placeholders", async (t) => {
  t.same(found(SECRETS, 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'), []);
});

t.test("a pasted table's column header is its values' context, for and against", async (t) => {
  t.same(found(PII, 'passport_no,full_name\nA20860469,Aaron Wells\n384412017,Nina Patel\n'), [
    ['US_PASSPORT', 'A20860469'],
    ['PERSON', 'Aaron Wells'],
    ['US_PASSPORT', '384412017'],
    ['PERSON', 'Nina Patel'],
  ]);
  t.same(found(PII, 'name\tphone\nAda\t2125550147\n'), [['PERSON', 'Ada'], ['PHONE_NUMBER', '2125550147']], 'ten bare digits under "phone", a name under "name"');
  t.same(found(PII, 'order_id,status\n(212) 555-0147,shipped\n'), [], 'a phone-shaped value under "order_id"');
  t.same(found(PII, 'Ship it, then ping me.\nA20860469, as said'), [], 'lines with commas that are not a table');
  t.same(found(PII, 'Reisepass (USA) Nr. N40756136'), [['US_PASSPORT', 'N40756136']], 'the word in another language');
});

t.test('every detector answers promptly on 100 KB of adversarial text', async (t) => {
  const inputs = [
    'a'.repeat(100_000), '1'.repeat(100_000), 'a@'.repeat(50_000), 'ab:'.repeat(33_000), ':'.repeat(100_000), 'GB82 '.repeat(20_000),
    '-----BEGIN RSA PRIVATE KEY-----'.repeat(3_000), `-----BEGIN PRIVATE KEY-----${'\\nAb'.repeat(30_000)}`,
    `driver's license ${'123 '.repeat(25_000)}`, 'A 1-'.repeat(25_000), '1.1.1.1.'.repeat(12_000), 'account id '.repeat(9_000),
    '(12) '.repeat(20_000), '+1 2'.repeat(25_000), '4111 '.repeat(20_000), 'fe80::1%'.repeat(12_000),
  ];
  for (const text of inputs) for (const model of DETECTOR_MODELS) t.ok(Array.isArray(detect(model, text)), `${model} on ${text.slice(0, 6)}...`);
});

t.test('pii: person names, full or with a cue, across cultures; places, brands, weekdays and words are not people', async (t) => {
  t.same(found(PII, 'Update the payroll record for Alice Moreau before Friday.'), [['PERSON', 'Alice Moreau']]);
  t.same(found(PII, 'Send the contract to Isabella Rossi and Giovanni Bianchi.'), [['PERSON', 'Isabella Rossi'], ['PERSON', 'Giovanni Bianchi']]);
  t.same(found(PII, 'name,department\nJean-Luc Picard,Engineering'), [['PERSON', 'Jean-Luc Picard']], 'hyphenated, in a table');
  t.same(found(PII, 'Dear Mr. Okonkwo, thank you.'), [['PERSON', 'Okonkwo']], 'a surname after a title');
  t.same(found(PII, 'Hi Svetlana, the invoice is attached.'), [['PERSON', 'Svetlana']], 'one name after a greeting');
  t.same(found(PII, "Kenji's report was late."), [['PERSON', 'Kenji']], 'a possessive, without its ending');
  t.same(found(PII, 'my manager is carlos mendez and he approves expenses'), [['PERSON', 'carlos mendez']], 'lower case after a relation');
  t.same(found(PII, 'Attendees: Hiroshi Tanaka, Mei Chen'), [['PERSON', 'Hiroshi Tanaka'], ['PERSON', 'Mei Chen']]);
  for (const text of [
    'We deployed the service to Paris and Berlin on Tuesday.',
    'Ship the Ford Transit parts to Detroit.',
    'The Apple keynote is on Wednesday in Cupertino.',
    'See Fastify documentation for route options.',
    'Fix the build. No changes needed. See #224.',
    'Add support for JavaScript and TypeScript.',
  ]) {
    t.same(found(PII, text), [], text);
  }
});

t.test('phi: health details about a person: conditions, medications and procedures', async (t) => {
  const cases: Array<[string, Array<[string, string]>]> = [
    ['My colleague was diagnosed with type 2 diabetes and takes metformin.', [['MEDICAL_CONDITION', 'type 2 diabetes'], ['MEDICATION', 'metformin']]],
    ["She's 20 weeks pregnant.", [['MEDICAL_CONDITION', 'pregnant']]],
    ['Priya goes on maternity leave in June.', [['MEDICAL_CONDITION', 'maternity leave']]],
    ['He tested positive for HIV last year.', [['MEDICAL_CONDITION', 'HIV']]],
    ['Ravi has been struggling with depression since the layoffs.', [['MEDICAL_CONDITION', 'depression']]],
    ['Her chemotherapy starts Monday, so cover her shifts.', [['MEDICAL_PROCEDURE', 'chemotherapy']]],
    ["The patient's PTSD flared up; prescribed sertraline 50 mg daily.", [['MEDICAL_CONDITION', 'PTSD'], ['MEDICATION', 'sertraline']]],
    ['Dana uses a wheelchair after her spinal cord injury.', [['MEDICAL_CONDITION', 'wheelchair'], ['MEDICAL_CONDITION', 'spinal cord injury']]],
    ['He is recovering from a heart attack and bypass surgery.', [['MEDICAL_CONDITION', 'heart attack'], ['MEDICAL_PROCEDURE', 'bypass surgery']]],
    ["My boss told us about his Crohn’s disease.", [['MEDICAL_CONDITION', 'Crohn’s disease']]],
    // An everyday word said of someone with stress or denied.
    ['She does have some tingling in her fingers.', [['MEDICAL_CONDITION', 'tingling']]],
    ['He did not have a fever.', [['MEDICAL_CONDITION', 'fever']]],
  ];
  for (const [text, expected] of cases) t.same(found(PHI, text), expected, text);
});

t.test('phi: the public ontologies\' names of diseases and signs no hand-kept term or ending holds', async (t) => {
  // From the Disease Ontology's ICD-10-mapped diseases and the Symptom Ontology (lexicons/disease-names.txt).
  t.same(found(PHI, 'My colleague has achalasia and anisocoria.'), [['MEDICAL_CONDITION', 'achalasia'], ['MEDICAL_CONDITION', 'anisocoria']]);
  t.same(found(PHI, 'Priya was treated for Brugada syndrome last year.'), [['MEDICAL_CONDITION', 'Brugada syndrome']]);
  t.same(found(PHI, 'He is off work with an anal fistula.'), [['MEDICAL_CONDITION', 'anal fistula']]);
  // The sign is the name; how bad it is stays a word about it, as the corpora label it.
  t.same(found(PHI, 'She came in with severe chest pain.'), [['MEDICAL_CONDITION', 'chest pain']]);
  // The Symptom Ontology's headings and animals' signs are no terms.
  for (const text of ['The vision symptom list is long.', 'The rabbit was hopping in the yard.', 'Expect a wobble in the chart.']) {
    t.same(found(PHI, text), [], text);
  }
});

t.test('phi: the medicines Drugs@FDA names that the hand-kept lexicon lacks, by brand and generic name', async (t) => {
  // lexicons/drug-names.txt: the product's name without its salt or form ("triamterene", not "triamterene hydrochloride").
  t.same(found(PHI, 'My colleague takes triamterene and Indocin for now.'), [['MEDICATION', 'triamterene'], ['MEDICATION', 'Indocin']]);
  t.same(found(PHI, 'Priya was prescribed Stromectol.'), [['MEDICATION', 'Stromectol']]);
  // Products named as something else the console reads, or a code joined to a word, are no terms.
  for (const text of ['Run pytest -k test_login --maxfail=2 -q', 'The pre-op checklist is done.']) t.same(detect(PHI, text, 'high'), [], text);
});

t.test('phi: health words that are not about anyone stay unflagged', async (t) => {
  for (const text of [
    'The great depression of the 1930s hurt exports.',
    'That release was a stroke of luck.',
    'We fund schizophrenia research at three universities.',
    'Add MS-SQL to the list and set the timeout to 500 ms.',
    'The cancer sign rules June and July in the horoscope column.',
    'Install the wheelchair ramp at the east entrance.',
    'Please ADD the new column; the add button is on the right.',
    'We do have a problem with the build, and it does have a memory leak.',
  ]) {
    t.same(found(PHI, text), [], text);
  }
  t.equal(scoreOf(PHI, 'Metformin prices rose this quarter.'), undefined, 'a drug named with no person or dose is below the default sensitivity');
  t.ok(detect(PHI, 'Metformin prices rose this quarter.', 'high').length === 1, 'and found at high sensitivity');
});

t.test('pii: names in the shapes other text writes them: initials, ranks, unlisted given names, capitalised particles', async (t) => {
  t.same(found(PII, 'Lester B. Pearson founded Canada.'), [['PERSON', 'Lester B. Pearson']], 'a middle initial with its full stop');
  t.same(found(PII, 'Rod L. MacDonald bought a lightening rod'), [['PERSON', 'Rod L. MacDonald']], 'a given name that is also a word, before an initial and a surname that is none');
  t.same(found(PII, 'Dr. Matt G Smith lasted three seasons.'), [['PERSON', 'Matt G Smith']], 'an initial without its stop, after a title');
  t.same(found(PII, "In a moment Prince Ricardo's foot was on the blade."), [['PERSON', 'Ricardo']], 'a rank is not part of the name');
  t.same(found(PII, 'Ask Aunt Maria about the keys.'), [['PERSON', 'Maria']]);
  t.same(found(PII, 'Let Chidi Okafor know the build is green.'), [['PERSON', 'Chidi Okafor']], 'a given name the gazetteer lacks, before a surname it has');
  t.same(found(PII, 'Set up a call with Ananya Iyer and Vikram Singh.'), [['PERSON', 'Ananya Iyer'], ['PERSON', 'Vikram Singh']]);
  t.same(found(PII, 'Summarize the call with Nguyen Van An about the renewal.'), [['PERSON', 'Nguyen Van An']], 'family name first, a capitalised particle');
  t.same(found(PII, 'Fatima Al Mansoori called back.'), [['PERSON', 'Fatima Al Mansoori']], 'an unlisted surname after a capitalised particle');
  for (const text of ['General Electric shipped the turbines.', 'King County approved the plan.', 'Line Numbers: Style inline code', 'Ship identifiers for Librem Key']) {
    t.same(found(PII, text), [], text);
  }
});

t.test('pii: a person who introduces themselves is named, listed or not; a word, a nationality or a product is not', async (t) => {
  t.same(found(PII, 'My name is Chukwuemeka Obi.'), [['PERSON', 'Chukwuemeka Obi']]);
  t.same(found(PII, "Hi, I'm Ikechukwu, the new hire."), [['PERSON', 'Ikechukwu']]);
  t.same(found(PII, "my name's Rajesh Kumar"), [['PERSON', 'Rajesh Kumar']]);
  for (const text of ['I am Canadian.', "I'm Sorry for the delay.", 'I am Happy to help.', "I'm Not sure yet.", 'I am ChatGPT, a language model.']) {
    t.same(found(PII, text), [], text);
  }
});

t.test('pii: one name before what people do is a person; a name that is also a word is not', async (t) => {
  t.same(found(PII, 'Sally arrived, but nobody saw her'), [['PERSON', 'Sally']]);
  t.same(found(PII, 'Mary joined Google today'), [['PERSON', 'Mary']]);
  t.same(found(PII, 'Mary is in the boat.'), [['PERSON', 'Mary']], 'a given name that is no word, as the subject of "is"');
  t.same(found(PII, 'While Gandhi expressed mostly positive views, he did criticize them.'), [['PERSON', 'Gandhi']]);
  for (const text of ['Rose is a beautiful flower.', 'March is colder than April.', 'Grace under pressure is admirable.', 'The Mac has the most sophisticated model.']) {
    t.same(found(PII, text), [], text);
  }
});

t.test('pii: places named after people are not people', async (t) => {
  for (const text of ['Muir Woods', 'San Juan Islands', "St. Peter's Basilica", 'Montezuma Castle', 'Río Grande del Norte', 'Fort McHenry', 'San Gabriel Mountains']) {
    t.same(found(PII, text), [], text);
  }
  t.same(found(PII, 'Meet Juan Perez at the San Juan office.'), [['PERSON', 'Juan Perez']], 'the person beside the place still is one');
});

t.test('conditions named after people: the condition in PHI, not a person in PII; a person\'s own stays theirs', async (t) => {
  const conditions: Array<[string, string]> = [
    ["Dad was diagnosed with Parkinson's last year.", "Parkinson's"],
    ["He has Hodgkin's lymphoma.", "Hodgkin's lymphoma"],
  ];
  for (const [text, condition] of conditions) {
    t.same(found(PHI, text), [['MEDICAL_CONDITION', condition]], text);
    t.same(found(PII, text), [], `${text}: no person`);
  }
  // After a title or a given name the family name is the person's, and so is what is said of it.
  t.same(found(PII, "Mr. Parkinson's office called."), [['PERSON', 'Parkinson']]);
  t.same(found(PHI, "Sarah Parkinson's review is due."), []);
  t.same(found(PII, "Sarah Parkinson's review is due."), [['PERSON', 'Sarah Parkinson']]);
  // A family name whose condition the lexicon writes longer ("Wilson's disease") is a person's before anything else.
  t.same(found(PII, "Wilson's team is late."), [['PERSON', 'Wilson']]);
});

t.test('quoted text: a quotation mark around a name or a term is no part of a word', async (t) => {
  // Prompts quote what they want rewritten or translated, in straight and in typographic quotes.
  t.same(found(PII, "Rewrite: 'meet Priya at 5'"), [['PERSON', 'Priya']]);
  t.same(found(PII, "Fix grammar: 'Kevin dont know about Sarah'"), [['PERSON', 'Kevin'], ['PERSON', 'Sarah']]);
  t.same(found(PHI, "He said 'I have diabetes' today."), [['MEDICAL_CONDITION', 'diabetes']]);
  t.same(found(PHI, "Rewrite: 'My manager has gastritis.'"), [['MEDICAL_CONDITION', 'gastritis']]);
  t.same(found(PHI, '‘She has asthma’ he wrote.'), [['MEDICAL_CONDITION', 'asthma']]);
  // A possessive after a term is not part of it either.
  t.same(found(PHI, "Her cancer's spread was slow."), [['MEDICAL_CONDITION', 'cancer']]);
  // An apostrophe inside a word still is.
  t.same(found(PII, "O'Brien said hi"), [['PERSON', "O'Brien"]]);
  t.same(found(PII, "It's rock'n'roll, don't panic."), []);
});

t.test('phi: a table\'s or a form\'s column for a diagnosis or a condition labels the cells under it', async (t) => {
  t.same(found(PHI, 'name,diagnosis\nTom Reed,asthma\nAna Ruiz,hypertension'), [
    ['MEDICAL_CONDITION', 'asthma'],
    ['MEDICAL_CONDITION', 'hypertension'],
  ]);
  t.same(found(PHI, '| Employee | Condition |\n| Jo Park | migraine |'), [['MEDICAL_CONDITION', 'migraine']]);
  t.same(found(PHI, 'Condition: epilepsy (controlled)'), [['MEDICAL_CONDITION', 'epilepsy']]);
  // The same everyday words under a column that says nothing of health.
  t.same(found(PHI, 'name,status\nTom Reed,cold\nAna Ruiz,stress'), []);
});

t.test('pii: chat writes a name\'s auxiliary without its apostrophe; an adverb after a name is no family name', async (t) => {
  t.same(found(PII, 'Kevin cant come today'), [['PERSON', 'Kevin']]);
  t.same(found(PII, 'Docker cant start the container'), []);
  t.notOk(found(PII, 'Chloe just left the call').some(([, value]) => value!.includes('just')), '"just" is no family name');
  // The comma that closes an apposition does not part a name from what is said of it.
  t.same(found(PHI, 'Our new hire, Tim Baker, is deaf in one ear.'), [['MEDICAL_CONDITION', 'deaf']]);
});

t.test('phi: every cue that ties an everyday word to a person ties any other term too', async (t) => {
  // A given name that is also a word ("Tom", "Maria": the lunar seas), owning an acronym; "is on" a medicine.
  t.same(found(PHI, "Tom's PTSD is acting up again."), [['MEDICAL_CONDITION', 'PTSD']]);
  t.same(found(PHI, "Maria's COPD is worse in winter."), [['MEDICAL_CONDITION', 'COPD']]);
  t.same(found(PHI, 'Mike is on Zoloft now.'), [['MEDICATION', 'Zoloft']]);
  t.same(found(PHI, 'The build is on Node 20 now.'), []);
  // Waiting for care, and what a physician made of it.
  t.same(found(PHI, 'Hugo is on the waiting list for a liver transplant.'), [['MEDICAL_PROCEDURE', 'liver transplant']]);
  t.same(found(PHI, "Re: Lena - she's out, doctor says it's mono."), [['MEDICAL_CONDITION', 'mono']]);
  // A migraine is no everyday word: the sentence before that names someone speaks for it, a figure of speech does not.
  t.same(found(PHI, 'Ravi called in. Migraine again.'), [['MEDICAL_CONDITION', 'Migraine']]);
  t.same(found(PHI, 'This release is a migraine.'), []);
  t.same(found(PHI, 'Yara has sickle cell trait.'), [['MEDICAL_CONDITION', 'sickle cell trait']]);
});

t.test('phi: a state said of a person, and treatment begun with a bare verb', async (t) => {
  const cases: Array<[string, Array<[string, string]>]> = [
    ['Maria Gonzalez is eight months pregnant.', [['MEDICAL_CONDITION', 'pregnant']]],
    ['Our intern is deaf and uses sign language.', [['MEDICAL_CONDITION', 'deaf']]],
    ['He was diagnosed with chronic kidney disease and started dialysis.', [['MEDICAL_CONDITION', 'chronic kidney disease'], ['MEDICAL_PROCEDURE', 'dialysis']]],
    ['My colleague is legally blind.', [['MEDICAL_CONDITION', 'legally blind']]],
  ];
  for (const [text, expected] of cases) t.same(found(PHI, text), expected, text);
  for (const text of ['The review was double blind.', 'A blind spot in the dashboard hides errors.', 'The deaf ear the vendor turned to our requests.', 'Start the dialysis machine vendor evaluation.']) {
    t.same(found(PHI, text), [], text);
  }
});

t.test('pii: names written in lower case before what people do, a proper-noun surname, any name after a rank', async (t) => {
  t.same(found(PII, 'jamie smith said no and she left'), [['PERSON', 'jamie smith']]);
  t.same(found(PII, "i don't know why jack layton won his election"), [['PERSON', 'jack layton']], 'a given name that is also a word, with its surname');
  t.same(found(PII, 'Spencer kelly forgot to update github.'), [['PERSON', 'Spencer kelly']], 'a surname in lower case after a capitalised given name');
  t.same(found(PII, 'and jamie said no'), [['PERSON', 'jamie']], 'the word before the name is not taken with it');
  t.same(found(PII, 'Tell my teammate elena petrova the demo moved.'), [['PERSON', 'elena petrova']], 'an unlisted surname after a relation and a given name');
  t.same(found(PII, 'ask my colleague rahul asap'), [['PERSON', 'rahul']], 'chat shorthand is no surname');
  t.same(found(PII, 'In 1952 William Rehnquist graduated first in his class'), [['PERSON', 'William Rehnquist']], 'a surname the dictionary has as a proper noun');
  t.same(found(PII, 'Captain Beefheart was eccentric.'), [['PERSON', 'Beefheart']], 'an unlisted name after a rank');
  t.same(found(PII, 'See you tomorrow, Priya.'), [['PERSON', 'Priya']], 'a name addressed at the end of a line');
  t.same(found(PII, 'We support Node, Deno and Bun.\nTested on Linux, Windows'), [], 'a list of products is no address');
  for (const text of ['the user said no', 'it said nothing', 'the bill came to fifty dollars', 'Major League Baseball', 'For Claude Code, you can also install the plugin']) {
    t.same(found(PII, text), [], text);
  }
});

t.test('phi: common conditions, medicines and procedures the lexicon lacked', async (t) => {
  const cases: Array<[string, Array<[string, string]>]> = [
    ['She takes ibuprofen for her sciatica.', [['MEDICATION', 'ibuprofen'], ['MEDICAL_CONDITION', 'sciatica']]],
    ['He has the flu, so he is out today.', [['MEDICAL_CONDITION', 'flu']]],
    ['My colleague has covid and a hernia.', [['MEDICAL_CONDITION', 'covid'], ['MEDICAL_CONDITION', 'hernia']]],
    ['He needs an MRI and a stent.', [['MEDICAL_PROCEDURE', 'MRI'], ['MEDICAL_PROCEDURE', 'stent']]],
    ['Since the accident she is paralyzed from the waist down.', [['MEDICAL_CONDITION', 'paralyzed']]],
  ];
  for (const [text, expected] of cases) t.same(found(PHI, text), expected, text);
  for (const text of ['The flu season starts in October.', 'Paralyzed by indecision, the board waited.', 'Aspirin prices went up.']) t.same(found(PHI, text), [], text);
});

t.test('pii: one given name after a word that takes a person; a product or a language there is not one', async (t) => {
  t.same(found(PII, 'Schedule a 1:1 with Aiko next week.'), [['PERSON', 'Aiko']]);
  t.same(found(PII, 'Can you email Raj about the invoice?'), [['PERSON', 'Raj']]);
  t.same(found(PII, 'Write a performance review for Daniel, who missed three deadlines.'), [['PERSON', 'Daniel']]);
  t.same(found(PII, 'Please invite Emeka.'), [['PERSON', 'Emeka']]);
  t.same(found(PII, "Per Sarah's request, the deadline moved."), [['PERSON', 'Sarah']], '"Per" is the preposition here');
  t.same(found(PII, 'Meeting with Tom tomorrow at 10.'), [['PERSON', 'Tom']], 'a common name that is also a word, right after the word that takes it');
  t.same(found(PII, 'Our CEO Satya announced the results.'), [['PERSON', 'Satya']], 'after a role');
  t.same(found(PII, 'Nadia and Omar will lead the workshop.'), [['PERSON', 'Nadia'], ['PERSON', 'Omar']], 'two names joined by "and"');
  t.same(found(PII, 'We support Node and Deno.'), [], 'two products joined by "and"');
  t.same(found(PII, 'I spoke with Sarah-Jane Whitfield about the renewal.'), [['PERSON', 'Sarah-Jane Whitfield']], 'the whole name, not its first part');
  for (const text of ['For Claude Code, you can also install the plugin.', 'Added Japanese and German language locales.', 'Ship the parts to Detroit.', 'We moved from Jenkins to Azure.', 'Rose is a beautiful flower.', 'Values are coerced to Long first.']) {
    t.same(found(PII, text), [], text);
  }
});

t.test('pii: assistants, languages and services named like people are not people alone', async (t) => {
  for (const text of ['Ask Claude to summarize this thread.', 'Hi Claude, translate this', 'Talk to Gemini about it.', 'Rewrite the module in Julia.', 'Test with Sinon.', 'For Claude Code, you can also install the plugin.']) {
    t.same(found(PII, text), [], text);
  }
  t.same(found(PII, 'Julia Roberts called about the contract.'), [['PERSON', 'Julia Roberts']], 'with a surname they are a person');
});

t.test('phi: care and absence cue a health term: admitted with, going through, on leave for', async (t) => {
  const cases: Array<[string, Array<[string, string]>]> = [
    ['Tom was admitted with pneumonia.', [['MEDICAL_CONDITION', 'pneumonia']]],
    ['Our accountant is going through IVF.', [['MEDICAL_CONDITION', 'IVF']]],
    ['Kim is on medical leave for a mental breakdown.', [['MEDICAL_CONDITION', 'medical leave'], ['MEDICAL_CONDITION', 'mental breakdown']]],
    ['She uses a hearing aid.', [['MEDICAL_CONDITION', 'hearing aid']]],
  ];
  for (const [text, expected] of cases) t.same(found(PHI, text), expected, text);
  for (const text of ['The pneumonia ward was renovated.', 'The hearing aid market grew 4% this year.']) t.same(found(PHI, text), [], text);
});

t.test('phi: health details as a clinical record words them', async (t) => {
  const cases: Array<[string, Array<[string, string]>]> = [
    ['Chest CT: no evidence of pneumonia.', [['MEDICAL_CONDITION', 'pneumonia']]],
    ['Hx of CHF and COPD.', [['MEDICAL_CONDITION', 'CHF'], ['MEDICAL_CONDITION', 'COPD']]],
    ['h/o stroke in 2019', [['MEDICAL_CONDITION', 'stroke']]],
    ['Pt with asthma, here for a refill.', [['MEDICAL_CONDITION', 'asthma']]],
    ['Deep vein thrombosis has been ruled out.', [['MEDICAL_CONDITION', 'Deep vein thrombosis']]],
    ['PMH: MI, HTN, type 2 dm', [['MEDICAL_CONDITION', 'MI'], ['MEDICAL_CONDITION', 'HTN'], ['MEDICAL_CONDITION', 'type 2 dm']]],
    ['62 yo male with afib presents for follow-up.', [['MEDICAL_CONDITION', 'afib']]],
  ];
  for (const [text, expected] of cases) t.same(found(PHI, text), expected, text);
  for (const text of ['Pay 40 CHF at the desk.', 'The PE ratio fell to 12.', 'Send me a DM when the MI dashboard is up.', 'We saw no evidence of drift in the logs.']) {
    t.same(found(PHI, text), [], text);
  }
});

t.test('phi: the items of a record section belong to its patient', async (t) => {
  t.same(found(PHI, 'Medications:\nLisinopril\nAtorvastatin'), [['MEDICATION', 'Lisinopril'], ['MEDICATION', 'Atorvastatin']]);
  t.same(found(PHI, 'Surgical History:\n1. appendectomy\n2. knee replacement'), [['MEDICAL_PROCEDURE', 'appendectomy'], ['MEDICAL_PROCEDURE', 'knee replacement']]);
  t.same(found(PHI, 'Allergies:\npenicillin'), [['MEDICATION', 'penicillin']]);
  t.same(found(PHI, 'Reading list:\nInsulin resistance explained'), [], 'a heading that is no record section');
  t.same(found(PHI, 'Medications:\n\nInsulin resistance is rising worldwide, the report says, across all ages and regions of the world.'), [], 'a blank line parts the heading from the text');
});

t.test('phi: a medicine with its salt, form or dose after it', async (t) => {
  t.same(found(PHI, 'Warfarin Sodium 5 mg tablets'), [['MEDICATION', 'Warfarin']]);
  t.same(found(PHI, 'Amoxicillin 250 mg/5 mL suspension'), [['MEDICATION', 'Amoxicillin']]);
  t.same(found(PHI, 'Heparin (porcine) 5,000 units'), [['MEDICATION', 'Heparin']]);
  t.same(found(PHI, 'The hearing aid market grew 4% this year.'), [], 'a share further on is no dose');
  t.same(found(PHI, 'Our addiction recovery workshop received positive feedback.'), [], '"positive" further on is no test result');
});

t.test('phi: a named person\'s procedure or condition, and a list that runs on over a line break', async (t) => {
  t.same(found(PHI, "Priya Raman's surgery is on Friday."), [['MEDICAL_PROCEDURE', 'surgery']]);
  t.same(found(PHI, "Omar's colonoscopy moved to 9 AM."), [['MEDICAL_PROCEDURE', 'colonoscopy']]);
  t.same(found(PHI, 'Treated with lumpectomy, radiation,\nchemo.'), [['MEDICAL_PROCEDURE', 'lumpectomy'], ['MEDICAL_PROCEDURE', 'radiation'], ['MEDICAL_PROCEDURE', 'chemo']]);
  t.same(found(PHI, 'The surgery wing opens in May.'), [], 'a procedure word about no one');
});

t.test('phi: operations and conditions the lexicon lacked', async (t) => {
  const cases: Array<[string, Array<[string, string]>]> = [
    ['My dad had a thyroidectomy last spring.', [['MEDICAL_PROCEDURE', 'thyroidectomy']]],
    ['She is recovering from a laminectomy.', [['MEDICAL_PROCEDURE', 'laminectomy']]],
    ['He was admitted with an abscess.', [['MEDICAL_CONDITION', 'abscess']]],
    ['My colleague is on beta blockers.', [['MEDICATION', 'beta blockers']]],
  ];
  for (const [text, expected] of cases) t.same(found(PHI, text), expected, text);
});

t.test('phi: talk therapy is a procedure when it is someone\'s; a named person who has one', async (t) => {
  const cases: Array<[string, Array<[string, string]>]> = [
    ['My brother started therapy in March.', [['MEDICAL_PROCEDURE', 'therapy']]],
    ["Noah's counseling sessions moved to Thursdays.", [['MEDICAL_PROCEDURE', 'counseling']]],
    ['Priya has therapy every Monday at 5.', [['MEDICAL_PROCEDURE', 'therapy']]],
    ['He is in cognitive-behavioral therapy for his panic attacks.', [['MEDICAL_PROCEDURE', 'cognitive-behavioral therapy'], ['MEDICAL_CONDITION', 'panic attacks']]],
  ];
  for (const [text, expected] of cases) t.same(found(PHI, text), expected, text);
  for (const text of ['Retail therapy is a running joke on the team.', 'The gene therapy market is growing.', 'Credit counseling services are listed below.']) {
    t.same(found(PHI, text), [], text);
  }
});

t.test('phi: a sentence about someone\'s health stays about it to its end', async (t) => {
  t.same(found(PHI, "Maya's therapy sessions this month are all about exposure therapy."), [
    ['MEDICAL_PROCEDURE', 'therapy'],
    ['MEDICAL_PROCEDURE', 'exposure therapy'],
  ]);
  t.same(found(PHI, 'My therapy went fine, as it usually does on Fridays. Exposure therapy research is funded by the grant.'), [['MEDICAL_PROCEDURE', 'therapy']], 'not past the end of the sentence');
});

t.test('phi: the person addressed (before a term that is no everyday word), and care spoken of as a task', async (t) => {
  const cases: Array<[string, Array<[string, string]>]> = [
    ['Reminder: your chemotherapy is moved to 9 AM.', [['MEDICAL_PROCEDURE', 'chemotherapy']]],
    ['Your insulin pump shipped today.', [['MEDICAL_PROCEDURE', 'insulin pump']]],
    ['Managing diabetes at work takes planning.', [['MEDICAL_CONDITION', 'diabetes']]],
    ['She is coping with anxiety since the move.', [['MEDICAL_CONDITION', 'anxiety']]],
  ];
  for (const [text, expected] of cases) t.same(found(PHI, text), expected, text);
  for (const text of ['Your stroke width is set in the theme.', 'Managing the release train is a full-time job.']) t.same(found(PHI, text), [], text);
});

t.test('phi: a named person\'s own after a capitalised word', async (t) => {
  t.same(found(PHI, "Noticed Omar's mood swings again today."), [['MEDICAL_CONDITION', 'mood swings']]);
  t.same(found(PHI, "Today Priya's therapy ran late."), [['MEDICAL_PROCEDURE', 'therapy']]);
  t.same(found(PHI, "Noticed Docker's stroke colour changed."), [], 'a capitalised word that is no given name');
});

t.test('a state said of someone named by their role at work or at home is a health detail; the same words elsewhere are not', async (t) => {
  t.same(found('phi-detector-v1', 'Our receptionist is deaf and signs.'), [['MEDICAL_CONDITION', 'deaf']]);
  t.same(found('phi-detector-v1', 'The new nurse is dyslexic.'), [['MEDICAL_CONDITION', 'dyslexic']]);
  t.same(found('phi-detector-v1', 'My cousin is an alcoholic.'), [['MEDICAL_CONDITION', 'alcoholic']]);
  t.same(found('phi-detector-v1', 'Our contractor is paraplegic.'), [['MEDICAL_CONDITION', 'paraplegic']]);
  t.same(found('phi-detector-v1', 'Order an alcoholic drink for the party.'), [], 'an everyday word without a person');
  t.same(found('phi-detector-v1', 'Our engineer had a stroke of luck.'), []);
});

t.test('phi: radiology and exam findings, as a report writes them', async (t) => {
  const cases: Array<[string, Array<[string, string]>]> = [
    ['CT showed a 2 cm nodule in the left lung.', [['MEDICAL_PROCEDURE', 'CT'], ['MEDICAL_CONDITION', 'nodule']]],
    ['Chest x-ray: mild cardiomegaly.', [['MEDICAL_PROCEDURE', 'Chest x-ray'], ['MEDICAL_CONDITION', 'cardiomegaly']]],
    ['X-ray confirmed a fracture of the distal radius.', [['MEDICAL_CONDITION', 'fracture']]],
    ['Small left pleural effusion.', [['MEDICAL_CONDITION', 'pleural effusion']]],
    ['No pericardial effusion is seen.', [['MEDICAL_CONDITION', 'pericardial effusion']]],
    ['There is no adenopathy or pleural effusion.', [['MEDICAL_CONDITION', 'adenopathy'], ['MEDICAL_CONDITION', 'pleural effusion']]],
    ['Diffuse osteopenia with evidence of L1-2 compression fracture.', [['MEDICAL_CONDITION', 'osteopenia'], ['MEDICAL_CONDITION', 'compression fracture']]],
  ];
  for (const [text, expected] of cases) t.same(found(PHI, text), expected, text);
  for (const text of [
    'No mass assignment is allowed in this controller.',
    'Set opacity to 0.5 and add a consolidation step.',
    'We live on the bleeding edge of the API.',
    'The compression failure was logged twice.',
    'There is no fracture in the dataset schema.',
  ]) {
    t.same(found(PHI, text), [], text);
  }
});

t.test('phi: the wording of an imaging report makes its findings the patient\'s', async (t) => {
  const reports: Array<[string, Array<[string, string]>]> = [
    ['An AP of the left hand and 3 additional views were done. There is a non dislocated fracture.', [['MEDICAL_CONDITION', 'fracture']]],
    ['There is a non dislocated fracture. No other significant bone or joint abnormality.', [['MEDICAL_CONDITION', 'fracture']]],
    ['Focal consolidation. Tracheobronchial tree is patent.', [['MEDICAL_CONDITION', 'consolidation']]],
    ['The visualized thyroid is normal. Two nodules in the right lobe.', [['MEDICAL_CONDITION', 'nodules']]],
    ['CARDIOVASCULAR: Sinus bradycardia.', [['MEDICAL_CONDITION', 'Sinus bradycardia']]],
    ['The indication for this procedure is change in bowel habits.', [['MEDICAL_CONDITION', 'change in bowel habits']]],
  ];
  for (const [text, expected] of reports) t.same(found(PHI, text), expected, text);
  // A review of systems and an exam, line by line, and a test with what it showed.
  const lines: Array<[string, Array<[string, string]>]> = [
    ['GI - No nausea or vomiting.', [['MEDICAL_CONDITION', 'nausea'], ['MEDICAL_CONDITION', 'vomiting']]],
    ['Neurologic - No numbness, tingling, or weakness.', [['MEDICAL_CONDITION', 'numbness'], ['MEDICAL_CONDITION', 'tingling'], ['MEDICAL_CONDITION', 'weakness']]],
    ['A chest x-ray does reveal pulmonary edema.', [['MEDICAL_PROCEDURE', 'chest x-ray'], ['MEDICAL_CONDITION', 'pulmonary edema']]],
    ['CBC: Thrombocytopenia with platelets of 130.', [['MEDICAL_PROCEDURE', 'CBC'], ['MEDICAL_CONDITION', 'Thrombocytopenia']]],
    ['My concern regarding this gentleman was the fever.', [['MEDICAL_CONDITION', 'fever']]],
    ['The lungs are clear to auscultation bilaterally, no wheezes or rales.', [['MEDICAL_CONDITION', 'wheezes'], ['MEDICAL_CONDITION', 'rales']]],
    ['He was noted to be febrile and tachycardic.', [['MEDICAL_CONDITION', 'febrile'], ['MEDICAL_CONDITION', 'tachycardic']]],
    ['Findings: a sessile polyp was removed with snare polypectomy.', [['MEDICAL_CONDITION', 'sessile polyp'], ['MEDICAL_PROCEDURE', 'snare polypectomy']]],
    ['The patient sustained a left acetabular fracture.', [['MEDICAL_CONDITION', 'acetabular fracture']]],
    ['There were no further signs or symptoms of infection.', [['MEDICAL_CONDITION', 'infection']]],
    ['SYNCOPE.', [['MEDICAL_CONDITION', 'SYNCOPE']]],
    ['NAUSEA AND VOMITING.', [['MEDICAL_CONDITION', 'NAUSEA'], ['MEDICAL_CONDITION', 'VOMITING']]],
    ['2) Hiatal hernia', [['MEDICAL_CONDITION', 'Hiatal hernia']]],
    ['03) Borderline pulmonary hypertension.', [['MEDICAL_CONDITION', 'pulmonary hypertension']]],
    ['There was nonsustained supraventricular tachycardia during stress.', [['MEDICAL_CONDITION', 'supraventricular tachycardia']]],
    ['HYPERTENSIVE EMERGENCY.', [['MEDICAL_CONDITION', 'HYPERTENSIVE EMERGENCY']]],
    ['ADMISSION DIAGNOSIS(ES):    DIZZINESS AND WEAKNESS.', [['MEDICAL_CONDITION', 'DIZZINESS'], ['MEDICAL_CONDITION', 'WEAKNESS']]],
    ['Findings: a perforated ulcer and erosive gastritis; no peripheral edema.', [
      ['MEDICAL_CONDITION', 'perforated ulcer'],
      ['MEDICAL_CONDITION', 'erosive gastritis'],
      ['MEDICAL_CONDITION', 'peripheral edema'],
    ]],
    ['Impression: B-cell lymphoma, favor hairy cell leukemia.', [['MEDICAL_CONDITION', 'B-cell lymphoma'], ['MEDICAL_CONDITION', 'hairy cell leukemia']]],
    ['Findings: There is mitral annular calcification and LV diastolic dysfunction.', [['MEDICAL_CONDITION', 'mitral annular calcification'], ['MEDICAL_CONDITION', 'diastolic dysfunction']]],
  ];
  for (const [text, expected] of lines) t.same(found(PHI, text), expected, text);
  for (const text of [
    'GI Joe - the toy line is back. Set opacity to 0.5.',
    '1) Minimal API example',
    'Cardiovascular research - the grant rose by 5%; a consolidation step follows.',
    'The security scan shows three issues; the stress test passed.',
    'The build is clear to ship; the beat keeps a regular rhythm and the release train is on time.',
    'Buy a snare drum; the tires show signs of wear.',
    'Diabetes',
    'COVID UPDATE FOR ALL STAFF',
    'The portal shows a nodular design; the perforated sheet is in the submucosal folder.',
  ]) {
    t.same(found(PHI, text), [], text);
  }
  // A term's plural in -es, in a report: the lexicon holds "lung mass" and "abscess".
  t.same(found(PHI, 'Findings: no lung masses. Two abscesses drained.'), [['MEDICAL_CONDITION', 'lung masses'], ['MEDICAL_CONDITION', 'abscesses']]);
  for (const text of [
    'The patent is pending and the consolidation of the two teams is planned.',
    'No significant abnormality in the metrics; a consolidation step follows.',
    'The pipeline is patent-free. Mass assignment is off.',
    'Cardiovascular research funding rose. Set opacity to 0.5.',
  ]) {
    t.same(found(PHI, text), [], text);
  }
});

t.test('phi: a record\'s course and reason headings, an examination\'s words and a spine\'s levels make its findings the patient\'s', async (t) => {
  const lines: Array<[string, Array<[string, string]>]> = [
    ['HOSPITAL COURSE: The fever resolved on day two.', [['MEDICAL_CONDITION', 'fever']]],
    ['Reason for consultation: chest pain.', [['MEDICAL_CONDITION', 'chest pain']]],
    ['Tenderness on palpation over the left hip; no swelling.', [['MEDICAL_CONDITION', 'Tenderness'], ['MEDICAL_CONDITION', 'swelling']]],
    ['Skin warm and moist; a rash on the forearm.', [['MEDICAL_CONDITION', 'rash']]],
    ['Cough and wheezing, afebrile.', [['MEDICAL_CONDITION', 'Cough'], ['MEDICAL_CONDITION', 'wheezing']]],
    ['Lower extremity cellulitis.', [['MEDICAL_CONDITION', 'cellulitis']]],
    ['Disc herniation at L4-L5.', [['MEDICAL_CONDITION', 'Disc herniation']]],
  ];
  for (const [text, expected] of lines) t.same(found(PHI, text), expected, text);
  // The same words where no health term stands, or of a machine.
  for (const text of [
    'Status post: the patch shipped; the build is green.',
    'Reason for referral: the vendor audit. ED course: see the onboarding doc.',
    'There is moderate stress on the servers during the release.',
  ]) {
    t.same(found(PHI, text), [], text);
  }
});

t.test('phi: a record line that opens on the finding\'s absence or denial', async (t) => {
  t.same(found(PHI, 'No nausea or vomiting.'), [['MEDICAL_CONDITION', 'nausea'], ['MEDICAL_CONDITION', 'vomiting']]);
  t.same(found(PHI, 'SKIN:  No rashes.'), [['MEDICAL_CONDITION', 'rashes']]);
  t.same(found(PHI, 'No murmurs, rubs, or gallops.'), [['MEDICAL_CONDITION', 'murmurs'], ['MEDICAL_CONDITION', 'rubs'], ['MEDICAL_CONDITION', 'gallops']]);
  t.same(found(PHI, 'She denies fever, chills, or other constitutional symptoms.'), [
    ['MEDICAL_CONDITION', 'fever'],
    ['MEDICAL_CONDITION', 'chills'],
    ['MEDICAL_CONDITION', 'constitutional symptoms'],
  ]);
  t.same(found(PHI, 'No chest pain, no shortness of breath, and no abdominal pain.'), [
    ['MEDICAL_CONDITION', 'chest pain'],
    ['MEDICAL_CONDITION', 'shortness of breath'],
    ['MEDICAL_CONDITION', 'abdominal pain'],
  ]);
  t.same(found(PHI, 'DISCHARGE DIAGNOSIS:  CHEST PAIN.'), [['MEDICAL_CONDITION', 'CHEST PAIN']], 'a diagnosis in capitals');
});

t.test('phi: care booked for someone: their appointment, session or follow-up, and a visit to a specialty', async (t) => {
  const booked: Array<[text: string, expected: string[][]]> = [
    ["Don't forget, your therapy appointment is tomorrow at 10 AM.", [['MEDICAL_PROCEDURE', 'therapy']]],
    ['Her next chemo session is on Monday.', [['MEDICAL_PROCEDURE', 'chemo']]],
    ["Michael Robinson's post-surgery follow-up is scheduled for April 16th.", [['MEDICAL_PROCEDURE', 'surgery']]],
    ["David Kim's cardiology consultation is scheduled for April 17th.", [['MEDICAL_PROCEDURE', 'cardiology consultation']]],
    ['My dermatology appointment got moved.', [['MEDICAL_PROCEDURE', 'dermatology appointment']]],
    // Care said of anyone, or a session of something else.
    ['Your therapy should be tailored to the goal.', []],
    ['Book a therapy session for your team.', []],
    ['Book a cardiology consultation online.', []],
    ["Let's plan the surgery session for the robot arm.", []],
    ['We took the non-surgery route for the refactor.', []],
  ];
  for (const [text, expected] of booked) t.same(found(PHI, text), expected, text);
});

t.test('phi: a term in any case, at its place in a text whose letters lower-case to more', async (t) => {
  // The lexicon's words are looked for in the text lower-cased; "İ" lower-cases to two characters.
  t.same(found(PHI, 'My colleague was diagnosed with Type 2 DIABETES.'), [['MEDICAL_CONDITION', 'Type 2 DIABETES']]);
  t.same(found(PHI, 'İlker, my colleague, has asthma and Migraines.'), [['MEDICAL_CONDITION', 'asthma'], ['MEDICAL_CONDITION', 'Migraines']]);
  t.same(found(PHI, 'The patient had two SURGERIES last year.'), [['MEDICAL_PROCEDURE', 'SURGERIES']], 'a plural in -ies in capitals');
  t.same(found(PHI, 'Please add the MS Teams link to the invite.'), [], 'an acronym only in its own capitals');
});

t.test('phi: in a text that reads as a clinical record, every finding is its patient\'s', async (t) => {
  t.same(found(PHI, 'The patient is a 60-year-old woman.\nAlso a hip fracture and gout.'), [['MEDICAL_CONDITION', 'hip fracture'], ['MEDICAL_CONDITION', 'gout']]);
  t.same(
    found(PHI, 'Findings: Sigmoid diverticulosis. Vascular calcifications. Remainder of the study is unremarkable.'),
    [['MEDICAL_CONDITION', 'Sigmoid diverticulosis'], ['MEDICAL_CONDITION', 'Vascular calcifications']],
  );
  t.same(found(PHI, 'There are extensive degenerative\nchanges in the medial compartment.'), [['MEDICAL_CONDITION', 'degenerative\nchanges']], 'a finding wrapped onto the next line');
  for (const text of ['Gout is common in older men.', 'Sigmoid diverticulosis is a topic of the new chapter.']) t.same(found(PHI, text), [], text);
});

t.test('phi: a finding named by its body part, and everyday complaints in the first person', async (t) => {
  t.same(found(PHI, 'This did nothing for my joint pain or my arthritis.'), [['MEDICAL_CONDITION', 'joint pain'], ['MEDICAL_CONDITION', 'arthritis']]);
  t.same(found(PHI, 'I often have eye inflammation after a long day.'), [['MEDICAL_CONDITION', 'eye inflammation']]);
  t.same(found(PHI, 'She has lower extremity edema.'), [['MEDICAL_CONDITION', 'lower extremity edema']]);
  t.same(found(PHI, 'I got an ear infection last week.'), [['MEDICAL_CONDITION', 'ear infection']]);
  t.same(found(PHI, 'It gave me insomnia for a month.'), [['MEDICAL_CONDITION', 'insomnia']]);
  t.same(found(PHI, 'Works well for the burning sensation in my stomach.'), [['MEDICAL_CONDITION', 'burning sensation']]);
  t.same(found(PHI, 'She had her gallbladder out last year.'), [['MEDICAL_PROCEDURE', 'gallbladder out']]);
  t.same(found(PHI, 'He was started on Protonix and glucagon.'), [['MEDICATION', 'Protonix'], ['MEDICATION', 'glucagon']]);
  t.same(found(PHI, 'She takes zolpidem and amlodipine.'), [['MEDICATION', 'zolpidem'], ['MEDICATION', 'amlodipine']], 'first words from either end of the lexicon');
  for (const text of ['Joint pain is a common complaint, the survey says.', 'Ear infection rates fell in the study.']) t.same(found(PHI, text), [], text);
});

t.test('phi: a passage about someone\'s health, and a fragment after the sentence that names them', async (t) => {
  t.same(found(PHI, 'My husband has suffered with cramps at night. We tried everything. One capful calms the cramps in seconds.'), [
    ['MEDICAL_CONDITION', 'cramps'],
    ['MEDICAL_CONDITION', 'cramps'],
  ]);
  t.same(found(PHI, 'He has immense leg pain.  The pain was so severe that he stayed home.'), [['MEDICAL_CONDITION', 'leg pain'], ['MEDICAL_CONDITION', 'pain']]);
  t.same(found(PHI, 'Talked to my sister yesterday. Knee surgery went well.'), [['MEDICAL_PROCEDURE', 'Knee surgery']]);
  t.same(found(PHI, 'Talked to my sister yesterday about the quarterly budget report. Knee surgery rates rose sharply across the region this year.'), [], 'a sentence of its own');
  t.same(found(PHI, 'My knee pain is gone.\n\nThe pain of a slow build is real.'), [['MEDICAL_CONDITION', 'knee pain']], 'not past the paragraph');
});

t.test("phi: a condition's word that starts a compound naming something else is no finding", async (t) => {
  for (const text of [
    'Ask about their current tools and pain points, how many sites they manage and their timeline.',
    'Her main pain point is the onboarding flow.',
    'We ran a stress test on their cluster before the launch.',
    'Their stress-testing of the loan book starts Monday.',
    'The debate reached a fever pitch in his team.',
  ])
    t.same(found(PHI, text), [], text);
  t.same(found(PHI, 'She has had chest pain since Monday.'), [['MEDICAL_CONDITION', 'chest pain']], 'the condition itself still counts');
  t.same(found(PHI, 'My back pain points to a disc problem.'), [['MEDICAL_CONDITION', 'back pain']], 'a longer term is read whole first');
  t.same(found(PHI, 'He is in pain, and his knees hurt.'), [['MEDICAL_CONDITION', 'pain']], 'pain before anything else than "points"');
});

t.test("phi: a condition's word that a noun before it turns into a word of work is no finding", async (t) => {
  for (const text of ['The team is suffering from meeting fatigue.', 'We have alert fatigue from the pager.', 'Decision-fatigue is real.']) t.same(found(PHI, text), [], text);
  t.same(found(PHI, 'She has chronic fatigue and anemia.'), [['MEDICAL_CONDITION', 'fatigue'], ['MEDICAL_CONDITION', 'anemia']], "someone's fatigue still counts");
});

t.test('phi: a message to a physician about one\'s own health, and the reply to it: every term in it is the patient\'s', async (t) => {
  t.same(found(PHI, 'Hello doctor, for two weeks now: fatigue, nausea and a cough at night. What should I do?'), [
    ['MEDICAL_CONDITION', 'fatigue'],
    ['MEDICAL_CONDITION', 'nausea'],
    ['MEDICAL_CONDITION', 'cough'],
  ]);
  t.same(found(PHI, 'Doctor, fever and chills since Sunday, and the pain is worse at night.'), [
    ['MEDICAL_CONDITION', 'fever'],
    ['MEDICAL_CONDITION', 'chills'],
    ['MEDICAL_CONDITION', 'pain'],
  ], 'addressed at the start of the message');
  t.same(found(PHI, 'Based on your symptoms, the dizziness and the headaches come from the same cause.'), [
    ['MEDICAL_CONDITION', 'dizziness'],
    ['MEDICAL_CONDITION', 'headaches'],
  ], 'the reply');
  for (const text of ['Doctor Who fans know the pain of waiting for a new season.', 'The fatigue of the team after the release was obvious.'])
    t.same(found(PHI, text), [], text);
});

t.test('phi: what a writer says of their own health (experiencing, might have, fighting off, undergo)', async (t) => {
  t.same(found(PHI, 'Since the new job started I keep experiencing dizziness.'), [['MEDICAL_CONDITION', 'dizziness']]);
  t.same(found(PHI, 'I think I might have a cold.'), [['MEDICAL_CONDITION', 'cold']]);
  t.same(found(PHI, 'Still fighting off a nasty cough this week.'), [['MEDICAL_CONDITION', 'cough']]);
  t.same(found(PHI, 'The plan is to undergo a hysterectomy in May.'), [['MEDICAL_PROCEDURE', 'hysterectomy']]);
  for (const text of [
    'We are experiencing a cold start problem on the lambda.',
    'I might have a cold brew before the meeting.',
    'The team is fighting with the flaky build again.',
    'The settlement was paid as a lump sum.',
  ])
    t.same(found(PHI, text), [], text);
});

t.test('phi: a word naming a condition\'s kind or cause belongs to its name', async (t) => {
  t.same(found(PHI, 'She was diagnosed with congenital rubella.'), [['MEDICAL_CONDITION', 'congenital rubella']]);
  t.same(found(PHI, 'He has viral warts on both hands.'), [['MEDICAL_CONDITION', 'viral warts']]);
  t.same(found(PHI, 'My father had a thoracic aortic aneurysm.'), [['MEDICAL_CONDITION', 'thoracic aortic aneurysm']]);
  for (const text of ['The viral video got a million views.', 'Her congenital optimism carried the team.']) t.same(found(PHI, text), [], text);
});

t.test('phi: the organism or form ICD-10 titles name a condition by, and conditions of its categories the lexicon lacked', async (t) => {
  t.same(found(PHI, 'My colleague was diagnosed with miliary tuberculosis.'), [['MEDICAL_CONDITION', 'miliary tuberculosis']]);
  t.same(found(PHI, 'She is being treated for streptococcal sepsis.'), [['MEDICAL_CONDITION', 'streptococcal sepsis']]);
  t.same(found(PHI, 'His doctor confirmed systemic sclerosis last month.'), [['MEDICAL_CONDITION', 'systemic sclerosis']]);
  for (const term of ['diphtheria', 'tetanus', 'rabies', 'varicella', 'scleroderma', 'trachoma', 'spondylolisthesis', 'lumbago', 'myasthenia gravis', 'typhoid fever']) {
    t.same(found(PHI, `My colleague was diagnosed with ${term}.`), [['MEDICAL_CONDITION', term]], term);
  }
  t.same(found(PHI, 'Can you draft a note to HR that Tom has measles?'), [['MEDICAL_CONDITION', 'measles']], 'no everyday word: a condition wherever a person has it');
  for (const text of ['The systemic risk is low.', 'Respiratory masks are in stock.', 'A malignant actor sent the phishing email.']) t.same(found(PHI, text), [], text);
});

t.test('phi: a condition no list holds, where only a condition stands or by the word that ends its name', async (t) => {
  t.same(found(PHI, 'My colleague was diagnosed with flatback syndrome.'), [['MEDICAL_CONDITION', 'flatback syndrome']]);
  t.same(found(PHI, "I've been experiencing a condition called cryptorchidism."), [['MEDICAL_CONDITION', 'cryptorchidism']]);
  t.same(found(PHI, 'I was diagnosed with cavaties last year.'), [['MEDICAL_CONDITION', 'cavaties']], 'a misspelled name, up to the time');
  t.same(found(PHI, 'Tom was diagnosed with a rare condition called flatback syndrome.'), [['MEDICAL_CONDITION', 'flatback syndrome']]);
  t.same(found(PHI, 'He was diagnosed with type 2 diabetes last year.'), [['MEDICAL_CONDITION', 'type 2 diabetes']], "a listed term keeps the lexicon's span");
  t.same(found(PHI, 'Can you draft a note to HR that Tom has cytomegaloviral disease?'), [['MEDICAL_CONDITION', 'cytomegaloviral disease']]);
  t.same(found(PHI, 'She was prescribed Zepbound last week.'), [['MEDICATION', 'Zepbound']]);
  t.same(found(PHI, 'He started Zurzuvae 50 mg at night.'), [['MEDICATION', 'Zurzuvae']], 'before its dose');
  for (const text of [
    'Tom was diagnosed with a rare condition.',
    'She was diagnosed with it last year.',
    'The diagnosis of the outage took two hours.',
    'Diagnosis of performance problems in Node apps',
    'diagnosis of npm install failures',
    'The doctor prescribed rest.',
    'I was prescribed Priya as a mentor.',
    'The Widget weighs 200 mg.',
    'Our endpoints show a nodejs dependency problem.',
  ])
    t.same(found(PHI, text), [], text);
});

t.test('phi: substance use, wounds, burns and torn tendons; not a computer\'s infection', async (t) => {
  t.same(found(PHI, 'My sister has been dealing with opioid abuse since last year.'), [['MEDICAL_CONDITION', 'opioid abuse']]);
  t.same(found(PHI, 'My dad is in treatment for alcohol use disorder.'), [['MEDICAL_CONDITION', 'alcohol use disorder']]);
  t.same(found(PHI, 'Ana has a gunshot wound and will miss the offsite.'), [['MEDICAL_CONDITION', 'gunshot wound']]);
  t.same(found(PHI, 'He is being treated for second-degree burns.'), [['MEDICAL_CONDITION', 'second-degree burns']]);
  t.same(found(PHI, 'She had an Achilles tendon rupture and ovarian torsion.'), [
    ['MEDICAL_CONDITION', 'Achilles tendon rupture'],
    ['MEDICAL_CONDITION', 'ovarian torsion'],
  ]);
  t.same(found(PHI, 'He is on Depo-Provera for now.'), [['MEDICATION', 'Depo-Provera']]);
  t.same(found(PHI, 'My laptop had a ransomware infection.'), []);
  t.same(found(PHI, 'The patient has a worm infection.'), [['MEDICAL_CONDITION', 'infection']]);
});

t.test('phi: an injury said as what happened to a part of someone\'s body, devices of care, symptoms in plain words', async (t) => {
  t.same(found(PHI, 'Oliver broke his wrist skiing and is in a cast.'), [['MEDICAL_CONDITION', 'broke his wrist']]);
  t.same(found(PHI, 'Tell the team Ella tore her ACL.'), [['MEDICAL_CONDITION', 'tore her ACL']]);
  for (const text of ['He pulled my leg about the budget.', 'She twisted his arm to sign.', 'He broke his phone.', 'They broke their promise.']) {
    t.same(found(PHI, text), [], text);
  }
  t.same(found(PHI, 'Our driver uses a CPAP machine at night.'), [['MEDICAL_PROCEDURE', 'CPAP machine']]);
  t.same(found(PHI, 'Diego has asthma and keeps an inhaler at his desk.'), [['MEDICAL_CONDITION', 'asthma'], ['MEDICATION', 'inhaler']]);
  t.same(found(PHI, 'Ivan started an antidepressant last week and feels dizzy.'), [['MEDICATION', 'antidepressant'], ['MEDICAL_CONDITION', 'dizzy']]);
  t.same(found(PHI, 'The dizzy heights of the rankings.'), [], 'an everyday word, without a cue');
  t.same(found(PHI, 'Henry has some speech difficulties since the accident.'), [['MEDICAL_CONDITION', 'speech difficulties']]);
  t.same(found(PHI, "He's been self-harming and I don't know what to do."), [['MEDICAL_CONDITION', 'self-harming']]);
  t.same(found(PHI, 'My lab results show elevated A1C and low vitamin D.'), [['MEDICAL_CONDITION', 'elevated A1C'], ['MEDICAL_CONDITION', 'low vitamin D']]);
  t.same(found(PHI, 'Anxious investors sold their shares.'), [], 'an everyday word without a cue');
});

t.test('phi: a condition with its virus, infection or type after it is one name', async (t) => {
  t.same(found(PHI, 'I am diagnosed with diabetes type 2.'), [['MEDICAL_CONDITION', 'diabetes type 2']]);
  t.same(found(PHI, 'My son has a rotavirus infection.'), [['MEDICAL_CONDITION', 'rotavirus infection']]);
  t.same(found(PHI, 'She tested positive for hepatitis B virus.'), [['MEDICAL_CONDITION', 'hepatitis B virus']]);
  t.same(found(PHI, 'He caught the rubella virus at school.'), [['MEDICAL_CONDITION', 'rubella virus']]);
});

t.test('phi: everyday symptoms, conditions, tests and drug classes the lexicon lacked', async (t) => {
  t.same(found(PHI, 'I have trouble breathing and excessive sweating at night.'), [
    ['MEDICAL_CONDITION', 'trouble breathing'],
    ['MEDICAL_CONDITION', 'excessive sweating'],
  ]);
  t.same(found(PHI, 'My son was diagnosed with Hashimoto thyroiditis and spondylitis.'), [
    ['MEDICAL_CONDITION', 'Hashimoto thyroiditis'],
    ['MEDICAL_CONDITION', 'spondylitis'],
  ]);
  t.same(found(PHI, 'She is on an SSRI and a statin.'), [['MEDICATION', 'SSRI'], ['MEDICATION', 'statin']]);
  t.same(found(PHI, 'He had a urinalysis and a pelvic exam.'), [['MEDICAL_PROCEDURE', 'urinalysis'], ['MEDICAL_PROCEDURE', 'pelvic exam']]);
  for (const text of ['Cache poisoning attacks target the CDN.', 'Increased thirst for data drives the market.', 'The ssri column is empty.'])
    t.same(found(PHI, text), [], text);
});

t.test('phi: the first person\'s contractions and a word between subject and verb cue an everyday-word term', async (t) => {
  t.same(found(PHI, "I've had migraines for years."), [['MEDICAL_CONDITION', 'migraines']]);
  t.same(found(PHI, "I've got asthma and hayfever."), [['MEDICAL_CONDITION', 'asthma'], ['MEDICAL_CONDITION', 'hayfever']]);
  t.same(found(PHI, 'She still has migraines.'), [['MEDICAL_CONDITION', 'migraines']]);
  t.same(found(PHI, 'Emily experiences anxiety before deadlines.'), [['MEDICAL_CONDITION', 'anxiety']]);
  t.same(found(PHI, 'My dad has heart problems and my mum a thyroid issue.'), [
    ['MEDICAL_CONDITION', 'heart problems'],
    ['MEDICAL_CONDITION', 'thyroid issue'],
  ], 'an organ and the everyday word for its disease');
  for (const text of ["I've updated the heart of the problem.", 'The kidney problems section of the textbook is long.', "We've had issues with the build."])
    t.same(found(PHI, text), [], text);
});

t.test('phi: a disease or syndrome named after a person or place, and misspellings public style guides list', async (t) => {
  t.same(found(PHI, 'I was recently diagnosed with Erdheim-Chester Disease.'), [['MEDICAL_CONDITION', 'Erdheim-Chester Disease']]);
  t.same(found(PHI, 'My daughter has Kawasaki disease.'), [['MEDICAL_CONDITION', 'Kawasaki disease']]);
  t.same(found(PHI, 'My colleague has Ehlers-Danlos syndrome.'), [['MEDICAL_CONDITION', 'Ehlers-Danlos syndrome']]);
  t.same(found(PHI, 'My wife has Crohns disease and diabeties.'), [['MEDICAL_CONDITION', 'Crohns disease'], ['MEDICAL_CONDITION', 'diabeties']]);
  for (const text of ['The Stockholm syndrome plot is overdone.', 'The Kawasaki disease study was funded.', 'Imposter Syndrome is a talk at the meetup.'])
    t.same(found(PHI, text), [], text);
});

t.test('phi: symptoms as people write them in a question, and time off for care', async (t) => {
  t.same(found(PHI, 'My father is now complaining of giddiness and loose motions.'), [
    ['MEDICAL_CONDITION', 'giddiness'],
    ['MEDICAL_CONDITION', 'loose motions'],
  ]);
  t.same(found(PHI, 'I noticed blood in my stool and my TSH says I am hypothyroid.'), [
    ['MEDICAL_CONDITION', 'blood in my stool'],
    ['MEDICAL_CONDITION', 'hypothyroid'],
  ]);
  t.same(found(PHI, 'She is taking thyroxine and has high BP.'), [['MEDICATION', 'thyroxine'], ['MEDICAL_CONDITION', 'high BP']]);
  t.same(found(PHI, "Tell the team I'll be out for chemo on Thursdays."), [['MEDICAL_PROCEDURE', 'chemo']]);
  t.same(found(PHI, 'Our team lead is on leave for mental health reasons.'), [['MEDICAL_CONDITION', 'mental health reasons']]);
  for (const text of ["I'll be out for lunch on Thursdays.", 'The high bp setting of the filter is 20 Hz.']) t.same(found(PHI, text), [], text);
});

t.test('phi: medicines by the US brand names people use', async (t) => {
  t.same(found(PHI, "I'm on Latuda and Remeron, and took Nyquil last night."), [
    ['MEDICATION', 'Latuda'],
    ['MEDICATION', 'Remeron'],
    ['MEDICATION', 'Nyquil'],
  ]);
  t.same(found(PHI, 'Allegra will join the call.'), [], 'a given name that is also a brand');
});

t.test("phi: a brand written in its own mixed case is found so and in the usual cases", async (t) => {
  t.same(found(PHI, 'I carry an EpiPen and she is on OxyContin.'), [['MEDICATION', 'EpiPen'], ['MEDICATION', 'OxyContin']]);
  t.same(found(PHI, 'I carry an epipen and took NYQUIL.'), [['MEDICATION', 'epipen'], ['MEDICATION', 'NYQUIL']]);
  t.same(found(PHI, 'She is on PrEP.'), [['MEDICATION', 'PrEP']], 'an everyday word\'s acronym stays exact');
  t.same(found(PHI, 'She is on prep for the exam.'), [], 'and its everyday word is none');
});

t.test('phi: living with it, and the addictions, vaccinations and childhood complaints people name', async (t) => {
  t.same(found(PHI, 'Been dealing with really bad back pain since the accident.'), [['MEDICAL_CONDITION', 'back pain']]);
  t.same(found(PHI, 'He has been struggling with alcohol addiction for years.'), [['MEDICAL_CONDITION', 'alcohol addiction']]);
  t.same(found(PHI, 'Got my flu shot and covid booster today.'), [['MEDICAL_PROCEDURE', 'flu shot'], ['MEDICAL_PROCEDURE', 'covid booster']]);
  t.same(found(PHI, 'My son has been wetting the bed again.'), [['MEDICAL_CONDITION', 'wetting the bed']]);
  t.same(found(PHI, 'We are dealing with a cold start on every deploy.'), [], 'a cold start');
});

t.test('phi: pregnancy and disability in everyday words', async (t) => {
  t.same(found(PHI, "She's expecting twins in May."), [['MEDICAL_CONDITION', 'expecting twins']]);
  t.same(found(PHI, "I'm in my second trimester and breastfeeding my first."), [
    ['MEDICAL_CONDITION', 'trimester'],
    ['MEDICAL_CONDITION', 'breastfeeding'],
  ]);
  t.same(found(PHI, 'My sister has a speech impediment and he uses a prosthetic leg.'), [
    ['MEDICAL_CONDITION', 'speech impediment'],
    ['MEDICAL_CONDITION', 'prosthetic leg'],
  ]);
  t.same(found(PHI, 'Breastfeeding rates rose in the survey.'), [], 'said of nobody');
});

t.test("phi: a form's field for a health detail, an operation named by what it treats, and giving birth", async (t) => {
  t.same(found(PHI, 'Reason for absence: migraine'), [['MEDICAL_CONDITION', 'migraine']]);
  t.same(
    found(PHI, 'Employee Dana Cruz (DOB 01/05/1993) asked for medical leave to treat hypertension.'),
    [['MEDICAL_CONDITION', 'hypertension']],
    "what someone's leave is to treat, though the words that name them stand too far back",
  );
  t.same(found(PHI, 'She is taking time off to treat her asthma.'), [['MEDICAL_CONDITION', 'asthma']]);
  t.same(found(PHI, 'How to treat depression in adolescents: a review of the literature.'), [], 'a treatment in general is nobody\'s');
  t.same(found(PHI, 'Medical conditions: asthma, eczema'), [['MEDICAL_CONDITION', 'asthma'], ['MEDICAL_CONDITION', 'eczema']]);
  t.same(found(PHI, 'Our CFO is out after a hernia operation.'), [['MEDICAL_PROCEDURE', 'hernia operation']]);
  t.same(found(PHI, 'Jenna recovers from her knee replacement surgery.'), [['MEDICAL_PROCEDURE', 'knee replacement surgery']], 'a procedure with its word after it is one name');
  t.same(found(PHI, 'I had cataract surgery in May.'), [['MEDICAL_PROCEDURE', 'cataract surgery']]);
  t.same(found(PHI, 'I gave birth three weeks ago.'), [['MEDICAL_CONDITION', 'gave birth']]);
  for (const text of ['Reason for absence: public holiday', 'The stroke operation of the brush tool is slow.']) t.same(found(PHI, text), [], text);
});

t.test('phi: a test named with its result', async (t) => {
  t.same(found(PHI, 'Last colonoscopy showed two polyps.'), [['MEDICAL_PROCEDURE', 'colonoscopy'], ['MEDICAL_CONDITION', 'polyps']]);
  t.same(found(PHI, 'The MRI came back clear.'), [['MEDICAL_PROCEDURE', 'MRI']]);
  for (const text of ['The stroke report is in the design doc.', 'The stroke shows a gradient.']) t.same(found(PHI, text), [], text);
});

t.test('phi: British spellings of the lexicon\'s terms, and the everyday British names of conditions', async (t) => {
  t.same(found(PHI, 'My colleague has generalised anxiety disorder.'), [['MEDICAL_CONDITION', 'generalised anxiety disorder']]);
  t.same(found(PHI, 'He has oesophageal cancer and she has leukaemia.'), [['MEDICAL_CONDITION', 'oesophageal cancer'], ['MEDICAL_CONDITION', 'leukaemia']]);
  t.same(found(PHI, "My wife has an underactive thyroid and I've got a water infection."), [
    ['MEDICAL_CONDITION', 'underactive thyroid'],
    ['MEDICAL_CONDITION', 'water infection'],
  ]);
  t.same(found(PHI, 'My colleague has ME/CFS.'), [['MEDICAL_CONDITION', 'ME/CFS']]);
  t.same(found(PHI, 'The generalised linear model is in the appendix.'), [], 'a word that only changed its spelling');
});

t.test("phi: a colleague's health told further from its person word (because of, following, confided)", async (t) => {
  t.same(found(PHI, 'The new analyst asked if we could dim the lights because of epilepsy.'), [['MEDICAL_CONDITION', 'epilepsy']]);
  t.same(found(PHI, 'Maria will be on leave following a double mastectomy.'), [['MEDICAL_PROCEDURE', 'double mastectomy']]);
  t.same(found(PHI, 'A colleague confided that depression has made it hard to focus.'), [['MEDICAL_CONDITION', 'depression']]);
  for (const text of ['Sales fell because of the stroke of bad luck.', 'Following the stroke order is easy.']) t.same(found(PHI, text), [], text);
});

t.test('phi: an acronym that is no word is found in lower case too, as chat writes it', async (t) => {
  t.same(found(PHI, 'i have adhd and cant focus at work any tips'), [['MEDICAL_CONDITION', 'adhd']]);
  t.same(found(PHI, 'my bf has ptsd and ocd'), [['MEDICAL_CONDITION', 'ptsd'], ['MEDICAL_CONDITION', 'ocd']]);
  t.same(found(PHI, 'I have an mri on friday'), [['MEDICAL_PROCEDURE', 'mri']]);
  for (const text of ['The gerd module failed.', 'using namespace std; my add function is slow', 'i like ms word']) t.same(found(PHI, text), [], text);
});

t.test('phi: a medicine changed, stopped or refilled', async (t) => {
  t.same(found(PHI, 'Switched from Zoloft to Prozac last month.'), [['MEDICATION', 'Zoloft'], ['MEDICATION', 'Prozac']]);
  t.same(found(PHI, 'Came off sertraline in June.'), [['MEDICATION', 'sertraline']]);
  t.same(found(PHI, 'We switched from Jenkins to GitHub Actions.'), [], 'no medicine');
});

t.test('phi: a condition or operation no list holds, by the ending medicine gives its name', async (t) => {
  t.same(found(PHI, 'I am worried it might be peritonitis.'), [['MEDICAL_CONDITION', 'peritonitis']]);
  t.same(found(PHI, 'My colleague has sarcoidosis and uveitis.'), [['MEDICAL_CONDITION', 'sarcoidosis'], ['MEDICAL_CONDITION', 'uveitis']]);
  t.same(found(PHI, 'He had a sigmoidoscopy and a rhinoplasty.'), [['MEDICAL_PROCEDURE', 'sigmoidoscopy'], ['MEDICAL_PROCEDURE', 'rhinoplasty']]);
  t.same(found(PHI, 'MY DAD HAS PERITONITIS.'), [['MEDICAL_CONDITION', 'PERITONITIS']], 'in capitals');
  t.same(found(PHI, 'My colleague has hepatomegaly and dysphagia.'), [['MEDICAL_CONDITION', 'hepatomegaly'], ['MEDICAL_CONDITION', 'dysphagia']]);
  t.same(found(PHI, 'She had a thoracentesis after the neutropenia.'), [['MEDICAL_PROCEDURE', 'thoracentesis'], ['MEDICAL_CONDITION', 'neutropenia']]);
  for (const text of [
    'I have a diagnosis of the build failure.',
    'My nostalgia for the nineties is strong.',
    'She has a lot of empathy for the team.',
    'Peritonitis is a medical emergency.',
    'My team won the trophy in Liguria; we toasted with Sonoma wine.',
    'Patients with acromegaly are also at increased risk for colon polyps.',
    'Diabetes is most often diagnosed in middle-aged adults, although symptoms can appear at any age.',
  ])
    t.same(found(PHI, text), [], text);
});

t.test('phi: an acronym spoken letter by letter in a transcript', async (t) => {
  t.same(found(PHI, 'Doctor: Are you still experiencing G E R D? \nPatient: Oh, yeah.'), [['MEDICAL_CONDITION', 'G E R D']]);
  t.same(found(PHI, 'Doctor: Okay so you had U T I because of the bacteria.'), [['MEDICAL_CONDITION', 'U T I']]);
  t.same(found(PHI, 'Patient: They had to put a I V C filter in.'), [['MEDICAL_PROCEDURE', 'I V C filter']]);
  t.same(found(PHI, 'Doctor: Did you have your P E T Scan after your first three cycles?'), [['MEDICAL_PROCEDURE', 'P E T Scan']], 'a word after the letters');
  t.same(found(PHI, 'Doctor: I would like a sputum culture and then a C T scan.'), [['MEDICAL_PROCEDURE', 'sputum culture'], ['MEDICAL_PROCEDURE', 'C T scan']]);
  for (const text of ['My son has P E class on Mondays.', 'Press A B C to continue.', 'Row C D E of the sheet is empty.', 'She got an A B in the exam.'])
    t.same(found(PHI, text), [], text);
});

t.test('phi: a plural in -ies of a term in -y', async (t) => {
  t.same(found(PHI, 'Doctor: Any complications with those surgeries?\nPatient: No.'), [['MEDICAL_PROCEDURE', 'surgeries']]);
  t.same(found(PHI, 'She has had two pregnancies and a miscarriage.'), [['MEDICAL_CONDITION', 'pregnancies'], ['MEDICAL_CONDITION', 'miscarriage']]);
  t.same(found(PHI, 'The libraries and the galleries are closed.'), []);
});

t.test('phi: a word naming how a condition arises or an operation is done belongs to its name', async (t) => {
  t.same(found(PHI, 'He takes Allegra daily for allergic rhinitis.'), [['MEDICATION', 'Allegra'], ['MEDICAL_CONDITION', 'allergic rhinitis']]);
  t.same(found(PHI, 'She was diagnosed with autoimmune hemolytic anemia.'), [['MEDICAL_CONDITION', 'autoimmune hemolytic anemia']]);
  t.same(found(PHI, 'My dad is scheduled for laparoscopic surgery next week.'), [['MEDICAL_PROCEDURE', 'laparoscopic surgery']]);
  t.same(found(PHI, 'The laparoscopic camera and the allergic reaction form are on the shelf.'), []);
});

t.test('phi: a sentence about people in general is no one\'s health detail', async (t) => {
  for (const text of [
    "38% of people over age 85 have alzheimer's.",
    'Small pituitary adenomas are common, affecting about 17 percent of the population.',
    'Most people who experience headaches do not have a brain tumor.',
    'Younger patients tend to have more aggressive tumors.',
    'Men have an approx lifetime risk of appendicitis of 8.6%.',
  ])
    t.same(found(PHI, text), [], text);
  t.same(found(PHI, 'My mother is one of the 5% of people with lupus.'), [['MEDICAL_CONDITION', 'lupus']], 'said of someone');
  const text = 'I read that 20 percent of people get shingles. I have shingles now.';
  t.same(
    detect(PHI, text).map((d) => d.start),
    [text.lastIndexOf('shingles')],
    'the sentence about the writer only',
  );
  t.same(
    found(PHI, 'HISTORY OF PRESENT ILLNESS: The patient is one of 3% of adults with sarcoidosis.'),
    [['MEDICAL_CONDITION', 'sarcoidosis']],
    'a clinical record is its patient\'s throughout',
  );
});

t.test('phi: medicines, conditions and tests patients name that the lexicon lacked', async (t) => {
  t.same(found(PHI, 'I take Norvasc and Cozaar for my blood pressure.'), [
    ['MEDICATION', 'Norvasc'],
    ['MEDICATION', 'Cozaar'],
    ['MEDICAL_CONDITION', 'blood pressure'],
  ]);
  t.same(found(PHI, "I've had lymphedema in my legs and a spastic colon."), [['MEDICAL_CONDITION', 'lymphedema'], ['MEDICAL_CONDITION', 'spastic colon']]);
  t.same(found(PHI, 'She recently had urosepsis and gangrene of two toes.'), [['MEDICAL_CONDITION', 'urosepsis'], ['MEDICAL_CONDITION', 'gangrene']]);
  t.same(found(PHI, 'The network congestion slowed the build.'), []);
});

t.test('phi: what someone named by their role has or had; a stroke of luck is no stroke', async (t) => {
  t.same(found(PHI, 'Our receptionist has MS and sometimes uses a walker.'), [['MEDICAL_CONDITION', 'MS']]);
  t.same(found(PHI, 'Our CFO had a minor stroke over the weekend.'), [['MEDICAL_CONDITION', 'stroke']]);
  for (const text of ['They had a stroke of luck with the launch.', 'The president had a stroke of genius.', 'Our CEO has a cold brew every morning.'])
    t.same(found(PHI, text), [], text);
});

t.test('phi: what a person named in full no list holds has, their team between; what a given name that is also a word has', async (t) => {
  t.same(found(PHI, 'Anna Juhanson from accounting has eczema and needs flexible hours.'), [['MEDICAL_CONDITION', 'eczema']]);
  t.same(found(PHI, "Siim Talts's migraines are getting worse."), [['MEDICAL_CONDITION', 'migraines']]);
  t.same(found(PHI, "Maria's asthma is worse this week."), [['MEDICAL_CONDITION', 'asthma']]);
  t.same(found(PHI, 'Please update the leave record: Urban Bachmann, reason: meniscus tear.'), [['MEDICAL_CONDITION', 'meniscus tear']], "a leave record's reason");
  t.same(found(PHI, 'Write a short note wishing Nunzia a quick recovery from cholelithiasis.'), [['MEDICAL_CONDITION', 'cholelithiasis']], 'what someone recovers from');
  t.same(found(PHI, 'I think she should take time off; the mitral stenosis is really affecting her.'), [['MEDICAL_CONDITION', 'mitral stenosis']], 'whom it affects');
  t.same(found(PHI, 'Our designer Teetat is on rifaximin and feels drowsy.'), [['MEDICATION', 'rifaximin']], 'the role a person holds');
  for (const text of ['The cold snap is affecting me.', 'The outage affected him badly.', 'The market is recovering from the slump.']) t.same(found(PHI, text), [], text);
  for (const text of ['Kubernetes Engine has eczema-like rashes in its logo.', "Apple's cancer research grant was renewed."]) t.same(found(PHI, text), [], text);
});

t.test('phi: a field of work or a body named after a condition is no one\'s health', async (t) => {
  for (const text of ['They have cancer research funding.', 'My sister volunteers for a diabetes charity.', 'Our team ran the autism awareness fundraiser.'])
    t.same(found(PHI, text), [], text);
  t.same(found(PHI, 'My sister has diabetes.'), [['MEDICAL_CONDITION', 'diabetes']]);
});

t.test('phi: a risk said of anyone is health information', async (t) => {
  for (const text of ['Smoking increases your risk of lung cancer.', 'The vaccine reduces the risk of severe covid by 90 percent.'])
    t.same(found(PHI, text), [], text);
  t.same(found(PHI, 'My dad has lung cancer.'), [['MEDICAL_CONDITION', 'lung cancer']]);
});

t.test('phi: everyday names of conditions people say of themselves that the lexicon lacked', async (t) => {
  t.same(found(PHI, 'I think I have carpal tunnel from typing all day.'), [['MEDICAL_CONDITION', 'carpal tunnel']]);
  t.same(found(PHI, "I was told I'm prediabetic."), [['MEDICAL_CONDITION', 'prediabetic']]);
  t.same(found(PHI, "I'm colorblind, so please don't rely on red and green."), [['MEDICAL_CONDITION', 'colorblind']]);
  t.same(found(PHI, "My dad's on blood thinners after his valve replacement."), [['MEDICATION', 'blood thinners'], ['MEDICAL_PROCEDURE', 'valve replacement']]);
});

t.test('phi: a cancer named by where it is, an attack of a condition, and impairments of hearing and sight', async (t) => {
  t.same(found(PHI, "my mum's got stage 4 bowel cancer"), [['MEDICAL_CONDITION', 'bowel cancer']]);
  t.same(found(PHI, 'My uncle has blood cancer.'), [['MEDICAL_CONDITION', 'blood cancer']]);
  t.same(found(PHI, 'I was hospitalised last month after an asthma attack.'), [['MEDICAL_CONDITION', 'asthma attack']]);
  t.same(found(PHI, 'I am requesting an accommodation for my hearing impairment.'), [['MEDICAL_CONDITION', 'hearing impairment']]);
  t.same(found(PHI, 'My toddler has hand foot and mouth disease.'), [['MEDICAL_CONDITION', 'hand foot and mouth disease']]);
  for (const text of ['Blood cancer awareness month starts today.', 'Mouth cancer screening is free this week.']) t.same(found(PHI, text), [], text);
});

t.test('phi: allergies to a food, a material or a medicine, addiction and partial sight, as people say them', async (t) => {
  t.same(found(PHI, 'My son has a nut allergy and carries an EpiPen.'), [['MEDICAL_CONDITION', 'nut allergy'], ['MEDICATION', 'EpiPen']]);
  t.same(found(PHI, 'I have a penicillin allergy.'), [['MEDICAL_CONDITION', 'penicillin allergy']]);
  t.same(found(PHI, 'My brother is a recovering heroin addict.'), [['MEDICAL_CONDITION', 'heroin addict']]);
  t.same(found(PHI, "I'm partially sighted."), [['MEDICAL_CONDITION', 'partially sighted']]);
  t.same(found(PHI, 'Compile the LaTeX document.'), []);
});

t.test('phi: weakness and confusion as symptoms; a flaw, a fondness or a muddle is none', async (t) => {
  t.same(found(PHI, 'I feel a lot of weakness in my both hands.'), [['MEDICAL_CONDITION', 'weakness']]);
  t.same(found(PHI, 'I am also experiencing memory loss and confusion at times.'), [['MEDICAL_CONDITION', 'memory loss'], ['MEDICAL_CONDITION', 'confusion']]);
  t.same(found(PHI, "My dad's confusion is getting worse."), [['MEDICAL_CONDITION', 'confusion']]);
  for (const text of [
    'My greatest weakness is impatience.',
    'My main weakness is public speaking.',
    'The weakness of this plan is cost.',
    'I have a weakness for chocolate.',
    'Sorry for my confusion earlier.',
    'To avoid confusion, name the files by date.',
    'His confusion about the API docs is understandable.',
    'My confusion comes from the docs.',
  ])
    t.same(found(PHI, text), [], text);
});

t.test('phi: clotting trouble, a clot-dissolving treatment, a glucose test and a neuroma, as a patient names them', async (t) => {
  t.same(found(PHI, 'I have had recurring clotting problems since 1999.'), [['MEDICAL_CONDITION', 'clotting problems']]);
  t.same(found(PHI, 'They used thrombolysis and I took Warfarin.'), [['MEDICAL_PROCEDURE', 'thrombolysis'], ['MEDICATION', 'Warfarin']]);
  t.same(found(PHI, 'My doctor did an oral glucose tolerance test.'), [['MEDICAL_PROCEDURE', 'oral glucose tolerance test']]);
  t.same(found(PHI, 'I had an acoustic neuroma in 2005.'), [['MEDICAL_CONDITION', 'acoustic neuroma']]);
  t.same(found(PHI, 'The blood clotting issues in the simulation were fixed.'), []);
});
