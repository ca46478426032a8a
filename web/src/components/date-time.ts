import { format, parseISO } from 'date-fns';

/** An instant as tables and detail panels show it, in the viewer's time zone: 'Nov 21, 2026, 2:03 PM'. */
export const formatDateTime = (iso: string): string => format(parseISO(iso), 'MMM d, yyyy, h:mm a');

/** With seconds, where two events a moment apart must read differently (detail dialogs). */
export const formatDateTimeSeconds = (iso: string): string => format(parseISO(iso), 'MMM d, yyyy, h:mm:ss a');
