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
    ['/api/bidding/logs?page=1&limit=10', '/api/bidding/logs?page=1&limit=10'],
    ['/api/health', '/api/health'],
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
