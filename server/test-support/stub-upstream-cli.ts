// The stub upstream in a process of its own, for the gateway benchmark: prints its base URL, then serves
// until killed. `--pace <ms>` spaces streamed chunks as a model generating text would.
import { parseArgs } from 'node:util';
import { StubUpstream } from './stub-upstream.ts';

const { values } = parseArgs({ options: { pace: { type: 'string', default: '0' } } });
const stub = new StubUpstream();
stub.keepCalls = false;
stub.paceMs = Number(values.pace);
await stub.start();
console.log(stub.url);
