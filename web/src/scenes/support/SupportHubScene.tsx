import { Icon, type IconName } from '@blueprintjs/core';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { ScreenProps } from '../screens.ts';
import './support.css';

const PAGES: ReadonlyArray<{ path: string; title: string; description: string; icon: IconName }> = [
  { path: '/support/documentation', title: 'Documentation', description: 'Guides to every part of the console', icon: 'book' },
  { path: '/support/chat', title: 'AI Assistant', description: 'Ask questions any time, available 24/7', icon: 'chat' },
  { path: '/support/ticket', title: 'Submit a Support Ticket', description: 'Report a problem or request a feature', icon: 'annotation' },
  { path: '/support/contact', title: 'Contact Support', description: 'Reach our team by phone or email', icon: 'phone' },
];

/** The Support hub (/support): one card per way of getting help. */
export default function SupportHubScene({ title, subtitle }: ScreenProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <nav className="support-hub" aria-label="Support">
        {PAGES.map((page) => (
          <Link key={page.path} href={page.path} className="bp6-card bp6-interactive support-hub__card">
            <Icon icon={page.icon} size={24} className="support-hub__icon" />
            <span className="support-hub__title">{page.title}</span>
            <span className="support-hub__description">{page.description}</span>
          </Link>
        ))}
      </nav>
    </>
  );
}
