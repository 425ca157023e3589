import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MarketplaceBackoff } from '../../core/ports/marketplace-backoff.port.js';

export interface MarketplaceBackoffFixture {
  readonly backoff: MarketplaceBackoff;
  readonly teardown: () => Promise<void>;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const t0 = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number): Date => new Date(t0.getTime() + ms);

/** A token of its own per case, so parallel runs against one database never meet. */
const aToken = (): string => `test-token-${process.pid}-${randomBytes(6).toString('hex')}`;

/** The MarketplaceBackoff contract: per-token backoffs that grow, never shrink, and count every strike. */
export function describeMarketplaceBackoffContract(
  name: string,
  setup: () => Promise<MarketplaceBackoffFixture>,
): void {
  describe(`MarketplaceBackoff contract: ${name}`, () => {
    let fixture: MarketplaceBackoffFixture;
    let backoff: MarketplaceBackoff;

    beforeEach(async () => {
      fixture = await setup();
      ({ backoff } = fixture);
    });
    afterEach(async () => {
      await fixture?.teardown();
    });

    it('holds no token back that was never limited', async () => {
      expect(await backoff.pausedUntil(aToken(), t0)).toBeNull();
    });

    it('holds a token back until the instant the marketplace named, and not after', async () => {
      const token = aToken();
      expect(await backoff.backOff(token, t0, at(45 * SECOND))).toEqual(at(45 * SECOND));
      expect(await backoff.pausedUntil(token, at(44 * SECOND))).toEqual(at(45 * SECOND));
      expect(await backoff.pausedUntil(token, at(45 * SECOND))).toBeNull();
    });

    it('waits 30 s, then 60 s, then 120 s on repeated limits with no named instant', async () => {
      const token = aToken();
      expect(await backoff.backOff(token, t0, null)).toEqual(at(30 * SECOND));
      expect(await backoff.backOff(token, at(30 * SECOND), null)).toEqual(at(90 * SECOND));
      expect(await backoff.backOff(token, at(90 * SECOND), null)).toEqual(at(210 * SECOND));
    });

    it('starts again at 30 s once the previous backoff is long over', async () => {
      const token = aToken();
      await backoff.backOff(token, t0, null);
      await backoff.backOff(token, at(30 * SECOND), null);
      const later = at(30 * MINUTE);
      expect(await backoff.backOff(token, later, null)).toEqual(new Date(later.getTime() + 30 * SECOND));
    });

    it('never shortens a backoff in force', async () => {
      const token = aToken();
      await backoff.backOff(token, t0, at(10 * MINUTE));
      expect(await backoff.backOff(token, at(SECOND), at(20 * SECOND))).toEqual(at(10 * MINUTE));
      expect(await backoff.pausedUntil(token, at(5 * MINUTE))).toEqual(at(10 * MINUTE));
    });

    it('keeps tokens apart', async () => {
      const [limited, other] = [aToken(), aToken()];
      await backoff.backOff(limited, t0, null);
      expect(await backoff.pausedUntil(other, t0)).toBeNull();
      expect(await backoff.backOff(other, t0, null)).toEqual(at(30 * SECOND));
    });

    it('counts each of concurrent strikes on one token', async () => {
      const token = aToken();
      await Promise.all(Array.from({ length: 5 }, () => backoff.backOff(token, t0, null)));
      // Five strikes: 30 s doubled four times.
      expect(await backoff.pausedUntil(token, t0)).toEqual(at(480 * SECOND));
    });
  });
}
