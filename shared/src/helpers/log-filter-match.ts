import type { ConversationLog, LogFilter } from '../schemas/log.ts';
import { rangeEnd, rangeStart } from './time-range.ts';

// A console decides whether a live log belongs on its filtered Monitoring page with this, so it must
// answer as the server's list and summary do (both store adapters): the status one of those asked for,
// the time inside the range, and each text filter a substring of its field where only ASCII letters
// match in either case, as SQLite's LIKE compares (the MongoDB adapter folds case the same way).

type TextFilter = 'user' | 'tool' | 'policy' | 'hostname' | 'ip';

/** Each text filter and the log field it searches. */
const TEXT_FIELDS: ReadonlyArray<readonly [TextFilter, 'user' | 'aiModel' | 'policyTriggered' | 'hostname' | 'ipAddress']> = [
  ['user', 'user'],
  ['tool', 'aiModel'],
  ['policy', 'policyTriggered'],
  ['hostname', 'hostname'],
  ['ip', 'ipAddress'],
];

const foldAscii = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Whether the server would list `log` for `filter` (a filter as the shared schema parses a query). */
export function logMatchesFilter(log: ConversationLog, filter: LogFilter): boolean {
  if (filter.status && filter.status.length > 0 && !filter.status.includes(log.status)) return false;
  const at = Date.parse(log.timestamp);
  const from = rangeStart(filter.from);
  if (from && at < from.getTime()) return false;
  const to = rangeEnd(filter.to);
  if (to && at > to.getTime()) return false;
  return TEXT_FIELDS.every(([key, field]) => {
    const text = filter[key];
    return text === undefined || foldAscii(log[field]).includes(foldAscii(text));
  });
}
