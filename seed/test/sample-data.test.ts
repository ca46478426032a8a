import t from 'tap';
import {
  ALERT_STATUSES,
  CURRENT_CLIENT_VERSION,
  ENDPOINT_STATUSES,
  LOG_STATUSES,
  OPERATING_SYSTEMS,
  SEVERITIES,
  accessGroupSchema,
  accessUserSchema,
  alertSchema,
  conversationLogSchema,
  detectionSchema,
  endpointSchema,
  matchAiTool,
  policySchema,
} from '@gsg/shared';
import { buildSampleData } from '@gsg/sample-data';
import { judgeFor } from '@gsg/server/sample-data-seeding';
import { SPEC_DETECTION_IDS } from '@gsg/sample-data/sample/detections';
import { presentDetection } from '@gsg/server/presenters/detection';
import { POLICY_IDS } from '@gsg/sample-data/sample/policies';
import { evaluateWith, policySetFor } from '@gsg/server/guardrails';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2025-06-18T15:30:00.000Z');
// A see-through seal, so the tests can read the originals the store keeps encrypted.
const seal = (text: string) => `sealed:${text}`;
const unseal = (sealed: string) => sealed.slice('sealed:'.length);
const data = buildSampleData({ now, seal, judge: judgeFor });
const ago = (iso: string) => now.getTime() - Date.parse(iso);
const distinct = <T>(values: T[]) => [...new Set(values)].sort();

t.test('the same now gives the same data, ids included', async (t) => {
  t.same(buildSampleData({ now, seal, judge: judgeFor }), data);
  const later = new Date(now.getTime() + 3 * DAY);
  const shifted = buildSampleData({ now: later, seal, judge: judgeFor });
  t.ok(
    shifted.logs.every((l) => Date.parse(l.timestamp) < later.getTime() && Date.parse(l.timestamp) >= later.getTime() - 30 * DAY),
    'a later start moves the history with it',
  );
});

t.test('every object passes its shared schema', async (t) => {
  const check = (kind: string, schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, items: unknown[]) => {
    const failures = items.map((item) => schema.safeParse(item)).filter((r) => !r.success);
    t.same(failures, [], `${items.length} ${kind}`);
  };
  check('policies', policySchema, data.policies);
  check('logs', conversationLogSchema, data.logs);
  check('alerts', alertSchema, data.alerts);
  check('detections, as presented', detectionSchema, data.detections.map(presentDetection));
  check('endpoints', endpointSchema, data.endpoints);
  check('access users', accessUserSchema.omit({ groups: true }), data.accessUsers);
  check('access groups', accessGroupSchema, data.accessGroups);
  const ids = [...data.logs, ...data.alerts, ...data.detections, ...data.endpoints].map((x) => x.id);
  t.equal(new Set(ids).size, ids.length, 'ids are unique');
});

t.test('group members are synced users, and one of them is refused by a switched-off group alone', async (t) => {
  const users = new Map(data.accessUsers.map((u) => [u.id, u]));
  const groups = new Map(data.accessGroups.map((g) => [g.id, g]));
  t.ok(data.accessMembers.length >= 4, 'several groups have members');
  for (const { groupId, userIds } of data.accessMembers) {
    t.ok(groups.has(groupId), `${groupId} is a sample group`);
    t.ok(userIds.every((id) => users.has(id)), `${groupId}'s members are synced users`);
  }
  const offGroups = data.accessMembers.filter((m) => groups.get(m.groupId)?.accessEnabled === false);
  t.ok(offGroups.some((m) => m.userIds.some((id) => users.get(id)?.accessEnabled)), 'someone whose own switch is on is off through a group');
});

t.test('the five spec policies, with their severities, actions and rules', async (t) => {
  t.match(data.policies, [
    { name: 'Sensitive Topics', ruleType: 'Sensitive Topics', severity: 'medium', action: 'flag', rules: { type: 'keyword', keywords: ['merger', 'acquisition', 'layoff', 'lawsuit', 'confidential'] } },
    { name: 'PII Detection', ruleType: 'PII', severity: 'high', action: 'block', rules: { type: 'detector', detectorModel: 'pii-detector-v1' } },
    { name: 'Intellectual Property', ruleType: 'IP', severity: 'high', action: 'block', rules: { type: 'keyword', keywords: ['source code', 'proprietary', 'trade secret', 'patent pending'] } },
    { name: 'Credit Card Protection', ruleType: 'PCI', severity: 'high', action: 'block', rules: { type: 'regex' } },
    { name: 'HIPAA Compliance', ruleType: 'PHI', severity: 'medium', action: 'flag', rules: { type: 'detector', detectorModel: 'phi-detector-v1' } },
  ]);
  t.equal(data.policies.length, 5);
  const card = data.policies.find((p) => p.ruleType === 'PCI')!.rules;
  const pattern = new RegExp(card.type === 'regex' ? card.pattern : '');
  t.ok(pattern.test('4111 1111 1111 1111') && pattern.test('5500-0000-0000-0004') && pattern.test('4111111111111111'), 'the regex matches card numbers');
  t.notOk(pattern.test('call (415) 555-0142 or 123-45-6789'), 'but not phone or SSN numbers');
});

