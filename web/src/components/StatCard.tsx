import type { ReactNode } from 'react';
import { Classes, Icon, type IconName } from '@blueprintjs/core';
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
}

const formatCount = new Intl.NumberFormat('en-US').format;

/** A summary card: a title, a count and a caption; with `onToggle`, a button that switches a quick filter. */
export function StatCard({ title, value, caption, icon, active = false, onToggle }: Props) {
  const body: ReactNode = (
    <>
      <span className="stat-card__top">
        <span className="stat-card__title">{title}</span>
        <Icon icon={icon} className="stat-card__icon" />
      </span>
      <span className={`stat-card__value${value === null ? ` ${Classes.SKELETON}` : ''}`} data-testid="stat-value">
        {value === null ? '0' : formatCount(value)}
      </span>
      {caption && <span className="stat-card__caption">{caption}</span>}
    </>
  );
  if (!onToggle) return <div className={`${Classes.CARD} stat-card`}>{body}</div>;
  return (
    <button
      type="button"
      className={`${Classes.CARD} ${Classes.INTERACTIVE} stat-card stat-card--toggle${active ? ` ${Classes.SELECTED} stat-card--active` : ''}`}
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
