import { proxy, useSnapshot } from 'valtio';
import { Classes } from '@blueprintjs/core';
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_DAYS, THEME_STORAGE_KEY, THEMES } from '@gsg/shared';

type Theme = (typeof THEMES)[number];

interface UiState {
  /** Desktop sidebar: full width with labels, or icons only. */
  sidebarExpanded: boolean;
  /** Mobile sidebar: the slide-in sheet. */
  mobileSidebarOpen: boolean;
  /** The sidebar's Protect group, open by default (spec). */
  protectOpen: boolean;
}

function readSidebarCookie(): boolean {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

export const uiState = proxy<UiState>({
  sidebarExpanded: readSidebarCookie(),
  mobileSidebarOpen: false,
  protectOpen: true,
});

export function setSidebarExpanded(expanded: boolean): void {
  uiState.sidebarExpanded = expanded;
  document.cookie = `${SIDEBAR_COOKIE}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_DAYS * 24 * 60 * 60}; SameSite=Lax`;
}

export function setMobileSidebarOpen(open: boolean): void {
  uiState.mobileSidebarOpen = open;
}

/** The trigger and Ctrl/Cmd+B: the sheet on small screens, collapse/expand otherwise. */
export function toggleSidebar(isMobile: boolean): void {
  if (isMobile) setMobileSidebarOpen(!uiState.mobileSidebarOpen);
  else setSidebarExpanded(!uiState.sidebarExpanded);
}

export function toggleProtectGroup(): void {
  uiState.protectOpen = !uiState.protectOpen;
}

export const useUi = () => useSnapshot(uiState);

function storedTheme(): Theme {
  const raw = localStorage.getItem(THEME_STORAGE_KEY);
  return (THEMES as readonly string[]).includes(raw ?? '') ? (raw as Theme) : 'light';
}

/**
 * Light unless the stored choice says otherwise: the spec ignores the system setting by default, and
 * follows it only when 'system' was chosen.
 */
export function applyStoredTheme(): void {
  const theme = storedTheme();
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    const dark = theme === 'dark' || (theme === 'system' && media.matches);
    document.documentElement.classList.toggle(Classes.DARK, dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  };
  apply();
  if (theme === 'system') media.addEventListener('change', apply);
}
