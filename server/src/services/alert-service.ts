import { ALERT_TRANSITIONS, NOT_FOUND, type Actor, type Alert, type AlertStatus } from '@gsg/shared';
import { conflict, notFound } from '../http-errors.ts';
import type { DomainBus } from '../events/domain-bus.ts';
import type { AlertRepository } from '../store/index.ts';

export interface AlertService {
  /** Moves an alert along ALERT_TRANSITIONS, recording who moved it and when. */
  updateStatus(id: string, to: AlertStatus, by: Actor): Promise<Alert>;
}

export const transitionRefused = (from: AlertStatus, to: AlertStatus): string => `Cannot move an alert from ${from} to ${to}`;
export const ALERT_CHANGED_MEANWHILE = 'The alert was changed by someone else in the meantime; reload it and try again';

export function createAlertService(alerts: AlertRepository, events: DomainBus, now: () => Date = () => new Date()): AlertService {
  return {
    async updateStatus(id, to, by) {
      const alert = await alerts.get(id);
      if (!alert) throw notFound(NOT_FOUND.alert);
      if (!ALERT_TRANSITIONS[alert.status].includes(to)) throw conflict(transitionRefused(alert.status, to));
      const from = alert.status;
      const moved = await events.record(
        (outbox) => alerts.transition(id, from, { from, to, at: now().toISOString(), by: by.username }, outbox),
        (stored: Alert) => [{ type: 'alert.transitioned', data: { alert: stored, from, by } }],
      );
      if (!moved) throw conflict(ALERT_CHANGED_MEANWHILE);
      return moved;
    },
  };
}
