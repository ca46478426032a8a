import { Collapse, Icon, Tooltip } from '@blueprintjs/core';
import { Link, useLocation } from 'wouter';
import { NAV_PAGES, isActivePath, type NavPage } from '../navigation.ts';
import { toggleProtectGroup, useUi } from '../state/ui.ts';
import { Brand } from './BrandLogo.tsx';

const PROTECT_PAGES = NAV_PAGES.filter((p) => p.group === 'Protect');

function SidebarLink({ page, compact, onNavigate }: { page: NavPage; compact: boolean; onNavigate?: () => void }) {
  const [location] = useLocation();
  const active = isActivePath(page.path, location);
  return (
    <li>
      <Tooltip content={page.label} placement="right" disabled={!compact} className="sidebar__tooltip-target">
        <Link
          href={page.path}
          className={`sidebar__item${active ? ' sidebar__item--active' : ''}`}
          aria-current={active ? 'page' : undefined}
          aria-label={page.label}
          onClick={onNavigate}
        >
          <Icon icon={page.icon} />
          <span className="sidebar__label">{page.label}</span>
        </Link>
      </Tooltip>
    </li>
  );
}

/**
 * The navigation in spec order. `compact` is the icons-only state; the Protect group's header hides
 * then, and its pages show as plain icons so they stay reachable.
 */
export function Sidebar({ compact, onNavigate }: { compact: boolean; onNavigate?: () => void }) {
  const { protectOpen } = useUi();
  const link = (page: NavPage) => <SidebarLink key={page.path} page={page} compact={compact} onNavigate={onNavigate} />;
  const items = NAV_PAGES.flatMap((page) => {
    if (page.group !== 'Protect') return [link(page)];
    if (page !== PROTECT_PAGES[0]) return [];
    if (compact) return PROTECT_PAGES.map(link);
    return [
      <li key="protect">
        <button
          type="button"
          className="sidebar__item sidebar__group-toggle"
          aria-expanded={protectOpen}
          aria-controls="sidebar-protect"
          onClick={toggleProtectGroup}
        >
          <Icon icon="lock" />
          <span className="sidebar__label">Protect</span>
          <Icon icon={protectOpen ? 'chevron-down' : 'chevron-right'} className="sidebar__chevron" />
        </button>
        <Collapse isOpen={protectOpen} keepChildrenMounted>
          <ul className="sidebar__submenu" id="sidebar-protect">
            {PROTECT_PAGES.map(link)}
          </ul>
        </Collapse>
      </li>,
    ];
  });
  return (
    <div className={`sidebar${compact ? ' sidebar--compact' : ''}`}>
      <Brand compact={compact} />
      <nav aria-label="Main navigation">
        <ul className="sidebar__menu">{items}</ul>
      </nav>
    </div>
  );
}
