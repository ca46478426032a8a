import { Button, Card, Icon, InputGroup, Tag } from '@blueprintjs/core';
import { SUPPORT_TEXTS } from '@gsg/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { ScreenProps } from '../screens.ts';
import { BackToSupport } from './BackToSupport.tsx';
import './support.css';

/** AI Assistant (/support/chat): the spec's placeholder; no assistant answers yet, so nothing can be sent. */
export default function ChatScene({ title, subtitle }: ScreenProps) {
  return (
    <>
      <BackToSupport />
      <PageHeader title={title} subtitle={subtitle} />
      <Card className="chat-card">
        <header className="chat-card__header">
          <Icon icon="chat" size={18} />
          <strong>{title}</strong>
          <Tag intent="success" minimal round>
            {SUPPORT_TEXTS.assistantAvailability}
          </Tag>
        </header>
        <div className="chat-card__body">{SUPPORT_TEXTS.assistantPlaceholder}</div>
        <form className="chat-card__composer" onSubmit={(event) => event.preventDefault()}>
          <InputGroup placeholder="Type your message..." aria-label="Message" disabled fill />
          <Button type="submit" icon="send-message" intent="primary" disabled>
            Send
          </Button>
        </form>
      </Card>
    </>
  );
}
