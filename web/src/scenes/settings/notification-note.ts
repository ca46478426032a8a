import type { IntegrationType, NotificationsSettings } from '@gsg/shared';

const SWITCHES = { email: ['emailAlerts', 'Email Alerts'], slack: ['slackIntegration', 'Slack Integration'] } as const;
const DIGESTS = { hourly: 'an hourly digest', daily: 'a daily digest', weekly: 'a weekly digest', custom: 'a digest on the custom schedule' } as const;

/**
 * What Settings › Notifications makes of an e-mail or Slack destination, in a line beside it, so nobody
 * wonders why a new destination stays quiet; webhooks and syslog are not governed by them (null).
 */
export function notificationNote(type: IntegrationType, settings: NotificationsSettings): string | null {
  if (type !== 'email' && type !== 'slack') return null;
  const [field, label] = SWITCHES[type];
  if (!settings[field]) return `${label} is off under Notifications: nothing is sent`;
  const how = settings.notificationFrequency === 'realtime' ? 'each alert as it is raised' : `new alerts in ${DIGESTS[settings.notificationFrequency]}`;
  return `Notifications: ${how}${settings.criticalAlertsOnly ? ', high severity only' : ''}`;
}
