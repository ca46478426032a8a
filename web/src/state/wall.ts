import { proxy, useSnapshot } from 'valtio';
import { ALERTS_API, LOGS_API, type Alert, type ConversationLog, type LiveEventOf, type Severity } from '@gsg/shared';
import { api } from '../api/client.ts';

/**
 * The wall display's ticker: the latest alerts and blocked conversations, newest first. A blocked
 * conversation that raised an alert is one line (its log and its alert share the log's id), so a room
 * watching the wall does not read every block twice.
 */
export interface TickerEntry {
  /** The conversation's log id, or the alert's own id when it has no log. */
  key: string;
  at: string;
  user: string;
  policy: string;
  /** 'Blocked', 'Flagged', ... as the alert or the log says. */
  action: string;
  /** The AI tool, known from the log. */
  tool: string | null;
  /** Set when the conversation raised an alert. */
  severity: Severity | null;
}

export const TICKER_SIZE = 12;
// Enough of each kind that the merged list is full even when one kind dominates.
const LOAD_EACH = 25;

export const wallState = proxy<{ ticker: TickerEntry[] }>({ ticker: [] });

const fromAlert = (alert: Alert): TickerEntry => ({
  key: alert.logId ?? alert.id,
  at: alert.timestamp,
  user: alert.user,
  policy: alert.policyTriggered,
  action: alert.actionTaken,
  tool: null,
  severity: alert.severity,
});

const fromBlockedLog = (log: ConversationLog): TickerEntry => ({
  key: log.id,
  at: log.timestamp,
  user: log.user,
  policy: log.policyTriggered,
  action: 'Blocked',
  tool: log.aiModel,
  severity: null,
});

/** Folds entries into the ticker: a line already there gains what the newcomer knows. */
function merge(current: readonly TickerEntry[], incoming: readonly TickerEntry[]): TickerEntry[] {
  const byKey = new Map(current.map((e) => [e.key, e]));
  for (const entry of incoming) {
    const known = byKey.get(entry.key);
    byKey.set(
      entry.key,
      known ? { ...known, tool: known.tool ?? entry.tool, severity: known.severity ?? entry.severity } : entry,
    );
  }
  return [...byKey.values()].sort((a, b) => b.at.localeCompare(a.at)).slice(0, TICKER_SIZE);
}

export async function loadTicker(): Promise<void> {
  try {
    const [alerts, blocked] = await Promise.all([
      api.call(ALERTS_API.list, { query: { page: 1, pageSize: LOAD_EACH } }),
      api.call(LOGS_API.list, { query: { status: 'blocked', limit: LOAD_EACH } }),
    ]);
    wallState.ticker = merge([], [...blocked.items.map(fromBlockedLog), ...alerts.items.map(fromAlert)]);
  } catch (err) {
    // A wall has no one to read a toast; the ticker fills from live events and the next resync.
    console.error('Failed to load the ticker:', err);
  }
}

export function applyTickerAlerts(events: Array<LiveEventOf<'alerts'>>): void {
  const created = events.flatMap((e) => (e.type === 'alert.created' ? [fromAlert(e.data)] : []));
  if (created.length > 0) wallState.ticker = merge(wallState.ticker, created);
}

export function applyTickerLogs(events: Array<LiveEventOf<'logs'>>): void {
  const blocked = events.flatMap((e) => (e.data.status === 'blocked' ? [fromBlockedLog(e.data)] : []));
  if (blocked.length > 0) wallState.ticker = merge(wallState.ticker, blocked);
}

export const useWall = () => useSnapshot(wallState);
