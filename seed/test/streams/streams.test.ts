import { readFileSync } from 'node:fs';
import t from 'tap';
import { buildTestApp } from '@gsg/server/test/helper';
import { SAMPLE_POLICIES } from '@gsg/sample-data/sample/policies';
import { formatStream, parseStream, type StreamLine } from '../../src/streams/format.ts';
import { STREAMS, streamFile } from '../../src/streams/index.ts';
import { sampleOrganisation } from '../../src/streams/recording.ts';

const committed = Object.fromEntries(Object.keys(STREAMS).map((name) => [name, readFileSync(streamFile(name), 'utf8')]));
const workday = parseStream(committed.workday!);
const incident = parseStream(committed.incident!);

const HOUR = 3_600_000;
const ofType = <T extends StreamLine['event']['type']>(lines: StreamLine[], type: T) =>
  lines.flatMap((l) => (l.event.type === type ? [l.event as Extract<StreamLine['event'], { type: T }>] : []));

t.test('the committed files are exactly what the generators make (npm run streams)', async (t) => {
  for (const [name, build] of Object.entries(STREAMS)) t.equal(formatStream(build()), committed[name], `${name}.jsonl is up to date`);
});

t.test('each is a valid stream: ingest events in time order, each eventId once', async (t) => {
  for (const lines of [workday, incident]) {
    t.equal(new Set(lines.map((l) => l.event.eventId)).size, lines.length);
  }
  t.throws(() => parseStream('{"offsetMs":5,"event":{"type":"heartbeat"}}\n'), /line 1: event\./);
  t.throws(() => parseStream(`${JSON.stringify(workday[1])}\n${JSON.stringify(workday[0])}\n`), /line 2: offsetMs goes back in time/);
});

t.test('workday: an office day of conversations, sightings and fleet heartbeats, a few thousand events', async (t) => {
  t.ok(workday.length > 1000 && workday.length < 5000, `${workday.length} events`);
  t.ok(workday.at(-1)!.offsetMs > 9 * HOUR && workday.at(-1)!.offsetMs <= 10 * HOUR, 'ten office hours');
  const conversations = ofType(workday, 'conversation');
  t.ok(new Set(conversations.map((c) => c.userId)).size >= 20, 'across the organisation');
  t.ok(new Set(conversations.map((c) => c.aiModel)).size >= 5, 'across the tools');
  t.ok(ofType(workday, 'detection').length >= 10, 'shadow-AI sightings');
  const { fleet } = sampleOrganisation(new Date());
  const beating = new Set(ofType(workday, 'heartbeat').map((h) => h.hostname));
  t.same([...beating].sort(), fleet.map((e) => e.hostname).sort(), 'every running client of the sample fleet sends heartbeats');
  const firstHour = workday.filter((l) => l.offsetMs < HOUR).length;
  const midday = workday.filter((l) => l.offsetMs >= 3 * HOUR && l.offsetMs < 4 * HOUR).length;
  t.ok(midday > firstHour, 'busier late morning than first thing');
});

t.test('incident: a burst of a few hundred events, most of them one person', async (t) => {
  t.ok(incident.length >= 200 && incident.length < 1000, `${incident.length} events`);
  const conversations = ofType(incident, 'conversation');
  const leaker = conversations.filter((c) => c.user === 'Rahul Mehta');
  t.ok(leaker.length / conversations.length > 0.7, `${leaker.length} of ${conversations.length} conversations`);
  t.ok(ofType(incident, 'detection').every((d) => d.user === 'Rahul Mehta'), 'then unsanctioned tools on the same machine');
});

t.test('judged by the sample policies, the workday has blocked and flagged prompts and the incident is mostly leaks', async (t) => {
  const { app, as } = await buildTestApp(t);
  for (const { id: _, ...policy } of Object.values(SAMPLE_POLICIES)) await as({ method: 'POST', url: '/api/v1/policies', payload: policy });
  const summary = async (query: string) => (await as({ method: 'GET', url: `/api/v1/logs/summary?${query}` })).json();

  for (const lines of [workday, incident]) {
    const result = await app.services.ingest.ingest(lines.map((l) => l.event));
    t.same(result.rejected, [], 'every event is valid');
  }
  const all = await summary('');
  t.equal(all.total, ofType(workday, 'conversation').length + ofType(incident, 'conversation').length);
  t.ok(all.blocked > 50 && all.flagged > 50, JSON.stringify(all));
  t.ok(all.allowed > all.total / 2, 'most work is ordinary');
  const leaker = await summary('user=Rahul%20Mehta&from=2025-03-05T14:00:00.000Z');
  t.ok(leaker.blocked + leaker.flagged > leaker.total / 2, `the leaker: ${JSON.stringify(leaker)}`);
});
