import { describe, expect, it } from 'vitest';
import { loggedUrl, requestIdOf } from './request-log.js';

describe('loggedUrl', () => {
  it.each([
    ['/api/events?token=eyJhbGciOi.x.y', '/api/events?token=[redacted]'],
    ['/oauth/callback?code=abc&state=xyz', '/oauth/callback?code=[redacted]&state=xyz'],
    ['/x?access_token=a&refresh_token=b&page=2', '/x?access_token=[redacted]&refresh_token=[redacted]&page=2'],
    ['/x?%74oken=hidden', '/x?%74oken=[redacted]'],
    [
      '/x?TOKEN=a&Api-Key=b&password=c&client_secret=d&signature=f',
      '/x?TOKEN=[redacted]&Api-Key=[redacted]&password=[redacted]&client_secret=[redacted]&signature=[redacted]',
    ],
    ['/x?token=a&token=b', '/x?token=[redacted]&token=[redacted]'],
    ['/x?%E0%A4%A=1&token=z', '/x?%E0%A4%A=1&token=[redacted]'],
    [
      '/x?jwt=a&pwd=b&session=c&sig=d&sid=e&passwd=f&otp=g',
      '/x?jwt=[redacted]&pwd=[redacted]&session=[redacted]&sig=[redacted]&sid=[redacted]&passwd=[redacted]&otp=[redacted]',
    ],
    // A credential under a name nobody listed is known by its shape.
    ['/x?t=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', '/x?t=[redacted]'],
    ['/x?x=0123456789abcdef0123456789abcdef&page=2', '/x?x=[redacted]&page=2'],
    ['/api/bidding/logs?page=1&limit=10', '/api/bidding/logs?page=1&limit=10'],
    [
      '/api/bidding/logs?search=react%20developer&sortBy=createdAt&from=2026-11-01T00:00:00.000Z',
      '/api/bidding/logs?search=react%20developer&sortBy=createdAt&from=2026-11-01T00:00:00.000Z',
    ],
    ['/api/payments/status/BP-1?pfPaymentId=1234567', '/api/payments/status/BP-1?pfPaymentId=1234567'],
    [
      '/api/bidding/logs?profileId=4bdac8ce-0000-4000-8000-00000000000a',
      '/api/bidding/logs?profileId=4bdac8ce-0000-4000-8000-00000000000a',
    ],
    ['/api/health', '/api/health'],
    [
      '/sandbox/slack/services/TECCAC6C6/B457961F0B2/IPGAwcxXzjUsNFAQ',
      '/sandbox/slack/services/TECCAC6C6/B457961F0B2/[redacted]',
    ],
    ['/sandbox/slack/services/T1/B1/secret?x=1', '/sandbox/slack/services/T1/B1/[redacted]?x=1'],
    // A Telegram bot token in the Bot API's path, as the built-in simulator serves it: the bot's id stays.
    [
      '/sandbox/telegram/bot7000001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/getMe',
      '/sandbox/telegram/bot7000001:[redacted]/getMe',
    ],
    [
      '/sandbox/telegram/bot7000001:offline-simulator-token-not-a-secret/getUpdates?offset=3&timeout=25',
      '/sandbox/telegram/bot7000001:[redacted]/getUpdates?offset=3&timeout=25',
    ],
    [
      '/SANDBOX/Telegram/BOT7000001%3aAAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/sendMessage',
      '/SANDBOX/Telegram/BOT7000001%3a[redacted]/sendMessage',
    ],
    ['/api/bidding/logs?from=2026-11-01T00:00:00.000Z', '/api/bidding/logs?from=2026-11-01T00:00:00.000Z'],
    // A deep link's start payload is a channel's link code.
    ['/sandbox/telegram/?start=WNFQFHY8M7', '/sandbox/telegram/?start=[redacted]'],
    ['/sandbox/telegram/?chat=abc&start=WNFQFHY8M7', '/sandbox/telegram/?chat=abc&start=[redacted]'],
    ['/Sandbox/Telegram?%73tart=WNFQFHY8M7', '/Sandbox/Telegram?%73tart=[redacted]'],
    ['/x?started=1&restart=2', '/x?started=1&restart=2'],
    // A credential in the path, where no route takes one, is known by its shape as in the query.
    ['/api/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', '/api/[redacted]'],
    ['/api/events;token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln?x=1', '/api/events;token=[redacted]?x=1'],
    ['/x/0123456789abcdef0123456789abcdef/y', '/x/[redacted]/y'],
    [
      '/api/admin/users/4bdac8ce-0000-4000-8000-00000000000a/bids',
      '/api/admin/users/4bdac8ce-0000-4000-8000-00000000000a/bids',
    ],
    ['/assets/settings-screen-with-a-long-name-REOrZk_h.js', '/assets/settings-screen-with-a-long-name-REOrZk_h.js'],
  ])('writes %s as %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});

describe('requestIdOf', () => {
  it('keeps a plain token and replaces anything else with a fresh UUID', () => {
    expect(requestIdOf('req-1.a_B')).toBe('req-1.a_B');
    expect(requestIdOf('x'.repeat(64))).toBe('x'.repeat(64));
    for (const hostile of [undefined, '', 'x'.repeat(65), 'a\r\nb', 'a b', 'é', ['a', 'b']]) {
      const id = requestIdOf(hostile);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(requestIdOf(hostile)).not.toBe(id);
    }
  });
});
