import { Tag } from '@blueprintjs/core';
import { formatCount } from './format-count.ts';

/** How many conversations a grouped alert stands for ("×12"); nothing for an alert of one. */
export function ConversationCount({ count }: { count: number }) {
  if (count <= 1) return null;
  const label = `${formatCount(count)} conversations`;
  return (
    <Tag minimal round className="conversation-count" title={label} aria-label={label} data-testid="alert-count">
      ×{formatCount(count)}
    </Tag>
  );
}
