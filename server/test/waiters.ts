export const WAIT_MS = 15_000;

/**
 * Waits for what a test client has received to meet a condition: the client calls `check()` after each
 * arrival; `until` fails once nothing has arrived for a generous while, instead of hanging the test. The
 * bound is on a pause, not on the whole wait: a loaded machine may take long to deliver a large backlog,
 * and a backlog still arriving is not stuck.
 */
export class Waiters {
  private readonly pending = new Set<() => void>();

  check(): void {
    for (const waiter of this.pending) waiter();
  }

  until(done: () => boolean, what: string): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const giveUp = () => {
        this.pending.delete(waiter);
        reject(new Error(`timed out waiting for ${what}: nothing arrived for ${WAIT_MS / 1000} s`));
      };
      let timer = setTimeout(giveUp, WAIT_MS);
      const waiter = () => {
        clearTimeout(timer);
        if (!done()) {
          timer = setTimeout(giveUp, WAIT_MS);
          return;
        }
        this.pending.delete(waiter);
        resolve();
      };
      this.pending.add(waiter);
    });
  }
}
