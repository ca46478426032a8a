import type { IconName } from '@blueprintjs/core';

/** The one route the spec leaves out: shown whenever the browser has no session. */
export const SIGN_IN_PATH = '/sign-in';

/** One of the pages the sidebar links and the global search finds. */
export interface NavPage {
  path: string;
  /** The sidebar and search label. */
  label: string;
  icon: IconName;
  /** Shown under each search result and matched by the search, like the keywords. */
  description: string;
  keywords: readonly string[];
  /** Pages of the sidebar's collapsible 'Protect' group. */
  group?: 'Protect';
}

/** The pages in sidebar order, which is also the search's order: the spec's nine, and the Gateway in Protect. */
export const NAV_PAGES: readonly NavPage[] = [
  {
    path: '/',
    label: 'Dashboard',
    icon: 'dashboard',
    description: 'Monitor GenAI interactions and policy compliance',
    keywords: ['home', 'overview', 'kpi', 'charts', 'metrics'],
  },
  {
    path: '/discover',
    label: 'Discover',
    icon: 'search-around',
    description: 'Find and track unauthorized AI tools on your network',
    keywords: ['shadow ai', 'detections', 'unauthorized', 'hosts'],
  },
  {
    path: '/endpoints',
    label: 'Endpoints',
    icon: 'desktop',
    description: 'Manage devices and download the GSG client',
    keywords: ['devices', 'client', 'agents', 'download', 'install'],
  },
  {
    path: '/guardrails',
    label: 'Guardrails',
    icon: 'shield',
    description: 'Define policies that flag or block sensitive content',
    keywords: ['policies', 'pii', 'phi', 'pci', 'rules', 'regex'],
    group: 'Protect',
  },
  {
    path: '/access-control',
    label: 'Access Control',
    icon: 'people',
    description: 'Control which users and groups may use AI tools',
    keywords: ['users', 'groups', 'permissions', 'identity'],
    group: 'Protect',
  },
  {
    path: '/gateway',
    label: 'Gateway',
    icon: 'flows',
    description: 'Route each model to its provider and connect OpenAI clients',
    keywords: ['openai', 'models', 'routes', 'upstream', 'proxy', 'api'],
    group: 'Protect',
  },
  {
    path: '/monitoring',
    label: 'Monitoring',
    icon: 'eye-open',
    description: 'Review AI conversation logs',
    keywords: ['logs', 'conversations', 'queries', 'audit'],
  },
  {
    path: '/alerts',
    label: 'Alerts',
    icon: 'warning-sign',
    description: 'Investigate and resolve security alerts',
    keywords: ['incidents', 'violations', 'notifications', 'severity'],
  },
  {
    path: '/settings',
    label: 'Settings',
    icon: 'cog',
    description: 'Configure system, security, users and notifications',
    keywords: ['configuration', 'preferences', 'integrations', 'sso', 'mfa'],
  },
  {
    path: '/support',
    label: 'Support',
    icon: 'help',
    description: 'Documentation, AI assistant, tickets and contact',
    keywords: ['help', 'docs', 'ticket', 'contact', 'chat'],
  },
];

/** The spec's rule: the item whose path is a prefix of the current path is active; '/' only exactly. */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}
