import { useEffect, useState } from 'react';
import { Button, Popover, Tag } from '@blueprintjs/core';
import { isOverdue, relativeTime, type Alert } from '@gsg/shared';
import type { Snapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useLiveTopic } from '../hooks/use-live-topic.ts';
import { applyAlertEvents, applyOpenAlertsDelta, loadRecentAlerts, resolveAlert, useAlerts } from '../state/alerts.ts';
import { formatCount } from './format-count.ts';
import { SEVERITY_INTENT } from './severity-intent.ts';

function BellItem({ alert, onOpen }: { alert: Snapshot<Alert>; onOpen: () => void }) {
  const [resolving, setResolving] = useState(false);
  const dismiss = async () => {
    setResolving(true);
    await resolveAlert(alert.id);
    setResolving(false);
  };
  return (
    <li className={`bell-item bell-item--${alert.status}`}>
      <button type="button" className="bell-item__main" onClick={onOpen}>
        <span className="bell-item__top">
          <span className="bell-item__title">{alert.policyTriggered}</span>
          <Tag minimal round intent={SEVERITY_INTENT[alert.severity]}>
            {alert.severity}
          </Tag>
        </span>
        <span className="bell-item__meta">
          {alert.user} · {alert.actionTaken}
          {alert.count > 1 && ` · ×${formatCount(alert.count)}`}
          {alert.status !== 'open' && ` · ${alert.status}`}
          {alert.status !== 'resolved' && isOverdue(alert) && <span className="bell-item__overdue"> · overdue</span>}
        </span>
        <span className="bell-item__time">{relativeTime(alert.timestamp)}</span>
      </button>
      {alert.status === 'open' && (
        <Button
          className="bell-item__dismiss"
          variant="minimal"
          size="small"
          icon="cross"
          aria-label={`Dismiss alert: ${alert.policyTriggered}`}
          title="Resolve this alert"
          loading={resolving}
          onClick={dismiss}
        />
      )}
    </li>
  );
}

/** The header's bell: the newest alerts and, on the badge, how many are still open. */
export function NotificationBell() {
  const { recent, summary } = useAlerts();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const openCount = summary?.open ?? 0;

  useEffect(() => {
    void loadRecentAlerts();
  }, []);
  useLiveTopic('alerts', applyAlertEvents, loadRecentAlerts);
  useLiveTopic('kpi', applyOpenAlertsDelta, loadRecentAlerts);

  const goToAlerts = () => {
    setOpen(false);
    navigate('/alerts');
  };

  const content = (
    <div className="bell">
      <div className="bell__header">
        <strong>Notifications</strong>
        {openCount > 0 && (
          <Tag minimal round intent="danger">
            {openCount} open
          </Tag>
        )}
        {(summary?.overdue ?? 0) > 0 && (
          <Tag round intent="danger" data-testid="bell-overdue">
            {summary!.overdue} overdue
          </Tag>
        )}
      </div>
      <div className="bell__scroll">
        {recent.length === 0 ? (
          <p className="bell__empty">No alerts</p>
        ) : (
          <ul className="bell__list" aria-label="Recent alerts">
            {recent.map((alert) => (
              <BellItem key={alert.id} alert={alert} onOpen={goToAlerts} />
            ))}
          </ul>
        )}
      </div>
      <div className="bell__footer">
        <Button fill variant="minimal" intent="primary" onClick={goToAlerts}>
          View All Alerts
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      content={content}
      isOpen={open}
      onInteraction={(next) => {
        setOpen(next);
      }}
      placement="bottom-end"
      popoverClassName="bell-popover"
    >
      <Button
        variant="minimal"
        icon="notifications"
        className="bell__trigger"
        aria-label={openCount > 0 ? `Notifications: ${openCount} open alerts` : 'Notifications'}
      >
        {openCount > 0 && (
          <span className="bell__badge" data-testid="bell-badge">
            {openCount}
          </span>
        )}
      </Button>
    </Popover>
  );
}
