export interface DocTopic {
  /** The anchor: /support/documentation#<id>. */
  id: string;
  title: string;
  description: string;
  /** The screen the topic is about, when it is one. */
  path?: string;
  children?: readonly DocTopic[];
}

/** The Documentation page's anchors in the spec's order, each with its short description. */
export const DOC_TOPICS: readonly DocTopic[] = [
  { id: 'getting-started', title: 'Getting Started Guide', description: 'Sign in, find your way around the console and set up your first guardrail policy.' },
  { id: 'faqs', title: 'FAQs', description: 'Answers to common questions about policies, alerts, conversation logs and the GSG client.' },
  { id: 'dashboard', title: 'Dashboard', description: 'Read the KPI cards and charts, and choose which charts appear.', path: '/' },
  { id: 'discover', title: 'Discover', description: 'Find unauthorized AI tools used on your network, and who uses them.', path: '/discover' },
  { id: 'endpoints', title: 'Endpoints', description: 'Track the devices running the GSG client, update clients and download installers.', path: '/endpoints' },
  {
    id: 'protect',
    title: 'Protect',
    description: 'Decide what may be sent to AI tools, and who may use them.',
    children: [
      { id: 'guardrails', title: 'Guardrails', description: 'Keyword, regex and AI detector policies that flag or block conversations.', path: '/guardrails' },
      { id: 'access-control', title: 'Access Control', description: 'Allow or deny AI access per user or group from your identity provider.', path: '/access-control' },
    ],
  },
  { id: 'monitoring', title: 'Monitoring', description: 'Search conversation logs, reveal originals for audit and export them to CSV.', path: '/monitoring' },
  { id: 'alerts', title: 'Alerts', description: 'Work policy violations from open through investigating to resolved.', path: '/alerts' },
  { id: 'settings', title: 'Settings', description: 'Retention, security, users, notifications and integrations.', path: '/settings' },
];
