import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RateLimitStore } from '../../core/ports/rate-limit-store.port.js';

export interface RateLimitStoreFixture {
  readonly store: RateLimitStore;
  readonly teardown: () => Promise<void>;
}

const MINUTE = 60_000;
const t0 = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number): Date => new Date(t0.getTime() + ms);

/** A key of its own per case, so parallel runs against one database never meet. */
const aKey = (): string => `test:${process.pid}:${randomBytes(4).toString('hex')}`;

/** The RateLimitStore contract: fixed windows per key, counted atomically. */
export function describeRateLimitStoreContract(name: string, setup: () => Promise<RateLimitStoreFixture>): void {
  describe(`RateLimitStore contract: ${name}`, () => {
    let fixture: RateLimitStoreFixture;
    let store: RateLimitStore;

    beforeEach(async () => {
      fixture = await setup();
      ({ store } = fixture);
    });
    afterEach(async () => {
      await fixture?.teardown();
    });

    it('starts a window at the first hit and counts each hit within it', async () => {
      const key = aKey();
      expect(await store.hit(key, 15 * MINUTE, t0)).toEqual({ count: 1, windowStartedAt: t0 });
      expect(await store.hit(key, 15 * MINUTE, at(MINUTE))).toEqual({ count: 2, windowStartedAt: t0 });
      expect(await store.hit(key, 15 * MINUTE, at(15 * MINUTE - 1))).toEqual({ count: 3, windowStartedAt: t0 });
    });

    it('starts a new window at the first hit after the old one has ended', async () => {
      const key = aKey();
      await store.hit(key, 15 * MINUTE, t0);
      await store.hit(key, 15 * MINUTE, at(MINUTE));

      expect(await store.hit(key, 15 * MINUTE, at(15 * MINUTE))).toEqual({
        count: 1,
        windowStartedAt: at(15 * MINUTE),
      });
      expect(await store.hit(key, 15 * MINUTE, at(16 * MINUTE))).toEqual({
        count: 2,
        windowStartedAt: at(15 * MINUTE),
      });
    });

    it('forgets a key on reset, so its next hit starts a new window; resetting an unknown key is harmless', async () => {
      const key = aKey();
      await store.hit(key, 15 * MINUTE, t0);
      await store.hit(key, 15 * MINUTE, t0);

      await store.reset(key);
      await store.reset(key);
      await store.reset(aKey());

      expect(await store.hit(key, 15 * MINUTE, at(MINUTE))).toEqual({ count: 1, windowStartedAt: at(MINUTE) });
    });

    it('keeps keys independent', async () => {
      const [a, b] = [aKey(), aKey()];
      await store.hit(a, 15 * MINUTE, t0);
      await store.hit(a, 15 * MINUTE, t0);
      await store.hit(a, 15 * MINUTE, t0);

      expect(await store.hit(b, 15 * MINUTE, at(MINUTE))).toEqual({ count: 1, windowStartedAt: at(MINUTE) });
      await store.reset(b);
      expect(await store.hit(a, 15 * MINUTE, at(MINUTE))).toEqual({ count: 4, windowStartedAt: t0 });
    });

    it('keeps long keys apart, whatever their length', async () => {
      const long = `${aKey()}:${'x'.repeat(5000)}`;
      await store.hit(`${long}a`, MINUTE, t0);
      expect(await store.hit(`${long}b`, MINUTE, t0)).toEqual({ count: 1, windowStartedAt: t0 });
      expect(await store.hit(`${long}a`, MINUTE, t0)).toEqual({ count: 2, windowStartedAt: t0 });
    });

    it('counts 20 concurrent hits on one key exactly 20 times, each hit seeing its own count', async () => {
      const key = aKey();
      const windows = await Promise.all(Array.from({ length: 20 }, () => store.hit(key, 15 * MINUTE, t0)));

      expect(windows.map((window) => window.count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect(windows.every((window) => window.windowStartedAt.getTime() === t0.getTime())).toBe(true);
      expect(await store.hit(key, 15 * MINUTE, at(1))).toEqual({ count: 21, windowStartedAt: t0 });
    });

    it('counts concurrent hits on a fresh window after the old one ended as one new window', async () => {
      const key = aKey();
      await store.hit(key, MINUTE, t0);
      const windows = await Promise.all(Array.from({ length: 10 }, () => store.hit(key, MINUTE, at(2 * MINUTE))));

      expect(windows.map((window) => window.count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 10 }, (_, i) => i + 1),
      );
      expect(windows.every((window) => window.windowStartedAt.getTime() === at(2 * MINUTE).getTime())).toBe(true);
    });
  });
}
