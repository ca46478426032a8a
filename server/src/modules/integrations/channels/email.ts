import type { EmailConfig } from '@gsg/shared';
import { ChannelFailure, SEND_TIMEOUT_MS, reasonOf } from './channel.ts';
import type { Channel } from './channel.ts';
import { linesOf, titleOf } from '../message.ts';

/** One plain-text mail. `key` is the delivery's idempotency key; `type` names what it tells of. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  key: string;
  type: string;
}

/**
 * Sends one mail through the SMTP server of an e-mail integration (nodemailer speaks SMTP, STARTTLS and
 * AUTH). The Message-ID is made from the idempotency key, so a mail sent again after a crash is the same
 * message to the receiving system, and X-GSG-Delivery carries the key for filters.
 */
export async function sendMail(config: EmailConfig, mail: Mail): Promise<void> {
  // Loaded on the first mail, not at start: most servers and every test that sends none are spared it.
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    host: config.smtpHost,
    port: config.smtpPort,
    secure: config.secure,
    auth: config.username ? { user: config.username, pass: config.password ?? '' } : undefined,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: config.from,
      to: mail.to,
      subject: mail.subject,
      text: `${mail.text}\n\nSent by GSG Console.\n`,
      messageId: `<${mail.key.replace(/[^A-Za-z0-9.-]/g, '.')}@gsg-console>`,
      headers: { 'X-GSG-Delivery': mail.key, 'X-GSG-Event': mail.type },
    });
  } catch (err) {
    const reply = (err as { response?: string }).response;
    throw new ChannelFailure(reply ? `the mail server refused it: ${reply}` : `could not reach the mail server (${reasonOf(err)})`);
  } finally {
    transport.close();
  }
}

/** Alerts, digests and tests to the integration's own recipients. */
export const emailChannel: Channel<'email'> = {
  async send(config, message, context) {
    const text = linesOf(message, context)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n');
    await sendMail(config, { to: config.to, subject: titleOf(message), text, key: message.key, type: message.type });
    return null;
  },
};