t.test('30 days of history: thousands of logs from ~25 people with consistent devices', async (t) => {
  t.ok(data.logs.length >= 5000, `${data.logs.length} logs`);
  t.ok(data.logs.every((l) => ago(l.timestamp) > 0 && ago(l.timestamp) <= 30 * DAY), 'all within the last 30 days');
  t.ok(data.logs.some((l) => ago(l.timestamp) < DAY) && data.logs.some((l) => ago(l.timestamp) > 29 * DAY), 'spread over the window');
  const users = distinct(data.logs.map((l) => l.user));
  t.ok(users.length >= 20 && users.length <= 30, `${users.length} users`);
  for (const user of users) {
    const devices = distinct(data.logs.filter((l) => l.user === user).map((l) => `${l.userId} ${l.hostname} ${l.ipAddress}`));
    t.equal(devices.length, 1, `${user} always uses the same login, host and address`);
  }
  t.ok(distinct(data.logs.map((l) => l.aiModel)).length >= 5, 'several AI tools');
  t.same(distinct(data.logs.map((l) => l.status)), [...LOG_STATUSES].sort());
  const share = (s: string) => data.logs.filter((l) => l.status === s).length / data.logs.length;
  t.ok(share('allowed') > 0.75, 'mostly allowed');
  t.ok(share('blocked') > 0.03 && share('flagged') > 0.02, 'some blocked, some flagged');
  t.ok(new Set(data.logs.map((l) => l.sessionId)).size < data.logs.length, 'some prompts continue a conversation');
});

t.test('usage follows office rhythms: weekday working hours peak, nights and weekends are quiet', async (t) => {
  const perHour = new Array(24).fill(0);
  let weekend = 0;
  for (const l of data.logs) {
    const at = new Date(l.timestamp);
    perHour[at.getUTCHours()] += 1;
    if (at.getUTCDay() === 0 || at.getUTCDay() === 6) weekend += 1;
  }
  const busiest = perHour.indexOf(Math.max(...perHour));
  t.ok(busiest >= 9 && busiest <= 16, `peak at ${busiest}:00`);
  t.ok(perHour[10] > 5 * perHour[3], 'mid-morning far busier than the small hours');
  // About 8 of the 30 days are weekend days; they carry far less than their 8/30 share.
  t.ok(weekend / data.logs.length < 0.1, `weekends carry ${Math.round((weekend / data.logs.length) * 100)}%`);
});

const placeholders = (text: string) => [...text.matchAll(/\[([A-Z_]+)\]/g)].map((m) => m[1]!);

/** The values a redacted text hides: match it against the original with each placeholder as a wildcard. */
function hiddenValues(redacted: string, original: string): string[] | null {
  const source = redacted
    .split(/\[[A-Z_]+\]/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)');
  const match = new RegExp(`^${source}$`, 's').exec(original);
  return match ? match.slice(1) : null;
}

t.test('redacted text replaces each sensitive value with a typed placeholder and never shows it', async (t) => {
  const entities = new Set<string>();
  let checked = 0;
  for (const log of data.logs) {
    for (const [redacted, sealed] of [
      [log.inputRedacted, log.inputEncrypted],
      [log.outputRedacted, log.outputEncrypted],
    ] as const) {
      const original = unseal(sealed);
      const hidden = hiddenValues(redacted, original);
      if (!hidden) {
        t.fail(`redacted text does not line up with its original: ${redacted}`);
        continue;
      }
      for (const value of hidden) {
        if (redacted.includes(value)) t.fail(`'${value}' is still visible in: ${redacted}`);
      }
      placeholders(redacted).forEach((p) => entities.add(p));
      if (hidden.length > 0) checked += 1;
    }
  }
  t.ok(checked > 300, `${checked} texts with hidden values`);
  for (const entity of ['EMAIL_ADDRESS', 'PERSON', 'PHONE_NUMBER', 'US_SSN', 'MEDICAL_CONDITION', 'MEDICATION', 'KEYWORD']) {
    t.ok(entities.has(entity), `${entity} among the placeholders`);
  }
  t.ok(data.logs.filter((l) => l.status === 'allowed').every((l) => placeholders(l.inputRedacted + l.outputRedacted).length === 0), 'allowed prompts hold nothing to hide');
});

