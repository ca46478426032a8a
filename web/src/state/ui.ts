import { proxy, useSnapshot } from 'valtio';
import { Classes } from '@blueprintjs/core';
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_DAYS, THEME_STORAGE_KEY, THEMES } from '@gsg/shared';

export type Theme = (typeof THEMES)[number];

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

export const themeState = proxy<{ theme: Theme }>({ theme: storedTheme() });

const darkMedia = () => window.matchMedia('(prefers-color-scheme: dark)');
// Screens that are dark whatever the choice (the wall display), counted so nested holders compose.
let darkHolders = 0;

/**
 * Light unless the choice says otherwise: the spec ignores the system setting by default, and follows
 * it only when 'system' was chosen.
 */
function applyTheme(): void {
  const { theme } = themeState;
  const dark = darkHolders > 0 || theme === 'dark' || (theme === 'system' && darkMedia().matches);
  document.documentElement.classList.toggle(Classes.DARK, dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** Applies the stored choice once at start, then follows the OS setting (for 'system') and other tabs. */
export function applyStoredTheme(): void {
  applyTheme();
  darkMedia().addEventListener('change', applyTheme);
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    themeState.theme = storedTheme();
    applyTheme();
  });
}

export function setTheme(theme: Theme): void {
  themeState.theme = theme;
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  applyTheme();
}

/** Dark whatever the user chose, until the returned function is called (the wall display). */
export function holdDarkTheme(): () => void {
  darkHolders += 1;
  applyTheme();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    darkHolders -= 1;
    applyTheme();
  };
}

export const useTheme = () => useSnapshot(themeState).theme;
