import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept current as the window resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** The spec's mobile breakpoint: under 768 px the sidebar becomes a slide-in sheet. */
export const useIsMobile = () => useMediaQuery('(max-width: 767.98px)');
