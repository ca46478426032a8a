import type { Intent } from '@blueprintjs/core';
import { format, parseISO } from 'date-fns';
import type { AlertStatus } from '@gsg/shared';

export const STATUS_LABELS: Record<AlertStatus, string> = { open: 'Open', investigating: 'Investigating', resolved: 'Resolved' };
export const STATUS_INTENT: Record<AlertStatus, Intent> = { open: 'danger', investigating: 'warning', resolved: 'success' };

/** What the row menu and the dialog's button call each move. */
export const MOVE_LABELS = { investigating: 'Investigate', resolved: 'Resolve' } as const;
export const MARK_LABELS = { investigating: 'Mark as Investigating', resolved: 'Mark as Resolved' } as const;

export const formatAlertTime = (iso: string): string => format(parseISO(iso), 'MMM d, yyyy HH:mm');
export const formatAlertDay = (iso: string): string => format(parseISO(iso), 'MMM d, yyyy');
export const formatAlertClock = (iso: string): string => format(parseISO(iso), 'HH:mm:ss');
