import t from 'tap';
import { DETECTOR_MODELS, type DetectorModel } from '@gsg/shared';
import { detect } from '../../src/guardrails/index.ts';

/** [entity, matched text] of each finding, for readable assertions. */
const found = (model: DetectorModel, text: string) => detect(model, text).map((d) => [d.entity, text.slice(d.start, d.end)]);
const scoreOf = (model: DetectorModel, text: string) => detect(model, text)[0]?.score;

const PII = 'pii-detector-v1';
const PHI = 'phi-detector-v1';
const FIN = 'financial-detector-v1';
const SECRETS = 'secrets-detector-v1';

t.test('pii: email addresses, including internationalised ones, but not look-alikes', async (t) => {
  t.same(found(PII, 'Write to john.doe@example.com or jürgen.müller@example.de.'), [
    ['EMAIL_ADDRESS', 'john.doe@example.com'],
    ['EMAIL_ADDRESS', 'jürgen.müller@example.de'],
  ]);
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
  t.same(found(PII, 'Order #555-123-4567 shipped'), [], 'an order number in phone shape');
  t.same(found(PII, 'Ref 2125550147'), [], 'ten bare digits need a phone word');
  t.same(found(PII, 'text me on 2125550147'), [['PHONE_NUMBER', '2125550147']]);
  t.same(found(PII, 'IBAN DE89 3704 0044 0532 0130 00'), [], 'a group inside another number is not an international number');
});

t.test('pii: context words raise a score', async (t) => {
  const plain = scoreOf(PII, 'It is (212) 555-0147.');
  const supported = scoreOf(PII, 'My phone is (212) 555-0147.');
  t.ok(plain !== undefined && supported !== undefined && supported > plain, `${supported} > ${plain}`);
  t.ok(supported! <= 1);
});

t.test('pii: SSN area, group and serial rules', async (t) => {
  t.same(found(PII, 'SSN 536-22-1234'), [['US_SSN', '536-22-1234']]);
  t.same(found(PII, 'ssn 536 22 1234'), [['US_SSN', '536 22 1234']]);
  for (const bad of ['000-22-1234', '666-22-1234', '936-22-1234', '536-00-1234', '536-22-0000', '536-22 1234']) t.same(found(PII, `SSN ${bad}`), [], bad);
  t.same(found(PII, 'Order 536221234 shipped'), [], 'nine bare digits need context');
  t.same(found(PII, 'My SSN is 536221234'), [['US_SSN', '536221234']]);
});

t.test('pii: ITIN groups', async (t) => {
  t.same(found(PII, 'ITIN 912-70-1234'), [['US_ITIN', '912-70-1234']]);
  t.same(found(PII, 'ITIN 912-34-1234'), [], 'group 34 is not an ITIN group');
});

t.test('pii: passports and driver licences only with their context words', async (t) => {
  t.same(found(PII, 'passport number 123456789'), [['US_PASSPORT', '123456789']]);
  t.same(found(PII, 'passport C12345678'), [['US_PASSPORT', 'C12345678']]);
  t.same(found(PII, 'record 123456789'), []);
  t.same(found(PII, "driver's license D1234567"), [['US_DRIVER_LICENSE', 'D1234567']]);
  t.same(found(PII, 'part D1234567'), []);
});

t.test('pii: IPv4 and IPv6 addresses; versions, OIDs, MACs and code are not', async (t) => {
  t.same(found(PII, 'hosts 192.168.1.10, 10.0.0.0/8 and 2001:db8::8a2e:370:7334'), [
    ['IP_ADDRESS', '192.168.1.10'],
    ['IP_ADDRESS', '10.0.0.0/8'],
    ['IP_ADDRESS', '2001:db8::8a2e:370:7334'],
  ]);
  for (const text of ['version 1.2.3.4', '256.1.1.1', 'OID 1.3.6.1.4.1.311', 'MAC 00:1A:2B:3C:4D:5E', 'at 12:30:45', 'arr[1::2]', 'std::vector', 'v1.2.3.4']) {
    t.same(found(PII, text), [], text);
  }
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

t.test('financial: cards by Luhn, issuer prefix and grouping', async (t) => {
  t.same(found(FIN, 'card 4111 1111 1111 1111, amex 3782 822463 10005'), [
    ['CREDIT_CARD', '4111 1111 1111 1111'],
    ['CREDIT_CARD', '3782 822463 10005'],
  ]);
  t.same(found(FIN, 'card 4111111111111112'), [], 'Luhn fails');
  t.same(found(FIN, 'id 1234 5678 9012 3452'), [], 'Luhn holds, but no issuer uses prefix 1');
  t.same(found(FIN, 'ref 4111-1111 1111-1111'), [], 'mixed separators');
});

t.test('financial: IBAN by country length and mod 97, printed or electronic', async (t) => {
  t.same(found(FIN, 'IBAN GB82WEST12345698765432 or DE89 3704 0044 0532 0130 00 TODAY'), [
    ['IBAN_CODE', 'GB82WEST12345698765432'],
    ['IBAN_CODE', 'DE89 3704 0044 0532 0130 00'],
  ]);
  t.same(found(FIN, 'IBAN GB82WEST12345698765431'), []);
  t.same(found(FIN, 'IBAN GB82WEST1234569876543'), [], 'one character short for GB');
});

t.test('financial: routing numbers, bank accounts, SWIFT codes', async (t) => {
  t.same(found(FIN, 'routing number 021000021'), [['ABA_ROUTING_NUMBER', '021000021']]);
  t.same(found(FIN, 'routing number 021000022'), [], 'checksum fails');
  t.same(found(FIN, 'invoice 021000021'), [], 'without a routing word any nine digits could pass');
  t.same(found(FIN, 'account number 12345678901'), [['US_BANK_NUMBER', '12345678901']]);
  t.same(found(FIN, 'job 12345678901'), []);
  t.same(found(FIN, 'SWIFT CHASUS33, BIC DEUTDEFF'), [
    ['SWIFT_CODE', 'CHASUS33'],
    ['SWIFT_CODE', 'DEUTDEFF'],
  ]);
  t.same(found(FIN, 'The FEEDBACK and DEUTDEFF are in'), [], 'an all-letter code needs a banking word');
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
    ['AWS_ACCESS_KEY', 'AKIAIOSFODNN7EXAMPLE'],
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
  const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
  t.same(found(SECRETS, `aws_secret_access_key = ${secret}`), [['AWS_SECRET_KEY', secret]]);
  t.same(found(SECRETS, `blob ${secret}`), []);
});

t.test('secrets: private key blocks whole, not public keys or certificates', async (t) => {
  const block = '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA1b2c3d4\nZm9vYmFy==\n-----END RSA PRIVATE KEY-----';
  t.same(found(SECRETS, `here:\n${block}\nthanks`), [['PRIVATE_KEY', block]]);
  t.same(found(SECRETS, '-----BEGIN PUBLIC KEY-----\nMIIBIjANBg\n-----END PUBLIC KEY-----'), []);
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
});

t.test('every detector answers promptly on 100 KB of adversarial text', async (t) => {
  const inputs = ['a'.repeat(100_000), '1'.repeat(100_000), 'a@'.repeat(50_000), 'ab:'.repeat(33_000), ':'.repeat(100_000), 'GB82 '.repeat(20_000), '-----BEGIN RSA PRIVATE KEY-----'.repeat(3_000)];
  for (const text of inputs) for (const model of DETECTOR_MODELS) t.ok(Array.isArray(detect(model, text)), `${model} on ${text.slice(0, 6)}...`);
});
