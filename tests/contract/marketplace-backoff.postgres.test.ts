import { describe, expect, it } from 'vitest';
import { KnexMarketplaceBackoff } from '../../adapters/rate-limits/knex-marketplace-backoff.js';
import { createKnex } from '../../adapters/storage/knex/knex-client.js';
import { POSTGRES_URL, openPostgres, postgresAvailable } from '../support/databases.js';
import { describeMarketplaceBackoffContract } from './marketplace-backoff.contract.js';
import { describeKnexMarketplaceBackoffCases } from './marketplace-backoff.knex.cases.js';

describe.skipIf(!(await postgresAvailable()))('Postgres', () => {
  describeMarketplaceBackoffContract('knex table on Postgres', async () => {
    const database = await openPostgres({ poolMax: 6 });
    return { backoff: new KnexMarketplaceBackoff(database.db), teardown: () => database.destroy() };
  });

  describeKnexMarketplaceBackoffCases('Postgres', () => openPostgres());

  it('holds a token back in a second process once the first one was limited', async () => {
    const database = await openPostgres();
    // A knex of its own, as another server process would have: no pool, no memory shared.
    const other = createKnex(
      { dialect: 'postgres', connection: POSTGRES_URL },
      { schema: database.schema, poolMax: 1 },
    );
    try {
      const now = new Date('2026-03-01T10:00:00.000Z');
      const until = await new KnexMarketplaceBackoff(database.db).backOff('shared-token', now, null);
      expect(await new KnexMarketplaceBackoff(other).pausedUntil('shared-token', now)).toEqual(until);
      expect(await new KnexMarketplaceBackoff(other).backOff('shared-token', now, null)).toEqual(
        new Date(now.getTime() + 60_000),
      );
    } finally {
      await other.destroy();
      await database.destroy();
    }
  });
});
