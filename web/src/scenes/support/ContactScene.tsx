import { AnchorButton, Card, H4, Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SUPPORT_TEXTS } from '@gsg/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { ScreenProps } from '../screens.ts';
import { BackToSupport } from './BackToSupport.tsx';
import './support.css';

// A number from the range kept for fiction and a reserved domain: no real person or company is reached
// until the vendor's own contacts go here.
const SUPPORT_PHONE = '+1 (800) 555-0147';
const SUPPORT_EMAIL = 'support@gsg-console.example';

function ContactCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <Card className="contact-card" role="region" aria-label={title}>
      <H4 className="contact-card__title">
        <Icon icon={icon} /> {title}
      </H4>
      {children}
    </Card>
  );
}

/** Contact Support (/support/contact): phone and email, and the quicker ways to help. */
export default function ContactScene({ title, subtitle }: ScreenProps) {
  return (
    <>
      <BackToSupport />
      <PageHeader title={title} subtitle={subtitle} />
      <div className="contact-grid">
        <ContactCard icon="phone" title="Phone Support">
          <p className="contact-card__value">{SUPPORT_PHONE}</p>
          <p className="contact-card__note">{SUPPORT_TEXTS.supportHours}</p>
          <AnchorButton href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`} icon="phone" text="Call Now" />
        </ContactCard>
        <ContactCard icon="envelope" title="Email Support">
          <p className="contact-card__value">{SUPPORT_EMAIL}</p>
          <p className="contact-card__note">{SUPPORT_TEXTS.emailResponse}</p>
          <AnchorButton href={`mailto:${SUPPORT_EMAIL}`} icon="envelope" text="Send Email" />
        </ContactCard>
      </div>
      <ContactCard icon="flash" title={SUPPORT_TEXTS.fasterAssistance}>
        <p className="contact-card__note">Submit a ticket and we will get back to you, or ask the AI Assistant, available 24/7.</p>
        <div className="contact-card__actions">
          <Link href="/support/ticket" asChild>
            <AnchorButton intent="primary" icon="annotation" text="Submit a Ticket" />
          </Link>
          <Link href="/support/chat" asChild>
            <AnchorButton icon="chat" text="Chat with AI Assistant" />
          </Link>
        </div>
      </ContactCard>
    </>
  );
}
