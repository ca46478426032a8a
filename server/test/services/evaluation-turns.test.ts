import t from 'tap';
import { BUSY_MESSAGE, createEvaluationTurns, textChars } from '../../src/services/evaluation-turns.ts';
import { HttpError } from '../../src/http-errors.ts';

const LARGE = 100;
const nextTurnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

t.test('a small text is evaluated at once, without waiting behind large ones', async (t) => {
  const turns = createEvaluationTurns({ largeChars: LARGE });
  const order: string[] = [];
  const large = turns.run(LARGE, () => order.push('large'));
  const small = turns.run(LARGE - 1, () => order.push('small'));
  t.same(order, ['small'], 'the small one ran in the call itself');
  await Promise.all([large, small]);
  t.same(order, ['small', 'large']);
});

t.test('large texts are evaluated one at a time, in arrival order, with the loop served between them', async (t) => {
  const turns = createEvaluationTurns({ largeChars: LARGE });
  const order: string[] = [];
  const runs = [1, 2, 3].map((n) =>
    turns.run(LARGE, () => {
      order.push(`scan ${n}`);
      // What another request would do meanwhile: it must get its turn before the next scan.
      setImmediate(() => order.push(`other after ${n}`));
      return n;
    }),
  );
  t.same(await Promise.all(runs), [1, 2, 3], 'each caller gets its own answer');
  await nextTurnOfTheLoop();
  t.same(order, ['scan 1', 'other after 1', 'scan 2', 'other after 2', 'scan 3', 'other after 3']);
});

t.test('when too many large texts wait, the next is refused with 503 and when to come back', async (t) => {
  const turns = createEvaluationTurns({ largeChars: LARGE, maxWaiting: 2 });
  const taken = [turns.run(LARGE, () => 'a'), turns.run(LARGE, () => 'b')];
  const refused = await turns.run(LARGE, () => 'c').catch((err: unknown) => err);
  t.ok(refused instanceof HttpError);
  t.match(refused, { statusCode: 503, message: BUSY_MESSAGE, retryAfterSeconds: 1 });
  t.same(await Promise.all(taken), ['a', 'b']);
  t.equal(await turns.run(LARGE, () => 'd'), 'd', 'once they are done, a large text is taken again');
});

t.test('an evaluation that throws gives its turn to the next', async (t) => {
  const turns = createEvaluationTurns({ largeChars: LARGE, maxWaiting: 1 });
  await t.rejects(
    turns.run(LARGE, () => {
      throw new Error('bad policy');
    }),
    /bad policy/,
  );
  t.equal(await turns.run(LARGE, () => 'next'), 'next');
});

t.test('a caller with backpressure of its own waits however many wait, and is never refused', async (t) => {
  const turns = createEvaluationTurns({ largeChars: LARGE, maxWaiting: 1 });
  const first = turns.run(LARGE, () => 'first');
  t.equal(await turns.run(LARGE, () => 'waited', { mayRefuse: false }), 'waited');
  t.equal(await first, 'first');
});

t.test('a batch is judged in slices of the large size, each in turn, its results in the order of its items', async (t) => {
  const turns = createEvaluationTurns({ largeChars: LARGE });
  const order: string[] = [];
  const items = [60, 60, 30, 90, 10];
  const results = await turns.runInSlices(
    items,
    (chars) => chars,
    (chars) => {
      order.push(`judge ${chars}`);
      setImmediate(() => order.push(`other after ${chars}`));
      return chars * 2;
    },
  );
  t.same(results, [120, 120, 60, 180, 20]);
  await nextTurnOfTheLoop();
  // 60 + 60 reach the size, and 30 + 90: each slice waits for the loop to serve what came in before it. The 10
  // left over is small, and runs at once after the slice before it, as a small text does.
  t.same(order, ['judge 60', 'judge 60', 'other after 60', 'other after 60', 'judge 30', 'judge 90', 'judge 10', 'other after 30', 'other after 90', 'other after 10']);
});

t.test('textChars counts what the detectors read: both texts, a missing one as none', async (t) => {
  t.equal(textChars('abc', 'de'), 5);
  t.equal(textChars('abc', undefined), 3);
  t.equal(textChars('abc', null), 3);
});