t.test("each log records the engine's verdict on its original: policies, status and redacted text", async (t) => {
  const set = policySetFor(data.policies);
  const wrong: string[] = [];
  for (const log of data.logs) {
    const input = unseal(log.inputEncrypted);
    // The prompt alone decides a block (the answer is then the notice); otherwise prompt and answer together.
    const blocked = evaluateWith(set, input, undefined).status === 'blocked';
    const verdict = evaluateWith(set, input, blocked ? undefined : unseal(log.outputEncrypted));
    const triggered = verdict.triggeredPolicies;
    if (log.policyId !== triggered.map((p) => p.id).join(',') || log.policyTriggered !== triggered.map((p) => p.name).join(', ')) wrong.push(`policies: ${log.inputRedacted}`);
    if (log.policies.map((p) => p.id).join(',') !== log.policyId) wrong.push(`names/ids: ${log.id}`);
    if (log.status !== verdict.status) wrong.push(`status ${log.status}, the engine says ${verdict.status}: ${log.inputRedacted}`);
    if (log.inputRedacted !== verdict.inputRedacted) wrong.push(`redacted: ${log.inputRedacted}`);
    if (blocked && !log.outputRedacted.startsWith('Blocked by GSG Console')) wrong.push(`blocked prompt got an answer: ${log.id}`);
    if (!blocked && log.outputRedacted !== verdict.outputRedacted) wrong.push(`answer redacted: ${log.outputRedacted}`);
  }
  t.same(wrong.slice(0, 10), []);
  t.same(distinct(data.logs.flatMap((l) => l.policies.map((p) => p.name))), distinct(data.policies.map((p) => p.name)), 'every policy fires');
  t.ok(data.logs.some((l) => l.policies.length > 1), 'some prompts break several policies');
  const diagnosis = data.logs.find((l) => l.policyId.includes(POLICY_IDS.phi) && l.inputRedacted.includes('[MEDICAL_CONDITION]'));
  t.ok(diagnosis, 'the sample HIPAA policy catches health details about a person');
});

t.test('alerts: all three statuses, consistent histories, each from a blocked or flagged log', async (t) => {
  const logs = new Map(data.logs.map((l) => [l.id, l]));
  const rank = (s: string) => SEVERITIES.indexOf(s as (typeof SEVERITIES)[number]);
  const severityOf = new Map(data.policies.map((p) => [p.id, p.severity]));
  t.ok(data.alerts.length >= 100, `${data.alerts.length} alerts`);
  t.same(distinct(data.alerts.map((a) => a.status)), [...ALERT_STATUSES].sort());
  const problems: string[] = [];
  for (const alert of data.alerts) {
    const log = logs.get(alert.logId ?? '');
    if (!log || log.status === 'allowed') {
      problems.push(`alert ${alert.id} has no blocked/flagged log`);
      continue;
    }
    const highest = log.policies.map((p) => severityOf.get(p.id)!).sort((a, b) => rank(a) - rank(b))[0];
    if (alert.severity !== highest) problems.push(`severity ${alert.severity}, expected ${highest}`);
    if (alert.actionTaken !== (log.status === 'blocked' ? 'Blocked' : 'Flagged')) problems.push(`action ${alert.actionTaken} on a ${log.status} log`);
    if (alert.user !== log.user || alert.policyId !== log.policyId || alert.timestamp !== log.timestamp) problems.push(`alert ${alert.id} differs from its log`);
    if (alert.inputPreview.length > 101 || !log.inputRedacted.startsWith(alert.inputPreview.replace(/…$/, ''))) problems.push(`preview: ${alert.inputPreview}`);
    const [first, ...rest] = alert.history;
    if (!first || first.from !== null || first.to !== 'open' || first.at !== alert.timestamp) problems.push(`history starts wrong: ${alert.id}`);
    let previous = alert.history[0]!;
    for (const step of rest) {
      if (step.from !== previous.to || step.at < previous.at || Date.parse(step.at) > now.getTime()) problems.push(`bad step in ${alert.id}`);
      previous = step;
    }
    if (previous.to !== alert.status) problems.push(`history of ${alert.id} ends in ${previous.to}, status ${alert.status}`);
  }
  t.same(problems.slice(0, 10), []);
  const resolved = data.alerts.filter((a) => a.status === 'resolved');
  t.ok(resolved.some((a) => a.history.length === 3) && resolved.some((a) => a.history.length === 2), 'resolved via investigation and directly');
  const resolvedDays = new Set(resolved.map((a) => a.history.at(-1)!.at.slice(0, 10)));
  t.ok(resolvedDays.size >= 25, `resolutions on ${resolvedDays.size} days, for the response-time chart`);
  const medianAge = (status: string) => {
    const ages = data.alerts.filter((a) => a.status === status).map((a) => ago(a.timestamp)).sort((a, b) => a - b);
    return ages[Math.floor(ages.length / 2)]!;
  };
  t.ok(medianAge('open') < medianAge('resolved'), 'open alerts are the recent ones');
});

