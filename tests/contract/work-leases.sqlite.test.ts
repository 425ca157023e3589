import { KnexWorkLeases } from '../../adapters/locks/knex-work-leases.js';
import { openSqlite } from '../support/databases.js';
import { describeWorkLeasesContract } from './work-leases.contract.js';

describeWorkLeasesContract('knex table on SQLite', async () => {
  const database = await openSqlite();
  const leases = new KnexWorkLeases(database.db);
  return { leases, other: leases, teardown: () => database.destroy() };
});
