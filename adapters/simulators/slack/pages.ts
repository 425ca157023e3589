import { escapeHtml, simulatorPage } from '../page-shell.js';
import type { SlackSimulatorMessage } from './slack-simulator-state.js';

// The server's CSP allows inline styles but no script: the pages are plain HTML and forms.
const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; background: #f8f8f8; color: #1d1c1d; }
  header { background: #4a154b; color: #fff; padding: 14px 24px; font-weight: 700; }
  header small { font-weight: 400; opacity: .8; margin-left: 8px; }
  main { max-width: 640px; margin: 32px auto; padding: 0 16px; }
  h1 { font-size: 1.3rem; margin: 0 0 12px; }
  .card { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; margin: 0 0 16px; }
  code { display: block; padding: 10px; background: #f4ede4; border-radius: 6px; overflow-wrap: anywhere; font-size: .9rem; }
  .message { border-left: 4px solid #4a154b; }
  .message p { margin: 0 0 8px; white-space: pre-wrap; overflow-wrap: anywhere; }
  .time { color: #616061; font-size: .8rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; margin: 12px 0 0; }
  .actions form { margin: 0; }
  button, .button { display: inline-block; padding: 10px 14px; font-size: 1rem; border-radius: 6px; border: 1px solid #4a154b; background: #4a154b; color: #fff; cursor: pointer; text-decoration: none; }
  .secondary { background: #fff; color: #4a154b; }
  .note { color: #616061; font-size: .9rem; }
  a:focus-visible, button:focus-visible { outline: 3px solid #1264a3; outline-offset: 2px; }
`;

function layout(title: string, content: string): string {
  return simulatorPage({
    title,
    site: 'Slack simulator',
    tagline: 'incoming webhooks, nothing leaves this server',
    style: STYLE,
    content,
  });
}

/** The start page: what the simulator is, and a button that makes a webhook. */
export function startPage(prefix: string): string {
  return layout(
    'Incoming webhooks',
    `<h1>Incoming webhooks</h1>
<div class="card"><p>Stands in for Slack while BidPilot runs offline. Create a webhook, paste its URL on BidPilot's Notification channels page, and the messages BidPilot posts show here.</p>
<form method="post" action="${escapeHtml(`${prefix}/webhooks`)}"><button type="submit">Create a webhook</button></form></div>`,
  );
}

/** Slack's own escapes in message text, undone as Slack shows them (then escaped again for HTML). */
const slackText = (text: string): string => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A line of a message: Slack shows `*bold*` bold. */
const messageLine = (text: string): string =>
  escapeHtml(slackText(text)).replace(/\*([^*\n]+)\*/g, '<strong>$1</strong>');

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

/** One webhook: its URL to copy, the messages posted to it (newest first), Refresh and Remove. */
export function webhookPage(options: {
  readonly url: string;
  readonly pagePath: string;
  readonly messages: readonly SlackSimulatorMessage[];
  readonly removed: boolean;
}): string {
  const messages = [...options.messages].reverse();
  const list =
    messages.length === 0
      ? '<p class="note">No message yet. Save this URL in BidPilot and press Send test message.</p>'
      : messages
          .map(
            (message) =>
              // As Slack: the blocks when there are any, the text (the notification's fallback) otherwise.
              `<article class="card message">${(message.blockTexts.length > 0 ? message.blockTexts : [message.text]).map((text) => `<p>${messageLine(text)}</p>`).join('')}<p class="time">${escapeHtml(timeFormat.format(message.receivedAt))} UTC</p></article>`,
          )
          .join('');
  const status = options.removed
    ? '<p><strong>This webhook was removed:</strong> Slack answers 404 no_service to every post.</p>'
    : '';
  return layout(
    'Webhook',
    `<h1>#bidpilot-alerts</h1>
<div class="card"><p>Webhook URL:</p><code>${escapeHtml(options.url)}</code>${status}
<div class="actions"><a class="button secondary" href="${escapeHtml(options.pagePath)}">Refresh</a>${options.removed ? '' : `<form method="post" action="${escapeHtml(`${options.pagePath}/remove`)}"><button class="secondary" type="submit">Remove webhook</button></form>`}</div></div>
<section aria-label="Messages">${list}</section>`,
  );
}
