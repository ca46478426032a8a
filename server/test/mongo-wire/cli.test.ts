import t from 'tap';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';

const cli = fileURLToPath(new URL('../../test-support/mongo-wire/cli.ts', import.meta.url));

t.test('the CLI prints the URI to connect with and stops on SIGTERM', async (t) => {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  const uri = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const line = /^mongodb:\/\/\S+$/m.exec(out);
      if (line) resolve(line[0]);
    });
    child.once('exit', () => reject(new Error(`exited before printing a URI: ${out}`)));
  });
  t.match(uri, /^mongodb:\/\/127\.0\.0\.1:\d+\/gsg\?replicaSet=rs0$/);

  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  t.same(await client.db().command({ ping: 1 }), { ok: 1 });
  await client.close();

  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  t.equal(code, 0, 'exits cleanly');
});

t.test('the CLI refuses a port that is not one', async (t) => {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', 'many'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const [code] = await once(child, 'exit');
  t.equal(code, 2);
  t.match(err, /--port must be a port number, got many/);
});
