import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What every screen receives: its spec title and subtitle, for its PageHeader. */
export interface ScreenProps {
  title: string;
  subtitle?: string;
}

export interface Screen extends ScreenProps {
  path: string;
  /** The screen, loaded on first visit; screens not built yet show PendingScene instead. */
  scene?: LazyExoticComponent<ComponentType<ScreenProps>>;
}

/** The spec's route table: every path the console knows, each inside the app shell. */
export const SCREENS: readonly Screen[] = [
  {
    path: '/',
    title: 'Dashboard',
    subtitle: 'Monitor GenAI interactions and policy compliance',
    scene: lazy(() => import('./dashboard/DashboardScene.tsx')),
  },
  { path: '/discover', title: 'Shadow AI Discovery', subtitle: 'Find and track unauthorized AI tools on your network' },
  { path: '/endpoints', title: 'Endpoints' },
  { path: '/guardrails', title: 'Policy Guardrails' },
  { path: '/access-control', title: 'Access Control' },
  { path: '/alerts', title: 'Security Alerts' },
  { path: '/monitoring', title: 'Monitoring' },
  { path: '/settings', title: 'System Settings' },
  { path: '/profile-settings', title: 'Profile Settings' },
  { path: '/account-security', title: 'Account Security' },
  { path: '/support', title: 'Support' },
  { path: '/support/documentation', title: 'Documentation' },
  { path: '/support/chat', title: 'AI Assistant' },
  { path: '/support/ticket', title: 'Submit a Support Ticket' },
  { path: '/support/contact', title: 'Contact Support' },
];

export const findScreen = (path: string): Screen | undefined => SCREENS.find((s) => s.path === path);
