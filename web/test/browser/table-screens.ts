// Helpers for browser tests of screens built on a paged, filtered list (Discover, Endpoints).
import type { Page } from 'playwright-core';
import type { ConsoleHarness } from './harness.ts';

export interface ListCall<T> {
  /** The query string the screen sent. */
  query: Record<string, string>;
  /** What the API answered, which the screen must now show. */
  body: T;
}

/**
 * Runs `action` and waits for the list GET to `pathname` it causes, then for the table to show the answer
 * (a table marks its body while a load is under way). `until` picks the call by its query: a typed filter
 * applies after its debounce, and a live refresh of the list (after an earlier change) can come first.
 */
export async function listCall<T>(
  page: Page,
  pathname: string,
  action: () => Promise<unknown>,
  until: (query: Record<string, string>) => boolean = () => true,
): Promise<ListCall<T>> {
  const queryOf = (url: URL) => Object.fromEntries(url.searchParams);
  const response = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === pathname && res.request().method() === 'GET' && until(queryOf(url));
  });
  await action();
  const res = await response;
  const body = (await res.json()) as T;
  await page.waitForFunction(() => !document.querySelector('tbody[class*="loading"]'));
  return { query: queryOf(new URL(res.url())), body };
}

/** A full-page screenshot taken from the top, where the sticky header and sidebar belong. */
export async function screenshot(gsg: ConsoleHarness, page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await gsg.screenshot(page, name);
}

/** The figures of the summary cards, as shown. */
export const cardValues = (page: Page): Promise<string[]> => page.getByTestId('stat-value').allTextContents();

export const formatCount = new Intl.NumberFormat('en-US').format;
