// Which API key and server the command-line agents use: --key, else GSG_API_KEY, else the key the
// server's first start left in its data directory (GSG_DATA_DIR, default ./data).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LOCAL_AGENT_KEY_FILE } from '@gsg/shared';

export const DEFAULT_SERVER_URL = 'http://localhost:8080';

/** npm runs workspace scripts inside seed/; relative paths mean the directory the command was typed in. */
export const invocationDir = (env: NodeJS.ProcessEnv = process.env): string => env.INIT_CWD ?? process.cwd();

export const localKeyFile = (env: NodeJS.ProcessEnv = process.env): string =>
  resolve(invocationDir(env), env.GSG_DATA_DIR || 'data', LOCAL_AGENT_KEY_FILE);

export function noKeyHelp(env: NodeJS.ProcessEnv = process.env): string {
  return (
    `No API key: pass --key <key>, or set GSG_API_KEY. A server started with \`npm start\` writes one on its ` +
    `first start to ${localKeyFile(env)} (set GSG_DATA_DIR if it uses another data directory); an admin can ` +
    `also issue one with POST /api/v1/api-keys.`
  );
}

/** The key to use, or null when none is given and the data directory holds none. */
export function resolveAgentKey(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string | null {
  const given = flag ?? env.GSG_API_KEY;
  if (given) return given.trim();
  const file = localKeyFile(env);
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8').trim() || null;
}
