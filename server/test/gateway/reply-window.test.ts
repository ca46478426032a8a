import t from 'tap';
import type { TriggeredPolicy } from '@gsg/shared';
import { ReplyWindow, safeEnd, HOLD_BACK_CHARS } from '../../src/modules/gateway/reply-window.ts';
import { SseParser } from '../../src/modules/gateway/sse.ts';
import { KeywordMatcher } from '../../src/guardrails/keyword-matcher.ts';

const cards: TriggeredPolicy = { id: 'p-1', name: 'Cards', severity: 'high', action: 'block', ruleType: 'PCI' };
/** Blocks a 16-digit number in groups of four, and counts what it was asked to judge. */
const judged: string[] = [];
const judge = (text: string) => {
  judged.push(text);
  return /\d{4} \d{4} \d{4} \d{4}/.test(text) ? [cards] : [];
};

t.test('prose goes out word by word: only the word being written waits', async (t) => {
  const window = new ReplyWindow<string>(judge);
  t.same(window.push('a', 'Par').release, [], 'a word may still grow');
  t.same(window.push('b', 'is is ').release, ['a', 'b']);
  t.same(window.push('c', 'the capi').release, [], "an event goes out whole, so 'the ' waits with 'capi'");
  t.equal(window.delivered, 'Paris is ');
  t.same(window.push('d', 'tal.').release, []);
  t.same(window.finish(), ['c', 'd'], 'the end of the reply releases the rest, judged already');
  t.equal(window.delivered, 'Paris is the capital.');
});

t.test('digits are held back, so a card number split over chunks never goes out in part', async (t) => {
  const window = new ReplyWindow<string>(judge);
  const steps = ['Your card is ', '4111 11', '11 1111 ', '1111', ' thanks'].map((piece) => window.push(piece, piece));
  t.same(steps.map((s) => s.release), [['Your card is '], [], [], [], []]);
  t.same(steps[3]!.blockers, [cards], 'blocked once the last digits arrived');
  t.equal(window.delivered, 'Your card is ');
});

t.test('a number far enough back goes out; an e-mail address waits until it is whole', async (t) => {
  const window = new ReplyWindow<string>(judge);
  t.same(window.push('n', 'Built in 1889, ').release, [], 'recent digits wait');
  t.same(window.push('p', 'and a long tale of iron and rivets follows, with more than eighty characters of prose. ').release, ['n', 'p']);
  t.ok(safeEnd(`1889 ${'x '.repeat(HOLD_BACK_CHARS)}`, 0) > 4, 'digits older than the hold-back are released');
  t.equal(safeEnd('write to jane.doe@acme', 0), 'write to '.length, 'an address being written waits whole');
  t.equal(safeEnd('write to jane.doe@acme.example and ', 0), 'write to jane.doe'.length, "once whole (and judged), it waits from its '@' on");
});

t.test('a keyword phrase split across pieces is held from its first word until it is whole, then blocked', async (t) => {
  const secret: TriggeredPolicy = { id: 'p-2', name: 'Code Names', severity: 'high', action: 'block', ruleType: 'Sensitive Topics' };
  const judgePhrase = (text: string) => (/project\s+falcon/i.test(text) ? [secret] : []);
  const matcher = new KeywordMatcher(['project falcon']);
  const pending = (text: string) => matcher.pendingPrefix(text);

  const blocked = new ReplyWindow<string>(judgePhrase, null, pending);
  const steps = ['We call it ', 'Project ', 'Fal', 'con internally.'].map((piece) => blocked.push(piece, piece));
  t.same(steps.map((s) => s.release), [['We call it '], [], [], []], "'Project ' waits for what follows it");
  t.same(steps[3]!.blockers, [secret]);
  t.equal(blocked.delivered, 'We call it ', 'no word of the phrase went out');

  const prose = new ReplyWindow<string>(judgePhrase, null, pending);
  const released = ['Our ', 'project ', 'management ', 'tool.'].map((piece) => prose.push(piece, piece).release);
  t.same(released, [['Our '], [], ['project ', 'management '], []], 'once it cannot become the phrase, it goes on word by word');
  t.same(prose.finish(), ['tool.']);

  const without = new ReplyWindow<string>(judgePhrase);
  t.same(without.push('a', 'Project ').release, ['a'], 'without a held phrase, prose is not held');
});

t.test('each piece is judged with the unreleased text and a stretch of what went before, not the whole reply', async (t) => {
  judged.length = 0;
  const window = new ReplyWindow<string>(judge);
  for (let i = 0; i < 200; i++) window.push(`w${i}`, 'word ');
  t.ok(judged.every((text) => text.length <= 256 + 10), 'bounded windows');
  t.equal(window.finish().length, 0);
  t.equal(window.delivered.length, 1000);
});

t.test('server-sent events are split whole whatever the chunking, CRLF included', async (t) => {
  const stream = 'data: {"a":1}\n\nevent: response.output_text.delta\r\ndata: {"b":\r\ndata: 2}\r\n\r\n: keep-alive\n\ndata: [DONE]';
  for (const size of [1, 3, 7, stream.length]) {
    const parser = new SseParser();
    const events = [];
    for (let i = 0; i < stream.length; i += size) events.push(...parser.feed(stream.slice(i, i + size)));
    events.push(...parser.flush());
    t.same(
      events.map((e) => [e.event, e.data]),
      [[null, '{"a":1}'], ['response.output_text.delta', '{"b":\n2}'], [null, ''], [null, '[DONE]']],
      `chunks of ${size}`,
    );
    t.equal(events.map((e) => e.raw).join(''), `${stream}\n\n`, 'forwarded as received');
  }
});

t.test('with a redactor, a card number split over items goes out as one placeholder, in the item where it starts', async (t) => {
  const find = (text: string) => {
    const match = /\d{4} \d{4} \d{4} \d{4}/.exec(text);
    return match ? [{ start: match.index, end: match.index + match[0].length, placeholder: '[CREDIT_CARD]' }] : [];
  };
  const rewritten: Array<[string, string]> = [];
  const window = new ReplyWindow<string>(() => [], {
    find,
    rewrite: (item, piece) => {
      rewritten.push([item, piece]);
      return `${item}*`;
    },
    rewriteSummary: (item) => `${item}+`,
  });
  const pieces = ['Card ', '4111 11', '11 1111 ', '1111', ' ok.'];
  const released = pieces.flatMap((piece, i) => window.push(`e${i}`, piece).release);
  released.push(...window.push('summary', '').release, ...window.finish());
  t.same(released, ['e0', 'e1*', 'e2*', 'e3*', 'e4', 'summary+'], 'untouched items go out as they came, the others rewritten');
  t.same(rewritten, [
    ['e1', '[CREDIT_CARD]'],
    ['e2', ''],
    ['e3', ''],
  ]);
  t.equal(window.delivered, 'Card [CREDIT_CARD] ok.', 'what the person received');
  t.equal(window.received, 'Card 4111 1111 1111 1111 ok.', 'what the model wrote, for the verdict');
  t.ok(window.redacted);
});

t.test('without a match a redacting window changes nothing', async (t) => {
  const window = new ReplyWindow<string>(() => [], { find: () => [], rewrite: () => 'changed', rewriteSummary: (item) => item });
  const released = ['Paris ', 'is ', 'the capital.'].flatMap((piece, i) => window.push(`e${i}`, piece).release);
  t.same([...released, ...window.finish()], ['e0', 'e1', 'e2']);
  t.equal(window.delivered, 'Paris is the capital.');
  t.notOk(window.redacted);
});
