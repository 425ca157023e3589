import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KnexRateLimitStore } from '../../adapters/rate-limits/knex-rate-limit-store.js';
import type { TestDatabase } from '../support/databases.js';

const MINUTE = 60_000;
const t0 = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number): Date => new Date(t0.getTime() + ms);

/** What the table-backed store promises beyond the port: bounded growth and no keys in clear. */
export function describeKnexRateLimitStoreCases(name: string, open: () => Promise<TestDatabase>): void {
  describe(`KnexRateLimitStore on ${name}`, () => {
    let database: TestDatabase;
    beforeEach(async () => {
      database = await open();
    });
    afterEach(async () => {
      await database?.destroy();
    });

    const storedKeys = async (): Promise<number> => {
      const [row] = await database.db('rate_limits').count<{ n: number | string }[]>({ n: '*' });
      return Number(row?.n);
    };

    it('deletes the windows that have ended every sweepEvery hits, keeping the live ones', async () => {
      const store = new KnexRateLimitStore(database.db, { sweepEvery: 3 });
      await store.hit('ended-1', MINUTE, t0);
      await store.hit('ended-2', MINUTE, t0);
      expect(await storedKeys()).toBe(2);

      await store.hit('live', 10 * MINUTE, at(2 * MINUTE));

      expect(await storedKeys()).toBe(1);
      expect(await store.hit('live', 10 * MINUTE, at(3 * MINUTE))).toEqual({
        count: 2,
        windowStartedAt: at(2 * MINUTE),
      });
    });

    it('stores keys hashed, so no email is kept in clear', async () => {
      const store = new KnexRateLimitStore(database.db);
      await store.hit('sign-in-failures-email:ada@example.com', MINUTE, t0);

      const rows = await database.db('rate_limits').select<{ key: string }[]>('key');
      expect(rows).toHaveLength(1);
      expect(rows[0]?.key).toMatch(/^[0-9a-f]{64}$/);
    });
  });
}
