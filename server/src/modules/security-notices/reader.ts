import type { EmailConfig } from '@gsg/shared';
import { GiveUp, type OutboxReader } from '../../events/outbox-worker.ts';
import type { Account, Store } from '../../store/index.ts';
import { sendMail } from '../integrations/channels/email.ts';
import type { ChannelContext } from '../integrations/message.ts';
import { NOTICE_SWITCH, noticeMail } from './notice-mail.ts';

export interface SecurityNoticeDeps {
  store: Store;
  /** The SMTP server of the e-mail integration (Settings › Integrations), or null when there is none. */
  mailServer: () => Promise<EmailConfig | null>;
  context: ChannelContext;
}

/**
 * E-mails each account's owner the security notices they asked for (Account Security › Security
 * Notifications) through the e-mail integration's server. The destination is the account: its address,
 * its switches and the mail server are read again when the mail goes, so a switch turned off meanwhile
 * stops it.
 */
export function securityNoticeReader({ store, mailServer, context }: SecurityNoticeDeps): OutboxReader {
  /** Why the notice cannot go to this account now, or null. */
  const obstacle = async (account: Account | null, notice: keyof typeof NOTICE_SWITCH): Promise<string | null> => {
    if (!account) return 'the account was deleted';
    if (!account.notificationPrefs[NOTICE_SWITCH[notice]]) return 'the account switched this notice off';
    if (!account.email) return 'the account has no e-mail address';
    if (!(await mailServer())) return 'no e-mail integration is configured';
    return null;
  };
  return {
    name: 'security-notices',
    async destinationsFor(event) {
      if (event.type !== 'security.notice') return { now: [] };
      const account = await store.accounts.getById(event.data.accountId);
      return { now: (await obstacle(account, event.data.notice)) ? [] : [event.data.accountId] };
    },
    async deliver(accountId, event, key) {
      if (event.type !== 'security.notice') throw new GiveUp(`${event.type} is not a security notice`);
      const account = await store.accounts.getById(accountId);
      const why = await obstacle(account, event.data.notice);
      if (why || !account) throw new GiveUp(why ?? 'the account was deleted');
      const server = (await mailServer())!;
      const { subject, text } = noticeMail(event.data, account.username, event.at, context);
      await sendMail(server, { to: account.email, subject, text, key, type: event.type });
    },
  };
}
