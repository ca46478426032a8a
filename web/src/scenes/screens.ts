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
  {
    path: '/discover',
    title: 'Shadow AI Discovery',
    subtitle: 'Find and track unauthorized AI tools on your network',
    scene: lazy(() => import('./discover/DiscoverScene.tsx')),
  },
  { path: '/endpoints', title: 'Endpoints', scene: lazy(() => import('./endpoints/EndpointsScene.tsx')) },
  { path: '/guardrails', title: 'Policy Guardrails', scene: lazy(() => import('./guardrails/GuardrailsScene.tsx')) },
  { path: '/access-control', title: 'Access Control', scene: lazy(() => import('./access-control/AccessControlScene.tsx')) },
  { path: '/alerts', title: 'Security Alerts', scene: lazy(() => import('./alerts/AlertsScene.tsx')) },
  { path: '/monitoring', title: 'Monitoring', scene: lazy(() => import('./monitoring/MonitoringScene.tsx')) },
  { path: '/settings', title: 'System Settings', scene: lazy(() => import('./settings/SettingsScene.tsx')) },
  { path: '/profile-settings', title: 'Profile Settings', scene: lazy(() => import('./profile-settings/ProfileSettingsScene.tsx')) },
  { path: '/account-security', title: 'Account Security', scene: lazy(() => import('./account-security/AccountSecurityScene.tsx')) },
  { path: '/support', title: 'Support', subtitle: 'Get help with the GSG Console', scene: lazy(() => import('./support/SupportHubScene.tsx')) },
  {
    path: '/support/documentation',
    title: 'Documentation',
    subtitle: 'Guides to every part of the console',
    scene: lazy(() => import('./support/DocumentationScene.tsx')),
  },
  { path: '/support/chat', title: 'AI Assistant', scene: lazy(() => import('./support/ChatScene.tsx')) },
  {
    path: '/support/ticket',
    title: 'Submit a Support Ticket',
    subtitle: 'Tell us what happened and our team will follow up',
    scene: lazy(() => import('./support/TicketScene.tsx')),
  },
  {
    path: '/support/contact',
    title: 'Contact Support',
    subtitle: 'Reach our support team by phone or email',
    scene: lazy(() => import('./support/ContactScene.tsx')),
  },
];

export const findScreen = (path: string): Screen | undefined => SCREENS.find((s) => s.path === path);
