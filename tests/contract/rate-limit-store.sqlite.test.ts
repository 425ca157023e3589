import { KnexRateLimitStore } from '../../adapters/rate-limits/knex-rate-limit-store.js';
import { openSqlite } from '../support/databases.js';
import { describeKnexRateLimitStoreCases } from './rate-limit-store.knex.cases.js';
import { describeRateLimitStoreContract } from './rate-limit-store.contract.js';

describeRateLimitStoreContract('knex table on SQLite', async () => {
  const database = await openSqlite();
  return { store: new KnexRateLimitStore(database.db), teardown: () => database.destroy() };
});

describeKnexRateLimitStoreCases('SQLite', () => openSqlite());
