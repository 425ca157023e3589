import { describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fixed-clock.js';
import { SignedNotificationLinks } from './signed-notification-links.js';
import { REVIEW_LINK_PATH, SignedReviewLinks } from './signed-review-links.js';

const SECRET = 'a-test-secret-of-thirty-two-characters';
const claim = { userId: 'u1', draftId: 'd1', action: 'approve' } as const;

describe('SignedReviewLinks', () => {
  const clock = new FixedClock('2026-03-01T10:00:00.000Z');
  const links = new SignedReviewLinks('https://bidpilot.test/', SECRET, clock);
  const expiresAt = new Date('2026-03-01T11:00:00.000Z');

  it('links to the confirm page with a token that names the draft and action', () => {
    const url = new URL(links.url(claim, expiresAt));
    expect(`${url.origin}${url.pathname}`).toBe(`https://bidpilot.test${REVIEW_LINK_PATH}`);
    expect(links.verify(url.searchParams.get('token') ?? '')).toEqual(claim);
  });

  it('refuses a token past its time, tampered, signed by another secret or for another purpose', () => {
    const token = links.tokenFor(claim, expiresAt);
    expect(
      new SignedReviewLinks('https://x', SECRET, new FixedClock('2026-03-01T11:00:00.000Z')).verify(token),
    ).toBeNull();
    const [claims, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ u: 'u2', d: 'd1', a: 'approve', e: expiresAt.getTime() })).toString(
      'base64url',
    );
    expect(links.verify(`${forged}.${signature}`)).toBeNull();
    expect(links.verify(`${claims}.${signature}x`)).toBeNull();
    expect(links.verify(`${claims}.${signature}.x`)).toBeNull();
    expect(links.verify('')).toBeNull();
    expect(links.verify('not-a-token')).toBeNull();
    expect(
      new SignedReviewLinks('https://x', 'another-secret-of-thirty-two-characters', clock).verify(token),
    ).toBeNull();
    const unsubscribe = new SignedNotificationLinks('https://x', SECRET, clock).tokenFor({
      userId: 'u1',
      kind: 'review.waiting',
      channel: 'email',
    });
    expect(links.verify(unsubscribe)).toBeNull();
  });
});
