import { randomUUID } from 'node:crypto';
import { ALERT_TRANSITIONS, NOT_FOUND, can, type Actor, type Alert, type AlertAssignee, type AlertBulkResult, type AlertStatus, type AlertUpdate } from '@gsg/shared';
import { HttpError, badRequest, conflict, notFound } from '../../http-errors.ts';
import type { DomainBus } from '../../events/domain-bus.ts';
import type { Account, AccountRepository, AlertRepository } from '../../store/index.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

export interface AlertService {
  /** One page of alerts, with the summary the filters select. */
  list: AlertRepository['list'];
  get: AlertRepository['get'];
  /** Each policy's judged alerts, for its precision. */
  dispositionsByPolicy: AlertRepository['dispositionsByPolicy'];
  /** Moves an alert along ALERT_TRANSITIONS, recording who moved it and when. */
  updateStatus(id: string, to: AlertStatus, by: Actor): Promise<Alert>;
  /** Triage: a move, an assignee (an account's username, or null), a disposition, or several at once. */
  update(id: string, change: AlertUpdate, by: Actor): Promise<Alert>;
  comment(id: string, text: string, by: Actor): Promise<Alert>;
  /** The same change to each alert, judged on its own: one refused does not stop the others. */
  bulk(ids: readonly string[], change: AlertUpdate, by: Actor): Promise<AlertBulkResult>;
  /** The accounts alerts can be assigned to, by name. */
  assignees(): Promise<AlertAssignee[]>;
}

export const transitionRefused = (from: AlertStatus, to: AlertStatus): string => `Cannot move an alert from ${from} to ${to}`;
export const ALERT_CHANGED_MEANWHILE = 'The alert was changed by someone else in the meantime; reload it and try again';
export const unknownAssignee = (username: string): string => `There is no account named ${username} that alerts can be assigned to`;

/** Who may work an alert: an enabled account whose role may triage. */
export const canBeAssigned = (account: Pick<Account, 'disabled' | 'role'>): boolean => !account.disabled && can(account.role, 'alerts.triage');

export function createAlertService(
  alerts: AlertRepository,
  accounts: Pick<AccountRepository, 'getByUsername' | 'list'>,
  events: DomainBus,
  now: () => Date = () => new Date(),
): AlertService {
  async function updateStatus(id: string, to: AlertStatus, by: Actor): Promise<Alert> {
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
  }

  async function update(id: string, { status, assignee: named, disposition }: AlertUpdate, by: Actor): Promise<Alert> {
    // The assignee is checked first, so a refused change leaves the alert as it was. Usernames match in any
    // case: the alert keeps the account's own spelling, which "Assigned to me" and the filters compare.
    let assignee = named;
    if (named) {
      const account = await accounts.getByUsername(named);
      if (!account || !canBeAssigned(account)) throw badRequest(unknownAssignee(named), [{ path: 'body.assignee', message: 'no such account, or one that may not triage' }]);
      assignee = account.username;
    }
    let alert = status !== undefined ? await updateStatus(id, status, by) : null;
    const changes = [...(assignee !== undefined ? (['assignee'] as const) : []), ...(disposition !== undefined ? (['disposition'] as const) : [])];
    if (changes.length === 0) return alert!;
    alert = await events.record(
      (outbox) => alerts.update(id, { assignee, disposition }, outbox),
      (triaged: Alert) => [{ type: 'alert.triaged', data: { alert: triaged, changes, by } }],
    );
    if (!alert) throw notFound(NOT_FOUND.alert);
    return alert;
  }

  return {
    list: (query) => alerts.list(query),
    get: (id) => alerts.get(id),
    dispositionsByPolicy: () => alerts.dispositionsByPolicy(),
    updateStatus,
    update,
    async comment(id, text, by) {
      const alert = await events.record(
        (outbox) => alerts.addComment(id, { id: randomUUID(), at: now().toISOString(), by: by.username, text }, outbox),
        (commented: Alert) => [{ type: 'alert.triaged', data: { alert: commented, changes: ['comment'], by } }],
      );
      if (!alert) throw notFound(NOT_FOUND.alert);
      return alert;
    },
    async bulk(ids, change, by) {
      const results: AlertBulkResult['results'] = [];
      // One after another: each move reads the alert it changes, and the store takes one write at a time.
      for (const id of new Set(ids)) {
        try {
          results.push({ id, ok: true, status: 200, message: null, alert: await update(id, change, by) });
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          results.push({ id, ok: false, status: err.statusCode, message: err.message, alert: null });
        }
      }
      return { results };
    },
    async assignees() {
      return (await accounts.list())
        .filter(canBeAssigned)
        .map((a) => ({ username: a.username, fullName: a.profile.fullName || a.username }))
        .sort((a, b) => a.fullName.localeCompare(b.fullName));
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** Alerts and their triage. */
    alerts: AlertService;
  }
}

export const alertsServicePlugin = servicePlugin('alerts', [], (app) => createAlertService(app.store.alerts, app.store.accounts, app.events));
