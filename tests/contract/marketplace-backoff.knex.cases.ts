import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KnexMarketplaceBackoff } from '../../adapters/rate-limits/knex-marketplace-backoff.js';
import type { TestDatabase } from '../support/databases.js';

/** What the table-backed backoffs promise beyond the port: no token in clear. */
export function describeKnexMarketplaceBackoffCases(name: string, open: () => Promise<TestDatabase>): void {
  describe(`KnexMarketplaceBackoff on ${name}`, () => {
    let database: TestDatabase;
    beforeEach(async () => {
      database = await open();
    });
    afterEach(async () => {
      await database?.destroy();
    });

    it('stores the token as its SHA-256 only', async () => {
      await new KnexMarketplaceBackoff(database.db).backOff(
        'secret-oauth-token',
        new Date('2026-03-01T10:00:00.000Z'),
        null,
      );
      const rows = await database.db('marketplace_backoffs').select<{ token_key: string }[]>('token_key');
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_key).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain('secret-oauth-token');
    });
  });
}
