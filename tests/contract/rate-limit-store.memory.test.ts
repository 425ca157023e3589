import { describe, expect, it } from 'vitest';
import { InMemoryRateLimitStore } from '../../adapters/rate-limits/in-memory-rate-limit-store.js';
import { describeRateLimitStoreContract } from './rate-limit-store.contract.js';

describeRateLimitStoreContract('in memory', async () => ({
  store: new InMemoryRateLimitStore(),
  teardown: async () => undefined,
}));

describe('InMemoryRateLimitStore', () => {
  it('drops the windows that have ended once it holds more keys than its bound, keeping the live ones', async () => {
    const store = new InMemoryRateLimitStore({ sweepAbove: 3 });
    const t0 = new Date('2026-03-01T10:00:00.000Z');
    const later = new Date(t0.getTime() + 2 * 60_000);
    await store.hit('old-1', 60_000, t0);
    await store.hit('old-2', 60_000, t0);
    await store.hit('live', 10 * 60_000, t0);
    expect(store.size()).toBe(3);

    await store.hit('new', 60_000, later);

    expect(store.size()).toBe(2);
    expect(await store.hit('live', 10 * 60_000, later)).toEqual({ count: 2, windowStartedAt: t0 });
  });
});
