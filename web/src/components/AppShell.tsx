import { useEffect, type ReactNode } from 'react';
import { Button, Drawer } from '@blueprintjs/core';
import { useIsMobile } from '../hooks/use-media-query.ts';
import { holdLiveConnection } from '../state/live.ts';
import { setMobileSidebarOpen, toggleSidebar, useUi } from '../state/ui.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { GlobalSearch } from './GlobalSearch.tsx';
import { LiveIndicator } from './LiveIndicator.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { Sidebar } from './Sidebar.tsx';

/** Sidebar, header (search, bell, account) and the screen. */
export function AppShell({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const { sidebarExpanded, mobileSidebarOpen } = useUi();

  useEffect(() => holdLiveConnection(), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggleSidebar(isMobile);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isMobile]);

  const closeSheet = () => setMobileSidebarOpen(false);
  const collapsed = !isMobile && !sidebarExpanded;

  return (
    <div className={`app-shell${collapsed ? ' app-shell--collapsed' : ''}`}>
      {isMobile ? (
        <Drawer
          isOpen={mobileSidebarOpen}
          onClose={closeSheet}
          position="left"
          size="18rem"
          className="app-sidebar-sheet"
          aria-label="Navigation"
        >
          <Sidebar compact={false} onNavigate={closeSheet} />
        </Drawer>
      ) : (
        <aside className="app-sidebar" data-state={sidebarExpanded ? 'expanded' : 'collapsed'}>
          <Sidebar compact={collapsed} />
        </aside>
      )}
      <div className="app-main">
        <header className="app-header">
          <Button
            variant="minimal"
            icon="menu"
            aria-label="Toggle Sidebar"
            aria-expanded={isMobile ? mobileSidebarOpen : sidebarExpanded}
            onClick={() => toggleSidebar(isMobile)}
          />
          <GlobalSearch />
          <div className="app-header__end">
            <LiveIndicator />
            <NotificationBell />
            <AccountMenu />
          </div>
        </header>
        <main className="app-content">{children}</main>
      </div>
    </div>
  );
}
