import { createTransport } from 'nodemailer';
import { ChannelFailure, SEND_TIMEOUT_MS, reasonOf } from './channel.ts';
import type { Channel } from './channel.ts';
import { linesOf, titleOf } from '../message.ts';

/**
 * Through the configured SMTP server (nodemailer speaks SMTP, STARTTLS and AUTH). The Message-ID is made
 * from the idempotency key, so a mail sent again after a crash is the same message to the receiving
 * system, and X-GSG-Delivery carries the key for filters.
 */
export const emailChannel: Channel<'email'> = {
  async send(config, message, context) {
    const transport = createTransport({
      host: config.smtpHost,
      port: config.smtpPort,
      secure: config.secure,
      auth: config.username ? { user: config.username, pass: config.password ?? '' } : undefined,
      connectionTimeout: SEND_TIMEOUT_MS,
      greetingTimeout: SEND_TIMEOUT_MS,
      socketTimeout: SEND_TIMEOUT_MS,
    });
    const text = linesOf(message, context)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n');
    try {
      await transport.sendMail({
        from: config.from,
        to: config.to,
        subject: titleOf(message),
        text: `${text}\n\nSent by GSG Console.\n`,
        messageId: `<${message.key.replace(/[^A-Za-z0-9.-]/g, '.')}@gsg-console>`,
        headers: { 'X-GSG-Delivery': message.key, 'X-GSG-Event': message.type },
      });
    } catch (err) {
      const reply = (err as { response?: string }).response;
      throw new ChannelFailure(reply ? `the mail server refused it: ${reply}` : `could not reach the mail server (${reasonOf(err)})`);
    } finally {
      transport.close();
    }
    return null;
  },
};
