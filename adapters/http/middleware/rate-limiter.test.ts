import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryRateLimitStore } from '../../rate-limits/in-memory-rate-limit-store.js';
import { RateLimiter, waitText } from './rate-limiter.js';

const MINUTE = 60_000;

describe('RateLimiter', () => {
  const setup = () => {
    const clock = new FixedClock('2026-03-01T10:00:00.000Z');
    const store = new InMemoryRateLimitStore();
    const limiter = (name: string, limit = 2) => new RateLimiter({ name, limit, windowMs: 15 * MINUTE, store, clock });
    return { clock, limiter };
  };

  it('allows attempts up to the limit and refuses the next, with the time left in the window', async () => {
    const { clock, limiter } = setup();
    const logins = limiter('sign-in');
    expect(await logins.consume('1.2.3.4')).toEqual({ allowed: true, retryAfterMs: 15 * MINUTE });
    clock.advance(4 * MINUTE);
    expect(await logins.consume('1.2.3.4')).toEqual({ allowed: true, retryAfterMs: 11 * MINUTE });
    clock.advance(MINUTE);
    expect(await logins.consume('1.2.3.4')).toEqual({ allowed: false, retryAfterMs: 10 * MINUTE });
  });

  it('allows again once the window has ended, and after a reset', async () => {
    const { clock, limiter } = setup();
    const logins = limiter('sign-in', 1);
    await logins.consume('a');
    expect((await logins.consume('a')).allowed).toBe(false);

    clock.advance(15 * MINUTE);
    expect((await logins.consume('a')).allowed).toBe(true);
    expect((await logins.consume('a')).allowed).toBe(false);
    await logins.reset('a');
    expect((await logins.consume('a')).allowed).toBe(true);
  });

  it('keeps limiters that share a store apart by name', async () => {
    const { limiter } = setup();
    const [perIp, perEmail] = [limiter('sign-in-ip', 1), limiter('sign-in-email', 1)];
    await perIp.consume('same-key');

    expect((await perEmail.consume('same-key')).allowed).toBe(true);
    await perEmail.reset('same-key');
    expect((await perIp.consume('same-key')).allowed).toBe(false);
  });

  it('admits up to the limit, then refuses as RATE_LIMITED with the wait in words and in seconds', async () => {
    const { clock, limiter } = setup();
    const previews = limiter('previews', 1);
    await previews.admit('user-1', 'previews');
    clock.advance(14 * MINUTE + 30_000);

    await expect(previews.admit('user-1', 'previews')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many previews. Please wait 30 seconds and try again.',
      details: { retryAfterSeconds: 30 },
    });
    await expect(previews.admit('user-2', 'previews')).resolves.toBeUndefined();
  });
});

describe('waitText', () => {
  it.each([
    [400, '1 second'],
    [1_000, '1 second'],
    [1_001, '2 seconds'],
    [60_000, '60 seconds'],
    [60_001, '2 minutes'],
    [15 * MINUTE, '15 minutes'],
  ])('says %i ms as %s', (ms, text) => {
    expect(waitText(ms)).toBe(text);
  });
});
