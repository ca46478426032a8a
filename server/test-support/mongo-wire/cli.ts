// Runs the test server by hand: `npm run mongo:test-server -- --port 27117`. Prints the URI to connect
// with and stops on SIGINT or SIGTERM. The data lives in memory and goes with the process.
import { parseArgs } from 'node:util';
import { startMongoTestServer } from './server.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '27117' }, host: { type: 'string', default: '127.0.0.1' } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got ${values.port}`);
  process.exit(2);
}

const server = await startMongoTestServer({ port, host: values.host });
console.log(`mongodb://${server.host}:${server.port}/gsg?replicaSet=rs0`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
