import { randomBytes } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import { ensurePrivateDirectory } from '../security/private-files.ts';
import { withinDataDirectory } from '../store/storage-faults.ts';
import { join } from 'node:path';
import { LOCAL_AGENT_KEY_FILE } from '@gsg/shared';
import { seedSampleData } from './sample-data-seeding.ts';
import type { Config } from '../config.ts';
import { hashPassword as productHash, type PasswordHasher } from '../security/password-hash.ts';
import type { SecretBox } from '../security/secret-box.ts';
import type { Account, Store } from '../store/index.ts';
import { newAccount } from '../modules/team/new-account.ts';
import type { ApiKeyService } from '../modules/api-keys/service.ts';

export const ADMIN_USERNAME = 'admin';

export function defaultAdmin(passwordHash: string, now: Date): Account {
  const admin = newAccount({ username: ADMIN_USERNAME, fullName: 'Admin User', email: 'admin@gsg.local', role: 'admin', passwordHash }, now);
  return { ...admin, profile: { ...admin.profile, jobTitle: 'Security Administrator', department: 'IT Security' } };
}

/**
 * An empty database gets the admin account and, unless disabled, the sample data. The generated
 * password goes to stdout once (not to the log, which may be shipped elsewhere). Resolves true when this
 * was the first start.
 */
export async function prepareFirstStart(
  store: Store,
  secretBox: SecretBox,
  config: Pick<Config, 'adminPassword' | 'seedSampleData'>,
  log: (line: string) => void,
  announce: (line: string) => void,
  now: Date = new Date(),
  hashPassword: PasswordHasher = productHash,
): Promise<boolean> {
  if ((await store.accounts.count()) > 0) return false;
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
  return true;
}

export const LOCAL_AGENTS_KEY_NAME = 'Local agents';

/**
 * Issues an API key for the agents on this machine and writes it into the data directory, readable by
 * its owner only, so `npm run replay` and `npm run agent` work right after the first `npm start`. The key
 * is listed and revocable like any other.
 */
export async function issueLocalAgentKey(
  store: Store,
  apiKeys: ApiKeyService,
  dataDir: string,
  announce: (line: string) => void,
): Promise<void> {
  // Issued in the name of the admin the first start made.
  const admin = await store.accounts.getByUsername(ADMIN_USERNAME);
  if (!admin) throw new Error(`The '${ADMIN_USERNAME}' account is missing`);
  // Scoped to the agent APIs: the replay and the simulator never call the gateway.
  const { key } = await apiKeys.create(
    { name: LOCAL_AGENTS_KEY_NAME, scope: 'agents' },
    { accountId: admin.id, username: admin.username },
  );
  const file = join(dataDir, LOCAL_AGENT_KEY_FILE);
  withinDataDirectory(dataDir, () => {
    ensurePrivateDirectory(dataDir);
    writeFileSync(file, `${key}\n`, { mode: 0o600 });
    // The mode above applies only to a new file; one left over from an earlier database keeps its own.
    chmodSync(file, 0o600);
  });
  announce(`Agents on this machine (npm run replay, npm run agent) use the API key '${LOCAL_AGENTS_KEY_NAME}' in ${file}.`);
}
