import { randomBytes, randomUUID } from 'node:crypto';
import { seedSampleData } from '@gsg/seed';
import type { Config } from '../config.ts';
import { hashPassword } from '../security/password-hash.ts';
import type { SecretBox } from '../security/secret-box.ts';
import type { Account, Store } from '../store/index.ts';

export const ADMIN_USERNAME = 'admin';

export function defaultAdmin(passwordHash: string, now: Date): Account {
  return {
    id: randomUUID(),
    username: ADMIN_USERNAME,
    email: 'admin@gsg.local',
    role: 'admin',
    passwordHash,
    profile: {
      fullName: 'Admin User',
      username: ADMIN_USERNAME,
      email: 'admin@gsg.local',
      jobTitle: 'Security Administrator',
      department: 'IT Security',
      language: 'en',
      timezone: 'America/New_York',
      dateFormat: 'MM/DD/YYYY',
      avatarUrl: null,
    },
    notificationPrefs: { newLoginAlert: true, passwordChangeAlert: true },
    mfa: { enabled: false, method: 'authenticator' },
    createdAt: now.toISOString(),
  };
}

/**
 * An empty database gets the admin account and, unless disabled, the sample data. The generated
 * password goes to stdout once (not to the log, which may be shipped elsewhere).
 */
export async function prepareFirstStart(
  store: Store,
  secretBox: SecretBox,
  config: Pick<Config, 'adminPassword' | 'seedSampleData'>,
  log: (line: string) => void,
  announce: (line: string) => void,
  now: Date = new Date(),
): Promise<void> {
  if ((await store.accounts.count()) > 0) return;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await store.accounts.create(defaultAdmin(await hashPassword(password), now));
  if (config.adminPassword) {
    announce(`Sign in as '${ADMIN_USERNAME}' with the password from GSG_ADMIN_PASSWORD.`);
  } else {
    announce(`First start: sign in as '${ADMIN_USERNAME}' with password: ${password}`);
    announce('This password is shown only once. Change it under Account Security.');
  }
  if (config.seedSampleData) {
    log('Seeding sample data...');
    const counts = await seedSampleData(store, { now, seal: (text) => secretBox.seal(text) });
    log(`Sample data ready: ${Object.entries(counts).map(([k, n]) => `${n} ${k}`).join(', ')}`);
  }
}
