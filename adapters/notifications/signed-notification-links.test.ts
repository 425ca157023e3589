import { describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fixed-clock.js';
import { z } from 'zod';
import { SignedClaims } from './signed-claims.js';
import { SignedNotificationLinks, UNSUBSCRIBE_LINK_TTL_MS, UNSUBSCRIBE_PURPOSE } from './signed-notification-links.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const target = { userId: 'u1', kind: 'bid.awarded', channel: 'email' } as const;

describe('SignedNotificationLinks', () => {
  const clock = new FixedClock('2026-03-01T10:00:00.000Z');
  const links = new SignedNotificationLinks('https://bidpilot.test/', SECRET, clock);

  it('builds absolute app links under PUBLIC_URL', () => {
    expect(links.appUrl('/bid-logs/b1')).toBe('https://bidpilot.test/bid-logs/b1');
  });

  it('answers the target of its own unsubscribe token until it expires', () => {
    const url = new URL(links.unsubscribeUrl(target));
    expect(url.origin + url.pathname).toBe('https://bidpilot.test/notifications/unsubscribe');
    const token = url.searchParams.get('token') ?? '';
    expect(links.verifyUnsubscribeToken(token)).toEqual(target);
    const later = new SignedNotificationLinks(
      'https://bidpilot.test',
      SECRET,
      new FixedClock(new Date(clock.now().getTime() + UNSUBSCRIBE_LINK_TTL_MS)),
    );
    expect(later.verifyUnsubscribeToken(token)).toBeNull();
  });

  it('refuses a token signed with another secret, with changed claims, or mangled', () => {
    const token = links.tokenFor(target);
    const [, signature] = token.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({ u: 'someone-else', k: 'bid.awarded', c: 'email', e: Date.parse('2030-01-01') }),
    ).toString('base64url');
    expect(
      new SignedNotificationLinks('https://x.test', `${SECRET}-other`, clock).verifyUnsubscribeToken(token),
    ).toBeNull();
    expect(links.verifyUnsubscribeToken(`${forgedClaims}.${signature}`)).toBeNull();
    for (const mangled of [
      '',
      '.',
      'abc',
      `${token}.x`,
      token.slice(0, -2),
      `${Buffer.from('{"u":1}').toString('base64url')}.${signature}`,
    ])
      expect(links.verifyUnsubscribeToken(mangled)).toBeNull();
  });

  it('refuses a validly signed token whose claims name an unknown kind', () => {
    const anyKind = new SignedClaims(
      SECRET,
      UNSUBSCRIBE_PURPOSE,
      z.object({ u: z.string(), k: z.string(), c: z.string(), e: z.number() }),
    );
    const token = anyKind.token({ u: 'u1', k: 'nope', c: 'email', e: Date.parse('2030-01-01') });
    expect(anyKind.read(token, clock.now())).not.toBeNull();
    expect(links.verifyUnsubscribeToken(token)).toBeNull();
  });
});
