import { endpoints } from '../../contract/endpoints.js';
import type { OutgoingNotification } from '../../core/ports/notification-channel.port.js';
import { UNSUBSCRIBE_PATH } from '../notifications/signed-notification-links.js';
import { wordingOf } from './notification-wording.js';

/** The mail of one notification: subject, both bodies, and the address for List-Unsubscribe. */
export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The RFC 8058 one-click address (oneClickUnsubscribeUrl); the footer links the page instead. */
  readonly unsubscribeUrl: string;
}

/**
 * The one-click address of a footer link (PUBLIC_URL/notifications/unsubscribe?token=…): the API's
 * one-click route under the same base, PUBLIC_URL and any path it has, with the same token. A mail
 * client posts `List-Unsubscribe=One-Click` to it; a browser opening it is sent on to the page.
 */
export function oneClickUnsubscribeUrl(pageUrl: string): string {
  const url = new URL(pageUrl);
  const base = url.pathname.endsWith(UNSUBSCRIBE_PATH) ? url.pathname.slice(0, -UNSUBSCRIBE_PATH.length) : '';
  return `${url.origin}${base}${endpoints.notifications.oneClickUnsubscribe.path}${url.search}`;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Everything a notification carries is text: in HTML each character that could open markup is escaped. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/** Subjects are one line: a title with a line break would forge headers in some clients. */
const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();

/**
 * A notification as an e-mail: the title as subject and heading, the body's paragraphs, the
 * link to the matter, and a footer that says why the mail came with a link to the page that
 * unsubscribes from this kind by e-mail; List-Unsubscribe gets the one-click address.
 */
export function renderEmail(outgoing: OutgoingNotification): RenderedEmail {
  const { notification, recipient, linkUrl, unsubscribeUrl } = outgoing;
  const wording = wordingOf(notification.kind);
  const subject = oneLine(notification.title);
  const paragraphs = notification.body
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const why = `You received this because ${wording.topic} are turned on for e-mail in your BidPilot notification settings.`;

  const text = [
    `Hi ${recipient.name},`,
    '',
    subject,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(linkUrl === null ? [] : [`${wording.action}: ${linkUrl}`, '']),
    '--',
    why,
    `Stop ${wording.topic} by e-mail: ${unsubscribeUrl}`,
  ].join('\n');

  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">Hi ${escapeHtml(recipient.name)},</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${paragraphs.map((paragraph) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('\n')}
${linkUrl === null ? '' : `<p style="margin:20px 0"><a href="${escapeHtml(linkUrl)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px">${escapeHtml(wording.action)}</a></p>`}
<hr style="border:none;border-top:1px solid #e4e7eb;margin:24px 0 12px">
<p style="margin:0;font-size:12px;color:#616e7c">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#616e7c">Stop ${escapeHtml(wording.topic)} by e-mail</a>.</p>
</div>
</body>
</html>
`;
  return { subject, text, html, unsubscribeUrl: oneClickUnsubscribeUrl(unsubscribeUrl) };
}
