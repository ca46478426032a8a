export const WAIT_MS = 15_000;

/**
 * Waits for what a test client has received to meet a condition: the client calls `check()` after each
 * arrival; `until` fails after a generous bound instead of hanging the test.
 */
export class Waiters {
  private readonly pending = new Set<() => void>();

  check(): void {
    for (const waiter of this.pending) waiter();
  }

  until(done: () => boolean, what: string): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(waiter);
        reject(new Error(`timed out waiting for ${what}`));
      }, WAIT_MS);
      const waiter = () => {
        if (!done()) return;
        clearTimeout(timer);
        this.pending.delete(waiter);
        resolve();
      };
      this.pending.add(waiter);
    });
  }
}
