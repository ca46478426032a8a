// `npm run test:mongo`: the store contract suite, the route and feature tests (buildTestApp puts each app on
// a throwaway MongoDB database when MONGODB_URI is set) and the several-nodes tests (live events, sign-in flows) on the MongoDB adapter,
// against a test server started here on an ephemeral port. Those tests skip their MongoDB halves when
// MONGODB_URI is unset; this sets it, runs tap, and exits with tap's status. Extra arguments replace the
// default test files.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startMongoTestServer } from './server.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// The store contract suite, the route tests and the module tests run in their groups' processes (see
// test-support/test-groups.ts); the several-nodes tests alone.
const DEFAULT_FILES = [
  'server/test/groups/store-contract-*.test.ts',
  'server/test/groups/routes-*.test.ts',
  'server/test/groups/modules.test.ts',
  'server/test/live/several-nodes.test.ts',
  'server/test/identity/oidc-several-nodes.test.ts',
];

const server = await startMongoTestServer({ port: 0 });
const uri = `mongodb://127.0.0.1:${server.port}/gsg?replicaSet=rs0`;
console.log(`MongoDB test server at ${uri}`);

const args = process.argv.slice(2);
// The shell expands the globs, as it would for `npx tap <globs>` typed by hand.
const command = `npx tap ${(args.length > 0 ? args : DEFAULT_FILES).join(' ')}`;
const child = spawn(command, { cwd: repoRoot, stdio: 'inherit', shell: true, env: { ...process.env, MONGODB_URI: uri } });

const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);

const status = await new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
await server.close();
process.exit(status);
