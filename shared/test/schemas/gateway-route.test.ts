import t from 'tap';
import { gatewayRouteCreateSchema, modelMatches, upstreamUrlProblem } from '../../src/schemas/gateway-route.ts';

t.test('a pattern is an exact name or a glob with * and ?, ignoring case', async (t) => {
  const cases: Array<[string, string, boolean]> = [
    ['gpt-4o', 'gpt-4o', true],
    ['gpt-4o', 'gpt-4o-mini', false],
    ['gpt-4o*', 'gpt-4o-mini', true],
    ['gpt-4o*', 'gpt-4o', true],
    ['gpt-4o*', 'gpt-4', false],
    ['claude-*', 'Claude-3-5-Sonnet', true],
    ['*-mini', 'gpt-4o-mini', true],
    ['*-mini', 'gpt-4o-mini-2024', false],
    ['llama-?', 'llama-3', true],
    ['llama-?', 'llama-31', false],
    ['*/llama-*', 'meta-llama/llama-3-70b', true],
    ['a*b*c', 'aXXbYYc', true],
    ['a*b*c', 'aXXcYYb', false],
    ['*', 'anything', true],
    ['gpt.4o', 'gpt-4o', false],
  ];
  for (const [pattern, model, expected] of cases) t.equal(modelMatches(pattern, model), expected, `${pattern} ${expected ? 'matches' : 'does not match'} ${model}`);
});

t.test('matching stays quick on patterns made to backtrack', async (t) => {
  // In CPU time, not by the clock, which runs on while other work holds a busy machine's cores; exponential
  // backtracking on this pattern would take longer than the universe has.
  const before = process.cpuUsage();
  t.notOk(modelMatches(`${'*a'.repeat(60)}b`, 'a'.repeat(200)));
  const { user, system } = process.cpuUsage(before);
  t.ok((user + system) / 1000 < 200, 'no exponential backtracking');
});

t.test('an upstream is https, or plain http only on loopback, without credentials in the URL', async (t) => {
  t.equal(upstreamUrlProblem('https://api.openai.com/v1'), null);
  t.equal(upstreamUrlProblem('http://localhost:11434/v1'), null);
  t.equal(upstreamUrlProblem('http://127.0.0.1:5001/v1'), null);
  t.equal(upstreamUrlProblem('http://[::1]:5001/v1'), null);
  t.match(upstreamUrlProblem('http://10.0.0.5/v1'), /https/);
  t.match(upstreamUrlProblem('http://127.0.0.1.example.com/v1'), /https/);
  t.match(upstreamUrlProblem('https://k:s@api.example.com/v1'), /user name or password/);
  t.equal(gatewayRouteCreateSchema.parse({ name: 'A', modelPattern: 'gpt-*', upstreamUrl: 'https://api.openai.com/v1///' }).upstreamUrl, 'https://api.openai.com/v1', 'trailing slashes dropped');
  t.equal(gatewayRouteCreateSchema.parse({ name: 'A', modelPattern: 'gpt-*', upstreamUrl: 'https://api.openai.com/v1' }).enabled, true, 'enabled unless said otherwise');
});
