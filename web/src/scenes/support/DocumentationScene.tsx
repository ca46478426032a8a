import { useEffect } from 'react';
import { Card } from '@blueprintjs/core';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { ScreenProps } from '../screens.ts';
import { BackToSupport } from './BackToSupport.tsx';
import { DOC_TOPICS, type DocTopic } from './documentation-topics.ts';
import './support.css';

function Topic({ topic }: { topic: DocTopic }) {
  return (
    <li id={topic.id} className="doc-topic">
      <a href={`#${topic.id}`} className="doc-topic__anchor">
        {topic.title}
      </a>
      <p className="doc-topic__description">{topic.description}</p>
      {topic.path && (
        <Link href={topic.path} className="doc-topic__open">
          Open {topic.title}
        </Link>
      )}
      {topic.children && (
        <ul className="doc-topics doc-topics--nested">
          {topic.children.map((child) => (
            <Topic key={child.id} topic={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Documentation (/support/documentation): an anchor per topic, so a link can point at one. */
export default function DocumentationScene({ title, subtitle }: ScreenProps) {
  // The page renders after the browser's own jump to the URL's anchor, so the jump is made here.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <>
      <BackToSupport />
      <PageHeader title={title} subtitle={subtitle} />
      <Card className="doc-card">
        <ul className="doc-topics">
          {DOC_TOPICS.map((topic) => (
            <Topic key={topic.id} topic={topic} />
          ))}
        </ul>
      </Card>
    </>
  );
}
