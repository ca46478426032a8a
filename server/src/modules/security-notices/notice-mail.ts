import type { DomainEventMap, SecurityNotice, SecurityNotificationPrefs } from '@gsg/shared';
import type { ChannelContext } from '../integrations/message.ts';

/** The Account Security switch that lets each notice through. */
export const NOTICE_SWITCH: Record<SecurityNotice, keyof SecurityNotificationPrefs> = {
  'new-device-sign-in': 'newLoginAlert',
  'password-changed': 'passwordChangeAlert',
};

const SUBJECTS: Record<SecurityNotice, string> = {
  'new-device-sign-in': 'New sign-in to your GSG Console account',
  'password-changed': 'Your GSG Console password was changed',
};

/** What the owner of `username` is told: what happened, from where, and what to do if it was not them. */
export function noticeMail(
  notice: DomainEventMap['security.notice'],
  username: string,
  at: string,
  { publicUrl }: ChannelContext,
): { subject: string; text: string } {
  const security = publicUrl ? `${publicUrl.replace(/\/+$/, '')}/account-security` : 'Account Security in the console';
  const who = notice.by && notice.by.accountId !== notice.accountId ? `by the administrator ${notice.by.username}` : null;
  const opening =
    notice.notice === 'new-device-sign-in'
      ? `Your account ${username} was signed in to from a browser it had not been used from before.`
      : `The password of your account ${username} was changed${who ? ` ${who}` : ''}.`;
  const advice =
    notice.notice === 'new-device-sign-in'
      ? `If this was you, there is nothing to do. If it was not, change your password and end that session at ${security}.`
      : `If you did not expect this, ask an administrator to reset your password and review your sessions at ${security}.`;
  const facts = [`Time: ${at}`, `Device: ${notice.device}`, `Location: ${notice.location}`, `IP address: ${notice.ipAddress}`];
  return { subject: SUBJECTS[notice.notice], text: [opening, '', ...facts, '', advice].join('\n') };
}
