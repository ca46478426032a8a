import t from 'tap';
import { latestRequests, listLoader } from '../../src/state/list-loader.ts';

/** A request whose answer the test releases when it wants, to play answers arriving out of order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

t.test('the latest request wins; joined requests are overtaken with the one they joined; cancel overtakes all', async (t) => {
  const requests = latestRequests();
  const first = requests.start();
  const page = requests.join();
  t.ok(first() && page(), 'both current');
  const second = requests.start();
  t.notOk(first(), 'a later start overtakes the first');
  t.notOk(page(), 'and the page that joined it');
  t.ok(second());
  requests.cancel();
  t.notOk(second(), 'leaving the screen overtakes what is under way');
});

t.test('a slow earlier answer never overwrites a newer one, and loading follows the latest load', async (t) => {
  const state = { loading: false, shown: '' };
  const answers: Array<ReturnType<typeof deferred<string>>> = [];
  const loader = listLoader(state, () => {
    const answer = deferred<string>();
    answers.push(answer);
    return answer.promise;
  });
  const failures: unknown[] = [];
  const apply = (answer: string) => (state.shown = answer);
  const older = loader.load(apply, (err) => failures.push(err));
  const newer = loader.load(apply, (err) => failures.push(err));
  t.equal(state.loading, true);
  answers[1]!.resolve('new search');
  await newer;
  t.equal(state.shown, 'new search');
  t.equal(state.loading, false, 'the latest load settled');
  answers[0]!.resolve('old search');
  await older;
  t.equal(state.shown, 'new search', 'the older answer, arriving last, is dropped');

  const failing = loader.load(apply, (err) => failures.push(err));
  answers[2]!.reject(new Error('no answer'));
  t.equal(await failing, false);
  t.equal(failures.length, 1, 'a failure of the latest load is told');
  const overtaken = loader.load(apply, (err) => failures.push(err));
  void loader.load(apply, (err) => failures.push(err));
  answers[3]!.reject(new Error('late failure'));
  await overtaken;
  t.equal(failures.length, 1, "an overtaken load's failure is not");
});
