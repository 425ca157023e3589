import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
} from '../../core/domain/notifications/notification.js';
import type { OutgoingNotification } from '../../core/ports/notification-channel.port.js';
import { escapeHtml, oneClickUnsubscribeUrl, renderEmail } from './email-rendering.js';

const outgoing = (
  overrides: Partial<Notification> = {},
  linkUrl: string | null = 'https://bidpilot.test/bid-logs/b1',
): OutgoingNotification => ({
  notification: {
    id: 'n1',
    userId: 'u1',
    kind: 'bid.awarded',
    title: 'You won "Logo design"',
    body: 'The client awarded you the project.\n\nAccept it within 3 days.',
    link: '/bid-logs/b1',
    data: {},
    createdAt: new Date('2026-03-01T10:00:00.000Z'),
    readAt: null,
    ...overrides,
  },
  recipient: { userId: 'u1', email: 'ada@example.com', name: 'Ada' },
  unsubscribeUrl: 'https://bidpilot.test/notifications/unsubscribe?token=abc.def',
  linkUrl,
});

describe('renderEmail', () => {
  it('writes the title as subject, the paragraphs, the link and the unsubscribe footer in the text body', () => {
    const mail = renderEmail(outgoing());
    expect(mail.subject).toBe('You won "Logo design"');
    expect(mail.text).toBe(
      [
        'Hi Ada,',
        '',
        'You won "Logo design"',
        '',
        'The client awarded you the project.',
        '',
        'Accept it within 3 days.',
        '',
        'See the award: https://bidpilot.test/bid-logs/b1',
        '',
        '--',
        'You received this because award alerts are turned on for e-mail in your BidPilot notification settings.',
        'Stop award alerts by e-mail: https://bidpilot.test/notifications/unsubscribe?token=abc.def',
      ].join('\n'),
    );
  });

  it('gives List-Unsubscribe the one-click route with the same token, while the footer links the page', () => {
    const mail = renderEmail(outgoing());
    expect(mail.unsubscribeUrl).toBe('https://bidpilot.test/api/notifications/unsubscribe/one-click?token=abc.def');
    expect(mail.html).toContain('href="https://bidpilot.test/notifications/unsubscribe?token=abc.def"');
    expect(mail.html).not.toContain('one-click');
    expect(mail.text).not.toContain('one-click');
  });

  it('escapes everything a notification carries in the HTML body, name and URLs included', () => {
    const mail = renderEmail({
      ...outgoing(
        { title: '<img src=x onerror=alert(1)>', body: 'A "quote" & <script>alert(2)</script>' },
        'https://bidpilot.test/x?a=1&b="2"',
      ),
      recipient: { userId: 'u1', email: 'ada@example.com', name: '<b>Ada</b>' },
    });
    expect(mail.html).not.toMatch(/<img|<script|<b>/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('A &quot;quote&quot; &amp; &lt;script&gt;alert(2)&lt;/script&gt;');
    expect(mail.html).toContain('Hi &lt;b&gt;Ada&lt;/b&gt;,');
    expect(mail.html).toContain('href="https://bidpilot.test/x?a=1&amp;b=&quot;2&quot;"');
  });

  it('keeps the subject on one line, so a title cannot add header lines', () => {
    expect(renderEmail(outgoing({ title: 'Paid\r\nBcc: everyone@example.com' })).subject).toBe(
      'Paid Bcc: everyone@example.com',
    );
  });

  it('leaves the button out when the notification links nowhere', () => {
    const mail = renderEmail(outgoing({ link: null }, null));
    expect(mail.text).not.toContain('See the award');
    expect(mail.html).not.toContain('See the award');
  });

  it.each(NOTIFICATION_KINDS)('names what %s mails are, in the footer of both bodies', (kind: NotificationKind) => {
    const mail = renderEmail(outgoing({ kind }));
    const footer = /Stop (.+) by e-mail: /.exec(mail.text)?.[1] ?? '';
    expect(footer).toMatch(/^[a-z ]+$/);
    expect(mail.html).toContain(`Stop ${footer} by e-mail</a>`);
    const why = `You received this because ${footer} are turned on for e-mail in your BidPilot notification settings.`;
    expect(mail.text).toContain(why);
    expect(mail.html).toContain(escapeHtml(why));
  });

  it('escapes the five characters that can open markup or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  describe('oneClickUnsubscribeUrl', () => {
    it('keeps the base PUBLIC_URL gave the page, a path under it included, and the token as signed', () => {
      expect(oneClickUnsubscribeUrl('https://example.com/bidpilot/notifications/unsubscribe?token=a%2Bb.c')).toBe(
        'https://example.com/bidpilot/api/notifications/unsubscribe/one-click?token=a%2Bb.c',
      );
      expect(oneClickUnsubscribeUrl('http://127.0.0.1:4540/notifications/unsubscribe?token=t')).toBe(
        'http://127.0.0.1:4540/api/notifications/unsubscribe/one-click?token=t',
      );
    });
  });
});
