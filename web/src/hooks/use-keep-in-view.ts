import { useEffect, type RefObject } from 'react';

/** How long after it appears a result is kept in view while the layout around it settles. */
const SETTLE_MS = 1500;

/**
 * Brings `ref`'s element into its scrolling container's view whenever `key` changes (a new result), and
 * again whenever it or anything around it up to the container changes size in the moments after (a table
 * laid out late, a Collapse still opening, which holds its height until its animation ends): one scroll on
 * the first frame can land before the layout is final on a busy machine. It stops after a moment, so it
 * never fights the person's own scrolling.
 */
export function useKeepInView(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    const element = ref.current;
    if (key === null || key === undefined || !element) return;
    const show = () => element.scrollIntoView({ block: 'nearest' });
    show();
    const frame = requestAnimationFrame(show);
    const observer = new ResizeObserver(show);
    const container = element.closest('.bp6-dialog-body');
    for (let box: Element | null = element; box && box !== container?.parentElement; box = box.parentElement) observer.observe(box);
    const stop = setTimeout(() => observer.disconnect(), SETTLE_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(stop);
      observer.disconnect();
    };
  }, [ref, key]);
}
