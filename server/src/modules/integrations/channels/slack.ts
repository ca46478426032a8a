import type { Channel } from './channel.ts';
import { postJson } from './http.ts';
import { linesOf, titleOf } from '../message.ts';

/** Slack's mrkdwn treats these three as markup; anything else in a text is shown as typed. */
const escapeMrkdwn = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An incoming-webhook message: the title, then the facts as a section of fields, the link to the alert
 * among them. `text` is what notifications and clients without blocks show.
 */
export const slackChannel: Channel<'slack'> = {
  async send(config, message, context) {
    const title = escapeMrkdwn(titleOf(message));
    const fields = linesOf(message, context).map(([label, value]) => ({ type: 'mrkdwn', text: `*${label}*\n${escapeMrkdwn(value)}` }));
    const body = {
      text: title,
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: `*${title}*` } },
        // Slack takes at most ten fields in a section.
        ...chunks(fields, 10).map((group) => ({ type: 'section', fields: group })),
      ],
    };
    return postJson(config.webhookUrl, JSON.stringify(body));
  },
};

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
