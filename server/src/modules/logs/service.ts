import type { Actor, RevealField, RevealResponse } from '@gsg/shared';
import type { DomainBus } from '../../events/domain-bus.ts';
import { whoActed, type AuditTrail } from '../audit/audit-trail.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import type { LogRepository, Store } from '../../store/index.ts';
import { conflict } from '../../http-errors.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

export const REVEAL_AUDIT_ACTION = 'log.revealed';
/** What a log holds in place of its sealed original when originals were not kept (Encryption at rest off). */
export const ORIGINAL_NOT_KEPT = '';
export const ORIGINAL_NOT_KEPT_MESSAGE =
  'The original of this conversation was not kept: Settings › Security › Encryption at rest was off when it was stored';

export interface LogService {
  /** One keyset page of logs, newest first. */
  list: LogRepository['list'];
  /** How many logs match the filters, per status. */
  summary: LogRepository['summary'];
  /** Every log matching the filters, for the export. */
  stream: LogRepository['stream'];
  /** The conversations behind an alert. */
  forAlert: LogRepository['forAlert'];
  /**
   * The original text of one field of a log, once the reveal and its reason are in the audit trail; null
   * when there is no such log.
   */
  reveal(id: string, which: RevealField, reason: string, actor: Actor): Promise<RevealResponse | null>;
}

export function createLogService(store: Pick<Store, 'logs'>, secretBox: SecretBox, audit: AuditTrail, events: DomainBus): LogService {
  const { logs } = store;
  return {
    list: (query) => logs.list(query),
    summary: (filter) => logs.summary(filter),
    stream: (filter) => logs.stream(filter),
    forAlert: (alert, limit) => logs.forAlert(alert, limit),
    async reveal(id, which, reason, actor) {
      const sealed = await store.logs.getEncryptedOriginal(id, which);
      if (sealed === null) return null;
      if (sealed === ORIGINAL_NOT_KEPT) throw conflict(ORIGINAL_NOT_KEPT_MESSAGE);
      const content = secretBox.open(sealed);
      // Appended before the text leaves, whatever the Audit logging setting: a reveal that cannot be
      // recorded does not happen. The entry keeps the reason, never the text.
      await audit.append({
        ...whoActed(actor),
        action: REVEAL_AUDIT_ACTION,
        target: `log:${id}`,
        detail: { field: which, reason },
        before: null,
        after: null,
      });
      await events.emit([{ type: 'log.revealed', data: { logId: id, field: which, reason, by: actor } }]);
      return { id, which, content };
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** The conversation logs: reading them, and revealing an original. */
    logs: LogService;
  }
}

export const logsServicePlugin = servicePlugin('logs', ['audit'], (app, { audit }) => createLogService(app.store, app.secretBox, audit, app.events));
