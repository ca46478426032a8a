import { ALERT_TRANSITIONS, NOT_FOUND, type Alert, type AlertStatus } from '@gsg/shared';
import { conflict, notFound } from '../http-errors.ts';
import type { LiveBus } from '../live/event-bus.ts';
import { kpiDelta } from '../live/presenters.ts';
import type { AlertRepository } from '../store/index.ts';

export interface AlertService {
  /** Moves an alert along ALERT_TRANSITIONS, recording who moved it and when. */
  updateStatus(id: string, to: AlertStatus, by: string): Promise<Alert>;
}

export const transitionRefused = (from: AlertStatus, to: AlertStatus): string => `Cannot move an alert from ${from} to ${to}`;
export const ALERT_CHANGED_MEANWHILE = 'The alert was changed by someone else in the meantime; reload it and try again';

export function createAlertService(alerts: AlertRepository, live: LiveBus, now: () => Date = () => new Date()): AlertService {
  return {
    async updateStatus(id, to, by) {
      const alert = await alerts.get(id);
      if (!alert) throw notFound(NOT_FOUND.alert);
      if (!ALERT_TRANSITIONS[alert.status].includes(to)) throw conflict(transitionRefused(alert.status, to));
      const moved = await alerts.transition(id, alert.status, { from: alert.status, to, at: now().toISOString(), by });
      if (!moved) throw conflict(ALERT_CHANGED_MEANWHILE);
      live.publish('alert.updated', moved);
      if (alert.status === 'open') live.publish('kpi.delta', kpiDelta({ openAlerts: -1 }));
      return moved;
    },
  };
}
