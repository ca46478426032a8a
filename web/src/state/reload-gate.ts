/**
 * Paces a screen's reloads after live resyncs. Under a burst the server resyncs a topic on every flush
 * (several times a second); a console reloading each time would keep its own screen busy and, times every
 * open console, flood the server with the very queries a resync is meant to save. So a reload runs at
 * once when none ran lately, never two at a time, and never sooner than `minGapMs` after the last one
 * started; the resyncs that arrive meanwhile are folded into one reload afterwards.
 */
export interface ReloadGate {
  /** Asks for a reload. */
  request(): void;
  /** Forgets a reload still waiting (the screen is gone). */
  cancel(): void;
}

export function createReloadGate(reload: () => unknown, minGapMs: number, now: () => number = Date.now): ReloadGate {
  let running = false;
  let wanted = false;
  let cancelled = false;
  let lastStart = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function run(): Promise<void> {
    running = true;
    wanted = false;
    lastStart = now();
    try {
      await reload();
    } catch {
      // The screen reports its own load errors; a failed reload must not stop the next one.
    } finally {
      running = false;
      if (wanted && !cancelled) request();
    }
  }

  function request(): void {
    if (cancelled || timer !== undefined) return;
    if (running) {
      wanted = true;
      return;
    }
    const wait = lastStart + minGapMs - now();
    if (wait <= 0) {
      void run();
      return;
    }
    timer = setTimeout(() => {
      timer = undefined;
      if (!cancelled) void run();
    }, wait);
  }

  return {
    request,
    cancel() {
      cancelled = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
