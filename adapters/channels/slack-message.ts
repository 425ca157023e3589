import type { IncomingWebhookSendArguments } from '@slack/webhook';
import type { OutgoingNotification } from '../../core/ports/notification-channel.port.js';
import { wordingOf } from './notification-wording.js';

/** Slack reads `&`, `<` and `>` as markup (links, mentions): text from a notification has them escaped. */
export const escapeSlack = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The message of one notification: `text` for notifications and clients without blocks, and the blocks. */
type Blocks = NonNullable<IncomingWebhookSendArguments['blocks']>;

export function slackMessage(outgoing: OutgoingNotification): { readonly text: string; readonly blocks: Blocks } {
  const { notification, linkUrl } = outgoing;
  const wording = wordingOf(notification.kind);
  const title = escapeSlack(notification.title.replace(/\s+/g, ' ').trim());
  const body = escapeSlack(notification.body);
  const blocks: Blocks = [
    { type: 'section', text: { type: 'mrkdwn', text: `*${title}*\n${body}` } },
    ...(linkUrl === null
      ? []
      : [
          {
            type: 'actions' as const,
            elements: [
              { type: 'button' as const, text: { type: 'plain_text' as const, text: wording.action }, url: linkUrl },
            ],
          },
        ]),
    {
      type: 'context',
      elements: [
        {
          type: 'mrkdwn',
          text: `BidPilot ${escapeSlack(wording.topic)}. Change where they go in your notification settings.`,
        },
      ],
    },
  ];
  return { text: linkUrl === null ? `${title}: ${body}` : `${title}: ${body} ${linkUrl}`, blocks };
}
