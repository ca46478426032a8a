import type { ReactNode } from 'react';
import { Classes, Icon, type IconName } from '@blueprintjs/core';
import { Link } from 'wouter';
import { formatCount } from './format-count.ts';
import './stat-card.css';

interface Props {
  title: string;
  /** The figure; null while it loads (a pulsing placeholder). */
  value: number | null;
  caption?: string;
  icon: IconName;
  /** A card that toggles a quick filter: whether that filter is on. */
  active?: boolean;
  onToggle?(): void;
  /** A card that opens another screen: where it leads. */
  href?: string;
  className?: string;
  /** The figure's test id, for tests and benchmarks that read the cards of one screen. */
  valueTestId?: string;
}

/**
 * A summary card: a title, a count and a caption; with `onToggle`, a button that switches a quick filter;
 * with `href`, a link to the screen behind the count.
 */
export function StatCard({ title, value, caption, icon, active = false, onToggle, href, className, valueTestId = 'stat-value' }: Props) {
  const card = `${Classes.CARD} stat-card${className ? ` ${className}` : ''}`;
  const body: ReactNode = (
    <>
      <span className="stat-card__top">
        <span className="stat-card__title">{title}</span>
        <Icon icon={icon} className="stat-card__icon" />
      </span>
      <span className={`stat-card__value${value === null ? ` ${Classes.SKELETON}` : ''}`} data-testid={valueTestId}>
        {value === null ? '0' : formatCount(value)}
      </span>
      {caption && <span className="stat-card__caption">{caption}</span>}
    </>
  );
  if (href) {
    return (
      <Link href={href} className={`${card} ${Classes.INTERACTIVE}`}>
        {body}
      </Link>
    );
  }
  if (!onToggle) return <div className={card}>{body}</div>;
  return (
    <button
      type="button"
      className={`${card} ${Classes.INTERACTIVE} stat-card--toggle${active ? ` ${Classes.SELECTED} stat-card--active` : ''}`}
      aria-pressed={active}
      onClick={onToggle}
    >
      {body}
    </button>
  );
}

/** The row of summary cards above a table. */
export function StatCards({ children }: { children: ReactNode }) {
  return <div className="stat-grid">{children}</div>;
}
