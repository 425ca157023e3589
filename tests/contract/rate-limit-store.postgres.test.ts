import { describe } from 'vitest';
import { KnexRateLimitStore } from '../../adapters/rate-limits/knex-rate-limit-store.js';
import { openPostgres, postgresAvailable } from '../support/databases.js';
import { describeKnexRateLimitStoreCases } from './rate-limit-store.knex.cases.js';
import { describeRateLimitStoreContract } from './rate-limit-store.contract.js';

describe.skipIf(!(await postgresAvailable()))('Postgres', () => {
  // More connections than the 20 concurrent hits of the race case, so they really race.
  describeRateLimitStoreContract('knex table on Postgres', async () => {
    const database = await openPostgres({ poolMax: 21 });
    return { store: new KnexRateLimitStore(database.db), teardown: () => database.destroy() };
  });

  describeKnexRateLimitStoreCases('Postgres', () => openPostgres());
});
