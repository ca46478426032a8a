import { Classes, type Intent } from '@blueprintjs/core';
import { format, parseISO } from 'date-fns';
import type { LogStatus } from '@gsg/shared';

const STATUS_INTENT: Record<LogStatus, Intent> = { allowed: 'success', blocked: 'danger', flagged: 'warning' };

export const statusLabel = (status: LogStatus): string => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * A status as a minimal Blueprint tag, written as plain classes: the table draws thousands of these
 * while it scrolls, and a span costs less than the Tag component.
 */
export const statusTagClass = (status: LogStatus): string =>
  `${Classes.TAG} ${Classes.MINIMAL} ${Classes.intentClass(STATUS_INTENT[status])}`;

/** Log times in the reader's time zone, to the second. */
export const formatLogTime = (iso: string): string => format(parseISO(iso), 'yyyy-MM-dd HH:mm:ss');
