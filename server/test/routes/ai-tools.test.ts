import t from 'tap';
import { AI_TOOL_CATALOG, type AiToolList, type AiToolStatus, SETTINGS_DEFAULTS } from '@gsg/shared';
import { buildTestApp } from '../helper.ts';
import { detectionEventFixture } from '../fixtures.ts';
import { listen, openConsole } from '../live/live-client.ts';
import { recordEvents } from '../events/recording-bus.ts';
import { bearer, connectAgent } from './agent-client.ts';

const sighting = (eventId: string, aiTool: string, over: Record<string, unknown> = {}) => detectionEventFixture(eventId, { aiTool, ...over });
const statusOf = (list: AiToolList, id: string): AiToolStatus | undefined => list.items.find((s) => s.tool.id === id);

t.test('the AI tool routes need a console session', async (t) => {
  const { app } = await buildTestApp(t);
  t.equal((await app.inject({ method: 'GET', url: '/api/v1/ai-tools' })).statusCode, 401);
  const put = await app.inject({ method: 'PUT', url: '/api/v1/ai-tools/chatgpt/decision', payload: { decision: 'blocked' } });
  t.equal(put.statusCode, 401);
});

t.test('every catalogued tool is listed Unreviewed under the default action, its sightings counted under every name it goes by', async (t) => {
  const { as } = await buildTestApp(t);
  const ingested = await as({
    method: 'POST',
    url: '/api/v1/ingest/events',
    payload: [
      sighting('d-1', 'ChatGPT'),
      sighting('d-2', 'https://chat.openai.com/c/42', { timestamp: '2026-11-21T08:00:00.000Z', action: 'blocked' }),
      sighting('d-3', 'ChatGPT.exe', { user: 'Ann Lee', hostname: 'MBP-ANN' }),
      sighting('d-4', 'Unheard-of Bot'),
    ],
  });
  t.equal(ingested.json().accepted.length, 4);

  const list: AiToolList = (await as({ method: 'GET', url: '/api/v1/ai-tools' })).json();
  t.equal(list.defaultAction, 'flag', 'the spec default');
  t.same(list.items.map((s) => s.tool.id), AI_TOOL_CATALOG.map((tool) => tool.id));
  t.match(statusOf(list, 'chatgpt'), {
    tool: { name: 'ChatGPT', vendor: 'OpenAI' },
    decision: 'unreviewed',
    action: 'flag',
    review: null,
    usage: { detections: 3, users: 2, hosts: 2, blocked: 1, lastSeen: '2026-11-21T08:00:00.000Z' },
  });
  t.match(statusOf(list, 'claude'), { usage: { detections: 0, users: 0, lastSeen: null } });
  t.same(list.unmatched, [{ aiTool: 'Unheard-of Bot', usage: { detections: 1, users: 1, hosts: 1, blocked: 0, lastSeen: '2026-11-20T12:00:00.000Z' } }]);

  const detections = (await as({ method: 'GET', url: '/api/v1/detections' })).json().items;
  t.match(detections.find((d: { id: string; aiTool: string }) => d.aiTool.startsWith('https')), { toolId: 'chatgpt', action: 'blocked' });
});

t.test('an admin sanctions or blocks a tool: the decision is kept, said as an event with who made it, and the default action covers the rest', async (t) => {
  const { app, as } = await buildTestApp(t);
  const events = recordEvents(t, app.events);
  const blocked = await as({ method: 'PUT', url: '/api/v1/ai-tools/deepseek/decision', payload: { decision: 'blocked' } });
  t.equal(blocked.statusCode, 200);
  t.match(blocked.json(), { tool: { id: 'deepseek' }, decision: 'blocked', action: 'block', review: { decision: 'blocked', decidedBy: 'admin' } });
  await as({ method: 'PUT', url: '/api/v1/ai-tools/deepseek/decision', payload: { decision: 'sanctioned' } });
  t.match(
    events.of('ai-tool.decided').map((e) => e.data),
    [
      { tool: { id: 'deepseek', name: 'DeepSeek' }, decision: 'blocked', previous: 'unreviewed', by: { username: 'admin' } },
      { decision: 'sanctioned', previous: 'blocked' },
    ],
    'each change is said, with the decision it replaced, for the audit trail',
  );

  await as({ method: 'PUT', url: '/api/v1/settings/general', payload: { ...SETTINGS_DEFAULTS.general, defaultAction: 'block' } });
  const list: AiToolList = (await as({ method: 'GET', url: '/api/v1/ai-tools' })).json();
  t.equal(list.defaultAction, 'block');
  t.match(statusOf(list, 'deepseek'), { decision: 'sanctioned', action: 'allow' });
  t.match(statusOf(list, 'claude'), { decision: 'unreviewed', action: 'block' }, 'Unreviewed tools take the default action');

  const unknown = await as({ method: 'PUT', url: '/api/v1/ai-tools/no-such-tool/decision', payload: { decision: 'blocked' } });
  t.equal(unknown.statusCode, 404);
  t.equal(unknown.json().message, 'AI tool not found');
  const bad = await as({ method: 'PUT', url: '/api/v1/ai-tools/claude/decision', payload: { decision: 'banned' } });
  t.equal(bad.statusCode, 400);
  t.match(bad.json().fields, [{ path: 'body.decision' }]);
});

t.test('a connected agent is sent the tool policy on connecting and again on every change', async (t) => {
  const test = await listen(await buildTestApp(t));
  const { key } = (await test.as({ method: 'POST', url: '/api/v1/api-keys', payload: { name: 'agents', scope: 'agents' } })).json();
  const agent = await connectAgent(t, test.url, bearer(key));
  await agent.until(() => agent.toolPolicies.length === 1, 'the policy on connecting');
  const [first] = agent.toolPolicies;
  t.equal(first?.defaultAction, 'flag');
  t.match(first?.tools.find((tool) => tool.id === 'chatgpt'), { name: 'ChatGPT', action: 'flag', domains: ['chatgpt.com', 'chat.openai.com', 'openai.com'] });

  const discover = await openConsole(t, test.url, test.cookie, ['detections']);
  await test.as({ method: 'PUT', url: '/api/v1/ai-tools/chatgpt/decision', payload: { decision: 'blocked' } });
  await agent.until(() => agent.toolPolicies.length === 2, 'the policy after the decision');
  await discover.until(() => discover.events('detections').length === 1, 'the decision, live to the consoles in Discover');
  t.same(discover.events('detections'), [{ type: 'ai-tool.decided', data: { toolId: 'chatgpt', decision: 'blocked' } }]);
  t.match(agent.toolPolicies[1]?.tools.find((tool) => tool.id === 'chatgpt'), { action: 'block' });
  t.not(agent.toolPolicies[1]?.revision, first?.revision);

  await test.as({ method: 'PUT', url: '/api/v1/settings/general', payload: { ...SETTINGS_DEFAULTS.general, defaultAction: 'allow' } });
  await agent.until(() => agent.toolPolicies.length === 3, 'the policy after the default action changed');
  const third = agent.toolPolicies[2];
  t.equal(third?.defaultAction, 'allow');
  t.match(third?.tools.find((tool) => tool.id === 'claude'), { action: 'allow' });
  t.match(third?.tools.find((tool) => tool.id === 'chatgpt'), { action: 'block' }, 'a decision outlasts the default');
});
