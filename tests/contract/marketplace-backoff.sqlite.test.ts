import { KnexMarketplaceBackoff } from '../../adapters/rate-limits/knex-marketplace-backoff.js';
import { openSqlite } from '../support/databases.js';
import { describeMarketplaceBackoffContract } from './marketplace-backoff.contract.js';
import { describeKnexMarketplaceBackoffCases } from './marketplace-backoff.knex.cases.js';

describeMarketplaceBackoffContract('knex table on SQLite', async () => {
  const database = await openSqlite();
  return { backoff: new KnexMarketplaceBackoff(database.db), teardown: () => database.destroy() };
});

describeKnexMarketplaceBackoffCases('SQLite', () => openSqlite());
