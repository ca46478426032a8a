import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from './lazy-screen.ts';

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
    scene: lazyScreen(() => import('./dashboard/DashboardScene.tsx')),
  },
  {
    path: '/discover',
    title: 'Shadow AI Discovery',
    subtitle: 'Find and track unauthorized AI tools on your network',
    scene: lazyScreen(() => import('./discover/DiscoverScene.tsx')),
  },
  { path: '/endpoints', title: 'Endpoints', scene: lazyScreen(() => import('./endpoints/EndpointsScene.tsx')) },
  {
    path: '/endpoints/release-notes',
    title: 'Release Notes',
    subtitle: 'What changed in each version of the GSG client',
    scene: lazyScreen(() => import('./release-notes/ReleaseNotesScene.tsx')),
  },
  { path: '/guardrails', title: 'Policy Guardrails', scene: lazyScreen(() => import('./guardrails/GuardrailsScene.tsx')) },
  { path: '/access-control', title: 'Access Control', scene: lazyScreen(() => import('./access-control/AccessControlScene.tsx')) },
  {
    path: '/gateway',
    title: 'Gateway',
    subtitle: 'Route each model to its provider, and connect OpenAI clients to the gateway',
    scene: lazyScreen(() => import('./gateway/GatewayScene.tsx')),
  },
  { path: '/alerts', title: 'Security Alerts', scene: lazyScreen(() => import('./alerts/AlertsScene.tsx')) },
  { path: '/monitoring', title: 'Monitoring', scene: lazyScreen(() => import('./monitoring/MonitoringScene.tsx')) },
  { path: '/settings', title: 'System Settings', scene: lazyScreen(() => import('./settings/SettingsScene.tsx')) },
  {
    path: '/audit-log',
    title: 'Audit Log',
    subtitle: 'Who changed or saw what, when, and from where',
    scene: lazyScreen(() => import('./audit-log/AuditLogScene.tsx')),
  },
  { path: '/profile-settings', title: 'Profile Settings', scene: lazyScreen(() => import('./profile-settings/ProfileSettingsScene.tsx')) },
  { path: '/account-security', title: 'Account Security', scene: lazyScreen(() => import('./account-security/AccountSecurityScene.tsx')) },
  { path: '/support', title: 'Support', subtitle: 'Get help with the GSG Console', scene: lazyScreen(() => import('./support/SupportHubScene.tsx')) },
  {
    path: '/support/documentation',
    title: 'Documentation',
    subtitle: 'Guides to every part of the console',
    scene: lazyScreen(() => import('./support/DocumentationScene.tsx')),
  },
  { path: '/support/chat', title: 'AI Assistant', scene: lazyScreen(() => import('./support/ChatScene.tsx')) },
  {
    path: '/support/ticket',
    title: 'Submit a Support Ticket',
    subtitle: 'Tell us what happened and our team will follow up',
    scene: lazyScreen(() => import('./support/TicketScene.tsx')),
  },
  {
    path: '/support/contact',
    title: 'Contact Support',
    subtitle: 'Reach our support team by phone or email',
    scene: lazyScreen(() => import('./support/ContactScene.tsx')),
  },
];

export const findScreen = (path: string): Screen | undefined => SCREENS.find((s) => s.path === path);
