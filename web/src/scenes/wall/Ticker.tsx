import { useEffect, useRef, useState } from 'react';
import { Tag } from '@blueprintjs/core';
import { format, isToday, parseISO } from 'date-fns';
import { SEVERITY_INTENT } from '../../components/severity-intent.ts';
import { useWall } from '../../state/wall.ts';

/** Today's events by the second; older ones with their day, so a quiet night does not read as now. */
function when(iso: string): string {
  const at = parseISO(iso);
  return format(at, isToday(at) ? 'HH:mm:ss' : 'EEE HH:mm');
}

/**
 * How many lines of the list fit whole in its height: the lines are all as tall as the first, and one cut
 * off at the bottom of a wall reads as broken. Null until measured (then every line is drawn, clipped).
 */
function useLinesThatFit(lines: number) {
  const listRef = useRef<HTMLOListElement>(null);
  const [fit, setFit] = useState<number | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const line = list.firstElementChild as HTMLElement | null;
      if (line && line.offsetHeight > 0) setFit(Math.max(1, Math.floor(list.clientHeight / line.offsetHeight)));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    measure();
    return () => observer.disconnect();
  }, [lines]);
  return { listRef, fit };
}

/** The latest alerts and blocked conversations, newest on top; a new line slides in. */
export function Ticker({ openAlerts, overdueAlerts }: { openAlerts: number | null; overdueAlerts: number | null }) {
  const { ticker: all } = useWall();
  const { listRef, fit } = useLinesThatFit(all.length);
  const ticker = fit === null ? all : all.slice(0, fit);
  return (
    <section className="wall-ticker" aria-labelledby="wall-ticker-title">
      <header className="wall-ticker__header">
        <h2 id="wall-ticker-title">Latest events</h2>
        {openAlerts !== null && (
          <span className="wall-ticker__open" data-testid="wall-open-alerts">
            {openAlerts} open alerts
            {(overdueAlerts ?? 0) > 0 && (
              <span className="wall-ticker__overdue" data-testid="wall-overdue-alerts">
                {' · '}
                {overdueAlerts} past SLA
              </span>
            )}
          </span>
        )}
      </header>
      {ticker.length === 0 ? (
        <p className="wall-ticker__empty">No alerts or blocked conversations yet</p>
      ) : (
        <ol ref={listRef} className="wall-ticker__list" aria-label="Latest alerts and blocked conversations">
          {ticker.map((entry) => (
            <li key={entry.key} className="wall-ticker__item" data-testid="wall-ticker-item">
              <span className="wall-ticker__time">{when(entry.at)}</span>
              <span className="wall-ticker__what">
                <span className="wall-ticker__policy">{entry.policy || entry.action}</span>
                <span className="wall-ticker__who">
                  {entry.user}
                  {entry.tool && ` · ${entry.tool}`}
                </span>
              </span>
              <span className="wall-ticker__tags">
                <Tag size="large" intent={entry.action === 'Blocked' ? 'danger' : 'warning'}>
                  {entry.action}
                </Tag>
                {entry.severity && (
                  <Tag size="large" minimal intent={SEVERITY_INTENT[entry.severity]}>
                    {entry.severity}
                  </Tag>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
