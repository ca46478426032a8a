import type { Intent } from '@blueprintjs/core';
import type { Severity } from '@gsg/shared';

/** One colour per severity across the bell, the alerts screen and the policy tables. */
export const SEVERITY_INTENT: Record<Severity, Intent> = { high: 'danger', medium: 'warning', low: 'primary' };
