import { randomUUID } from 'node:crypto';
import { rangeEnd, rangeStart, type Actor, type AuditEntry, type AuditPage, type AuditQuery } from '@gsg/shared';
import { CHAIN_START, checkLinks, type ChainBreak } from '../../store/audit-chain.ts';
import type { AuditRecord, AuditRepository, ChainedAuditRecord } from '../../store/index.ts';
import type { SettingsService } from '../settings/service.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

/** An entry as its writer knows it; the trail gives it an id, and a time unless it has one (its event's). */
export type AuditFact = Omit<AuditRecord, 'id' | 'at'> & { at?: string };

/** Who acted and from where, as an entry records it; the server itself acts with no account. */
export const whoActed = (actor: Actor | null | undefined): Pick<AuditFact, 'actorId' | 'actorName' | 'ipAddress' | 'userAgent'> => ({
  actorId: actor?.accountId ?? null,
  actorName: actor?.username ?? 'system',
  ipAddress: actor?.ipAddress ?? null,
  userAgent: actor?.userAgent ?? null,
});

/**
 * The actions kept even with Settings › Security › Audit logging off: who saw originals, who signed in,
 * and changes to accounts, roles, settings, policies, access, keys and destinations. Audit logging on adds
 * every other change (alert triage, endpoints, one's own profile).
 */
const ROUTINE_ACTIONS = new Set(['alert.transitioned', 'alert.triaged', 'endpoint.changed', 'endpoint.removed', 'account.profile', 'account.photo', 'account.notifications']);
export const isSecurityAction = (action: string): boolean => !ROUTINE_ACTIONS.has(action);

export interface ChainReport {
  entries: number;
  broken: ChainBreak | null;
}

export interface AuditTrail {
  /** Appends the fact now, whatever the setting: for actions that must be recorded before they happen. */
  append(fact: AuditFact): Promise<ChainedAuditRecord>;
  /**
   * Appends the fact unless audit logging is off and the action is routine; a fact whose event the trail
   * has already is not appended again.
   */
  record(fact: AuditFact): Promise<void>;
  page(query: AuditQuery): Promise<AuditPage>;
  /** Reads the whole chain in order and says where it first breaks. */
  verify(): Promise<ChainReport>;
}

const VERIFY_BATCH = 1000;

export const presentAuditEntry = ({ prevHash: _prev, ...entry }: ChainedAuditRecord): AuditEntry => ({
  ...entry,
  before: entry.before ?? null,
  after: entry.after ?? null,
});

/** Reads the whole chain in order, a batch at a time, and says where it first breaks. */
export async function verifyAuditChain(repo: Pick<AuditRepository, 'chain'>): Promise<ChainReport> {
  let entries = 0;
  let prevSeq = 0;
  let prevHash = CHAIN_START;
  for (;;) {
    const batch = await repo.chain(prevSeq, VERIFY_BATCH);
    if (batch.length === 0) return { entries, broken: null };
    const broken = checkLinks(batch, prevSeq, prevHash);
    if (broken) return { entries: entries + (broken.seq - prevSeq - 1), broken };
    entries += batch.length;
    prevSeq = batch.at(-1)!.seq;
    prevHash = batch.at(-1)!.hash;
  }
}

export function createAuditTrail(repo: AuditRepository, settings: SettingsService, now: () => Date = () => new Date()): AuditTrail {
  const append = ({ at, ...fact }: AuditFact) => repo.append({ id: randomUUID(), at: at ?? now().toISOString(), ...fact });
  return {
    append,
    async record(fact) {
      if (!isSecurityAction(fact.action) && !(await settings.get('security')).auditLogging) return;
      await append(fact);
    },
    async page({ before, limit, from, to, ...filter }) {
      const items = await repo.page(
        { ...filter, from: from && rangeStart(from)?.toISOString(), to: to && rangeEnd(to)?.toISOString() },
        before,
        limit,
      );
      const last = items.at(-1);
      return { items: items.map(presentAuditEntry), nextBefore: items.length === limit && last && last.seq > 1 ? last.seq : null };
    },
    verify: () => verifyAuditChain(repo),
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** The append-only, hash-chained record of who changed or saw what. */
    audit: AuditTrail;
  }
}

export const auditServicePlugin = servicePlugin('audit', ['settings'], (app, { settings }) => createAuditTrail(app.store.audit, settings));
