import { escapeHtml } from '../page-shell.js';
import type { ChatLine } from './telegram-simulator-state.js';

// The server's CSP allows inline styles but no script: the page is plain HTML and forms.
const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; background: #e6ebee; color: #0f1419; }
  header { background: #0f5c91; color: #fff; padding: 14px 20px; font-weight: 700; }
  header small { display: block; font-weight: 400; font-size: .85rem; }
  main { max-width: 560px; margin: 0 auto; padding: 16px; }
  .chat { background: #d5e3c6; border-radius: 10px; padding: 12px; min-height: 240px; display: flex; flex-direction: column; gap: 8px; }
  .line { max-width: 85%; padding: 8px 12px; border-radius: 12px; white-space: pre-wrap; overflow-wrap: anywhere; }
  .user { align-self: flex-end; background: #effdde; }
  .bot { align-self: flex-start; background: #fff; }
  .who { display: block; font-size: .75rem; color: #1f5077; font-weight: 600; margin-bottom: 2px; }
  .empty { color: #3b4a54; text-align: center; margin: auto; }
  form.send { display: flex; gap: 8px; margin: 12px 0; }
  label.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  input[type=text] { flex: 1; min-width: 0; padding: 10px; font-size: 1rem; border: 1px solid #9fb3c2; border-radius: 8px; }
  button, .button { padding: 10px 14px; font-size: 1rem; border-radius: 8px; border: 1px solid #0f5c91; background: #0f5c91; color: #fff; cursor: pointer; text-decoration: none; display: inline-block; }
  .secondary { background: #fff; color: #0f5c91; border-color: #0f5c91; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; }
  .actions form { margin: 0; }
  .note { color: #3b4a54; font-size: .9rem; }
  a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #0b5394; outline-offset: 2px; }
`;

/**
 * The simulated person's chat with the bot: the messages both ways, a box to write in (filled
 * with `/start CODE` when opened from BidPilot's link), Refresh, and Block or Unblock the bot.
 * The send waits briefly for the bot's answer (see the router), so it usually shows at once; Refresh shows a later one.
 */
export function chatPage(options: {
  readonly chatKey: string;
  readonly botName: string;
  readonly lines: readonly ChatLine[];
  readonly draft: string;
  readonly blocked: boolean;
  readonly base: string;
}): string {
  const { base } = options;
  const chatKey = encodeURIComponent(options.chatKey);
  const chatUrl = `${base}/?chat=${chatKey}`;
  const lines =
    options.lines.length === 0
      ? '<p class="empty">No messages yet.</p>'
      : options.lines
          .map(
            (line) =>
              `<p class="line ${line.from}"><span class="who">${line.from === 'bot' ? escapeHtml(options.botName) : 'You'}</span>${escapeHtml(line.text)}</p>`,
          )
          .join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Chat with @${escapeHtml(options.botName)} · Telegram simulator</title><style>${STYLE}</style></head>
<body><header>@${escapeHtml(options.botName)}<small>Telegram simulator: you are a Telegram user chatting with the bot, nothing leaves this server</small></header>
<main>
<section class="chat" aria-label="Chat history" aria-live="polite">${lines}</section>
<form class="send" method="post" action="${escapeHtml(`${base}/chats/${chatKey}/send`)}"><label class="sr" for="message">Message</label><input id="message" name="text" type="text" maxlength="4096" autocomplete="off" value="${escapeHtml(options.draft)}" required><button type="submit">Send</button></form>
<div class="actions"><a class="button secondary" href="${escapeHtml(chatUrl)}">Refresh</a><form method="post" action="${escapeHtml(`${base}/chats/${chatKey}/${options.blocked ? 'unblock' : 'block'}`)}"><button class="secondary" type="submit">${options.blocked ? 'Unblock the bot' : 'Block the bot'}</button></form></div>
<p class="note">${options.blocked ? 'You blocked the bot: Telegram refuses its messages to you (403), and BidPilot switches the channel off.' : 'Send the /start message BidPilot gave you to link this chat.'}</p>
</main></body>
</html>`;
}
