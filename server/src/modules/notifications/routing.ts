import type { IntegrationConfig, IntegrationType, NotificationsSettings, Severity } from '@gsg/shared';

/**
 * The channels that reach people, and the Settings › Notifications switch of each. Machines (webhooks,
 * SIEMs over syslog) take every alert at once, filtered only by their own minimum severity.
 */
export const PEOPLE_CHANNELS = { email: 'emailAlerts', slack: 'slackIntegration' } as const satisfies Partial<Record<IntegrationType, keyof NotificationsSettings>>;
export type PeopleChannel = keyof typeof PEOPLE_CHANNELS;
export const isPeopleChannel = (type: IntegrationType): type is PeopleChannel => type in PEOPLE_CHANNELS;

/** How an alert event reaches one integration: at once, in its next digest, or not at all. */
export type Route = 'now' | 'held' | 'none';

/**
 * Settings › Notifications decides for e-mail and Slack: off sends nothing; Critical Alerts Only sends only
 * high alerts; a digest frequency holds new alerts for the next digest, and leaves their moves to the
 * console (a digest tells what was raised in its period).
 */
export function routeFor(
  type: IntegrationType,
  event: 'alert.created' | 'alert.transitioned',
  severity: Severity,
  settings: NotificationsSettings,
): Route {
  if (!isPeopleChannel(type)) return 'now';
  if (!settings[PEOPLE_CHANNELS[type]]) return 'none';
  if (settings.criticalAlertsOnly && severity !== 'high') return 'none';
  if (settings.notificationFrequency === 'realtime') return 'now';
  return event === 'alert.created' ? 'held' : 'none';
}

/** Why a message for a people channel is not sent after all (switched off since it was kept), or null. */
export function switchedOff(type: IntegrationType, settings: NotificationsSettings): string | null {
  if (!isPeopleChannel(type) || settings[PEOPLE_CHANNELS[type]]) return null;
  return `${type === 'email' ? 'Email alerts are' : 'The Slack integration is'} switched off in Settings › Notifications`;
}

/**
 * Settings › Notifications › Notification Email: what is mailed to an e-mail destination (alerts, digests,
 * a test) goes to that address too, once, beside the destination's own recipients.
 */
export function withNotificationAddress<T extends IntegrationType>(type: T, config: IntegrationConfig<T>, settings: NotificationsSettings): IntegrationConfig<T> {
  if (type !== 'email' || !settings.emailAddress) return config;
  const { to } = config as IntegrationConfig<'email'>;
  const recipients = to.split(',').map((a) => a.trim());
  const already = recipients.some((a) => a.toLowerCase() === settings.emailAddress.toLowerCase());
  return already ? config : ({ ...config, to: [...recipients, settings.emailAddress].join(', ') } as IntegrationConfig<T>);
}
