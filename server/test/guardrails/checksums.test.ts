import t from 'tap';
import {
  abaValid,
  base58CheckDecode,
  BECH32_CONST,
  BECH32M_CONST,
  bech32Decode,
  deaValid,
  eip55Valid,
  ibanMod97Valid,
  keccak256,
  luhnValid,
  nhsValid,
  npiValid,
} from '../../src/guardrails/detectors/checksums.ts';

t.test('Luhn accepts published test card numbers and refuses a changed digit', async (t) => {
  for (const n of ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117']) t.ok(luhnValid(n), n);
  t.notOk(luhnValid('4111111111111112'));
});

t.test('IBAN mod 97', async (t) => {
  t.ok(ibanMod97Valid('GB82WEST12345698765432'));
  t.ok(ibanMod97Valid('DE89370400440532013000'));
  t.notOk(ibanMod97Valid('GB82WEST12345698765431'));
  t.notOk(ibanMod97Valid('GB28WEST12345698765432'), 'swapped check digits');
});

t.test('ABA routing checksum', async (t) => {
  t.ok(abaValid('021000021'));
  t.ok(abaValid('011000015'));
  t.notOk(abaValid('021000022'));
});

t.test('DEA check digit', async (t) => {
  // 1+3+5 = 9, 2*(2+4+6) = 24, 33: the check digit is 3.
  t.ok(deaValid('AB1234563'));
  t.notOk(deaValid('AB1234567'));
});

t.test('NHS mod 11, including the never-issued remainder 10', async (t) => {
  t.ok(nhsValid('9434765919'));
  t.notOk(nhsValid('9434765918'));
  // 1234567890: weighted sum 210, 11 - 210 % 11 = 10, which no NHS number uses.
  t.notOk(nhsValid('1234567890'));
});

t.test('NPI is Luhn behind the 80840 prefix', async (t) => {
  t.ok(npiValid('1234567893'));
  t.notOk(npiValid('1234567890'));
  t.notOk(luhnValid('1234567893'), 'the plain Luhn of the same digits differs');
});

t.test('Base58Check decodes legacy Bitcoin addresses and refuses a changed character', async (t) => {
  const p2pkh = base58CheckDecode('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
  t.equal(p2pkh?.length, 21);
  t.equal(p2pkh?.[0], 0);
  t.equal(base58CheckDecode('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')?.[0], 5);
  t.equal(base58CheckDecode('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'), null);
  t.equal(base58CheckDecode('1A1zP1eP5QGefi2DMPTfTL5SLmv7Divf0a'), null, '0 is not in the alphabet');
});

t.test('bech32 and bech32m', async (t) => {
  t.equal(bech32Decode('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')?.constant, BECH32_CONST);
  t.equal(bech32Decode('BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ')?.constant, BECH32_CONST, 'upper case throughout is allowed');
  t.equal(bech32Decode('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297')?.constant, BECH32M_CONST);
  t.equal(bech32Decode('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp'), null);
  t.equal(bech32Decode('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwF5mdq'), null, 'mixed case is refused');
});

t.test('Keccak-256 and EIP-55', async (t) => {
  t.equal(Buffer.from(keccak256(new Uint8Array())).toString('hex'), 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
  for (const a of ['fB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', 'dbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', 'D1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb']) {
    t.ok(eip55Valid(a), a);
  }
  t.ok(eip55Valid('fb6916095ca1df60bb79ce92ce3ea74c37c5d359'), 'all lower case carries no checksum');
  t.notOk(eip55Valid('Fb6916095ca1df60bB79Ce92cE3Ea74c37c5d359'), 'one letter in the wrong case');
});
