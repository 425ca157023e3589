import { describe, expect, it } from 'vitest';
import { KnexWorkLeases } from '../../adapters/locks/knex-work-leases.js';
import { createKnex } from '../../adapters/storage/knex/knex-client.js';
import { POSTGRES_URL, openPostgres, postgresAvailable } from '../support/databases.js';
import { describeWorkLeasesContract } from './work-leases.contract.js';

describe.skipIf(!(await postgresAvailable()))('Postgres', () => {
  // The other side is a knex of its own, as another worker process would have: no pool, no memory shared.
  describeWorkLeasesContract('knex table on Postgres, two processes', async () => {
    const database = await openPostgres({ poolMax: 6 });
    const other = createKnex(
      { dialect: 'postgres', connection: POSTGRES_URL },
      { schema: database.schema, poolMax: 6 },
    );
    return {
      leases: new KnexWorkLeases(database.db),
      other: new KnexWorkLeases(other),
      teardown: async () => {
        await other.destroy();
        await database.destroy();
      },
    };
  });

  it('stores no token: only the SHA-256 of each key', async () => {
    const database = await openPostgres({ poolMax: 2 });
    try {
      await new KnexWorkLeases(database.db).acquire(['token:oauth-secret-123'], 'job-1', new Date(0), new Date(60_000));
      const rows = await database.db('work_leases').select('lease_key', 'holder');
      expect(rows).toEqual([{ lease_key: expect.stringMatching(/^[0-9a-f]{64}$/), holder: 'job-1' }]);
      expect(JSON.stringify(rows)).not.toContain('oauth-secret');
    } finally {
      await database.destroy();
    }
  });
});
