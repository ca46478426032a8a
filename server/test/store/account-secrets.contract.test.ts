import t from 'tap';
import { account } from './account-fixture.ts';
import { forEachAdapter } from './adapters.ts';

forEachAdapter(t, 'accounts: MFA secrets are stored per account and not presented with it', async (t, store) => {
  await store.accounts.create(account('a-1', 'dana'));
  await store.accounts.create(account('a-2', 'lee'));
  t.same(await store.accounts.getMfaSecrets('a-1'), { secret: null, pendingSecret: null, lastStep: 0 }, 'none before enrolment');

  await store.accounts.setMfaSecrets('a-1', { secret: null, pendingSecret: 'v1:pending' });
  t.same(await store.accounts.getMfaSecrets('a-1'), { secret: null, pendingSecret: 'v1:pending', lastStep: 0 });
  await store.accounts.setMfaSecrets('a-1', { secret: 'v1:confirmed', pendingSecret: null });
  t.same(await store.accounts.getMfaSecrets('a-1'), { secret: 'v1:confirmed', pendingSecret: null, lastStep: 0 });
  t.same(await store.accounts.getMfaSecrets('a-2'), { secret: null, pendingSecret: null, lastStep: 0 }, 'the other account has none');
  t.same(await store.accounts.getById('a-1'), account('a-1', 'dana'), 'the account as read carries no secret');
});

forEachAdapter(t, 'accounts: a time step is claimed once, and never an older one after it', async (t, store) => {
  await store.accounts.create(account('a-1', 'dana'));
  await store.accounts.create(account('a-2', 'lee'));
  t.equal(await store.accounts.claimMfaStep('a-1', 1000), true);
  t.equal(await store.accounts.claimMfaStep('a-1', 1000), false, 'the same step again: a replayed code');
  t.equal(await store.accounts.claimMfaStep('a-1', 999), false, 'an older step');
  t.equal(await store.accounts.claimMfaStep('a-2', 1000), true, "another account's steps are its own");
  t.equal(await store.accounts.claimMfaStep('a-1', 1001), true, 'the next step');
  t.equal((await store.accounts.getMfaSecrets('a-1')).lastStep, 1001);
  const both = await Promise.all([store.accounts.claimMfaStep('a-1', 1002), store.accounts.claimMfaStep('a-1', 1002)]);
  t.same(both.sort(), [false, true], 'of two claims at once, one wins');
});

forEachAdapter(t, 'accounts: a mailed MFA code is accepted once, within its time and attempts, for its purpose only', async (t, store) => {
  await store.accounts.create(account('a-1', 'dana'));
  await store.accounts.create(account('a-2', 'lee'));
  const at = 1_800_000_000_000;
  const code = { purpose: 'sign-in' as const, hash: 'h-right', sentAt: at, expiresAt: at + 600_000, attemptsLeft: 3 };
  t.equal(await store.accounts.getMailedMfaCode('a-1'), null, 'none before one is sent');
  await store.accounts.setMailedMfaCode('a-1', code);
  t.same(await store.accounts.getMailedMfaCode('a-1'), code);
  t.equal(await store.accounts.getMailedMfaCode('a-2'), null, "the other account's is its own");
  t.same(await store.accounts.getById('a-1'), account('a-1', 'dana'), 'the account as read carries no code');

  t.equal(await store.accounts.spendMailedMfaCode('a-1', 'enrolment', 'h-right', at), 'none', 'not for another purpose');
  t.equal(await store.accounts.spendMailedMfaCode('a-2', 'sign-in', 'h-right', at), 'none', 'not for another account');
  t.equal(await store.accounts.spendMailedMfaCode('a-1', 'sign-in', 'h-wrong', at), 'invalid');
  t.equal((await store.accounts.getMailedMfaCode('a-1'))?.attemptsLeft, 2, 'a wrong one spends an attempt');
  t.equal(await store.accounts.spendMailedMfaCode('a-1', 'sign-in', 'h-right', at + 600_000), 'none', 'not once expired');
  t.equal(await store.accounts.spendMailedMfaCode('a-1', 'sign-in', 'h-right', at + 1000), 'accepted');
  t.equal(await store.accounts.spendMailedMfaCode('a-1', 'sign-in', 'h-right', at + 1000), 'none', 'used: not again');
  t.equal(await store.accounts.getMailedMfaCode('a-1'), null, 'a used code is forgotten');

  await store.accounts.setMailedMfaCode('a-1', code);
  const burst = await Promise.all(Array.from({ length: 6 }, () => store.accounts.spendMailedMfaCode('a-1', 'sign-in', 'h-wrong', at)));
  t.same(burst.sort(), ['invalid', 'invalid', 'invalid', 'none', 'none', 'none'], 'parallel guesses spend no more attempts than it has');
  t.equal(await store.accounts.spendMailedMfaCode('a-1', 'sign-in', 'h-right', at), 'none', 'out of attempts: even the right code');

  await store.accounts.setMailedMfaCode('a-1', code);
  const both = await Promise.all([store.accounts.spendMailedMfaCode('a-1', 'sign-in', 'h-right', at), store.accounts.spendMailedMfaCode('a-1', 'sign-in', 'h-right', at)]);
  t.same(both.sort(), ['accepted', 'none'], 'of the right code twice at once, one is accepted');
  await store.accounts.setMailedMfaCode('a-1', code);
  await store.accounts.setMailedMfaCode('a-1', null);
  t.equal(await store.accounts.getMailedMfaCode('a-1'), null, 'forgotten on request');
});

forEachAdapter(t, 'accounts: a profile photo is stored, replaced and deleted', async (t, store) => {
  await store.accounts.create(account('a-1', 'dana'));
  t.equal(await store.accounts.getPhoto('a-1'), null);
  const png = { contentType: 'image/png' as const, data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]), updatedAt: '2026-01-02T00:00:00.000Z' };
  await store.accounts.setPhoto('a-1', png);
  t.same(await store.accounts.getPhoto('a-1'), png);
  const gif = { contentType: 'image/gif' as const, data: Buffer.from('GIF89a....'), updatedAt: '2026-01-03T00:00:00.000Z' };
  await store.accounts.setPhoto('a-1', gif);
  const read = await store.accounts.getPhoto('a-1');
  t.same(read, gif, 'the new photo replaces the old');
  t.ok(Buffer.isBuffer(read?.data), 'bytes come back as a Buffer');
  t.equal(await store.accounts.deletePhoto('a-1'), true);
  t.equal(await store.accounts.getPhoto('a-1'), null);
  t.equal(await store.accounts.deletePhoto('a-1'), false, 'nothing left to delete');
});