t.test("shadow AI: the spec's twelve recent detections, and 30 days of earlier ones", async (t) => {
  const spec = data.detections.filter((d) => SPEC_DETECTION_IDS.includes(d.id));
  t.equal(spec.length, 12);
  t.ok(spec.every((d) => ago(d.timestamp) > 0 && ago(d.timestamp) < 4 * DAY), 'the twelve are from the last days');
  t.same(distinct(spec.map((d) => d.os)), [...OPERATING_SYSTEMS].sort());
  for (const tool of ['ChatGPT', 'Claude', 'Gemini', 'Perplexity', 'Copilot', 'Midjourney', 'DeepSeek', 'Poe', 'Character.AI']) {
    t.ok(spec.some((d) => d.aiTool === tool), `${tool} among them`);
  }
  const days = new Set(data.detections.map((d) => d.timestamp.slice(0, 10)));
  t.ok(data.detections.length > 60 && days.size >= 20, `${data.detections.length} detections on ${days.size} days`);
  t.ok(data.detections.every((d) => ago(d.timestamp) > 0 && ago(d.timestamp) <= 30 * DAY));
  t.same(data.detections.filter((d) => matchAiTool(d.aiTool) === null).map((d) => d.aiTool), [], 'every sample tool is in the catalog');
});

t.test('endpoints: statuses agree with last seen, current and outdated clients, both coverage slices', async (t) => {
  t.ok(data.endpoints.length >= 35 && data.endpoints.length <= 45, `${data.endpoints.length} endpoints`);
  t.same(distinct(data.endpoints.map((e) => e.status)), [...ENDPOINT_STATUSES].sort());
  t.same(distinct(data.endpoints.map((e) => e.os)), [...OPERATING_SYSTEMS].sort());
  const statusOf = (lastSeen: string) => (ago(lastSeen) < DAY ? 'Active' : ago(lastSeen) < 7 * DAY ? 'Inactive' : 'Offline');
  t.same(data.endpoints.filter((e) => e.status !== statusOf(e.lastSeen)).map((e) => `${e.hostname} ${e.status} ${e.lastSeen}`), []);
  t.ok(data.endpoints.some((e) => e.clientVersion === CURRENT_CLIENT_VERSION), `some on ${CURRENT_CLIENT_VERSION}`);
  for (const status of ENDPOINT_STATUSES) {
    t.ok(data.endpoints.some((e) => e.status === status && e.clientVersion !== CURRENT_CLIENT_VERSION), `some outdated clients ${status}`);
  }
  t.ok(data.endpoints.every((e) => e.pendingVersion === null));
  t.equal(new Set(data.endpoints.map((e) => e.hostname)).size, data.endpoints.length, 'hostnames are unique');
  const managed = new Set(data.endpoints.map((e) => e.hostname));
  const seen = new Set([...data.logs, ...data.detections].map((x) => x.hostname));
  t.ok([...seen].some((h) => managed.has(h)), 'hosts in logs with the client');
  t.ok([...seen].filter((h) => !managed.has(h)).length >= 5, 'and hosts in logs and detections without it');
});

t.test('access control: users with email-style ids, and the spec groups with descriptions', async (t) => {
  t.equal(data.accessUsers.length, 15);
  t.ok(data.accessUsers.every((u) => /^[a-z0-9.]+@[a-z.]+$/.test(u.id) && u.email.includes('@')));
  t.same(distinct(data.accessUsers.map((u) => u.accessEnabled)), [false, true], 'some users have access switched off');
  const loggedUsers = new Set(data.logs.map((l) => l.userId));
  t.ok(data.accessUsers.every((u) => loggedUsers.has(u.id)), 'the same ids as in the logs');
  for (const name of ['Engineering', 'Finance', 'Legal', 'Marketing', 'Security', 'Executives']) {
    t.ok(data.accessGroups.some((g) => g.name === name && g.description.length > 10), name);
  }
});
