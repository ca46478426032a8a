import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { lostServer, serverAnswers, serverReturned } from '../state/server-reach.ts';

/** Set while the page reloads because a screen's file was gone, so that it reloads once and not in a loop. */
const RELOADED_FOR_NEW_BUILD = 'gsg.reloadedForNewBuild';

/**
 * Loads a screen's code, riding out what can happen between visits. The server away: the load waits for it
 * and tries again (the header says the server is away meanwhile). The server back but the file gone: a new
 * build replaced the bundle, so the page reloads once to get the new one.
 */
async function loadRetrying<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOADED_FOR_NEW_BUILD);
      return module;
    } catch (err) {
      if (await serverAnswers()) {
        if (sessionStorage.getItem(RELOADED_FOR_NEW_BUILD) !== null) throw err;
        sessionStorage.setItem(RELOADED_FOR_NEW_BUILD, String(Date.now()));
        location.reload();
        return new Promise<never>(() => {});
      }
      lostServer();
      await serverReturned();
    }
  }
}

/** `React.lazy` for the console's screens, with the retries above. */
export function lazyScreen<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadRetrying(load));
}
