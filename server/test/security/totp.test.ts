import t from 'tap';
import { base32Decode, base32Encode, generateTotpSecret, hotp, otpauthUri, totp, verifyTotp } from '../../src/security/totp.ts';

// The RFC's shared secret for HMAC-SHA-1: the ASCII digits 1..0 twice.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');

t.test('HOTP matches the RFC 4226 appendix D values', async (t) => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  t.same(expected.map((_, counter) => hotp(RFC_KEY, counter)), expected);
});

t.test('TOTP matches the RFC 6238 appendix B SHA-1 values (8 digits)', async (t) => {
  const vectors: Array<[number, string]> = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  for (const [seconds, code] of vectors) t.equal(totp(RFC_KEY, seconds * 1000, 8), code, `T = ${seconds}`);
  t.equal(totp(RFC_KEY, 59_000), '287082', 'the app uses the last 6 of those digits');
});

t.test('base32 follows RFC 4648 and reads what a person types', async (t) => {
  const vectors: Array<[string, string]> = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ];
  for (const [plain, encoded] of vectors) {
    t.equal(base32Encode(Buffer.from(plain)), encoded);
    t.equal(base32Decode(encoded).toString(), plain);
  }
  t.equal(base32Decode('mzxw 6ytb oi==').toString(), 'foobar', 'lower case, spaces and padding');
  t.throws(() => base32Decode('MZXW1'), /base32/, '1 is not a base32 letter');
});

t.test('a code is accepted in its own 30 s step and one either side, and says which step', async (t) => {
  t.equal(base32Decode(generateTotpSecret()).length, 20, 'a 160-bit secret');
  // RFC 6238's own key, not a random one: two steps' six-digit codes coincide for about one key in a
  // million, and a random key made "two steps old is refused" fail that often.
  const key = Buffer.from('12345678901234567890', 'ascii');
  const now = 1_700_000_015_000;
  const step = Math.floor(now / 30_000);
  t.equal(verifyTotp(key, totp(key, now), now), step);
  t.equal(verifyTotp(key, totp(key, now - 30_000), now), step - 1, 'the previous step (clock drift)');
  t.equal(verifyTotp(key, totp(key, now + 30_000), now), step + 1, 'the next step');
  t.equal(verifyTotp(key, totp(key, now - 60_000), now), null, 'two steps old is refused');
  t.equal(verifyTotp(key, totp(key, now + 60_000), now), null);
  const wrong = String((Number(totp(key, now)) + 1) % 1_000_000).padStart(6, '0');
  t.equal(verifyTotp(key, wrong, now), null, 'a wrong code');
  for (const malformed of ['', '12345', '1234567', 'abcdef', ' 123456']) t.equal(verifyTotp(key, malformed, now), null, `'${malformed}'`);
});

t.test('the otpauth URI carries issuer, account and parameters', async (t) => {
  const uri = new URL(otpauthUri('GSG Console', 'admin@gsg.local', 'JBSWY3DPEHPK3PXP'));
  t.equal(uri.protocol, 'otpauth:');
  t.equal(uri.host, 'totp');
  t.equal(decodeURIComponent(uri.pathname), '/GSG Console:admin@gsg.local', 'the label is issuer:account');
  t.same(Object.fromEntries(uri.searchParams), {
    secret: 'JBSWY3DPEHPK3PXP',
    issuer: 'GSG Console',
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
});
