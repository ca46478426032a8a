import type { IntegrationType } from '@gsg/shared';
import type { Channel } from './channel.ts';
import { emailChannel } from './email.ts';
import { slackChannel } from './slack.ts';
import { syslogChannel } from './syslog.ts';
import { webhookChannel } from './webhook.ts';

/** The channel behind each integration type. */
export const CHANNELS: { [T in IntegrationType]: Channel<T> } = {
  email: emailChannel,
  slack: slackChannel,
  webhook: webhookChannel,
  syslog: syslogChannel,
};
