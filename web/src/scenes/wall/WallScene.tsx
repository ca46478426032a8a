import { useEffect, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { format } from 'date-fns';
import type { DashboardLayout } from '@gsg/shared';
import { BrandMark } from '../../components/BrandLogo.tsx';
import { LiveIndicator } from '../../components/LiveIndicator.tsx';
import { useLiveTopic } from '../../hooks/use-live-topic.ts';
import { applyAlertEvents, applyOpenAlertsDelta, loadRecentAlerts, useAlerts } from '../../state/alerts.ts';
import { applyKpiDeltas, loadDashboard, refreshDashboard, stopDashboardRefresh, useDashboard } from '../../state/dashboard.ts';
import { holdLiveConnection } from '../../state/live.ts';
import { holdDarkTheme } from '../../state/ui.ts';
import { applyTickerAlerts, applyTickerLogs, loadTicker } from '../../state/wall.ts';
import { DashboardWidgets } from '../dashboard/DashboardWidgets.tsx';
import { KpiCards, KpiSkeletons } from '../dashboard/KpiCards.tsx';
import '../dashboard/dashboard.css';
import { Ticker } from './Ticker.tsx';
import './wall.css';

/** The charts a room can read at a glance: traffic, outcomes, and what is being violated. */
const WALL_LAYOUT: DashboardLayout = [
  { id: 'query-traffic', enabled: true },
  { id: 'blocked-vs-allowed', enabled: true },
  { id: 'violation-types', enabled: true },
  { id: 'top-policy-violations', enabled: true },
];

const CLOCK_TICK_MS = 1000;
// Alerts fall overdue as time passes, with no event to say so: the counts are read again every minute.
const ALERT_COUNTS_REFRESH_MS = 60_000;

// The wall's type, and with it its whole layout, scale with the screen: a 102nd of its width or a
// 57.4th of its height, whichever is smaller (18.8 px on a 1080p screen, 37.6 px on 4K), so every screen
// from 1366×768 to 3840×2160 shows the same wall, every row in view. Narrower screens (a phone) get the
// console's size and scroll.
const WIDTH_IN_TYPE = 102;
const HEIGHT_IN_TYPE = 57.4;
const NARROW_PX = 1200;
const NARROW_TYPE_PX = 16;

const wallTypePx = () =>
  innerWidth < NARROW_PX ? NARROW_TYPE_PX : Math.floor(Math.min(innerWidth / WIDTH_IN_TYPE, innerHeight / HEIGHT_IN_TYPE) * 10) / 10;

function useWallTypePx(): number {
  const [px, setPx] = useState(wallTypePx);
  useEffect(() => {
    const onResize = () => setPx(wallTypePx());
    addEventListener('resize', onResize);
    return () => removeEventListener('resize', onResize);
  }, []);
  return px;
}

function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className="wall__clock" dateTime={now.toISOString()}>
      {format(now, 'EEE d MMM · HH:mm:ss')}
    </time>
  );
}

/**
 * The SOC wall display (/?view=wall): the dashboard full screen without the shell, dark whatever the
 * user's theme, in large type, with a ticker of the latest alerts and blocked conversations. It holds its
 * own live connection; socket.io reconnects by itself, and the indicator shows the state meanwhile.
 */
export default function WallScene() {
  const { loading, data } = useDashboard();
  const { summary } = useAlerts();
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  const typePx = useWallTypePx();

  useEffect(() => {
    const releaseLive = holdLiveConnection();
    const releaseDark = holdDarkTheme();
    document.title = 'Wall · GSG Console';
    void loadDashboard();
    void loadRecentAlerts();
    void loadTicker();
    const countsTimer = setInterval(() => void loadRecentAlerts(), ALERT_COUNTS_REFRESH_MS);
    const onFullscreen = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.removeEventListener('fullscreenchange', onFullscreen);
      clearInterval(countsTimer);
      stopDashboardRefresh();
      releaseDark();
      releaseLive();
    };
  }, []);

  useLiveTopic('kpi', applyKpiDeltas, refreshDashboard);
  useLiveTopic('kpi', applyOpenAlertsDelta, loadRecentAlerts);
  useLiveTopic('alerts', applyAlertEvents, loadRecentAlerts);
  useLiveTopic('alerts', applyTickerAlerts, loadTicker);
  useLiveTopic('logs', applyTickerLogs, loadTicker);

  return (
    <div className="wall" data-testid="wall" style={{ fontSize: typePx }}>
      <header className="wall__header">
        <span className="wall__brand">
          <BrandMark size={Math.round(typePx * 2.2)} />
          <span>GSG Security Operations</span>
        </span>
        <Clock />
        <span className="wall__status">
          <LiveIndicator large />
          {!fullscreen && (
            <Button
              size="large"
              variant="minimal"
              icon="fullscreen"
              aria-label="Full screen"
              onClick={() => void document.documentElement.requestFullscreen()}
            />
          )}
        </span>
      </header>
      {loading ? <KpiSkeletons /> : <KpiCards kpis={data?.kpis ?? null} />}
      <div className="wall__body">
        <div className="wall__charts">{data && <DashboardWidgets data={data} layout={WALL_LAYOUT} look={{ fill: true, fontPx: typePx }} />}</div>
        <Ticker openAlerts={summary?.open ?? null} overdueAlerts={summary?.overdue ?? null} />
      </div>
    </div>
  );
}
