import { Card, Classes, Icon, type IconName } from '@blueprintjs/core';
import type { LogSummary } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { formatCount } from '../../components/format-count.ts';

const CARDS: ReadonlyArray<{ title: string; icon: IconName; key: keyof LogSummary }> = [
  { title: 'Total Logs', icon: 'th-list', key: 'total' },
  { title: 'Allowed', icon: 'tick-circle', key: 'allowed' },
  { title: 'Blocked', icon: 'ban-circle', key: 'blocked' },
  { title: 'Flagged', icon: 'flag', key: 'flagged' },
];

/** The counts of every log matching the filters (not only the loaded rows), kept current live. */
export function SummaryCards({ summary }: { summary: Snapshot<LogSummary> | null }) {
  return (
    <div className="log-cards">
      {CARDS.map((card) => (
        <Card key={card.key} className="log-card" aria-label={card.title}>
          <div className="log-card__top">
            <span className="log-card__title">{card.title}</span>
            <Icon icon={card.icon} className={`log-card__icon log-card__icon--${card.key}`} />
          </div>
          <div className={`log-card__value${summary ? '' : ` ${Classes.SKELETON}`}`} data-testid="log-card-value">
            {summary ? formatCount(summary[card.key]) : '0'}
          </div>
        </Card>
      ))}
    </div>
  );
}
