import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { createReloadGate } from '../../src/state/reload-gate.ts';

/** A reload the test finishes by hand, counting how often it started. */
function manualReload() {
  const finishers: Array<() => void> = [];
  return {
    reload: () => new Promise<void>((resolve) => finishers.push(resolve)),
    get started() {
      return finishers.length;
    },
    finishLatest: () => finishers.at(-1)?.(),
  };
}

t.test('the first resync reloads at once; resyncs during a reload fold into one more', async (t) => {
  const r = manualReload();
  const gate = createReloadGate(r.reload, 0);
  gate.request();
  t.equal(r.started, 1, 'started at once');
  gate.request();
  gate.request();
  gate.request();
  t.equal(r.started, 1, 'never two at a time');
  r.finishLatest();
  await sleep(0);
  t.equal(r.started, 2, 'the three waiting became one reload');
  r.finishLatest();
  await sleep(0);
  t.equal(r.started, 2, 'and nothing more was asked for');
});

t.test('a reload waits out the gap since the last one started', async (t) => {
  let clock = 1_000;
  const r = manualReload();
  const gate = createReloadGate(r.reload, 100, () => clock);
  gate.request();
  r.finishLatest();
  await sleep(0);
  clock += 10;
  gate.request();
  gate.request();
  t.equal(r.started, 1, 'held back inside the gap');
  clock += 90;
  await sleep(150);
  t.equal(r.started, 2, 'one reload once the gap has passed');
});

t.test('a failed reload does not stop the next, and a cancelled gate runs nothing more', async (t) => {
  let calls = 0;
  const gate = createReloadGate(() => {
    calls += 1;
    return Promise.reject(new Error('offline'));
  }, 0);
  gate.request();
  await sleep(0);
  gate.request();
  await sleep(0);
  t.equal(calls, 2, 'reloaded again after a failure');

  let clock = 0;
  const r = manualReload();
  const held = createReloadGate(r.reload, 50, () => clock);
  held.request();
  r.finishLatest();
  await sleep(0);
  held.request();
  held.cancel();
  clock = 100;
  await sleep(80);
  t.equal(r.started, 1, 'the waiting reload was forgotten');
  held.request();
  t.equal(r.started, 1, 'and later requests are ignored');
});
